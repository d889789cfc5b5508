import Foundation
import LayoutModel
import Readers
import Testing

/// Before macOS 11 (Xcode 12) a regular NSStepper is stored in a 19 × 27 frame around the
/// 13 × 23 rectangle its constraints act on: 3 pt at each side, 1.5 above and 2.5 below
/// (outside the corpus: CotEditor's Xcode 7 editor pane and MacDown's Xcode 8 editor
/// preferences). macOS 11's steppers keep their frame.
@Suite("Interface Builder steppers before macOS 11 (AppKit)")
struct InterfaceBuilderStepperTests {
    let name = "readsIB-stepper-insets.xib"

    @Test("2 pt after a well, top-aligned with it: the frame starts 1 pt after the well and 1.5 pt above its top")
    func stepperBesideAWell() throws {
        let fixture = try SolvedIBFixture(name)
        #expect(try fixture.item("Stp-st-003").alignmentInsets == EdgeInsets(top: 1.5, left: 3, bottom: 2.5, right: 3))
        #expect(try fixture.frame("Stp-st-003") == Rect(x: 79, y: 74.5, width: 19, height: 27))
        // A well 7 pt after the stepper starts 7 pt after its rectangle, 4 after its frame.
        #expect(try fixture.frame("Stp-uw-007") == Rect(x: 102, y: 78, width: 40, height: 22))
        #expect(fixture.rejected.isEmpty, "\(fixture.rejected)")
    }

    @Test("two steppers 9 pt apart have frames 5 pt apart (2.5 below one, 1.5 above the other)")
    func stackedSteppers() throws {
        let fixture = try SolvedIBFixture(name)
        #expect(try fixture.frame("Stp-st-005") == Rect(x: 79, y: 42.5, width: 19, height: 27))
    }

    @Test("Xcode 12's steppers (macOS 11), and frames of other sizes, sit on their frame",
          arguments: [(#"toolsVersion="17506""#, #"width="19" height="27""#), (#"toolsVersion="12118""#, #"width="19" height="28""#)])
    func macOS11SteppersKeepTheirFrame(version: String, size: String) throws {
        let document = try resaved(name, [(#"toolsVersion="12118""#, version), (#"width="19" height="27""#, size)])
        let stepper = document.layouts.flatMap(\.graph.items).first { $0.id == "Stp-st-003" }
        #expect(stepper?.alignmentInsets == .zero)
    }
}
