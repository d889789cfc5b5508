import Foundation
import LayoutModel
@testable import Readers
import Testing

// AppKit controls' metrics Interface Builder does not store (docs/appkit-metrics.md), as
// Xcode lays them out (`solvedFrame` is in InterfaceBuilderReaderTests.swift).

/// AppKit controls' baselines, which IB does not store, from the table in AppKitBaselines
/// (docs/appkit-metrics.md): a rounded pop-up button's text sits 7 pt higher above its frame's
/// bottom than a 13 pt label's.
@Suite("Interface Builder AppKit baselines")
struct InterfaceBuilderAppKitBaselineTests {
    let name = "readsIB-appkit-baselines.xib"

    @Test("a pop-up button aligned by first baseline with a label sits 2 pt above the label's top")
    func popUpBesideLabel() throws {
        // Label: frame top 20 pt below the root's top, baseline 12 pt below that (32); the
        // pop-up's baseline is 14 pt below its frame's top, so its top is at 18: AppKit's
        // bottom-left y = 100 - 18 - 25.
        #expect(try solvedFrame(name, "Abl-pu-004") == Rect(x: 61, y: 57, width: 100, height: 25))
    }

    /// Every item the reader makes of the fixture.
    func readItems() throws -> [LayoutItem] {
        try InterfaceBuilderReader.parse(data: try Fixtures.data("IB/" + name), fileName: name).layouts.flatMap(\.graph.items)
    }

    @Test("the reader records the offsets from the alignment rectangle's edges")
    func offsetsRecorded() throws {
        let items = try readItems()
        let label = try #require(items.first { $0.id == "Abl-lb-002" })
        #expect(label.firstBaselineFromTop == 12 && label.lastBaselineFromBottom == 4)
        let popUp = try #require(items.first { $0.id == "Abl-pu-004" })
        // The table's 14 and 11 pt are from the frame; the pop-up's alignment rectangle is
        // 1 pt inside it above and 4 below.
        #expect(popUp.firstBaselineFromTop == 13 && popUp.lastBaselineFromBottom == 7)
    }

    @Test("a small pop-up stored 22 pt tall has its text 13 pt below its top and 9 above its bottom (11 and 5 from its rectangle, 2 pt inside the frame above and 4 below)")
    func smallPopUp() throws {
        let items = try readItems()
        let popUp = try #require(items.first { $0.id == "Abl-pu-021" })
        #expect(popUp.alignmentInsets == EdgeInsets(top: 2, left: 4, bottom: 4, right: 4))
        #expect(popUp.firstBaselineFromTop == 11 && popUp.lastBaselineFromBottom == 5)
        let label = try #require(items.first { $0.id == "Abl-lb-019" })
        #expect(label.firstBaselineFromTop == 10 && label.lastBaselineFromBottom == 4)
    }

    @Test("macOS 13's 26 pt pop-up keeps its text 14 pt below its frame's top, 12 above its bottom")
    func tallerPopUp() throws {
        let items = try readItems()
        let popUp = try #require(items.first { $0.id == "Abl-pu-014" })
        // From its alignment rectangle, 1 pt inside the frame above and 4 below.
        #expect(popUp.firstBaselineFromTop == 13 && popUp.lastBaselineFromBottom == 8)
        let label = try #require(items.first { $0.id == "Abl-lb-012" })
        #expect(label.firstBaselineFromTop == 12 && label.lastBaselineFromBottom == 4)
    }
}

/// A label's baselines follow its font (NSFont's descender): an 11 pt label's last baseline
/// sits as high above its bottom as a 13 pt label's, a 16 pt one's 1 pt lower than a 22 pt
/// one's; the first baseline is a line below the top.
@Suite("Interface Builder label baselines by font size (AppKit)")
struct InterfaceBuilderLabelBaselineTests {
    let name = "readsIB-label-baselines.xib"

    @Test("an 11 pt label aligned by first baseline with a 13 pt label shares its bottom, 2 pt below its top")
    func smallBesideRegular() throws {
        #expect(try solvedFrame(name, "Lbl-ct-004") == Rect(x: 84, y: 84, width: 52, height: 14))
    }

