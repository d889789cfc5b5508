import Foundation
import LayoutModel
@testable import Readers
import Testing

// Containers and metrics Interface Builder does not store, as Xcode lays them out
// (`solvedFrame` is in InterfaceBuilderReaderTests.swift).

/// Xcode 10 and earlier wrote a collection view cell's content view without an id and kept
/// the cell's constraints on the cell; every view inside is still laid out.
@Suite("Interface Builder legacy collection view cells")
struct InterfaceBuilderLegacyCellTests {
    let name = "readsIB-legacy-collection-cell.xib"

    @Test("the views inside an id-less content view are read and solved from the cell's constraints")
    func subviewsSolved() throws {
        // A one-line 17 pt system label is 20.5 pt tall on a 2x screen.
        #expect(try solvedFrame(name, "Lcc-lb-002")?.height == 20.5)
        // Stored misplaced at (0, 0, 10, 10): the frame can only come from the constraints.
        #expect(try solvedFrame(name, "Lcc-vw-003") == Rect(x: 8, y: 36.5, width: 184, height: 55.5))
    }

    @Test("a top-level collection view cell, a reusable view, has the system minimum side margins (16 pt at 200 pt wide)")
    func cellMargins() throws {
        #expect(try solvedFrame(name, "Lcc-lb-002") == Rect(x: 16, y: 8, width: 46, height: 20.5))
    }

    @Test("a table cell's content view saved without a frame (Xcode 6) takes the cell's bounds; its views are solved")
    func framelessContentView() throws {
        #expect(try solvedFrame("readsIB-frameless-content-view.xib", "Fcv-cv-002") == Rect(x: 0, y: 0, width: 320, height: 60))
        #expect(try solvedFrame("readsIB-frameless-content-view.xib", "Fcv-vw-003") == Rect(x: 10, y: 5, width: 300, height: 50))
    }

    @Test("the content view is a plain view named after its cell that keeps its frame, and the layout uses Auto Layout")
    func contentViewNamed() throws {
        let document = try InterfaceBuilderReader.parse(data: try Fixtures.data("IB/" + name), fileName: name)
        let layout = try #require(document.layouts.first)
        #expect(layout.usesAutoLayout)
        let contentView = try #require(layout.graph.items.first { $0.id == "Lcc-ce-001.contentView" })
        #expect(contentView.viewRole == .plain && contentView.translatesAutoresizingMask)
        #expect(layout.graph.constraints.filter { $0.origin == .user }.count == 6)
    }
}

/// A free-form scene (a popover, a child shown at its own size) keeps the status bar above
/// its top layout guide on Xcode's canvas.
@Suite("Interface Builder free-form scenes")
struct InterfaceBuilderFreeformSceneTests {
    @Test("Xcode 10 to 13 draw a scene without a top bar on a device without a notch with no status bar: its top layout guide ends at 0")
    func topLayoutGuideWithoutStatusBar() throws {
        #expect(try solvedFrame("readsIB-layout-guide-xcode11.storyboard", "Lgx-bx-005") == Rect(x: 40, y: 30, width: 295, height: 587))
    }

    @Test("the top layout guide of a free-form scene ends 20 pt down; the bottom guide at the bottom edge")
    func topLayoutGuideBelowStatusBar() throws {
        #expect(try solvedFrame("readsIB-freeform-layout-guide.storyboard", "Ffg-bx-005") == Rect(x: 40, y: 50, width: 420, height: 300))
    }

    @Test("Xcode 10.2 and earlier keep the status bar above a scene without a top bar, unless the scene is presented as a sheet or popover")
    func statusBarUpToXcode10() throws {
        #expect(try solvedFrame("readsIB-status-bar-xcode10.storyboard", "Sbx-tv-003") == Rect(x: 0, y: 20, width: 375, height: 647))
        #expect(try solvedFrame("readsIB-status-bar-xcode10.storyboard", "Sbx-hd-013") == Rect(x: 0, y: 0, width: 375, height: 52))
    }

    @Test("a scene presented full screen (a modal segue's default style, or a show outside a navigation stack) keeps Xcode 10's status bar")
    func fullScreenPresentationKeepsStatusBar() throws {
        #expect(try solvedFrame("readsIB-status-bar-xcode10.storyboard", "Sbx-hd-023") == Rect(x: 0, y: 20, width: 375, height: 52))
        #expect(try solvedFrame("readsIB-status-bar-xcode10.storyboard", "Sbx-hd-033") == Rect(x: 0, y: 20, width: 375, height: 52))
    }

