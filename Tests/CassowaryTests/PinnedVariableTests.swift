import Cassowary
import Testing

/// `Solver.isPinned`: a variable the required equalities alone fix keeps its value whatever
/// optional constraints or edits do; anything less certain is not pinned.
@Suite("Pinned variables")
struct PinnedVariableTests {
    @Test("A variable a required equality fixes is pinned, and no edit moves it")
    func fixedByARequiredEquality() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        try solver.add(constraint(x, .equal, 8))
        #expect(solver.isPinned(x))
        try solver.addEditVariable(x, priority: .defaultHigh)
        try solver.suggestValue(100, for: x)
        #expect(solver.value(of: x) == 8)
        #expect(solver.isPinned(x))
    }

    @Test("So is one fixed through a chain of required equalities")
    func fixedThroughAChain() throws {
        let solver = Solver()
        let left = solver.makeVariable(), width = solver.makeVariable(), right = solver.makeVariable()
        try solver.add([constraint(left, .equal, 20), constraint(width, .equal, 100), constraint(right, .equal, left + width)])
        #expect([left, width, right].allSatisfy(solver.isPinned))
        #expect(solver.value(of: right) == 120)
    }

    @Test("Held by an optional constraint, an inequality, or nothing: not pinned")
    func notPinned() throws {
        let solver = Solver()
        let preferred = solver.makeVariable(), bounded = solver.makeVariable(), free = solver.makeVariable()
        try solver.add([prefer(preferred, 10, priority: .defaultHigh), constraint(bounded, .greaterOrEqual, 0)])
        #expect(!solver.isPinned(preferred))
        #expect(!solver.isPinned(bounded))
        #expect(!solver.isPinned(free))
        // A variable of another solver is never pinned here.
        let other = Solver()
        let foreign = other.makeVariable()
        try other.add(constraint(foreign, .equal, 1))
        #expect(other.isPinned(foreign))
        #expect(!Solver().isPinned(foreign))
    }

    @Test("An equality that also names an optional-held variable does not pin either")
    func equalityWithAFreeSide() throws {
        let solver = Solver()
        let left = solver.makeVariable(), width = solver.makeVariable()
        try solver.add([constraint(left + width, .equal, 300), prefer(width, 50, priority: .defaultLow)])
        #expect(!solver.isPinned(left))
        #expect(!solver.isPinned(width))
        // Pinning the width by a required equality pins both.
        try solver.add(constraint(width, .equal, 80))
        #expect(solver.isPinned(left) && solver.isPinned(width))
        #expect(solver.value(of: left) == 220)
    }
}
