import Foundation
import LayoutModel
import Readers
import Testing

// The device insets Xcode simulates around a scene or a top-level view: status bars by Xcode
// version, free-form views and prototype cells' margins.

/// The status bar Xcode simulates above a scene, which decides where its safe area starts.
@Suite("Simulated status bars by Xcode version")
struct InterfaceBuilderStatusBarTests {
    func safeTop(_ name: String, _ rootID: String) throws -> Double? {
        let document = try InterfaceBuilderReader.parse(data: try Fixtures.data("IB/" + name), fileName: name)
        return document.item(id: rootID)?.safeAreaInsets.top
    }

    @Test("Xcode 10.3 to 13 draw a scene on a 4.7\" iPhone without the status bar, above a navigation bar too")
    func xcode13OmitsStatusBar() throws {
        #expect(try safeTop("readsIB-status-bar-xcode13.storyboard", "Stb-vw-003") == 0)
        // The navigation bar alone: 44 pt (WordPressAuthenticator's and sdl_ios's Xcode 11 stacks).
        #expect(try safeTop("readsIB-status-bar-xcode13.storyboard", "Stb-vw-011") == 44)
    }

    @Test("Xcode 14.3 (21701) and later keep the 20 pt status bar")
    func xcode14KeepsStatusBar() throws {
        #expect(try safeTop("readsIB-status-bar-xcode14.storyboard", "St4-vw-003") == 20)
        #expect(try safeTop("readsIB-status-bar-xcode14.storyboard", "St4-vw-011") == 64)
    }

    @Test("Xcode 14.0 and 14.1 still draw such a scene as Xcode 13 did; Xcode 14.2 keeps the status bar",
          arguments: [("20037", 0.0), ("21225", 0.0), ("21507", 20.0)])
    func xcode14Point1OmitsStatusBar(toolsVersion: String, top: Double) throws {
        let document = try resaved("readsIB-status-bar-xcode14.storyboard", [("toolsVersion=\"21701\"", "toolsVersion=\"\(toolsVersion)\"")])
        #expect(document.item(id: "St4-vw-003")?.safeAreaInsets.top == top)
    }

    @Test("the 6.1\" and 6.0\" iPhones have a 44 pt status bar up to Xcode 14.1, their own 48 and 47 pt from Xcode 14.2",
          arguments: [("retina6_1", "21225", 44.0), ("retina6_1", "21507", 48.0), ("retina6_0", "21225", 44.0), ("retina6_0", "21507", 47.0)])
    func notchedStatusBarByXcodeVersion(device: String, toolsVersion: String, top: Double) throws {
        let document = try resaved("readsIB-files-owner-view.xib", [("toolsVersion=\"17506\"", "toolsVersion=\"\(toolsVersion)\""),
                                                                     ("device id=\"retina6_1\"", "device id=\"\(device)\"")])
        #expect(document.item(id: "Fov-rt-001")?.safeAreaInsets.top == top)
    }

    @Test("a xib's File's Owner view is drawn at the top of the device whatever its shape; another wide view is not")
    func filesOwnerView() throws {
        let document = try InterfaceBuilderReader.parse(data: try Fixtures.data("IB/readsIB-files-owner-view.xib"),
                                                        fileName: "readsIB-files-owner-view.xib")
        let items = document.layouts.flatMap(\.graph.items)
        // The 6.1" iPhone's 44 pt status bar above it; it ends far above the home indicator.
        #expect(items.first { $0.id == "Fov-rt-001" }?.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
        #expect(items.first { $0.id == "Fov-rt-004" }?.safeAreaInsets == .zero)
        // A controller's view: its margins are the system minimum inside the safe area.
        #expect(items.first { $0.id == "Fov-rt-001" }?.layoutMargins == EdgeInsets(top: 44, left: 20, bottom: 0, right: 20))
    }

    @Test("a navigation controller that hides its bar gives the scene it shows no navigation bar")
    func hiddenNavigationBar() throws {
        #expect(try safeTop("readsIB-status-bar-hidden-navigation-bar.storyboard", "Sth-vw-011") == 20)
    }

