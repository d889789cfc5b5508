import Foundation
import LayoutModel
import Readers
import Testing

/// One fixture of `Fixtures/ReadersTests/IB/` read and solved: its first layout's run-time
/// system (which holds every item the reader made plus the guides the run time adds) and
/// the frames it solves to, looked up by Interface Builder object id.
struct SolvedIBFixture {
    let document: InterfaceBuilderDocument
    let system: RuntimeSystem
    let solved: SolvedLayout

    init(_ name: String) throws {
        document = try InterfaceBuilderReader.parse(data: try Fixtures.data("IB/" + name), fileName: name)
        let layout = try #require(document.layouts.first, "\(name) has no layout")
        system = RuntimeSystem(layout.graph)
        solved = try LayoutSolver.solve(system)
    }

    var graph: LayoutGraph { system.graph }

    /// The item with Interface Builder object id `objectID`.
    func id(_ objectID: String) throws -> ItemID {
        let index = try #require(graph.items.firstIndex { $0.id == objectID }, "no item \(objectID)")
        return ItemID(index)
    }

    func item(_ objectID: String) throws -> LayoutItem {
        graph[try id(objectID)]
    }

    /// The solved frame as the platform's `frame` reports it (alignment insets included; on
    /// macOS bottom-left origin inside an unflipped superview), comparable with the stored one.
    func frame(_ objectID: String) throws -> Rect {
        solved.frame(of: try id(objectID), in: graph)
    }

    /// The solved alignment rectangle (the one constraints act on), top-left origin in the
    /// superview.
    func alignmentRect(_ objectID: String) throws -> Rect {
        solved.localFrames[try id(objectID).index]
    }

    /// The required constraints the solver had to leave out, described.
    var rejected: [String] { solved.rejected.map { graph.describe(system.constraints[$0]) } }
}

/// Stack views as Interface Builder stores them: at the root of a xib, with AppKit's edge
/// insets and gravity areas, and over views that would otherwise keep their frames.
@Suite("Interface Builder stack views")
struct InterfaceBuilderStackViewTests {
    @Test("a stack view at the root of a xib keeps its settings and lays out its arranged views, misplaced ones too")
    func topLevelStackView() throws {
        let fixture = try SolvedIBFixture("readsIB-top-level-stack.xib")
        // Held at its designed 200 × 100, it shares its height equally, 10 pt apart.
        #expect(try fixture.frame("Tls-st-001") == Rect(x: 0, y: 0, width: 200, height: 100))
        #expect(try fixture.frame("Tls-vw-002") == Rect(x: 0, y: 0, width: 200, height: 45))
        // Stored misplaced at [0, 60, 200, 40]: the stack, not the stored frame, places it.
        #expect(try fixture.frame("Tls-vw-003") == Rect(x: 0, y: 55, width: 200, height: 45))
        #expect(fixture.rejected.isEmpty, "\(fixture.rejected)")
        let root = try fixture.item("Tls-st-001")
        #expect(root.viewRole == .rootView)
        let stack = try #require(root.stack, "the root stack view lost its stack settings")
        #expect(stack.axis == .vertical && stack.distribution == .fillEqually && stack.spacing == 10)
        #expect(stack.arrangedSubviews == [try fixture.id("Tls-vw-002"), try fixture.id("Tls-vw-003")])
    }

    @Test("NSStackView's edgeInsets are its margins, and its views are arranged inside them")
    func stackEdgeInsets() throws {
        let fixture = try SolvedIBFixture("readsIB-stack-edge-insets.xib")
        let stack = try fixture.item("Sei-st-002")
        #expect(stack.layoutMargins == EdgeInsets(top: 10, left: 20, bottom: 30, right: 20))
        #expect(stack.stack?.isLayoutMarginsRelativeArrangement == true)
        // 300 − 20 − 20 = 260 pt shared by two views 8 pt apart: 126 each; centred between
        // 10 pt from the top and 30 from the bottom (bottom-left origin: y = 100 − 20 − 40).
        #expect(try fixture.frame("Sei-va-003") == Rect(x: 20, y: 40, width: 126, height: 40))
        #expect(try fixture.frame("Sei-vb-004") == Rect(x: 154, y: 40, width: 126, height: 40))
        #expect(fixture.rejected.isEmpty, "\(fixture.rejected)")
    }

