@testable import Cassowary
import Testing

/// A required row that has no subject (a grid's closing pin: every external in it is
/// already basic) is added by the dual simplex, and by phase one when the dual simplex
/// gives up. Both methods must reach the same optimum, and a contradiction must still be
/// rejected with the solver left as it was.
///
/// `Tableau.dualInsertionMargin` selects the method: the default tries the dual simplex,
/// nil uses phase one only, and a large negative margin makes the dual simplex give up at
/// its first repair pivot, after it has already changed the tableau, so that the
/// roll-back-then-phase-one path runs.
@Suite("Adding a row by the dual simplex")
struct DualInsertionTests {
    static let methods: [(name: String, margin: Int?)] = [
        ("dual simplex", 64), ("phase one only", nil), ("dual simplex giving up", -1_000_000),
    ]

    /// Five equal cells with 8 pt gaps and 16 pt insets in a 221 pt container, each cell
    /// preferring 40 pt (weak): the trailing pin, added last, finds the shared width basic
    /// everywhere, so its row has no subject; the width must become (221 − 32 − 32) / 5.
    private func closingPinRow(margin: Int?) throws -> [Double] {
        let solver = Solver()
        solver.tableau.dualInsertionMargin = margin
        let container = solver.makeVariable(named: "container")
        let lefts = (0..<5).map { solver.makeVariable(named: "left\($0)") }
        let widths = (0..<5).map { solver.makeVariable(named: "width\($0)") }
        try solver.add(constraint(container, .equal, 221))
        try solver.add(constraint(lefts[0], .equal, 16))
        for i in 0..<5 {
            try solver.add(constraint(widths[i], .greaterOrEqual, 1))
            try solver.add(prefer(widths[i], 40, priority: Priority(1)))
            if i > 0 {
                try solver.add(constraint(lefts[i], .equal, lefts[i - 1] + widths[i - 1] + 8.0))
                try solver.add(constraint(widths[i], .equal, widths[0]))
            }
        }
        try solver.add(constraint(lefts[4] + widths[4] + 16.0, .equal, container))
        return solver.values()
    }

    @Test(arguments: methods.indices)
    func closingPinOfARowSharesTheWidth(method: Int) throws {
        let values = try closingPinRow(margin: Self.methods[method].margin)
        for width in values[6...10] {
            #expect(abs(width - 31.4) <= 1e-9, "\(Self.methods[method].name): width \(width)")
        }
        #expect(abs(values[5] - (16 + 4 * (31.4 + 8))) <= 1e-9, "\(Self.methods[method].name): last left \(values[5])")
    }

    /// A closing pin that contradicts the row's minimum widths is rejected by every method,
    /// and the solver afterwards is bit-identical to the solver before the add.
    @Test(arguments: methods.indices)
    func contradictingClosingPinIsRejectedAndUndone(method: Int) throws {
        let solver = Solver()
        solver.tableau.dualInsertionMargin = Self.methods[method].margin
        let x = (0..<4).map { solver.makeVariable(named: "x\($0)") }
        try solver.add(constraint(x[0], .equal, 0))
        for i in 1..<4 {
            try solver.add(constraint(x[i] - x[i - 1], .greaterOrEqual, 50))
            try solver.add(prefer(x[i], Double(60 * i), priority: .defaultLow))
        }
        let before = Snapshot(solver)
        let pin = constraint(x[3], .equal, 120)
        #expect(throws: SolverError.self) { try solver.add(pin) }
        #expect(Snapshot(solver) == before, "\(Self.methods[method].name): solver changed by a rejected add")
        try solver.add(constraint(x[3], .equal, 180))
        #expect(abs(solver.values()[3] - 180) <= 1e-9)
    }

    /// On random layout-like systems with a unique optimum, the three methods agree.
    @Test func everyMethodFindsTheSameUniqueOptimum() throws {
        for seed in UInt64(201)...212 {
            var (maker, specs) = UniqueOptimumPropertyTests.makePinnedSystem(seed: seed, spread: 30) { maker in
                maker.hidden.map { $0 + Double(maker.rng.int(-50...50)) }
            }
            specs = maker.rng.shuffled(specs)
            var results: [[Double]] = []
            for method in Self.methods {
                let mirror = MirroredSolver(variableCount: maker.variableCount)
                mirror.solver.tableau.dualInsertionMargin = method.margin
                for spec in specs { try mirror.add(spec) }
                results.append(mirror.values)
            }
            for (i, values) in results.enumerated().dropFirst() {
                let off = maxRelativeDifference(values, results[0])
                #expect(off <= 1e-6, "seed \(seed): \(Self.methods[i].name) differs from the dual simplex by \(off)")
            }
        }
    }
}
