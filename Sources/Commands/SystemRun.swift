import Cassowary
import Dispatch
import Readers

/// One run of a constraint system through a fresh solver, the way the benchmark format
/// prescribes: constraints added in file order (a rejected one is skipped and recorded),
/// then every edit variable registered and each drag step suggested and read back.
struct SystemRun {
    /// Final value of every declared variable, in declaration order.
    var values: [Double] = []
    /// Values after the constraints and before the edits.
    var staticValues: [Double] = []
    /// Indices of the constraints the solver rejected, in file order.
    var rejected: [Int] = []
    var secondsAdd = 0.0
    var secondsUpdate = 0.0
    var secondsEdits = 0.0

    /// Solves `system`, timing each phase with a monotonic clock.
    /// - Throws: `SolverError` for failures that are not a rejected constraint (an
    ///   iteration bound, an edit the solver refuses).
    static func run(_ system: ConstraintSystem) throws(SolverError) -> SystemRun {
        var result = SystemRun()
        let start = DispatchTime.now().uptimeNanoseconds
        let solver = Solver()
        let variables = system.variables.map { solver.makeVariable(named: $0) }
        for (index, c) in system.constraints.enumerated() {
            let terms = c.terms.map { Term(variables[$0.variableIndex], $0.coefficient) }
            let constraint = Constraint(LinearExpression(terms, constant: c.constant), relation(c.relation),
                                        priority: StrengthLevels.priority(c.strength))
            do {
                try solver.add(constraint)
            } catch .unsatisfiableConstraint {
                result.rejected.append(index)
            }
        }
        let added = DispatchTime.now().uptimeNanoseconds
        result.staticValues = solver.values()
        let updated = DispatchTime.now().uptimeNanoseconds
        result.values = result.staticValues
        if !system.edits.isEmpty {
            for edit in system.edits {
                try solver.addEditVariable(variables[edit.variableIndex], priority: StrengthLevels.priority(edit.strength))
            }
            let steps = system.edits.map(\.values.count).max() ?? 0
            for step in 0..<steps {
                for edit in system.edits where step < edit.values.count {
                    try solver.suggestValue(edit.values[step], for: variables[edit.variableIndex])
                }
                result.values = solver.values()
            }
        }
        let edited = DispatchTime.now().uptimeNanoseconds
        result.secondsAdd = Double(added - start) / 1e9
        result.secondsUpdate = Double(updated - added) / 1e9
        result.secondsEdits = system.edits.isEmpty ? 0 : Double(edited - updated) / 1e9
        return result
    }

    private static func relation(_ relation: SystemRelation) -> Relation {
        switch relation {
        case .equal: return .equal
        case .lessOrEqual: return .lessOrEqual
        case .greaterOrEqual: return .greaterOrEqual
        }
    }
}
