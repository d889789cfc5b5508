/// What a tableau symbol stands for; decides whether it may be negative and whether it
/// may ever enter the basis.
enum SymbolKind: UInt8 {
    /// A user variable: unrestricted in sign.
    case external
    /// The slack of a required or optional inequality: restricted to ≥ 0.
    case slack
    /// The error of an optional constraint: restricted to ≥ 0, and carries a cost.
    case error
    /// The marker of a required equality: fixed at 0, never enters the basis.
    case dummy
}

/// A tableau symbol: a dense integer id into the tableau's per-symbol arrays.
///
/// Ids are handed out in creation order, so every tie broken "by lowest id" is broken by
/// the order in which constraints were added — never by a hash seed.
typealias Symbol = Int32

/// The absent symbol.
let noSymbol: Symbol = -1