    @Test("an iPad in landscape keeps its status bar; an iPhone hides it")
    func landscapeStatusBar() throws {
        #expect(try safeTop("readsIB-ipad-landscape.xib", "Ipl-rt-001") == 20)
        #expect(try safeTop("readsIB-iphone-landscape.xib", "Ipp-rt-001") == 0)
    }

    @Test("Xcode 16 draws the iPhone X with a 50 pt status bar")
    func iPhoneXXcode16() throws {
        #expect(try safeTop("readsIB-status-bar-iphone-x-xcode16.storyboard", "St9-vw-003") == 50)
        #expect(try safeTop("readsIB-status-bar-iphone-x-xcode16.storyboard", "St9-vw-011") == 94)
    }

    @Test("Xcode 15 (toolsVersion 22xxx) draws it so too; Xcode 14 and earlier with 44 pt", arguments: [("22505", 50.0), ("21701", 44.0)])
    func iPhoneXByXcodeVersion(toolsVersion: String, top: Double) throws {
        let text = try #require(String(data: try Fixtures.data("IB/readsIB-status-bar-iphone-x-xcode16.storyboard"), encoding: .utf8))
        let saved = text.replacingOccurrences(of: "toolsVersion=\"23504\"", with: "toolsVersion=\"\(toolsVersion)\"")
        let document = try InterfaceBuilderReader.parse(data: Data(saved.utf8), fileName: "iphone-x.storyboard")
        #expect(document.item(id: "St9-vw-003")?.safeAreaInsets.top == top)
    }

    @Test("a screen-sized top-level xib view goes without the status bar from Xcode 10 on; Xcode 9 drew it")
    func screenSizedXibStatusBar() throws {
        #expect(try safeTop("readsIB-xib-status-bar-xcode11.xib", "S11-rt-001") == 0)
        #expect(try safeTop("readsIB-xib-status-bar-xcode9.xib", "S09-rt-001") == 20)
    }

    @Test("a controller's view shorter than the screen by exactly the status and navigation bars has them outside it")
    func viewBelowBars() throws {
        #expect(try safeTop("readsIB-view-below-bars.storyboard", "Bvb-rt-008") == 0)
    }

    @Test("Xcode 16.3 and later draw a scene no segue leads to with the notched iPhone's insets counted twice")
    func doubledInsetsOfUnreachedScenes() throws {
        let items = try fixtureItems("readsIB-doubled-insets-xcode16.storyboard")
        #expect(items.first { $0.id == "Dbl-vw-003" }?.safeAreaInsets == EdgeInsets(top: 96, left: 0, bottom: 68, right: 0))
        // The initial scene too (two Xcode 26 projects outside the corpus: a table pinned to
        // the safe area at y = 118 on the iPhone 15).
        #expect(items.first { $0.id == "Dbl-vw-012" }?.safeAreaInsets == EdgeInsets(top: 96, left: 0, bottom: 68, right: 0))
    }

    @Test("a scene a segue leads to is drawn with the insets once")
    func singleInsetsOfReachedScenes() throws {
        let document = try resaved("readsIB-doubled-insets-xcode16.storyboard", [
            ("<viewController id=\"Dbl-vc-010\" sceneMemberID=\"viewController\">",
             "<viewController id=\"Dbl-vc-010\" sceneMemberID=\"viewController\"><connections><segue destination=\"Dbl-vc-002\" kind=\"embed\" id=\"Dbl-sg-099\"/></connections>"),
        ])
        #expect(document.item(id: "Dbl-vw-003")?.safeAreaInsets == EdgeInsets(top: 48, left: 0, bottom: 34, right: 0))
    }

