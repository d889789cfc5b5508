import Foundation
import LayoutModel
import Readers
import Testing

/// UIKit controls whose stored frame reaches past the rectangle constraints act on.
@Suite("UIKit controls' alignment rectangles")
struct InterfaceBuilderUIKitControlTests {
    let name = "readsIB-segmented-control-insets.xib"

    @Test("the 29 pt segmented control of iOS 7 to 12 reaches 1 pt below its rectangle")
    func segmentedControlInsets() throws {
        let items = try fixtureItems(name)
        #expect(items.first { $0.id == "Seg-sc-002" }?.alignmentInsets == EdgeInsets(top: 0, left: 0, bottom: 1, right: 0))
    }

    @Test("pinned by its top it sits where the top says; centred, half a point low; by its bottom, a point low",
          arguments: [("Seg-sc-002", 8.0), ("Seg-sc-003", 86.0), ("Seg-sc-004", 164.0)])
    func storedWhereXcodeDrawsIt(id: String, y: Double) throws {
        #expect(try solvedFrame(name, id) == Rect(x: 16, y: y, width: 288, height: 29))
    }

    @Test("a view spaced from its top is spaced from the rectangle, not the frame")
    func neighbourSpacedFromTheRectangle() throws {
        #expect(try solvedFrame(name, "Seg-vw-005") == Rect(x: 16, y: 150, width: 288, height: 12))
    }

    @Test("a taller segmented control (iOS 13 on) keeps its frame: no evidence of an inset")
    func tallerControlKeepsItsFrame() throws {
        let document = try resaved(name, [("y=\"8\" width=\"288\" height=\"29\"", "y=\"8\" width=\"288\" height=\"32\"")])
        #expect(document.item(id: "Seg-sc-002")?.alignmentInsets == .zero)
    }
}
