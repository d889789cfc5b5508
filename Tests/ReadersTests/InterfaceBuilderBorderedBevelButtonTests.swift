import Foundation
import LayoutModel
import Readers
import Testing

/// From macOS 11 (Xcode 12) a regular bordered bevel button draws its bezel 3 pt past the
/// rectangle its constraints act on above and at each side, 4 pt below (outside the corpus:
/// kju's Xcode 13 document window and VLC's Xcode 14 library hero view).
@Suite("Interface Builder bordered bevel buttons (AppKit)")
struct InterfaceBuilderBorderedBevelButtonTests {
    let name = "readsIB-bordered-bevel-buttons.xib"

    @Test("pinned 20 pt inside its superview, held 24 pt tall: stored 3 pt past the pins at the sides, 4 below, 3 above")
    func pinnedBySidesAndBottom() throws {
        let fixture = try SolvedIBFixture(name)
        #expect(try fixture.item("Bev-bt-002").alignmentInsets == EdgeInsets(top: 3, left: 3, bottom: 4, right: 3))
        #expect(try fixture.frame("Bev-bt-002") == Rect(x: 17, y: 16, width: 266, height: 31))
        // 8 pt above the rectangle: 5 pt above the frame.
        #expect(try fixture.frame("Bev-lb-005") == Rect(x: 18, y: 52, width: 64, height: 16))
        #expect(fixture.rejected.isEmpty, "\(fixture.rejected)")
    }

    @Test("saved before Xcode 12, without a border, or small: on its frame",
          arguments: [[(#"toolsVersion="19455""#, #"toolsVersion="15705""#)],
                      [(#" borderStyle="border""#, "")],
                      [(#"<buttonCell key="cell" type="bevel""#, #"<buttonCell key="cell" type="bevel" controlSize="small""#)]])
    func otherBevelButtons(_ replacements: [(String, String)]) throws {
        let document = try resaved(name, replacements)
        let button = document.item(id: "Bev-bt-002")
        #expect(button?.alignmentInsets == .zero)
    }
}
