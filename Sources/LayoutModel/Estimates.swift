/// What the model assumed about an item instead of reading it from the input. A finding that
/// changes when one of these is varied rests on a guess, and says so (`confidence:
/// "estimated"`); one that survives every variation rests only on what the file states.
public struct Estimates: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The intrinsic width was taken from the stored frame: Interface Builder measures the
    /// text, image or control at design time, and the file keeps only the result.
    public static let intrinsicWidth = Estimates(rawValue: 1 << 0)
    /// The intrinsic height was taken from the stored frame, or from layoutlint's font
    /// metrics (its model of Apple's, not a fact of the file).
    public static let intrinsicHeight = Estimates(rawValue: 1 << 1)
    /// A custom class: its code may override the intrinsic content size (or anything else
    /// about layout), which no file states. The model gives it its base class's behaviour.
    public static let customClass = Estimates(rawValue: 1 << 2)
    /// Safe-area insets, layout-guide lengths and system margins from the model of the
    /// device and bars Interface Builder drew the scene for, which the file does not store.
    public static let systemInsets = Estimates(rawValue: 1 << 3)
    /// A view whose frame its container sets in code the model does not follow (AppKit's
    /// clip views and their document views, table and outline views).
    public static let containerManaged = Estimates(rawValue: 1 << 4)
    /// A cell whose table's row height the file does not state as automatic: whether the
    /// table sizes it by its content is set in code (or it is not sized so at all).
    public static let cellSizing = Estimates(rawValue: 1 << 5)
    /// Alignment-rectangle insets and baseline offsets from layoutlint's tables of control
    /// metrics (a bezel's shadow, a label's text inset), which no file states.
    public static let controlMetrics = Estimates(rawValue: 1 << 6)
    /// A cell whose table's estimated row height is automatic or not stated: the height the
    /// table first holds it at, before measuring it, is UIKit's guess.
    public static let rowEstimate = Estimates(rawValue: 1 << 7)

    /// The estimate of the intrinsic length along `axis`.
    public static func intrinsicSize(along axis: Axis) -> Estimates {
        axis == .horizontal ? .intrinsicWidth : .intrinsicHeight
    }

    /// The words for a person, in a fixed order.
    public var descriptions: [String] {
        var words: [String] = []
        if contains(.intrinsicWidth) && contains(.intrinsicHeight) {
            words.append("estimated intrinsic size (read off its stored frame, or from layoutlint's font metrics)")
        } else if contains(.intrinsicWidth) {
            words.append("estimated intrinsic width (read off its stored frame)")
        } else if contains(.intrinsicHeight) {
            words.append("estimated intrinsic height (read off its stored frame, or from layoutlint's font metrics)")
        }
        if contains(.customClass) { words.append("custom class assumed to have no intrinsic size of its own") }
        if contains(.systemInsets) { words.append("safe area, layout guides and margins of the device layoutlint assumes") }
        if contains(.rowEstimate) { words.append("the table's estimated row height, which the file leaves to UIKit") }
        if contains(.controlMetrics) { words.append("alignment insets and baselines from layoutlint's control metrics") }
        if contains(.cellSizing) { words.append("sized by its content, which the file does not state (its table's row height is set in code or fixed)") }
        if contains(.containerManaged) { words.append("frame its container sets in code, assumed to follow its constraints alone") }
        return words
    }
}
