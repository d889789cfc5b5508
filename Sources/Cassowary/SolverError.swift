/// Why the solver refused a request. After any of these the solver is exactly as it was
/// before the call.
public enum SolverError: Error, Equatable, CustomStringConvertible {
    /// A required constraint contradicts the required constraints already added.
    case unsatisfiableConstraint(Constraint)
    /// The constraint was added before and not removed.
    case duplicateConstraint(Constraint)
    /// The constraint is not in the solver.
    case unknownConstraint(Constraint)
    /// A coefficient, constant or suggested value is NaN or infinite.
    case nonFiniteValue(String)
    /// The priority is not finite or not in (0, 1000].
    case invalidPriority(Double)
    /// The variable was made by another solver, or is unknown to this one.
    case unknownVariable(Variable)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables must be optional: a required edit could never be suggested freely.
    case requiredEditVariable(Variable)
    /// The simplex did not finish within its pivot bound (a bug or a pathological input).
    case iterationLimit(Int)
    /// The objective decreased without bound (cannot happen for well-formed input).
    case unboundedObjective
    /// The caller's `Deadline` passed before the solver was done; its state is then
    /// unspecified, though memory-safe, and the caller should discard its work.
    case timeLimit

    /// Equal when the cases are equal and name the same constraint (by identity) or value.
    public static func == (lhs: SolverError, rhs: SolverError) -> Bool {
        switch (lhs, rhs) {
        case let (.unsatisfiableConstraint(a), .unsatisfiableConstraint(b)),
             let (.duplicateConstraint(a), .duplicateConstraint(b)),
             let (.unknownConstraint(a), .unknownConstraint(b)):
            return a === b
        case let (.nonFiniteValue(a), .nonFiniteValue(b)): return a == b
        case let (.invalidPriority(a), .invalidPriority(b)): return a == b || (a.isNaN && b.isNaN)
        case let (.unknownVariable(a), .unknownVariable(b)),
             let (.duplicateEditVariable(a), .duplicateEditVariable(b)),
             let (.unknownEditVariable(a), .unknownEditVariable(b)),
             let (.requiredEditVariable(a), .requiredEditVariable(b)):
            return a == b
        case let (.iterationLimit(a), .iterationLimit(b)): return a == b
        case (.unboundedObjective, .unboundedObjective), (.timeLimit, .timeLimit): return true
        default: return false
        }
    }

    public var description: String {
        switch self {
        case .unsatisfiableConstraint(let c): return "unsatisfiable required constraint: \(c)"
        case .duplicateConstraint(let c): return "constraint already added: \(c)"
        case .unknownConstraint(let c): return "constraint not in the solver: \(c)"
        case .nonFiniteValue(let what): return "non-finite value: \(what)"
        case .invalidPriority(let p): return "invalid priority \(p): must be finite and in (0, 1000]"
        case .unknownVariable(let v): return "variable \(v) does not belong to this solver"
        case .duplicateEditVariable(let v): return "\(v) is already an edit variable"
        case .unknownEditVariable(let v): return "\(v) is not an edit variable"
        case .requiredEditVariable(let v): return "edit variable \(v) cannot be required"
        case .iterationLimit(let n): return "simplex did not converge within \(n) pivots"
        case .unboundedObjective: return "objective is unbounded"
        case .timeLimit: return "the time limit passed before the solver was done"
        }
    }
}
