/// A linear constraint problem in the neutral benchmark format (v1, `bench/FORMAT.md`).
///
/// Plain values with no dependency on the solver: the `Commands` module translates them
/// into solver calls. Variables are referred to by index into `variables` so a solver can
/// map them to its own variable objects with an array instead of hashing names.
public struct ConstraintSystem: Sendable, Equatable {
    /// The problem name (echoed in result lines).
    public var name: String
    /// Distinct variable names; their order is the order of `first5` in result lines.
    public var variables: [String]
    /// The constraints, to be added in this order (`rejected_index` refers to it).
    public var constraints: [SystemConstraint]
    /// Edits applied after all constraints (empty when the file has none).
    public var edits: [SystemEdit]
    /// The correctness annotation; nil when absent, which the format defines as
    /// "designed satisfiable with a unique optimum".
    public var expectation: SystemExpectation?

    /// Creates a system.
    public init(name: String, variables: [String], constraints: [SystemConstraint],
                edits: [SystemEdit] = [], expectation: SystemExpectation? = nil) {
        self.name = name
        self.variables = variables
        self.constraints = constraints
        self.edits = edits
        self.expectation = expectation
    }

    /// The index of the variable with this name (a linear scan; build a dictionary with
    /// `variableIndices()` for repeated lookups).
    public func variableIndex(named name: String) -> Int? {
        variables.firstIndex(of: name)
    }

    /// Name → index for every variable.
    public func variableIndices() -> [String: Int] {
        Dictionary(variables.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
    }
}

/// A 1-based line and column in a source file (columns count Unicode scalars, as in
/// `JSONSupport.JSONPosition`).
public struct SourcePosition: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// 1-based line.
    public var line: Int
    /// 1-based column.
    public var column: Int

    /// Creates a position.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }

    /// Document order.
    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

/// `coefficient * variables[variableIndex]`.
public struct SystemTerm: Sendable, Equatable {
    /// A finite, non-zero coefficient.
    public var coefficient: Double
    /// Index into `ConstraintSystem.variables`.
    public var variableIndex: Int

    /// Creates a term.
    public init(coefficient: Double, variableIndex: Int) {
        self.coefficient = coefficient
        self.variableIndex = variableIndex
    }
}

/// The comparison in `sum(terms) + constant OP 0`.
public enum SystemRelation: String, Sendable, Equatable, CaseIterable {
    /// `==`
    case equal = "=="
    /// `<=`
    case lessOrEqual = "<="
    /// `>=`
    case greaterOrEqual = ">="
}

/// How strongly a constraint or edit should hold.
///
/// The file's priority 1000 is read as `.required`, so `.priority(p)` always has
/// 1 <= p < 1000. The format gives two semantics for these (kiwi's weights and
/// layoutlint's strict levels; `bench/FORMAT.md`); choosing one is the solver side's job.
public enum SystemStrength: Sendable, Hashable, CustomStringConvertible {
    /// Must hold.
    case required
    /// kiwi's `strong`: above every priority below 1000.
    case strong
    /// kiwi's `medium`: the same weight as priority 1.
    case medium
    /// kiwi's `weak`: below every priority.
    case weak
    /// A UIKit-style priority p, 1 <= p < 1000 (fractions allowed).
    case priority(Double)

    /// Whether this is `.required`.
    public var isRequired: Bool { self == .required }

    /// The spelling used in files: `"required"` or a number such as `750`.
    public var description: String {
        switch self {
        case .required: return "\"required\""
        case .strong: return "\"strong\""
        case .medium: return "\"medium\""
        case .weak: return "\"weak\""
        case .priority(let value):
            return value.rounded(.towardZero) == value && abs(value) < 1e15 ? String(Int64(value)) : value.description
        }
    }
}

/// `sum(coefficient * variable) + constant  relation  0` at a strength.
public struct SystemConstraint: Sendable, Equatable {
    /// At least one term; each variable at most once.
    public var terms: [SystemTerm]
    /// The constant (0 when the file omits it).
    public var constant: Double
    /// The comparison with zero.
    public var relation: SystemRelation
    /// The strength (`.required` when the file omits it).
    public var strength: SystemStrength
    /// Where the constraint's `{` is in the file, for diagnostics; ignored by `==`.
    public var position: SourcePosition?

    /// Creates a constraint.
    public init(terms: [SystemTerm], constant: Double = 0, relation: SystemRelation,
                strength: SystemStrength = .required, position: SourcePosition? = nil) {
        self.terms = terms
        self.constant = constant
        self.relation = relation
        self.strength = strength
        self.position = position
    }

    /// Equal content; the source position does not count.
    public static func == (lhs: SystemConstraint, rhs: SystemConstraint) -> Bool {
        lhs.terms == rhs.terms && lhs.constant == rhs.constant
            && lhs.relation == rhs.relation && lhs.strength == rhs.strength
    }
}

/// A variable dragged through a sequence of suggested values (kiwi's edit variables).
public struct SystemEdit: Sendable, Equatable {
    /// Index into `ConstraintSystem.variables`; each variable has at most one edit.
    public var variableIndex: Int
    /// Never `.required` (an edit must be able to yield); `.strong` when omitted.
    public var strength: SystemStrength
    /// The value suggested at step 0, 1, …; may be empty.
    public var values: [Double]
    /// Where the edit's `{` is in the file; ignored by `==`.
    public var position: SourcePosition?

    /// Creates an edit.
    public init(variableIndex: Int, strength: SystemStrength = .strong, values: [Double],
                position: SourcePosition? = nil) {
        self.variableIndex = variableIndex
        self.strength = strength
        self.values = values
        self.position = position
    }

    /// Equal content; the source position does not count.
    public static func == (lhs: SystemEdit, rhs: SystemEdit) -> Bool {
        lhs.variableIndex == rhs.variableIndex && lhs.strength == rhs.strength && lhs.values == rhs.values
    }
}

/// The `expect` annotation: the known correct outcome of a correctness problem.
public enum SystemExpectation: Sendable, Equatable {
    /// The required constraints conflict; `rejectedIndex` (when given) is the first
    /// constraint an incremental solver must reject. It always names a required constraint.
    case unsatisfiable(rejectedIndex: Int?)
    /// Satisfiable; `ambiguous` lists exactly the variables (as indices, in file order)
    /// whose optimal value is not unique, or is nil when the file does not say.
    case satisfiable(ambiguous: [Int]?)
}
