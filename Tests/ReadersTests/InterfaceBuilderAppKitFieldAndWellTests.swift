// AppKit's text fields (small, secure, token) and color wells as Xcode stores them
// (docs/appkit-metrics.md).

import Foundation
import LayoutModel
@testable import Readers
import Testing

/// A small bezeled field (19 pt, an 11 pt system font) draws its text 2 pt higher above its
/// frame's bottom than a small label: its baseline 13 pt below the top and 6 pt above the bottom.
@Suite("Interface Builder baselines of small bezeled fields (AppKit)")
struct InterfaceBuilderSmallFieldBaselineTests {
    let name = "readsIB-small-field-baselines.xib"

    @Test("a 19 pt small field in smallSystem or an 11 pt message font has its baselines 13 pt below the top and 6 pt above the bottom")
    func offsets() throws {
        let items = try fixtureItems(name)
        for id in ["Sfb-tf-004", "Sfb-tf-008"] {
            let field = try #require(items.first { $0.id == id })
            #expect(field.firstBaselineFromTop == 13 && field.lastBaselineFromBottom == 6, "\(id)")
        }
    }

    @Test("a small label aligned by baseline with it sits 2 pt above the field's bottom")
    func labelByBaseline() throws {
        #expect(try solvedFrame(name, "Sfb-lb-002") == Rect(x: 18, y: 73, width: 40, height: 14))
    }

    @Test("aligned by first baseline, the label's top is 3 pt below the field's")
    func labelByFirstBaseline() throws {
        #expect(try solvedFrame(name, "Sfb-tf-008") == Rect(x: 64, y: 40, width: 60, height: 19))
        #expect(try solvedFrame(name, "Sfb-lb-006") == Rect(x: 18, y: 42, width: 44, height: 14))
    }

    @Test("a small field stored at another height (22 pt) has no row: its baseline is the one the stored frames imply beside its label, which keeps its row")
    func otherHeight() throws {
        let items = try fixtureItems(name)
        let field = try #require(items.first { $0.id == "Sfb-tf-012" })
        let label = try #require(items.first { $0.id == "Sfb-lb-010" })
        #expect(label.lastBaselineFromBottom == 4)
        #expect(field.firstBaselineFromTop == impliedFirstBaseline(of: field, beside: label))
        #expect(field.estimates.contains(.controlMetrics))
    }
}

/// The first baseline `control`'s stored frame implies when it is level with `known`'s.
func impliedFirstBaseline(of control: LayoutItem, beside known: LayoutItem) -> Double? {
    guard let frame = control.storedFrame, let other = known.storedFrame, let offset = known.firstBaselineFromTop else { return nil }
    return other.y + offset - frame.y
}

/// Secure and token fields are text fields (NSTextField subclasses): bezeled, they draw their
/// text where a bezeled field of their size does.
@Suite("Interface Builder baselines of secure and token fields (AppKit)")
struct InterfaceBuilderSecureTokenFieldBaselineTests {
    let name = "readsIB-secure-token-field-baselines.xib"

    @Test("a 13 pt label aligned by first baseline with a secure field sits 3 pt above the field's bottom")
    func secureField() throws {
        #expect(try solvedFrame(name, "Stf-lb-002") == Rect(x: 18, y: 102, width: 70, height: 16))
    }

    @Test("a token field is read as a content-sized NSTokenField, and its label by baseline sits 3 pt above its bottom")
    func tokenField() throws {
        let field = try #require(try fixtureItems(name).first { $0.id == "Stf-tk-008" })
        #expect(field.className == "NSTokenField")
        #expect(field.intrinsicContentSize.height == 21)
        #expect(try solvedFrame(name, "Stf-tk-008") == Rect(x: 94, y: 67, width: 200, height: 21))
        #expect(try solvedFrame(name, "Stf-lb-006") == Rect(x: 18, y: 70, width: 70, height: 16))
    }

    @Test("a small secure field has the small bezeled field's baseline, 2 pt above a small label's")
    func smallSecureField() throws {
        #expect(try solvedFrame(name, "Stf-sf-012") == Rect(x: 94, y: 36, width: 80, height: 19))
        #expect(try solvedFrame(name, "Stf-lb-010") == Rect(x: 18, y: 38, width: 30, height: 14))
    }

