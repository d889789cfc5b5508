import LayoutModel
import Spelling

/// Finds the independent layouts of a document and builds each one.
struct IBDocumentWalker {
    let file: String
    let platform: Platform
    let document: XMLElementNode
    /// Every IB object id in the document (to tell "another scene" from "nothing at all"),
    /// collected only when a constraint names an object outside its own layout.
    let knownIDs: KnownIDs
    let device: String?
    /// The simulated device's metrics, when layoutlint knows the device.
    let screen: IBDeviceMetrics.Device?
    let landscape: Bool
    let usesSafeAreas: Bool
    /// A storyboard (scenes), not a xib.
    let isStoryboard: Bool
    /// The Xcode build that saved the file (`toolsVersion`: 14113 is Xcode 9.x, 17xxx Xcode 12).
    let toolsVersion: Double
    /// The size classes of the device in its orientation (iOS), which pick the variations.
    var sizeClasses: IBSizeClasses? {
        platform == .iOS ? IBSizeClasses(device: device, landscape: landscape, metrics: screen) : nil
    }
    /// Bars Xcode infers from navigation and tab bar controllers.
    let inferredBars: IBDeviceMetrics.InferredBars
    /// The views a xib's File's Owner holds as its `view` outlet (a controller's view).
    let filesOwnerViews: Set<String>
    /// The heights of the document's SF Symbol images (`IBElementKinds.symbolImageHeights`).
    let symbolImageHeights: [String: Double]
    var layouts: [InterfaceBuilderDocument.Layout] = []
    var notes: [String] = []
    /// Views a size-class variation leaves out of the configuration laid out, and the views
    /// of layouts that could not be read.
    var notLaidOut: [InterfaceBuilderDocument.NotLaidOut] = []
    /// Why each layout that could not be read was left out (`buildLayouts`).
    var problems: [ReaderError] = []
    private var sawVariations = false

    /// Elements that hold no layouts.
    static let skipped: ElementNames = ["connections", "userDefinedRuntimeAttributes", "resources", "dependencies", "menu"]

    /// Elements that own a view without being one: their view is a controller's root view.
    static let controllers: ElementNames = [
        "viewController", "tableViewController", "collectionViewController", "navigationController", "tabBarController",
        "pageViewController", "splitViewController", "glkViewController", "avPlayerViewController", "hostingController",
        "windowController", "window", "panel", "customObject",
    ]

    init(file: String, platform: Platform, document: XMLElementNode) {
        self.file = file
        self.platform = platform
        self.document = document
        knownIDs = KnownIDs(document)
        let deviceElement = document.child("device")
        device = deviceElement?["id"]
        screen = device.flatMap { IBDeviceMetrics.devices[$0] }
        landscape = deviceElement?["orientation"] == "landscape"
        usesSafeAreas = IBValues.yes(document["useSafeAreas"])
        isStoryboard = document["type"].map { TextSearch.contains("Storyboard", in: $0) } ?? false
        let plugIn = document.child("dependencies")?.children.first { $0.name == "plugIn" }
        let statedToolsVersion = IBValues.toolsVersion(document["toolsVersion"], pluginVersion: plugIn?["version"])
        toolsVersion = statedToolsVersion > 0 ? statedToolsVersion : IBElementKinds.currentToolsVersion
        // Bars and segues are UIKit's: a Mac document's walk for them found nothing and cost a
        // pass over its whole tree (4 % of `lint` on the largest corpus file).
        inferredBars = platform == .iOS ? IBDeviceMetrics.InferredBars(document: document) : IBDeviceMetrics.InferredBars()
        symbolImageHeights = platform == .macOS ? IBElementKinds.symbolImageHeights(in: document) : [:]
        let owners = document.child("objects")?.children.filter { $0["placeholderIdentifier"] == "IBFilesOwner" } ?? []
        filesOwnerViews = Set(owners.flatMap { owner in
            (owner.child("connections")?.children ?? []).filter { $0.name == "outlet" && $0["property"] == "view" }.compactMap { $0["destination"] }
        })
    }


    mutating func walk() {
        walk(document, controller: nil)
        if sawVariations {
            let configuration = sizeClasses.map { "the configuration of its device (\($0.description))" }
                ?? "the base (any width, any height) configuration"
            notes.append("\(file): note: the file has size-class variations; \(configuration) is linted")
        }
    }

