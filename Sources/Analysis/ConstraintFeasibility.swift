import Cassowary
import LayoutModel

/// Feasibility questions about sets of a run-time system's required constraints, answered
/// with fresh Cassowary solvers (stateless, so the answer depends only on the set and the
/// order, which callers fix).
struct ConstraintFeasibility {
    let system: RuntimeSystem
    /// The solver form of every constraint (nil for one that names a missing item); also
    /// what the main solve uses, so the forms are computed once.
    let forms: [LinearForm?]

    /// The solver-variable slots each constraint mentions, for connected-component walks
    /// (built once instead of on every visit, and only for a layout that has a conflict:
    /// building them for every layout was 1 % of `lint`).
    var variableSlots: [Set<Int>] { slots.value(forms) }
    private let slots = SlotsCache()

    init(_ system: RuntimeSystem) {
        self.system = system
        forms = system.constraints.map { AttributeForm.form(of: $0, in: system.graph) }
    }

    /// A solver holding one variable per item variable.
    private func makeSolver() -> (Solver, [Variable]) {
        let solver = Solver()
        return (solver, SolverBridge.makeVariables(for: system.graph, in: solver))
    }

    /// The Cassowary constraint for `index`, required, over `variables`.
    func solverConstraint(_ index: Int, over variables: [Variable]) -> Constraint? {
        constraint(index, variables, priority: LayoutConstraint.required)
    }

    /// The Cassowary constraint for `index` (required, or at `priority`).
    private func constraint(_ index: Int, _ variables: [Variable], priority: Double? = nil) -> Constraint? {
        forms[index].map { system.constraints[index].solverConstraint($0, over: variables, priority: priority) }
    }

    /// Whether the constraints at `indices`, all taken as required, can hold together.
    func isFeasible(_ indices: [Int]) -> Bool {
        let (solver, variables) = makeSolver()
        for index in indices {
            guard let constraint = constraint(index, variables, priority: LayoutConstraint.required) else { continue }
            do throws(SolverError) {
                try solver.add(constraint)
            } catch {
                return false
            }
        }
        return true
    }

    /// Adds `indices` as required constraints, in order, to one solver and returns each one
    /// it rejects with the ones it had accepted before it.
    func rejections(adding indices: [Int]) -> [(rejected: Int, acceptedBefore: [Int])] {
        let (solver, variables) = makeSolver()
        var accepted: [Int] = []
        var result: [(Int, [Int])] = []
        for index in indices {
            guard let constraint = constraint(index, variables, priority: LayoutConstraint.required) else { continue }
            do throws(SolverError) {
                try solver.add(constraint)
                accepted.append(index)
            } catch {
                result.append((index, accepted))
            }
        }
        return result
    }

    /// The smallest and largest value `form` can take while the constraints at `indices`
    /// hold (nil bounds: unbounded, or infeasible).
    func range(of form: LinearForm, under indices: [Int]) -> (low: Double?, high: Double?) {
        (extreme(of: form, under: indices, towards: -1e7), extreme(of: form, under: indices, towards: 1e7))
    }

    /// The largest value `form` can take while the constraints at `indices` hold (nil:
    /// unbounded, or infeasible): `range(of:under:).high` alone, one solve instead of two.
    func maximum(of form: LinearForm, under indices: [Int]) -> Double? {
        extreme(of: form, under: indices, towards: 1e7)
    }

    /// The value of `form` pulled towards `target` at the lowest priority by a fresh solver
    /// holding the constraints at `indices`; nil when it gets there (unbounded that way) or
    /// they are infeasible.
    private func extreme(of form: LinearForm, under indices: [Int], towards target: Double) -> Double? {
        let (solver, variables) = makeSolver()
        for index in indices {
            guard let constraint = constraint(index, variables, priority: LayoutConstraint.required) else { continue }
            do throws(SolverError) { try solver.add(constraint) } catch { return nil }
        }
        do throws(SolverError) {
            try solver.add(Constraint(form.expression(over: variables, offset: -target), .equal, priority: Priority(1)))
        } catch {
            return nil
        }
        let value = form.value(in: solver, over: variables)
        return abs(value - target) < 1 ? nil : value
    }
}

/// The variable slots of a layout's constraints, computed on first use.
private final class SlotsCache {
    private var computed: [Set<Int>]?

    func value(_ forms: [LinearForm?]) -> [Set<Int>] {
        if let computed { return computed }
        let made = forms.map { form in Set(form?.terms.map { SolverBridge.slot($0.item, $0.variable) } ?? []) }
        computed = made
        return made
    }
}