    @Test("Xcode 10.3 to 14.1 draw a navigation stack on an iPhone without a notch with its bar at the top, no status bar above it")
    func navigationBarWithoutStatusBar() throws {
        for (file, prefix) in [("readsIB-navigation-bar-xcode11.storyboard", "Nbx"), ("readsIB-navigation-bar-xcode11-layout-guides.storyboard", "Nbl")] {
            // The stack's root and a scene pushed onto it: pinned to the safe area or the top
            // layout guide, 44 pt down (64 in Xcode 9 to 10.2 and from Xcode 14.2).
            #expect(try solvedFrame(file, "\(prefix)-hd-013") == Rect(x: 0, y: 44, width: 375, height: 52))
            #expect(try solvedFrame(file, "\(prefix)-hd-023") == Rect(x: 0, y: 44, width: 375, height: 52))
        }
    }

    @Test("the status bar is left out from Xcode 10.3 to 14.1 with or without a top bar; before, only above a sheet or popover without one")
    func statusBarOmissionByVersion() {
        #expect(IBDeviceMetrics.omitsStatusBar(toolsVersion: 15705, topBar: 44))
        #expect(IBDeviceMetrics.omitsStatusBar(toolsVersion: 21225, topBar: 0))
        #expect(!IBDeviceMetrics.omitsStatusBar(toolsVersion: 21507, topBar: 0))
        #expect(!IBDeviceMetrics.omitsStatusBar(toolsVersion: 14460, topBar: 44, presented: true))
        #expect(IBDeviceMetrics.omitsStatusBar(toolsVersion: 14460, topBar: 0, presented: true))
        #expect(!IBDeviceMetrics.omitsStatusBar(toolsVersion: 14460, topBar: 0))
        #expect(!IBDeviceMetrics.omitsStatusBar(toolsVersion: 13771, topBar: 0, presented: true))
    }

    @Test("on a 4.7\" document a free-form scene up to 400 pt wide keeps the screen's 16 pt side margins; a wider one has 20")
    func freeformMarginsOnSmallScreen() throws {
        let file = "readsIB-freeform-margins-small-screen.storyboard"
        #expect(try solvedFrame(file, "Fmg-hd-013") == Rect(x: 16, y: 40, width: 358, height: 52))
        #expect(try solvedFrame(file, "Fmg-hd-023") == Rect(x: 20, y: 40, width: 380, height: 52))
        // The 400 pt table view controller's prototype cell.
        #expect(try solvedFrame(file, "Fmg-cd-035") == Rect(x: 16, y: 11, width: 368, height: 98))
    }

    @Test("the system minimum side margin by the view's and the screen's widths")
    func systemMinimumMarginByWidths() {
        #expect(IBDeviceMetrics.systemMinimumMargin(forWidth: 375) == 16)
        #expect(IBDeviceMetrics.systemMinimumMargin(forWidth: 414) == 20)
        #expect(IBDeviceMetrics.systemMinimumMargin(forWidth: 383, screenWidth: 375) == 16)
        #expect(IBDeviceMetrics.systemMinimumMargin(forWidth: 402, screenWidth: 375) == 20)
        #expect(IBDeviceMetrics.systemMinimumMargin(forWidth: 380, screenWidth: 414) == 20)
        #expect(IBDeviceMetrics.systemMinimumMargin(forWidth: 320, screenWidth: 414) == 16)
        #expect(IBDeviceMetrics.systemMinimumMargin(forWidth: 667, screenWidth: 667) == 20)
    }

    @Test("only popovers and form, page or popover sheets present over part of the screen")
    func partialScreenPresentations() {
        typealias Bars = IBDeviceMetrics.InferredBars
        #expect(Bars.presentsOverPartOfScreen(kind: "popoverPresentation", style: nil))
        #expect(Bars.presentsOverPartOfScreen(kind: "presentation", style: "formSheet"))
        #expect(Bars.presentsOverPartOfScreen(kind: "modal", style: "pageSheet"))
        #expect(!Bars.presentsOverPartOfScreen(kind: "presentation", style: nil))
        #expect(!Bars.presentsOverPartOfScreen(kind: "presentation", style: "overFullScreen"))
        #expect(!Bars.presentsOverPartOfScreen(kind: "show", style: nil))
        #expect(!Bars.presentsOverPartOfScreen(kind: nil, style: "formSheet"))
    }

    @Test("a controller whose simulated status bar is nil (older Xcodes' \"None\") hides it, as one with style none does")
    func nilStatusBarHides() throws {
        func controller(_ xml: String) throws -> XMLElementNode {
            try #require(PlainXMLParser.tree(Data(xml.utf8), maximumDepth: XMLTree.maximumDepth))
        }
        #expect(IBDeviceMetrics.hidesStatusBar(try controller(#"<viewController id="a"><nil key="simulatedStatusBarMetrics"/></viewController>"#)))
        #expect(IBDeviceMetrics.hidesStatusBar(try controller(#"<viewController id="a"><simulatedStatusBarMetrics key="simulatedStatusBarMetrics" statusBarStyle="none"/></viewController>"#)))
        #expect(!IBDeviceMetrics.hidesStatusBar(try controller(#"<viewController id="a"><simulatedStatusBarMetrics key="simulatedStatusBarMetrics" statusBarStyle="lightContent"/></viewController>"#)))
        #expect(!IBDeviceMetrics.hidesStatusBar(try controller(#"<viewController id="a"><nil key="simulatedTopBarMetrics"/></viewController>"#)))
    }

