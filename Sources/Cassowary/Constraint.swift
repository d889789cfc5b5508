/// A linear constraint `expression relation 0` at a priority.
///
/// A constraint has identity (it is a class), because a solver can hold it, report it in
/// an error, remove it, and change its constant later — the way UIKit's
/// `NSLayoutConstraint` objects behave. Its fields never change; the constant the solver
/// currently uses is `Solver.constant(of:)`.
public final class Constraint: Sendable, CustomStringConvertible {
    /// The left-hand side; the right-hand side is 0.
    public let expression: LinearExpression
    public let relation: Relation
    public let priority: Priority
    /// A caller's name for the constraint, used in error messages.
    public let label: String?

    /// `expression relation 0` at `priority`.
    public init(_ expression: LinearExpression, _ relation: Relation,
                priority: Priority = .required, label: String? = nil) {
        self.expression = expression
        self.relation = relation
        self.priority = priority
        self.label = label
    }

    public var description: String {
        if let label { return label }
        var text = expression.terms.map { "\($0.coefficient)*\($0.variable)" }.joined(separator: " + ")
        if expression.constant != 0 || text.isEmpty { text += (text.isEmpty ? "" : " + ") + "\(expression.constant)" }
        return "\(text) \(relation.rawValue) 0 @\(priority)"
    }
}
