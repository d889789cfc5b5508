import Analysis
import LayoutModel

/// `broken_self_sizing_chain`: a cell whose content does not decide its height.
enum BrokenSelfSizingChainRule: Rule {
    static let description = RuleDescription(
        id: "broken_self_sizing_chain",
        name: "Broken self-sizing chain",
        summary: "A table or collection cell's content view height is not decided by its content.",
        rationale: """
            A self-sizing cell is measured by fixing its content view's width and asking its \
            constraints for the height. That works only if an unbroken vertical chain of \
            constraints runs from the content view's top, through subviews with a height or an \
            intrinsic height, to its bottom. Otherwise the cell collapses, keeps its estimated \
            height, or logs "Detected a case where constraints ambiguously suggest a height of \
            zero". layoutlint removes the temporary encapsulated height as UIKit does, and \
            names the missing link.
            """,
        defaultSeverity: .error,
        triggeringExamples: [
            """
            {"format": "layoutlint-dump", "version": 1, "platform": "ios",
             "views": [{"id": "cell", "class": "UITableViewCell", "role": "cell", "frame": [0, 0, 320, 60],
                        "translatesAutoresizingMaskIntoConstraints": true},
                       {"id": "content", "class": "UITableViewCellContentView", "superview": "cell", "role": "cellContentView",
                        "frame": [0, 0, 320, 60]},
                       {"id": "title", "class": "UILabel", "name": "titleLabel", "superview": "content", "intrinsicContentSize": [100, 20]},
                       {"id": "detail", "class": "UILabel", "name": "detailLabel", "superview": "content", "intrinsicContentSize": [100, 16]}],
             "constraints": [
               {"firstItem": "title", "firstAttribute": "top", "secondItem": "content", "secondAttribute": "topMargin"},
               {"firstItem": "title", "firstAttribute": "leading", "secondItem": "content", "secondAttribute": "leadingMargin"},
               {"firstItem": "detail", "firstAttribute": "top", "secondItem": "title", "secondAttribute": "bottom", "constant": 4},
               {"firstItem": "detail", "firstAttribute": "leading", "secondItem": "title", "secondAttribute": "leading"}]}
            """,
        ],
        nonTriggeringExamples: [
            """
            {"format": "layoutlint-dump", "version": 1, "platform": "ios",
             "views": [{"id": "cell", "class": "UITableViewCell", "role": "cell", "frame": [0, 0, 320, 60],
                        "translatesAutoresizingMaskIntoConstraints": true},
                       {"id": "content", "class": "UITableViewCellContentView", "superview": "cell", "role": "cellContentView",
                        "frame": [0, 0, 320, 60]},
                       {"id": "title", "class": "UILabel", "superview": "content", "intrinsicContentSize": [100, 20]},
                       {"id": "detail", "class": "UILabel", "superview": "content", "intrinsicContentSize": [100, 16]}],
             "constraints": [
               {"firstItem": "title", "firstAttribute": "top", "secondItem": "content", "secondAttribute": "topMargin"},
               {"firstItem": "title", "firstAttribute": "leading", "secondItem": "content", "secondAttribute": "leadingMargin"},
               {"firstItem": "detail", "firstAttribute": "top", "secondItem": "title", "secondAttribute": "bottom", "constant": 4},
               {"firstItem": "detail", "firstAttribute": "leading", "secondItem": "title", "secondAttribute": "leading"},
               {"firstItem": "content", "firstAttribute": "bottomMargin", "secondItem": "detail", "secondAttribute": "bottom", "priority": 999}]}
            """,
        ]
    )

    static func check(_ facts: LayoutFacts) -> [Diagnostic] {
        let graph = facts.system.graph
        return facts.brokenSelfSizingChains.map { fact in
            let content = graph.shortName(of: fact.contentView)
            let cell = graph[fact.contentView].parent.map { graph.shortName(of: $0) } ?? content
            var message = "\(cell) cannot size itself: its content view's height is not decided by its content"
            var fix = "make one vertical chain of constraints from the content view's top, through subviews with a height or an intrinsic height, to its bottom"
            if !fact.bottomIsTied, let lowest = fact.lowestSubview {
                message += " — nothing ties the bottom of \(graph.shortName(of: lowest)) to the content view's bottom"
                fix = "add `\(content).bottomMargin == \(graph.shortName(of: lowest)).bottom` at priority 999 (999 lets the temporary encapsulated height win while the cell is measured)"
            }
            return Diagnostic(ruleID: description.id, message: message, location: graph[fact.contentView].source,
                              notes: [Diagnostic.Note("fix: " + fix)], viewID: graph[fact.contentView].id)
        }
    }
}
