import Analysis
import LayoutModel

/// `autoresizing_mask_translation`: a view that still translates its autoresizing mask into
/// constraints while constraints also position or size it.
enum AutoresizingMaskTranslationRule: Rule {
    static let description = RuleDescription(
        id: "autoresizing_mask_translation",
        name: "Autoresizing mask translated while constrained",
        summary: "A view with translatesAutoresizingMaskIntoConstraints = true is also positioned or sized by constraints.",
        rationale: """
            A view created in code translates its frame and autoresizing mask into constraints \
            until translatesAutoresizingMaskIntoConstraints is set to false. Those constraints \
            pin its position and size, so the constraints you add either conflict with them or \
            are silently overridden by the frozen frame. Views UIKit lays out itself (a \
            controller's root view, a cell's content view, arranged subviews of stack views) are \
            not flagged.
            """,
        defaultSeverity: .error,
        triggeringExamples: [
            """
            {"format": "layoutlint-dump", "version": 1, "platform": "ios",
             "views": [{"id": "root", "class": "UIView", "frame": [0, 0, 320, 480], "role": "rootView"},
                       {"id": "badge", "class": "UILabel", "superview": "root", "frame": [0, 0, 40, 20],
                        "translatesAutoresizingMaskIntoConstraints": true}],
             "constraints": [
               {"firstItem": "badge", "firstAttribute": "centerX", "secondItem": "root", "secondAttribute": "centerX"}]}
            """,
        ],
        nonTriggeringExamples: [
            """
            {"format": "layoutlint-dump", "version": 1, "platform": "ios",
             "views": [{"id": "root", "class": "UIView", "frame": [0, 0, 320, 480], "role": "rootView",
                        "translatesAutoresizingMaskIntoConstraints": true},
                       {"id": "badge", "class": "UILabel", "superview": "root", "frame": [140, 0, 40, 20]}],
             "constraints": [
               {"firstItem": "badge", "firstAttribute": "centerX", "secondItem": "root", "secondAttribute": "centerX"},
               {"firstItem": "badge", "firstAttribute": "top", "secondItem": "root", "secondAttribute": "top"}]}
            """,
        ]
    )

    static func check(_ facts: LayoutFacts) -> [Diagnostic] {
        let graph = facts.system.graph
        var result: [Diagnostic] = []
        for id in graph.itemIDs {
            let view = graph[id]
            guard view.isView, view.translatesAutoresizingMask, let parent = view.parent,
                  view.viewRole != .rootView, view.viewRole != .cellContentView, view.viewRole != .cell,
                  graph[parent].stack?.arrangedSubviews.contains(id) != true else { continue }
            // Constraints to the view's own guides or from its subviews do not place it.
            let placing = facts.system.constraints.filter { constraint in
                constraint.origin == .user && (constraint.firstItem == id || constraint.secondItem == id)
                    && !(constraint.secondItem.map { graph[$0].parent == id } ?? false)
                    && !(graph[constraint.firstItem].parent == id)
            }
            guard !placing.isEmpty else { continue }
            result.append(Diagnostic(
                ruleID: description.id,
                message: "\(graph.shortName(of: id)) still translates its autoresizing mask into constraints, but \(placing.count) constraint\(placing.count == 1 ? "" : "s") also position or size it",
                location: view.source,
                notes: placing.map { Diagnostic.Note(graph.describe($0), at: $0.provenance.source) }
                    + [Diagnostic.Note("fix: set translatesAutoresizingMaskIntoConstraints = false on \(graph.shortName(of: id)) before adding its constraints")],
                viewID: view.id,
                constraintIDs: placing.compactMap(ConstraintText.identity)))
        }
        return result
    }
}
