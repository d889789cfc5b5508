import Analysis
import LayoutModel

/// `scroll_content_size`: a scroll view whose scrollable content size is not decided.
enum ScrollContentSizeRule: Rule {
    static let description = RuleDescription(
        id: "scroll_content_size",
        name: "Scrollable content size not decided",
        summary: "A scroll view's content width or height is not decided by its constraints.",
        rationale: """
            A scroll view with Auto Layout scrolls over its content layout guide, and nothing \
            but constraints gives that guide a size: the content must be pinned to all four \
            edges of the guide and have a width and a height of its own — from its subviews' \
            sizes, or by tying it to the frame layout guide (equal widths to scroll only \
            vertically). Otherwise Interface Builder reports "Scrollable content size is \
            ambiguous", and at run time the content may not scroll, scroll sideways, or let \
            wrapping text grow to one long line.
            """,
        defaultSeverity: .error,
        triggeringExamples: [
            """
            {"format": "layoutlint-dump", "version": 1, "platform": "ios",
             "views": [{"id": "root", "class": "UIView", "frame": [0, 0, 320, 480], "role": "rootView"},
                       {"id": "scroll", "class": "UIScrollView", "superview": "root", "role": "scrollView"},
                       {"id": "stack", "class": "UIView", "name": "content", "superview": "scroll"}],
             "layoutGuides": [{"id": "scroll.content", "class": "UILayoutGuide", "owningView": "scroll", "role": "scrollContent"}],
             "constraints": [
               {"firstItem": "scroll", "firstAttribute": "leading", "secondItem": "root", "secondAttribute": "leading"},
               {"firstItem": "scroll", "firstAttribute": "trailing", "secondItem": "root", "secondAttribute": "trailing"},
               {"firstItem": "scroll", "firstAttribute": "top", "secondItem": "root", "secondAttribute": "top"},
               {"firstItem": "scroll", "firstAttribute": "bottom", "secondItem": "root", "secondAttribute": "bottom"},
               {"firstItem": "stack", "firstAttribute": "leading", "secondItem": "scroll.content", "secondAttribute": "leading"},
               {"firstItem": "stack", "firstAttribute": "trailing", "secondItem": "scroll.content", "secondAttribute": "trailing"},
               {"firstItem": "stack", "firstAttribute": "top", "secondItem": "scroll.content", "secondAttribute": "top"},
               {"firstItem": "stack", "firstAttribute": "bottom", "secondItem": "scroll.content", "secondAttribute": "bottom"},
               {"firstItem": "stack", "firstAttribute": "height", "constant": 900}]}
            """,
        ],
        nonTriggeringExamples: [
            """
            {"format": "layoutlint-dump", "version": 1, "platform": "ios",
             "views": [{"id": "root", "class": "UIView", "frame": [0, 0, 320, 480], "role": "rootView"},
                       {"id": "scroll", "class": "UIScrollView", "superview": "root", "role": "scrollView"},
                       {"id": "stack", "class": "UIView", "name": "content", "superview": "scroll"}],
             "layoutGuides": [{"id": "scroll.content", "class": "UILayoutGuide", "owningView": "scroll", "role": "scrollContent"},
                              {"id": "scroll.frame", "class": "UILayoutGuide", "owningView": "scroll", "role": "scrollFrame"}],
             "constraints": [
               {"firstItem": "scroll", "firstAttribute": "leading", "secondItem": "root", "secondAttribute": "leading"},
               {"firstItem": "scroll", "firstAttribute": "trailing", "secondItem": "root", "secondAttribute": "trailing"},
               {"firstItem": "scroll", "firstAttribute": "top", "secondItem": "root", "secondAttribute": "top"},
               {"firstItem": "scroll", "firstAttribute": "bottom", "secondItem": "root", "secondAttribute": "bottom"},
               {"firstItem": "stack", "firstAttribute": "leading", "secondItem": "scroll.content", "secondAttribute": "leading"},
               {"firstItem": "stack", "firstAttribute": "trailing", "secondItem": "scroll.content", "secondAttribute": "trailing"},
               {"firstItem": "stack", "firstAttribute": "top", "secondItem": "scroll.content", "secondAttribute": "top"},
               {"firstItem": "stack", "firstAttribute": "bottom", "secondItem": "scroll.content", "secondAttribute": "bottom"},
               {"firstItem": "stack", "firstAttribute": "height", "constant": 900},
               {"firstItem": "stack", "firstAttribute": "width", "secondItem": "scroll.frame", "secondAttribute": "width"}]}
            """,
        ]
    )

    static func check(_ facts: LayoutFacts) -> [Diagnostic] {
        let graph = facts.system.graph
        // Interface Builder's `verifyAmbiguity="off"` silences the scroll view's checks.
        return facts.scrollContent.filter { graph[$0.scrollView].designTime?.verifyAmbiguity != "off" }.map { fact in
            let scroll = graph.shortName(of: fact.scrollView)
            let free = [fact.freeWidth ? "width" : nil, fact.freeHeight ? "height" : nil].compactMap { $0 }.joined(separator: " and ")
            var fixes: [String] = []
            if fact.freeWidth {
                fixes.append("to scroll only vertically, make the content's width equal to frameLayoutGuide's width; otherwise give the content a width of its own and pin its leading and trailing edges to contentLayoutGuide")
            }
            if fact.freeHeight {
                fixes.append("pin the content's top and bottom to contentLayoutGuide and give it a height from its subviews (an unbroken vertical chain) or a constraint")
            }
            return Diagnostic(
                ruleID: description.id,
                message: "\(scroll)'s scrollable content \(free) \(fact.freeWidth && fact.freeHeight ? "are" : "is") not decided by its constraints (\"Scrollable content size is ambiguous\")",
                location: graph[fact.scrollView].source,
                notes: fixes.map { Diagnostic.Note("fix: " + $0) },
                viewID: graph[fact.scrollView].id)
        }
    }
}
