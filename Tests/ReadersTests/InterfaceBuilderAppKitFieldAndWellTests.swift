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

    @Test("a small field stored at another height (22 pt) has no row, and its label keeps its edges too")
    func otherHeight() throws {
        let items = try fixtureItems(name)
        for id in ["Sfb-tf-012", "Sfb-lb-010"] {
            let view = try #require(items.first { $0.id == id })
            #expect(view.firstBaselineFromTop == nil && view.lastBaselineFromBottom == nil, "\(id)")
        }
    }
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

/// From Xcode 15 a color well's bezel reaches 2 pt above and below the rectangle its
/// constraints act on and 3 pt at each side; earlier wells sit on their frame.
@Suite("Interface Builder color wells (AppKit)")
struct InterfaceBuilderColorWellTests {
    let name = "readsIB-color-wells.xib"

    @Test("held at 44 × 22 and pinned 20 pt from the top and leading edges, an Xcode 26 well is stored 50 × 26 at (17, 56)")
    func xcode26() throws {
        #expect(try solvedFrame(name, "Cwl-cw-002") == Rect(x: 17, y: 56, width: 50, height: 26))
    }

    @Test("saved by Xcode 13 the same well has no insets: its frame is the 44 × 22 rectangle")
    func xcode13() throws {
        let document = try resaved(name, [("toolsVersion=\"24506\"", "toolsVersion=\"19529\"")])
        let well = try #require(document.layouts.flatMap(\.graph.items).first { $0.id == "Cwl-cw-002" })
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

    @Test("stored at another height (22 pt) it has no row")
    func otherHeights() throws {
        let document = try resaved(name, [("width=\"83\" height=\"17\"", "width=\"83\" height=\"22\"")])
        let popUp = try #require(document.layouts.flatMap(\.graph.items).first { $0.id == "Srb-pu-006" })
        #expect(popUp.firstBaselineFromTop == nil)
    }
}
