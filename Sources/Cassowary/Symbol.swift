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

/// What the tableau keeps about one symbol besides its row and its cost.
struct SymbolInfo {
    var kind: SymbolKind
    /// Whether the symbol has a row (is in the basis).
    var isBasic = false
    /// Whether the symbol is in the tableau's list of symbols that may have a cost.
    var inObjectiveList = false
    /// The journal epoch in which the symbol's row, and its cost, were last saved.
    var rowEpoch: UInt32 = 0
    var costEpoch: UInt32 = 0
    /// The epoch of the last `column(_:)` scan that listed this symbol's row.
    var mark: UInt32 = 0
}
