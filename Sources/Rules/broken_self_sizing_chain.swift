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
            names the missing link. UIKit measures at the compressed fitting size (the \
            smallest height the constraints allow), so a `bottom >= subview.bottom` chain is \
            complete; one that lets a subview without a height stretch is not. Constraints from a cell's content to the cell itself, \
            rather than to its content view, are flagged too, and so are chains that are \
            complete but misbehave: a required fixed height on wrapping text or on the content \
            view, wrapping text whose width nothing limits (it grows to one line), and a \
            required bottom constraint when the required constraints alone fix the height \
            (it fights the temporary encapsulated height while the cell is measured at its \
            estimated height; 999 avoids it). Whether a table sizes its cells by their \
            content is a fact of the table: in an Interface Builder file that does not state it \
            (a top-level cell in a xib, whose table is set up in code, or a table whose row \
            height is not automatic) the finding is estimated, and so at most a warning; so is \
            a required bottom that fights the estimated pass when the table leaves its \
            estimated row height to UIKit.
            """,
        defaultSeverity: .error,
        triggeringExamples: [
            """
            {"format": "layoutlint-dump", "version": 1, "platform": "ios",
             "views": [{"id": "cell", "class": "UITableViewCell", "role": "cell", "frame": [0, 0, 320, 60],
                        "translatesAutoresizingMaskIntoConstraints": true},
                       {"id": "content", "class": "UITableViewCellContentView", "superview": "cell", "role": "cellContentView",
                        "frame": [0, 0, 320, 60]},
                       {"id": "notes", "class": "UITextView", "name": "notesView", "superview": "content"}],
             "constraints": [
               {"firstItem": "notes", "firstAttribute": "top", "secondItem": "content", "secondAttribute": "top", "constant": 5},
               {"firstItem": "notes", "firstAttribute": "leading", "secondItem": "content", "secondAttribute": "leading", "constant": 5},
               {"firstItem": "content", "firstAttribute": "bottom", "secondItem": "notes", "secondAttribute": "bottom", "constant": 5}]}
            """,
            """
            {"format": "layoutlint-dump", "version": 1, "platform": "ios",
             "views": [{"id": "cell", "class": "UITableViewCell", "role": "cell", "frame": [0, 0, 320, 84],
                        "translatesAutoresizingMaskIntoConstraints": true},
                       {"id": "content", "class": "UITableViewCellContentView", "superview": "cell", "role": "cellContentView",
                        "frame": [0, 0, 320, 84]},
                       {"id": "body", "class": "UILabel", "name": "bodyLabel", "superview": "content", "intrinsicContentSize": [288, 40],
                        "heightForWidth": [[144, 80], [288, 40]]}],
             "constraints": [
               {"firstItem": "body", "firstAttribute": "top", "secondItem": "content", "secondAttribute": "topMargin"},
               {"firstItem": "body", "firstAttribute": "leading", "secondItem": "content", "secondAttribute": "leadingMargin"},
               {"firstItem": "content", "firstAttribute": "trailingMargin", "secondItem": "body", "secondAttribute": "trailing"},
               {"firstItem": "content", "firstAttribute": "bottomMargin", "secondItem": "body", "secondAttribute": "bottom", "priority": 999},
               {"firstItem": "body", "firstAttribute": "height", "constant": 40}]}
            """,
            """
            {"format": "layoutlint-dump", "version": 1, "platform": "ios",
             "views": [{"id": "cell", "class": "UITableViewCell", "role": "cell", "frame": [0, 0, 320, 84],
                        "translatesAutoresizingMaskIntoConstraints": true},
                       {"id": "content", "class": "UITableViewCellContentView", "superview": "cell", "role": "cellContentView",
                        "frame": [0, 0, 320, 84]},
                       {"id": "body", "class": "UILabel", "name": "bodyLabel", "superview": "content", "intrinsicContentSize": [288, 40],
                        "heightForWidth": [[144, 80], [288, 40]]}],
             "constraints": [
               {"firstItem": "body", "firstAttribute": "top", "secondItem": "content", "secondAttribute": "topMargin"},
               {"firstItem": "body", "firstAttribute": "leading", "secondItem": "content", "secondAttribute": "leadingMargin"},
               {"firstItem": "content", "firstAttribute": "bottomMargin", "secondItem": "body", "secondAttribute": "bottom", "priority": 999}]}
            """,
            """
            {"format": "layoutlint-dump", "version": 1, "platform": "ios",
             "views": [{"id": "cell", "class": "UITableViewCell", "role": "cell", "frame": [0, 0, 320, 84],
                        "translatesAutoresizingMaskIntoConstraints": true},
                       {"id": "content", "class": "UITableViewCellContentView", "superview": "cell", "role": "cellContentView",
                        "frame": [0, 0, 320, 84]},
                       {"id": "photo", "class": "UIImageView", "name": "photo", "superview": "content"}],
             "constraints": [
               {"firstItem": "photo", "firstAttribute": "top", "secondItem": "content", "secondAttribute": "top", "constant": 12},
               {"firstItem": "photo", "firstAttribute": "leading", "secondItem": "content", "secondAttribute": "leading", "constant": 16},
               {"firstItem": "photo", "firstAttribute": "width", "constant": 60},
               {"firstItem": "photo", "firstAttribute": "height", "constant": 60},
               {"firstItem": "content", "firstAttribute": "bottom", "secondItem": "photo", "secondAttribute": "bottom", "constant": 12}]}
            """,
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
            """
            {"format": "layoutlint-dump", "version": 1, "platform": "ios",
             "views": [{"id": "cell", "class": "UITableViewCell", "role": "cell", "frame": [0, 0, 320, 44],
                        "translatesAutoresizingMaskIntoConstraints": true},
                       {"id": "content", "class": "UITableViewCellContentView", "superview": "cell", "role": "cellContentView",
                        "frame": [0, 0, 320, 44]},
                       {"id": "title", "class": "UILabel", "superview": "content", "intrinsicContentSize": [100, 20]}],
             "constraints": [
               {"firstItem": "title", "firstAttribute": "leading", "secondItem": "cell", "secondAttribute": "leading", "constant": 16},
               {"firstItem": "title", "firstAttribute": "centerY", "secondItem": "content", "secondAttribute": "centerY"}]}
            """,
        ],
        nonTriggeringExamples: [
            """
            {"format": "layoutlint-dump", "version": 1, "platform": "ios",
             "views": [{"id": "cell", "class": "UITableViewCell", "role": "cell", "frame": [0, 0, 320, 60],
                        "translatesAutoresizingMaskIntoConstraints": true},
                       {"id": "content", "class": "UITableViewCellContentView", "superview": "cell", "role": "cellContentView",
                        "frame": [0, 0, 320, 60]},
                       {"id": "summary", "class": "UILabel", "name": "summaryLabel", "superview": "content", "intrinsicContentSize": [200, 20]}],
             "constraints": [
               {"firstItem": "summary", "firstAttribute": "top", "secondItem": "content", "secondAttribute": "topMargin"},
               {"firstItem": "summary", "firstAttribute": "leading", "secondItem": "content", "secondAttribute": "leadingMargin"},
               {"firstItem": "content", "firstAttribute": "bottomMargin", "relation": ">=", "secondItem": "summary", "secondAttribute": "bottom"}]}
            """,
            """
            {"format": "layoutlint-dump", "version": 1, "platform": "ios",
             "views": [{"id": "cell", "class": "UITableViewCell", "role": "cell", "frame": [0, 0, 320, 84],
                        "translatesAutoresizingMaskIntoConstraints": true},
                       {"id": "content", "class": "UITableViewCellContentView", "superview": "cell", "role": "cellContentView",
                        "frame": [0, 0, 320, 84]},
                       {"id": "body", "class": "UILabel", "name": "bodyLabel", "superview": "content", "intrinsicContentSize": [288, 40],
                        "heightForWidth": [[144, 80], [288, 40]]},
                       {"id": "photo", "class": "UIImageView", "name": "photo", "superview": "content"}],
             "constraints": [
               {"firstItem": "body", "firstAttribute": "top", "secondItem": "content", "secondAttribute": "topMargin"},
               {"firstItem": "body", "firstAttribute": "leading", "secondItem": "content", "secondAttribute": "leadingMargin"},
               {"firstItem": "content", "firstAttribute": "trailingMargin", "secondItem": "body", "secondAttribute": "trailing"},
               {"firstItem": "photo", "firstAttribute": "top", "secondItem": "body", "secondAttribute": "bottom", "constant": 8},
               {"firstItem": "photo", "firstAttribute": "leading", "secondItem": "body", "secondAttribute": "leading"},
               {"firstItem": "photo", "firstAttribute": "width", "constant": 60},
               {"firstItem": "photo", "firstAttribute": "height", "constant": 60},
               {"firstItem": "content", "firstAttribute": "bottomMargin", "secondItem": "photo", "secondAttribute": "bottom", "priority": 999}]}
            """,
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
        chainDiagnostics(facts) + cellEdgeDiagnostics(facts) + SelfSizingIssueText.diagnostics(facts, ruleID: description.id)
    }

    /// Constraints from a cell's content to the cell itself instead of its content view:
    /// the content view is what UIKit measures and insets (accessories, editing controls).
    static func cellEdgeDiagnostics(_ facts: LayoutFacts) -> [Diagnostic] {
        let graph = facts.system.graph
        let constraints = facts.system.constraints
        return constraints.indices.compactMap { index -> Diagnostic? in
            // Tested in place, as most constraints are skipped (see LeftRightAttributesRule).
            guard constraints[index].origin == .user, let second = constraints[index].secondItem else { return nil }
            let constraint = constraints[index]
            let pair = [(constraint.firstItem, second), (second, constraint.firstItem)]
            guard let (cell, inner) = pair.first(where: { cell, inner in
                graph[cell].viewRole == .cell && graph.items.indices.contains(inner.index)
                    && graph.subviews(of: cell).contains { graph[$0].viewRole == .cellContentView && graph.isAncestor($0, of: inner) }
            }) else { return nil }
            return Diagnostic(
                ruleID: description.id,
                message: "`\(graph.describe(constraint))` ties \(graph.shortName(of: inner)) to the cell \(graph.shortName(of: cell)) instead of its content view",
                location: constraint.provenance.source,
                notes: [Diagnostic.Note("fix: constrain it to the cell's contentView: UIKit sizes and insets the content view (accessories, editing controls) and measures the cell through it")],
                viewID: graph[inner].id,
                constraintIDs: [ConstraintText.identity(constraint)].compactMap { $0 })
        }
    }

    static func chainDiagnostics(_ facts: LayoutFacts) -> [Diagnostic] {
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
