// AppKit controls as Xcode 6 to 11 stored them (before macOS 11's controls, Xcode 12).

import Foundation
import LayoutModel
@testable import Readers
import Testing

/// Xcode 6 to 11 stored some pop-ups 26 pt tall, their bezel 2 pt below the frame's top and 3
/// above its bottom (CotEditor's, MacPass's and MacDown's preferences, outside the corpus), and
/// their text 16 pt below the top (CotEditor, Textual, Hex Fiend).
@Suite("Interface Builder pop-up buttons stored 26 pt tall before Xcode 12 (AppKit)")
struct InterfaceBuilderOldTallPopUpTests {
    let name = "readsIB-pop-up-26-before-xcode12.xib"

    @Test("pinned 20 pt from the top, the frame starts 18 pt from it")
    func pinnedByTop() throws {
        #expect(try fixtureItems(name).first { $0.id == "P26-up-002" }?.alignmentInsets == EdgeInsets(top: 2, left: 2, bottom: 3, right: 3))
        #expect(try solvedFrame(name, "P26-up-002") == Rect(x: 18, y: 86, width: 120, height: 26))
    }

    @Test("10 pt below another, its frame starts 5 pt below the other's")
    func stacked() throws {
        #expect(try solvedFrame(name, "P26-nx-005") == Rect(x: 18, y: 55, width: 120, height: 26))
    }

    @Test("pinned 20 pt from the bottom, the frame ends 17 pt above it")
    func pinnedByBottom() throws {
        #expect(try solvedFrame(name, "P26-dn-008") == Rect(x: 163, y: 17, width: 120, height: 26))
    }

    @Test("a label tied to one by its baseline has it 16 pt below the pop-up's frame top")
    func baseline() throws {
        #expect(try solvedFrame(name, "P26-lb-017") == Rect(x: 141, y: 92, width: 45, height: 17))
    }

    @Test("the same pop-up saved by Xcode 14 keeps macOS 13's 1 pt above")
    func laterXcode() throws {
        let document = try resaved(name, [("toolsVersion=\"13196\"", "toolsVersion=\"21507\"")])
        let popUp = try #require(document.item(id: "P26-up-002"))
        #expect(popUp.alignmentInsets == EdgeInsets(top: 1, left: 3, bottom: 4, right: 4))
    }
}

/// Before Xcode 12 a small pop-up's bezel sat 1 pt below its 22 pt frame's top and 3 pt inside
/// its other edges, and a small check box kept the regular size's 18 pt frame around its 12 pt
/// box (MacDown's Xcode 6 pane, Subler's Xcode 8 one, Aerial's Xcode 10 table cell).
@Suite("Interface Builder small pop-ups and check boxes before Xcode 12 (AppKit)")
struct InterfaceBuilderOldSmallControlTests {
    let name = "readsIB-small-controls-before-xcode12.xib"

    @Test("a small pop-up pinned 20 pt from the top and leading edge has its frame 19 pt below the top and 17 from the edge")
    func popUp() throws {
        #expect(try fixtureItems(name).first { $0.id == "Smc-pu-002" }?.alignmentInsets == EdgeInsets(top: 1, left: 3, bottom: 3, right: 3))
        #expect(try solvedFrame(name, "Smc-pu-002") == Rect(x: 17, y: 69, width: 120, height: 22))
    }

    @Test("a small check box 20 pt below it, as wide as it, has its 18 pt frame 3 pt outside the box above and before it and 2 past the title")
    func checkBoxBelowPopUp() throws {
        #expect(try fixtureItems(name).first { $0.id == "Smc-c1-006" }?.alignmentInsets == EdgeInsets(top: 3, left: 3, bottom: 3, right: 2))
        #expect(try solvedFrame(name, "Smc-c1-006") == Rect(x: 17, y: 37, width: 119, height: 18))
    }

    @Test("a second one 8 pt below the first and 20 pt above the bottom fits the 110 pt view exactly")
    func checkBoxAtTheBottom() throws {
        #expect(try solvedFrame(name, "Smc-c2-008") == Rect(x: 17, y: 17, width: 100, height: 18))
    }

    @Test("saved by Xcode 14, the same controls keep the later metrics")
    func laterXcode() throws {
        let document = try resaved(name, [("toolsVersion=\"10117\"", "toolsVersion=\"21507\"")])
        let items = document.layouts.flatMap(\.graph.items)
        #expect(items.first { $0.id == "Smc-pu-002" }?.alignmentInsets == EdgeInsets(top: 2, left: 4, bottom: 4, right: 4))
        #expect(items.first { $0.id == "Smc-c1-006" }?.alignmentInsets == EdgeInsets(top: 1, left: 1, bottom: 1, right: 0))
    }
}

/// Xcode 11 (like Xcode 6 to 9) stored regular check boxes 18 pt tall with
/// the box 2 pt inside the frame above and below; Xcode 12, drawing macOS 11's controls, has
/// 1 (Max's Xcode 11 preferences, outside the corpus: two boxes of check boxes 6 pt apart with
/// frames 20 apart, pinned 10 pt below the top and 11 above the bottom).
@Suite("Interface Builder check boxes and radio buttons from Xcode 11 (AppKit)")
struct InterfaceBuilderXcode11CheckBoxTests {
    let name = "readsIB-check-boxes-xcode11.xib"

