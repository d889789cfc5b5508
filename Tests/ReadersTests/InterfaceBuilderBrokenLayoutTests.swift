import Foundation
import LayoutModel
import Readers
import Testing

/// A layout that cannot be read is left out with its error; the file's other layouts are read.
@Suite("Interface Builder layouts that cannot be read")
struct InterfaceBuilderBrokenLayoutTests {
    static let file = "readsIB-broken-scenes.storyboard"

    static func document() throws -> InterfaceBuilderDocument {
        try InterfaceBuilderReader.parse(data: try Fixtures.data("IB/" + file), fileName: file)
    }

    @Test("the other scenes, and the cells of a broken scene, are still laid out")
    func otherLayoutsAreRead() throws {
        let document = try Self.document()
        #expect(document.layouts.map(\.name) == ["ProfileViewController Bk0-vc-002", "UITableViewCell Bk2-cl-005"])
        let cell = try #require(document.layouts.last)
        #expect(cell.graph.items.map(\.id) == ["Bk2-cl-005", "Bk2-cv-006", "Bk2-vw-007"])
    }

    @Test("each broken layout's error names the file, line, column and IB object, as a whole file's would")
    func errorsAreLocated() throws {
        let document = try Self.document()
        #expect(document.problems.map(\.description) == [
            #"readsIB-broken-scenes.storyboard:40:149: error: <constraint id="Bk1-cn-006">: secondItem="Bk1-zz-404" refers to no object in this document"#,
            #"readsIB-broken-scenes.storyboard:82:168: error: <constraint id="Bk2-cn-015">: priority="1200" is not a priority between 1 and 1000"#,
        ])
        #expect(document.problems.allSatisfy { $0.kind == .invalidContent })
    }

    @Test("the views of a broken layout are listed as not laid out, with the error as the reason; its cells' views are not")
    func viewsOfBrokenLayoutsAreListed() throws {
        let document = try Self.document()
        #expect(document.notLaidOut.map(\.id) == ["Bk1-rt-003", "Bk1-vw-004", "Bk2-rt-003", "Bk2-tv-004"])
        #expect(document.notLaidOut.map(\.layout) == ["BrokenViewController Bk1-vc-002", "BrokenViewController Bk1-vc-002",
                                                       "ListViewController Bk2-vc-002", "ListViewController Bk2-vc-002"])
        let banner = try #require(document.notLaidOut.first { $0.id == "Bk1-vw-004" })
        #expect(banner.name == "Banner" && banner.className == "UIView")
        #expect(banner.line == 34 && banner.storedFrame == Rect(x: 0, y: 0, width: 375, height: 60))
        #expect(banner.reason == #"its layout could not be read: <constraint id="Bk1-cn-006"> at line 40, column 149: secondItem="Bk1-zz-404" refers to no object in this document"#)
    }

    @Test("a file whose layouts all read has no problems")
    func soundFileHasNoProblems() throws {
        let name = "readsIB-cell-margins-xcode10.storyboard"
        let document = try InterfaceBuilderReader.parse(data: try Fixtures.data("IB/" + name), fileName: name)
        #expect(document.problems.isEmpty)
        #expect(document.notLaidOut.isEmpty)
    }

    @Test("a broken cell is left out on its own: the scene holding its table is still laid out")
    func brokenCellInSoundScene() throws {
        let text = String(decoding: try Fixtures.data("IB/" + Self.file), as: UTF8.self)
            .replacingOccurrences(of: #"secondItem="Bk2-cv-006" secondAttribute="leading" constant="16" id="Bk2-cn-008""#,
                                  with: #"secondItem="Bk2-zz-999" secondAttribute="leading" constant="16" id="Bk2-cn-008""#)
            .replacingOccurrences(of: #"priority="1200" "#, with: "")
        let document = try InterfaceBuilderReader.parse(data: Data(text.utf8), fileName: Self.file)
        #expect(document.layouts.map(\.name) == ["ProfileViewController Bk0-vc-002", "ListViewController Bk2-vc-002"])
        #expect(document.problems.map(\.description).last
                == #"readsIB-broken-scenes.storyboard:68:188: error: <constraint id="Bk2-cn-008">: secondItem="Bk2-zz-999" refers to no object in this document"#)
        #expect(document.notLaidOut.map(\.id) == ["Bk1-rt-003", "Bk1-vw-004", "Bk2-cl-005", "Bk2-cv-006", "Bk2-vw-007"])
        #expect(document.notLaidOut.last?.layout == "UITableViewCell Bk2-cl-005")
    }
}

/// A view the file stores without a frame (a toolbar item's box, which AppKit sizes at run
/// time) does not say where the views in it lie: they are reported, never dropped unseen.
@Suite("Interface Builder views inside a view without a frame")
struct InterfaceBuilderFramelessContainerTests {
    let name = "readsIB-frameless-toolbar-view.xib"

    @Test("the toolbar item's button is reported not laid out, naming the frameless view it lies in")
    func reported() throws {
        let document = try InterfaceBuilderReader.parse(data: try Fixtures.data("IB/" + name), fileName: name)
        let button = try #require(document.notLaidOut.first)
        #expect(document.notLaidOut.map(\.id) == ["Ftv-bt-011"])
        #expect(button.reason == #"it lies in <view id="Ftv-bv-010">, which the file stores without a frame: where that view lies is not known"#)
        #expect(button.storedFrame == Rect(x: 0, y: 0, width: 32, height: 32))
        #expect(button.line == 43)
    }

    @Test("the window's content is laid out as before")
    func restLaidOut() throws {
        #expect(try solvedFrame(name, "Ftv-lb-003") == Rect(x: 18, y: 164, width: 52, height: 16))
    }
}

/// A window content view Xcode marked misplaced: its views whose size nothing decides keep the
/// sizes Xcode stored, and the window follows them (its stored frame is the stale one).
@Suite("Interface Builder misplaced window content views (AppKit)")
struct InterfaceBuilderMisplacedWindowContentTests {
    let name = "readsIB-misplaced-window-scroll.xib"

    @Test("a custom view pinned on all four sides keeps its stored 100 pt height, and the content view is laid out 164 pt tall around it")
    func viewsKeepTheirStoredSizes() throws {
        #expect(try solvedFrame(name, "Mws-lv-005") == Rect(x: 20, y: 20, width: 260, height: 100))
        #expect(try solvedFrame(name, "Mws-lb-003") == Rect(x: 18, y: 128, width: 66, height: 16))
        #expect(try solvedFrame(name, "Mws-cv-002") == Rect(x: 0, y: 0, width: 300, height: 164))
    }

    @Test("not marked misplaced, the same content view keeps its stored size and the custom view stretches")
    func unmarkedRootKeepsItsSize() throws {
        let document = try resaved(name, [("<view key=\"contentView\" misplaced=\"YES\"", "<view key=\"contentView\"")])
        #expect(try solvedFrame(in: document, "Mws-lv-005") == Rect(x: 20, y: 20, width: 260, height: 136))
    }
}