    @Test("a scene is presented over part of the screen when every segue to it presents it so and it is not the initial one")
    func presentedScenes() throws {
        let data = try Fixtures.data("IB/readsIB-status-bar-xcode10.storyboard")
        let tree = try #require(PlainXMLParser.tree(data, maximumDepth: XMLTree.maximumDepth))
        let bars = IBDeviceMetrics.InferredBars(document: tree)
        #expect(bars.presented == ["Sbx-vc-011"])
    }

    @Test("in landscape an iPad keeps the 20 pt status bar above the top layout guide; an iPhone hides it")
    func landscapeStatusBar() throws {
        #expect(try solvedFrame("readsIB-ipad-landscape-layout-guide.storyboard", "Ipl-bt-005") == Rect(x: 20, y: 20, width: 120, height: 45))
        #expect(try solvedFrame("readsIB-iphone-landscape-layout-guide.storyboard", "Iph-bt-005") == Rect(x: 20, y: 0, width: 120, height: 65))
    }
}

/// A view-based NSTableView keeps its cell views in `<prototypeCellViews>` inside its
/// columns: each is laid out as a root of its own, at its stored size.
@Suite("Interface Builder view-based tables (AppKit)")
struct InterfaceBuilderViewBasedTableTests {
    let name = "readsIB-view-based-table.xib"

    @Test("a prototype cell view's image view and text field are solved from the cell's constraints")
    func cellViewSolved() throws {
        // Centred in the 24 pt row at y = 3.5, stored on the whole point above (AppKit's halves go up).
        #expect(try solvedFrame(name, "Vbt-iv-008") == Rect(x: 3, y: 4, width: 17, height: 17))
        // A borderless text field's frame reaches 2 pt past its alignment rectangle on each side.
        #expect(try solvedFrame(name, "Vbt-tf-010") == Rect(x: 22, y: 4, width: 177, height: 16))
    }

    @Test("any view can be a prototype cell view, not only an NSTableCellView")
    func customCellView() throws {
        #expect(try solvedFrame(name, "Vbt-cy-022") == Rect(x: 10, y: 4, width: 180, height: 16))
    }

    @Test("the cell view is a layout of its own, held at its stored size")
    func cellViewIsRoot() throws {
        let document = try InterfaceBuilderReader.parse(data: try Fixtures.data("IB/" + name), fileName: name)
        let layout = try #require(document.layouts.first { $0.graph.items.first?.id == "Vbt-ce-007" })
        #expect(layout.usesAutoLayout)
        #expect(layout.graph.items.first?.storedFrame == Rect(x: 0, y: 0, width: 200, height: 24))
    }
}

/// An NSTabView keeps each tab's view in a `<tabViewItem>`: every tab is laid out, not only
/// the selected one, each at the size of the tab view's content rect Xcode stored.
@Suite("Interface Builder tab views (AppKit)")
struct InterfaceBuilderTabViewTests {
    let name = "readsIB-tab-view.xib"

    @Test("the first tab's panel is solved where Xcode stored it (AppKit's coordinates: 40 pt above the bottom)")
    func firstTab() throws {
        #expect(try solvedFrame(name, "Tab-cv-005") == Rect(x: 20, y: 40, width: 260, height: 130))
    }

    @Test("a tab that is not selected is laid out too, from its constraints")
    func secondTab() throws {
        #expect(try solvedFrame(name, "Tab-cv-012") == Rect(x: 10, y: 10, width: 280, height: 180))
    }
}

/// An NSGridView places each cell's content view in its row and column: columns as wide as
/// their widest view, rows as tall as their tallest, spacing between them, and each view
/// placed by the cascade of cell, row or column, and grid placements.
@Suite("Interface Builder grid views (AppKit)")
struct InterfaceBuilderGridViewTests {
    let name = "readsIB-grid-view.xib"

    @Test("the grid is as large as its rows and columns and their spacing")
    func gridSize() throws {
        #expect(try solvedFrame(name, "Grd-gv-002") == Rect(x: 20, y: 118, width: 170, height: 62))
    }

    @Test("a trailing column right-aligns its views; the grid's top placement puts every view at its row's top")
    func placements() throws {
        // AppKit's bottom-left coordinates inside the 62 pt grid.
        #expect(try solvedFrame(name, "Grd-va-008") == Rect(x: 20, y: 42, width: 40, height: 20))
        #expect(try solvedFrame(name, "Grd-vb-012") == Rect(x: 70, y: 32, width: 100, height: 30))
        #expect(try solvedFrame(name, "Grd-vc-016") == Rect(x: 0, y: 4, width: 60, height: 20))
    }

