// Roots Interface Builder marked misplaced: what Xcode laid their subviews out in.

import Foundation
import LayoutModel
@testable import Readers
import Testing

/// A window's content view (or a top-level view that translates its autoresizing mask) has
/// no superview to size it: AppKit holds a window at its size only at
/// `NSLayoutPriorityWindowSizeStayPut` (500), so required content constraints and intrinsic
/// sizes resize it. When they disagree with the size it was drawn at, Xcode marks the root
/// misplaced and stores its subviews laid out in the size the content gives (NetNewsWire's
/// sheets, iina's preference panes).
@Suite("Interface Builder roots marked misplaced (AppKit)")
struct InterfaceBuilderMisplacedRootTests {
    let name = "readsIB-misplaced-window-content.xib"

    @Test("a misplaced content view takes the 142 pt its content needs, and its subviews solve to the frames Xcode stored from its bottom")
    func contentDecidesHeight() throws {
        #expect(try solvedFrame(name, "Mwc-cv-002") == Rect(x: 0, y: 0, width: 400, height: 142))
        #expect(try solvedFrame(name, "Mwc-pv-003") == Rect(x: 20, y: 82, width: 360, height: 40))
        #expect(try solvedFrame(name, "Mwc-lb-004") == Rect(x: 18, y: 58, width: 42, height: 16))
        #expect(try solvedFrame(name, "Mwc-bb-006") == Rect(x: 20, y: 20, width: 360, height: 30))
    }

    @Test("without the marker the content view is held at the 200 pt it was drawn at: the label stretches to fill it")
    func unmarkedRootHoldsItsSize() throws {
        let document = try resaved(name, [(#"<view key="contentView" misplaced="YES""#, #"<view key="contentView""#)])
        #expect(try solvedFrame(in: document, "Mwc-cv-002") == Rect(x: 0, y: 0, width: 400, height: 200))
        #expect(try solvedFrame(in: document, "Mwc-lb-004")?.height == 74)
    }

    @Test("a misplaced top-level view that does not translate its mask keeps its stored width against its own width constraint of priority 900")
    func constrainedRootKeepsItsSize() throws {
        #expect(try solvedFrame(name, "Mwc-qs-030") == Rect(x: 0, y: 0, width: 367, height: 100))
        #expect(try solvedFrame(name, "Mwc-hd-031") == Rect(x: 20, y: 60, width: 327, height: 20))
    }

    @Test("an iOS document's misplaced root keeps its stored size: the scene or simulated size sets it")
    func iOSRootKeepsItsSize() throws {
        let document = try resaved(name, [(#"targetRuntime="MacOSX.Cocoa""#, #"targetRuntime="iOS.CocoaTouch""#),
                                           ("InterfaceBuilder3.Cocoa.XIB", "InterfaceBuilder3.CocoaTouch.XIB")])
        #expect(document.layouts.first?.graph.platform == .iOS)
        #expect(try solvedFrame(in: document, "Mwc-cv-002")?.height == 200)
    }
}
