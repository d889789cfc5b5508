import Analysis
import LayoutModel

/// `redundant_constraint`: a required constraint the others already imply.
enum RedundantConstraintRule: Rule {
    static let description = RuleDescription(
        id: "redundant_constraint",
        name: "Redundant constraint",
        summary: "A required constraint is already implied by the other required constraints.",
        rationale: """
            A constraint that the others already force (a width fixed twice through different \
            paths, a minimum that can never bind) changes nothing today, but it is one more \
            thing to keep consistent: the day the layout changes, it is the one that turns \
            into a conflict. Exact duplicates are reported by duplicate_constraint instead. \
            On the Mac a window can be resized (AppKit holds it at its size only at priority \
            500), so the size a window's content view or a top-level view was drawn at implies \
            nothing: a window's minimum width is not redundant.
            """,
        defaultSeverity: .warning,
        triggeringExamples: [
            """
            {"format": "layoutlint-dump", "version": 1, "platform": "ios",
             "views": [{"id": "root", "class": "UIView", "frame": [0, 0, 320, 480], "role": "rootView"},
                       {"id": "box", "class": "UIView", "superview": "root"}],
             "constraints": [
               {"firstItem": "box", "firstAttribute": "leading", "secondItem": "root", "secondAttribute": "leading", "constant": 20},
               {"firstItem": "root", "firstAttribute": "trailing", "secondItem": "box", "secondAttribute": "trailing", "constant": 20},
               {"firstItem": "box", "firstAttribute": "top", "secondItem": "root", "secondAttribute": "top"},
               {"firstItem": "box", "firstAttribute": "height", "constant": 50},
               {"firstItem": "box", "firstAttribute": "width", "relation": ">=", "constant": 100}]}
            """,
        ],
        nonTriggeringExamples: [
            """
            {"format": "layoutlint-dump", "version": 1, "platform": "macos",
             "views": [{"id": "content", "class": "NSView", "frame": [0, 0, 480, 320], "role": "rootView",
                        "translatesAutoresizingMaskIntoConstraints": true},
                       {"id": "list", "class": "NSScrollView", "superview": "content", "flipped": true}],
             "constraints": [
               {"firstItem": "list", "firstAttribute": "leading", "secondItem": "content", "secondAttribute": "leading", "constant": 20},
               {"firstItem": "content", "firstAttribute": "trailing", "secondItem": "list", "secondAttribute": "trailing", "constant": 20},
               {"firstItem": "list", "firstAttribute": "top", "secondItem": "content", "secondAttribute": "top", "constant": 20},
               {"firstItem": "content", "firstAttribute": "bottom", "secondItem": "list", "secondAttribute": "bottom", "constant": 20},
               {"firstItem": "list", "firstAttribute": "width", "relation": ">=", "constant": 200}]}
            """,
            """
            {"format": "layoutlint-dump", "version": 1, "platform": "ios",
             "views": [{"id": "root", "class": "UIView", "frame": [0, 0, 320, 480], "role": "rootView"},
                       {"id": "box", "class": "UIView", "superview": "root"}],
             "constraints": [
               {"firstItem": "box", "firstAttribute": "leading", "secondItem": "root", "secondAttribute": "leading", "constant": 20},
               {"firstItem": "box", "firstAttribute": "top", "secondItem": "root", "secondAttribute": "top"},
               {"firstItem": "box", "firstAttribute": "height", "constant": 50},
               {"firstItem": "box", "firstAttribute": "width", "relation": ">=", "constant": 100}]}
            """,
        ]
    )

    static func check(_ facts: LayoutFacts) -> [Diagnostic] {
        diagnostics(facts.redundancies, in: facts.system)
    }

    /// The findings on `redundancies` of `system`: all the rule reads.
    static func diagnostics(_ redundancies: [RedundancyFact], in system: RuntimeSystem) -> [Diagnostic] {
        // Most layouts have none: the meanings below are for telling duplicates apart.
        guard !redundancies.isEmpty else { return [] }
        let graph = system.graph
        let constraints = system.constraints
        let userMeanings = constraints.filter { $0.origin == .user }.map(DuplicateConstraintRule.meaning)
        return redundancies.compactMap { (fact: RedundancyFact) -> Diagnostic? in
            let constraint = constraints[fact.constraint]
            // An exact duplicate is duplicate_constraint's finding.
            guard userMeanings.filter({ $0 == DuplicateConstraintRule.meaning(constraint) }).count == 1 else { return nil }
            return Diagnostic(
                ruleID: description.id,
                message: "`\(graph.describe(constraint))` is already implied by the other required constraints",
                location: constraint.provenance.source,
                notes: [Diagnostic.Note("fix: remove it, or lower its priority if it is meant as a fallback")],
                viewID: graph[constraint.firstItem].id,
                constraintIDs: [ConstraintText.identity(constraint)].compactMap { $0 })
        }
    }
}
