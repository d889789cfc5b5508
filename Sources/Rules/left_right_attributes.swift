import Analysis
import LayoutModel

/// `left_right_attributes`: constraints on `left`/`right` that do not mirror in right-to-left languages.
enum LeftRightAttributesRule: Rule {
    static let description = RuleDescription(
        id: "left_right_attributes",
        name: "Left and right instead of leading and trailing",
        summary: "A constraint uses left or right, which stay put in right-to-left languages.",
        rationale: """
            `leading` and `trailing` follow the reading direction: in Arabic or Hebrew a layout \
            built on them mirrors by itself. `left` and `right` never mirror, so such a layout \
            stays left-to-right and looks wrong to right-to-left readers. Use left and right only \
            for things that must not mirror (a media scrubber, a map control).
            """,
        defaultSeverity: .warning,
        triggeringExamples: [
            """
            {"format": "layoutlint-dump", "version": 1, "platform": "ios",
             "views": [{"id": "root", "class": "UIView", "frame": [0, 0, 320, 480], "role": "rootView"},
                       {"id": "title", "class": "UILabel", "superview": "root", "intrinsicContentSize": [80, 20]}],
             "constraints": [
               {"firstItem": "title", "firstAttribute": "left", "secondItem": "root", "secondAttribute": "left", "constant": 16},
               {"firstItem": "title", "firstAttribute": "top", "secondItem": "root", "secondAttribute": "top", "constant": 16}]}
            """,
        ],
        nonTriggeringExamples: [
            """
            {"format": "layoutlint-dump", "version": 1, "platform": "ios",
             "views": [{"id": "root", "class": "UIView", "frame": [0, 0, 320, 480], "role": "rootView"},
                       {"id": "title", "class": "UILabel", "superview": "root", "intrinsicContentSize": [80, 20]}],
             "constraints": [
               {"firstItem": "title", "firstAttribute": "leading", "secondItem": "root", "secondAttribute": "leading", "constant": 16},
               {"firstItem": "title", "firstAttribute": "top", "secondItem": "root", "secondAttribute": "top", "constant": 16}]}
            """,
        ]
    )

    /// The direction-following attribute for a fixed one.
    static func mirroring(_ attribute: LayoutAttribute) -> LayoutAttribute {
        switch attribute {
        case .left: .leading
        case .right: .trailing
        case .leftMargin: .leadingMargin
        case .rightMargin: .trailingMargin
        default: attribute
        }
    }

    static func check(_ facts: LayoutFacts) -> [Diagnostic] {
        let graph = facts.system.graph
        let constraints = facts.system.constraints
        // Tested in place: copying each constraint out of the list only to skip it cost more
        // than the test.
        return constraints.indices.compactMap { index -> Diagnostic? in
            guard constraints[index].origin == .user,
                  constraints[index].firstAttribute.isAbsoluteHorizontalEdge || constraints[index].secondAttribute.isAbsoluteHorizontalEdge
            else { return nil }
            let constraint = constraints[index]
            var mirrored = constraint
            mirrored.firstAttribute = mirroring(constraint.firstAttribute)
            mirrored.secondAttribute = mirroring(constraint.secondAttribute)
            return Diagnostic(
                ruleID: description.id,
                message: "`\(graph.describe(constraint))` uses left/right, which do not mirror for right-to-left languages",
                location: constraint.provenance.source,
                notes: [Diagnostic.Note("fix: use `\(graph.describe(mirrored))` unless this edge must stay put in every language")],
                viewID: graph[constraint.firstItem].id,
                constraintIDs: [ConstraintText.identity(constraint)].compactMap { $0 })
        }
    }
}
