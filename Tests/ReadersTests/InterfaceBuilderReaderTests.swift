import Foundation
import LayoutModel
import Readers
import Testing

/// Reading `.xib` and `.storyboard` files into the model: `Fixtures/ReadersTests/IB/`.
@Suite("Interface Builder files are read into the model")
struct InterfaceBuilderReaderTests {
    func read(_ name: String) throws -> InterfaceBuilderDocument {
        let data = try Fixtures.data("IB/" + name)
        return try InterfaceBuilderReader.parse(data: data, fileName: name)
    }

    func item(_ id: String, in document: InterfaceBuilderDocument) throws -> (LayoutGraph, ItemID) {
        for layout in document.layouts {
            if let index = layout.graph.items.firstIndex(where: { $0.id == id }) { return (layout.graph, ItemID(index)) }
        }
        throw ReaderError(kind: .invalidContent, file: document.file, message: "no item \(id)")
    }

    func constraint(_ objectID: String, in document: InterfaceBuilderDocument) throws -> (LayoutGraph, LayoutConstraint) {
        for layout in document.layouts {
            if let found = layout.graph.constraints.first(where: { $0.provenance.objectID == objectID }) { return (layout.graph, found) }
        }
        throw ReaderError(kind: .invalidContent, file: document.file, message: "no constraint \(objectID)")
    }

    @Test("a modern iOS xib: omitted items, ratio and fraction multipliers, priorities, identifiers, placeholders")
    func modernXib() throws {
        let document = try read("readsIB-ios-xib-modern.xib")
        #expect(document.platform == .iOS)
        let (graph, width) = try constraint("aW6-4c-C01", in: document)
        #expect(graph[width.firstItem].id == "Av7-tr-Q01" && width.secondItem == nil && width.constant == 64)
        #expect(try constraint("fAs-pc-C04", in: document).1.multiplier == 2)
        #expect(abs(try constraint("rSw-vv-C17", in: document).1.multiplier - 1.0 / 3.0) < 1e-12)
        let height = try constraint("cHt-q7-C19", in: document).1
        #expect(height.multiplier == 0.5 && height.priority == 750 && height.provenance.identifier == "card-height")
        #expect(try constraint("pHd-4c-C05", in: document).1.origin == .placeholder)
        let margin = try constraint("cBm-mg-C09", in: document)
        #expect(margin.0[margin.1.firstItem].id == "Cd9-vw-V01" && margin.1.relation == .greaterThanOrEqual)
        #expect(margin.1.firstAttribute == .bottomMargin && margin.1.provenance.source?.line == 81)
    }

    @Test("fixedFrame views translate their autoresizing mask; constrained ones do not; IB's priorities are explicit")
    func translatesAndPriorities() throws {
        let document = try read("readsIB-ios-xib-modern.xib")
        let (graph, name) = try item("Nm3-lb-L01", in: document)
        #expect(!graph[name].translatesAutoresizingMask)
        #expect(graph[name].huggingPriority.horizontal == 251)
        #expect(graph[name].compressionResistancePriority.horizontal == 749)
        #expect(graph[name].compressionResistancePriority.vertical == 750)  // absent: UIKit's default
        // Content-sized: the stored frame's size is the intrinsic size.
        #expect(graph[name].intrinsicContentSize.width == graph[name].storedFrame?.width)
        let (badgeGraph, badge) = try item("Bd1-lb-L04", in: document)
        #expect(badgeGraph[badge].translatesAutoresizingMask && badgeGraph[badge].name == "Badge")
        #expect(graph[name].source?.file == "readsIB-ios-xib-modern.xib")
    }

    @Test("a storyboard: one layout per scene and per cell; both content-view element names")
    func storyboard() throws {
        let document = try read("readsIB-ios-storyboard.storyboard")
        #expect(document.layouts.count >= 3)
        let roles = document.layouts.flatMap { $0.graph.items.compactMap(\.viewRole) }
        #expect(roles.contains(.rootView) && roles.contains(.cell) && roles.contains(.cellContentView))
        let contentViews = document.layouts.flatMap { $0.graph.items.filter { $0.viewRole == .cellContentView } }
        #expect(Set(contentViews.map(\.className)).count >= 1)
        #expect(document.layouts.allSatisfy { !$0.name.isEmpty })
    }