    private mutating func walk(_ element: XMLElementNode, controller: XMLElementNode?) {
        for child in element.children {
            if Self.skipped.contains(child.name) { continue }
            if IBLayoutBuilder.isView(child) {
                let isControllerView = controller != nil && (child["key"] == "view" || child["key"] == "contentView")
                buildLayouts(child, controller: isControllerView ? controller : nil)
            } else if Self.controllers.contains(child.name) {
                walk(child, controller: child)
            } else {
                walk(child, controller: controller)
            }
        }
    }

    /// Builds the layout rooted at `root`; `nested` receives the cells inside it, which are
    /// layouts of their own, as soon as its views are read. `container` is the table or
    /// collection view a cell was found in.
    mutating func buildLayout(_ root: XMLElementNode, controller: XMLElementNode?, container: XMLElementNode?,
                                      nested: inout [(cell: XMLElementNode, container: XMLElementNode)]) throws(IBLayoutBuilder.Failure) {
        var builder = IBLayoutBuilder(file: file, platform: platform, toolsVersion: toolsVersion)
        builder.sizeClasses = sizeClasses
        builder.isCellInTable = container != nil
        builder.symbolImageHeights = symbolImageHeights
        builder.isCellInSubviewTable = container.map { $0.name == "tableView" && $0["key"] != "view" } ?? false
        // 2 when the file names no device, or one layoutlint does not know.
        builder.screenScale = screen?.scale ?? 2
        builder.screenWidth = screenWidth
        // Xcode stores an AppKit document's frames in whole points (4,100 of the corpus's 4,118
        // macOS frames, 10 repositories), an iOS one's at the device's pixels (3,679 of 3,685,
        // 14 repositories).
        builder.graph.storedPixelScale = platform == .macOS ? 1 : builder.screenScale
        let isControllerView = controller != nil && controller?.name != "window" && controller?.name != "panel"
        // Every root is held at its designed size, as Interface Builder's canvas holds it.
        let rootRole: ViewRole = IBLayoutBuilder.isCell(root) ? .cell : .rootView
        guard let rootID = try builder.addView(root, parent: nil, role: rootRole) else { return }
        nested = builder.nestedRoots
        builder.graph[rootID].sizesHeightToContent = container.map { Self.sizesHeightToContent(root, in: $0) } ?? false
        if rootRole == .cell && !builder.graph[rootID].sizesHeightToContent { builder.graph[rootID].estimates.insert(.cellSizing) }
        if rootRole == .cell, (container?["estimatedRowHeight"]).flatMap(Double.init).map({ $0 > 0 }) != true {
            builder.graph[rootID].estimates.insert(.rowEstimate)
        }
        if platform == .iOS {
            applySystemMetrics(&builder, root: rootID, element: root, controller: controller, isControllerView: isControllerView)
            builder.applyPreservedMargins()
        }
        if let guides = controller?.child("layoutGuides") {
            var bars = IBDeviceMetrics.bars(of: controller, inferred: inferredBars)
            // A free-form scene's top layout guide still starts below the 20 pt status bar
            // (corpus: eight free-form scenes in two repositories, Xcode 9 and Xcode 14, all
            // with their content 20 pt below the guide's constant); only its safe area loses it.
            // In landscape an iPhone hides the status bar and an iPad keeps it, as for the safe
            // area below.
            var statusBar = IBDeviceMetrics.hidesStatusBar(controller) || (landscape && !isIPad) ? 0.0 : 20.0
            // The same scenes Xcode 10.3 to 14.1 draw without a status bar for the safe area
            // (no notch) have their top layout guide at 0 too, or at the bottom of the
            // navigation bar, 44 pt down.
            if isStoryboard, let screen, screen.bottom == 0, toolsVersion >= 14300,
               IBDeviceMetrics.omitsStatusBar(toolsVersion: toolsVersion, topBar: bars.top, presented: isPresented(controller)) {
                statusBar = 0
            }
            // A view stored below the bars (edges not extended under them, or opaque bars) has
            // them outside it, and its guides have no length there; so has one stored ending
            // above the bottom bars (`edgesForExtendedLayout` without the bottom edge).
            if let frame = builder.graph[rootID].storedFrame {
                if frame.y > 0 || sitsBelowBars(frame, status: statusBar, bars: bars) { statusBar = 0; bars.top = 0 }
                if endsAboveBottomBars(frame, inset: bars.bottom) { bars.bottom = 0 }
            }
            for guide in guides.children("viewControllerLayoutGuide") {
                guard let id = guide["id"] else { continue }
                let top = guide["type"] == "top"
                builder.addGuide(id, role: top ? .topLayoutGuide : .bottomLayoutGuide, owner: rootID, element: guide)
                if let guideID = builder.index[id] {
                    builder.graph[guideID].guideLength = top ? statusBar + bars.top : bars.bottom
                    builder.graph[guideID].estimates.insert(.systemInsets)
                }
            }
        }
        try builder.readConstraints(knownIDs: knownIDs)
        builder.fixUnconstrainedViews()
        builder.settleAppKitBaselines()
        notes += builder.notes
        sawVariations = sawVariations || builder.hasVariations
        let name = controllerName(controller) ?? "\(builder.graph[rootID].className) \(builder.graph[rootID].id)"
        notLaidOut += builder.notInstalled.map { notInstalled($0, layout: name) }
        notLaidOut += builder.unplaced.map { notLaidOutReport($0.element, layout: name, reason: $0.reason) }
        let usesAutoLayout = builder.graph.constraints.contains { $0.origin == .user }
        layouts.append(InterfaceBuilderDocument.Layout(name: name, graph: builder.graph, usesAutoLayout: usesAutoLayout))
    }

