import LayoutModel
import Rules

/// The picture of a conflict: the views involved, framed as solved without the constraint
/// we would break, and every constraint of the system between them.
enum ConflictDiagramBuilder {
    static func diagram(system: RuntimeSystem, members: [Int]?, suggested: Int?, uikitBroken: String?) -> DiagnosticFigure? {
        let graph = system.graph
        var reduced = graph
        reduced.constraints = graph.constraints.filter { constraint in
            suggested.map { system.constraints[$0].provenance.source != constraint.provenance.source || constraint.provenance.source == nil } ?? true
        }
        let solved = try? LayoutSolver.solve(RuntimeSystem(reduced))
        let shown = system.constraints.indices.filter { system.constraints[$0].origin != .implicit }
        guard !shown.isEmpty else { return nil }
        var used: [ItemID] = []
        for index in shown {
            let constraint = system.constraints[index]
            for item in [constraint.firstItem] + (constraint.secondItem.map { [$0] } ?? []) where !used.contains(item) {
                used.append(item)
            }
        }
        // Ancestors too, so that every view is drawn inside its superview.
        var included = Set(used)
        for item in used {
            var current = graph[item].parent
            while let parent = current, graph[parent].id != "(window)" {
                included.insert(parent)
                current = graph[parent].parent
            }
        }
        let ordered = graph.itemIDs.filter(included.contains)
        var position: [ItemID: Int] = [:]
        for (index, item) in ordered.enumerated() { position[item] = index }
        let views = ordered.map { item in
            DiagnosticFigure.View(name: ViewNaming.name(graph[item]), parent: graph[item].parent.flatMap { position[$0] },
                                 frame: solved.flatMap { $0.rootFrames.indices.contains(item.index) ? $0.rootFrames[item.index] : nil }
                                     ?? Rect(x: 0, y: 0, width: 0, height: 0))
        }
        let memberSet = Set(members ?? [])
        let lines = shown.compactMap { index -> DiagnosticFigure.Line? in
            let constraint = system.constraints[index]
            guard let first = position[constraint.firstItem] else { return nil }
            return DiagnosticFigure.Line(first: first, firstAttribute: constraint.firstAttribute,
                                        second: constraint.secondItem.flatMap { position[$0] },
                                        secondAttribute: constraint.secondAttribute, label: graph.describe(constraint),
                                        highlighted: memberSet.contains(index), isSuggestedBreak: index == suggested,
                                        isBrokenByUIKit: uikitBroken != nil && constraint.provenance.objectID == uikitBroken)
        }
        return DiagnosticFigure(kind: .conflict, views: views, lines: lines)
    }
}
