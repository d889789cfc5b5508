import Analysis
import Cassowary
import LayoutModel
import Testing

/// The ambiguity analysis against an exact reference built another way: the optimal
/// solutions of a layout are those whose error at each priority level is no more than the
/// optimum's, so the reference writes every optional constraint's error as an explicit
/// variable, bounds each level's total by the optimum, and asks the solver — as a plain
/// linear program with one objective — for the smallest and the largest value each frame
/// variable takes on that set. A variable is ambiguous exactly when the two differ.
@Suite("Ambiguity agrees with an exact reference")
struct AmbiguityReferenceTests {
    /// The range of `target` over the optimal solutions of `system` (whose optimal error
    /// at each priority is `optimum`).
    static func range(of target: Int, in system: RuntimeSystem, forms: [LinearForm?], optimum: [Double: Double]) throws -> (Double, Double) {
        func extreme(_ goal: Double) throws -> Double {
            let solver = Solver()
            let variables = SolverBridge.makeVariables(for: system.graph, in: solver)
            var levelErrors: [Double: [Cassowary.Term]] = [:]
            for (index, constraint) in system.constraints.enumerated() {
                guard let form = forms[index] else { continue }
                let expression = form.expression(over: variables)
                if constraint.isRequired {
                    try solver.add(constraint.solverConstraint(form, over: variables))
                    continue
                }
                let error = solver.makeVariable()
                try solver.add(Constraint(LinearExpression([Cassowary.Term(error)]), .greaterOrEqual, priority: .required))
                // |form| ≤ error for ==, −form ≤ error for ≥, form ≤ error for ≤.
                if constraint.relation != .greaterThanOrEqual {
                    try solver.add(Constraint(LinearExpression(expression.terms + [Cassowary.Term(error, -1)], constant: expression.constant),
                                              .lessOrEqual, priority: .required))
                }
                if constraint.relation != .lessThanOrEqual {
                    try solver.add(Constraint(LinearExpression(expression.terms.map { Cassowary.Term($0.variable, -$0.coefficient) }
                                                                   + [Cassowary.Term(error, -1)], constant: -expression.constant),
                                              .lessOrEqual, priority: .required))
                }
                levelErrors[constraint.priority, default: []].append(Cassowary.Term(error))
            }
            for (priority, terms) in levelErrors {
                try solver.add(Constraint(LinearExpression(terms, constant: -(optimum[priority, default: 0] + 1e-7)),
                                          .lessOrEqual, priority: .required))
            }
            try solver.add(Constraint(LinearExpression([Cassowary.Term(variables[target])], constant: -goal), .equal, priority: Priority(1)))
            return solver.value(of: variables[target])
        }
        return (try extreme(-1e5), try extreme(1e5))
    }

    @Test("Reported ambiguous ⇔ the reference's range is not a single value", arguments: 1...20)
    func agrees(seed: UInt64) throws {
        let layout = PlantedLayout(seed: seed)
        let facts = try LayoutAnalysis.analyze(layout.base)
        guard facts.conflicts.isEmpty else { return }
        let system = facts.system
        let forms = system.constraints.map { AttributeForm.form(of: $0, in: system.graph) }
        let frames = facts.solved.localFrames
        // The optimum's error at each priority (the required level's entry is never read).
        let optimum = AmbiguityWitnessTests.errors(system, forms, at: frames)
        let reported = Set(facts.ambiguities.map { SolverBridge.slot($0.item, $0.variable) })
        for item in system.graph.itemIDs where system.graph[item].isView && system.graph[item].parent != nil {
            for component in FrameVariable.allCases {
                let slot = SolverBridge.slot(item, component)
                let (low, high) = try Self.range(of: slot, in: system, forms: forms, optimum: optimum)
                let free = high - low > 1e-3
                #expect(free == reported.contains(slot),
                        "seed \(seed): \(system.graph[item].id).\(component) ranges over [\(low), \(high)] but is \(reported.contains(slot) ? "" : "not ")reported ambiguous")
            }
        }
    }
}
