import Cassowary
import Testing

/// A required equality implied by the required equalities already present (for example
/// the same equation twice, or x = 10, y = 5 and then x + y = 15) is redundant, not
/// contradictory: it must be accepted, and from then on it must keep holding — when the
/// constraints it repeats are removed or changed — exactly like any other constraint.
///
/// Bug found by these tests (commits 8352834 to 50c723e): when the redundant constraint
/// is added, `Tableau.insertRow` stores its row as `equation.insert(marker, -1)` followed
/// by `equation.solve(for: marker)`. The marker's coefficient in the equation is +1, so
/// the insert cancels it and `solve(for:)` then divides by a zero coefficient: the stored
/// row is NaN/±∞. The redundant constraint is silently lost — removing the original lets
/// the variable fall back to 0, and moving the original's constant is accepted although
/// the redundant copy forbids it. (kiwi solves the equation for the marker directly.)
///
/// Fixing that line alone is not enough (checked against a patched copy of the solver):
/// `setConstant` on the original must also refuse a change that makes the copy's basic
/// dummy row non-zero in either direction (only a negative constant was caught), and
/// `remove` of the original must hand its equation over to the copy's dummy row rather
/// than to another degenerate row (see `theCopyHoldsExactlyAfterTheOriginalIsRemoved`).
@Suite("Redundant required equalities")
struct RedundantEqualityTests {
    /// 3·x − 18 = 0 and −x + 6 = 0 both say x = 6. Removing the first leaves the second,
    /// which still says x = 6.
    @Test func removingTheOriginalKeepsTheRedundantCopyInForce() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        let original = Constraint(LinearExpression([Term(x, 3)], constant: -18), .equal)
        let copy = Constraint(LinearExpression([Term(x, -1)], constant: 6), .equal)
        try solver.add(original)
        try solver.add(copy)
        #expect(solver.value(of: x) == 6)

        try solver.remove(original)
        #expect(solver.value(of: x) == 6, "x = 6 is still required by the copy")
        // …and so x = 5 must now be refused.
        let five = constraint(x, .equal, 5)
        #expect(throws: SolverError.unsatisfiableConstraint(five)) { try solver.add(five) }
    }

    @Test func redundancyThroughACombinationOfEqualities() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        let y = solver.makeVariable(named: "y")
        let pinX = constraint(x, .equal, 10)
        try solver.add([pinX, constraint(y, .equal, 5), constraint(x + y, .equal, 15)])
        #expect(solver.values() == [10, 5])

        try solver.remove(pinX)
        #expect(solver.values() == [10, 5], "y = 5 and x + y = 15 still force x = 10")
    }

    /// Moving the original's constant contradicts the copy: the change must be refused and
    /// the solver left unchanged.
    @Test func changingTheOriginalIsRefusedWhileTheCopyHolds() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        let original = constraint(x, .equal, 6)
        try solver.add([original, constraint(x, .equal, 6)])
        let before = Snapshot(solver)

        for moved in [-7.0, -5.0] {                             // x = 7, then x = 5
            #expect(throws: SolverError.unsatisfiableConstraint(original)) { try solver.setConstant(moved, of: original) }
            #expect(Snapshot(solver) == before)
        }
        #expect(solver.value(of: x) == 6)
    }

    /// The same bug inside a larger system: x0 = 12 and 2·x0 + 2·x1 = 36 fix x1 = 6, so a
    /// later x1 = 6 is redundant; then moving 2·x0 + 2·x1 = 36 either way must be refused.
    @Test func changingAnEquationThatARedundantOneDependsOnIsRefused() throws {
        let solver = Solver()
        let x0 = solver.makeVariable(named: "x0")
        let x1 = solver.makeVariable(named: "x1")
        let sum = Constraint(LinearExpression([Term(x1, 2), Term(x0, 2)], constant: -36), .equal)
        try solver.add([
            sum,
            constraint(x0, .equal, 12),
            Constraint(LinearExpression([Term(x1, -2)], constant: 12), .equal),   // x1 = 6, implied
            constraint(x1, .lessOrEqual, 8),
        ])
        #expect(solver.values() == [12, 6])
        let before = Snapshot(solver)
        for moved in [-29.0, -43.0] {
            #expect(throws: SolverError.unsatisfiableConstraint(sum)) { try solver.setConstant(moved, of: sum) }
            #expect(Snapshot(solver) == before)
        }
    }

    /// Once the original is removed the copy is the only constraint holding x = 6, and it
    /// must hold exactly — not just from one side — when something pulls on x. Here the
    /// copy is written −x + 6 = 0 and a tight optional x ≤ 6 sits next to it: with only
    /// the stored-row bug fixed, removing the original pivots its marker into the tight
    /// optional row (a lower id at the same zero ratio) instead of the copy's row, leaving
    /// the copy's dummy marker basic in a row the simplex may then move (x ends at 10).
    @Test func theCopyHoldsExactlyAfterTheOriginalIsRemoved() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        let original = constraint(x, .equal, 6)
        try solver.add([
            original,
            constraint(x, .lessOrEqual, 6, priority: Priority(500)),
            Constraint(LinearExpression([Term(x, -1)], constant: 6), .equal),   // −x + 6 = 0
        ])
        try solver.remove(original)
        #expect(solver.value(of: x) == 6)
        try solver.add(prefer(x, 10, priority: Priority(600)))
        #expect(solver.value(of: x) == 6, "a required −x + 6 = 0 cannot give way to a 600")
    }

    // The paths below already behave; they pin down the intended semantics.

    @Test func aRedundantCopyIsAcceptedAndChangesNothing() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        try solver.add([constraint(x, .equal, 6), prefer(x, 0, priority: .defaultLow)])
        let before = Snapshot(solver).valueBits
        let copy = constraint(x, .equal, 6)
        try solver.add(copy)
        #expect(solver.has(copy))
        #expect(bitPatterns(solver.values()) == before)
    }

    @Test func removingTheRedundantCopyLeavesTheOriginal() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        let copy = constraint(x, .equal, 6)
        try solver.add([constraint(x, .equal, 6), copy])
        try solver.remove(copy)
        #expect(solver.value(of: x) == 6)
        try solver.add(constraint(x, .lessOrEqual, 10))
        #expect(solver.value(of: x) == 6)
    }

    @Test func changingTheRedundantCopyIsRefused() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        let copy = constraint(x, .equal, 6)
        try solver.add([constraint(x, .equal, 6), copy])
        let before = Snapshot(solver)
        #expect(throws: SolverError.unsatisfiableConstraint(copy)) { try solver.setConstant(-7, of: copy) }
        #expect(Snapshot(solver) == before)
    }

    /// An equation implied in its left-hand side but not in its constant is a
    /// contradiction, not a redundancy.
    @Test func anImpliedLeftHandSideWithAnotherConstantIsUnsatisfiable() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        let y = solver.makeVariable(named: "y")
        try solver.add([constraint(x, .equal, 10), constraint(y, .equal, 5)])
        let before = Snapshot(solver)
        let wrongSum = constraint(x + y, .equal, 16)
        #expect(throws: SolverError.unsatisfiableConstraint(wrongSum)) { try solver.add(wrongSum) }
        #expect(Snapshot(solver) == before)
    }
}
