import Foundation
import LayoutModel
import Readers
import Testing

/// A regular combo box stored 26 pt tall (Xcode 7 to 10) or 25 pt (Xcode 11 to 13) reaches 2 pt
/// above the rectangle its constraints act on, 4 pt below it and 3 pt past its trailing end
/// (outside the corpus: Warp, Earth View Wallpapers, ShadowsocksX-NG, Subler,
/// SwiftBeanCountImporter, Max, ResForge and SignalCorrelation).
@Suite("Interface Builder combo boxes (AppKit)")
struct InterfaceBuilderComboBoxTests {
    let name = "readsIB-combo-boxes.xib"

    @Test("26 pt, pinned 20 pt inside its superview: 3 pt wider than the room, 2 pt above the pin, a label 4 pt lower")
    func pinnedBySidesAndTop() throws {
        let fixture = try SolvedIBFixture(name)
        #expect(try fixture.item("Cmb-cb-002").alignmentInsets == EdgeInsets(top: 2, left: 0, bottom: 4, right: 3))
        #expect(try fixture.frame("Cmb-cb-002") == Rect(x: 20, y: 56, width: 263, height: 26))
        // 10 pt below the rectangle: 14 pt below the frame.
        #expect(try fixture.frame("Cmb-lb-004") == Rect(x: 18, y: 33, width: 64, height: 17))
        #expect(fixture.rejected.isEmpty, "\(fixture.rejected)")
    }

    @Test("25 pt (Xcode 11 to 13): the same insets around a 19 pt rectangle")
    func storedTwentyFiveTall() throws {
        let document = try resaved(name, [(#"toolsVersion="12118""#, #"toolsVersion="16097.2""#),
                                          (#"width="263" height="26""#, #"width="263" height="25""#)])
        #expect(try solvedFrame(in: document, "Cmb-cb-002") == Rect(x: 20, y: 57, width: 263, height: 25))
        #expect(try solvedFrame(in: document, "Cmb-lb-004") == Rect(x: 18, y: 34, width: 64, height: 17))
    }

    @Test("macOS 26's 24 pt combo box, a small one, or one of another height: on its frame",
          arguments: [[(#"width="263" height="26""#, #"width="263" height="24""#)],
                      [(#"<comboBoxCell key="cell" scrollable="YES""#, #"<comboBoxCell key="cell" controlSize="small" scrollable="YES""#)],
                      [(#"width="263" height="26""#, #"width="263" height="30""#)]])
    func otherComboBoxes(_ replacements: [(String, String)]) throws {
        let document = try resaved(name, replacements)
        let comboBox = document.item(id: "Cmb-cb-002")
        #expect(comboBox?.alignmentInsets == .zero)
    }
}
