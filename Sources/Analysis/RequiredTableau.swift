import Cassowary
import LayoutModel

/// One solver holding a layout's required constraints, from which single constraints are
/// withdrawn and restored, and in which the range of a form over the feasible set is read
/// by one weak pull each way — instead of a fresh solver built for every question (which
/// made the redundancy pass quadratic in a layout's constraints).
///
/// In exact arithmetic every answer equals `ConstraintFeasibility.range(of:under:)` over
/// the constraints currently held: the extreme of a linear form over a feasible set does not
/// depend on the order the set was built in. Any request the solver refuses marks the
/// tableau `broken`, and callers go back to fresh solvers.
final class RequiredTableau {
    private let solver = Solver()
    private let variables: [Variable]
    /// The constraints held, as the layout (or the variation it was last moved onto) states them.
    private(set) var feasibility: ConstraintFeasibility
    /// The solver constraint of each held index, to withdraw it by identity.
    private var held: [Constraint?]
    /// Whether a request failed, leaving the tableau no longer the set its callers think.
    private(set) var broken = false

    /// Adds `indices`, in order, as required constraints; broken when any is rejected.
    init(_ feasibility: ConstraintFeasibility, holding indices: [Int]) {
        self.feasibility = feasibility
        held = Array(repeating: nil, count: feasibility.system.constraints.count)
        variables = SolverBridge.makeVariables(for: feasibility.system.graph, in: solver)
        for index in indices {
            guard let constraint = feasibility.solverConstraint(index, over: variables) else { continue }
            do throws(SolverError) {
                try solver.add(constraint)
                held[index] = constraint
            } catch {
                broken = true
                return
            }
        }
    }

    /// Takes the constraint at `index` out of the tableau.
    func withdraw(_ index: Int) {
        guard !broken, let constraint = held[index] else { return }
        held[index] = nil
        do throws(SolverError) { try solver.remove(constraint) } catch { broken = true }
    }

    /// Puts the constraint at `index` back (it held before, so the set stays feasible).
    func restore(_ index: Int) {
        guard !broken, let constraint = feasibility.solverConstraint(index, over: variables) else { return }
        do throws(SolverError) {
            try solver.add(constraint)
            held[index] = constraint
        } catch {
            broken = true
        }
    }

    /// Makes the tableau hold every one of `indices` as `feasibility` (a variation of the
    /// layout it was built for) states them, where each has the form it had here up to its
    /// constant (`RedundancyWorkspace.holdsSameForms`): the constraints whose constant
    /// changed are withdrawn, then they and any an earlier pass withdrew are put back with
    /// their new constants, in order. Withdrawing first means every set held on the way is
    /// part of the new one, so nothing is refused unless the new set itself contradicts
    /// (shifting constants one by one can pass through contradictions that two equal
    /// shifts would cancel). Broken when anything is refused.
    func rebase(onto feasibility: ConstraintFeasibility, holding indices: [Int]) {
        guard !broken else { return }
        for index in indices {
            guard let constraint = held[index], let form = feasibility.forms[index] else { continue }
            if solver.constant(of: constraint) != form.constant { withdraw(index) }
        }
        self.feasibility = feasibility
        for index in indices where held[index] == nil {
            restore(index)
        }
    }

    /// The smallest (`towards` negative) or largest value `form` takes under the held
    /// constraints: a priority-1 pull of `form` to ±1e7, as the fresh-solver version does;
    /// nil when unbounded that way or when the tableau is broken.
    func extreme(of form: LinearForm, towards target: Double) -> Double? {
        guard !broken else { return nil }
        let pull = Constraint(form.expression(over: variables, offset: -target), .equal, priority: Priority(1))
        do throws(SolverError) {
            try solver.add(pull)
            let value = form.value(in: solver, over: variables)
            try solver.remove(pull)
            return abs(value - target) < 1 ? nil : value
        } catch {
            broken = true
            return nil
        }
    }
}
