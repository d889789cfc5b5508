import Analysis
import LayoutModel

/// `missing_super_call`: an override of `layoutSubviews` or `updateConstraints` that never
/// calls the superclass's implementation.
enum MissingSuperCallRule: Rule {
    static let description = RuleDescription(
        id: "missing_super_call",
        name: "Layout override without its super call",
        summary: "An override of updateConstraints, updateViewConstraints or (in a type that uses constraints) layoutSubviews/layout never calls super.",
        rationale: """
            Apple's documentation of updateConstraints and updateViewConstraints says to call \
            the superclass's implementation as the final step; without it the constraint pass \
            of the view's own constraints is incomplete. The default layoutSubviews (and \
            AppKit's layout()) is what applies the constraints to the subviews: an override \
            that does not call it leaves constraint-based subviews where they were. \
            layoutSubviews is only flagged in types whose code makes constraints (a view that \
            places its subviews by frames alone does not need the default). A super call on \
            any path counts.
            """,
        defaultSeverity: .error,
        triggeringExamples: [],
        nonTriggeringExamples: [],
        sourceTriggeringExamples: [
            """
            final class HeaderView: UIView {
                private var heightConstraint: NSLayoutConstraint?

                override func updateConstraints() {
                    heightConstraint?.constant = 44
                }
            }
            """,
        ],
        sourceNonTriggeringExamples: [
            """
            final class HeaderView: UIView {
                private var heightConstraint: NSLayoutConstraint?

                override func updateConstraints() {
                    heightConstraint?.constant = 44
                    super.updateConstraints()
                }
            }
            """,
        ]
    )

    static let alwaysNeedSuper: Set<String> = ["updateConstraints", "updateViewConstraints"]
    static let needSuperWithConstraints: Set<String> = ["layoutSubviews", "layout"]

    static func check(_ facts: LayoutFacts) -> [Diagnostic] { [] }

    static func check(_ code: CodeFile) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for type in CodeRuleSupport.mergedTypes(code) where type.ownerKind != .other {
            let usesConstraints = type.methods.contains { !$0.constraints.isEmpty }
            for method in type.methods where method.isOverride && method.labels.isEmpty {
                guard alwaysNeedSuper.contains(method.name) || (needSuperWithConstraints.contains(method.name) && usesConstraints)
                else { continue }
                let callsSuper = method.events.contains { event in
                    if case .superCall(let name) = event.kind { return name == method.name }
                    return false
                }
                guard !callsSuper, let location = method.location else { continue }
                result.append(Diagnostic(
                    ruleID: description.id,
                    message: "\(CodeRuleSupport.name(method, in: type)) overrides \(method.name) without calling super.\(method.name)()",
                    location: location,
                    notes: [Diagnostic.Note(alwaysNeedSuper.contains(method.name)
                        ? "fix: call super.\(method.name)() as the last step, as Apple's documentation requires"
                        : "fix: call super.\(method.name)() first: the default implementation applies the constraints to the subviews")],
                    viewID: "\(type.name).\(method.name)"))
            }
        }
        return result
    }
}
