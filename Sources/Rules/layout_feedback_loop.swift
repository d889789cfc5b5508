import Analysis
import LayoutModel

/// `layout_feedback_loop`: a view whose frame never settles over recorded layout passes.
enum LayoutFeedbackLoopRule: Rule {
    static let description = RuleDescription(
        id: "layout_feedback_loop",
        name: "Layout feedback loop",
        summary: "A view's frame keeps changing from one layout pass to the next instead of settling.",
        rationale: """
            When code sets a constraint's constant or an intrinsic size from a frame computed \
            in the same layout (in layoutSubviews, viewDidLayoutSubviews, or a collection view \
            layout that invalidates itself), each pass changes the input of the next. UIKit \
            then lays out forever — the app hangs or burns battery, and on recent systems \
            prints "UICollectionViewFlowLayout … feedback loop". A layout dump's recorded \
            passes show it: the frame flips between values (the cycle and its period are \
            reported) or never repeats.
            """,
        defaultSeverity: .error,
        triggeringExamples: [
            """
            {"format": "layoutlint-dump", "version": 1, "platform": "ios",
             "views": [{"id": "root", "class": "UIView", "frame": [0, 0, 320, 480], "role": "rootView"},
                       {"id": "label", "class": "UILabel", "name": "bio", "superview": "root", "frame": [16, 16, 288, 40],
                        "translatesAutoresizingMaskIntoConstraints": true}],
             "layoutPasses": [
               {"frames": [{"view": "label", "frame": [16, 16, 288, 40]}]},
               {"frames": [{"view": "label", "frame": [16, 16, 288, 60]}]},
               {"frames": [{"view": "label", "frame": [16, 16, 288, 40]}]},
               {"frames": [{"view": "label", "frame": [16, 16, 288, 60]}]}]}
            """,
        ],
        nonTriggeringExamples: [
            """
            {"format": "layoutlint-dump", "version": 1, "platform": "ios",
             "views": [{"id": "root", "class": "UIView", "frame": [0, 0, 320, 480], "role": "rootView"},
                       {"id": "label", "class": "UILabel", "superview": "root", "frame": [16, 16, 288, 60],
                        "translatesAutoresizingMaskIntoConstraints": true}],
             "layoutPasses": [
               {"frames": [{"view": "label", "frame": [16, 16, 288, 40]}]},
               {"frames": [{"view": "label", "frame": [16, 16, 288, 60]}]},
               {"frames": [{"view": "label", "frame": [16, 16, 288, 60]}]}]}
            """,
        ]
    )

    static func check(_ facts: LayoutFacts) -> [Diagnostic] {
        let graph = facts.system.graph
        return facts.feedbackLoops.map { loop in
            let shown = loop.frames.suffix(6).map { frame in
                "(\([frame.x, frame.y, frame.width, frame.height].map(ConstraintText.number).joined(separator: ", ")))"
            }.joined(separator: " → ")
            let what = loop.period.map { "repeats every \($0) passes" } ?? "never settles over \(loop.frames.count) passes"
            return Diagnostic(
                ruleID: description.id,
                message: "\(graph.shortName(of: loop.view))'s frame \(what): \(shown)",
                location: graph[loop.view].source,
                notes: [Diagnostic.Note("fix: do not set constraint constants or intrinsic sizes from frames computed in the same layout pass (layoutSubviews, viewDidLayoutSubviews); compute them from the inputs, or update them only when the width actually changes")],
                viewID: graph[loop.view].id)
        }
    }
}
