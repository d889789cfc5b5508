import Foundation
import LayoutModel
import Readers
import Testing

/// Xcode 13 draws text that adjusts to the content size category
/// (`adjustsFontForContentSizeCategory`) at the extra-small category, and store those labels
/// at its heights: Title 3 at 17 pt, Footnote at 12, Body at 14 (KeePassium and
/// WordPressAuthenticator in the corpus, yagom's calculator outside it). Xcode 12.5 and
/// Xcode 14 on draw the default (Large) category, as does any label that does not adjust.
@Suite("Interface Builder labels at Xcode 13's content size category")
struct InterfaceBuilderContentSizeCategoryTests {
    let name = "readsIB-content-size-category-xcode13.xib"

    @Test("Xcode 13: adjusting labels one line tall at the extra-small sizes, stacked 8 pt apart")
    func extraSmall() throws {
        let fixture = try SolvedIBFixture(name)
        #expect(try fixture.frame("Csc-t3-002").height == 20.5, "Title 3 at 17 pt on a 2× screen")
        #expect(try fixture.frame("Csc-fn-003") == Rect(x: 20, y: 48.5, width: 70, height: 14.5), "Footnote at 12 pt")
        #expect(try fixture.frame("Csc-bd-004") == Rect(x: 20, y: 71, width: 68, height: 17), "Body at 14 pt")
        #expect(fixture.rejected.isEmpty, "\(fixture.rejected)")
    }

    @Test("a label that does not adjust keeps the default Body size, 17 pt")
    func notAdjusting() throws {
        let fixture = try SolvedIBFixture(name)
        #expect(try fixture.frame("Csc-fx-005") == Rect(x: 20, y: 96, width: 86, height: 20.5))
    }

    @Test("saved by Xcode 12.5 or Xcode 14, the same labels are at the default sizes",
          arguments: ["18122", "21225"])
    func defaultCategory(toolsVersion: String) throws {
        let document = try resaved(name, [("toolsVersion=\"19529\"", "toolsVersion=\"\(toolsVersion)\""),
                                          ("version=\"19519\"", "version=\"\(toolsVersion)\"")])
        #expect(try solvedFrame(in: document, "Csc-t3-002")?.height == 24)
        #expect(try solvedFrame(in: document, "Csc-fn-003") == Rect(x: 20, y: 52, width: 70, height: 16))
        #expect(try solvedFrame(in: document, "Csc-bd-004") == Rect(x: 20, y: 76, width: 68, height: 20.5))
    }
}
