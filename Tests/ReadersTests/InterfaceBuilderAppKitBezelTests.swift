// Bezels AppKit draws outside the rectangle constraints act on, by control family
// (docs/appkit-metrics.md): segmented controls, small square, round-rect and borderless
// buttons, switches and progress bars.

import Foundation
import LayoutModel
@testable import Readers
import Testing

/// Rounded segmented controls at the regular size draw their bezel outside the rectangle
/// constraints act on: 2 pt at each side, 1 above, and below 1 pt from Xcode 13 on, 2 before.
@Suite("Interface Builder segmented controls (AppKit)")
struct InterfaceBuilderAppKitSegmentedControlTests {
    let name = "readsIB-segmented-control-appkit.xib"

    @Test("a regular rounded segmented control reaches 2 pt past its rectangle at the sides, 1 above and 1 below")
    func insets() throws {
        let items = try fixtureItems(name)
        for id in ["Sgm-sc-002", "Sgm-sc-004"] {
            #expect(items.first { $0.id == id }?.alignmentInsets == EdgeInsets(top: 1, left: 2, bottom: 1, right: 2))
        }
    }

    @Test("pinned 20 pt from the top and leading edges, its frame starts 2 pt before and 1 pt above; pinned by the bottom and trailing edges, 2 pt after and 1 pt below")
    func storedWhereXcodeDrawsThem() throws {
        #expect(try solvedFrame(name, "Sgm-sc-002") == Rect(x: 18, y: 57, width: 104, height: 24))
        #expect(try solvedFrame(name, "Sgm-sc-004") == Rect(x: 178, y: 19, width: 104, height: 24))
    }

    @Test("saved by Xcode 6, the shadow below reaches 2 pt")
    func olderShadow() throws {
        let items = try resaved(name, [("toolsVersion=\"22505\"", "toolsVersion=\"6751\"")]).layouts.flatMap(\.graph.items)
        #expect(items.first { $0.id == "Sgm-sc-004" }?.alignmentInsets == EdgeInsets(top: 1, left: 2, bottom: 2, right: 2))
    }

    @Test("a small segmented control, and one of another style, keep their frame (no evidence of their bezel)")
    func smallAndOtherStyles() throws {
        #expect(try fixtureItems(name).first { $0.id == "Sgm-sc-006" }?.alignmentInsets == .zero)
        #expect(try solvedFrame(name, "Sgm-sc-006") == Rect(x: 20, y: 20, width: 80, height: 21))
        let textured = try resaved(name, [("style=\"rounded\" trackingMode=\"momentary\"", "style=\"texturedRounded\" trackingMode=\"momentary\"")])
        #expect(textured.item(id: "Sgm-sc-004")?.alignmentInsets == .zero)
    }
}

/// Bordered small square buttons (the "+" and "−" under a list) reach 1 pt above and below
/// the rectangle constraints act on.
@Suite("Interface Builder small square buttons")
struct InterfaceBuilderSmallSquareButtonTests {
    let name = "readsIB-small-square-buttons.xib"

    @Test("a bordered small square button reaches 1 pt above and below its rectangle, whatever its image")
    func insets() throws {
        let items = try fixtureItems(name)
        for id in ["Sqb-ad-002", "Sqb-rm-006"] {
            #expect(items.first { $0.id == id }?.alignmentInsets == EdgeInsets(top: 1, left: 0, bottom: 1, right: 0))
        }
    }

    @Test("held at 24 pt and pinned 20 pt from the bottom, its frame is 26 tall and starts 19 pt up")
    func storedWhereXcodeDrawsThem() throws {
        #expect(try solvedFrame(name, "Sqb-ad-002") == Rect(x: 20, y: 19, width: 32, height: 26))
        #expect(try solvedFrame(name, "Sqb-rm-006") == Rect(x: 51, y: 19, width: 32, height: 26))
    }

