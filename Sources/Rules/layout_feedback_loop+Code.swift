import LayoutModel

/// `layout_feedback_loop` on code: a view that asks for another layout pass (or changes its
/// own frame) from inside its own layout pass.
extension LayoutFeedbackLoopRule {
    /// Calls that schedule another pass of the view they are sent to, whatever the values.
    /// (`invalidateIntrinsicContentSize` is not among them: it leads to another pass only
    /// when the size it reports changes, which the code does not show.)
    static let reschedulingCalls: Set<String> = ["setNeedsLayout", "setNeedsUpdateConstraints"]

    static func check(_ code: CodeFile) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for type in code.types {
            for method in type.methods where method.isOverride && method.labels.isEmpty
                && CodeRuleSupport.layoutPassMethods.contains(method.name) && type.ownerKind != .other {
                for event in method.events where !event.isConditional {
                    let what: String
                    switch event.kind {
                    case .call(let receiver, let name) where reschedulingCalls.contains(name) && CodeRuleSupport.ownView(receiver, in: type):
                        what = "calls \(name)() on its own view"
                    case .assignment(let target, let property, _) where ["frame", "bounds", "size"].contains(property)
                            && CodeRuleSupport.ownView(target, in: type) && type.ownerKind != .viewController:
                        what = "sets its own \(property)"
                    default:
                        continue
                    }
                    result.append(Diagnostic(
                        ruleID: description.id,
                        message: "\(CodeRuleSupport.name(method, in: type)) \(what) on every pass: each layout pass schedules the next, so layout never settles",
                        location: event.location,
                        notes: [Diagnostic.Note("fix: compute what layout needs from the current bounds without invalidating the view; call this only when an input actually changes (behind an if that compares the new value)")],
                        viewID: "\(type.name).\(method.name)"))
                }
            }
        }
        return result
    }
}