    @Test("legacy storyboards: the controller's top and bottom layout guides belong to its view")
    func legacyLayoutGuides() throws {
        let document = try read("readsIB-ios-legacy.storyboard")
        let guides = document.layouts.flatMap { $0.graph.items.compactMap(\.guideRole) }
        #expect(guides.contains(.topLayoutGuide) && guides.contains(.bottomLayoutGuide))
        let top = try #require(document.layouts.flatMap { $0.graph.items }.first { $0.guideRole == .topLayoutGuide })
        #expect(top.guideLength == 20)
    }

    @Test("stack views: axis, distribution, alignment, spacing; every subview is arranged")
    func stacks() throws {
        let document = try read("readsIB-stack.xib")
        let stacks = document.layouts.flatMap { layout in layout.graph.itemIDs.compactMap { id in layout.graph[id].stack.map { (layout.graph, id, $0) } } }
        #expect(stacks.count >= 2)
        for (graph, id, stack) in stacks {
            #expect(stack.arrangedSubviews == graph.subviews(of: id))
        }
        #expect(stacks.contains { $0.2.axis == .vertical } && stacks.contains { $0.2.distribution != .fill })
        #expect(document.layouts.flatMap { $0.graph.items }.contains { $0.isHidden })
    }

    @Test("size classes: a portrait iPhone is compact width, regular height; no variation applies, and a note says so")
    func sizeClasses() throws {
        let document = try read("readsIB-size-classes.storyboard")
        #expect(document.notes.contains { $0.contains("the configuration of its device (compact width, regular height)") })
        let ids = Set(document.layouts.flatMap(\.graph.constraints).compactMap(\.provenance.objectID))
        #expect(ids.contains("Szc-c2-013") && !ids.contains("Szc-c3-014"))
    }

    @Test("size classes: in landscape (compact height) the heightClass=compact variation's includes, excludes and constants apply")
    func sizeClassesLandscape() throws {
        let text = try #require(String(data: try Fixtures.data("IB/readsIB-size-classes.storyboard"), encoding: .utf8))
        let landscape = text.replacingOccurrences(of: "orientation=\"portrait\"", with: "orientation=\"landscape\"")
        let document = try InterfaceBuilderReader.parse(data: Data(landscape.utf8), fileName: "landscape.storyboard")
        #expect(document.notes.contains { $0.contains("(compact width, compact height)") })
        let constraints = document.layouts.flatMap(\.graph.constraints)
        let ids = Set(constraints.compactMap(\.provenance.objectID))
        // Excluded from the base, included again by the variation; and the other way round.
        #expect(ids.contains("Szc-c3-014") && ids.contains("Szc-c6-017"))
        #expect(!ids.contains("Szc-c2-013") && !ids.contains("Szc-c4-015"))
        #expect(constraints.first { $0.provenance.objectID == "Szc-c1-012" }?.constant == 8)
    }

    @Test("placeholder intrinsic sizes, 'infinite', and Xcode's ambiguity markers")
    func intrinsicPlaceholders() throws {
        let document = try read("readsIB-intrinsic-placeholder.xib")
        let (graph, rating) = try item("Plh-rv-002", in: document)
        #expect(graph[rating].intrinsicContentSize == OptionalSize(width: 120, height: 40))
        let (_, meter) = try item("Plh-mt-003", in: document)
        #expect(graph[meter].intrinsicContentSize == OptionalSize(width: nil, height: 30))
        let canvas = graph[try item("Plh-cv-004", in: document).1]
        #expect(canvas.designTime == DesignTimeFlags(ambiguous: true, misplaced: false, verifyAmbiguity: "ignoreSizes"))
    }

    @Test("macOS: bottom-left frames become top-left; labels and push buttons have alignment insets")
    func macOS() throws {
        let document = try read("readsIB-macos.xib")
        #expect(document.platform == .macOS)
        let items = document.layouts.flatMap { $0.graph.items }
        let label = try #require(items.first { $0.className == "NSTextField" && $0.alignmentInsets.left == 2 })
        #expect(label.alignmentInsets == EdgeInsets(top: 0, left: 2, bottom: 0, right: 2))
        // The fixture is saved by Xcode 14 or later (toolsVersion 22505): the wider bezel shadow.
        #expect(items.contains { $0.className == "NSButton" && $0.alignmentInsets == EdgeInsets(top: 5, left: 7, bottom: 7, right: 7) })
        let storyboard = try read("readsIB-macos.storyboard")
        #expect(storyboard.platform == .macOS && !storyboard.layouts.isEmpty)
    }

