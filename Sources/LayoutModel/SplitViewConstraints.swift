/// The constraints an `NSSplitView` generates to lay its panes out, origin `.splitView`,
/// owned by the split view.
///
/// Along the split view's axis the panes follow each other from its start to its end, a
/// divider's thickness apart: `first.start == split.start`, `next.start == previous.end +
/// divider`, `split.end == last.end` (required). Each pane holds its stored thickness at its
/// holding priority, so the split view is as long as its panes and dividers unless something
/// stronger sizes it, and then the pane of lowest holding priority gives or takes the
/// difference (Apple's `holdingPriorityForSubview(at:)`). Across the axis every pane fills
/// the split view. The panes' own autoresizing masks play no part: the split view sets their
/// frames (the reader turns their translation off, as for a grid's content views).
enum SplitViewConstraints {
    static func constraints(in graph: LayoutGraph, present: PresentSystemConstraints) -> [LayoutConstraint] {
        var result: [LayoutConstraint] = []
        for id in graph.itemIDs {
            guard let split = graph[id].split, !split.panes.isEmpty, !present.contains(.splitView, on: id) else { continue }
            let make = ConstraintFactory(origin: .splitView, owner: id)
            let axis = split.axis
            let start = axis.start, end = axis.end, length = axis.length
            let crossStart = axis.perpendicular.start, crossEnd = axis.perpendicular.end
            var previous: ItemID?
            for (index, pane) in split.panes.enumerated() where graph.contains(pane) && graph[pane].parent == id {
                if let previous {
                    result.append(make.make("NSSplitView-divider", pane, start, .equal, previous, end, constant: split.dividerThickness))
                } else {
                    result.append(make.make("NSSplitView-first-pane", pane, start, .equal, id, start))
                }
                result.append(make.make("NSSplitView-pane-fill", pane, crossStart, .equal, id, crossStart))
                result.append(make.make("NSSplitView-pane-fill", pane, crossEnd, .equal, id, crossEnd))
                if let frame = graph[pane].storedFrame {
                    result.append(make.make("NSSplitView-holding", pane, length, constant: axis == .horizontal ? frame.width : frame.height,
                                            priority: split.holdingPriority(ofPaneAt: index)))
                }
                previous = pane
            }
            if let last = previous {
                result.append(make.make("NSSplitView-last-pane", id, end, .equal, last, end))
            }
        }
        return result
    }
}
