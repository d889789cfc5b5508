// macOS 11's large controls (`controlSize="large"`) as Xcode stores them
// (docs/appkit-metrics.md).

import LayoutModel
@testable import Readers
import Testing

/// A large push button or pop-up is stored 40 pt tall around the 28 pt rectangle its
/// constraints act on; a large check box or radio button 22 pt tall around a 17 pt one.
@Suite("Interface Builder frames of large AppKit controls")
struct InterfaceBuilderLargeControlTests {
    let name = "readsIB-large-controls.xib"

    @Test("a large check box pinned 20 pt from the top and leading edges is stored 2.5 pt above its box and 3 pt before it")
    func checkBox() throws {
        #expect(try solvedFrame(name, "Lgc-ck-002") == Rect(x: 17, y: 160.5, width: 153, height: 22))
        let box = try #require(try fixtureItems(name).first { $0.id == "Lgc-ck-002" })
        #expect(box.alignmentInsets == EdgeInsets(top: 2.5, left: 3, bottom: 2.5, right: 0))
    }

    @Test("a large radio button has the large check box's insets: 8 pt below it, its frame 25 pt lower")
    func radioButton() throws {
        #expect(try solvedFrame(name, "Lgc-rd-004") == Rect(x: 17, y: 135.5, width: 123, height: 22))
    }

    @Test("a large pop-up reaches 5 pt past its rectangle at the sides and 6 above and below")
    func popUp() throws {
        #expect(try solvedFrame(name, "Lgc-pu-006") == Rect(x: 15, y: 92, width: 110, height: 40))
        let popUp = try #require(try fixtureItems(name).first { $0.id == "Lgc-pu-006" })
        #expect(popUp.alignmentInsets == EdgeInsets(top: 6, left: 5, bottom: 6, right: 5))
    }

    @Test("a large push button pinned 20 pt from the trailing and bottom edges is stored 6 pt past both")
    func pushButton() throws {
        #expect(try solvedFrame(name, "Lgc-pb-011") == Rect(x: 364, y: 14, width: 102, height: 40))
        let button = try #require(try fixtureItems(name).first { $0.id == "Lgc-pb-011" })
        #expect(button.alignmentInsets == EdgeInsets(top: 6, left: 6, bottom: 6, right: 6))
        #expect(button.intrinsicContentSize.height == 28)
    }
}