    /// Whether Interface Builder sizes `cell` to its content: a prototype cell of a table
    /// whose row height is automatic (`rowHeight="-1"`), unless the cell sets its own.
    static func sizesHeightToContent(_ cell: XMLElementNode, in container: XMLElementNode) -> Bool {
        guard cell.name == "tableViewCell", container.name == "tableView", container["rowHeight"] == "-1" else { return false }
        return cell["rowHeight"] == nil || cell["rowHeight"] == "-1"
    }

    /// The report of a view that a size-class variation leaves out of the configuration laid
    /// out: Xcode stored a frame for it from another configuration, which layoutlint does not
    /// lay out (it lints one configuration per file).
    private func notInstalled(_ element: XMLElementNode, layout: String) -> InterfaceBuilderDocument.NotLaidOut {
        let configuration = sizeClasses.map { "its device's configuration (\($0.description))" }
            ?? "the base configuration (any width, any height)"
        return notLaidOutReport(element, layout: layout, reason: "a size-class variation leaves it out of \(configuration), the one laid out")
    }

    /// The report of the view `element`, of the layout named `layout`, not laid out for
    /// `reason`, with the frame Interface Builder stored for it (none when it is unreadable).
    func notLaidOutReport(_ element: XMLElementNode, layout: String, reason: String) -> InterfaceBuilderDocument.NotLaidOut {
        let frame = element.child("rect", key: "frame").flatMap { rect -> Rect? in
            do throws(IBValues.Problem) { return try IBValues.rect(rect) } catch { return nil }
        }
        return InterfaceBuilderDocument.NotLaidOut(
            id: element["id"] ?? "", className: IBElementKinds.className(of: element, on: platform), name: IBElementKinds.displayName(of: element),
            line: element.line, column: element.column, layout: layout, storedFrame: frame, reason: reason)
    }

    func controllerName(_ controller: XMLElementNode?) -> String? {
        guard let controller else { return nil }
        let className = controller["customClass"] ?? controller.name
        return IBValues.trimmed("\(className) \(controller["id"] ?? "")")
    }

