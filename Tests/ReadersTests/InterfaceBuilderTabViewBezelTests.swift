// NSTabView's frame around the rectangle its constraints act on (docs/appkit-metrics.md).

import LayoutModel
@testable import Readers
import Testing

/// A tab view with tabs on top and a bezel (the default type) reaches 7 pt past its
/// rectangle at each side, 10 below, and 6 above (3 at the small size).
@Suite("Interface Builder tab views' bezels (AppKit)")
struct InterfaceBuilderTabViewBezelTests {
    let name = "readsIB-tab-views.xib"

    @Test("pinned 20 pt inside its superview, a regular tab view is stored at (13, 10), 14 pt wider and 16 pt taller")
    func regular() throws {
        #expect(try solvedFrame(name, "Tab-tv-002") == Rect(x: 13, y: 10, width: 374, height: 196))
    }

    @Test("a small one reaches 3 pt above its rectangle, not 6")
    func small() throws {
        #expect(try solvedFrame(name, "Tab-tv-010") == Rect(x: 13, y: 10, width: 274, height: 123))
    }

    @Test("a tabless, borderless tab view sits on its rectangle")
    func tabless() throws {
        let document = try resaved(name, [("<tabView translatesAutoresizingMaskIntoConstraints", "<tabView type=\"noTabsNoBorder\" translatesAutoresizingMaskIntoConstraints")])
        let tabView = try #require(document.item(id: "Tab-tv-002"))
        #expect(tabView.alignmentInsets == .zero)
        #expect(try solvedFrame(in: document, "Tab-tv-002") == Rect(x: 20, y: 20, width: 360, height: 180))
    }
}