    @Test("Xcode 16.0 draws such a scene with the insets once", arguments: [("23077.2", "23077"), ("22505", "22505")])
    func singleInsetsBeforeXcode16Point3(toolsVersion: String, plugIn: String) throws {
        let document = try resaved("readsIB-doubled-insets-xcode16.storyboard", [
            ("toolsVersion=\"24127\"", "toolsVersion=\"\(toolsVersion)\""), ("version=\"24063\"", "version=\"\(plugIn)\""),
        ])
        #expect(document.item(id: "Dbl-vw-003")?.safeAreaInsets.top == 48)
    }

    @Test("Xcode 16.3 and later draw a navigation stack with the status bar counted twice, below its stored bar")
    func doubledNavigationStack() throws {
        let name = "readsIB-doubled-navigation-stack.storyboard"
        let items = try fixtureItems(name)
        // 2 × 59 above the 54 pt bar of Xcode 26, and 2 × 34 above the bottom: root and pushed scenes alike.
        #expect(items.first { $0.id == "Dns-vw-012" }?.safeAreaInsets == EdgeInsets(top: 172, left: 0, bottom: 68, right: 0))
        #expect(items.first { $0.id == "Dns-vw-023" }?.safeAreaInsets == EdgeInsets(top: 172, left: 0, bottom: 68, right: 0))
        #expect(try solvedFrame(name, "Dns-tv-013") == Rect(x: 0, y: 172, width: 393, height: 612))
        let label = try #require(try solvedFrame(name, "Dns-lb-024"))
        #expect(label.x == 20 && label.y == 192)
    }

    @Test("before Xcode 16.3 the stack is drawn with the status bar once", arguments: [("23077.2", "23077"), ("22505", "22505")])
    func singleNavigationStackBeforeXcode16Point3(toolsVersion: String, plugIn: String) throws {
        let document = try resaved("readsIB-doubled-navigation-stack.storyboard", [
            ("toolsVersion=\"24506\"", "toolsVersion=\"\(toolsVersion)\""), ("version=\"24504\"", "version=\"\(plugIn)\""),
        ])
        #expect(document.item(id: "Dns-vw-012")?.safeAreaInsets
            == EdgeInsets(top: 59 + 54, left: 0, bottom: 34, right: 0))
    }

    @Test("a stack's scenes sit below the bar its navigation controller stores; 44 pt when it stores none",
          arguments: [("height=\"54\"", 54.0), ("height=\"106\"", 106.0), ("height=\"0\"", 44.0)])
    func navigationBarHeightFromTheController(height: String, bar: Double) throws {
        let document = try resaved("readsIB-doubled-navigation-stack.storyboard",
                                   [("y=\"118\" width=\"393\" height=\"54\"", "y=\"118\" width=\"393\" \(height)")])
        #expect(document.item(id: "Dns-vw-023")?.safeAreaInsets.top == 2 * 59 + bar)
    }

    @Test("a navigation stack inside a tab bar controller keeps single insets (no evidence of doubling)")
    func tabbedNavigationStackKeepsSingleInsets() throws {
        let tabs = """
                <scene sceneID="Dns-sc-090">
                    <objects>
                        <tabBarController id="Dns-tb-091" sceneMemberID="viewController">
                            <connections>
                                <segue destination="Dns-nc-001" kind="relationship" relationship="viewControllers" id="Dns-sg-092"/>
                            </connections>
                        </tabBarController>
                    </objects>
                </scene>
            </scenes>
            """
        let document = try resaved("readsIB-doubled-navigation-stack.storyboard", [("</scenes>", tabs)])
        #expect(document.item(id: "Dns-vw-012")?.safeAreaInsets
            == EdgeInsets(top: 59 + 54, left: 0, bottom: 34 + 49, right: 0))
    }

    @Test("a scene stored below its bars and above its tab bar (edges not extended) has guides of no length")
    func edgesNotExtended() throws {
        let name = "readsIB-edges-not-extended.storyboard"
        let guides = try fixtureItems(name).filter { $0.id == "Ene-tg-011" || $0.id == "Ene-bg-012" }
        #expect(guides.count == 2 && guides.allSatisfy { $0.guideLength == 0 })
        #expect(try solvedFrame(name, "Ene-mp-014") == Rect(x: 0, y: 0, width: 375, height: 554))
    }

    @Test("the same scene stored under its bars keeps the bars' lengths: 20 + 44 above, the 49 pt tab bar below")
    func edgesExtended() throws {
        let document = try resaved("readsIB-edges-not-extended.storyboard",
                                   [("y=\"64\" width=\"375\" height=\"554\"", "y=\"0.0\" width=\"375\" height=\"667\"")])
        let items = document.layouts.flatMap(\.graph.items)
        #expect(items.first { $0.id == "Ene-tg-011" }?.guideLength == 64)
        #expect(items.first { $0.id == "Ene-bg-012" }?.guideLength == 49)
    }

    @Test("Xcode 11 to 13 draw the 6.1\" iPhone with a 44 pt status bar, Xcode 14 and later with 48",
          arguments: [("16097.2", 44.0), ("17701", 44.0), ("20037", 44.0), ("21507", 48.0), ("22505", 48.0)])
    func sixPointOneInchStatusBar(toolsVersion: String, top: Double) throws {
        let text = try #require(String(data: try Fixtures.data("IB/readsIB-status-bar-development-build.storyboard"), encoding: .utf8))
        let saved = text.replacingOccurrences(of: "toolsVersion=\"32700.99.1234\"", with: "toolsVersion=\"\(toolsVersion)\"")
        let document = try InterfaceBuilderReader.parse(data: Data(saved.utf8), fileName: "saved.storyboard")
        #expect(document.item(id: "Stx-vw-003")?.safeAreaInsets.top == top)
    }

    @Test("a development build's three-part toolsVersion is read as a recent Xcode (the 6.1\" iPhone's 48 pt bar)")
    func developmentBuildVersion() throws {
        #expect(try safeTop("readsIB-status-bar-development-build.storyboard", "Stx-vw-003") == 48)
    }
}