    /// Safe-area insets and layout margins that UIKit gives views at run time and IB
    /// simulates: the device's insets and bars for a controller's view (or a top-level view
    /// the size of the device), the part of them each subview overlaps, and the system
    /// minimum margins of a controller's view.
    private func applySystemMetrics(_ builder: inout IBLayoutBuilder, root: ItemID, element: XMLElementNode, controller: XMLElementNode?,
                                    isControllerView: Bool) {
        guard let rootFrame = builder.graph[root].storedFrame else { return }
        var safe = EdgeInsets.zero
        // Xcode simulates the device's status bar and insets around a controller's view,
        // around a top-level view the size of the screen, and around a top-level xib view with
        // a safe-area guide that is taller than it is wide.
        let portraitView = !isStoryboard && controller == nil && IBDeviceMetrics.isSimulatedInPortrait(element, frame: rootFrame)
        // A top-level xib view that is its File's Owner's `view` (a view controller's view) is
        // drawn as on the device whatever its shape (corpus: a 414 × 258 and a 431 × 155 one,
        // both with their content 44 pt below the 6.1" iPhone's status bar).
        let ownersView = !isStoryboard && controller == nil && element.child("viewLayoutGuide", key: "safeArea") != nil
            && element["id"].map(filesOwnerViews.contains) == true
        let screenSized = IBDeviceMetrics.isScreenSized(rootFrame, device: device)
        // A screen-sized top-level xib view saved by Xcode 10.3 to 13 goes without the status
        // bar as a storyboard scene does; Xcode 9 to 10.2 drew it (corpus: five Xcode 9 views
        // and an Xcode 10.2 one at y = 20, an Xcode 11 view at 0).
        let screenSizedXibView = !isStoryboard && !isControllerView && screenSized
        let fullScreen = isControllerView || screenSized || portraitView || ownersView
        if fullScreen {
            var device: (top: Double, bottom: Double) = screen.map { ($0.top, $0.bottom) } ?? (20, 0)
            // Xcode 11 to 14.1 drew the 6.1" and 6.0" iPhones with a 44 pt status bar, Xcode 14.2
            // (tools version 21500) and later with the device's own, 48 and 47: 6.1" scenes at
            // 44 from Xcode 12 to 14.0 (Simplenote, WordPressAuthenticator; two repositories
            // outside the corpus at 20037), a 6.0" one at 44 in Xcode 14.1 (WordPressAuthenticator),
            // both at 48 and 47 in nextcloud's Xcode 14.2 files outside the corpus, and from
            // Xcode 15 on in the corpus.
            if (self.device == "retina6_1" || self.device == "retina6_0") && toolsVersion < IBDeviceMetrics.xcode14_2 { device.top = 44 }
            // Xcode 15 and 16 (toolsVersion 22xxx and 23xxx) draw the 5.8" iPhone X with a 50 pt
            // status bar (KeePassium's Xcode 16 files, IQKeyboardManager's Xcode 15 scenes: their
            // content 50 pt below the safe-area top); earlier ones with 44.
            if self.device == "retina5_9" && toolsVersion >= 22000 { device.top = 50 }
            if IBDeviceMetrics.isFreeform(controller) { device = (0, 0) }
            let notch = device.bottom > 0
            // A free-form top-level view is drawn at the top of the screen: it reaches the home
            // indicator's inset only if it is that tall (SPNoteHistory's 258 pt view has 44 pt
            // above its content and its bottom pin 16 pt above its own bottom edge).
            if !isControllerView && !screenSized, let screen {
                device.bottom = max(0, rootFrame.height - (max(screen.height, screen.width) - device.bottom))
            }
            var bars = IBDeviceMetrics.bars(of: controller, inferred: inferredBars)
            // A view that starts below the bars (opaque bars) has them outside it, and so does
            // a controller's view shortened by exactly the status bar and the bars above it.
            if rootFrame.y > 0 || (isControllerView && sitsBelowBars(rootFrame, status: device.top, bars: bars)) {
                device.top = 0; bars.top = 0
            }
            if isControllerView && endsAboveBottomBars(rootFrame, inset: device.bottom + bars.bottom) {
                device.bottom = 0; bars.bottom = 0
            }
            if landscape && !isIPad {
                // An iPhone in landscape hides the status bar; an iPad keeps it (below).
                safe = EdgeInsets(top: bars.top, left: notch ? device.top : 0, bottom: (notch ? 21 : 0) + bars.bottom,
                                  right: notch ? device.top : 0)
            } else {
                let status = !notch && (IBDeviceMetrics.hidesStatusBar(controller)
                    || ((isControllerView && isStoryboard) || (screenSizedXibView && toolsVersion >= 14300))
                        && IBDeviceMetrics.omitsStatusBar(toolsVersion: toolsVersion, topBar: bars.top,
                                                          presented: isPresented(controller)))
                    ? 0 : device.top
                let doubled = doublesDeviceInsets(controller: controller, isControllerView: isControllerView, notch: notch, bars: bars)
                let times = doubled ? 2.0 : 1.0
                safe = EdgeInsets(top: times * status + bars.top, left: 0, bottom: times * device.bottom + bars.bottom, right: 0)
            }
            if !usesSafeAreas { safe = EdgeInsets(top: safe.top, left: 0, bottom: safe.bottom, right: 0) }
            builder.graph[root].safeAreaInsets = safe
            builder.graph[root].estimates.insert(.systemInsets)
            if (isControllerView || ownersView) && builder.graph[root].layoutMargins == .uiKitDefaultMargins {
                let side = IBDeviceMetrics.systemMinimumMargin(forWidth: rootFrame.width, screenWidth: builder.screenWidth)
                builder.graph[root].layoutMargins = usesSafeAreas && !builder.insetsMarginsFromSafeArea.contains(builder.graph[root].id)
                    ? EdgeInsets(top: safe.top, left: safe.left + side, bottom: safe.bottom, right: safe.right + side)
                    // Before safe areas the side minimum by width too: 20 on the 600 × 600 canvas of
                    // Xcode 7's size classes (its views pinned to the root's margins sit 20 pt in:
                    // Stereopsis and Survey, two repositories outside the corpus).
                    : EdgeInsets(top: 0, left: side, bottom: 0, right: side)
            }
        }
        // Any other top-level xib view (a supplementary view too) is drawn with a controller
        // view's system minimum margins: the side minimum, none above and below (corpus:
        // 375 pt views at 16, a 414 pt one at 20, a 343 pt header at 16 with its content at
        // y = 0; none at UIKit's plain 8). A collection view cell is a reusable view too
        // (UICollectionViewCell subclasses UICollectionReusableView): Xcode 9 and 10 cells of
        // 352 pt keep their content 16 pt inside the cell's margins.
        if !fullScreen && !isStoryboard && controller == nil && builder.graph[root].layoutMargins == .uiKitDefaultMargins
            && (builder.graph[root].viewRole == .rootView || element.name == "collectionReusableView" || element.name == "collectionViewCell") {
            let side = IBDeviceMetrics.systemMinimumMargin(forWidth: rootFrame.width, screenWidth: builder.screenWidth)
            builder.graph[root].layoutMargins = EdgeInsets(top: 0, left: side, bottom: 0, right: side)
        }
        // Each view's safe area is the part of the root's it overlaps (from the stored frames).
        let safeRect = Rect(x: safe.left, y: safe.top, width: rootFrame.width - safe.left - safe.right,
                            height: rootFrame.height - safe.top - safe.bottom)
        var origins: [Rect?] = Array(repeating: nil, count: builder.graph.items.count)
        for id in builder.graph.itemIDs where id != root && builder.graph[id].isView {
            guard let frame = builder.graph[id].storedFrame, let parent = builder.graph[id].parent else { continue }
            let parentOrigin = parent == root ? Rect.zero : (origins[parent.index] ?? .zero)
            let absolute = Rect(x: parentOrigin.x + frame.x, y: parentOrigin.y + frame.y, width: frame.width, height: frame.height)
            origins[id.index] = absolute
            let insets = EdgeInsets(top: max(0, min(frame.height, safeRect.y - absolute.y)),
                                    left: max(0, min(frame.width, safeRect.x - absolute.x)),
                                    bottom: max(0, min(frame.height, absolute.y + absolute.height - safeRect.y - safeRect.height)),
                                    right: max(0, min(frame.width, absolute.x + absolute.width - safeRect.x - safeRect.width)))
            builder.graph[id].safeAreaInsets = insets
            if insets != .zero { builder.graph[id].estimates.insert(.systemInsets) }
            if usesSafeAreas && insets != .zero && builder.graph[id].layoutMargins == .uiKitDefaultMargins
                && !builder.insetsMarginsFromSafeArea.contains(builder.graph[id].id) {
                let margins = builder.graph[id].layoutMargins
                builder.graph[id].layoutMargins = EdgeInsets(top: margins.top + insets.top, left: margins.left + insets.left,
                                                             bottom: margins.bottom + insets.bottom, right: margins.right + insets.right)
            }
        }
    }
}

/// The IB object ids of a document, collected on first use (most documents never ask:
/// collecting them for every file was 1.6 % of `lint`).
final class KnownIDs {
    private let document: XMLElementNode
    private lazy var ids: Set<String> = {
        var ids: Set<String> = []
        Self.collect(document, into: &ids)
        return ids
    }()

    init(_ document: XMLElementNode) { self.document = document }

    func contains(_ id: String) -> Bool { ids.contains(id) }

    private static func collect(_ element: XMLElementNode, into ids: inout Set<String>) {
        if let id = element["id"] { ids.insert(id) }
        for child in element.children { collect(child, into: &ids) }
    }
}
