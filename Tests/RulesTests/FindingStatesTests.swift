import LayoutModel
@testable import Rules
import Testing

/// The confidence assessment's bookkeeping: findings with one key share what is learnt.
@Suite struct FindingStatesTests {
    @Test("findings with the same key share their state; others keep their own")
    func sharedByKey() {
        var states = ConfidenceAssessment.FindingStates(keys: ["a", "b", "a"])
        #expect((0..<3).allSatisfy { states.isOpen($0) })
        states.lose(2, .cellSizing)
        #expect(states.lostIn(0) == .cellSizing && states.lostIn(2) == .cellSizing && states.lostIn(1) == nil)
        states.lose(0, .systemInsets)
        #expect(states.lostIn(2) == Estimates([.cellSizing, .systemInsets]))
        states.decide(1)
        #expect(states.isDecided(1) && !states.isDecided(0) && !states.isOpen(1))
        states.lose(1, [])
        #expect(states.lostIn(1) == [])
    }
}
