import Cassowary
import Testing

/// Where the optimum is unique, the solver's values may not depend on how it got there:
/// not on the order of the adds, and not on a constant changed and changed back.
///
/// Uniqueness comes from pins: every variable gets an `==` preference at a priority of its
/// own (no other constraint shares it). Each such level fixes its variable to the point of
/// an interval nearest the target, so after all of them every variable is fixed.
@Suite("Unique optima on larger random systems")
struct UniqueOptimumPropertyTests {
    static let levels: [Double] = [500, 750, 999]
    static let pinBand: ClosedRange<Double> = 1...240

    /// A sparse layout-like system of 20–60 variables, plus a pin per variable.
    static func makePinnedSystem(seed: UInt64, spread: Int, pinTargets: (inout RandomSystemMaker) -> [Double])
        -> (RandomSystemMaker, [ConstraintSpec]) {
        var maker = RandomSystemMaker(seed: seed, variableCount: 20 + Int(seed % 41), hiddenRange: 0...400)
        let constraints = droppingRedundantEqualities(
            maker.sparseSystem(constraintCount: maker.variableCount * 3 / 2, levels: levels, spread: spread),
            variableCount: maker.variableCount)                  // see RedundantEqualityTests
        let targets = pinTargets(&maker)
        return (maker, constraints + maker.pins(to: targets, band: pinBand))
    }

    private func solve(_ n: Int, _ specs: [ConstraintSpec]) throws -> [Double] {
        let mirror = MirroredSolver(variableCount: n)
        for spec in specs { try mirror.add(spec) }
        return mirror.values
    }

    /// Every constraint holds at the hidden point and every pin asks for it: the unique
    /// optimum is the hidden point itself, whatever the order of the adds.
    @Test func anyAddOrderFindsTheHiddenPoint() throws {
        for seed in UInt64(1)...10 {
            var (maker, specs) = Self.makePinnedSystem(seed: seed, spread: 0) { $0.hidden }
            for order in 0..<3 {
                let values = try solve(maker.variableCount, order == 0 ? specs : maker.rng.shuffled(specs))
                let off = maxRelativeDifference(values, maker.hidden)
                #expect(off <= 1e-6, "seed \(seed), order \(order): \(off) (relative) away from the hidden point")
            }
        }
    }

    /// Optional constraints off the hidden point and pins to other targets: the optimum
    /// is a vertex nobody knows in advance, but it is unique, so every order finds it.
    @Test func anyAddOrderFindsTheSameUniqueOptimum() throws {
        for seed in UInt64(101)...112 {
            var (maker, specs) = Self.makePinnedSystem(seed: seed, spread: 30) { maker in
                maker.hidden.map { $0 + Double(maker.rng.int(-50...50)) }
            }
            let first = try solve(maker.variableCount, specs)
            for order in 1..<3 {
                let values = try solve(maker.variableCount, maker.rng.shuffled(specs))
                let off = maxRelativeDifference(values, first)
                #expect(off <= 1e-6, "seed \(seed), order \(order): differs from the first order by \(off) (relative)")
            }
        }
    }

    /// `setConstant` to another value and back restores the values (within round-off);
    /// so does suggesting a far value to a fresh edit variable and then its start value.
    @Test func changingAConstantAndChangingItBackRestoresTheValues() throws {
        for seed in UInt64(201)...212 {
            var (maker, specs) = Self.makePinnedSystem(seed: seed, spread: 30) { maker in
                maker.hidden.map { $0 + Double(maker.rng.int(-50...50)) }
            }
            let mirror = MirroredSolver(variableCount: maker.variableCount)
            for spec in specs { try mirror.add(spec) }
            for step in 0..<12 {
                if memoryRanAway("seed \(seed), step \(step)") { return }
                let before = mirror.values
                let index = maker.rng.int(0...(mirror.specs.count - 1))
                let original = mirror.specs[index].constant
                let snapshot = Snapshot(mirror.solver)
                do {
                    try mirror.setConstant(original + Double(maker.rng.int(-40...40)), at: index)
                } catch SolverError.unsatisfiableConstraint {
                    #expect(Snapshot(mirror.solver) == snapshot, "seed \(seed), step \(step): refused change left traces")
                    continue
                }
                try mirror.setConstant(original, at: index)
                let off = maxRelativeDifference(mirror.values, before)
                #expect(off <= 1e-9, "seed \(seed), step \(step): \(off) (relative) off after changing constraint \(index) and back")
            }
            let v = maker.rng.int(0...(maker.variableCount - 1))
            let before = mirror.values
            try mirror.addEdit(v, priority: 245)
            #expect(maxRelativeDifference(mirror.values, before) <= 1e-9, "seed \(seed): registering an edit moved values")
            try mirror.suggest(before[v] + 1000, for: v)
            try mirror.suggest(before[v], for: v)
            #expect(maxRelativeDifference(mirror.values, before) <= 1e-9, "seed \(seed): suggesting back did not restore")
        }
    }
}