    @Test("a view Xcode stored misplaced gets its cell's place from the grid alone")
    func misplacedContent() throws {
        #expect(try solvedFrame(name, "Grd-vd-020") == Rect(x: 70, y: 0, width: 80, height: 24))
    }

    @Test("the reader records the rows, columns and cells, and the grid's content views do not translate their masks")
    func settingsRead() throws {
        let document = try InterfaceBuilderReader.parse(data: try Fixtures.data("IB/" + name), fileName: name)
        let graph = try #require(document.layouts.first).graph
        let grid = try #require(graph.items.first { $0.id == "Grd-gv-002" }?.grid)
        #expect(grid.rows.count == 2 && grid.columns.count == 2 && grid.cells.count == 4)
        #expect(grid.rowSpacing == 8 && grid.columnSpacing == 10)
        #expect(grid.columns[0].placement == .trailing && grid.yPlacement == .leading)
        #expect(graph.items.filter { $0.parent.map { graph[$0].id } == "Grd-gv-002" && $0.isView }.allSatisfy { !$0.translatesAutoresizingMask })
    }
}

/// Before iOS 11 a table cell's content view had UIKit's plain 8 pt margins; Xcode 8 xibs
/// draw their top-level cells with them (iOS 11 brought 11 pt above and below and the system
/// minimum at the sides).
@Suite("Interface Builder cell margins before iOS 11")
struct InterfaceBuilderPreIOS11CellMarginTests {
    @Test("a top-level cell saved by Xcode 8 has 8 pt content margins on every side")
    func eightPointMargins() throws {
        #expect(try solvedFrame("readsIB-cell-margins-xcode8.xib", "Cm8-vw-003") == Rect(x: 8, y: 8, width: 304, height: 63.5))
    }
}

/// A primary NSBox draws its bezel outside the rectangle constraints act on (3 pt at the
/// sides, 4 below, 2 above without a title), and its content view sits in its frame.
@Suite("Interface Builder boxes (AppKit)")
struct InterfaceBuilderBoxTests {
    let name = "readsIB-box.xib"

    @Test("a box pinned 20 pt inside its superview has its frame around the pinned rectangle")
    func boxFrame() throws {
        #expect(try solvedFrame(name, "Box-bx-002") == Rect(x: 17, y: 16, width: 266, height: 166))
    }

    @Test("the content view keeps the frame Xcode stored in the box, and its views are solved inside it")
    func contentView() throws {
        #expect(try solvedFrame(name, "Box-cv-003") == Rect(x: 4, y: 5, width: 258, height: 158))
        #expect(try solvedFrame(name, "Box-pn-004") == Rect(x: 10, y: 10, width: 238, height: 138))
    }
}

/// Interface Builder stores frames at whole pixels: an AppKit document's in whole points, an
/// iOS document's at its device's scale. Each edge goes to the nearest pixel in the root's
/// coordinates, a half pixel to the right, and up on the Mac (down on iOS).
@Suite("Interface Builder frames at whole pixels")
struct InterfaceBuilderPixelFrameTests {
    @Test("a panel 0.9 of its window's size, centred at (27.35, 11.65), is stored at (27, 12, 493, 209)")
    func wholePointPanel() throws {
        #expect(try solvedFrame("readsIB-whole-point-frames.xib", "Wpf-pn-002") == Rect(x: 27, y: 12, width: 493, height: 209))
    }

    @Test("a view inside it is snapped in the window's coordinates, then placed in the panel's stored frame")
    func nestedInWindowCoordinates() throws {
        #expect(try solvedFrame("readsIB-whole-point-frames.xib", "Wpf-in-003") == Rect(x: 11, y: 139, width: 100, height: 50))
    }

    @Test("edges on half points go right and up on the screen")
    func halvesGoRightAndUp() throws {
        #expect(try solvedFrame("readsIB-whole-point-frames.xib", "Wpf-hf-006") == Rect(x: 1, y: 199, width: 20, height: 10))
    }

    @Test("on a 3× iPhone a centred half-width view's edges land on thirds of a point")
    func thirdsOfAPoint() throws {
        let frame = try #require(try solvedFrame("readsIB-device-pixel-frames.xib", "Dpf-hf-002"))
        #expect(frame.x * 3 == 295 && (frame.x + frame.width) * 3 == 884 && frame.y == 10 && frame.height == 50)
    }

    @Test("layouts read from other inputs keep their solved frames")
    func dumpsAreNotSnapped() {
        #expect(LayoutGraph().storedPixelScale == nil)
    }
}
