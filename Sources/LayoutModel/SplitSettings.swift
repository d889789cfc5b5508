/// The settings of an `NSSplitView` that decide how it lays out its panes.
///
/// A split view arranges its panes along one axis, top to bottom or leading to trailing,
/// with a divider between each two (Apple's `NSSplitView` documentation), and under Auto
/// Layout each pane holds its thickness along that axis at its holding priority
/// (`holdingPriorityForSubview(at:)`, `defaultLow` unless set).
public struct SplitSettings: Sendable, Equatable {
    /// The axis the panes follow each other along: horizontal for a split view with vertical
    /// dividers (`isVertical`), vertical otherwise.
    public var axis: Axis
    /// The thickness of each divider, in points.
    public var dividerThickness: Double
    /// The panes, in the order the split view arranges them.
    public var panes: [ItemID]
    /// Each pane's holding priority, in the order of `panes`.
    public var holdingPriorities: [Double]

    /// AppKit's default holding priority (`NSLayoutConstraint.Priority.defaultLow`).
    public static let defaultHoldingPriority = 250.0

    public init(axis: Axis, dividerThickness: Double, panes: [ItemID], holdingPriorities: [Double]) {
        self.axis = axis
        self.dividerThickness = dividerThickness
        self.panes = panes
        self.holdingPriorities = holdingPriorities
    }

    /// The priority pane number `index` holds its thickness at.
    public func holdingPriority(ofPaneAt index: Int) -> Double {
        holdingPriorities.indices.contains(index) ? holdingPriorities[index] : Self.defaultHoldingPriority
    }
}