    @Test("a borderless one keeps its frame on the rectangle")
    func borderless() throws {
        #expect(try fixtureItems(name).first { $0.id == "Sqb-cl-008" }?.alignmentInsets == .zero)
        #expect(try solvedFrame(name, "Sqb-cl-008") == Rect(x: 260, y: 20, width: 20, height: 20))
    }
}

/// NSSwitch draws its track past the rectangle constraints act on: 2 pt at the sides and 1
/// above and below at the regular size, 1 pt at the sides at the mini size.
@Suite("Interface Builder switches (AppKit)")
struct InterfaceBuilderAppKitSwitchTests {
    let name = "readsIB-switch-appkit.xib"

    @Test("a regular switch pinned 20 pt from the top and trailing edges has its frame 1 pt above and 2 pt past them")
    func regular() throws {
        #expect(try fixtureItems(name).first { $0.id == "Swt-rg-002" }?.alignmentInsets == EdgeInsets(top: 1, left: 2, bottom: 1, right: 2))
        #expect(try solvedFrame(name, "Swt-rg-002") == Rect(x: 240, y: 56, width: 42, height: 25))
    }

    @Test("a mini switch pinned to the trailing edge reaches 1 pt past it")
    func mini() throws {
        #expect(try fixtureItems(name).first { $0.id == "Swt-mn-003" }?.alignmentInsets == EdgeInsets(top: 0, left: 1, bottom: 0, right: 1))
        #expect(try solvedFrame(name, "Swt-mn-003") == Rect(x: 273, y: 20, width: 28, height: 16))
    }

    @Test("a small switch keeps its frame (no evidence of its track's reach)")
    func small() throws {
        let document = try resaved(name, [("controlSize=\"mini\"", "controlSize=\"small\"")])
        #expect(document.item(id: "Swt-mn-003")?.alignmentInsets == .zero)
    }
}

/// A regular bar progress indicator's 20 pt frame reaches 1 pt above and below the 18 pt
/// rectangle constraints act on.
@Suite("Interface Builder progress bars (AppKit)")
struct InterfaceBuilderAppKitProgressBarTests {
    let name = "readsIB-progress-bar-appkit.xib"

    @Test("a regular bar reaches 1 pt above and below its rectangle")
    func insets() throws {
        #expect(try fixtureItems(name).first { $0.id == "Prg-br-004" }?.alignmentInsets == EdgeInsets(top: 1, left: 0, bottom: 1, right: 0))
    }

    @Test("8 pt below a label pinned 20 pt from the top and 20 pt from the bottom, the bar fits its 18 pt rectangle and the label keeps its height")
    func storedWhereXcodeDrawsThem() throws {
        #expect(try solvedFrame(name, "Prg-br-004") == Rect(x: 20, y: 19, width: 260, height: 20))
        #expect(try solvedFrame(name, "Prg-lb-002") == Rect(x: 18, y: 46, width: 113, height: 16))
    }

    @Test("a spinning indicator and a small bar keep their frame (no evidence of their reach)")
    func spinningAndSmall() throws {
        let spinning = try resaved(name, [("style=\"bar\"", "style=\"spinning\"")])
        #expect(spinning.item(id: "Prg-br-004")?.alignmentInsets == .zero)
        let small = try resaved(name, [("bezeled=\"NO\"", "bezeled=\"NO\" controlSize=\"small\"")])
        #expect(small.item(id: "Prg-br-004")?.alignmentInsets == .zero)
    }
}

/// Small round-rect buttons and pop-ups (`bezelStyle="roundedRect"`), stored 17 pt tall,
/// reach 1 pt below the 16 pt rectangle constraints act on.
@Suite("Interface Builder small round-rect controls (AppKit)")
struct InterfaceBuilderAppKitRoundRectTests {
    let name = "readsIB-round-rect-small.xib"

    @Test("a small round-rect button or pop-up reaches 1 pt below its rectangle")
    func insets() throws {
        let items = try fixtureItems(name)
        for id in ["Rrc-pp-002", "Rrc-dn-006"] {
            #expect(items.first { $0.id == id }?.alignmentInsets == EdgeInsets(top: 0, left: 0, bottom: 1, right: 0))
        }
    }