/// The status bar Xcode simulates around a top-level xib view that is not screen-sized.
@Suite("Simulated status bars around free-form xib views")
struct InterfaceBuilderFreeformViewTests {
    @Test("a view taller than wide is drawn on the device in portrait: its safe area starts below the 20 pt status bar")
    func portraitViewGetsStatusBar() throws {
        #expect(try solvedFrame("readsIB-xib-portrait-safe-area.xib", "Psa-vw-002") == Rect(x: 0, y: 20, width: 300, height: 44))
    }

    @Test("a view wider than tall gets no status bar")
    func landscapeViewGetsNone() throws {
        #expect(try solvedFrame("readsIB-xib-portrait-safe-area.xib", "Lsa-vw-012") == Rect(x: 0, y: 8, width: 90, height: 40))
    }
}

/// The side margins Xcode gives a prototype cell's content view, which decide where content
/// pinned to its margins sits.
@Suite("Prototype cell margins by Xcode version")
struct InterfaceBuilderCellMarginTests {
    @Test("Xcode 10 drew a 320 pt table's cells with 15 pt margins")
    func xcode10() throws {
        #expect(try solvedFrame("readsIB-cell-margins-xcode10.storyboard", "Cm0-vw-006") == Rect(x: 15, y: 6, width: 32, height: 32))
    }

    @Test("Xcode 13 draws them with the 16 pt system minimum")
    func xcode13() throws {
        #expect(try solvedFrame("readsIB-cell-margins-xcode13.storyboard", "Cm3-vw-006") == Rect(x: 16, y: 6, width: 32, height: 32))
    }

    @Test("Xcode 8 drew a table's prototype cells with UIKit's plain 8 pt margins, before iOS 11's")
    func xcode8() throws {
        #expect(try solvedFrame("readsIB-cell-margins-xcode8-table.storyboard", "Cm8-av-009") == Rect(x: 23, y: 8, width: 38, height: 38))
    }

