// Clip views and their document views: which of them Interface Builder draws flipped.

import Foundation
import LayoutModel
@testable import Readers
import Testing

/// `NSClipView.isFlipped` is its document view's (Apple's documentation). Interface Builder
/// cannot run a custom class's `isFlipped`, so a plain or custom document view leaves its
/// clip view unflipped and is stored from the clip view's bottom; a table keeps it flipped.
@Suite("Interface Builder clip views flipped by their document view (AppKit)")
struct InterfaceBuilderClipViewFlipTests {
    let name = "readsIB-clip-view-document.xib"

    @Test("a custom document view 100 pt tall pinned to the top of a 200 pt clip view is stored at y = 100")
    func customDocumentView() throws {
        #expect(try fixtureItems(name).first { $0.id == "Cvd-cv-003" }?.isFlipped == false)
        #expect(try solvedFrame(name, "Cvd-dv-004") == Rect(x: 0, y: 100, width: 300, height: 100))
    }

    @Test("with a table view as its document view the clip view is flipped")
    func tableDocumentView() throws {
        let document = try resaved(name, [("<customView translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"Cvd-dv-004\"",
                                           "<tableView translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"Cvd-dv-004\""),
                                          ("</customView>\n                        </subviews>", "</tableView>\n                        </subviews>")])
        let items = document.layouts.flatMap(\.graph.items)
        #expect(items.first { $0.id == "Cvd-cv-003" }?.isFlipped == true)
    }
}