    @Test("a 16 pt label aligned by baseline with a 22 pt label sits 1 pt higher above their bottoms")
    func regularBesideTitle() throws {
        #expect(try solvedFrame(name, "Lbl-sb-008") == Rect(x: 144, y: 31, width: 90, height: 19))
    }

    @Test("the offsets by size: last = round(0.241 em) + 1, first = the one-line frame's height less it",
          arguments: [("Lbl-nm-002", 12.0, 4.0), ("Lbl-ct-004", 10.0, 4.0), ("Lbl-tt-006", 20.0, 6.0), ("Lbl-sb-008", 14.0, 5.0)])
    func offsets(id: String, first: Double, last: Double) throws {
        let document = try InterfaceBuilderReader.parse(data: try Fixtures.data("IB/" + name), fileName: name)
        let label = try #require(document.item(id: id))
        #expect(label.firstBaselineFromTop == first && label.lastBaselineFromBottom == last)
    }
}

/// A label in the appearance's font (`usesAppearanceFont`) is in the system font of its
/// control's size, 13 pt regular and 11 pt small, and has that font's baselines.
@Suite("Interface Builder labels in the appearance's font (AppKit)")
struct InterfaceBuilderAppearanceFontLabelTests {
    let name = "readsIB-appearance-font-labels.xib"

    @Test("a regular label aligned by first baseline with a pop-up button sits as a 13 pt label does, 2 pt below the pop-up's top")
    func regularBesidePopUp() throws {
        #expect(try solvedFrame(name, "Apf-lb-002") == Rect(x: 18, y: 83, width: 40, height: 16))
    }

    @Test("a small label aligned with it shares its bottom, as an 11 pt label beside a 13 pt one does")
    func smallBesideRegular() throws {
        #expect(try solvedFrame(name, "Apf-sl-008") == Rect(x: 163, y: 83, width: 60, height: 14))
    }

    @Test("the appearance's font by control size: regular 13 pt, small 11, mini 9; other fonts are unchanged")
    func sizes() throws {
        let font = XMLElementNode(name: "font", attributes: XMLAttributes(["usesAppearanceFont": "YES"]), children: [], line: 1, column: 1)
        #expect(AppKitBaselines.systemFontSize(font, controlSize: nil) == 13)
        #expect(AppKitBaselines.systemFontSize(font, controlSize: "small") == 11)
        #expect(AppKitBaselines.systemFontSize(font, controlSize: "mini") == 9)
        #expect(AppKitBaselines.systemFontSize(XMLElementNode(name: "font", attributes: XMLAttributes(["metaFont": "smallSystem"]), children: [], line: 1, column: 1), controlSize: "regular") == 11)
    }
}

/// A regular check box's frame reaches 1 pt above and 1 pt below the rectangle constraints
/// act on (and 2 pt before it); a small one 1 pt before and 1 below.
@Suite("Interface Builder check boxes (AppKit)")
struct InterfaceBuilderCheckBoxTests {
    let name = "readsIB-check-box.xib"

    @Test("pinned 20 pt from the top, the frame starts 19 pt from it")
    func pinnedByTop() throws {
        #expect(try solvedFrame(name, "Chk-up-002") == Rect(x: 18, y: 63, width: 140, height: 18))
    }

    @Test("pinned 20 pt from the bottom, the frame ends 19 pt above it")
    func pinnedByBottom() throws {
        #expect(try solvedFrame(name, "Chk-dn-004") == Rect(x: 18, y: 19, width: 160, height: 18))
    }

    @Test("a small check box reaches 1 pt before its box and 1 pt below it")
    func small() throws {
        #expect(try solvedFrame(name, "Chk-sm-010") == Rect(x: 19, y: 39, width: 120, height: 16))
    }

    @Test("saved before tools version 17701, the frame reaches 2 pt past the title's end too; from 17701 on it ends there",
          arguments: [("17506", 2.0), ("17701", 0.0), ("18122", 0.0), ("19529", 0.0)])
    func titleEndByXcodeVersion(toolsVersion: String, right: Double) throws {
        let document = try resaved(name, [("toolsVersion=\"22505\"", "toolsVersion=\"\(toolsVersion)\"")])
        #expect(document.item(id: "Chk-up-002")?.alignmentInsets == EdgeInsets(top: 1, left: 2, bottom: 1, right: right))
    }

