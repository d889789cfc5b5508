/// The settings of a `UIStackView` / `NSStackView` that decide the constraints it generates.
public struct StackSettings: Sendable, Equatable {
    /// How arranged views share the stack's length along its axis.
    public enum Distribution: String, Sendable, CaseIterable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    /// How arranged views are placed across the stack's axis. `leading`/`trailing` are
    /// `top`/`bottom` in a horizontal stack (UIKit's enum uses one value for both).
    public enum Alignment: String, Sendable, CaseIterable {
        case fill, leading, center, trailing, firstBaseline, lastBaseline
    }

    /// The direction of the arrangement.
    public var axis: Axis
    /// The distribution.
    public var distribution: Distribution
    /// The alignment.
    public var alignment: Alignment
    /// The spacing between adjacent arranged views (the minimum for the equal distributions).
    public var spacing: Double
    /// The arranged subviews, in order (indices into the graph's items).
    public var arrangedSubviews: [ItemID]
    /// `setCustomSpacing(_:after:)`: spacing after an arranged view, replacing `spacing`.
    public var customSpacingAfter: [ItemID: Double]
    /// Whether the arrangement is inside the layout margins rather than the edges.
    public var isLayoutMarginsRelativeArrangement: Bool
    /// Whether spacing is measured between baselines (vertical stacks) rather than edges.
    public var isBaselineRelativeArrangement: Bool
    /// An `NSStackView` laid out by gravity areas (no `distribution` set): its arranged views
    /// in three groups (leading, centre, trailing), nil for every other stack.
    public var gravityAreas: GravityAreas?

    /// `NSStackView`'s gravity areas: `arrangedSubviews[..<middleStart]` sit at the leading
    /// (top) edge, `[middleStart..<endStart]` in the middle, `[endStart...]` at the trailing
    /// (bottom) edge. Within an area views are `spacing` apart; between areas at least
    /// `spacing`; the stack hugs its views at `huggingPriority` along the axis.
    public struct GravityAreas: Sendable, Equatable {
        public var middleStart: Int
        public var endStart: Int
        public var huggingPriority: Double

        public init(middleStart: Int, endStart: Int, huggingPriority: Double) {
            self.middleStart = middleStart
            self.endStart = endStart
            self.huggingPriority = huggingPriority
        }
    }

    /// Creates stack settings; UIKit's defaults are fill, fill, spacing 0.
    public init(axis: Axis, distribution: Distribution = .fill, alignment: Alignment = .fill, spacing: Double = 0,
                arrangedSubviews: [ItemID] = [], customSpacingAfter: [ItemID: Double] = [:],
                isLayoutMarginsRelativeArrangement: Bool = false, isBaselineRelativeArrangement: Bool = false) {
        self.axis = axis
        self.distribution = distribution
        self.alignment = alignment
        self.spacing = spacing
        self.arrangedSubviews = arrangedSubviews
        self.customSpacingAfter = customSpacingAfter
        self.isLayoutMarginsRelativeArrangement = isLayoutMarginsRelativeArrangement
        self.isBaselineRelativeArrangement = isBaselineRelativeArrangement
    }
}
