// macOS 26's controls as Xcode 26 stores them (docs/appkit-metrics.md, "Baselines").

import Foundation
import LayoutModel
@testable import Readers
import Testing

/// macOS 26 draws its regular pop-ups, bezeled fields and push and help buttons 24 pt tall
/// with the text centred: the baseline 16 pt below the frame's top and 8 pt above its bottom.
@Suite("Interface Builder baselines of macOS 26's 24 pt controls")
struct InterfaceBuilderMacOS26BaselineTests {
    let name = "readsIB-macos26-baselines.xib"

    @Test("a 24 pt pop-up and a 24 pt bezeled field have their baselines 16 pt below the top and 8 pt above the bottom")
    func offsets() throws {
        let items = try fixtureItems(name)
        for id in ["M26-pp-004", "M26-fd-010"] {
            let control = try #require(items.first { $0.id == id })
            #expect(control.firstBaselineFromTop == 16 && control.lastBaselineFromBottom == 8)
        }
    }

    @Test("a label tied to the pop-up's first baseline, or to the field's baseline, is stored 4 pt above the control's bottom")
    func labelsWhereXcodeStoresThem() throws {
        #expect(try solvedFrame(name, "M26-l1-002") == Rect(x: 18, y: 58, width: 61, height: 16))
        #expect(try solvedFrame(name, "M26-l2-008") == Rect(x: 18, y: 24, width: 61, height: 16))
    }

    @Test("the same controls at another height (an older macOS's 21 pt field) keep the older rows")
    func otherHeights() throws {
        let document = try resaved(name, [("x=\"85\" y=\"20\" width=\"120\" height=\"24\"", "x=\"85\" y=\"20\" width=\"120\" height=\"21\"")])
        let field = try #require(document.item(id: "M26-fd-010"))
        #expect(field.firstBaselineFromTop == 14 && field.lastBaselineFromBottom == 7)
    }

    @Test("a small 24 pt pop-up has no row (no evidence): its baseline is an estimate read off the stored frames")
    func smallControls() throws {
        let document = try resaved(name, [("bezelStyle=\"rounded\" alignment=\"left\"", "bezelStyle=\"rounded\" alignment=\"left\" controlSize=\"small\"")])
        let popUp = try #require(document.item(id: "M26-pp-004"))
        #expect(popUp.estimates.contains(.controlMetrics))
    }
}
