import Analysis
import LayoutModel

/// The pictures of conflicts and ambiguous views, for `Diagnostic.figure`.
///
/// A picture holds the views its constraints mention, the superviews of those, and every
/// view in between up to the nearest view that contains them all — enough to show where the
/// views sit without shrinking them to specks inside a whole screen. Frames are the solved
/// ones in root coordinates; views come in the graph's order (parents first).
enum FigureBuilder {
    /// A conflict: its members, highlighted, with the one to break marked.
    static func conflict(_ conflict: ConflictFact, _ facts: LayoutFacts) -> DiagnosticFigure {
        let lines = conflict.members.map { (index: $0, highlighted: true, suggested: $0 == conflict.broken) }
        return figure(.conflict, lines: lines, subjects: [], facts)
    }

    /// An ambiguous view on `axis` (and the view it ties with, when it ties): the constraints
    /// on it, those on `axis` highlighted; its content size constraints only when its size on
    /// `axis` is what is free (`sizeFree`), and then only those on `axis`.
    static func ambiguity(_ view: ItemID, axis: Axis, sizeFree: Bool, partner: ItemID?, _ facts: LayoutFacts) -> DiagnosticFigure {
        let subjects = [view] + (partner.map { [$0] } ?? [])
        let lines = facts.system.constraints.indices.compactMap { index -> (index: Int, highlighted: Bool, suggested: Bool)? in
            let constraint = facts.system.constraints[index]
            guard subjects.contains(constraint.firstItem) || constraint.secondItem.map(subjects.contains) == true,
                  constraint.origin != .implicit, constraint.origin != .layoutGuide, constraint.origin != .placeholder,
                  constraint.origin != .contentSize || (sizeFree && constraint.axis == axis) else { return nil }
            return (index, constraint.axis == axis, false)
        }
        return figure(.ambiguity, lines: lines, subjects: subjects, facts)
    }

    /// The figure of `lines` (indices into the system's constraints) around `subjects`.
    static func figure(_ kind: DiagnosticFigure.Kind, lines: [(index: Int, highlighted: Bool, suggested: Bool)],
                       subjects: [ItemID], _ facts: LayoutFacts) -> DiagnosticFigure {
        let graph = facts.system.graph
        let constraints = facts.system.constraints
        var mentioned = subjects
        for line in lines {
            let constraint = constraints[line.index]
            mentioned.append(constraint.firstItem)
            if let second = constraint.secondItem { mentioned.append(second) }
        }
        let top = container(of: mentioned + mentioned.compactMap { graph[$0].parent }, in: graph)
        var included = Set(mentioned)
        for item in mentioned {
            var current = graph[item].parent
            var steps = 0
            while let parent = current, parent != top, steps <= graph.items.count {
                included.insert(parent)
                current = graph[parent].parent
                steps += 1
            }
        }
        if let top { included.insert(top) }
        let ordered = graph.itemIDs.filter(included.contains)
        var position: [ItemID: Int] = [:]
        for (index, item) in ordered.enumerated() { position[item] = index }
        let views = ordered.map { item in
            DiagnosticFigure.View(name: graph.shortName(of: item),
                                  parent: graph[item].parent.flatMap { position[$0] },
                                  frame: facts.solved.rootFrames.indices.contains(item.index)
                                      ? facts.solved.rootFrames[item.index] : Rect(x: 0, y: 0, width: 0, height: 0),
                                  highlighted: subjects.contains(item))
        }
        let figureLines = lines.compactMap { line -> DiagnosticFigure.Line? in
            let constraint = constraints[line.index]
            guard let first = position[constraint.firstItem] else { return nil }
            return DiagnosticFigure.Line(first: first, firstAttribute: constraint.firstAttribute,
                                         second: constraint.secondItem.flatMap { position[$0] },
                                         secondAttribute: constraint.secondAttribute, label: graph.describe(constraint),
                                         highlighted: line.highlighted, isSuggestedBreak: line.suggested)
        }
        return DiagnosticFigure(kind: kind, views: views, lines: figureLines)
    }

    /// The nearest item that is or contains every one of `items`; nil when they share no
    /// ancestor (or there are none).
    static func container(of items: [ItemID], in graph: LayoutGraph) -> ItemID? {
        guard let first = items.first else { return nil }
        var candidate: ItemID? = first
        var steps = 0
        while let current = candidate, steps <= graph.items.count {
            if items.allSatisfy({ $0 == current || graph.isAncestor(current, of: $0) }) { return current }
            candidate = graph[current].parent
            steps += 1
        }
        return nil
    }
}