    @Test("saved before Xcode 12 (here by Xcode 9), the regular box sits 2 pt inside its frame above and below: pinned 20 pt from the top, the frame starts 18 pt from it")
    func beforeXcode12() throws {
        let document = try resaved(name, [("toolsVersion=\"22505\"", "toolsVersion=\"13771\"")])
        #expect(document.item(id: "Chk-up-002")?.alignmentInsets == EdgeInsets(top: 2, left: 2, bottom: 2, right: 2))
        #expect(try solvedFrame(in: document, "Chk-up-002") == Rect(x: 18, y: 64, width: 140, height: 18))
        #expect(try solvedFrame(in: document, "Chk-sm-010") == Rect(x: 19, y: 39, width: 120, height: 16), "the small size is unchanged")
    }
}

/// A regular rounded pop-up button stored 25 pt tall (or taller) draws its bezel's shadow 1 pt
/// above and 4 pt below the rectangle constraints act on; macOS 26's 24 pt one has none.
/// A small rounded push button (stored 27 pt tall) draws its bezel's shadow 4 pt above the
/// rectangle its constraints act on and 7 below, in files of every Xcode: the regular one's
/// grew to 5 above in Xcode 12.5, the small one's did not (vienna-rss's downloads and info
/// windows, Xcode 15 and 26; OpenEmu's shader presets, Xcode 14).
@Suite("Interface Builder small push buttons (AppKit)")
struct InterfaceBuilderSmallPushButtonTests {
    let name = "readsIB-small-push-buttons.xib"

    @Test("held 2 pt below a list and 2 pt above the pane's bottom, its 16 pt rectangle leaves the list 180 pt, as Xcode stored it")
    func rectangleBetweenTwoEdges() throws {
        let fixture = try SolvedIBFixture(name)
        #expect(try fixture.item("Spb-cl-003").alignmentInsets == EdgeInsets(top: 4, left: 6, bottom: 7, right: 6))
        #expect(try fixture.item("Spb-cl-003").intrinsicContentSize.height == 16)
        #expect(try fixture.frame("Spb-ls-002") == Rect(x: 0, y: 20, width: 200, height: 180))
        #expect(try fixture.frame("Spb-cl-003") == Rect(x: 236, y: -5, width: 62, height: 27))
        #expect(fixture.rejected.isEmpty, "\(fixture.rejected)")
    }