    @Test("pinned 10 pt below the top, the frame starts 8 pt below it")
    func pinnedByTop() throws {
        #expect(try fixtureItems(name).first { $0.id == "X11-c1-002" }?.alignmentInsets == EdgeInsets(top: 2, left: 2, bottom: 2, right: 2))
        #expect(try solvedFrame(name, "X11-c1-002") == Rect(x: 18, y: 74, width: 170, height: 18))
    }

    @Test("a column 6 pt apart has its frames 20 pt apart, as Xcode stored them", arguments: [("X11-c2-004", 54.0), ("X11-c3-006", 34.0)])
    func column(id: String, y: Double) throws {
        #expect(try solvedFrame(name, id)?.y == y)
    }

    @Test("a radio button pinned 12 pt above the bottom has its frame 11 pt above it, and starts 1 pt before the check box's box")
    func radioPinnedByBottom() throws {
        // The radio button's 16 pt circle (InterfaceBuilderRadioButtonsBeforeMacOS11Tests),
        // not the check box's 14 pt box.
        #expect(try solvedFrame(name, "X11-r1-008") == Rect(x: 19, y: 11, width: 140, height: 18))
    }

    @Test("the same file saved by Xcode 12 has the box 1 pt inside the frame, and the column moves", arguments: ["17156", "17506"])
    func xcode12(toolsVersion: String) throws {
        let document = try resaved(name, [("toolsVersion=\"16097\"", "toolsVersion=\"\(toolsVersion)\"")])
        #expect(document.item(id: "X11-c1-002")?.alignmentInsets == EdgeInsets(top: 1, left: 2, bottom: 1, right: 2))
        #expect(try solvedFrame(in: document, "X11-c3-006")?.y == 29, "5 pt lower than stored")
    }
}


/// Older Xcodes stored small push buttons 28 pt tall (27 from Xcode 12 on), the bezel 4 pt
/// below the frame's top, 6 above its bottom and 5 inside at each side (CotEditor's Xcode 7
/// sheet and rivenx's Xcode 10 about box, outside the corpus).
@Suite("Interface Builder small push buttons stored 28 pt tall (AppKit)")
struct InterfaceBuilderTallSmallPushButtonTests {
    let name = "readsIB-small-push-buttons-28.xib"

    @Test("held 100 pt wide and pinned 20 pt from the trailing edge and 15 from the bottom, the frame is 110 wide, 15 from the edge and 9 from the bottom")
    func pinned() throws {
        #expect(try fixtureItems(name).first { $0.id == "S28-b1-002" }?.alignmentInsets == EdgeInsets(top: 4, left: 5, bottom: 6, right: 5))
        #expect(try solvedFrame(name, "S28-b1-002") == Rect(x: 175, y: 9, width: 110, height: 28))
    }

    @Test("a second one 10 pt above it has its frame touching the first's, as Xcode stored it")
    func stacked() throws {
        #expect(try solvedFrame(name, "S28-b2-005") == Rect(x: 175, y: 37, width: 110, height: 28))
    }

    @Test("stored 27 pt tall, as from Xcode 12 on, a small push button keeps the 27 pt insets")
    func shorter() throws {
        let document = try resaved(name, [("y=\"9\" width=\"110\" height=\"28\"", "y=\"9\" width=\"110\" height=\"27\"")])
        let button = try #require(document.item(id: "S28-b1-002"))
        #expect(button.alignmentInsets == EdgeInsets(top: 4, left: 6, bottom: 7, right: 6))
    }
}

/// Xcode writes a tools version in every document; one that states none was written by hand
/// or by a tool, and every version-dependent metric reads it as a current file: the push
/// button's wider shadow (Xcode 12.5 on) as much as the check box's frame (Xcode 12 on).
@Suite("Interface Builder documents without a tools version (AppKit)")
struct InterfaceBuilderNoToolsVersionTests {
    func items(_ name: String, _ replacements: [(String, String)]) throws -> [LayoutItem] {
        try resaved(name, replacements).layouts.flatMap(\.graph.items)
    }

    @Test("a push button has the current Xcode's shadow, 5 pt above and 7 at the sides")
    func pushButton() throws {
        let name = "readsIB-push-button-heights.xib"
        let button = try items(name, [(#" toolsVersion="24506""#, ""), (#" version="24506""#, "")]).first { $0.id == "Phb-tl-004" }
        #expect(button?.alignmentInsets == EdgeInsets(top: 5, left: 7, bottom: 7, right: 7))
    }

    @Test("a check box has the current Xcode's frame, and a column of them lays out as the current Xcode lays it out")
    func checkBoxes() throws {
        let name = "readsIB-check-boxes-xcode11.xib"
        let unstated = try resaved(name, [(#" toolsVersion="16097""#, ""), (#" version="16097""#, "")])
        let current = try resaved(name, [(#"toolsVersion="16097""#, #"toolsVersion="24765""#)])
        #expect(unstated.item(id: "X11-c1-002")?.alignmentInsets == EdgeInsets(top: 1, left: 2, bottom: 1, right: 0))
        #expect(try solvedFrame(in: unstated, "X11-c3-006") == solvedFrame(in: current, "X11-c3-006"))
    }
}
