import LayoutModel
import Spelling

/// Builds one layout graph from one Interface Builder root view (a top-level view or cell,
/// a scene's view controller view, a window's content view) and the elements inside it.
struct IBLayoutBuilder {
    /// A problem tied to an element: reported with its position and IB object id.
    struct Failure: Error {
        var element: XMLElementNode
        var message: String
    }

    let file: String
    let platform: Platform
    /// The Xcode build that saved the file (`toolsVersion`).
    let toolsVersion: Double
    /// Pixels per point of the simulated screen (text heights are rounded to whole pixels).
    var screenScale = 2.0
    /// The width of the document's device screen in its orientation; nil without a device.
    var screenWidth: Double?
    /// Whether the root is a prototype cell inside a table or collection view (not an xib's
    /// top-level cell, which Xcode draws without a table around it).
    var isCellInTable = false
    /// The heights of the document's SF Symbol images (`IBElementKinds.symbolImageHeights`).
    var symbolImageHeights: [String: Double] = [:]
    /// Whether that table is a subview of its controller's view, not a table view
    /// controller's own view.
    var isCellInSubviewTable = false
    var graph: LayoutGraph
    /// IB object ids of the items added so far.
    var index: [String: ItemID] = [:]
    /// `<constraints>` lists to read once every item is known, with the view that holds them.
    var constraintLists: [(owner: ItemID, element: XMLElementNode)] = []
    /// Constraint and view ids excluded from the base configuration by size-class variations.
    var excludedFromBase: Set<String> = []
    /// The size classes of the document's device; nil lays out the base configuration.
    var sizeClasses: IBSizeClasses?
    /// Ids the variations of the device's size classes include or exclude.
    var includedOnDevice: Set<String> = []
    var excludedFromDevice: Set<String> = []
    /// Whether any size-class variation was seen (reports say the base configuration is linted).
    var hasVariations = false
    /// Views a size-class variation leaves out of the configuration laid out (the excluded
    /// view and every view inside it), in document order.
    var notInstalled: [XMLElementNode] = []
    /// Views inside a view the file stores without a frame (a toolbar item's box, whose size
    /// AppKit sets at run time): where they lie is not known, so they are reported, not laid out.
    var unplaced: [(element: XMLElementNode, reason: String)] = []
    /// Cells found inside table and collection views: laid out separately, each its own root.
    var nestedRoots: [(cell: XMLElementNode, container: XMLElementNode)] = []
    /// Notes for the reader (unknown elements, skipped constraints).
    var notes: [String] = []
    /// The `accessoryType` of each table cell.
    var cellAccessories: [ItemID: String] = [:]
    /// Views with `insetsLayoutMarginsFromSafeArea="NO"` (by IB object id).
    var insetsMarginsFromSafeArea: Set<String> = []
    /// Views with `preservesSuperviewLayoutMargins="YES"` (by IB object id).
    var preservesSuperviewMargins: Set<String> = []
    /// Views given baselines from `AppKitBaselines` (by IB object id).
    var appKitBaselineViews: Set<String> = []
    /// AppKit controls (`NSControl`s: a cell, or an `NSSwitch`) other than image views, which
    /// have a baseline even where the table has no row for them (by IB object id).
    var appKitControlViews: Set<String> = []
    /// The content view of each `NSGridView` cell read so far (by the cell's IB object id).
    var gridContent: [String: ItemID] = [:]

    init(file: String, platform: Platform, toolsVersion: Double) {
        self.file = file
        self.platform = platform
        self.toolsVersion = toolsVersion
        graph = LayoutGraph(platform: platform)
    }

    // MARK: Views

