import Foundation
import LayoutModel
import Readers
import Testing

/// Before macOS 11 (Xcode 12) a regular horizontal NSSlider with tick marks is stored 24 pt
/// tall, its 21 pt rectangle 1 pt inside the frame on the side of its tick marks, 2 pt on the
/// other side and at each end (outside the corpus: CotEditor, KeepingYouAwake, ImageOptim and
/// dct2-compression).
@Suite("Interface Builder sliders with tick marks before macOS 11 (AppKit)")
struct InterfaceBuilderTickMarkSliderTests {
    let name = "readsIB-tick-mark-sliders.xib"

    @Test("centred on a label: its rectangle 2 pt below the frame's top and 1 pt above its bottom")
    func centredOnALabel() throws {
        let fixture = try SolvedIBFixture(name)
        #expect(try fixture.item("Tck-sl-004").alignmentInsets == EdgeInsets(top: 2, left: 2, bottom: 1, right: 2))
        #expect(try fixture.frame("Tck-sl-004") == Rect(x: 80, y: 80, width: 184, height: 24))
        // A label 5 pt below the rectangle starts 4 pt below the frame.
        #expect(try fixture.frame("Tck-lb-007") == Rect(x: 80, y: 59, width: 40, height: 17))
        #expect(fixture.rejected.isEmpty, "\(fixture.rejected)")
    }

    @Test("12 pt below a label: 2 pt above its rectangle, a label pinned to its bottom 1 pt inside the frame")
    func labelsAtItsBottom() throws {
        let fixture = try SolvedIBFixture(name)
        #expect(try fixture.item("Tck-sl-009").alignmentInsets == EdgeInsets(top: 2, left: 2, bottom: 1, right: 2))
        #expect(try fixture.frame("Tck-sl-009") == Rect(x: 18, y: 25, width: 204, height: 24))
        #expect(try fixture.frame("Tck-lb-012") == Rect(x: 18, y: 12, width: 20, height: 14))
    }

    @Test("tick marks above: 1 pt at the top, the rest below")
    func ticksAbove() throws {
        let document = try resaved(name, [(#"tickMarkPosition="below" numberOfTickMarks="11""#, #"tickMarkPosition="above" numberOfTickMarks="11""#)])
        let slider = document.item(id: "Tck-sl-004")
        #expect(slider?.alignmentInsets == EdgeInsets(top: 1, left: 2, bottom: 2, right: 2))
    }

    @Test("without tick marks (or an unreadable count), small, saved by Xcode 12, or stored 21 or 25 pt tall: 2 pt on every side",
          arguments: [[(#" numberOfTickMarks="11""#, "")],
                      [(#"<sliderCell key="cell" state="on" alignment="left" maxValue="10""#, #"<sliderCell key="cell" controlSize="small" state="on" alignment="left" maxValue="10""#)],
                      [(#"toolsVersion="14490.70""#, #"toolsVersion="17506""#)],
                      [(#"width="184" height="24""#, #"width="184" height="21""#)],
                      [(#"width="184" height="24""#, #"width="184" height="25""#)],
                      // A count that is not a positive number is no tick marks.
                      [(#"numberOfTickMarks="11""#, #"numberOfTickMarks="eleven""#)],
                      [(#"numberOfTickMarks="11""#, #"numberOfTickMarks="-1""#)]])
    func otherSliders(_ replacements: [(String, String)]) throws {
        let document = try resaved(name, replacements)
        let slider = document.item(id: "Tck-sl-004")
        #expect(slider?.alignmentInsets == EdgeInsets(top: 2, left: 2, bottom: 2, right: 2))
    }
}
