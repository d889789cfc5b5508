/// The magnitudes layoutlint accepts for numbers read from any input (docs/limits.md).
///
/// Real layouts stay far inside them (the largest screens are a few thousand points, UIKit's
/// ratios are small fractions); a number outside them is a typo, a damaged file or a hostile
/// one, and the solver's products of such numbers (`1e308 × 1e308`) overflow to `inf` and
/// `nan`, which would then reach the diagnostics as `== -inf`. Every reader checks its numbers
/// here so that the bounds, and the wording of the error, are the same for every format.
public enum InputNumber: Sendable {
    /// A length in points: a frame, a constraint's constant, a size, an inset, a spacing.
    case length
    /// A constraint's multiplier (a coefficient of the neutral constraint-system format).
    case multiplier
    /// A priority, 1…1000.
    case priority

    /// The largest magnitude of a length, in points.
    public static let maximumLength = 1.0e7
    /// The largest magnitude of a multiplier.
    public static let maximumMultiplier = 1.0e4
    /// The smallest magnitude of a non-zero multiplier: smaller ones are below the solver's
    /// tolerance once multiplied by a length, so they would silently act as 0.
    public static let minimumMultiplier = 1.0e-4

    /// Whether `value` is within this kind's magnitudes (no string work: readers call it on
    /// every number of a file).
    @inline(__always)
    public func accepts(_ value: Double) -> Bool {
        switch self {
        case .length: return abs(value) <= Self.maximumLength
        case .multiplier: return abs(value) <= Self.maximumMultiplier && (value == 0 || abs(value) >= Self.minimumMultiplier)
        case .priority: return value >= 1 && value <= 1000
        }
    }

    /// Why `value` cannot be this kind of number, naming it as `name` followed by the value
    /// (`constant 1e308`), or by nothing when `name` already shows it as written
    /// (`multiplier="16:0"`); nil when it is acceptable.
    public func problem(_ value: Double, name: String, nameShowsValue: Bool = false) -> String? {
        // `accepts` is false for nan and ±inf too: every comparison with nan fails.
        guard !accepts(value) else { return nil }
        let shown = nameShowsValue ? "" : Self.text(value)
        let subject = nameShowsValue ? name : "\(name) \(shown)"
        guard value.isFinite else { return "\(subject) is not a finite number" }
        switch self {
        case .length:
            return "\(subject) is outside ±1e7 pt, the largest length layoutlint accepts"
        case .multiplier where abs(value) > Self.maximumMultiplier:
            return "\(subject) is outside ±1e4, the largest multiplier layoutlint accepts"
        case .multiplier:
            return "\(subject) is closer to 0 than ±1e-4, the smallest multiplier layoutlint accepts"
        case .priority:
            return nameShowsValue ? "\(name) is not a priority between 1 and 1000" : "\(name) must be between 1 and 1000, found \(shown)"
        }
    }

    /// `value` as the input most likely wrote it: `1e+308` as `1e308`, `12.0` as `12`.
    static func text(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String("\(value)".filter { $0 != "+" })
    }
}