    @Test("an unknown element with a frame is read as a plain view, with a note")
    func unknownElement() throws {
        let document = try read("readsIB-unknown-element.xib")
        #expect(document.notes.contains { $0.contains("unknown element") && $0.contains("read as a plain view") })
    }

    @Test("Xcode's rendering views (SpriteKit, SceneKit, Metal, GLKit) are known plain views: no note", arguments: ["skView", "sceneKitView", "mtkView", "glkView"])
    func renderingViews(element: String) throws {
        let document = try resaved("readsIB-unknown-element.xib", [("fancyWidget", element), (" customClass=\"FancyWidget\" customModule=\"FancyKit\"", "")])
        #expect(!document.notes.contains { $0.contains("unknown element") })
        let view = try #require(document.item(id: "Unk-fw-002"))
        #expect(view.className.hasPrefix(element == "sceneKitView" ? "SCN" : String(element.prefix(2)).uppercased()))
    }

    @Test("every valid fixture solves without rejected constraints apart from deliberate conflicts", arguments: [
        "readsIB-ios-xib-modern.xib", "readsIB-ios-storyboard.storyboard", "readsIB-ios-legacy.storyboard",
        "readsIB-stack.xib", "readsIB-size-classes.storyboard", "readsIB-macos.xib", "readsIB-macos.storyboard",
        "readsIB-unknown-element.xib", "readsIB-legacy-collection-cell.xib", "readsIB-freeform-layout-guide.storyboard",
        "readsIB-view-based-table.xib", "readsIB-tab-view.xib", "readsIB-grid-view.xib", "readsIB-frameless-content-view.xib",
        "readsIB-cell-margins-xcode8.xib", "readsIB-appkit-baselines.xib", "readsIB-label-baselines.xib", "readsIB-check-box.xib", "readsIB-pop-up-insets.xib", "readsIB-separator.xib", "readsIB-slider-insets.xib",
        "readsIB-radio-button.xib", "readsIB-any-any-canvas-margins.storyboard", "readsIB-stack-centred-plain-view.xib", "readsIB-doubled-insets-xcode16.storyboard", "readsIB-doubled-navigation-stack.storyboard", "readsIB-not-installed.storyboard", "readsIB-segmented-control-insets.xib", "readsIB-recessed-controls.xib", "readsIB-segmented-control-appkit.xib", "readsIB-small-square-buttons.xib", "readsIB-switch-appkit.xib", "readsIB-edges-not-extended.storyboard", "readsIB-cell-margins-xcode8-table.storyboard", "readsIB-cell-margins-xcode26.storyboard", "readsIB-push-button-heights.xib", "readsIB-help-button.xib", "readsIB-check-box-xcode26.xib", "readsIB-dev-build-tools-version.xib",
        "readsIB-layout-guide-xcode11.storyboard",
        "readsIB-box.xib", "readsIB-ipad-landscape-layout-guide.storyboard", "readsIB-iphone-landscape-layout-guide.storyboard", "readsIB-appearance-font-labels.xib", "readsIB-whole-point-frames.xib", "readsIB-device-pixel-frames.xib", "readsIB-image-gray-bezel.xib", "readsIB-status-bar-xcode10.storyboard", "readsIB-symbol-list-buttons.xib", "readsIB-symbol-image-views.xib", "readsIB-small-round-rect-baselines.xib", "readsIB-cell-margins-xcode9-subview-table.storyboard", "readsIB-derived-baselines.xib", "readsIB-misplaced-window-content.xib", "readsIB-small-push-buttons.xib", "readsIB-clip-view-document.xib", "readsIB-stepper-insets.xib", "readsIB-stepper-macos11.xib", "readsIB-small-push-buttons-28.xib", "readsIB-tick-mark-sliders.xib", "readsIB-radio-buttons-before-xcode12.xib", "readsIB-appkit-fill-equally-stacks.xib", "readsIB-combo-boxes.xib", "readsIB-bordered-bevel-buttons.xib", "readsIB-split-view-panes.xib", "readsIB-freeform-margins-small-screen.storyboard", "readsIB-navigation-bar-xcode11.storyboard", "readsIB-navigation-bar-xcode11-layout-guides.storyboard",
        "readsIB-appkit-stack-alignment.xib", "readsIB-pop-up-26-before-xcode12.xib", "readsIB-small-controls-before-xcode12.xib", "readsIB-broken-scenes.storyboard", "readsIB-content-size-category-xcode13.xib",
    ])
    func solves(name: String) throws {
        for layout in try read(name).layouts {
            let system = RuntimeSystem(layout.graph)
            let solved = try LayoutSolver.solve(system)
            #expect(solved.rejected.isEmpty, "\(name) \(layout.name): \(solved.rejected.map { system.graph.describe(system.constraints[$0]) })")
        }
    }
}