    @Test("Xcode 9.0 still drew them with the plain 8 pt margins")
    func xcode90() throws {
        let document = try resaved("readsIB-cell-margins-xcode8-table.storyboard", [("toolsVersion=\"12121\"", "toolsVersion=\"13196\"")])
        let content = document.item(id: "Cm8-cv-008")
        #expect(content?.layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }

    @Test("the same cell saved by Xcode 9.2 gets iOS 11's: 16 at the side, 11 above")
    func xcode9() throws {
        let document = try resaved("readsIB-cell-margins-xcode8-table.storyboard", [("toolsVersion=\"12121\"", "toolsVersion=\"13771\"")])
        let content = document.item(id: "Cm8-cv-008")
        #expect(content?.layoutMargins == EdgeInsets(top: 11, left: 16, bottom: 11, right: 16))
    }

    @Test("Xcode 26 draws a cell's content 15 pt inside its top and bottom margins, not 11")
    func xcode26() throws {
        let label = try #require(try solvedFrame("readsIB-cell-margins-xcode26.storyboard", "C26-lb-007"))
        #expect(label.x == 20 && label.y == 15 && label.width == 353)
        #expect(abs(label.height - 61.0 / 3) < 0.001, "one line of 17 pt text at the device's pixels")
        let content = try fixtureItems("readsIB-cell-margins-xcode26.storyboard").first { $0.id == "C26-cv-006" }
        #expect(content?.layoutMargins == EdgeInsets(top: 15, left: 20, bottom: 15, right: 20))
    }

    @Test("the same cell saved by Xcode 16 keeps 11 above and below")
    func xcode16() throws {
        let document = try resaved("readsIB-cell-margins-xcode26.storyboard", [("toolsVersion=\"24765\"", "toolsVersion=\"23727\"")])
        let content = document.item(id: "C26-cv-006")
        #expect(content?.layoutMargins == EdgeInsets(top: 11, left: 20, bottom: 11, right: 20))
    }
}

/// The side margins of a scene's view on Xcode 7's 600 × 600 canvas (size classes "any, any"),
/// before safe areas: the system minimum for its width, 20 pt.
@Suite("Root view margins on Xcode 7's any-size canvas")
struct InterfaceBuilderAnyCanvasMarginTests {
    @Test("a field pinned 10 pt inside the root's margins sits 30 pt in")
    func twentyPointMargins() throws {
        #expect(try solvedFrame("readsIB-any-any-canvas-margins.storyboard", "Aac-tf-006") == Rect(x: 30, y: 104, width: 540, height: 30))
    }
}

/// Xcode 9.1 to 9.4 drew a prototype cell that preserves its superview's margins with 15 pt
/// side margins when its table sits inside a controller's view; a table view controller's own
/// table gave the same cell the system minimum, 16 pt at 375 pt.
@Suite("Interface Builder cells in a table inside a view, Xcode 9")
struct InterfaceBuilderSubviewTableCellMarginTests {
    let name = "readsIB-cell-margins-xcode9-subview-table.storyboard"

    @Test("in a table inside the view, pinned 4 pt inside the margins: 19 pt from each side")
    func subviewTable() throws {
        #expect(try solvedFrame(name, "Cm9-nm-009") == Rect(x: 19, y: 12, width: 337, height: 20))
    }

    @Test("in a table view controller's table: 20 pt from each side")
    func rootTable() throws {
        #expect(try solvedFrame(name, "Cm9-nm-025") == Rect(x: 20, y: 12, width: 335, height: 20))
    }

    @Test("without preserving its superview's margins, or saved by Xcode 10.1, the cell has 16")
    func otherwise() throws {
        for document in [try resaved(name, [("contentMode=\"center\" preservesSuperviewLayoutMargins=\"YES\"", "contentMode=\"center\"")]),
                         try resaved(name, [("toolsVersion=\"13771\"", "toolsVersion=\"14460.31\"")])] {
            #expect(try solvedFrame(in: document, "Cm9-nm-009")?.x == 20)
        }
    }
}