    @Test("NSStackView's gravity areas are its arranged views, counted area by area, at its hugging priority")
    func stackGravityAreas() throws {
        let fixture = try SolvedIBFixture("readsIB-stack-gravity-areas.xib")
        let toolbar = try #require(try fixture.item("Gra-hs-002").stack)
        #expect(toolbar.arrangedSubviews == (try ["Gra-va-003", "Gra-vb-004", "Gra-vm-005", "Gra-vc-006"].map { try fixture.id($0) }))
        #expect(toolbar.gravityAreas == StackSettings.GravityAreas(middleStart: 2, endStart: 3, huggingPriority: 249.99998474121094))
        // Frames in the 40 pt high, unflipped toolbar (views centred: y = 10 either way up).
        // The leading area packed from the leading edge, 8 pt apart …
        #expect(try fixture.frame("Gra-va-003") == Rect(x: 0, y: 10, width: 50, height: 20))
        #expect(try fixture.frame("Gra-vb-004") == Rect(x: 58, y: 10, width: 60, height: 20))
        // … the trailing area at the trailing edge …
        #expect(try fixture.frame("Gra-vc-006") == Rect(x: 230, y: 10, width: 70, height: 20))
        // … and the middle one at least the spacing away from both (its centring is not modelled).
        let title = try fixture.frame("Gra-vm-005")
        #expect(title.width == 40 && title.x >= 58 + 60 + 8 && title.x + title.width <= 230 - 8)
        // Nothing pins the warning stack's bottom: it hugs its only (leading-area) view.
        let warning = try #require(try fixture.item("Gra-vs-007").stack)
        #expect(warning.arrangedSubviews == [try fixture.id("Gra-vw-008")])
        #expect(warning.gravityAreas == StackSettings.GravityAreas(middleStart: 1, endStart: 1, huggingPriority: 249.99998474121094))
        #expect(try fixture.frame("Gra-vs-007") == Rect(x: 0, y: 28, width: 120, height: 24))
        #expect(try fixture.frame("Gra-vw-008") == Rect(x: 0, y: 0, width: 100, height: 24))
        #expect(fixture.rejected.isEmpty, "\(fixture.rejected)")
    }

    @Test("a stack view turns off its arranged views' autoresizing translation, fixedFrame or not")
    func stackArrangedFixedFrame() throws {
        let fixture = try SolvedIBFixture("readsIB-stack-arranged-fixed-frame.xib")
        #expect(try fixture.item("Saf-vw-004").translatesAutoresizingMask == false)
        #expect(try fixture.item("Saf-vw-003").translatesAutoresizingMask == false)
        // Its stored (misplaced) frame [120, 0, 80, 40] is no constraint: the stack places it.
        #expect(try fixture.frame("Saf-vw-003") == Rect(x: 0, y: 0, width: 90, height: 40))
        #expect(try fixture.frame("Saf-vw-004") == Rect(x: 110, y: 0, width: 90, height: 40))
        #expect(fixture.rejected.isEmpty, "\(fixture.rejected)")
    }
}

