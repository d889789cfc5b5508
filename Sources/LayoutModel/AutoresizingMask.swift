/// `UIView.AutoresizingMask` in top-left coordinates: which of the three parts of each axis
/// (margin before, size, margin after) absorb a change of the superview's size.
///
/// The raw values are UIKit's. AppKit's `NSView.AutoresizingMask` has the same bits, but
/// its `minYMargin` is the *bottom* margin of an unflipped superview; readers swap
/// `flexibleTopMargin` and `flexibleBottomMargin` for such views.
public struct AutoresizingMask: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    /// Every bit UIKit defines.
    public static let all: AutoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin,
                                               .flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]

    /// The mask with top and bottom exchanged (AppKit's unflipped meaning ↔ UIKit's).
    public var verticallyMirrored: AutoresizingMask {
        var mask = subtracting([.flexibleTopMargin, .flexibleBottomMargin])
        if contains(.flexibleTopMargin) { mask.insert(.flexibleBottomMargin) }
        if contains(.flexibleBottomMargin) { mask.insert(.flexibleTopMargin) }
        return mask
    }

    /// Whether (before, size, after) are flexible along `axis`.
    public func flexibility(along axis: Axis) -> (before: Bool, size: Bool, after: Bool) {
        axis == .horizontal
            ? (contains(.flexibleLeftMargin), contains(.flexibleWidth), contains(.flexibleRightMargin))
            : (contains(.flexibleTopMargin), contains(.flexibleHeight), contains(.flexibleBottomMargin))
    }

    /// UIKit's console notation for one axis: `h=-&-` ('-' fixed, '&' flexible), in the
    /// order margin before, size, margin after. With nothing flexible the margin after takes
    /// any change, and UIKit prints it as flexible: `h=--&`.
    public func notation(along axis: Axis) -> String {
        var parts = flexibility(along: axis)
        if !parts.before && !parts.size && !parts.after { parts.after = true }
        let symbol = { (flexible: Bool) in flexible ? "&" : "-" }
        return (axis == .horizontal ? "h=" : "v=") + symbol(parts.before) + symbol(parts.size) + symbol(parts.after)
    }
}