/// A view with no width of its own in a centre-aligned stack: UIKit holds it at 0 at run time
/// (`UISV-ambiguity-suppression`), Xcode's canvas at the width it was drawn, which it stores.
@Suite("Interface Builder stacks holding views without a cross size")
struct InterfaceBuilderStackCrossSizeTests {
    let name = "readsIB-stack-centred-plain-view.xib"

    @Test("a plain view drawn 240 wide stays 240 wide, centred")
    func drawnWidth() throws {
        #expect(try solvedFrame(name, "Scp-vw-003") == Rect(x: 30, y: 0, width: 240, height: 20))
    }

    @Test("one drawn as wide as the stack stays so")
    func fullWidth() throws {
        #expect(try solvedFrame(name, "Scp-vw-005") == Rect(x: 0, y: 30, width: 300, height: 90))
    }
}

/// What Interface Builder does not store about text and stack margins: the heights one-line
/// labels need for their font, and that a stack view given margins arranges within them.
@Suite("Label heights and stack margins that Interface Builder does not store")
struct InterfaceBuilderTextMetricsTests {
    func items(_ name: String) throws -> [String: LayoutItem] {
        let document = try InterfaceBuilderReader.parse(data: try Fixtures.data("IB/" + name), fileName: name)
        var found: [String: LayoutItem] = [:]
        for layout in document.layouts { for item in layout.graph.items { found[item.id] = item } }
        return found
    }

    @Test("a one-line system-font label needs its line height rounded up to device pixels, not its stored height")
    func systemFontLabelHeights() throws {
        let twoX = try items("readsIB-text-heights.xib")
        // San Francisco 17 pt: 20.29 pt of ascender and descender → 20.5 on a 2× screen.
        #expect(twoX["Txt-lb-002"]?.intrinsicContentSize == OptionalSize(width: 40, height: 20.5))
        // The footnote style is 13 pt: 15.51 → 16.
        #expect(twoX["Txt-lb-003"]?.intrinsicContentSize.height == 16)
        let threeX = try items("readsIB-text-heights-3x.xib")
        #expect(threeX["Tx3-lb-002"]?.intrinsicContentSize.height == (20.29 * 3).rounded(.up) / 3)
    }

    @Test("other fonts, wrapping labels, IB's placeholder size and files from before San Francisco keep the stored height")
    func storedHeightsKept() throws {
        let twoX = try items("readsIB-text-heights.xib")
        #expect(twoX["Txt-lb-004"]?.intrinsicContentSize.height == 23)
        #expect(twoX["Txt-lb-005"]?.intrinsicContentSize.height == 41)
        #expect(twoX["Txt-lb-006"]?.intrinsicContentSize == OptionalSize(width: 50, height: 30))
        let xcode6 = try items("readsIB-text-heights-xcode6.xib")
        #expect(xcode6["Tx6-lb-002"]?.intrinsicContentSize.height == 21)
    }

    @Test("a stack view with stored layout margins arranges its views within them")
    func stackMargins() throws {
        let views = try items("readsIB-text-heights.xib")
        #expect(views["Txt-st-007"]?.stack?.isLayoutMarginsRelativeArrangement == true)
        #expect(views["Txt-st-009"]?.stack?.isLayoutMarginsRelativeArrangement == false)
        #expect(views["Txt-st-007"]?.layoutMargins == EdgeInsets(top: 4, left: 8, bottom: 4, right: 8))
    }

