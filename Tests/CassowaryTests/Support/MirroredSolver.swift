import Cassowary
import Testing

/// A `Solver` together with a plain-number copy (`ConstraintSpec`) of everything it holds
/// — constraints with their current constants, and edit variables with their suggested
/// values — so the reference can be asked about exactly the same system.
final class MirroredSolver {
    let solver = Solver()
    let variables: [Variable]
    private(set) var constraints: [Constraint] = []
    private(set) var specs: [ConstraintSpec] = []
    /// Edit variable index → (priority, suggested value).
    private(set) var edits: [Int: (priority: Double, value: Double)] = [:]

    init(variableCount: Int) {
        var made: [Variable] = []
        for i in 0..<variableCount { made.append(solver.makeVariable(named: "x\(i)")) }
        variables = made
    }

    var values: [Double] { solver.values() }

    /// Every constraint in force, edits included (an edit is `x − value == 0`).
    var allSpecs: [ConstraintSpec] {
        specs + edits.keys.sorted().map { index in
            let edit = edits[index]!
            return ConstraintSpec(terms: [(index, 1)], constant: -edit.value, relation: .equal, priority: edit.priority)
        }
    }

    /// Adds `spec`; it is mirrored only when the solver accepts it.
    @discardableResult
    func add(_ spec: ConstraintSpec) throws(SolverError) -> Constraint {
        let constraint = spec.makeConstraint(variables)
        try solver.add(constraint)
        constraints.append(constraint)
        specs.append(spec)
        return constraint
    }

    func remove(at index: Int) throws(SolverError) {
        try solver.remove(constraints[index])
        constraints.remove(at: index)
        specs.remove(at: index)
    }

    func setConstant(_ constant: Double, at index: Int) throws(SolverError) {
        try solver.setConstant(constant, of: constraints[index])
        specs[index].constant = constant
    }

    /// Registers an edit; until the first suggestion it asks for the variable's current value.
    func addEdit(_ index: Int, priority: Double) throws(SolverError) {
        let current = solver.value(of: variables[index])
        try solver.addEditVariable(variables[index], priority: Priority(priority))
        edits[index] = (priority, current)
    }

    func suggest(_ value: Double, for index: Int) throws(SolverError) {
        try solver.suggestValue(value, for: variables[index])
        edits[index]!.value = value
    }

    func removeEdit(_ index: Int) throws(SolverError) {
        try solver.removeEditVariable(variables[index])
        edits[index] = nil
    }

    /// The largest violation of a required constraint at the solver's values.
    var worstRequiredViolation: Double {
        let x = values
        return specs.filter(\.isRequired).reduce(0.0) { max($0, $1.error(at: x)) }
    }

    /// Whether the reference finds the required constraints (plus `extra`) feasible.
    func referenceFeasible(with extra: [ConstraintSpec] = []) -> Bool {
        if case .infeasible = LexicographicReference.solve(variableCount: variables.count,
                                                           constraints: allSpecs.filter(\.isRequired) + extra.filter(\.isRequired)) {
            return false
        }
        return true
    }
}

/// Records an issue unless the solver's answer is lexicographically optimal: every
/// required constraint holds within 1e-6, and at every priority level (highest first) the
/// solver's error sum equals the reference's optimum within 1e-6. Objective values are
/// compared, not variable values, because an optimum need not be unique.
/// - Returns: whether the check passed (so a caller can stop at the first failure).
@discardableResult
func expectLexicographicallyOptimal(_ mirror: MirroredSolver, _ context: @autoclosure () -> String,
                                    sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    let violation = mirror.worstRequiredViolation
    guard violation <= 1e-6 else {
        Issue.record("\(context()): a required constraint is violated by \(violation)", sourceLocation: sourceLocation)
        return false
    }
    let specs = mirror.allSpecs
    switch LexicographicReference.solve(variableCount: mirror.variables.count, constraints: specs) {
    case .infeasible:
        Issue.record("\(context()): the solver accepted required constraints the reference finds infeasible",
                     sourceLocation: sourceLocation)
        return false
    case .failed(let why):
        Issue.record("\(context()): the reference failed: \(why)", sourceLocation: sourceLocation)
        return false
    case .optimal(let levels, let optimum, _):
        let actual = LexicographicReference.errorSums(of: specs, at: mirror.values, levels: levels)
        // Relative: error sums reach thousands of points, and double-precision pivots
        // leave round-off of about 1e-9 of a value (FORMAT.md compares checksums the same way).
        for k in levels.indices where abs(actual[k] - optimum[k]) > 1e-6 * max(1, abs(optimum[k])) {
            Issue.record("""
                \(context()): not optimal at priority \(levels[k]): solver's error sum \(actual[k]), \
                reference optimum \(optimum[k]) (levels \(levels), solver \(actual), reference \(optimum))
                """, sourceLocation: sourceLocation)
            return false
        }
        return true
    }
}
