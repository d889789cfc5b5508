import Analysis
import LayoutModel

/// Xcode's own verdicts, which an Interface Builder file states: `ambiguous="YES"` and
/// `misplaced="YES"` are what Apple's engine found when the file was last saved. A marked
/// view the model does not flag still gets a finding, so the marker is never lost; the
/// notes say what the model sees instead.
enum XcodeMarkers {
    /// Whether `id` is a view Auto Layout places (not one translating its autoresizing mask).
    static func isConstrainedView(_ id: ItemID, _ graph: LayoutGraph) -> Bool {
        graph[id].isView && graph[id].parent != nil && !graph[id].translatesAutoresizingMask
    }

    /// Every constrained view marked ambiguous, with the ambiguity check on, that none of
    /// `findings` names.
    static func ambiguousViewsNotFound(in facts: LayoutFacts, besides findings: [Diagnostic], ruleID: String) -> [Diagnostic] {
        let graph = facts.system.graph
        let named = Set(findings.flatMap { [$0.viewID].compactMap { $0 } + $0.viewIDs })
        // The marker tested first and in place: few views carry one.
        return graph.itemIDs.compactMap { id in
            guard let flags = graph[id].designTime, flags.ambiguous, isConstrainedView(id, graph), flags.verifyAmbiguity == nil, !named.contains(graph[id].id) else { return nil }
            let frame = facts.solved.frame(of: id, in: graph)
            return Diagnostic(
                ruleID: ruleID,
                message: "Xcode marks \(graph.shortName(of: id))'s layout ambiguous (ambiguous=\"YES\"): its constraints leave its position or size open",
                location: graph[id].source,
                notes: [
                    Diagnostic.Note("layoutlint's model fixes it at \(shown(frame)), with the sizes it reads off the stored frames: the freedom Xcode sees most likely lies where one of those sizes is not what the view really has"),
                    Diagnostic.Note("fix: select the view in Interface Builder; the Layout Issues list (Editor ▸ Resolve Auto Layout Issues) names the constraint it lacks"),
                ],
                viewID: graph[id].id)
        }
    }

    /// Every constrained view marked misplaced that none of `findings` names.
    static func misplacedViewsNotFound(in facts: LayoutFacts, besides findings: [Diagnostic], ruleID: String) -> [Diagnostic] {
        let graph = facts.system.graph
        let named = Set(findings.compactMap(\.viewID))
        return graph.itemIDs.compactMap { id in
            guard let flags = graph[id].designTime, flags.misplaced, !flags.ambiguous, isConstrainedView(id, graph),
                  let stored = graph[id].storedFrame, !named.contains(graph[id].id) else { return nil }
            return Diagnostic(
                ruleID: ruleID,
                message: "Xcode marks \(graph.shortName(of: id)) misplaced (misplaced=\"YES\"): its stored frame \(shown(graph[id].frame(aroundAlignmentRect: stored))) is not where its constraints put it",
                location: graph[id].source,
                notes: [
                    Diagnostic.Note("layoutlint's model places it at its stored frame, so the difference rests on something the file does not state (a text, font or image size Xcode measured)"),
                    Diagnostic.Note("fix: update the frame in Interface Builder (Editor ▸ Resolve Auto Layout Issues ▸ Update Frames), or fix the constraints if the stored frame is the one you meant"),
                ],
                viewID: graph[id].id)
        }
    }

    static func shown(_ rect: Rect) -> String {
        "(\([rect.x, rect.y, rect.width, rect.height].map(ConstraintText.number).joined(separator: ", ")))"
    }
}
