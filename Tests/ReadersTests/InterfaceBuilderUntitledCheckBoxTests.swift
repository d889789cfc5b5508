// Check boxes without a title (AppKit).

import Foundation
import LayoutModel
@testable import Readers
import Testing

/// A regular check box without a title is drawn as its box alone, with its frame 2 pt past
/// the box at each side (iina's plug-in list in the corpus, a label 8 pt after it; Monolingual's
/// language table outside it, centred in their cells): a titled one's frame ends with its
/// title from Xcode 12.5 on.
@Suite("Interface Builder check boxes without a title (AppKit)")
struct InterfaceBuilderUntitledCheckBoxTests {
    let name = "readsIB-untitled-check-boxes.xib"

    @Test("the frame reaches 2 pt past the box at both sides")
    func insets() throws {
        let items = try fixtureItems(name)
        #expect(items.first { $0.id == "Unt-cb-002" }?.alignmentInsets == EdgeInsets(top: 1, left: 2, bottom: 1, right: 2))
        #expect(items.first { $0.id == "Unt-cm-006" }?.alignmentInsets == EdgeInsets(top: 1, left: 2, bottom: 1, right: 2))
    }

    @Test("a label 8 pt after it has its frame 4 pt after the check box's")
    func labelAfter() throws {
        #expect(try solvedFrame(name, "Unt-lb-004") == Rect(x: 40, y: 52, width: 96, height: 16))
    }

    @Test("centred, its frame is centred too")
    func centred() throws {
        #expect(try solvedFrame(name, "Unt-cm-006") == Rect(x: 91, y: 11, width: 18, height: 18))
    }

    @Test("with a title, the frame still ends with the title")
    func titled() throws {
        let document = try resaved(name, [("imagePosition=\"left\" inset=\"2\" id=\"Unt-mc-007\"", "title=\"Share\" imagePosition=\"left\" inset=\"2\" id=\"Unt-mc-007\"")])
        #expect(document.item(id: "Unt-cm-006")?.alignmentInsets == EdgeInsets(top: 1, left: 2, bottom: 1, right: 0))
    }
}
