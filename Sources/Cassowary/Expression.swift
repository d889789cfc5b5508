/// One term `coefficient × variable` of a linear expression.
public struct Term: Hashable, Sendable {
    public var variable: Variable
    public var coefficient: Double

    /// `coefficient × variable`.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// `Σ coefficient × variable + constant`.
public struct LinearExpression: Hashable, Sendable {
    public var terms: [Term]
    public var constant: Double

    /// An expression of `terms` plus `constant`.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }
}

/// The relation of a constraint `expression (== | <= | >=) 0`.
public enum Relation: String, Hashable, Sendable {
    case equal = "=="
    case lessOrEqual = "<="
    case greaterOrEqual = ">="
}
