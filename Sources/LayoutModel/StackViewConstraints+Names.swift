/// What reports call the constraints a stack view makes, and what each one is for.
///
/// The synthesis labels every stack constraint with a role (`UISV-spacing`,
/// `UISV-spanning-boundary`, … and `NSStackView-…` for AppKit's gravity areas). UIKit
/// prints those same `UISV-…` identifiers in its conflict logs, so on iOS they are shown as
/// they are. AppKit names its stack constraints differently, and its logs show only some:
/// `NSStackView.Edge.Top` / `.Bottom` / `.Leading` / `.Trailing`, the `>= 0` bounds that keep
/// each arranged view inside the stack. On macOS those are shown by AppKit's name, and the
/// others by their purpose alone: a UIKit identifier in a Mac report would send its reader
/// looking for a constraint AppKit never makes.
public enum StackConstraintNames {
    /// The stack view class of the graph's platform (`UIStackView`, `NSStackView`).
    public static func stackClass(in graph: LayoutGraph) -> String {
        graph.platform == .macOS ? "NSStackView" : "UIStackView"
    }

    /// The identifier the platform's framework prints for `constraint`, or nil when it is
    /// not a stack constraint or the framework's name for it is not known.
    public static func shownIdentifier(of constraint: LayoutConstraint, in graph: LayoutGraph) -> String? {
        guard constraint.origin == .stackView, let role = constraint.provenance.identifier else { return nil }
        guard graph.platform == .macOS else { return role }
        let isBound = role == "UISV-spanning-boundary" || (role == "NSStackView-canvas-connection" && constraint.relation != .equal)
        guard isBound, let edge = edgeName(viewAttribute(of: constraint)) else { return nil }
        return "NSStackView.Edge.\(edge)"
    }

    /// What `constraint` does for the stack, in words ("the spacing between arranged
    /// views"); nil when it is not a stack constraint with a known role.
    public static func purpose(of constraint: LayoutConstraint, in graph: LayoutGraph) -> String? {
        guard constraint.origin == .stackView, let role = constraint.provenance.identifier else { return nil }
        let isGap = graph.items.indices.contains(constraint.firstItem.index)
            && graph[constraint.firstItem].name == "UISV-distributing"
        switch role {
        case "UISV-canvas-connection":
            return constraint.priority < LayoutConstraint.required
                ? "pulls an arranged view to the stack's aligned edge or centre"
                : "ties the arranged views to the stack's edges"
        case "UISV-spacing": return "the spacing between arranged views"
        case "UISV-fill-equally":
            return isGap ? "makes the gaps between arranged views equal" : "makes the arranged views equally long (fill equally)"
        case "UISV-fill-proportionally": return "sizes the arranged views in proportion to their natural lengths (fill proportionally)"
        case "UISV-distributing-edge": return "spans a gap between two arranged views (equal spacing or centring)"
        case "UISV-canvas-fit": return "lets the stack shrink to its content"
        case "UISV-hiding": return "collapses a hidden arranged view"
        case "UISV-spacing-hidden": return "parks a hidden arranged view in its gap"
        case "UISV-alignment": return "aligns the arranged views with each other"
        case "UISV-spanning-boundary": return "keeps an arranged view inside the stack"
        case "UISV-spanning-fit": return "makes the stack as thick as its thickest view"
        case "UISV-ambiguity-suppression": return "holds an arranged view's thickness where nothing else decides it"
        case "NSStackView-canvas-connection":
            return constraint.relation == .equal
                ? "pins the first leading-area view or the last trailing-area view to the stack's edge"
                : "keeps the outer arranged view inside the stack"
        case "NSStackView-spacing":
            return constraint.relation == .equal
                ? "the spacing between arranged views" : "the minimum spacing between gravity areas"
        case "NSStackView-hugging": return "draws the gravity areas together at the stack's hugging priority"
        default: return nil
        }
    }

    /// The arranged view's side of a stack constraint: the attribute of the item that is not
    /// the stack (the stack owns its constraints).
    private static func viewAttribute(of constraint: LayoutConstraint) -> LayoutAttribute {
        constraint.firstItem == constraint.provenance.owner ? constraint.secondAttribute : constraint.firstAttribute
    }

    /// AppKit's name for an edge in `NSStackView.Edge.…`.
    private static func edgeName(_ attribute: LayoutAttribute) -> String? {
        switch attribute {
        case .top, .topMargin: "Top"
        case .bottom, .bottomMargin: "Bottom"
        case .leading, .leadingMargin, .left, .leftMargin: "Leading"
        case .trailing, .trailingMargin, .right, .rightMargin: "Trailing"
        default: nil
        }
    }
}
