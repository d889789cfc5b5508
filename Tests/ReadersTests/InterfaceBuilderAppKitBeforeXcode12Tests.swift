// AppKit controls as Xcode 11 and earlier stored them (docs/appkit-metrics.md), before
// macOS 11 redrew the controls.

import Foundation
import LayoutModel
@testable import Readers
import Testing

/// Before Xcode 12 (tools version below 17000) the regular 25 pt rounded pop-up's bezel sits
/// 1 pt lower and narrower in its frame: 1 pt above the rectangle constraints act on, 2 before
/// it, 3 below and 3 after (not 1, 3, 4, 4), and its text 16 pt below the frame's top, 9 above
/// its bottom: 5 pt above a 13 pt label's baseline (7 after).
@Suite("Interface Builder pop-up buttons before Xcode 12 (AppKit)")
struct InterfaceBuilderPopUpBeforeXcode12Tests {
    func xcode10(_ name: String) throws -> InterfaceBuilderDocument {
        try resaved(name, [("toolsVersion=\"22505\"", "toolsVersion=\"14490.70\"")])
    }

    @Test("pinned 20 pt from the leading edge, the frame starts 18 pt from it (17 from Xcode 12 on)")
    func insets() throws {
        let document = try xcode10("readsIB-appkit-control-insets.xib")
        let popUp = try #require(document.item(id: "Aci-pu-002"))
        #expect(popUp.alignmentInsets == EdgeInsets(top: 1, left: 2, bottom: 3, right: 3))
        #expect(try solvedFrame(in: document, "Aci-pu-002")?.x == 18)
        #expect(try solvedFrame("readsIB-appkit-control-insets.xib", "Aci-pu-002")?.x == 17)
    }

    @Test("aligned by first baseline with a label 20 pt below the top, the frame's top is 4 pt above the label's (2 from Xcode 12 on)")
    func baselineBesideLabel() throws {
        let document = try xcode10("readsIB-appkit-baselines.xib")
        let popUp = try #require(document.item(id: "Abl-pu-004"))
        // 16 and 9 pt from the frame are 15 and 6 from the rectangle, 1 pt inside it above and 3 below.
        #expect(popUp.firstBaselineFromTop == 15 && popUp.lastBaselineFromBottom == 6)
        #expect(try solvedFrame(in: document, "Abl-pu-004") == Rect(x: 62, y: 59, width: 100, height: 25))
        #expect(try solvedFrame("readsIB-appkit-baselines.xib", "Abl-pu-004") == Rect(x: 61, y: 57, width: 100, height: 25))
    }
}
