import LayoutModel

extension IBLayoutBuilder {
    /// Two views whose baselines a constraint or a baseline-aligned grid row ties together:
    /// `first.firstAttribute == second.secondAttribute + constant` when `isExact`.
    struct BaselineTie {
        var first: ItemID
        var firstAttribute: LayoutAttribute
        var second: ItemID
        var secondAttribute: LayoutAttribute
        var constant: Double
        /// An equality with multiplier 1 between two baselines: one baseline's height follows
        /// from the other's.
        var isExact: Bool
    }

    /// The table's offsets are relative (measured against a label's), so they mean something
    /// only between controls whose baselines are known. In a group of views tied together by
    /// baseline constraints (including a grid's baseline-aligned rows), a view the table has
    /// no row for (a stepper, a slider, a custom control) takes the baseline its stored frame
    /// implies beside a tied view whose baseline is known, as its intrinsic size is read off
    /// that frame: AppKit gives every control a baseline, and Xcode laid the frames out with
    /// it. Where that cannot be done (the tie is not an equality of baselines, or the views
    /// have different superviews), every view of the group keeps its edges as baselines, as
    /// before the table.
    mutating func settleAppKitBaselines() {
        guard !appKitBaselineViews.isEmpty else { return }
        let ties = baselineTies()
        var groups = UnionFind(count: graph.items.count)
        for tie in ties { groups.union(tie.first.index, tie.second.index) }
        var known: Set<Int> = []
        for id in graph.itemIDs where appKitBaselineViews.contains(graph[id].id) { known.insert(id.index) }
        let derived = deriveBaselines(along: ties, known: &known)
        var unknown: Set<Int> = []
        for id in graph.itemIDs where !known.contains(id.index) && graph[id].isView {
            unknown.insert(groups.find(id.index))
        }
        for id in graph.itemIDs where known.contains(id.index) {
            if unknown.contains(groups.find(id.index)) {
                graph[id].firstBaselineFromTop = nil
                graph[id].lastBaselineFromBottom = nil
            } else if derived.contains(id.index) {
                graph[id].estimates.insert(.controlMetrics)
            }
        }
    }

    /// Every baseline tie of the graph: constraints with a baseline on either side, and the
    /// views of each baseline-aligned grid row.
    func baselineTies() -> [BaselineTie] {
        var ties: [BaselineTie] = []
        let baselines: [LayoutAttribute] = [.firstBaseline, .lastBaseline]
        for constraint in graph.constraints {
            guard let second = constraint.secondItem,
                  baselines.contains(constraint.firstAttribute) || baselines.contains(constraint.secondAttribute) else { continue }
            let exact = constraint.relation == .equal && constraint.multiplier == 1
                && baselines.contains(constraint.firstAttribute) && baselines.contains(constraint.secondAttribute)
            ties.append(BaselineTie(first: constraint.firstItem, firstAttribute: constraint.firstAttribute, second: second,
                                    secondAttribute: constraint.secondAttribute, constant: constraint.constant, isExact: exact))
        }
        for id in graph.itemIDs {
            guard let grid = graph[id].grid, grid.rowAlignment != .none || grid.rows.contains(where: { $0.rowAlignment != nil })
            else { continue }
            for row in grid.rows.indices {
                let cells = grid.cells.filter { $0.rows == row...row }
                guard let head = cells.first else { continue }
                for cell in cells.dropFirst() {
                    let alignment = grid.rowAlignment(of: cell)
                    let attribute: LayoutAttribute = alignment == .lastBaseline ? .lastBaseline : .firstBaseline
                    ties.append(BaselineTie(first: cell.view, firstAttribute: attribute, second: head.view,
                                            secondAttribute: attribute, constant: 0,
                                            isExact: alignment != .none && grid.rowAlignment(of: head) == alignment))
                }
            }
        }
        return ties
    }

    /// Gives each control without a known baseline, tied exactly to a sibling whose baseline is
    /// known, the baseline their stored frames imply, spreading through chains of ties; adds
    /// the views it settles to `known` and returns them. An implied baseline outside the
    /// view's frame is not taken (a stale frame). Views that are not controls keep their edges,
    /// as Apple documents for views without text (`firstBaselineOffsetFromTop`).
    mutating func deriveBaselines(along ties: [BaselineTie], known: inout Set<Int>) -> Set<Int> {
        var derived: Set<Int> = []
        var changed = true
        while changed {
            changed = false
            for tie in ties where tie.isExact {
                let firstKnown = known.contains(tie.first.index), secondKnown = known.contains(tie.second.index)
                guard firstKnown != secondKnown else { continue }
                let (from, fromAttribute, to, toAttribute) = firstKnown
                    ? (tie.first, tie.firstAttribute, tie.second, tie.secondAttribute)
                    : (tie.second, tie.secondAttribute, tie.first, tie.firstAttribute)
                guard appKitControlViews.contains(graph[to].id), let parent = graph[to].parent, graph[from].parent == parent,
                      let height = baselineHeight(of: from, fromAttribute) else { continue }
                // first = second + constant.
                let target = firstKnown ? height - tie.constant : height + tie.constant
                guard setBaseline(of: to, toAttribute, at: target) else { continue }
                known.insert(to.index)
                derived.insert(to.index)
                changed = true
            }
        }
        return derived
    }

    /// Where `attribute` of `item` sits in its superview (top-down), from its stored frame
    /// and its baseline offsets.
    private func baselineHeight(of item: ItemID, _ attribute: LayoutAttribute) -> Double? {
        guard let frame = graph[item].storedFrame else { return nil }
        switch attribute {
        case .firstBaseline: return frame.y + (graph[item].firstBaselineFromTop ?? 0)
        case .lastBaseline: return frame.y + frame.height - (graph[item].lastBaselineFromBottom ?? 0)
        default: return nil
        }
    }

    /// Sets `item`'s `attribute` offset so that it sits at `height` in its superview; false
    /// when that would put the baseline outside the item's stored frame.
    private mutating func setBaseline(of item: ItemID, _ attribute: LayoutAttribute, at height: Double) -> Bool {
        guard let frame = graph[item].storedFrame else { return false }
        let fromTop = height - frame.y
        guard fromTop >= 0, fromTop <= frame.height else { return false }
        switch attribute {
        case .firstBaseline:
            graph[item].firstBaselineFromTop = fromTop
            graph[item].lastBaselineFromBottom = graph[item].lastBaselineFromBottom ?? frame.height - fromTop
        case .lastBaseline:
            graph[item].lastBaselineFromBottom = frame.height - fromTop
            graph[item].firstBaselineFromTop = graph[item].firstBaselineFromTop ?? fromTop
        default:
            return false
        }
        return true
    }
}
