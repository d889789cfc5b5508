import LayoutModel

/// A required user constraint that the other required constraints already imply.
public struct RedundancyFact: Sendable, Equatable {
    /// Index into `RuntimeSystem.constraints`.
    public var constraint: Int
}

/// Redundant constraints: for each required user constraint, the range its left-hand side
/// can take under all the other required constraints; if that range already satisfies it,
/// removing it changes nothing. Run only on layouts without conflicts (where "implied" is
/// meaningful) and of a bounded size.
///
/// Cost: one solver holds every required constraint; each candidate is withdrawn, its
/// left-hand side pulled each way it needs by one weak constraint, and restored unless it
/// was redundant — a few local pivots per candidate instead of two fresh solves of the whole
/// layout (which was half of `lint`'s time over a project).
enum RedundancyAnalysis {
    /// Larger layouts are skipped (kept from when the pass rebuilt the layout twice per
    /// constraint, so that which layouts get redundancy findings does not change).
    static let maximumConstraints = 600
    /// Slack below this counts as exact.
    static let tolerance = 1e-6

    /// The redundant required user constraints of `system` (only those `among` accepts, when
    /// given). `workspace`, when given, supplies the tableau if one is needed.
    static func redundancies(in system: RuntimeSystem, feasibility: ConstraintFeasibility,
                             among accepted: ((LayoutConstraint) -> Bool)? = nil,
                             reusing workspace: RedundancyWorkspace? = nil) -> [RedundancyFact] {
        var (candidates, required) = candidates(in: system, feasibility)
        if let accepted { candidates = candidates.filter { accepted(system.constraints[$0]) } }
        guard required.count <= maximumConstraints, !candidates.isEmpty else { return [] }
        return withOneTableau(candidates, required, system, feasibility, workspace: workspace)
            ?? withFreshSolvers(candidates, required, system, feasibility)
    }

    /// `redundancies(in:feasibility:among:)` of a layout not solved yet: none when its
    /// required constraints cannot all hold (a conflict, where redundancy is not asked).
    /// `workspace`, when given, supplies the tableau (`RedundancyWorkspace`).
    static func redundanciesUnlessConflicting(in system: RuntimeSystem, feasibility: ConstraintFeasibility,
                                              among accepted: (LayoutConstraint) -> Bool,
                                              reusing workspace: RedundancyWorkspace? = nil) -> [RedundancyFact] {
        var (candidates, required) = candidates(in: system, feasibility)
        candidates = candidates.filter { accepted(system.constraints[$0]) }
        guard required.count <= maximumConstraints, !candidates.isEmpty else { return [] }
        let tableau = makeTableau(feasibility, holding: required, reusing: workspace)
        guard !tableau.broken else { return [] }
        return withOneTableau(candidates, required, system, feasibility, tableau: tableau)
            ?? withFreshSolvers(candidates, required, system, feasibility)
    }

    /// The required user constraints to test, and all the required constraints, in system order.
    /// A Mac layout's root is held at the size it was drawn at (the canvas), which is not a
    /// constraint the app runs with: those holds are left out of "the other required
    /// constraints".
    static func candidates(in system: RuntimeSystem, _ feasibility: ConstraintFeasibility) -> (candidates: [Int], required: [Int]) {
        let graph = system.graph
        let required = system.constraints.indices.filter {
            system.constraints[$0].isRequired && feasibility.forms[$0] != nil && !holdsMacRootSize(system.constraints[$0], in: graph)
        }
        return (required.filter { system.constraints[$0].origin == .user }, required)
    }

    /// Whether `constraint` holds a Mac layout's root (a window's content view, a top-level
    /// view) at its stored width or height. AppKit keeps a window at its size only at
    /// `NSLayoutPriorityWindowSizeStayPut` (500, Apple's documentation), and a top-level
    /// view's size is its host's: a constraint that only this size implies (a window's
    /// minimum width, a view pinned to both sides of a resizable window) still binds when
    /// the window is resized, so it is not redundant. Cells keep their table's size.
    static func holdsMacRootSize(_ constraint: LayoutConstraint, in graph: LayoutGraph) -> Bool {
        guard graph.platform == .macOS, constraint.secondItem == nil, constraint.firstAttribute == .width || constraint.firstAttribute == .height,
              constraint.origin == .autoresizingMask || constraint.origin == .cellEncapsulatedSize else { return false }
        let root = graph.items[constraint.firstItem.index]
        return root.parent == nil && root.viewRole == .rootView
    }