    @Test("a stack view without stored margins has none: a subview preserving its superview's margins gains nothing from it")
    func stackHasNoDefaultMargins() throws {
        let views = try items("readsIB-text-heights.xib")
        #expect(views["Txt-st-009"]?.layoutMargins == .zero)
        // `spacingType="standard"`: the system spacing.
        #expect(views["Txt-st-009"]?.stack?.spacing == 8)
        #expect(views["Txt-st-007"]?.stack?.spacing == 0)
        #expect(views["Txt-vw-010"]?.layoutMargins == .uiKitDefaultMargins)
    }
}

/// The layout margins Xcode gives an xib's top-level views.
@Suite("Top-level xib view margins")
struct InterfaceBuilderTopLevelMarginTests {
    @Test("a free-form top-level view has the system minimum side margins, not UIKit's plain 8")
    func systemMinimumSides() throws {
        let name = "readsIB-top-level-view-margins.xib"
        let document = try InterfaceBuilderReader.parse(data: try Fixtures.data("IB/" + name), fileName: name)
        let graph = try #require(document.layouts.first?.graph)
        #expect(graph.items.first?.layoutMargins == EdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
        #expect(try solvedFrame(name, "Tlm-vw-002") == Rect(x: 16, y: 5, width: 343, height: 34))
    }
}

/// The frame `id` solves to in the IB fixture `name` (in its superview, as UIKit reports it).
/// Every item the reader makes of fixture `name`, in all its layouts.
func fixtureItems(_ name: String) throws -> [LayoutItem] {
    try InterfaceBuilderReader.parse(data: try Fixtures.data("IB/" + name), fileName: name).layouts.flatMap(\.graph.items)
}

