import Analysis
import Cassowary
import LayoutModel
import Testing

/// Every ambiguity the analysis reports carries a witness: a second solution, as good as
/// the first at every priority level, in which the reported variable differs. The check is
/// independent of how the analysis probes: both solutions are evaluated constraint by
/// constraint from the constraints' forms.
@Suite("Ambiguities come with a witness")
struct AmbiguityWitnessTests {
    /// The total error of the constraints at each priority, required ones included.
    static func errors(_ system: RuntimeSystem, _ forms: [LinearForm?], at frames: [Rect]) -> [Double: Double] {
        var errors: [Double: Double] = [:]
        for (index, constraint) in system.constraints.enumerated() {
            guard let form = forms[index] else { continue }
            let residual = form.value(at: frames, in: system.graph)
            let error = switch constraint.relation {
            case .equal: abs(residual)
            case .greaterThanOrEqual: max(0, -residual)
            case .lessThanOrEqual: max(0, residual)
            }
            errors[constraint.priority, default: 0] += error
        }
        return errors
    }

    @Test("A second optimal solution differs in each reported variable", arguments: 1...40)
    func witness(seed: UInt64) throws {
        let layout = PlantedLayout(seed: seed)
        let facts = try LayoutAnalysis.analyze(layout.base)
        guard facts.conflicts.isEmpty else { return }
        let system = facts.system
        let forms = system.constraints.map { AttributeForm.form(of: $0, in: system.graph) }
        for fact in facts.ambiguities {
            let (solver, variables, _) = try LayoutSolver.load(system)
            let first = SolverBridge.localFrames(from: solver.values(), over: variables, in: system.graph)
            // The reported variable is the view's frame in its superview: held by a helper
            // variable, since the solver may measure it from an anchor sibling.
            let local = SolverBridge.localForm(of: fact.item, fact.variable, in: system.graph).expression(over: variables)
            let probe = solver.makeVariable()
            try solver.add(Constraint(LinearExpression([Term(probe, 1)] + local.terms.map { Term($0.variable, -$0.coefficient) },
                                                       constant: -local.constant), .equal))
            let start = solver.value(of: probe)
            let step = fact.slack.up >= fact.slack.down ? 1.0 : -1.0
            try solver.addEditVariable(probe, priority: Priority(0.5))
            try solver.suggestValue(start + step, for: probe)
            let second = SolverBridge.localFrames(from: solver.values(), over: variables, in: system.graph)
            let context = "seed \(seed): \(system.graph[fact.item].id).\(fact.variable)"
            let moved = abs(solver.value(of: probe) - start)
            #expect(moved > 0.5, "the reported variable does not move: \(context)")
            let (a, b) = (Self.errors(system, forms, at: first), Self.errors(system, forms, at: second))
            #expect(a[LayoutConstraint.required, default: 0] < 1e-6 && b[LayoutConstraint.required, default: 0] < 1e-6,
                    "a required constraint does not hold: \(context)")
            for priority in Set(a.keys).union(b.keys) {
                #expect(abs(a[priority, default: 0] - b[priority, default: 0]) < 1e-6,
                        "the witness is worse at priority \(priority): \(a[priority, default: 0]) vs \(b[priority, default: 0]): \(context)")
            }
        }
    }

    @Test("The generated layouts do have ambiguities to witness")
    func layoutsHaveAmbiguities() throws {
        var total = 0
        for seed in UInt64(1)...40 {
            total += try LayoutAnalysis.analyze(PlantedLayout(seed: seed).base).ambiguities.count
        }
        #expect(total > 20, "only \(total) ambiguities over 40 layouts: the witness test would prove little")
    }
}
