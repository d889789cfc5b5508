/// A solver variable: a handle made by `Solver.makeVariable(named:)`.
///
/// Variables are small values (an index and the solver's identity), so constraints can
/// be built without reference counting per term.
public struct Variable: Hashable, Sendable, CustomStringConvertible {
    /// The index of the variable in the solver that made it.
    public let index: Int
    /// Identifies the solver that made it, so a handle from another solver is rejected.
    let owner: ObjectIdentifier

    init(index: Int, owner: ObjectIdentifier) {
        self.index = index
        self.owner = owner
    }

    public var description: String { "v\(index)" }
}
