import Cassowary
import LayoutModel

/// A view's variable that is not unique among the optimal solutions.
public struct AmbiguityFact: Sendable, Equatable {
    /// The view.
    public var item: ItemID
    /// Which of its variables (in its superview's coordinates).
    public var variable: FrameVariable
    /// How far it could move down and up without any constraint at any priority doing worse
    /// (probed up to `AmbiguityAnalysis.probe`).
    public var slack: (down: Double, up: Double)
    /// Every view whose frame (in its superview's coordinates) moves with this freedom, in
    /// item order, `item` among them: the views Xcode would mark ambiguous together.
    public var moved: [ItemID] = []
    /// The views among `moved` whose width or height changes with the freedom: when they
    /// have intrinsic sizes, the freedom trades one's size for another's (a tie of content
    /// priorities), and exists only because the sizes do not fit the room exactly.
    public var resized: [ItemID] = []

    public static func == (lhs: AmbiguityFact, rhs: AmbiguityFact) -> Bool {
        lhs.item == rhs.item && lhs.variable == rhs.variable && lhs.slack == rhs.slack && lhs.moved == rhs.moved && lhs.resized == rhs.resized
    }
}

/// Finds ambiguous views: after solving, each view variable is nudged by an edit at a
/// priority below every constraint's. Priorities are strict levels, so the variable moves
/// only if no constraint at any priority gets worse — exactly when the optimum is not
/// unique in that variable (UIKit's `hasAmbiguousLayout`). The variables that the solved
/// tableau shows to have one value on every optimal solution (`Solver.staysOnEdit`) are not
/// nudged: over the corpus that is all but about 0.5 % of them.
///
/// Every view is probed, whatever Interface Builder's `verifyAmbiguity` says: that setting
/// only silences Xcode's warnings (Xcode still marks such views `ambiguous="YES"`), so it is
/// for the rule that reports them to honour, not for the facts.
enum AmbiguityAnalysis {
    /// How far a variable is pushed each way, in points.
    static let probe = 1.0
    /// Movement below this is not a real freedom: a thousandth of a point is far below a
    /// pixel at any scale, and Interface Builder stores frames as 32-bit floats (a cell
    /// 75.666664 tall holding content 75.666666 tall leaves 2e-6 pt of play between two
    /// equal priorities, which Xcode does not call ambiguous).
    static let threshold = 1e-3
    /// The edits' priority: below every priority UIKit allows (1…1000).
    static let probePriority = 0.5

    /// Every ambiguous view variable of `system`, solved in `solver`. `screening` off leaves
    /// out the look at the optimal face and probes what it would have settled: the same facts
    /// must come out (tests hold it to that).
    static func ambiguities(in system: RuntimeSystem, solver: Solver, variables: [Variable], screening: Bool = true) -> [AmbiguityFact] {
        let graph = system.graph
        var facts: [AmbiguityFact] = []
        var settled: [Double]?
        // One look at the solved tableau settles nearly every variable; only the rest are
        // probed (each probe is an edit and three re-solves).
        let known = screening ? solver.staysOnEdit(variables, at: Priority(probePriority)) : []
        var probes = AnchoredProbes(graph: graph, settled: known)
        for id in graph.itemIDs where graph[id].isView && graph[id].parent != nil {
            for component in FrameVariable.allCases {
                var pushed: [Double] = []
                guard let slack = probes.slack(of: id, component, in: solver, over: variables, pushedValues: &pushed),
                      isFree(slack) else { continue }
                let start = settled ?? solver.values()
                settled = start
                let moved = movedViews(graph, variables, from: start, to: pushed)
                let resized = movedViews(graph, variables, from: start, to: pushed, components: [.width, .height])
                facts.append(AmbiguityFact(item: id, variable: component, slack: slack, moved: moved.contains(id) ? moved : [id] + moved,
                                           resized: resized))
            }
        }
        return facts
    }

    /// The views whose local frame (those of its `components`) differs between two sets of
    /// solver values.
    static func movedViews(_ graph: LayoutGraph, _ variables: [Variable], from start: [Double], to pushed: [Double],
                           components: [FrameVariable] = FrameVariable.allCases) -> [ItemID] {
        guard !pushed.isEmpty else { return [] }
        // Frames in each view's superview: a view moves when its own frame does, not when its
        // superview does.
        let before = SolverBridge.localFrames(from: start, over: variables, in: graph)
        let after = SolverBridge.localFrames(from: pushed, over: variables, in: graph)
        return graph.itemIDs.filter { id in
            graph[id].isView && graph[id].parent != nil && components.contains { component in
                abs(after[id.index].value(of: component) - before[id.index].value(of: component)) > threshold
            }
        }
    }

    /// Whether a probe's slack is a real freedom: it moves more than `threshold` either way.
    static func isFree(_ slack: (down: Double, up: Double)) -> Bool {
        slack.down > threshold || slack.up > threshold
    }

    /// How far `variable` moves when pushed each way at the lowest priority; nil if probing fails.
    static func slack(of variable: Variable, in solver: Solver) -> (down: Double, up: Double)? {
        var ignored: [Double] = []
        return slack(of: variable, in: solver, pushedValues: &ignored, record: false)
    }

    /// `slack(of:in:)`, also keeping every variable's value with `variable` pushed the way it
    /// moves (up when it can, else down) in `pushedValues`.
    static func slack(of variable: Variable, in solver: Solver, pushedValues: inout [Double], record: Bool = true)
        -> (down: Double, up: Double)? {
        // The probe could not move it (and would leave nothing behind).
        if solver.resistsEdit(of: variable, at: Priority(probePriority)) { return (0, 0) }
        let start = solver.value(of: variable)
        do throws(SolverError) {
            try solver.addEditVariable(variable, priority: Priority(probePriority))
            defer { try? solver.removeEditVariable(variable) }
            try solver.suggestValue(start + probe, for: variable)
            let up = solver.value(of: variable) - start
            if record && up > threshold { pushedValues = solver.values() }
            try solver.suggestValue(start - probe, for: variable)
            let down = start - solver.value(of: variable)
            if record && up <= threshold && down > threshold { pushedValues = solver.values() }
            try solver.suggestValue(start, for: variable)
            return (max(0, down), max(0, up))
        } catch {
            return nil
        }
    }
}
