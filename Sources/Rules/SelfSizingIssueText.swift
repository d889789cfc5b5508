import Analysis
import LayoutModel

/// The words for `broken_self_sizing_chain`'s findings about complete chains that misbehave.
enum SelfSizingIssueText {
    static func diagnostics(_ facts: LayoutFacts, ruleID: String) -> [Diagnostic] {
        let graph = facts.system.graph
        return facts.selfSizingIssues.map { issue in
            let view = graph.shortName(of: issue.view)
            let cell = graph[issue.contentView].parent.map { graph.shortName(of: $0) } ?? graph.shortName(of: issue.contentView)
            let constraint = issue.constraint.map { "`\(graph.describe($0))`" } ?? ""
            let message: String
            let fix: String
            switch issue.kind {
            case .fixedHeight where issue.view == issue.contentView:
                message = "\(constraint) fixes the height of \(cell)'s content view, so the cell cannot size itself"
                fix = "remove it: a self-sizing cell's height comes from the chain of constraints inside its content view"
            case .fixedHeight:
                message = "\(constraint) fixes the height of \(view), whose wrapping text must decide it in self-sizing \(cell): longer text is clipped"
                fix = "remove it, make it a minimum (`>=`), or give it a priority below 750 (the text's compression resistance)"
            case .wrappingTextWithoutWidth:
                message = "\(view) wraps its text in self-sizing \(cell) but nothing limits its width: it grows to one long line and the cell gets the height of one line"
                fix = "pin both its leading and trailing edges (to the content view or its neighbours), or give it a maximum width"
            case .requiredBottomFightsEstimate:
                let height = issue.height.map(ConstraintText.number) ?? "?"
                message = "\(constraint) is required and the required constraints fix \(cell)'s content height at \(height): whenever the table measures the cell at an estimated height other than that (UIView-Encapsulated-Layout-Height) they conflict, and UIKit logs \"Unable to simultaneously satisfy constraints\""
                fix = "lower \(constraint) to priority 999, so it gives way to the temporary height while the cell is measured"
            }
            return Diagnostic(ruleID: ruleID, message: message,
                              location: issue.constraint?.provenance.source ?? graph[issue.view].source,
                              notes: [Diagnostic.Note("fix: " + fix)], viewID: graph[issue.view].id,
                              constraintIDs: issue.constraint.flatMap(ConstraintText.identity).map { [$0] } ?? [])
        }
    }
}
