// Xcode 6 and 7 files: a box's content view without an id, and the help button drawn before
// macOS 11 (docs/appkit-metrics.md).

import LayoutModel
@testable import Readers
import Testing

/// Xcode 7 wrote an NSBox's content view without an id; its subviews, constrained to the box,
/// are laid out in it like any other view's.
@Suite("Interface Builder boxes of Xcode 7 (AppKit)")
struct InterfaceBuilderXcode7BoxTests {
    let name = "readsIB-xcode7-box-content-view.xib"

    @Test("the content view is read under a name made from its box's id, and the views in it are laid out")
    func contentViewWithoutID() throws {
        let items = try fixtureItems(name)
        let contentView = try #require(items.first { $0.id == "Bxc-bx-002.contentView" })
        #expect(contentView.parent.map { items[$0.index].id } == "Bxc-bx-002")
        #expect(try solvedFrame(name, "Bxc-lb-003") == Rect(x: 13, y: 127, width: 87, height: 16))
    }

    @Test("before macOS 11 a help button's 21 pt round button is 2 pt inside its frame at the sides, 1 below the top and 3 above the bottom")
    func helpButtonBeforeMacOS11() throws {
        let button = try #require(try fixtureItems(name).first { $0.id == "Bxc-hb-005" })
        #expect(button.alignmentInsets == EdgeInsets(top: 1, left: 2, bottom: 3, right: 2))
        #expect(try solvedFrame(name, "Bxc-hb-005") == Rect(x: 400, y: 12, width: 25, height: 25))
    }

    @Test("saved by Xcode 14 the same help button is a 20 pt round button, 4 pt above its frame's bottom")
    func helpButtonFromMacOS11() throws {
        let document = try resaved(name, [("toolsVersion=\"9059\"", "toolsVersion=\"21507\"")])
        #expect(try solvedFrame(in: document, "Bxc-hb-005") == Rect(x: 400, y: 11, width: 25, height: 25))
    }
}
