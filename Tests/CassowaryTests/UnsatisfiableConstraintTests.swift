import Cassowary
import Testing

/// A required constraint that contradicts the required constraints already present is
/// rejected with `.unsatisfiableConstraint` naming exactly that constraint, and the solver
/// is left exactly as it was: same constraints, same constants, bit-identical values.
@Suite("Unsatisfiable required constraints")
struct UnsatisfiableConstraintTests {
    /// A small layout with optional constraints at several levels, so that the values a
    /// failed add could disturb are not all trivially zero.
    private func makeLayout() throws -> (Solver, [Variable]) {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        let y = solver.makeVariable(named: "y")
        let z = solver.makeVariable(named: "z")
        try solver.add([
            constraint(x, .greaterOrEqual, 0),
            constraint(y, .equal, x + 10),
            constraint(z, .lessOrEqual, 100),
            constraint(x + y + z, .equal, 90),
            prefer(x, 7, priority: Priority(750)),
            prefer(z, 3, priority: Priority(500)),
            constraint(z, .greaterOrEqual, 60, priority: Priority(250)),
        ])
        return (solver, [x, y, z])
    }

    @Test func conflictingEqualityIsRejectedAndChangesNothing() throws {
        let (solver, v) = try makeLayout()
        let before = Snapshot(solver)
        let valuesBefore = solver.values()
        let conflict = constraint(v[1], .equal, v[0] + 11)   // y = x + 10 is required
        #expect(throws: SolverError.unsatisfiableConstraint(conflict)) { try solver.add(conflict) }
        #expect(solver.values() == valuesBefore)
        #expect(Snapshot(solver) == before)
        #expect(!solver.has(conflict))
        #expect(solver.constant(of: conflict) == nil)
    }

    /// x ≥ 0 and y = x + 10 make y ≥ 10; asking y ≤ 5 needs the artificial-variable
    /// (phase one) path, since the new row has no free variable left to solve for.
    @Test func conflictingInequalityIsRejectedAndChangesNothing() throws {
        let (solver, v) = try makeLayout()
        let before = Snapshot(solver)
        let conflict = constraint(v[1], .lessOrEqual, 5)
        #expect(throws: SolverError.unsatisfiableConstraint(conflict)) { try solver.add(conflict) }
        #expect(Snapshot(solver) == before)
    }

    @Test func theErrorNamesTheRejectedConstraintNotTheOneItContradicts() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        let first = constraint(x, .equal, 10, label: "first")
        let second = constraint(x, .equal, 20, label: "second")
        try solver.add(first)
        let error = caughtError { () throws(SolverError) in try solver.add(second) }
        #expect(error == .unsatisfiableConstraint(second))
        #expect(error != .unsatisfiableConstraint(first))
        // A twin with the same expression is a different constraint: identity matters.
        #expect(error != .unsatisfiableConstraint(constraint(x, .equal, 20, label: "second")))
        #expect(error?.description.contains("second") == true)
    }

    @Test func aSatisfiableAddAfterAFailedOneWorks() throws {
        let (solver, v) = try makeLayout()
        let conflict = constraint(v[0], .lessOrEqual, -1)
        #expect(throws: SolverError.unsatisfiableConstraint(conflict)) { try solver.add(conflict) }

        try solver.add(constraint(v[2], .equal, 50))
        // x + (x + 10) + 50 = 90 → x = 15, y = 25.
        #expect(solver.values() == [15, 25, 50])
        // The rejected constraint can be added once what it contradicted is gone.
        let pin = constraint(v[0], .equal, 0)
        #expect(throws: SolverError.unsatisfiableConstraint(pin)) { try solver.add(pin) }
        try solver.remove(solver.constraints[3])              // x + y + z = 90
        try solver.add(pin)
        #expect(solver.values() == [0, 10, 50])
    }

    @Test func repeatedFailuresLeaveTheSolverUnchanged() throws {
        let (solver, v) = try makeLayout()
        let before = Snapshot(solver)
        for k in 1...20 {
            let conflict = constraint(v[0] + v[1], .lessOrEqual, Double(-k))
            #expect(throws: SolverError.unsatisfiableConstraint(conflict)) { try solver.add(conflict) }
        }
        #expect(Snapshot(solver) == before)
    }

    /// `setConstant` on a required constraint that would contradict the others throws
    /// and keeps the old constant and the old values.
    @Test func contradictorySetConstantIsRejectedAndChangesNothing() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        let y = solver.makeVariable(named: "y")
        let lower = constraint(x, .greaterOrEqual, 0)
        let upper = constraint(x + y, .lessOrEqual, 100)        // x + y − 100 ≤ 0
        let link = constraint(y, .equal, 2 * x)
        try solver.add([lower, upper, link, prefer(x, 50, priority: .defaultLow)])
        #expect(abs(solver.values()[0] - 100.0 / 3) < 1e-9)     // as close to 50 as x + 2x ≤ 100 allows
        let before = Snapshot(solver)

        // x + y ≤ −3 with y = 2x needs x ≤ −1, against x ≥ 0.
        #expect(throws: SolverError.unsatisfiableConstraint(upper)) { try solver.setConstant(3, of: upper) }
        #expect(Snapshot(solver) == before)
        #expect(solver.constant(of: upper) == -100)

        // A required equality can be moved into contradiction too: with x pinned to 30,
        // y = 2x + 50 would make x + y = 140 > 100.
        try solver.add(constraint(x, .equal, 30))
        let pinned = Snapshot(solver)
        #expect(throws: SolverError.unsatisfiableConstraint(link)) { try solver.setConstant(-50, of: link) }
        #expect(Snapshot(solver) == pinned)

        // Satisfiable changes still work afterwards, and the bounds still bite.
        try solver.setConstant(60, of: link)                    // y − 2x + 60 = 0 → y = 0
        #expect(maxDifference(solver.values(), [30, 0]) < 1e-9)
        try solver.setConstant(-30, of: upper)                  // x + y ≤ 30: just holds
        let justHolding = Snapshot(solver)
        #expect(throws: SolverError.unsatisfiableConstraint(link)) { try solver.setConstant(0, of: link) }
        #expect(Snapshot(solver) == justHolding)
    }

    /// The same contradiction seen through an edit: a required bound beats a suggestion,
    /// and the suggestion is not an error (edits are optional).
    @Test func aSuggestionBeyondARequiredBoundIsClampedNotRejected() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        try solver.add(constraint(x, .lessOrEqual, 10))
        try solver.addEditVariable(x, priority: .defaultHigh)
        try solver.suggestValue(25, for: x)
        #expect(solver.value(of: x) == 10)
    }
}
