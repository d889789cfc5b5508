import Cassowary
import LayoutModel

/// Probes a view's frame in its superview when the solver measures its position from an
/// anchor sibling (`PositionAnchors`): its own variable is then an offset from the anchor,
/// and the frame in the superview is the sum of the offsets down the anchor chain.
///
/// Most of the time no offset in the chain is free, and then neither is the sum: each view's
/// own variable is probed once (as cheap as probing any view), and the sum is probed — with
/// a helper variable held equal to it by a required constraint, added and removed again —
/// only when some offset in the chain can move.
struct AnchoredProbes {
    private let graph: LayoutGraph
    /// Per view and axis (horizontal at 0, `side(of:)`): whether its own position variable
    /// can move.
    private var ownFreedom: [[Bool]]
    /// The helper variable, made on first need.
    private var helper: Variable?
    /// Per solver variable slot (`SolverBridge.slot`): whether the solved tableau already
    /// shows it cannot move (`Solver.staysOnEdit`), so that it needs no probe.
    private let settled: [Bool]

    /// Probes for `graph`'s views; `settled` says, per variable slot, which variables are
    /// known not to move (all false to probe every one).
    init(graph: LayoutGraph, settled: [Bool]) {
        self.graph = graph
        self.settled = settled
        ownFreedom = Array(repeating: [false, false], count: graph.items.count)
    }

    /// How far `id`'s `component` (in its superview's coordinates) moves when pushed each
    /// way at the lowest priority; nil if probing fails. Views must be probed in item order,
    /// so that an anchor's freedom is known before the views anchored to it.
    mutating func slack(of id: ItemID, _ component: FrameVariable, in solver: Solver, over variables: [Variable],
                        pushedValues: inout [Double]) -> (down: Double, up: Double)? {
        let slot = SolverBridge.slot(id, component)
        let variable = variables[slot]
        let isSettled = slot < settled.count && settled[slot]
        // The variable's own slack: none to probe for when the tableau already settled it.
        func ownSlack(keepingPushedValues: Bool) -> (down: Double, up: Double)? {
            if isSettled { return (0, 0) }
            return keepingPushedValues ? AmbiguityAnalysis.slack(of: variable, in: solver, pushedValues: &pushedValues)
                : AmbiguityAnalysis.slack(of: variable, in: solver)
        }
        guard let axis = component.positionAxis else { return ownSlack(keepingPushedValues: true) }
        guard graph.positionAnchors?.anchor(of: id, along: axis) != nil else {
            let slack = ownSlack(keepingPushedValues: true)
            ownFreedom[id.index][Self.side(of: axis)] = slack.map(AmbiguityAnalysis.isFree) ?? false
            return slack
        }
        ownFreedom[id.index][Self.side(of: axis)] = ownSlack(keepingPushedValues: false).map(AmbiguityAnalysis.isFree) ?? false
        guard chainCanMove(from: id, along: axis) else { return (0, 0) }
        return exactSlack(of: SolverBridge.localForm(of: id, component, in: graph), in: solver, over: variables,
                          pushedValues: &pushedValues)
    }

    private static func side(of axis: Axis) -> Int { axis == .horizontal ? 0 : 1 }

    /// Whether any offset from `id` up its anchor chain to the superview can move.
    private func chainCanMove(from id: ItemID, along axis: Axis) -> Bool {
        var current: ItemID? = id
        var steps = 0
        while let item = current, steps <= graph.items.count {
            if ownFreedom[item.index][Self.side(of: axis)] { return true }
            current = graph.positionAnchors?.anchor(of: item, along: axis)
            steps += 1
        }
        return false
    }

    /// The slack of `form`, probed through the helper variable.
    private mutating func exactSlack(of form: LinearForm, in solver: Solver, over variables: [Variable],
                                     pushedValues: inout [Double]) -> (down: Double, up: Double)? {
        let helper = self.helper ?? solver.makeVariable()
        self.helper = helper
        let sum = form.expression(over: variables)
        let tie = Constraint(LinearExpression([Term(helper, 1)] + sum.terms.map { Term($0.variable, -$0.coefficient) },
                                              constant: -sum.constant), .equal, priority: .required)
        do throws(SolverError) {
            try solver.add(tie)
        } catch {
            return nil
        }
        defer { try? solver.remove(tie) }
        return AmbiguityAnalysis.slack(of: helper, in: solver, pushedValues: &pushedValues)
    }
}
