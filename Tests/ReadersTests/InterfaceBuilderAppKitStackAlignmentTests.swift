import Foundation
import LayoutModel
import Readers
import Testing

/// AppKit's stack view aligns its views at priority 260 and keeps them inside it with
/// required inequalities on both edges (its conflict logs print `NSStackView.Edge.Leading`
/// and the like as `>= 0`); UIKit's alignment is required. So on the Mac a view may be
/// pinned in from the edge the others sit on (vienna-rss, OpenInTerminal: no conflict in
/// Xcode), and a pin to the aligned edge is not implied (simplenote-macos, iina pin them).
@Suite("AppKit stack views align their views at priority 260")
struct InterfaceBuilderAppKitStackAlignmentTests {
    let name = "readsIB-appkit-stack-alignment.xib"

    @Test("a view pinned 20 pt in from a leading-aligned stack's edge sits there, and nothing is rejected")
    func indentedView() throws {
        let fixture = try SolvedIBFixture(name)
        #expect(fixture.rejected.isEmpty, "\(fixture.rejected)")
        #expect(try fixture.frame("Saa-v1-003") == Rect(x: 0, y: 56, width: 200, height: 24))
        #expect(try fixture.frame("Saa-v2-004") == Rect(x: 0, y: 24, width: 160, height: 24))
        #expect(try fixture.frame("Saa-v3-005") == Rect(x: 20, y: 0, width: 140, height: 16))
    }

    @Test("the stack pulls each view to its own edge at 260; its edges are required inequalities")
    func constraintsOfTheStack() throws {
        let fixture = try SolvedIBFixture(name)
        let stack = fixture.system.constraints.filter { $0.origin == .stackView }
        let alignment = stack.filter { ["UISV-alignment", "UISV-canvas-connection"].contains($0.provenance.identifier) && $0.firstAttribute != .top
            && $0.firstAttribute != .bottom && $0.secondAttribute != .top && $0.secondAttribute != .bottom }
        #expect(!alignment.isEmpty && alignment.allSatisfy { $0.priority == 260 })
        // Each view is pulled to the stack itself, not to the first view.
        let stackID = try fixture.id("Saa-sv-002")
        let pulled = Set(alignment.filter { $0.firstItem == stackID }.compactMap(\.secondItem).map { fixture.graph[$0].id })
        #expect(pulled == ["Saa-v1-003", "Saa-v2-004", "Saa-v3-005"])
        let boundaries = stack.filter { $0.provenance.identifier == "UISV-spanning-boundary" }
        #expect(boundaries.count == 6, "both edges of each of the three views")
        #expect(boundaries.allSatisfy { $0.priority == 1000 && $0.relation != .equal })
    }

    @Test("the same column in a UIKit stack: the alignment is required, so the pin conflicts with it")
    func uikitKeepsRequiredAlignment() throws {
        let text = String(decoding: try Fixtures.data("IB/" + name), as: UTF8.self)
            .replacingOccurrences(of: #"type="com.apple.InterfaceBuilder3.Cocoa.XIB""#, with: #"type="com.apple.InterfaceBuilder3.CocoaTouch.XIB""#)
            .replacingOccurrences(of: #"targetRuntime="MacOSX.Cocoa""#, with: #"targetRuntime="iOS.CocoaTouch""#)
            .replacingOccurrences(of: "customView", with: "view")
        let document = try InterfaceBuilderReader.parse(data: Data(text.utf8), fileName: name)
        let graph = try #require(document.layouts.first?.graph)
        #expect(graph.platform == .iOS)
        let system = RuntimeSystem(graph)
        let alignment = system.constraints.filter { $0.origin == .stackView && $0.provenance.identifier == "UISV-alignment" }
        #expect(!alignment.isEmpty && alignment.allSatisfy { $0.priority == 1000 })
        #expect(!(try LayoutSolver.solve(system)).rejected.isEmpty)
    }
}
