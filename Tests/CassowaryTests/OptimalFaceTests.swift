import Cassowary
import Testing

/// `Solver.staysOnEdit(_:at:)`: for many variables at once, whether an edit below every
/// constraint's priority (the ambiguity probe) would leave each where it is, read from the
/// solved tableau. Like `resistsEdit(of:at:)` it may say false for a variable that would
/// not move, and must never say true for one that would; it also sees through tight
/// inequalities, which `resistsEdit` cannot.
@Suite("Variables held on the optimal face")
struct OptimalFaceTests {
    static let probe = Priority(0.5)

    /// How far `x` moves each way under an edit at the probe's priority, pushed 1 each way.
    static func movement(of x: Variable, in solver: Solver) throws -> (down: Double, up: Double) {
        let start = solver.value(of: x)
        try solver.addEditVariable(x, priority: probe)
        try solver.suggestValue(start + 1, for: x)
        let up = solver.value(of: x) - start
        try solver.suggestValue(start - 1, for: x)
        let down = start - solver.value(of: x)
        try solver.suggestValue(start, for: x)
        try solver.removeEditVariable(x)
        return (down, up)
    }

    @Test("A minimum and a maximum that meet hold a width, where resistsEdit cannot tell")
    func minimumMeetsMaximum() throws {
        let solver = Solver()
        let width = solver.makeVariable()
        try solver.add([constraint(width, .greaterOrEqual, 50), constraint(width, .lessOrEqual, 50)])
        #expect(!solver.resistsEdit(of: width, at: Self.probe))
        #expect(solver.staysOnEdit([width], at: Self.probe) == [true])
        let moved = try Self.movement(of: width, in: solver)
        #expect(moved.down == 0 && moved.up == 0)
    }

    @Test("So they hold what is built on the width: a view's right edge")
    func heldThroughAnEquality() throws {
        let solver = Solver()
        let left = solver.makeVariable(), width = solver.makeVariable(), right = solver.makeVariable()
        try solver.add([constraint(left, .equal, 20), constraint(width, .lessOrEqual, 80), constraint(width, .greaterOrEqual, 80),
                        constraint(right, .equal, left + width)])
        #expect(solver.staysOnEdit([left, width, right], at: Self.probe) == [true, true, true])
        #expect(solver.value(of: right) == 100)
        let moved = try Self.movement(of: right, in: solver)
        #expect(moved.down == 0 && moved.up == 0)
    }

    @Test("A tight inequality with room on its other side: no claim, and the edit moves the variable")
    func roomOnOneSide() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        try solver.add([constraint(x, .greaterOrEqual, 10), constraint(x, .lessOrEqual, 20), prefer(x, 0, priority: .defaultLow)])
        #expect(solver.value(of: x) == 10)
        #expect(solver.staysOnEdit([x], at: Self.probe) == [true])
        // The preference holds it against the probe, but not against a stronger edit.
        #expect(solver.staysOnEdit([x], at: .defaultHigh) == [false])
        let held = try Self.movement(of: x, in: solver)
        #expect(held.down == 0 && held.up == 0)

        let loose = Solver()
        let y = loose.makeVariable()
        try loose.add([constraint(y, .greaterOrEqual, 10), constraint(y, .lessOrEqual, 20)])
        #expect(loose.staysOnEdit([y], at: Self.probe) == [false])
        let moved = try Self.movement(of: y, in: loose)
        #expect(moved.down + moved.up > 0)
    }

    @Test("Free, unused, or another solver's: false, one answer per variable in order")
    func noClaim() throws {
        let solver = Solver()
        let fixed = solver.makeVariable(), free = solver.makeVariable(), unused = solver.makeVariable()
        try solver.add([constraint(fixed, .equal, 3), constraint(free, .greaterOrEqual, fixed)])
        let foreign = Solver().makeVariable()
        #expect(solver.staysOnEdit([free, fixed, unused, foreign, fixed], at: Self.probe) == [false, true, false, false, true])
        #expect(solver.staysOnEdit([], at: Self.probe).isEmpty)
    }

    /// Random layout-shaped systems with degenerate vertices on purpose (inequalities tight
    /// at the hidden point, minimums that meet maximums): every claim is checked by making the edit, and the claims must
    /// reach beyond what `resistsEdit` sees, or the test would not test the new rule.
    @Test func neverClaimsAVariableTheEditMoves() throws {
        var claimed = 0, beyondResistance = 0, checked = 0
        for seed in UInt64(1)...40 {
            var maker = RandomSystemMaker(seed: seed, variableCount: 6 + Int(seed % 15), hiddenRange: 0...200)
            var specs = maker.sparseSystem(constraintCount: maker.variableCount * 2, levels: [250, 500, 750], spread: Int(seed % 3) * 5)
            // A minimum and a maximum that meet, as a width between two equal bounds.
            for _ in 0..<3 {
                var meeting = maker.satisfied(priority: 1000, relation: .greaterOrEqual, minTerms: 1, maxTerms: 2)
                meeting.constant = -meeting.terms.reduce(0.0) { $0 + $1.coefficient * maker.hidden[$1.index] }
                specs.insert(meeting, at: maker.rng.int(0...specs.count))
                meeting.relation = .lessOrEqual
                specs.insert(meeting, at: maker.rng.int(0...specs.count))
            }
            let solver = Solver()
            let variables = (0..<maker.variableCount).map { _ in solver.makeVariable() }
            for spec in specs { try? solver.add(spec.makeConstraint(variables)) }
            let claims = solver.staysOnEdit(variables, at: Self.probe)
            for (x, stays) in zip(variables, claims) where stays {
                claimed += 1
                if !solver.resistsEdit(of: x, at: Self.probe) { beyondResistance += 1 }
                let moved = try Self.movement(of: x, in: solver)
                checked += 1
                #expect(moved.down <= 1e-9 && moved.up <= 1e-9, "seed \(seed): a claimed variable moved \(moved)")
            }
        }
        #expect(checked == claimed && claimed > 100)
        #expect(beyondResistance > 0, "no claim went beyond resistsEdit")
    }
}
