import Analysis
import LayoutModel

/// `nested_stack_views_in_cell`: stack views nested deeply inside a table or collection cell.
enum NestedStackViewsInCellRule: Rule {
    /// How many stack views in one chain of superviews inside a cell are flagged.
    static let depth = 3

    static let description = RuleDescription(
        id: "nested_stack_views_in_cell",
        name: "Stack views nested deeply in a cell",
        summary: "Three or more stack views are nested inside one table or collection cell.",
        rationale: """
            Every stack view adds its own constraints (spacing, alignment, canvas connections, \
            hidden-view parking) on top of its arranged views'. Nested inside a cell, they are \
            solved again for every cell that scrolls into view and for every self-sizing \
            measurement, so deep nesting costs scrolling smoothness, and a hidden view deep \
            inside is the usual source of UISV-hiding conflicts in cells. Flatten the inner \
            stacks into plain constraints, or merge levels that only add spacing.
            """,
        defaultSeverity: .warning,
        triggeringExamples: [
            """
            {"format": "layoutlint-dump", "version": 1, "platform": "ios",
             "views": [{"id": "cell", "class": "UITableViewCell", "role": "cell", "frame": [0, 0, 320, 80],
                        "translatesAutoresizingMaskIntoConstraints": true},
                       {"id": "content", "class": "UITableViewCellContentView", "superview": "cell", "role": "cellContentView",
                        "frame": [0, 0, 320, 80]},
                       {"id": "outer", "class": "UIStackView", "superview": "content", "role": "stackView",
                        "stack": {"axis": "vertical", "arrangedSubviews": ["middle"]}},
                       {"id": "middle", "class": "UIStackView", "superview": "outer", "role": "stackView",
                        "stack": {"axis": "horizontal", "arrangedSubviews": ["inner"]}},
                       {"id": "inner", "class": "UIStackView", "name": "badges", "superview": "middle", "role": "stackView",
                        "stack": {"axis": "horizontal", "arrangedSubviews": ["badge"]}},
                       {"id": "badge", "class": "UILabel", "superview": "inner", "intrinsicContentSize": [40, 20]}],
             "constraints": [
               {"firstItem": "outer", "firstAttribute": "leading", "secondItem": "content", "secondAttribute": "leading"},
               {"firstItem": "outer", "firstAttribute": "trailing", "secondItem": "content", "secondAttribute": "trailing"},
               {"firstItem": "outer", "firstAttribute": "top", "secondItem": "content", "secondAttribute": "top"},
               {"firstItem": "outer", "firstAttribute": "bottom", "secondItem": "content", "secondAttribute": "bottom", "priority": 999}]}
            """,
        ],
        nonTriggeringExamples: [
            """
            {"format": "layoutlint-dump", "version": 1, "platform": "ios",
             "views": [{"id": "cell", "class": "UITableViewCell", "role": "cell", "frame": [0, 0, 320, 80],
                        "translatesAutoresizingMaskIntoConstraints": true},
                       {"id": "content", "class": "UITableViewCellContentView", "superview": "cell", "role": "cellContentView",
                        "frame": [0, 0, 320, 80]},
                       {"id": "outer", "class": "UIStackView", "superview": "content", "role": "stackView",
                        "stack": {"axis": "vertical", "arrangedSubviews": ["middle"]}},
                       {"id": "middle", "class": "UIStackView", "superview": "outer", "role": "stackView",
                        "stack": {"axis": "horizontal", "arrangedSubviews": ["badge"]}},
                       {"id": "badge", "class": "UILabel", "superview": "middle", "intrinsicContentSize": [40, 20]}],
             "constraints": [
               {"firstItem": "outer", "firstAttribute": "leading", "secondItem": "content", "secondAttribute": "leading"},
               {"firstItem": "outer", "firstAttribute": "trailing", "secondItem": "content", "secondAttribute": "trailing"},
               {"firstItem": "outer", "firstAttribute": "top", "secondItem": "content", "secondAttribute": "top"},
               {"firstItem": "outer", "firstAttribute": "bottom", "secondItem": "content", "secondAttribute": "bottom", "priority": 999}]}
            """,
        ]
    )

    static func check(_ facts: LayoutFacts) -> [Diagnostic] {
        let graph = facts.system.graph
        var diagnostics: [Diagnostic] = []
        for id in graph.itemIDs where graph[id].viewRole == .stackView {
            // Count the stack views from this one up to the cell; report only the innermost
            // stack of each too-deep chain (one finding per chain, not per level).
            var chain = [id]
            var cell: ItemID?
            var current = graph[id].parent
            while let parent = current {
                if graph[parent].viewRole == .stackView { chain.append(parent) }
                if graph[parent].viewRole == .cell { cell = parent; break }
                current = graph[parent].parent
            }
            guard let cell, chain.count >= depth,
                  !graph.itemIDs.contains(where: { graph[$0].viewRole == .stackView && graph[$0].parent.map { graph.isAncestor(id, of: $0) || $0 == id } == true })
            else { continue }
            let names = chain.reversed().map { graph.shortName(of: $0) }.joined(separator: " › ")
            diagnostics.append(Diagnostic(
                ruleID: description.id,
                message: "\(chain.count) stack views are nested inside \(graph.shortName(of: cell)): \(names)",
                location: graph[id].source,
                notes: [Diagnostic.Note("fix: replace the inner stack views with plain constraints, or merge levels that only add spacing; every level is solved again for each cell as it scrolls")],
                viewID: graph[id].id))
        }
        return diagnostics
    }
}
