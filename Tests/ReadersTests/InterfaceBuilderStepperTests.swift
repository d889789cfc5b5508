import Foundation
import LayoutModel
import Readers
import Testing

/// Before macOS 11 (Xcode 12) a regular NSStepper is stored in a 19 × 27 frame around the
/// 13 × 23 rectangle its constraints act on: 3 pt at each side, 1.5 above and 2.5 below
/// (outside the corpus: CotEditor's Xcode 7 editor pane and MacDown's Xcode 8 editor
/// preferences). Other sizes keep their frame.
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

    @Test("a 19 × 27 stepper of Xcode 12 (macOS 11), and a 19 × 28 one of Xcode 10, sit on their frame",
          arguments: [(#"toolsVersion="17506""#, #"width="19" height="27""#), (#"toolsVersion="12118""#, #"width="19" height="28""#)])
    func macOS11SteppersKeepTheirFrame(version: String, size: String) throws {
        let document = try resaved(name, [(#"toolsVersion="12118""#, version), (#"width="19" height="27""#, size)])
        let stepper = document.item(id: "Stp-st-003")
        #expect(stepper?.alignmentInsets == .zero)
    }
}

/// macOS 11's regular NSStepper is stored 19 × 28, still 3 pt inside at each side, its 23 pt
/// rectangle centred (outside the corpus: CotEditor's Xcode 13 sort pane, Amethyst's Xcode 12.5
/// layouts pane).
@Suite("Interface Builder steppers from macOS 11 (AppKit)")
struct InterfaceBuilderMacOS11StepperTests {
    let name = "readsIB-stepper-macos11.xib"

    @Test("4 pt after a field and centred on it, the frame starts 1 pt after the field")
    func besideAField() throws {
        let fixture = try SolvedIBFixture(name)
        #expect(try fixture.item("S11-st-005").alignmentInsets == EdgeInsets(top: 2.5, left: 3, bottom: 2.5, right: 3))
        let frame = try fixture.frame("S11-st-005")
        #expect(frame.x == 53 && frame.width == 19 && frame.height == 28)
        // The 23 pt rectangle centred on the 22 pt field starts at a half point: the model
        // rounds the rectangle to whole points, Xcode the frame (stored at 17), half a point
        // apart, within the misplaced rule's tolerance.
        #expect(abs(frame.y - 17) <= 0.5)
        #expect(fixture.rejected.isEmpty, "\(fixture.rejected)")
    }

    @Test("a label 2 pt after it starts 1 pt before the stepper's frame ends, its text 2 pt inside")
    func labelAfterIt() throws {
        #expect(try SolvedIBFixture(name).frame("S11-lb-007") == Rect(x: 69, y: 23, width: 22, height: 16))
    }

    @Test("other sizes of Xcode 12 on keep their frame", arguments: [#"width="20" height="26""#, #"width="19" height="27""#])
    func otherSizes(size: String) throws {
        let document = try resaved(name, [(#"width="19" height="28""#, size)])
        #expect(document.item(id: "S11-st-005")?.alignmentInsets == .zero)
    }
}
