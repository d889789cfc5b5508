import Analysis
import LayoutModel

/// `misplaced_view`: an Interface Builder view whose stored frame is not what its constraints give.
enum MisplacedViewRule: Rule {
    /// How far a stored frame may be from the solved one: Xcode rounds frames to the pixel
    /// grid, so half a point is never a real difference.
    static let tolerance = 0.5

    static let description = RuleDescription(
        id: "misplaced_view",
        name: "Misplaced view",
        summary: "An Interface Builder view's stored frame differs from the frame its constraints give.",
        rationale: """
            Interface Builder shows the stored frame while you edit, but the app shows the frame \
            the constraints give. When they differ (by more than half a point) the canvas lies: \
            what you see is not what ships. Update the frames in Xcode (Editor ▸ Resolve Auto \
            Layout Issues ▸ Update Frames) or fix the constraints. Only Interface Builder files \
            are checked. A view Xcode marked misplaced="YES" is always reported. On a view \
            Xcode did not mark, the finding is made only when it is certain — no estimate of \
            the model moves the frame, every other view of the layout is where Xcode stored \
            it, and Xcode did not mark the layout's root misplaced — the case of a file edited \
            after Xcode saved it (a merge).
            """,
        defaultSeverity: .warning,
        triggeringExamples: [],
        nonTriggeringExamples: [
            """
            {"format": "layoutlint-dump", "version": 1, "platform": "ios",
             "views": [{"id": "root", "class": "UIView", "frame": [0, 0, 320, 480], "role": "rootView"},
                       {"id": "box", "class": "UIView", "superview": "root", "frame": [0, 0, 10, 10]}],
             "constraints": [
               {"firstItem": "box", "firstAttribute": "leading", "secondItem": "root", "secondAttribute": "leading", "constant": 50},
               {"firstItem": "box", "firstAttribute": "top", "secondItem": "root", "secondAttribute": "top"},
               {"firstItem": "box", "firstAttribute": "width", "constant": 10},
               {"firstItem": "box", "firstAttribute": "height", "constant": 10}]}
            """,
        ]
    )

    static func check(_ facts: LayoutFacts) -> [Diagnostic] {
        let graph = facts.system.graph
        var result: [Diagnostic] = []
        for id in graph.itemIDs {
            // Read in place, the item copied only for a finding: most views are where Xcode
            // stored them.
            let solved = facts.solved.localFrames[id.index]
            guard let stored = graph[id].storedFrame, !solved.isWithin(tolerance, of: stored), graph[id].isView,
                  graph[id].parent != nil, let flags = graph[id].designTime, !flags.ambiguous else { continue }
            let view = graph[id]
            let differences = [solved.x - stored.x, solved.y - stored.y, solved.width - stored.width, solved.height - stored.height]
            let shown = { (rect: Rect) in
                "(\([rect.x, rect.y, rect.width, rect.height].map(ConstraintText.number).joined(separator: ", ")))"
            }
            let named = zip(["x", "y", "width", "height"], differences).filter { abs($0.1) > tolerance }
                .map { "\($0.0) \($0.1 > 0 ? "+" : "")\(ConstraintText.number($0.1))" }
            result.append(Diagnostic(
                ruleID: description.id,
                message: "\(graph.shortName(of: id)) is stored at \(shown(view.frame(aroundAlignmentRect: stored))) but its constraints place it at \(shown(view.frame(aroundAlignmentRect: solved))) (\(named.joined(separator: ", ")))\(flags.misplaced ? "; Xcode marks it misplaced too" : "")",
                location: view.source,
                notes: [Diagnostic.Note("fix: update the frame in Interface Builder (Editor ▸ Resolve Auto Layout Issues ▸ Update Frames), or fix the constraints if the stored frame is the one you meant")],
                viewID: view.id))
        }
        return result + XcodeMarkers.misplacedViewsNotFound(in: facts, besides: result, ruleID: description.id)
    }
}
