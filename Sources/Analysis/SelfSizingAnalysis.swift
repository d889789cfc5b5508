import Cassowary
import LayoutModel

/// A cell whose content view's height is not decided by its content.
public struct SelfSizingFact: Sendable, Equatable {
    /// The cell's content view.
    public var contentView: ItemID
    /// The subview lowest in the content view (by solved frame), the likeliest missing link.
    public var lowestSubview: ItemID?
    /// Whether any constraint ties a subview to the content view's bottom (or bottom margin).
    public var bottomIsTied: Bool
}

/// Self-sizing cells: UIKit measures a cell by fixing its content view's width and asking
/// for the height its constraints give. This pass does the same — it removes the temporary
/// encapsulated height, keeps the width, and probes the height at the lowest priority — and
/// records each content view whose height stays free. Only content views whose content
/// starts a vertical chain at their top are checked.
enum SelfSizingAnalysis {
    /// Every self-sizing cell's broken chain, and what `SelfSizingChecks` finds in the
    /// cells whose chain is complete or not: one measuring graph per content view serves both.
    static func analyze(_ graph: LayoutGraph) -> (brokenChains: [SelfSizingFact], issues: [SelfSizingIssue]) {
        var facts: [SelfSizingFact] = []
        var issues: [SelfSizingIssue] = []
        for id in graph.itemIDs where graph[id].viewRole == .cellContentView {
            // Only cells whose content starts a vertical chain at the content view's top are
            // meant to size themselves; a fixed-height design centres its content instead.
            guard let frame = graph[id].storedFrame, !graph.subviews(of: id).isEmpty, startsChainAtTop(id, graph) else { continue }
            let measuring = ConstraintFeasibility(RuntimeSystem(measuringGraph(graph, contentView: id, width: frame.width)))
            let broken = brokenChain(id, measuring: measuring, graph)
            if let broken { facts.append(broken) }
            issues += SelfSizingChecks.issues(contentView: id, measuring: measuring, chainIsBroken: broken != nil, graph)
        }
        return (facts, issues)
    }

    /// The fact about `id`'s chain when its height stays free once measured (`feasibility`
    /// of the measuring graph's run-time system).
    static func brokenChain(_ id: ItemID, measuring feasibility: ConstraintFeasibility, _ graph: LayoutGraph) -> SelfSizingFact? {
        let system = feasibility.system
        let measuring = system.graph
        var pushed: [Double] = []
        guard let (solver, variables, solved) = try? LayoutSolver.load(system, forms: feasibility.forms),
              let slack = AmbiguityAnalysis.slack(of: variables[SolverBridge.slot(id, .height)], in: solver, pushedValues: &pushed),
              AmbiguityAnalysis.isFree(slack) else { return nil }
        let subviews = graph.subviews(of: id).filter { !graph[$0].isHidden }
        let lowest = subviews.max { lhs, rhs in
            let a = solved.localFrames[lhs.index], b = solved.localFrames[rhs.index]
            return (a.y + a.height, -Double(lhs.index)) < (b.y + b.height, -Double(rhs.index))
        }
        // UIKit measures a self-sizing cell at the compressed fitting size (the height as
        // close to 0 as its constraints allow: `systemLayoutSizeFitting` with
        // `layoutFittingCompressedSize` and `fittingSizeLevel`). A height that can only grow
        // is measured at its minimum, which the content decides when growing it stretches
        // no subview (only the gap of a `bottom >= subview.bottom` widens); a minimum the
        // content overflows, or one that squashes a subview without a height, is broken.
        if slack.down <= AmbiguityAnalysis.threshold, let lowest {
            let frame = solved.localFrames[lowest.index]
            let holdsContent = solved.localFrames[id.index].height >= frame.y + frame.height - AmbiguityAnalysis.threshold
            let stretched = AmbiguityAnalysis.movedViews(measuring, variables, from: solver.values(), to: pushed, components: [.height])
                .contains { $0 != id && graph.isAncestor(id, of: $0) }
            if holdsContent && !stretched { return nil }
        }
        let bottomIsTied = graph.constraints.contains { tiesBottom($0, of: id) }
        return SelfSizingFact(contentView: id, lowestSubview: lowest, bottomIsTied: bottomIsTied)
    }

    /// The graph as UIKit measures the cell: the content view held at the cell's width only
    /// (the temporary encapsulated height removed).
    static func measuringGraph(_ graph: LayoutGraph, contentView id: ItemID, width: Double) -> LayoutGraph {
        var measuring = graph
        measuring[id].kind = .view(.plain)
        measuring[id].translatesAutoresizingMask = false
        measuring.constraints.append(LayoutConstraint(id, .width, constant: width,
                                                      provenance: ConstraintProvenance(origin: .cellEncapsulatedSize,
                                                                                       identifier: "UIView-Encapsulated-Layout-Width")))
        return measuring
    }

    /// Whether `constraint` (an active user one) ties a subview to the content view's bottom.
    static func tiesBottom(_ constraint: LayoutConstraint, of id: ItemID) -> Bool {
        constraint.isActive && constraint.origin == .user
            && ((constraint.firstItem == id && [.bottom, .bottomMargin, .lastBaseline].contains(constraint.firstAttribute)
                 && constraint.secondItem.map { $0 != id } ?? false)
                || (constraint.secondItem == id && [.bottom, .bottomMargin].contains(constraint.secondAttribute)))
    }

    /// Whether a subview's top is tied to the content view's top (or top margin).
    static func startsChainAtTop(_ contentView: ItemID, _ graph: LayoutGraph) -> Bool {
        let tops: [LayoutAttribute] = [.top, .topMargin]
        return graph.constraints.contains { constraint in
            guard constraint.isActive, constraint.origin == .user, let second = constraint.secondItem else { return false }
            return (constraint.secondItem == contentView && tops.contains(constraint.secondAttribute) && constraint.firstAttribute == .top
                    && constraint.firstItem != contentView)
                || (constraint.firstItem == contentView && tops.contains(constraint.firstAttribute) && constraint.secondAttribute == .top
                    && second != contentView)
        }
    }
}
