import LayoutModel

/// Wording shared by the rules.
enum ConstraintText {
    /// `card.width` or `card.leading − root.leading` (the constraint's left-hand side minus
    /// its right-hand side without the constant).
    static func difference(_ constraint: LayoutConstraint, in graph: LayoutGraph) -> String {
        let first = "\(graph.shortName(of: constraint.firstItem)).\(constraint.firstAttribute.rawValue)"
        guard let second = constraint.secondItem else { return first }
        let factor = constraint.multiplier == 1 ? "" : "\(number(constraint.multiplier))×"
        return "\(first) − \(factor)\(graph.shortName(of: second)).\(constraint.secondAttribute.rawValue)"
    }

    /// `8`, `0.5`, `93.33` (rounded to 2 decimals, no trailing zeros).
    static func number(_ value: Double) -> String {
        NumberText.format(value, decimals: 2)
    }

    /// The constraint with its origin when the system added it.
    static func labelled(_ constraint: LayoutConstraint, in graph: LayoutGraph) -> String {
        let text = graph.describe(constraint)
        switch constraint.origin {
        case .user: return text
        case .implicit: return "\(text)  (implicit: sizes are never negative)"
        default:
            let identifier = constraint.provenance.identifier.map { " '\($0)'" } ?? ""
            return "\(text)  (added by \(graph.platform.layoutFramework): \(constraint.origin.rawValue)\(identifier))"
        }
    }

    /// How to name a constraint in JSON output: its object id, else `file:line:col`.
    static func identity(_ constraint: LayoutConstraint) -> String? {
        constraint.provenance.objectID ?? constraint.provenance.source?.description
    }
}
