import Analysis
import LayoutModel

/// The numbers that prove a conflict, in words; shared by `unsatisfiable_constraints` and
/// `layoutlint explain`.
public enum ConflictArithmetic {
    /// "the other constraints fix card.width = 130; `card.width >= 200` needs at least 200":
    /// what the other members force on the broken constraint's left-hand side, against what
    /// it asks for.
    public static func sentence(_ conflict: ConflictFact, _ broken: LayoutConstraint, _ graph: LayoutGraph) -> String {
        let subject = ConstraintText.difference(broken, in: graph)
        let forced: String
        switch conflict.forcedRange {
        case let (low?, high?) where abs(low - high) < 1e-6:
            forced = "the other constraints fix \(subject) = \(ConstraintText.number(low))"
        case let (low?, high?):
            forced = "the other constraints keep \(subject) between \(ConstraintText.number(low)) and \(ConstraintText.number(high))"
        case let (low?, nil):
            forced = "the other constraints need \(subject) ≥ \(ConstraintText.number(low))"
        case let (nil, high?):
            forced = "the other constraints allow \(subject) at most \(ConstraintText.number(high))"
        case (nil, nil):
            forced = "the other constraints exclude every value it allows"
        }
        let need: String = switch broken.relation {
        case .equal: "needs exactly"
        case .greaterThanOrEqual: "needs at least"
        case .lessThanOrEqual: "allows at most"
        }
        return "\(forced); `\(graph.describe(broken))` \(need) \(ConstraintText.number(broken.constant))"
    }

}
