import Cassowary
import LayoutModel

/// A scroll view whose scrollable content size its constraints do not decide.
public struct ScrollContentFact: Sendable, Equatable {
    /// The scroll view.
    public var scrollView: ItemID
    /// Whether the content's width is free.
    public var freeWidth: Bool
    /// Whether the content's height is free.
    public var freeHeight: Bool
}

/// Scroll views on iOS: UIKit takes the scrollable size from the content layout guide, which
/// only constraints size — its edges pinned to the content, and the content sized by its
/// own widths and heights (or tied to the frame layout guide to scroll one way only). When
/// the guide's width or height is not unique, Interface Builder reports "Scrollable content
/// size is ambiguous" and the run-time content size is arbitrary. Checked only for scroll
/// views whose content guide some constraint of the app uses; table, collection and text
/// views size their content themselves. Like the ambiguity facts, found whatever
/// `verifyAmbiguity` says; the rule that reports them honours it.
enum ScrollContentAnalysis {
    static func facts(in system: RuntimeSystem, solver: Solver, variables: [Variable]) -> [ScrollContentFact] {
        let graph = system.graph
        guard graph.platform == .iOS else { return [] }
        var facts: [ScrollContentFact] = []
        for id in graph.itemIDs where graph[id].scrollsContent && !managesOwnContent(graph[id].className) {
            guard let guide = graph.guide(.scrollContent, of: id),
                  system.constraints.contains(where: { $0.origin == .user && ($0.firstItem == guide || $0.secondItem == guide) })
            else { continue }
            func isFree(_ component: FrameVariable) -> Bool {
                guard let slack = AmbiguityAnalysis.slack(of: variables[SolverBridge.slot(guide, component)], in: solver) else { return false }
                return AmbiguityAnalysis.isFree(slack)
            }
            let (width, height) = (isFree(.width), isFree(.height))
            if width || height { facts.append(ScrollContentFact(scrollView: id, freeWidth: width, freeHeight: height)) }
        }
        return facts
    }

    /// Table, collection, text and web views set their content size themselves.
    static func managesOwnContent(_ className: String) -> Bool {
        ["TableView", "CollectionView", "TextView", "WebView", "PickerView"].contains { className.contains($0) }
    }
}