/// Controls whose frame is larger than the alignment rectangle their constraints act on.
@Suite("Interface Builder controls' alignment rectangles")
struct InterfaceBuilderAlignmentInsetTests {
    @Test("AppKit: rounded pop-up buttons (3/4 pt at the sides, 4/4 when small; 1 above and 4 below at 25 pt, 2 and 4 when small at 22 pt), small push buttons (6 pt sides, 4 above, 7 below), checkboxes (2 before, 1 above and below)")
    func appKitControlInsets() throws {
        let fixture = try SolvedIBFixture("readsIB-appkit-control-insets.xib")
        #expect(try fixture.item("Aci-pu-002").alignmentInsets == EdgeInsets(top: 1, left: 3, bottom: 4, right: 4))
        #expect(try fixture.item("Aci-ps-005").alignmentInsets == EdgeInsets(top: 2, left: 4, bottom: 4, right: 4))
        // Stored 27 pt tall, a small push button's bezel shadow reaches 4 pt above its
        // rectangle and 7 below, in Xcode 12.5 and later too (a regular one's grew to 5 above).
        #expect(try fixture.item("Aci-pb-008").alignmentInsets == EdgeInsets(top: 4, left: 6, bottom: 7, right: 6))
        #expect(try fixture.item("Aci-cb-010").alignmentInsets == EdgeInsets(top: 1, left: 2, bottom: 1, right: 0))
        // Each alignment rectangle is pinned 20 pt from the pane's leading edge; the frames
        // reach past it by the insets, as stored (bottom-left origin in the 200 pt high pane).
        for id in ["Aci-pu-002", "Aci-ps-005", "Aci-pb-008", "Aci-cb-010"] {
            #expect(try fixture.alignmentRect(id).x == 20, "\(id)")
        }
        #expect(try fixture.frame("Aci-pu-002") == Rect(x: 17, y: 156, width: 107, height: 25))
        // Pinned 60 pt below the pane's top, the small pop-up's frame starts 2 pt above that.
        #expect(try fixture.frame("Aci-ps-005") == Rect(x: 16, y: 120, width: 88, height: 22))
        #expect(try fixture.frame("Aci-pb-008") == Rect(x: 14, y: 77, width: 52, height: 27))
        #expect(try fixture.frame("Aci-cb-010") == Rect(x: 18, y: 43, width: 82, height: 18))
        // Their intrinsic sizes are the alignment rectangles' (the stored frames less the insets).
        #expect(try fixture.item("Aci-pu-002").intrinsicContentSize == OptionalSize(width: 100, height: 20))
        #expect(try fixture.item("Aci-cb-010").intrinsicContentSize == OptionalSize(width: 80, height: 16))
        #expect(fixture.rejected.isEmpty, "\(fixture.rejected)")
    }

    @Test("UISwitch: a 49 pt wide alignment rectangle at the frame's leading edge, the 51 pt frame 2 pt past its trailing end")
    func switchAlignmentRect() throws {
        let fixture = try SolvedIBFixture("readsIB-switch-alignment.xib")
        let leading = try fixture.item("Swa-sw-002")
        #expect(leading.alignmentInsets == EdgeInsets(top: 0, left: 0, bottom: 0, right: 2))
        #expect(leading.intrinsicContentSize == OptionalSize(width: 49, height: 31))
        // Pinned 20 pt from the leading edge: the frame starts there too.
        #expect(try fixture.alignmentRect("Swa-sw-002") == Rect(x: 20, y: 20, width: 49, height: 31))
        #expect(try fixture.frame("Swa-sw-002") == Rect(x: 20, y: 20, width: 51, height: 31))
        // Pinned 20 pt from the trailing edge (x 220): the frame reaches 222.
        #expect(try fixture.alignmentRect("Swa-sw-003") == Rect(x: 171, y: 70, width: 49, height: 31))
        #expect(try fixture.frame("Swa-sw-003") == Rect(x: 171, y: 70, width: 51, height: 31))
        #expect(fixture.rejected.isEmpty, "\(fixture.rejected)")
    }
}

@Suite("Interface Builder scroll views")
struct InterfaceBuilderScrollViewTests {
    @Test("a scroll view at the root of a xib still attaches its content's edges to its content area")
    func scrollViewRoot() throws {
        let fixture = try SolvedIBFixture("readsIB-scroll-view-root.xib")
        let scroll = try fixture.item("Svr-sv-001")
        #expect(scroll.viewRole == .rootView && scroll.scrollsContent)
        // The chip pinned to all four edges keeps its own 68 pt width (the frame's 200 would
        // contradict it): the content area is the chip's size, the scroll view its designed size.
        #expect(try fixture.frame("Svr-sv-001") == Rect(x: 0, y: 0, width: 200, height: 60))
        #expect(try fixture.frame("Svr-vw-002") == Rect(x: 0, y: 0, width: 68, height: 60))
        #expect(fixture.rejected.isEmpty, "\(fixture.rejected)")
        let content = try #require(fixture.graph.guide(.scrollContent, of: try fixture.id("Svr-sv-001")))
        #expect(fixture.solved.localFrames[content.index] == Rect(x: 0, y: 0, width: 68, height: 60))
    }
}