    @Test("a borderless token field is drawn as a label is: its frame reaches 2 pt past the rectangle its constraints give it at each side")
    func borderlessTokenField() throws {
        #expect(try solvedFrame(name, "Stf-tk-014") == Rect(x: 18, y: 8, width: 324, height: 16))
    }
}

/// From Xcode 14 a color well's bezel reaches 2 pt above and below the rectangle its
/// constraints act on and 3 pt at each side; earlier wells sit on their frame.
@Suite("Interface Builder color wells (AppKit)")
struct InterfaceBuilderColorWellTests {
    let name = "readsIB-color-wells.xib"

    @Test("held at 44 × 22 and pinned 20 pt from the top and leading edges, an Xcode 26 well is stored 50 × 26 at (17, 56)")
    func xcode26() throws {
        #expect(try solvedFrame(name, "Cwl-cw-002") == Rect(x: 17, y: 56, width: 50, height: 26))
    }

    @Test("saved by Xcode 14 the well already has the insets")
    func xcode14() throws {
        let document = try resaved(name, [("toolsVersion=\"24506\"", "toolsVersion=\"21507\"")])
        let well = try #require(document.item(id: "Cwl-cw-002"))
        #expect(well.alignmentInsets == EdgeInsets(top: 2, left: 3, bottom: 2, right: 3))
        #expect(try solvedFrame(in: document, "Cwl-cw-002") == Rect(x: 17, y: 56, width: 50, height: 26))
    }

    @Test("saved by Xcode 13 the same well has no insets: its frame is the 44 × 22 rectangle")
    func xcode13() throws {
        let document = try resaved(name, [("toolsVersion=\"24506\"", "toolsVersion=\"19529\"")])
        let well = try #require(document.item(id: "Cwl-cw-002"))
        #expect(well.alignmentInsets == .zero)
        #expect(try solvedFrame(in: document, "Cwl-cw-002") == Rect(x: 20, y: 58, width: 44, height: 22))
    }
}

/// A small round-rect pop-up (`bezelStyle="roundedRect"`, 11 pt text) stored 17 to 20 pt
/// tall has its baseline 6 pt above its frame's bottom, as a small bezeled field does.
@Suite("Interface Builder small round-rect pop-ups' baselines (AppKit)")
struct InterfaceBuilderSmallRoundRectBaselineTests {
    let name = "readsIB-small-round-rect-baselines.xib"

    @Test("its baselines are 11 pt below the top and 6 pt above the bottom of its 17 pt frame")
    func offsets() throws {
        let popUp = try #require(try fixtureItems(name).first { $0.id == "Srb-pu-006" })
        // 6 pt above the frame is 5 above the rectangle, which ends 1 pt above the frame's bottom.
        #expect(popUp.firstBaselineFromTop == 11 && popUp.lastBaselineFromBottom == 5)
    }

    @Test("on one baseline with a small field and a label, its frame's bottom is level with the field's, 2 pt below the label's")
    func row() throws {
        #expect(try solvedFrame(name, "Srb-tf-004") == Rect(x: 73, y: 18, width: 48, height: 19))
        #expect(try solvedFrame(name, "Srb-pu-006")?.y == 18)
    }

    @Test("stored at another height (22 pt) it has no row: its baseline is the one the stored frames imply beside the field")
    func otherHeights() throws {
        let document = try resaved(name, [("width=\"83\" height=\"17\"", "width=\"83\" height=\"22\"")])
        let items = document.layouts.flatMap(\.graph.items)
        let popUp = try #require(items.first { $0.id == "Srb-pu-006" })
        let field = try #require(items.first { $0.id == "Srb-tf-004" })
        #expect(popUp.firstBaselineFromTop == impliedFirstBaseline(of: popUp, beside: field))
    }
}

/// A control the metrics table has no row for, tied by its baseline to one whose baseline is
/// known, takes the baseline its stored frame implies, as its intrinsic size is read off that
/// frame; the known controls of the group keep their rows.
@Suite("Interface Builder baselines implied by stored frames (AppKit)")
struct InterfaceBuilderDerivedBaselineTests {
    let name = "readsIB-derived-baselines.xib"