    /// Adds `element` (a view element) and everything inside it; returns its id. `objectID`
    /// names an element Interface Builder wrote without an id (a legacy cell's content view).
    @discardableResult
    mutating func addView(_ element: XMLElementNode, parent: ItemID?, role forcedRole: ViewRole? = nil,
                          objectID givenID: String? = nil) throws(Failure) -> ItemID? {
        guard let objectID = element["id"] ?? givenID else { return nil }
        // A subview the configuration laid out leaves out (a root is never excluded): it and
        // the views inside it are reported as not laid out.
        if parent != nil && isExcluded(element) {
            noteNotInstalled(element)
            return nil
        }
        let kind = IBElementKinds.kind(of: element.name, on: platform)
        if kind == nil {
            notes.append("\(file):\(element.line):\(element.column): note: unknown element <\(element.name)> (id \(objectID)) read as a plain view")
        }
        let className = IBElementKinds.className(of: element, on: platform)
        // A stack view draws nothing and has no margins of its own until it is given some:
        // Xcode's frames show views preserving a stack's margins inset by their own alone.
        var item = LayoutItem(id: objectID, kind: .view(forcedRole ?? kind?.role ?? .plain), className: className,
                              name: IBElementKinds.displayName(of: element), parent: parent,
                              layoutMargins: platform == .iOS && kind?.role != .stackView ? .uiKitDefaultMargins : .zero,
                              isFlipped: platform == .iOS || IBElementKinds.isFlippedAppKitView(element, kind: kind)
                                  || IBValues.yes(element["flipped"]),
                              source: SourceLocation(file: file, line: element.line, column: element.column))
        if element["customClass"] != nil { item.estimates.insert(.customClass) }
        if platform == .macOS, Self.containerManagedElements.contains(element.name)
            || parent.map({ graph[$0].className == "NSClipView" }) == true {
            item.estimates.insert(.containerManaged)
        }
        item.designTime = DesignTimeFlags(ambiguous: IBValues.yes(element["ambiguous"]),
                                          misplaced: IBValues.yes(element["misplaced"]),
                                          verifyAmbiguity: element["verifyAmbiguity"])
        do throws(IBValues.Problem) {
            // A separator box is as thick as AppKit draws it whatever its constraints say.
            let separator = element.name == "box" && element["boxType"] == "separator"
            try readGeometry(element, into: &item, contentSized: (kind?.contentSized ?? false) || separator)
        } catch {
            throw Failure(element: element, message: error.message)
        }
        // A stack view arranges its views whatever role it plays here: a top-level stack view
        // (an xib's root, held at its designed size) still lays out its arranged subviews.
        if kind?.role == .stackView {
            do throws(IBValues.Problem) { item.stack = try stackSettings(element) } catch {
                throw Failure(element: element, message: error.message)
            }
        }
        item.isScrollViewRoot = kind?.role == .scrollView && item.viewRole != .scrollView
        if platform == .macOS, item.stack != nil, let padding = element.child("edgeInsets", key: "edgeInsets") {
            // NSStackView's `edgeInsets`: the views are arranged inside this padding.
            do throws(IBValues.Problem) { item.layoutMargins = try IBValues.insets(padding) } catch {
                throw Failure(element: element, message: error.message)
            }
            item.stack?.isLayoutMarginsRelativeArrangement = true
        }
        if element.name == "label" {
            // Interface Builder leaves the attribute out at its default, 1.
            item.numberOfLines = element["numberOfLines"].flatMap { Int($0) }.map { max($0, 0) } ?? 1
        }
        if item.viewRole == .cellContentView, platform == .iOS, element.child("edgeInsets", key: "layoutMargins") == nil,
           let cell = parent, let cellFrame = graph[cell].storedFrame {
            // A table cell's content view: 11 pt above and below (15 from Xcode 26, iOS 26's
            // taller rows: NetNewsWire's settings, inspector and account cells, and three
            // course projects outside the corpus, 15 at the top or bottom wherever content is
            // pinned to those margins; Xcode 16's files keep 11), the table's system minimum
            // at the sides (the table is as wide as the cell plus its inset on both sides).
            let tableWidth = cellFrame.width + 2 * max(0, cellFrame.x)
            var side = isCellInTable
                ? IBDeviceMetrics.cellSideMargin(forTableWidth: tableWidth, screenWidth: screenWidth, toolsVersion: toolsVersion)
                : IBDeviceMetrics.systemMinimumMargin(forWidth: tableWidth, screenWidth: screenWidth)
            if isCellInSubviewTable, IBDeviceMetrics.drawsIOS11SubviewTableMargins(toolsVersion: toolsVersion),
               IBValues.yes(element["preservesSuperviewLayoutMargins"]) {
                side = IBDeviceMetrics.iOS11SubviewTableCellMargin
            }
            // With an accessory (disclosure indicator, checkmark, …) the accessory keeps its own
            // spacing and the content view's trailing margin is the default 8.
            let hasAccessory = (cellAccessories[cell] ?? "none") != "none"
            // Before iOS 11's margins (Xcode 9.1 on) a cell's content view had UIKit's
            // plain 8 pt margins; Xcode 8 and 9.0 draw their cells so, top-level ones in xibs
            // (ChatSecure's and matrix-ios-kit's cells: content 8 pt inside the margins'
            // anchors) and prototypes in a table alike (Makestagram's Xcode 8 storyboard,
            // outside the corpus: 8 pt at the leading edge and the top, 6 of 6).
            let preIOS11Cell = IBElementKinds.savedBefore(Self.firstIOS11ToolsVersion, toolsVersion: toolsVersion)
            let vertical: Double = toolsVersion >= Self.firstXcode26ToolsVersion ? 15 : 11
            item.layoutMargins = element.name == "collectionViewCellContentView" || TextSearch.contains("Collection", in: graph[cell].className)
                || preIOS11Cell
                ? .uiKitDefaultMargins : EdgeInsets(top: vertical, left: side, bottom: vertical, right: hasAccessory ? 8 : side)
        }
        let id = graph.add(item)
        index[objectID] = id
        if let accessory = element["accessoryType"] {
            cellAccessories[id] = accessory
        }
        try addGuides(of: element, owner: id)
        if let constraints = element.child("constraints") { constraintLists.append((id, constraints)) }
        noteVariations(element)
        try addChildren(of: element, parent: id)
        if element.name == "gridView", platform == .macOS {
            graph[id].grid = try gridSettings(element)
            // A grid positions its content views by constraints of its own.
            for cell in graph[id].grid?.cells ?? [] { graph[cell.view].translatesAutoresizingMask = false }
        }
        if element.name == "splitView", platform == .macOS, let split = try splitSettings(element, id: id) {
            graph[id].split = split
            // The split view sets its panes' frames, by constraints of its own.
            for pane in split.panes { graph[pane].translatesAutoresizingMask = false }
        }
        if var stack = graph[id].stack {
            stack.arrangedSubviews = graph.subviews(of: id)
            if var areas = stack.gravityAreas {
                // The views were added area by area: count each area's.
                func count(_ name: String) -> Int {
                    element.child(name)?.children.filter { Self.isView($0) && index[$0["id"] ?? ""] != nil }.count ?? 0
                }
                areas.middleStart = count("beginningViews")
                areas.endStart = areas.middleStart + count("middleViews")
                stack.gravityAreas = areas
            }
            // A stack view turns off its arranged views' autoresizing translation
            // (`fixedFrame` on an arranged view means nothing).
            for view in stack.arrangedSubviews { graph[view].translatesAutoresizingMask = false }
            graph[id].stack = stack
        }
        return id
    }

