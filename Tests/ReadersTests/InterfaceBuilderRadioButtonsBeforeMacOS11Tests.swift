import Foundation
import LayoutModel
import Readers
import Testing

/// Before macOS 11 (Xcode 12) a regular radio button was drawn as a 16 pt circle: its 18 pt
/// frame reaches 1 pt past the rectangle its constraints act on above, below and before it,
/// and 2 pt past the title's end (vienna-rss's Xcode 9 export options in the corpus; outside
/// it 13 radio buttons of 7 repositories, Xcode 8 to 11: docs/appkit-metrics.md). A check box
/// of the same files keeps its 14 pt box, 2 pt inside the frame.
@Suite("Interface Builder radio buttons before macOS 11 (AppKit)")
struct InterfaceBuilderRadioButtonsBeforeMacOS11Tests {
    let name = "readsIB-radio-buttons-before-xcode12.xib"

    @Test("6 pt after a label, top-aligned with it: the frame starts 5 pt after the label's text and 1 pt above its top")
    func afterALabel() throws {
        let fixture = try SolvedIBFixture(name)
        #expect(try fixture.item("Rdo-rb-004").alignmentInsets == EdgeInsets(top: 1, left: 1, bottom: 1, right: 2))
        #expect(try fixture.frame("Rdo-rb-004") == Rect(x: 103, y: 93, width: 84, height: 18))
        #expect(fixture.rejected.isEmpty, "\(fixture.rejected)")
    }

    @Test("8 pt after another radio button, the frames are 5 pt apart; 6 pt below one, 4 pt apart")
    func besideAndBelowAnother() throws {
        let fixture = try SolvedIBFixture(name)
        #expect(try fixture.frame("Rdo-rb-006") == Rect(x: 192, y: 93, width: 68, height: 18))
        #expect(try fixture.frame("Rdo-rb-008") == Rect(x: 103, y: 71, width: 90, height: 18))
    }

    @Test("a separator 16 pt below one starts 13 pt below its frame (1 pt of the radio's, 2 of the separator's)")
    func separatorBelow() throws {
        #expect(try SolvedIBFixture(name).frame("Rdo-sp-010") == Rect(x: 20, y: 53, width: 260, height: 5))
    }

    @Test("a check box of the same Xcode keeps its 2 pt; an untitled radio button keeps the check box's frame")
    func checkBoxesAndUntitledRadios() throws {
        let checkBox = try resaved(name, [(#"type="radio" title="Horizontal""#, #"type="check" title="Horizontal""#)])
        #expect(checkBox.item(id: "Rdo-rb-004")?.alignmentInsets
            == EdgeInsets(top: 2, left: 2, bottom: 2, right: 2))
        let untitled = try resaved(name, [(#"type="radio" title="Horizontal""#, #"type="radio" title="""#)])
        #expect(untitled.item(id: "Rdo-rb-004")?.alignmentInsets
            == EdgeInsets(top: 2, left: 2, bottom: 2, right: 2))
    }

    @Test("saved by Xcode 12 (macOS 11's controls): the check box's 1 pt above and below and 2 before")
    func fromXcode12() throws {
        let document = try resaved(name, [(#"toolsVersion="14490.70""#, #"toolsVersion="17506""#)])
        #expect(document.item(id: "Rdo-rb-004")?.alignmentInsets
            == EdgeInsets(top: 1, left: 2, bottom: 1, right: 2))
    }
}
