import Cassowary
import Testing

/// `Solver.resistsEdit(of:at:)`: whether an edit below every constraint's priority (the
/// ambiguity probe) would leave a variable where it is, answered from the tableau alone. It
/// may say false for a variable that would not move; it never says true for one that would.
@Suite("Variables that resist the weakest edit")
struct EditResistanceTests {
    static let probe = Priority(0.5)

    @Test("A variable a required equality fixes resists, and the edit indeed moves nothing")
    func fixedByARequiredEquality() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        try solver.add(constraint(x, .equal, 8))
        #expect(solver.resistsEdit(of: x, at: Self.probe))
        try solver.addEditVariable(x, priority: .defaultHigh)
        try solver.suggestValue(100, for: x)
        #expect(solver.value(of: x) == 8)
    }

    @Test("So does one fixed through a chain of required equalities")
    func fixedThroughAChain() throws {
        let solver = Solver()
        let left = solver.makeVariable(), width = solver.makeVariable(), right = solver.makeVariable()
        try solver.add([constraint(left, .equal, 20), constraint(width, .equal, 100), constraint(right, .equal, left + width)])
        #expect([left, width, right].allSatisfy { solver.resistsEdit(of: $0, at: Self.probe) })
        #expect(solver.value(of: right) == 120)
    }

    @Test("An optional preference holds against an edit below it, not above it")
    func heldByAPreference() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        try solver.add(prefer(x, 10, priority: .defaultLow))
        #expect(solver.resistsEdit(of: x, at: Self.probe))
        #expect(!solver.resistsEdit(of: x, at: .defaultHigh))
        // The claim, checked by making the edits.
        try solver.addEditVariable(x, priority: Self.probe)
        try solver.suggestValue(11, for: x)
        #expect(solver.value(of: x) == 10)
        try solver.removeEditVariable(x)
        try solver.addEditVariable(x, priority: .defaultHigh)
        try solver.suggestValue(11, for: x)
        #expect(solver.value(of: x) == 11)
    }

    @Test("Bounded by an inequality, free, or another solver's: no claim")
    func noClaim() throws {
        let solver = Solver()
        let bounded = solver.makeVariable(), free = solver.makeVariable()
        try solver.add(constraint(bounded, .greaterOrEqual, 0))
        #expect(!solver.resistsEdit(of: bounded, at: Self.probe))
        #expect(!solver.resistsEdit(of: free, at: Self.probe))
        let other = Solver()
        let foreign = other.makeVariable()
        try other.add(constraint(foreign, .equal, 1))
        #expect(other.resistsEdit(of: foreign, at: Self.probe))
        #expect(!Solver().resistsEdit(of: foreign, at: Self.probe))
    }

    @Test("A sum fixed by an equality leaves both parts free until one is held")
    func equalityWithAFreeSide() throws {
        let solver = Solver()
        let left = solver.makeVariable(), width = solver.makeVariable()
        try solver.add(constraint(left + width, .equal, 300))
        #expect(!solver.resistsEdit(of: left, at: Self.probe))
        #expect(!solver.resistsEdit(of: width, at: Self.probe))
        try solver.add(prefer(width, 80, priority: .defaultLow))
        #expect(solver.resistsEdit(of: left, at: Self.probe) && solver.resistsEdit(of: width, at: Self.probe))
        #expect(solver.value(of: left) == 220)
    }
}
