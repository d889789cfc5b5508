import Cassowary
import Readers

/// How the neutral format's strengths become solver priorities: strict levels, as
/// `bench/FORMAT.md` ("layoutlint's semantics") defines them.
enum StrengthLevels {
    /// Above every priority below 1000: the largest double below 1000.
    static let strong = Priority(Double(1000).nextDown)
    /// kiwi's `medium` has the weight of priority 1, so it is level 1.
    static let medium = Priority(1)
    /// Below every UIKit priority (they start at 1).
    static let weak = Priority(0.001)

    /// The solver priority of `strength`.
    static func priority(_ strength: SystemStrength) -> Priority {
        switch strength {
        case .required: return .required
        case .strong: return strong
        case .medium: return medium
        case .weak: return weak
        case .priority(let p): return Priority(p)
        }
    }
}
