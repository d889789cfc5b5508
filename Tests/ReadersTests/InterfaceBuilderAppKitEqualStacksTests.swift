import Foundation
import LayoutModel
import Readers
import Testing

/// An `NSStackView` that fills equally keeps its views "equal as much as possible" (Apple's
/// `NSStackView.Distribution`), not at any price as a `UIStackView` does: a view longer than
/// the equal share keeps its length, and the shorter ones are stretched to what is left
/// (iina's preference rows in the corpus; seb-mac-source's and Max's preference panes outside
/// it, stored at unequal heights and not marked misplaced).
@Suite("Interface Builder NSStackView fill-equally distribution (AppKit)")
struct InterfaceBuilderAppKitEqualStacksTests {
    let name = "readsIB-appkit-fill-equally-stacks.xib"

    @Test("held 100 pt tall: the 50 pt view keeps its height against the equal share, the other takes the rest")
    func heldStackKeepsTheLongerView() throws {
        let fixture = try SolvedIBFixture(name)
        #expect(try fixture.frame("Feq-st-002") == Rect(x: 20, y: 120, width: 100, height: 100))
        #expect(try fixture.frame("Feq-vw-003") == Rect(x: 0, y: 50, width: 100, height: 50))
        #expect(try fixture.frame("Feq-vw-004") == Rect(x: 0, y: 0, width: 100, height: 40))
        #expect(fixture.rejected.isEmpty, "\(fixture.rejected)")
    }

    @Test("sized by its views: the shorter view is stretched to the longer one's height")
    func freeStackStretchesTheShorterView() throws {
        let fixture = try SolvedIBFixture(name)
        #expect(try fixture.frame("Feq-st-009") == Rect(x: 160, y: 110, width: 100, height: 110))
        #expect(try fixture.frame("Feq-vw-010") == Rect(x: 0, y: 60, width: 100, height: 50))
        #expect(try fixture.frame("Feq-vw-011") == Rect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test("the equal lengths are optional, between default hugging and compression resistance")
    func equalLengthsArePreferred() throws {
        let fixture = try SolvedIBFixture(name)
        let equal = fixture.system.constraints.filter { $0.provenance.identifier == "UISV-fill-equally" }
        #expect(equal.count == 2)
        #expect(equal.allSatisfy { $0.priority > 250 && $0.priority < 750 })
        // Reports show it by what it does: AppKit prints no UISV identifier.
        #expect(equal.allSatisfy { StackConstraintNames.shownIdentifier(of: $0, in: fixture.graph) == nil })
        #expect(equal.allSatisfy { StackConstraintNames.purpose(of: $0, in: fixture.graph) == "makes the arranged views equally long (fill equally)" })
    }

    @Test("the same views in a UIStackView are held equal: 45 pt each")
    func uiKitStackRequiresEqualLengths() throws {
        let fixture = try SolvedIBFixture(name)
        var graph = fixture.graph
        graph.platform = .iOS
        let system = RuntimeSystem(graph)
        let solved = try LayoutSolver.solve(system)
        let tall = try fixture.id("Feq-vw-003"), short = try fixture.id("Feq-vw-004")
        #expect(solved.localFrames[tall.index].height == 45)
        #expect(solved.localFrames[short.index].height == 45)
    }
}
