import Foundation
import LayoutModel
import Readers
import Testing

/// Before macOS 11 (Xcode 12) a box of the primary or secondary type has the bordered primary
/// box's insets (3 pt at the sides, 4 below, 2 above without a title) whatever its border
/// type; from Xcode 12 a borderless one sits on its frame (outside the corpus: gitx's Xcode 10
/// commit bar and ShadowsocksX-NG's Xcode 8 preferences; simplenote-macos's Xcode 14 one in it).
@Suite("Interface Builder borderless and secondary boxes (AppKit)")
struct InterfaceBuilderBorderlessBoxTests {
    let name = "readsIB-box.xib"
    let borderless = (#"<box title="Box" titlePosition="noTitle""#, #"<box borderType="none" title="Box" titlePosition="noTitle""#)
    let secondary = (#"<box title="Box" titlePosition="noTitle""#, #"<box boxType="secondary" title="Box" titlePosition="noTitle""#)
    let xcode10 = (#"toolsVersion="22505""#, #"toolsVersion="14109""#)

    func box(_ replacements: [(String, String)]) throws -> LayoutItem? {
        try resaved(name, replacements).item(id: "Box-bx-002")
    }

    @Test("saved before Xcode 12, borderless or secondary: the primary box's insets, and its frame around the pinned rectangle")
    func beforeXcode12() throws {
        #expect(try box([borderless, xcode10])?.alignmentInsets == EdgeInsets(top: 2, left: 3, bottom: 4, right: 3))
        #expect(try box([secondary, xcode10])?.alignmentInsets == EdgeInsets(top: 2, left: 3, bottom: 4, right: 3))
        #expect(try solvedFrame(in: resaved(name, [borderless, xcode10]), "Box-bx-002") == Rect(x: 17, y: 16, width: 266, height: 166))
    }

    @Test("saved by Xcode 12 or later, borderless or secondary: on its frame")
    func fromXcode12() throws {
        #expect(try box([borderless])?.alignmentInsets == .zero)
        #expect(try box([secondary])?.alignmentInsets == .zero)
    }
}