    /// The pass on one solver; nil when the solver refused a request (round-off on a
    /// nearly degenerate layout), so that the caller asks fresh solvers instead. The tableau
    /// is `tableau`, or made on first need (by `workspace` when given).
    static func withOneTableau(_ candidates: [Int], _ required: [Int], _ system: RuntimeSystem,
                               _ feasibility: ConstraintFeasibility, tableau: RequiredTableau? = nil,
                               workspace: RedundancyWorkspace? = nil) -> [RedundancyFact]? {
        // Built on first need (unless given): most layouts' candidates are all decided by `lone`.
        var built = tableau
        var lone = LoneVariables(holding: required, forms: feasibility.forms, relations: system.constraints.map(\.relation),
                                 slots: system.graph.items.count * FrameVariable.allCases.count)
        var facts: [RedundancyFact] = []
        for index in candidates {
            // Not implied when its left-hand side is free to leave the side the relation needs.
            let free = lone.unbounded(withdrawing: index)
            switch system.constraints[index].relation {
            case .equal: if free.below || free.above { continue }
            case .greaterThanOrEqual: if free.below { continue }
            case .lessThanOrEqual: if free.above { continue }
            }
            let tableau = built ?? makeTableau(feasibility, holding: required, reusing: workspace)
            built = tableau
            if tableau.broken { return nil }
            tableau.withdraw(index)
            let form = leftHandSide(index, system, feasibility)
            let implied = isImplied(system.constraints[index], low: { tableau.extreme(of: form, towards: -1e7) },
                                    high: { tableau.extreme(of: form, towards: 1e7) })
            if tableau.broken { return nil }
            // Of two constraints that imply each other, only the later one is redundant:
            // a redundant one stays out for the rest of the pass.
            if implied {
                facts.append(RedundancyFact(constraint: index))
                lone.release(index)
            } else {
                tableau.restore(index)
            }
            if tableau.broken { return nil }
        }
        return facts
    }

    /// A tableau holding `required`: `workspace`'s (kept or moved) when given, else a new one.
    private static func makeTableau(_ feasibility: ConstraintFeasibility, holding required: [Int],
                                    reusing workspace: RedundancyWorkspace?) -> RequiredTableau {
        workspace?.tableau(for: feasibility, holding: required) ?? RequiredTableau(feasibility, holding: required)
    }

    /// The pass with a fresh solver for every bound (the reference the one-tableau pass
    /// reproduces).
    static func withFreshSolvers(_ candidates: [Int], _ required: [Int], _ system: RuntimeSystem,
                                         _ feasibility: ConstraintFeasibility) -> [RedundancyFact] {
        var facts: [RedundancyFact] = []
        var removed: Set<Int> = []
        for index in candidates {
            let others = required.filter { $0 != index && !removed.contains($0) }
            let range = feasibility.range(of: leftHandSide(index, system, feasibility), under: others)
            if isImplied(system.constraints[index], low: { range.low }, high: { range.high }) {
                facts.append(RedundancyFact(constraint: index))
                removed.insert(index)
            }
        }
        return facts
    }

    /// The constraint's left-hand side without its constant.
    private static func leftHandSide(_ index: Int, _ system: RuntimeSystem, _ feasibility: ConstraintFeasibility) -> LinearForm {
        var form = feasibility.forms[index] ?? LinearForm()
        form.constant += system.constraints[index].constant
        return form
    }

    /// Whether the range of the left-hand side already satisfies `constraint`. The bounds
    /// are asked for only when the relation needs them (each is a solve).
    private static func isImplied(_ constraint: LayoutConstraint, low: () -> Double?, high: () -> Double?) -> Bool {
        let k = constraint.constant
        return switch constraint.relation {
        case .equal: low().map { abs($0 - k) <= tolerance } == true && high().map { abs($0 - k) <= tolerance } == true
        case .greaterThanOrEqual: low().map { $0 >= k - tolerance } == true
        case .lessThanOrEqual: high().map { $0 <= k + tolerance } == true
        }
    }
}