    func item(_ id: String, in document: InterfaceBuilderDocument? = nil) throws -> LayoutItem {
        let items = try document.map { $0.layouts.flatMap(\.graph.items) } ?? fixtureItems(name)
        return try #require(items.first { $0.id == id })
    }

    @Test("a stepper tied to a bezeled field's baseline has it 15.5 pt below the top of its 23 pt rectangle and 7.5 above its bottom, where the frames put it")
    func stepperBaseline() throws {
        let stepper = try item("Dbl-st-006")
        #expect(stepper.firstBaselineFromTop == 15.5 && stepper.lastBaselineFromBottom == 7.5)
        #expect(stepper.estimates.contains(.controlMetrics))
    }

    @Test("the field and both labels keep the table's baselines, and the row solves to the stored frames")
    func rowKeepsTable() throws {
        #expect(try item("Dbl-tf-004").firstBaselineFromTop == 14)
        #expect(try item("Dbl-lb-008").firstBaselineFromTop != nil)
        // The stepper's rectangle starts at a half point, which the model rounds (Xcode rounds
        // the frame): within half a point of the stored frame.
        let stepper = try #require(try solvedFrame(name, "Dbl-st-006"))
        #expect(stepper.x == 127 && stepper.width == 19 && stepper.height == 28 && abs(stepper.y - 54) <= 0.5)
        #expect(try solvedFrame(name, "Dbl-lb-008") == Rect(x: 149, y: 60, width: 40, height: 16))
    }

    @Test("an image view has no text: a label tied to its baseline uses edges, as Apple documents for views without a baseline")
    func imageViewKeepsEdges() throws {
        #expect(try item("Dbl-iv-010").firstBaselineFromTop == nil)
        #expect(try item("Dbl-lb-012").firstBaselineFromTop == nil)
    }

    @Test("a stored frame that puts the baseline outside the stepper implies nothing: the whole group uses edges")
    func staleFrame() throws {
        let document = try resaved(name, [("x=\"127\" y=\"54\" width=\"19\" height=\"28\"", "x=\"127\" y=\"2\" width=\"19\" height=\"28\"")])
        #expect(try item("Dbl-st-006", in: document).firstBaselineFromTop == nil)
        #expect(try item("Dbl-tf-004", in: document).firstBaselineFromTop == nil)
    }

    @Test("ties that are not equalities of baselines imply nothing: the whole group uses edges")
    func inequality() throws {
        // Both of the stepper's ties: either one alone would still imply its baseline.
        let document = try resaved(name, [
            ("firstItem=\"Dbl-st-006\" firstAttribute=\"firstBaseline\" secondItem",
             "firstItem=\"Dbl-st-006\" firstAttribute=\"firstBaseline\" relation=\"greaterThanOrEqual\" secondItem"),
            ("firstItem=\"Dbl-lb-008\" firstAttribute=\"firstBaseline\" secondItem",
             "firstItem=\"Dbl-lb-008\" firstAttribute=\"firstBaseline\" relation=\"lessThanOrEqual\" secondItem"),
        ])
        #expect(try item("Dbl-st-006", in: document).firstBaselineFromTop == nil)
        #expect(try item("Dbl-lb-002", in: document).firstBaselineFromTop == nil)
    }
}

/// A label that draws its background fills its whole frame: Xcode stores it on the
/// rectangle its constraints give it, without a label's 2 pt at each side.
@Suite("Interface Builder labels that draw their background (AppKit)")
struct InterfaceBuilderLabelBackgroundTests {
    let name = "readsIB-label-background.xib"

    @Test("pinned 20 pt from both sides, a label with a background is stored at x = 20, as wide as its rectangle")
    func withBackground() throws {
        let badge = try #require(try fixtureItems(name).first { $0.id == "Lbg-tg-004" })
        #expect(badge.alignmentInsets == .zero)
        #expect(try solvedFrame(name, "Lbg-tg-004") == Rect(x: 20, y: 10, width: 260, height: 16))
    }

    @Test("a label without one, pinned 20 pt from the leading edge, is stored at x = 18")
    func withoutBackground() throws {
        #expect(try solvedFrame(name, "Lbg-lb-002") == Rect(x: 18, y: 34, width: 33, height: 16))
    }
}
