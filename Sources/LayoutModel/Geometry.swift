/// A rectangle with a top-left origin (y grows downwards), as UIKit and flipped AppKit views
/// see it. The model keeps every frame in this form; readers and reports convert macOS's
/// bottom-left frames at the boundary.
public struct Rect: Sendable, Equatable, Hashable, Codable {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// Creates a rectangle.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The zero rectangle.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// Whether x, y, width and height each differ from `other`'s by at most `tolerance`.
    public func isWithin(_ tolerance: Double, of other: Rect) -> Bool {
        abs(x - other.x) <= tolerance && abs(y - other.y) <= tolerance
            && abs(width - other.width) <= tolerance && abs(height - other.height) <= tolerance
    }

    /// The same rectangle measured from the bottom edge of a container `containerHeight`
    /// tall (AppKit's unflipped coordinates); the conversion is its own inverse.
    public func flippedVertically(inContainerOfHeight containerHeight: Double) -> Rect {
        Rect(x: x, y: containerHeight - y - height, width: width, height: height)
    }
}

/// A size whose components may each be absent, as UIKit's `intrinsicContentSize` with
/// `UIView.noIntrinsicMetric` in one axis.
public struct OptionalSize: Sendable, Equatable, Hashable {
    /// The width, or nil when the view has no intrinsic width.
    public var width: Double?
    /// The height, or nil when the view has no intrinsic height.
    public var height: Double?

    /// Creates a size.
    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    /// The component along `axis`.
    public subscript(axis: Axis) -> Double? {
        axis == .horizontal ? width : height
    }
}

/// Insets from the four edges of a rectangle (layout margins, safe-area insets).
public struct EdgeInsets: Sendable, Equatable, Hashable {
    /// From the top edge.
    public var top: Double
    /// From the left edge.
    public var left: Double
    /// From the bottom edge.
    public var bottom: Double
    /// From the right edge.
    public var right: Double

    /// Creates insets.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    /// UIKit's default layout margins for a plain view: 8 points on every side.
    public static let uiKitDefaultMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
}

/// One of the two independent directions of layout.
public enum Axis: String, Sendable, CaseIterable, Comparable {
    /// x and width.
    case horizontal
    /// y and height.
    case vertical

    public static func < (lhs: Axis, rhs: Axis) -> Bool {
        lhs == .horizontal && rhs == .vertical
    }

    /// The other axis.
    public var perpendicular: Axis { self == .horizontal ? .vertical : .horizontal }
}

extension Axis {
    /// The leading (top) edge along the axis, for the synthesisers of stacks and grids.
    var start: LayoutAttribute { self == .horizontal ? .leading : .top }
    /// The trailing (bottom) edge along the axis.
    var end: LayoutAttribute { self == .horizontal ? .trailing : .bottom }
    /// The centre along the axis.
    var center: LayoutAttribute { self == .horizontal ? .centerX : .centerY }
    /// The size along the axis.
    var length: LayoutAttribute { self == .horizontal ? .width : .height }
}

/// The reading direction that resolves `leading` and `trailing`.
public enum LayoutDirection: String, Sendable, CaseIterable {
    /// Leading is left (English).
    case leftToRight
    /// Leading is right (Arabic, Hebrew).
    case rightToLeft
}

/// The platform whose rules a graph follows (defaults, coordinate origin).
public enum Platform: String, Sendable, CaseIterable {
    /// UIKit: iOS, iPadOS, tvOS, Mac Catalyst.
    case iOS = "ios"
    /// AppKit.
    case macOS = "macos"

    /// The framework whose layout engine runs the constraints, as messages name it.
    public var layoutFramework: String {
        switch self {
        case .iOS: "UIKit"
        case .macOS: "AppKit"
        }
    }
}

/// Wrapping content's height at one width.
public struct HeightSample: Sendable, Equatable, Hashable {
    /// The width offered.
    public var width: Double
    /// The height the content needs at that width.
    public var height: Double

    /// Creates a sample.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The height wrapping content needs at `width`, from `samples`: text needs the height
    /// of the widest sample no wider than `width` (it wraps into as many lines as there),
    /// and the narrowest sample's height below all of them.
    public static func height(at width: Double, in samples: [HeightSample]) -> Double? {
        let sorted = samples.sorted { ($0.width, $0.height) < ($1.width, $1.height) }
        guard let narrowest = sorted.first else { return nil }
        return sorted.last { $0.width <= width + 1e-9 }?.height ?? narrowest.height
    }
}