    @Test("pinned 10 pt from the bottom its frame starts 9 pt up; pinned 10 pt from the top its frame starts there")
    func storedWhereXcodeDrawsThem() throws {
        #expect(try solvedFrame(name, "Rrc-dn-006") == Rect(x: 248, y: 9, width: 42, height: 17))
        #expect(try solvedFrame(name, "Rrc-pp-002") == Rect(x: 10, y: 33, width: 90, height: 17))
    }

    @Test("a regular round-rect button, and a small one at another height, keep their frame (no evidence)")
    func otherSizes() throws {
        #expect(try fixtureItems(name).first { $0.id == "Rrc-rg-008" }?.alignmentInsets == .zero)
        #expect(try solvedFrame(name, "Rrc-rg-008") == Rect(x: 120, y: 10, width: 80, height: 19))
        let taller = try resaved(name, [("y=\"9\" width=\"42\" height=\"17\"", "y=\"9\" width=\"42\" height=\"20\"")])
        #expect(taller.item(id: "Rrc-dn-006")?.alignmentInsets == .zero)
    }
}

/// A borderless button (no `borderStyle="border"`: "Bordered" unticked) draws no bezel, so its
/// frame is the rectangle constraints act on, whatever its bezel style says.
@Suite("Interface Builder borderless buttons (AppKit)")
struct InterfaceBuilderAppKitBorderlessButtonTests {
    let name = "readsIB-borderless-button.xib"

    @Test("a borderless button in the rounded bezel style has no insets; a bordered push button keeps its shadow")
    func insets() throws {
        let items = try fixtureItems(name)
        #expect(items.first { $0.id == "Bdl-sg-002" }?.alignmentInsets == .zero)
        #expect(items.first { $0.id == "Bdl-ok-005" }?.alignmentInsets == EdgeInsets(top: 5, left: 7, bottom: 7, right: 7))
    }

    @Test("held at 40 pt and pinned 20 pt from the top and sides, its frame is where the constraints say")
    func storedWhereXcodeDrawsThem() throws {
        #expect(try solvedFrame(name, "Bdl-sg-002") == Rect(x: 20, y: 60, width: 260, height: 40))
        #expect(try solvedFrame(name, "Bdl-ok-005") == Rect(x: 207, y: 13, width: 80, height: 32))
    }
}

/// From Xcode 12 the "+" and "−" of a list (NSAddTemplate and NSRemoveTemplate, SF Symbols on
/// macOS 11) on a borderless image-only button are stored around the symbol, not on the
/// rectangle constraints act on: the "+" 2.5 pt above it, 1.5 below and 0.5 after; the "−"
/// 2 pt inside it at the top and 3 at the bottom, 0.5 after.
@Suite("Interface Builder borderless symbol buttons (AppKit)")
struct InterfaceBuilderSymbolButtonTests {
    let name = "readsIB-symbol-list-buttons.xib"

    @Test("the + and − buttons get their symbols' insets; the − frame lies inside its rectangle")
    func insets() throws {
        let items = try fixtureItems(name)
        #expect(items.first { $0.id == "Sym-ad-002" }?.alignmentInsets == EdgeInsets(top: 2.5, left: 0, bottom: 1.5, right: 0.5))
        #expect(items.first { $0.id == "Sym-rm-006" }?.alignmentInsets == EdgeInsets(top: -2, left: 0, bottom: -3, right: 0.5))
    }

    @Test("held at 20 x 20 side by side, 10 pt from the bottom, they are stored 20.5 x 24 and 20.5 x 15")
    func storedWhereXcodeDrawsThem() throws {
        #expect(try solvedFrame(name, "Sym-ad-002") == Rect(x: 10, y: 8.5, width: 20.5, height: 24))
        #expect(try solvedFrame(name, "Sym-rm-006") == Rect(x: 30, y: 13, width: 20.5, height: 15))
    }