    @Test("the regular push button's wider shadow (5 above, 7 at the sides) begins with tools version 17701; earlier Xcode 12 files keep 4 and 6; the small one has 4 above throughout",
          arguments: [("17506", EdgeInsets(top: 4, left: 6, bottom: 7, right: 6)), ("17701", EdgeInsets(top: 5, left: 7, bottom: 7, right: 7)),
                      ("18122", EdgeInsets(top: 5, left: 7, bottom: 7, right: 7)),
                      ("19529", EdgeInsets(top: 5, left: 7, bottom: 7, right: 7))])
    func regularShadowByXcode(toolsVersion: String, expected: EdgeInsets) throws {
        let document = try resaved(name, [(#"toolsVersion="23727""#, "toolsVersion=\"\(toolsVersion)\"")])
        let items = document.layouts.flatMap(\.graph.items)
        #expect(items.first { $0.id == "Spb-st-005" }?.alignmentInsets == expected)
        #expect(items.first { $0.id == "Spb-cl-003" }?.alignmentInsets == EdgeInsets(top: 4, left: 6, bottom: 7, right: 6))
    }

    @Test("a regular one in the same file keeps Xcode 12.5's 5 pt above: pinned 20 pt from the top, its frame starts 15 pt from it")
    func regularKeepsItsShadow() throws {
        let fixture = try SolvedIBFixture(name)
        #expect(try fixture.item("Spb-st-005").alignmentInsets == EdgeInsets(top: 5, left: 7, bottom: 7, right: 7))
        #expect(try fixture.frame("Spb-st-005") == Rect(x: 206, y: 153, width: 81, height: 32))
    }
}

@Suite("Interface Builder pop-up buttons' vertical insets (AppKit)")
struct InterfaceBuilderPopUpInsetTests {
    let name = "readsIB-pop-up-insets.xib"

    @Test("pinned 20 pt from the top, the frame starts 19 pt from it")
    func pinnedByTop() throws {
        #expect(try solvedFrame(name, "Pop-up-002") == Rect(x: 17, y: 56, width: 123, height: 25))
    }

    @Test("pinned 20 pt from the bottom, the frame ends 16 pt above it")
    func pinnedByBottom() throws {
        #expect(try solvedFrame(name, "Pop-dn-006") == Rect(x: 17, y: 16, width: 123, height: 25))
    }

    @Test("a 26 pt one (macOS 13 and later) keeps the shadow: pinned 20 pt from the top, its frame starts 19 pt from it")
    func taller() throws {
        #expect(try solvedFrame(name, "Pop-tl-014") == Rect(x: 157, y: 55, width: 123, height: 26))
    }

    @Test("a 24 pt one (macOS 26) sits on its frame")
    func short() throws {
        #expect(try solvedFrame(name, "Pop-sh-016") == Rect(x: 160, y: 20, width: 116, height: 24))
    }
}

/// A separator box's 5 pt frame holds a 1 pt line in its middle: constraints act on the line.
@Suite("Interface Builder separators (AppKit)")
struct InterfaceBuilderSeparatorTests {
    let name = "readsIB-separator.xib"

    @Test("a horizontal separator pinned 20 pt from the top has its frame start 18 pt from it")
    func horizontal() throws {
        #expect(try solvedFrame(name, "Sep-hz-002") == Rect(x: 20, y: 77, width: 260, height: 5))
    }

    @Test("a vertical separator pinned 150 pt from the leading edge has its frame start at 148")
    func vertical() throws {
        #expect(try solvedFrame(name, "Sep-vt-003") == Rect(x: 148, y: 10, width: 5, height: 50))
    }
}

/// An AppKit slider's frame reaches 2 pt past the rectangle constraints act on, on every side,
/// whichever way it runs.
@Suite("Interface Builder sliders (AppKit)")
struct InterfaceBuilderSliderInsetTests {
    let name = "readsIB-slider-insets.xib"

    @Test("a horizontal slider pinned 20 pt from the top and leading edge, 160 pt wide, has a 164 pt frame at 18 pt")
    func horizontal() throws {
        #expect(try solvedFrame(name, "Sld-hz-002") == Rect(x: 18, y: 58, width: 164, height: 24))
    }

    @Test("a regular horizontal slider stored 28 pt tall (macOS 11's) reaches 6 pt below its 20 pt rectangle: pinned 20 pt from the bottom, its frame starts 14 pt from it")
    func tallRegular() throws {
        #expect(try solvedFrame(name, "Sld-tk-012") == Rect(x: 18, y: 14, width: 164, height: 28))
        let item = try #require(try fixtureItems(name).first { $0.id == "Sld-tk-012" })
        #expect(item.alignmentInsets == EdgeInsets(top: 2, left: 2, bottom: 6, right: 2))
        // The 24 pt one keeps 2 pt on every side.
        #expect(try fixtureItems(name).first { $0.id == "Sld-hz-002" }?.alignmentInsets == EdgeInsets(top: 2, left: 2, bottom: 2, right: 2))
    }

    @Test("a vertical slider pinned 10 pt from the top and bottom has its frame 8 pt from each")
    func vertical() throws {
        #expect(try solvedFrame(name, "Sld-vt-004") == Rect(x: 198, y: 8, width: 24, height: 84))
    }
}

/// A rounded push button's bezel shadow (5 above, 7 at the sides and below since Xcode 14) is
/// that of its 32 pt frame; the 24 pt rounded buttons of macOS 26, and its 28 pt large ones,
/// are pinned at their frame.
@Suite("Interface Builder push buttons by height (AppKit)")
struct InterfaceBuilderPushButtonHeightTests {
    let name = "readsIB-push-button-heights.xib"

    @Test("a 24 pt rounded button pinned 20 pt from the bottom and the trailing edge has its frame there")
    func short() throws {
        #expect(try solvedFrame(name, "Phb-ok-002") == Rect(x: 200, y: 20, width: 80, height: 24))
    }

    @Test("a 32 pt one keeps the shadow around its rectangle")
    func regular() throws {
        #expect(try solvedFrame(name, "Phb-tl-004") == Rect(x: 13, y: 41, width: 88, height: 32))
    }

    @Test("Xcode 13 and later draw the 32 pt one's shadow 7 pt at the sides and 5 above; Xcode 11 6 and 4", arguments: [
        ("19529", Rect(x: 13, y: 41, width: 88, height: 32)), ("16096", Rect(x: 14, y: 40, width: 88, height: 32)),
    ])
    func shadowByXcodeVersion(toolsVersion: String, frame: Rect) throws {
        let text = try #require(String(data: try Fixtures.data("IB/" + name), encoding: .utf8))
        let saved = text.replacingOccurrences(of: "toolsVersion=\"24506\"", with: "toolsVersion=\"\(toolsVersion)\"")
            .replacingOccurrences(of: "version=\"24506\"", with: "version=\"\(toolsVersion)\"")
        let document = try InterfaceBuilderReader.parse(data: Data(saved.utf8), fileName: "push-button.xib")
        let layout = try #require(document.layouts.first)
        let system = RuntimeSystem(layout.graph)
        let solved = try LayoutSolver.solve(system)
        let item = try #require(system.graph.itemIDs.first { system.graph[$0].id == "Phb-tl-004" })
        #expect(solved.frame(of: item, in: system.graph) == frame)
    }

    @Test("a 28 pt large one is pinned at its frame too")
    func large() throws {
        #expect(try solvedFrame(name, "Phb-lg-010") == Rect(x: 20, y: 20, width: 100, height: 28))
    }
}

/// A help button's 25 pt frame reaches 3 pt before, 2 pt after, 1 pt above and 4 pt below the
/// round button constraints act on (Xcode 26's 24 pt one sits on its frame, like its push
/// buttons).
@Suite("Interface Builder help buttons (AppKit)")
struct InterfaceBuilderHelpButtonTests {
    let name = "readsIB-help-button.xib"

    @Test("pinned 20 pt from the trailing and bottom edges, the frame reaches 2 pt past the one and 4 past the other")
    func trailingBottom() throws {
        #expect(try solvedFrame(name, "Hlp-tr-002") == Rect(x: 257, y: 16, width: 25, height: 25))
    }

    @Test("pinned 20 pt from the leading edge and centred, the frame starts 17 pt in and sits 1.5 pt low")
    func leadingCentred() throws {
        #expect(try solvedFrame(name, "Hlp-ld-004") == Rect(x: 17, y: 36, width: 25, height: 25))
    }
}

/// Radio buttons are drawn like check boxes: a regular one's frame reaches 2 pt before its
/// button and 1 pt above and below it; a small one's 1 pt before it and 1 above it.
@Suite("Interface Builder radio buttons (AppKit)")
struct InterfaceBuilderRadioButtonTests {
    let name = "readsIB-radio-button.xib"

    @Test("pinned 20 pt from the top and leading edge, the frame starts 19 pt from the top and 18 from the side")
    func pinned() throws {
        #expect(try solvedFrame(name, "Rad-up-002") == Rect(x: 18, y: 63, width: 90, height: 18))
    }

    @Test("6 pt below another radio button, the frame sits 4 pt below the other's frame")
    func stacked() throws {
        #expect(try solvedFrame(name, "Rad-dn-004") == Rect(x: 18, y: 41, width: 90, height: 18))
    }

    @Test("a small radio button reaches 1 pt before and 1 pt above its button")
    func small() throws {
        #expect(try solvedFrame(name, "Rad-sm-006") == Rect(x: 159, y: 65, width: 80, height: 16))
    }
}

/// Xcode 26 (tools version 24000 and later) stores macOS 26's check boxes and radio buttons
/// 16 pt tall, with the frame on the rectangle constraints act on; an 18 pt frame it has not
/// updated keeps the old insets.
@Suite("Interface Builder check boxes and radio buttons from Xcode 26 (AppKit)")
struct InterfaceBuilderXcode26CheckBoxTests {
    let name = "readsIB-check-box-xcode26.xib"

    @Test("a 16 pt check box pinned 20 pt from the top and leading edge has its frame there")
    func checkBox() throws {
        #expect(try solvedFrame(name, "X26-ck-002") == Rect(x: 20, y: 64, width: 150, height: 16))
    }

    @Test("a 16 pt radio button 6 pt below it has its frame 6 pt below the check box's")
    func radioButton() throws {
        #expect(try solvedFrame(name, "X26-rd-004") == Rect(x: 20, y: 42, width: 90, height: 16))
    }

    @Test("an 18 pt check box in the same file keeps the older insets")
    func olderFrame() throws {
        #expect(try solvedFrame(name, "X26-old-006") == Rect(x: 18, y: 19, width: 150, height: 18))
    }
}

/// Xcode's development builds write the placeholder tools version "32700.99.1234"; the
/// Interface Builder plug-in's build beside it tells which Xcode wrote the file.
@Suite("Interface Builder tools versions of Xcode's development builds")
struct InterfaceBuilderDevelopmentToolsVersionTests {
    @Test("a development build's placeholder reads as its plug-in's build")
    func placeholder() {
        #expect(IBValues.toolsVersion("32700.99.1234", pluginVersion: "22690") == 22690)
    }

    @Test("without a plug-in build the placeholder keeps its first two parts")
    func placeholderAlone() {
        #expect(IBValues.toolsVersion("32700.99.1234") == 32700.99)
    }

    @Test("a release build's tools version is read as it stands, whatever the plug-in says", arguments: [
        ("24765", "24765", 24765.0), ("14460.31", "14460.20", 14460.31), ("22505", nil, 22505.0),
    ] as [(String, String?, Double)])
    func release(text: String, plugin: String?, expected: Double) {
        #expect(IBValues.toolsVersion(text, pluginVersion: plugin) == expected)
    }

    @Test("an unreadable version is 0, the oldest behaviour", arguments: ["", "abc", "-5", "nan"])
    func unreadable(text: String) {
        #expect(IBValues.toolsVersion(text, pluginVersion: "abc") == 0)
    }

    @Test("a 16 pt check box in a development build's file (Xcode 15) keeps the insets of its time")
    func layout() throws {
        #expect(try solvedFrame("readsIB-dev-build-tools-version.xib", "Dev-ck-002") == Rect(x: 18, y: 65, width: 150, height: 16))
    }
}

/// An image view with a gray bezel draws it 3 pt outside the rectangle constraints act on.
@Suite("Interface Builder image views with a gray bezel (AppKit)")
struct InterfaceBuilderGrayBezelImageTests {
    let name = "readsIB-image-gray-bezel.xib"

    @Test("pinned 20 pt from the top and leading edges, 100 × 60, its frame is 106 × 66 at 17 pt")
    func bezelOutsideTheRectangle() throws {
        #expect(try solvedFrame(name, "Igb-iv-002") == Rect(x: 17, y: 37, width: 106, height: 66))
    }

    @Test("an image view without a frame style has its frame on the rectangle")
    func plainImageView() throws {
        #expect(try solvedFrame(name, "Igb-iv-006") == Rect(x: 140, y: 40, width: 40, height: 60))
    }
}

/// Recessed buttons and pop-ups (the scope bar's style) draw 1 pt below the rectangle
/// constraints act on.
@Suite("Interface Builder recessed controls")
struct InterfaceBuilderRecessedControlTests {
    let name = "readsIB-recessed-controls.xib"

    @Test("a 19 pt recessed button or pop-up reaches 1 pt below its 18 pt rectangle")
    func insets() throws {
        let items = try fixtureItems(name)
        for id in ["Rcs-pu-002", "Rcs-bt-006"] {
            #expect(items.first { $0.id == id }?.alignmentInsets == EdgeInsets(top: 0, left: 0, bottom: 1, right: 0))
        }
    }

    @Test("pinned 8 pt above the bottom, its frame starts 7 pt above it; pinned by its top, where the top says")
    func storedWhereXcodeDrawsThem() throws {
        #expect(try solvedFrame(name, "Rcs-bt-006") == Rect(x: 8, y: 7, width: 39, height: 19))
        #expect(try solvedFrame(name, "Rcs-pu-002") == Rect(x: 8, y: 38, width: 46, height: 19))
    }

    @Test("an image-only recessed button of another height keeps its frame (its symbol decides)")
    func otherHeights() throws {
        let items = try resaved(name, [("y=\"7\" width=\"39\" height=\"19\"", "y=\"7\" width=\"39\" height=\"24.5\"")]).layouts.flatMap(\.graph.items)
        #expect(items.first { $0.id == "Rcs-bt-006" }?.alignmentInsets == .zero)
    }
}
