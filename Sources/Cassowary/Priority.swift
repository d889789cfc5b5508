/// A constraint priority with UIKit's meaning: 1000 is required; anything lower is
/// optional, and optional priorities are **strict levels**.
///
/// The solver never accepts more error at a higher priority to reduce error at a lower
/// one, however many lower-priority constraints there are: the objective is minimised
/// lexicographically, one level at a time from the highest. Within one level, absolute
/// errors add up. This is how UIKit breaks ties (Auto Layout documentation: "the system
/// attempts to satisfy all required constraints, then optional constraints in priority
/// order") and it differs from kiwi's weighted strengths, where several violated 250s can
/// outweigh one violated 251.
///
/// Optional priorities may be any finite value in (0, 1000); fractional values are
/// distinct levels (249.5 sits between 249 and 250).
public struct Priority: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The level; 1000 means required.
    public let value: Double

    /// A priority of `value`; validated when the constraint is added to a solver.
    public init(_ value: Double) {
        self.value = value
    }

    /// Must hold; a conflict is an error, never a trade-off.
    public static let required = Priority(1000)
    /// UIKit's `defaultHigh` (compression resistance).
    public static let defaultHigh = Priority(750)
    /// UIKit's `defaultLow` (content hugging).
    public static let defaultLow = Priority(250)
    /// UIKit's `fittingSizeLevel`.
    public static let fittingSizeLevel = Priority(50)

    /// Whether the constraint must hold.
    public var isRequired: Bool { value >= 1000 }

    /// Whether this is a priority a solver accepts: finite and in (0, 1000].
    public var isValid: Bool { value.isFinite && value > 0 && value <= 1000 }

    /// Orders priorities by level.
    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.value < rhs.value }

    public var description: String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