    @Test("a shadowless square button with another symbol reaches 3 pt above and below it; with an app image, none")
    func shadowlessSquare() throws {
        let items = try fixtureItems(name)
        #expect(items.first { $0.id == "Sym-gr-020" }?.alignmentInsets == EdgeInsets(top: 3, left: 0, bottom: 3, right: 0))
        #expect(try solvedFrame(name, "Sym-gr-020") == Rect(x: 120, y: 7, width: 16, height: 22))
        #expect(items.first { $0.id == "Sym-pl-024" }?.alignmentInsets == .zero)
        #expect(try solvedFrame(name, "Sym-pl-024") == Rect(x: 150, y: 10, width: 16, height: 16))
    }

    @Test("a titled button with the same image keeps its frame on the rectangle")
    func titled() throws {
        #expect(try fixtureItems(name).first { $0.id == "Sym-tb-009" }?.alignmentInsets == .zero)
        #expect(try solvedFrame(name, "Sym-tb-009") == Rect(x: 200, y: 10, width: 60, height: 20))
    }

    @Test("saved by Xcode 11, before the symbols, and bordered, the buttons keep their frames on the rectangle")
    func beforeXcode12AndBordered() throws {
        for document in [try resaved(name, [("toolsVersion=\"22505\"", "toolsVersion=\"16097\"")]),
                         try resaved(name, [("inset=\"2\"", "borderStyle=\"border\" inset=\"2\"")])] {
            let items = document.layouts.flatMap(\.graph.items)
            for id in ["Sym-ad-002", "Sym-rm-006"] {
                #expect(items.first { $0.id == id }?.alignmentInsets.top ?? 0 >= 0)
                #expect(items.first { $0.id == id }?.alignmentInsets.right == 0)
            }
        }
    }
}

/// From Xcode 12 an image view showing an SF Symbol (an image of the `system` catalog, or a
/// named template drawn from one since macOS 11, such as the gear) is stored taller than the
/// rectangle constraints act on by its image's height less 9 pt, half above and half below
/// (the odd half-point above).
@Suite("Interface Builder symbol image views (AppKit)")
struct InterfaceBuilderSymbolImageViewTests {
    let name = "readsIB-symbol-image-views.xib"

    @Test("the 20 pt gear reaches 6 pt above and 5 below; the 15 pt circle 3 and 3")
    func insets() throws {
        let items = try fixtureItems(name)
        #expect(items.first { $0.id == "Siv-gr-002" }?.alignmentInsets == EdgeInsets(top: 6, left: 0, bottom: 5, right: 0))
        #expect(items.first { $0.id == "Siv-ci-006" }?.alignmentInsets == EdgeInsets(top: 3, left: 0, bottom: 3, right: 0))
    }

    @Test("held at 16 x 16 and centred in a 40 pt row, they are stored 27 and 22 tall")
    func storedWhereXcodeDrawsThem() throws {
        #expect(try solvedFrame(name, "Siv-gr-002") == Rect(x: 10, y: 7, width: 16, height: 27))
        #expect(try solvedFrame(name, "Siv-ci-006") == Rect(x: 40, y: 9, width: 16, height: 22))
    }

    @Test("an app's image of a symbol's name and a bitmap template keep their frames")
    func notSymbols() throws {
        let items = try fixtureItems(name)
        for id in ["Siv-ap-010", "Siv-bd-014"] {
            #expect(items.first { $0.id == id }?.alignmentInsets == .zero)
        }
        #expect(try solvedFrame(name, "Siv-ap-010") == Rect(x: 70, y: 12, width: 16, height: 16))
    }

    @Test("saved by Xcode 11, before symbols, the gear keeps its frame")
    func beforeXcode12() throws {
        let document = try resaved(name, [("toolsVersion=\"22505\"", "toolsVersion=\"16097\"")])
        #expect(document.item(id: "Siv-gr-002")?.alignmentInsets == .zero)
    }
}