/// The document the reader makes of fixture `name` with each pair's first text replaced by its
/// second (the same design saved by another Xcode, on another device, …). A text the fixture
/// no longer holds is an issue of the calling test: it would otherwise test the fixture as is.
func resaved(_ name: String, _ replacements: [(String, String)], sourceLocation: Testing.SourceLocation = #_sourceLocation)
    throws -> InterfaceBuilderDocument {
    var text = try #require(String(data: try Fixtures.data("IB/" + name), encoding: .utf8))
    for (old, new) in replacements {
        #expect(text.contains(old), "\(name) holds no \(old)", sourceLocation: sourceLocation)
        text = text.replacingOccurrences(of: old, with: new)
    }
    return try InterfaceBuilderReader.parse(data: Data(text.utf8), fileName: "resaved-" + name)
}

extension InterfaceBuilderDocument {
    /// The item with Interface Builder object id `id` in any of the document's layouts, as read
    /// (before the run time adds its guides); nil when none holds it.
    func item(id: String) -> LayoutItem? {
        layouts.flatMap(\.graph.items).first { $0.id == id }
    }
}

func solvedFrame(_ name: String, _ id: String) throws -> Rect? {
    try solvedFrame(in: InterfaceBuilderReader.parse(data: try Fixtures.data("IB/" + name), fileName: name), id)
}

/// The frame the model solves for view `id` of `document` (nil when no layout holds it).
func solvedFrame(in document: InterfaceBuilderDocument, _ id: String) throws -> Rect? {
    for layout in document.layouts {
        guard let index = layout.graph.items.firstIndex(where: { $0.id == id }) else { continue }
        let system = RuntimeSystem(layout.graph)
        return try LayoutSolver.solve(system).frame(of: ItemID(index), in: system.graph)
    }
    return nil
}

/// Prototype cells of a table with automatic row heights size themselves on Xcode's canvas.
@Suite("Interface Builder self-sizing cells")
struct InterfaceBuilderSelfSizingCellTests {
    let name = "readsIB-self-sizing-cells.storyboard"

    @Test("in a table with automatic row heights, a cell's content decides its height; the stored 44 gives way")
    func contentDecides() throws {
        #expect(try solvedFrame(name, "Ssc-vw-006") == Rect(x: 16, y: 8, width: 288, height: 100))
        #expect(try solvedFrame(name, "Ssc-cv-005") == Rect(x: 0, y: 0, width: 320, height: 116))
    }

    @Test("a cell with its own row height is held at it")
    func ownRowHeight() throws {
        #expect(try solvedFrame(name, "Ssc-vw-014") == Rect(x: 16, y: 8, width: 288, height: 44))
    }

    @Test("a cell whose content leaves its height open keeps the stored one")
    func openHeight() throws {
        #expect(try solvedFrame(name, "Ssc-cv-021") == Rect(x: 0, y: 0, width: 320, height: 50))
    }

    @Test("only automatic-height prototype cells are flagged as self-sizing")
    func flags() throws {
        let document = try InterfaceBuilderReader.parse(data: try Fixtures.data("IB/" + name), fileName: name)
        let cells = document.layouts.compactMap { layout in layout.graph.items.first.map { ($0.id, $0.sizesHeightToContent) } }
        #expect(cells.filter { $0.0.hasPrefix("Ssc-cl") }.map { $0.1 } == [true, false, true])
    }
}

/// A hidden arranged view with a required size of its own, as Xcode's canvas keeps it.
@Suite("Interface Builder hidden arranged views")
struct InterfaceBuilderHiddenArrangedViewTests {
    let name = "readsIB-stack-hidden-sized.xib"

    @Test("its own required width wins over UISV-hiding (999.999); it is parked half a gap after its neighbour")
    func keepsItsWidth() throws {
        #expect(try solvedFrame(name, "Shs-vw-006") == Rect(x: 99, y: 0, width: 90, height: 70))
        #expect(try solvedFrame(name, "Shs-vw-009") == Rect(x: 108, y: 0, width: 90, height: 70))
    }

    @Test("a hidden arranged view without a size of its own still collapses")
    func collapses() throws {
        #expect(try solvedFrame(name, "Shs-vw-008")?.width == 0)
    }

    @Test("it is no conflict: UISV-hiding sits just below required, and nothing is rejected")
    func noConflict() throws {
        let document = try InterfaceBuilderReader.parse(data: try Fixtures.data("IB/" + name), fileName: name)
        let system = RuntimeSystem(try #require(document.layouts.first?.graph))
        let hiding = system.constraints.filter { $0.provenance.identifier == "UISV-hiding" }
        #expect(hiding.count == 2 && hiding.allSatisfy { $0.priority == 999.999 })
        #expect(try LayoutSolver.solve(system).rejected.isEmpty)
    }
}

/// A non-scrolling text view has text baselines; Auto Layout uses a view's edges only for
/// views without text.
@Suite("Interface Builder text view baselines")
struct InterfaceBuilderTextViewBaselineTests {
    let name = "readsIB-text-view-baselines.xib"

    @Test("its last baseline sits the bottom inset and the font's descender above its bottom (Menlo 16)")
    func lastBaselineAboveBottom() throws {
        let y = try #require(try solvedFrame(name, "Tvb-vw-003")).y
        let expected: Double = 35 - (8 + 483.0 / 2048 * 16) + 4
        // At the 6.1" iPhone's 2× pixels, as Interface Builder stores it.
        #expect(y == (expected * 2).rounded() / 2)
    }

    @Test("its first baseline sits the top inset and the font's ascender below its top (system 17 pt)")
    func firstBaselineBelowTop() throws {
        let y = try #require(try solvedFrame(name, "Tvb-vw-006")).y
        let expected: Double = 100 + 8 + 1950.0 / 2048 * 17
        #expect(y == (expected * 2).rounded() / 2)
    }

    @Test("a scrolling text view keeps its bottom edge as its baseline")
    func scrollingTextViewUsesItsEdges() throws {
        #expect(try solvedFrame(name, "Tvb-vw-011")?.y == 214)
    }

    @Test("the reader records the offsets only for non-scrolling text views with a known font")
    func offsetsRecorded() throws {
        let document = try InterfaceBuilderReader.parse(data: try Fixtures.data("IB/" + name), fileName: name)
        let items = Dictionary(uniqueKeysWithValues: document.layouts.flatMap(\.graph.items).map { ($0.id, $0) })
        let menloDescent: Double = 8 + 483.0 / 2048 * 16
        #expect(items["Tvb-tv-002"]?.lastBaselineFromBottom == menloDescent)
        #expect(items["Tvb-tv-009"]?.firstBaselineFromTop == nil && items["Tvb-tv-009"]?.lastBaselineFromBottom == nil)
    }
}
