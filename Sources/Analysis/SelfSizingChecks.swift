import LayoutModel

/// A self-sizing cell whose vertical chain is complete but set up to misbehave.
public struct SelfSizingIssue: Sendable, Equatable {
    /// What is wrong.
    public enum Kind: String, Sendable, Equatable {
        /// A required fixed (or maximum) height on the content view, or on wrapping text
        /// inside it: the content cannot decide the height.
        case fixedHeight
        /// Wrapping text whose width nothing bounds: it grows to one long line, and the cell
        /// gets the height of one line.
        case wrappingTextWithoutWidth
        /// The required constraints alone fix the content's height, and a required
        /// constraint ties it to the content view's bottom: while UIKit measures the cell at
        /// its estimated height (the temporary encapsulated height) the two conflict.
        case requiredBottomFightsEstimate
    }

    /// What is wrong.
    public var kind: Kind
    /// The cell's content view.
    public var contentView: ItemID
    /// The view concerned (the content view itself for a fixed height on it).
    public var view: ItemID
    /// The constraint concerned (the fixed height, or the required bottom constraint).
    public var constraint: LayoutConstraint?
    /// For `requiredBottomFightsEstimate`: the height the required constraints fix.
    public var height: Double?
}

/// The checks of a self-sizing cell beyond a missing link (`SelfSizingAnalysis`): run on
/// content views whose content starts a vertical chain at their top, measured as UIKit
/// measures them (the width fixed, the temporary encapsulated height removed).
enum SelfSizingChecks {
    /// The issues of the self-sizing cell whose content view is `contentView`, measured in
    /// `measuring` (`SelfSizingAnalysis.measuringGraph`); a required bottom is only checked
    /// when the chain is complete.
    /// `feasibility` is that of `measuring`'s run-time system.
    static func issues(contentView id: ItemID, measuring feasibility: ConstraintFeasibility, chainIsBroken: Bool,
                       _ graph: LayoutGraph) -> [SelfSizingIssue] {
        let measuring = feasibility.system.graph
        let inside = graph.itemIDs.filter { graph.isAncestor(id, of: $0) && graph[$0].isView && !graph[$0].isHidden }
        var issues = fixedHeights(id, inside, graph) + unboundedText(id, inside, measuring)
        if !chainIsBroken { issues += requiredBottom(id, feasibility) }
        return issues
    }

    /// Required `height ==` or `height <=` constants on the content view or on wrapping text.
    static func fixedHeights(_ contentView: ItemID, _ inside: [ItemID], _ graph: LayoutGraph) -> [SelfSizingIssue] {
        graph.constraints.compactMap { constraint in
            guard constraint.isActive, constraint.origin == .user, constraint.isRequired, constraint.secondItem == nil,
                  constraint.firstAttribute == .height, constraint.relation != .greaterThanOrEqual else { return nil }
            let item = constraint.firstItem
            guard item == contentView || (inside.contains(item) && graph[item].wrapsText) else { return nil }
            return SelfSizingIssue(kind: .fixedHeight, contentView: contentView, view: item, constraint: constraint)
        }
    }

    /// Wrapping text whose width has no upper bound among the required constraints.
    static func unboundedText(_ contentView: ItemID, _ inside: [ItemID], _ measuring: LayoutGraph) -> [SelfSizingIssue] {
        let wrapping = inside.filter { measuring[$0].wrapsText }
        guard !wrapping.isEmpty else { return [] }
        var graph = measuring
        for item in wrapping { graph[item].intrinsicContentSize.width = nil }
        let system = RuntimeSystem(graph)
        let feasibility = ConstraintFeasibility(system)
        let required = system.constraints.indices.filter { system.constraints[$0].isRequired }
        return wrapping.compactMap { item in
            let width = AttributeForm.form(of: .width, of: item, in: system.graph)
            guard feasibility.maximum(of: width, under: required) == nil else { return nil }
            return SelfSizingIssue(kind: .wrappingTextWithoutWidth, contentView: contentView, view: item)
        }
    }

    /// A required bottom tie when the required constraints alone fix the content's height.
    static func requiredBottom(_ contentView: ItemID, _ feasibility: ConstraintFeasibility) -> [SelfSizingIssue] {
        let system = feasibility.system
        guard let bottom = system.graph.constraints.first(where: { SelfSizingAnalysis.tiesBottom($0, of: contentView) && $0.isRequired })
        else { return [] }
        let required = system.constraints.indices.filter { system.constraints[$0].isRequired }
        let height = AttributeForm.form(of: .height, of: contentView, in: system.graph)
        guard case let (low?, high?) = feasibility.range(of: height, under: required), high - low < 0.5 else { return [] }
        return [SelfSizingIssue(kind: .requiredBottomFightsEstimate, contentView: contentView,
                                view: bottom.firstItem == contentView ? (bottom.secondItem ?? contentView) : bottom.firstItem,
                                constraint: bottom, height: low)]
    }
}
