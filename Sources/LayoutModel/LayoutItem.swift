/// The index of a view or layout guide in its `LayoutGraph`.
public struct ItemID: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The position in `LayoutGraph.items`.
    public let index: Int

    /// Creates an id for the item at `index`.
    public init(_ index: Int) { self.index = index }

    public static func < (lhs: ItemID, rhs: ItemID) -> Bool { lhs.index < rhs.index }
    public var description: String { "#\(index)" }
}

/// A view or a layout guide: something constraints can refer to.
///
/// **Solver variables.** Each item has four: `minX`, `minY`, `width`, `height` — its frame in
/// the coordinates of the graph's root view, with a top-left origin. Every layout attribute
/// is a linear form over these four (see `AttributeForm`).
public struct LayoutItem: Sendable, Equatable {
    /// Whether the item is a view or a layout guide.
    public enum Kind: Sendable, Equatable {
        /// A view, with what the system does with it.
        case view(ViewRole)
        /// A layout guide owned by its `parent`, with its kind.
        case layoutGuide(GuideRole)
    }

    /// The identity the input gave it: dump id, IB object id or runtime address.
    public var id: String
    /// View or guide.
    public var kind: Kind
    /// The class name (`UILabel`, `MyApp.CardView`, `UILayoutGuide`).
    public var className: String
    /// A human name when known: accessibility identifier, IB user label, label text.
    public var name: String?
    /// The superview (views) or owning view (guides); nil for the root.
    public var parent: ItemID?
    /// The frame the input recorded, in the parent's coordinates, top-left origin (for a
    /// guide: its layout frame in the owner's coordinates).
    public var storedFrame: Rect?
    /// `translatesAutoresizingMaskIntoConstraints`.
    public var translatesAutoresizingMask: Bool
    /// The autoresizing mask (used only when `translatesAutoresizingMask`).
    public var autoresizingMask: AutoresizingMask
    /// `intrinsicContentSize`; nil components mean no intrinsic metric.
    public var intrinsicContentSize: OptionalSize
    /// Content-hugging priorities (horizontal, vertical); nil means the class default.
    public var huggingPriority: AxisValues<Double?>
    /// Compression-resistance priorities; nil means the class default.
    public var compressionResistancePriority: AxisValues<Double?>
    /// Layout margins (in the item's own, unmirrored left/right terms).
    public var layoutMargins: EdgeInsets
    /// Safe-area insets.
    public var safeAreaInsets: EdgeInsets
    /// Distance from the top edge to the first baseline, when the item has text.
    public var firstBaselineFromTop: Double?
    /// Distance from the last baseline up from the bottom edge, when the item has text.
    public var lastBaselineFromBottom: Double?
    /// `isHidden`.
    public var isHidden: Bool
    /// The effective reading direction.
    public var layoutDirection: LayoutDirection
    /// Stack settings, for stack views.
    public var stack: StackSettings?
    /// An `NSGridView`'s rows, columns and cells; nil for every other view.
    public var grid: GridSettings?
    /// An `NSSplitView`'s panes and dividers, when it lays them out; nil for every other view.
    public var split: SplitSettings?
    /// The readable width (readable-content guides), the keyboard height (keyboard guides).
    public var guideLength: Double?
    /// AppKit: whether the view's own coordinates are flipped (top-left origin). Decides
    /// how its subviews' frames are reported.
    public var isFlipped: Bool
    /// Where the item was written.
    public var source: SourceLocation?
    /// What Interface Builder recorded about the item at design time (nil for other inputs).
    public var designTime: DesignTimeFlags?
    /// `alignmentRectInsets`: how far the frame extends beyond the rectangle constraints act
    /// on (a slider's track ends, a push button's bezel shadow). The item's variables and
    /// `storedFrame` are the alignment rectangle; reports add these back to show frames.
    public var alignmentInsets: EdgeInsets = .zero
    /// Wrapping content's height at several widths (`sizeThatFits`), widest last: its
    /// intrinsic height depends on the width layout gives it.
    public var heightForWidth: [HeightSample] = []
    /// A label's `numberOfLines` (0: as many as the text needs), when the input says.
    public var numberOfLines: Int?
    /// A scroll view that plays another role here (the root of an xib, held at its designed
    /// size): its content still follows the scroll view's rules.
    public var isScrollViewRoot = false
    /// A self-sizing cell: its content view takes the height its content asks for, and the
    /// stored height only settles a height the content leaves open. Interface Builder lays
    /// out the prototype cells of a table with automatic row heights this way (the cell's own
    /// stored frame keeps the height it was drawn at).
    public var sizesHeightToContent = false
    /// What the model guessed about the item rather than read (see `Estimates`).
    public var estimates: Estimates = []

    /// Whether the view scrolls its content (role `scrollView`, or a scroll view as root).
    public var scrollsContent: Bool { viewRole == .scrollView || isScrollViewRoot }

