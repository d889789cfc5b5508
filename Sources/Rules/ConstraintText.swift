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
        case .stackView:
            let name = StackConstraintNames.shownIdentifier(of: constraint, in: graph).map { " '\($0)'" } ?? ""
            let purpose = StackConstraintNames.purpose(of: constraint, in: graph).map { ": \($0)" } ?? ""
            return "\(text)  (added by \(StackConstraintNames.stackClass(in: graph))\(name)\(purpose))"
        default:
            let identifier = constraint.provenance.identifier.map { " '\($0)'" } ?? ""
            return "\(text)  (added by \(graph.platform.layoutFramework): \(originWords(constraint.origin))\(identifier))"
        }
    }

    /// What added a system constraint, in words (`stackView` has its own wording above).
    static func originWords(_ origin: ConstraintOrigin) -> String {
        switch origin {
        case .user: "the app"
        case .implicit: "sizes are never negative"
        case .contentSize: "intrinsic content size"
        case .autoresizingMask: "autoresizing mask"
        case .stackView: "stack view"
        case .cellEncapsulatedSize: "cell size in its table or collection view"
        case .layoutGuide: "layout guide"
        case .placeholder: "Interface Builder placeholder"
        case .gridView: "grid view rows and columns"
        case .splitView: "split view panes"
        }
    }

    /// How to name a constraint in JSON output: its object id, else `file:line:col`.
    static func identity(_ constraint: LayoutConstraint) -> String? {
        constraint.provenance.objectID ?? constraint.provenance.source?.description
    }
}
