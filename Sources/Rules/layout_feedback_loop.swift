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
            reported) or never repeats. Wrapping text is simulated too: from a dump's \
            heightForWidth samples, layoutlint re-lays out the view with the height its text \
            needs at the width it got, pass after pass, as UIKit does; when the view's width \
            depends on its own height (an aspect ratio, a row that follows the text's height) \
            the widths may never settle. In code: a layoutSubviews, viewDidLayoutSubviews or \
            AppKit layout() override that, on every path, calls setNeedsLayout() or \
            setNeedsUpdateConstraints() on its own view, or sets its own frame or bounds. \
            Calls behind an if or guard are not flagged (they usually run only when something \
            changed), nor are layoutIfNeeded(), invalidateIntrinsicContentSize() and \
            constraint-constant changes, which settle when the value stops changing (the code \
            does not show whether it does).
            """,
        defaultSeverity: .error,
        triggeringExamples: [
            """
            {"format": "layoutlint-dump", "version": 1, "platform": "ios",
             "views": [{"id": "root", "class": "UIView", "frame": [0, 0, 320, 480], "role": "rootView"},
                       {"id": "label", "class": "UILabel", "name": "caption", "superview": "root", "frame": [10, 10, 300, 40],
                        "intrinsicContentSize": [null, 40], "heightForWidth": [[100, 100], [200, 60], [300, 40]]}],
             "constraints": [
               {"firstItem": "label", "firstAttribute": "leading", "secondItem": "root", "secondAttribute": "leading", "constant": 10},
               {"firstItem": "label", "firstAttribute": "top", "secondItem": "root", "secondAttribute": "top", "constant": 10},
               {"firstItem": "label", "firstAttribute": "width", "secondItem": "label", "secondAttribute": "height", "multiplier": 3}]}
            """,
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
                       {"id": "label", "class": "UILabel", "name": "caption", "superview": "root", "frame": [10, 10, 300, 40],
                        "intrinsicContentSize": [null, 40], "heightForWidth": [[100, 100], [200, 60], [300, 40]]}],
             "constraints": [
               {"firstItem": "label", "firstAttribute": "leading", "secondItem": "root", "secondAttribute": "leading", "constant": 10},
               {"firstItem": "label", "firstAttribute": "top", "secondItem": "root", "secondAttribute": "top", "constant": 10},
               {"firstItem": "root", "firstAttribute": "trailing", "secondItem": "label", "secondAttribute": "trailing", "constant": 10}]}
            """,
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
        ],
        sourceTriggeringExamples: [
            """
            final class BannerView: UIView {
                override func layoutSubviews() {
                    super.layoutSubviews()
                    layer.cornerRadius = bounds.height / 2
                    setNeedsLayout()
                }
            }
            """,
        ],
        sourceNonTriggeringExamples: [
            """
            final class BannerView: UIView {
                override func layoutSubviews() {
                    super.layoutSubviews()
                    layer.cornerRadius = bounds.height / 2
                }

                func update(title: String) {
                    setNeedsLayout()
                }
            }
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
            if loop.source == .heightForWidth {
                return Diagnostic(
                    ruleID: description.id,
                    message: "\(graph.shortName(of: loop.view))'s wrapping text never settles: its height follows its width and its width follows its height, so its frame \(what): \(shown)",
                    location: graph[loop.view].source,
                    notes: [Diagnostic.Note("fix: make its width independent of its own height — pin both horizontal edges or give it a width (or preferredMaxLayoutWidth), and remove constraints that derive its width from its height (an aspect ratio, a row sized by the text)")],
                    viewID: graph[loop.view].id)
            }
            return Diagnostic(
                ruleID: description.id,
                message: "\(graph.shortName(of: loop.view))'s frame \(what): \(shown)",
                location: graph[loop.view].source,
                notes: [Diagnostic.Note("fix: do not set constraint constants or intrinsic sizes from frames computed in the same layout pass (layoutSubviews, viewDidLayoutSubviews); compute them from the inputs, or update them only when the width actually changes")],
                viewID: graph[loop.view].id)
        }
    }
}
