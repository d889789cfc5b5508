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

    public static func == (lhs: AmbiguityFact, rhs: AmbiguityFact) -> Bool {
        lhs.item == rhs.item && lhs.variable == rhs.variable && lhs.slack == rhs.slack
    }
}

/// Finds ambiguous views: after solving, each view variable is nudged by an edit at a
/// priority below every constraint's. Priorities are strict levels, so the variable moves
/// only if no constraint at any priority gets worse — exactly when the optimum is not
/// unique in that variable (UIKit's `hasAmbiguousLayout`).
enum AmbiguityAnalysis {
    /// How far a variable is pushed each way, in points.
    static let probe = 1.0
    /// Movement below this is numerical noise.
    static let threshold = 1e-6
    /// The edits' priority: below every priority UIKit allows (1…1000).
    static let probePriority = 0.5

    static func ambiguities(in system: RuntimeSystem, solver: Solver, variables: [Variable]) -> [AmbiguityFact] {
        let graph = system.graph
        var facts: [AmbiguityFact] = []
        for id in graph.itemIDs where graph[id].isView && graph[id].parent != nil {
            let check = graph[id].designTime?.verifyAmbiguity
            if check == "off" { continue }
            for component in FrameVariable.allCases {
                if check == "ignoreSizes" && (component == .width || component == .height) { continue }
                let variable = variables[SolverBridge.slot(id, component)]
                guard let slack = slack(of: variable, in: solver), slack.down > threshold || slack.up > threshold else { continue }
                facts.append(AmbiguityFact(item: id, variable: component, slack: slack))
            }
        }
        return facts
    }

    /// How far `variable` moves when pushed each way at the lowest priority; nil if probing fails.
    static func slack(of variable: Variable, in solver: Solver) -> (down: Double, up: Double)? {
        let start = solver.value(of: variable)
        do throws(SolverError) {
            try solver.addEditVariable(variable, priority: Priority(probePriority))
            defer { try? solver.removeEditVariable(variable) }
            try solver.suggestValue(start + probe, for: variable)
            let up = solver.value(of: variable) - start
            try solver.suggestValue(start - probe, for: variable)
            let down = start - solver.value(of: variable)
            try solver.suggestValue(start, for: variable)
            return (max(0, down), max(0, up))
        } catch {
            return nil
        }
    }
}
