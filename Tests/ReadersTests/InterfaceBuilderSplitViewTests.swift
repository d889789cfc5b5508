import Foundation
import LayoutModel
import Readers
import Testing

/// An `NSSplitView` lays its panes out itself: top to bottom (its coordinates are flipped) or
/// side by side, a divider apart (thin 1 pt, thick 9, pane splitter 10), each pane holding
/// its thickness at its holding priority (Apple's `holdingPriorityForSubview(at:)`, 250 by
/// default), so the split view is as long as its panes unless something stronger sizes it.
/// Evidence: the stored frames of 20 horizontal split views in 9 repositories (first pane at
/// y = 0), Subler's search window and Diagnostics' main window outside the corpus.
@Suite("Interface Builder split views (AppKit)")
struct InterfaceBuilderSplitViewTests {
    let name = "readsIB-split-view-panes.xib"

    @Test("stacked panes follow each other from the top, a thick divider apart, and the split view is as tall as they are")
    func stackedPanesSizeTheSplitView() throws {
        let fixture = try SolvedIBFixture(name)
        #expect(try fixture.item("Spl-sp-003").isFlipped)
        // Nothing but the panes decides how tall the split view is: the header takes the rest.
        #expect(try fixture.frame("Spl-sp-003") == Rect(x: 20, y: 20, width: 360, height: 180))
        #expect(try fixture.frame("Spl-hd-002") == Rect(x: 20, y: 208, width: 360, height: 72))
        #expect(try fixture.frame("Spl-pn-004") == Rect(x: 0, y: 0, width: 360, height: 100))
        #expect(try fixture.frame("Spl-pn-006") == Rect(x: 0, y: 109, width: 360, height: 71))
        #expect(fixture.rejected.isEmpty, "\(fixture.rejected)")
    }

    @Test("a pane whose content needs more room takes it from the pane of lower holding priority, a thin divider (1 pt) away")
    func contentWidensAPane() throws {
        let fixture = try SolvedIBFixture(name)
        #expect(try fixture.frame("Spl-pn-008") == Rect(x: 0, y: 0, width: 150, height: 71))
        #expect(try fixture.frame("Spl-pn-010") == Rect(x: 151, y: 0, width: 209, height: 71))
        #expect(try fixture.frame("Spl-ct-011") == Rect(x: 10, y: 10, width: 189, height: 51))
    }

    @Test("the panes are the split view's, not their autoresizing masks'; its settings come from the file")
    func settingsRead() throws {
        let fixture = try SolvedIBFixture(name)
        let split = try #require(try fixture.item("Spl-sp-007").split)
        #expect(split.axis == .horizontal && split.dividerThickness == 1)
        #expect(split.holdingPriorities == [251, 250])
        #expect(try split.panes == [fixture.id("Spl-pn-008"), fixture.id("Spl-pn-010")])
        #expect(try fixture.item("Spl-sp-003").split?.dividerThickness == 9)
        #expect(try !fixture.item("Spl-pn-008").translatesAutoresizingMask)
        #expect(fixture.system.constraints.contains { $0.origin == .splitView && $0.priority == 251 })
    }

    @Test("the divider thickness of each style", arguments: [("thin", 1.0), ("thick", 9), ("paneSplitter", 10), ("unknownStyle", 9)])
    func dividerThickness(_ style: String, _ thickness: Double) throws {
        let document = try resaved(name, [(#"dividerStyle="thick""#, #"dividerStyle="\#(style)""#)])
        #expect(document.item(id: "Spl-sp-003")?.split?.dividerThickness == thickness)
    }

    @Test("a holding priority the file leaves without a value is AppKit's default, and the next pane keeps its own")
    func holdingPriorityWithoutValue() throws {
        let document = try resaved(name, [(#"<real value="251"/>"#, #"<real/>"#)])
        // One entry per pane, in order: the second pane's 250 is not taken for the first's.
        #expect(document.item(id: "Spl-sp-007")?.split?.holdingPriorities == [250, 250])
    }

    @Test("panes written as not translating their masks (Xcode 12 and later) are arranged the same way")
    func panesWithoutMasks() throws {
        let document = try resaved(name, [(#"<customView id="Spl-pn-004""#, #"<customView translatesAutoresizingMaskIntoConstraints="NO" id="Spl-pn-004""#),
                                          (#"<customView id="Spl-pn-006""#, #"<customView translatesAutoresizingMaskIntoConstraints="NO" id="Spl-pn-006""#)])
        #expect(document.item(id: "Spl-sp-003")?.split?.panes.count == 2)
        #expect(try solvedFrame(in: document, "Spl-hd-002") == Rect(x: 20, y: 208, width: 360, height: 72))
        #expect(try solvedFrame(in: document, "Spl-pn-006") == Rect(x: 0, y: 109, width: 360, height: 71))
    }

    @Test("a split view with a hidden pane leaves its panes to their autoresizing masks")
    func hiddenPaneKeepsMasks() throws {
        let document = try resaved(name, [(#"<customView id="Spl-pn-004" userLabel="Top Pane">"#,
                                           #"<customView hidden="YES" id="Spl-pn-004" userLabel="Top Pane">"#)])
        #expect(document.item(id: "Spl-sp-003")?.split == nil)
        #expect(document.item(id: "Spl-pn-006")?.translatesAutoresizingMask == true)
        #expect(document.item(id: "Spl-sp-007")?.split != nil)
    }
}