    /// Whether the item shows text that wraps onto several lines, so its height depends on
    /// its width: a label with `numberOfLines` other than 1, or any view a dump sampled the
    /// height of at several widths.
    public var wrapsText: Bool {
        !heightForWidth.isEmpty || (numberOfLines.map { $0 != 1 } ?? false)
    }

    /// Creates an item with UIKit's defaults for everything not given.
    public init(id: String, kind: Kind = .view(.plain), className: String = "UIView", name: String? = nil,
                parent: ItemID? = nil, storedFrame: Rect? = nil, translatesAutoresizingMask: Bool = false,
                autoresizingMask: AutoresizingMask = [], intrinsicContentSize: OptionalSize = OptionalSize(width: nil, height: nil),
                huggingPriority: AxisValues<Double?> = AxisValues(nil, nil),
                compressionResistancePriority: AxisValues<Double?> = AxisValues(nil, nil),
                layoutMargins: EdgeInsets = .uiKitDefaultMargins, safeAreaInsets: EdgeInsets = .zero,
                firstBaselineFromTop: Double? = nil, lastBaselineFromBottom: Double? = nil, isHidden: Bool = false,
                layoutDirection: LayoutDirection = .leftToRight, stack: StackSettings? = nil, guideLength: Double? = nil,
                isFlipped: Bool = true, source: SourceLocation? = nil) {
        self.id = id
        self.kind = kind
        self.className = className
        self.name = name
        self.parent = parent
        self.storedFrame = storedFrame
        self.translatesAutoresizingMask = translatesAutoresizingMask
        self.autoresizingMask = autoresizingMask
        self.intrinsicContentSize = intrinsicContentSize
        self.huggingPriority = huggingPriority
        self.compressionResistancePriority = compressionResistancePriority
        self.layoutMargins = layoutMargins
        self.safeAreaInsets = safeAreaInsets
        self.firstBaselineFromTop = firstBaselineFromTop
        self.lastBaselineFromBottom = lastBaselineFromBottom
        self.isHidden = isHidden
        self.layoutDirection = layoutDirection
        self.stack = stack
        self.guideLength = guideLength
        self.isFlipped = isFlipped
        self.source = source
    }

    /// The frame around an alignment rectangle (both in the parent's top-left coordinates).
    public func frame(aroundAlignmentRect rect: Rect) -> Rect {
        Rect(x: rect.x - alignmentInsets.left, y: rect.y - alignmentInsets.top,
             width: rect.width + alignmentInsets.left + alignmentInsets.right,
             height: rect.height + alignmentInsets.top + alignmentInsets.bottom)
    }

    /// The alignment rectangle inside a frame.
    public func alignmentRect(inFrame frame: Rect) -> Rect {
        Rect(x: frame.x + alignmentInsets.left, y: frame.y + alignmentInsets.top,
             width: max(0, frame.width - alignmentInsets.left - alignmentInsets.right),
             height: max(0, frame.height - alignmentInsets.top - alignmentInsets.bottom))
    }

    /// Whether the item is a view.
    public var isView: Bool {
        if case .view = kind { return true }
        return false
    }

    /// The view role, nil for guides.
    public var viewRole: ViewRole? {
        if case .view(let role) = kind { return role }
        return nil
    }

    /// The guide role, nil for views.
    public var guideRole: GuideRole? {
        if case .layoutGuide(let role) = kind { return role }
        return nil
    }

    /// How reports name the item: `UILabel 'Title' (id)`, or `UIView (id)`.
    public var displayName: String {
        if let name, !name.isEmpty { return "\(className) '\(name)' (\(id))" }
        return "\(className) (\(id))"
    }
}

/// Interface Builder's design-time markers on a view.
public struct DesignTimeFlags: Sendable, Equatable {
    /// `ambiguous="YES"`: Xcode found the view's layout ambiguous.
    public var ambiguous: Bool
    /// `misplaced="YES"`: the stored frame disagrees with the constraints.
    public var misplaced: Bool
    /// `verifyAmbiguity` (`ignoreSizes`, `off`), when the ambiguity check is relaxed.
    public var verifyAmbiguity: String?

    /// Creates flags.
    public init(ambiguous: Bool = false, misplaced: Bool = false, verifyAmbiguity: String? = nil) {
        self.ambiguous = ambiguous
        self.misplaced = misplaced
        self.verifyAmbiguity = verifyAmbiguity
    }
}

/// A pair of values, one per axis.
public struct AxisValues<Value: Sendable & Equatable>: Sendable, Equatable {
    /// The horizontal value.
    public var horizontal: Value
    /// The vertical value.
    public var vertical: Value

    /// Creates a pair.
    public init(_ horizontal: Value, _ vertical: Value) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The value along `axis`.
    public subscript(axis: Axis) -> Value {
        get { axis == .horizontal ? horizontal : vertical }
        set { if axis == .horizontal { horizontal = newValue } else { vertical = newValue } }
    }
}