    /// AppKit views whose frames their containers set in code: a scroll view's clip view
    /// (and, through the parent test, its document view), tables and outlines (sized by
    /// their rows and columns).
    static let containerManagedElements: Set<String> = ["clipView", "tableView", "outlineView"]

    /// Frame, autoresizing, priorities, intrinsic size, margins, visibility and direction.
    mutating func readGeometry(_ element: XMLElementNode, into item: inout LayoutItem, contentSized: Bool) throws(IBValues.Problem) {
        if let rect = element.child("rect", key: "frame") {
            var frame = try IBValues.rect(rect)
            if let parent = item.parent, graph[parent].alignmentInsets != .zero {
                // The frame is stored in the parent's frame, and the model places children in
                // the parent's alignment rectangle (a box's content view inside its border);
                // `SolvedLayout.frame(of:in:)` shifts it back.
                let insets = graph[parent].alignmentInsets
                let flipped = platform == .iOS || graph[parent].isFlipped
                frame = Rect(x: frame.x - insets.left, y: frame.y - (flipped ? insets.top : insets.bottom),
                             width: frame.width, height: frame.height)
            }
            if platform == .macOS, let parent = item.parent, !graph[parent].isFlipped, let container = graph[parent].storedFrame {
                frame = frame.flippedVertically(inContainerOfHeight: container.height)
            }
            item.alignmentInsets = IBElementKinds.alignmentInsets(of: element, on: platform, toolsVersion: toolsVersion, frame: frame,
                                                                  symbolImageHeights: symbolImageHeights)
            // AppKit controls' metrics are layoutlint's table (zero where it has no evidence).
            if item.alignmentInsets != .zero || (platform == .macOS && contentSized && element.name != "textField") {
                item.estimates.insert(.controlMetrics)
            }
            item.storedFrame = item.alignmentRect(inFrame: frame)
            if platform == .macOS, element.name != "imageView", element.cell != nil || element.name == "switch" {
                appKitControlViews.insert(item.id)
            }
            if platform == .macOS, let baselines = AppKitBaselines.offsets(of: element, frameHeight: frame.height, toolsVersion: toolsVersion) {
                // The model works on alignment rectangles: measure from their edges.
                item.firstBaselineFromTop = baselines.firstFromFrameTop - item.alignmentInsets.top
                item.lastBaselineFromBottom = baselines.lastFromFrameBottom - item.alignmentInsets.bottom
                appKitBaselineViews.insert(item.id)
                item.estimates.insert(.controlMetrics)
            }
        }
        // `fixedFrame="YES"` (Xcode 8+): the view keeps its frame through its autoresizing mask.
        item.translatesAutoresizingMask = element["translatesAutoresizingMaskIntoConstraints"] != "NO" || IBValues.yes(element["fixedFrame"])
        if let mask = element.child("autoresizingMask", key: "autoresizingMask") {
            var value: AutoresizingMask = []
            let bits: [(String, AutoresizingMask)] = [("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth),
                                                     ("flexibleMaxX", .flexibleRightMargin), ("flexibleMinY", .flexibleTopMargin),
                                                     ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin)]
            for (name, bit) in bits where IBValues.yes(mask[name]) { value.insert(bit) }
            if platform == .macOS, let parent = item.parent, !graph[parent].isFlipped { value = value.verticallyMirrored }
            item.autoresizingMask = value
        }
        func priority(_ name: String, _ fallback: Double) throws(IBValues.Problem) -> Double {
            try element[name].map { text throws(IBValues.Problem) in try IBValues.priority(text, attribute: name) } ?? fallback
        }
        // IB writes every non-default priority, so an absent one is UIKit's 250 / 750.
        item.huggingPriority = AxisValues(try priority("horizontalHuggingPriority", 250), try priority("verticalHuggingPriority", 250))
        item.compressionResistancePriority = AxisValues(try priority("horizontalCompressionResistancePriority", 750),
                                                        try priority("verticalCompressionResistancePriority", 750))
        let contentSized = contentSized || (element.name == "textView" && element["scrollEnabled"] == "NO")
        if contentSized || element["placeholderIntrinsicWidth"] != nil || element["placeholderIntrinsicHeight"] != nil {
            item.intrinsicContentSize = try intrinsicSize(element, frame: contentSized ? item.storedFrame : nil)
            // A size read off the stored frame is what Xcode measured then, not a fact of the
            // file: the text, font or image may have changed since.
            if contentSized, item.storedFrame != nil {
                if element["placeholderIntrinsicWidth"] == nil, item.intrinsicContentSize.width != nil { item.estimates.insert(.intrinsicWidth) }
                if element["placeholderIntrinsicHeight"] == nil, item.intrinsicContentSize.height != nil { item.estimates.insert(.intrinsicHeight) }
            }
            if platform == .iOS, element["placeholderIntrinsicHeight"] == nil,
               let height = IBTextMetrics.oneLineLabelHeight(element, toolsVersion: toolsVersion, scale: screenScale) {
                // Measured from the font, not read off the frame: still an estimate of
                // layoutlint's, as the font metrics are its own model of Apple's.
                item.intrinsicContentSize.height = height
                item.estimates.insert(.intrinsicHeight)
            }
        }
        if platform == .macOS, element.name == "matrix", element["placeholderIntrinsicWidth"] == nil, element["placeholderIntrinsicHeight"] == nil,
           let size = try IBMatrixSize.cellsSize(of: element) {
            item.intrinsicContentSize = size
        }
        if platform == .iOS, let baselines = IBTextMetrics.textViewBaselines(element, toolsVersion: toolsVersion) {
            item.firstBaselineFromTop = baselines.fromTop
            item.lastBaselineFromBottom = baselines.fromBottom
            item.estimates.insert(.controlMetrics)
        }
        if let margins = element.child("edgeInsets", key: "layoutMargins") ?? element.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
            item.layoutMargins = try IBValues.insets(margins)
        }
        item.isHidden = IBValues.yes(element["hidden"])
        if element["insetsLayoutMarginsFromSafeArea"] == "NO" { insetsMarginsFromSafeArea.insert(item.id) }
        if IBValues.yes(element["preservesSuperviewLayoutMargins"]) { preservesSuperviewMargins.insert(item.id) }
        if element["semanticContentAttribute"] == "forceRightToLeft" { item.layoutDirection = .rightToLeft }
    }

    /// The intrinsic size: IB's placeholder when set (`infinite` or absent: none in that
    /// axis), else the stored frame's size for content-sized views.
    func intrinsicSize(_ element: XMLElementNode, frame: Rect?) throws(IBValues.Problem) -> OptionalSize {
        func axis(_ name: String, _ stored: Double?) throws(IBValues.Problem) -> Double? {
            guard let text = element[name] else { return stored }
            if text == "infinite" || text == "noIntrinsicMetric" { return nil }
            return max(0, try IBValues.number(text, attribute: name))
        }
        return OptionalSize(width: try axis("placeholderIntrinsicWidth", frame?.width),
                            height: try axis("placeholderIntrinsicHeight", frame?.height))
    }

    func stackSettings(_ element: XMLElementNode) throws(IBValues.Problem) -> StackSettings {
        let vertical = element["axis"] == "vertical" || element["orientation"] == "vertical"
        var settings = StackSettings(axis: vertical ? .vertical : .horizontal)
        if let text = element["distribution"], let distribution = StackSettings.Distribution(rawValue: text) {
            settings.distribution = distribution
        }
        switch element["alignment"] {
        case "top", "leading": settings.alignment = .leading
        case "bottom", "trailing": settings.alignment = .trailing
        case "center", "centerX", "centerY": settings.alignment = .center
        case "firstBaseline": settings.alignment = .firstBaseline
        case "lastBaseline", "baseline": settings.alignment = .lastBaseline
        default: settings.alignment = platform == .macOS ? .center : .fill
        }
        if let spacing = element["spacing"] {
            settings.spacing = try IBValues.number(spacing, attribute: "spacing")
        } else if platform == .macOS || element["spacingType"] == "standard" {
            // `spacingType="standard"` is UIStackView's system spacing: 8 pt between views.
            settings.spacing = 8
        }
        if platform == .macOS && Self.gravityAreaLists.contains(where: { element.child($0) != nil }) {
            // No distribution: AppKit's gravity areas (the areas are counted once the views are read).
            let huggingName = settings.axis == .horizontal ? "horizontalStackHuggingPriority" : "verticalStackHuggingPriority"
            let hugging = try element[huggingName].map { text throws(IBValues.Problem) in try IBValues.priority(text, attribute: huggingName) }
            settings.gravityAreas = StackSettings.GravityAreas(middleStart: 0, endStart: 0, huggingPriority: hugging ?? 250)
        }
        settings.isBaselineRelativeArrangement = IBValues.yes(element["baselineRelativeArrangement"])
        // Interface Builder arranges a stack view within the layout margins it is given: it
        // writes no attribute for that, and every corpus stack with stored margins has its
        // arranged views inset by them.
        let hasMargins = element.child("edgeInsets", key: "layoutMargins") != nil
            || element.child("directionalEdgeInsets", key: "directionalLayoutMargins") != nil
        settings.isLayoutMarginsRelativeArrangement = IBValues.yes(element["layoutMarginsRelativeArrangement"]) || hasMargins
        return settings
    }

    /// `preservesSuperviewLayoutMargins`: on each side, a view's margin is at least as deep
    /// as its superview's margin reaches into it (from the stored frames).
    mutating func applyPreservedMargins() {
        for id in graph.itemIDs where preservesSuperviewMargins.contains(graph[id].id) {
            guard let parent = graph[id].parent, let frame = graph[id].storedFrame, let container = graph[parent].storedFrame else { continue }
            let outer = graph[parent].layoutMargins
            var margins = graph[id].layoutMargins
            margins.left = max(margins.left, outer.left - frame.x)
            margins.top = max(margins.top, outer.top - frame.y)
            margins.right = max(margins.right, outer.right - (container.width - frame.x - frame.width))
            margins.bottom = max(margins.bottom, outer.bottom - (container.height - frame.y - frame.height))
            graph[id].layoutMargins = margins
        }
    }
}
