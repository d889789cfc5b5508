import Cassowary
import Testing

/// Optional priorities are strict lexicographic levels (UIKit), not weights (kiwi).
///
/// kiwi gives each optional constraint a weight proportional to its strength and
/// minimises one weighted sum, so enough violated low-priority constraints can outweigh
/// one high-priority constraint. UIKit's Auto Layout — and this solver — never accept
/// more error at a higher priority to reduce error at a lower one, however many lower
/// ones there are; only within one level do errors add up.
@Suite("Strict priority levels, not weights")
struct StrictPriorityLevelTests {
    private func solve(_ build: (Solver, Variable) throws -> Void) throws -> Double {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        try build(solver, x)
        return solver.value(of: x)
    }

    /// Four `x == 0` at 250 and one `x == 100` at 251.
    ///
    /// kiwi (weights ∝ priority): x = 0 costs 251·100 = 25 100, x = 100 costs
    /// 4·250·100 = 100 000, so kiwi puts x at 0. Strict levels: level 251 is settled first
    /// and is satisfied only at x = 100; level 250 must live with that. So x = 100.
    @Test func oneHigherPriorityBeatsManyLowerOnes() throws {
        let x = try solve { solver, x in
            for _ in 0..<4 { try solver.add(prefer(x, 0, priority: Priority(250))) }
            try solver.add(prefer(x, 100, priority: Priority(251)))
        }
        #expect(x == 100)
    }

    /// The same with inequalities: one `x ≥ 100` at 251 against four `x ≤ 0` at 250.
    @Test func oneHigherInequalityBeatsManyLowerOnes() throws {
        let x = try solve { solver, x in
            for _ in 0..<4 { try solver.add(constraint(x, .lessOrEqual, 0, priority: Priority(250))) }
            try solver.add(constraint(x, .greaterOrEqual, 100, priority: Priority(251)))
        }
        #expect(x == 100)
    }

    /// The order of the adds must not matter: the 251 arriving first is not "locked in"
    /// by accident, and arriving last it still wins.
    @Test func theOutcomeDoesNotDependOnTheOrderOfTheAdds() throws {
        let x = try solve { solver, x in
            try solver.add(prefer(x, 100, priority: Priority(251)))
            for _ in 0..<4 { try solver.add(prefer(x, 0, priority: Priority(250))) }
        }
        #expect(x == 100)
    }

    @Test func requiredBeats999() throws {
        let x = try solve { solver, x in
            try solver.add(prefer(x, 5, priority: Priority(999)))
            try solver.add(constraint(x, .equal, 0))
        }
        #expect(x == 0)
    }

    @Test func requiredInequalityBounds999() throws {
        let x = try solve { solver, x in
            try solver.add(prefer(x, 50, priority: Priority(999)))
            try solver.add(constraint(x, .lessOrEqual, 20))
        }
        #expect(x == 20)
    }

    @Test func oneAt999BeatsManyAt998() throws {
        let x = try solve { solver, x in
            for _ in 0..<25 { try solver.add(prefer(x, 0, priority: Priority(998))) }
            try solver.add(prefer(x, 10, priority: Priority(999)))
        }
        #expect(x == 10)
    }

    /// Fractional priorities are levels of their own: 249.5 sits between 249 and 250.
    @Test func fractionalPrioritiesAreDistinctLevels() throws {
        #expect(try solve { solver, x in
            try solver.add(prefer(x, 10, priority: Priority(249)))
            try solver.add(prefer(x, 20, priority: Priority(249.5)))
        } == 20)
        #expect(try solve { solver, x in
            try solver.add(prefer(x, 20, priority: Priority(249.5)))
            try solver.add(prefer(x, 30, priority: Priority(250)))
        } == 30)
    }

    /// Within one level absolute errors add up: three `==` at 500 pulling to 0, 0 and 100
    /// cost |x| + |x| + |x − 100|, least at x = 0 (a median, not the mean 33.3).
    @Test func errorsWithinALevelAddUp() throws {
        let x = try solve { solver, x in
            try solver.add(prefer(x, 0, priority: Priority(500)))
            try solver.add(prefer(x, 100, priority: Priority(500)))
            try solver.add(prefer(x, 0, priority: Priority(500)))
        }
        #expect(x == 0)
    }

    /// The error of `2x == 0` is |2x|, twice that of `x == 0`: against `x == 10` at the
    /// same level, |2x| + |x − 10| is least at x = 0.
    @Test func errorsWithinALevelAreMeasuredOnTheExpression() throws {
        let x = try solve { solver, x in
            try solver.add(prefer(x, 10, priority: Priority(500)))
            try solver.add(constraint(2 * x, .equal, 0, priority: Priority(500)))
        }
        #expect(x == 0)
    }

    /// Inequality errors are one-sided: at level 500, `x ≥ 0` costs nothing for x ≥ 0,
    /// and `x == 40` plus `x ≤ 30` cost |x − 40| + max(0, x − 30), which is 10 everywhere
    /// on [30, 40] and more outside it. The tie is left to the lower level (x == 35 at 100).
    @Test func inequalityErrorsAreOneSided() throws {
        let x = try solve { solver, x in
            try solver.add(constraint(x, .greaterOrEqual, 0, priority: Priority(500)))
            try solver.add(prefer(x, 40, priority: Priority(500)))
            try solver.add(constraint(x, .lessOrEqual, 30, priority: Priority(500)))
            try solver.add(prefer(x, 35, priority: Priority(100)))
        }
        #expect(x == 35)
    }

    /// Levels are settled one at a time, each within what the higher ones left: 750 fixes
    /// x + y = 100, 500 fixes x − y = 20 within that, 250 (wanting y = 0) gets nothing.
    @Test func eachLevelOptimisesWithinTheHigherLevelsOptimum() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        let y = solver.makeVariable(named: "y")
        try solver.add([
            prefer(y, 0, priority: Priority(250)),
            constraint(x - y, .equal, 20, priority: Priority(500)),
            constraint(x + y, .equal, 100, priority: Priority(750)),
        ])
        #expect(solver.values() == [60, 40])
    }
}
