import Cassowary
import Testing

/// Properties of larger random systems in the shape of a layout (20–60 variables, sparse
/// 2–3-variable constraints, required ones through a hidden point): required constraints
/// always hold, and a solver emptied by removals is as good as new.
@Suite("Required constraints on larger random systems")
struct RequiredConstraintPropertyTests {
    static let levels: [Double] = [250, 251, 500, 750, 999]

    /// A system for `seed`: 20–60 variables, about 1.5 constraints per variable.
    static func makeSystem(seed: UInt64) -> (RandomSystemMaker, [ConstraintSpec]) {
        var maker = RandomSystemMaker(seed: seed, variableCount: 20 + Int(seed % 41), hiddenRange: 0...400)
        let count = maker.variableCount * 3 / 2
        // Redundant required equalities trip a known bug (RedundantEqualityTests).
        let specs = droppingRedundantEqualities(maker.sparseSystem(constraintCount: count, levels: levels),
                                                variableCount: maker.variableCount)
        return (maker, specs)
    }

    @Test func everyRequiredConstraintHoldsAfterEveryAdd() throws {
        for seed in UInt64(1)...20 {
            let (maker, specs) = Self.makeSystem(seed: seed)
            let mirror = MirroredSolver(variableCount: maker.variableCount)
            for (i, spec) in specs.enumerated() {
                try mirror.add(spec)
                let violation = mirror.worstRequiredViolation
                guard violation <= 1e-6 else {
                    Issue.record("seed \(seed), add \(i): a required constraint is violated by \(violation)")
                    break
                }
            }
            // The hidden point is one solution; the solver's may differ but must be as valid.
            #expect(mirror.values.allSatisfy { $0.isFinite }, "seed \(seed): non-finite value")
        }
    }

    @Test func requiredConstraintsHoldWhileOthersAreRemoved() throws {
        for seed in UInt64(101)...115 {
            var (maker, specs) = Self.makeSystem(seed: seed)
            let mirror = MirroredSolver(variableCount: maker.variableCount)
            for spec in specs { try mirror.add(spec) }
            // Remove the optional constraints and a third of the required ones, in random order.
            for step in 0..<(specs.count / 2) {
                let candidates = mirror.specs.indices.filter { !mirror.specs[$0].isRequired || maker.rng.chance(0.3) }
                guard !candidates.isEmpty else { break }
                try mirror.remove(at: maker.rng.pick(candidates))
                let violation = mirror.worstRequiredViolation
                guard violation <= 1e-6 else {
                    Issue.record("seed \(seed), removal \(step): a required constraint is violated by \(violation)")
                    break
                }
            }
        }
    }

    /// Removing every constraint, in random order, leaves every value exactly 0 — the
    /// value of a variable in no constraint — and the emptied solver takes the system again.
    @Test func removingEverythingResetsTheSolver() throws {
        for seed in UInt64(201)...215 {
            var (maker, specs) = Self.makeSystem(seed: seed)
            let mirror = MirroredSolver(variableCount: maker.variableCount)
            for spec in specs { try mirror.add(spec) }
            let firstValues = mirror.values
            for constraint in maker.rng.shuffled(mirror.constraints) {
                try mirror.remove(at: mirror.constraints.firstIndex { $0 === constraint }!)
            }
            #expect(mirror.solver.constraints.isEmpty)
            #expect(mirror.values.allSatisfy { $0 == 0 }, "seed \(seed): values left after removing everything")

            // Adding the same constraints again works and satisfies every required one.
            for spec in specs { try mirror.add(spec) }
            #expect(mirror.worstRequiredViolation <= 1e-6, "seed \(seed): re-added system violates a required constraint")
            // Not necessarily the same values as the first time (symbol ids, and so
            // tie-breaks, differ), but the same quality at the top level.
            let top = Self.levels.max()!
            let specsAtTop = specs.filter { $0.priority == top }
            let errorNow = specsAtTop.reduce(0.0) { $0 + $1.error(at: mirror.values) }
            let errorFirst = specsAtTop.reduce(0.0) { $0 + $1.error(at: firstValues) }
            #expect(abs(errorNow - errorFirst) <= 1e-6, "seed \(seed): top-level error \(errorNow) vs \(errorFirst)")
        }
    }
}
