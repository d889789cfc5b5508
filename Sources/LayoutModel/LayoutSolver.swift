import Cassowary

/// The frames a run-time system solves to, and the required constraints that had to be
/// left out because they contradict the ones before them.
public struct SolvedLayout: Sendable {
    /// Every item's frame in its parent's coordinates (top-left origin), indexed like the
    /// graph's items: the solver's own variables, with anchors' origins added back
    /// (`PositionAnchors`).
    public var localFrames: [Rect]
    /// Every item's frame in root coordinates (top-left origin), indexed like the graph's items.
    public var rootFrames: [Rect]
    /// Indices into `RuntimeSystem.constraints` of the required constraints the solver
    /// rejected (each contradicts the required constraints added before it).
    public var rejected: [Int]

    /// The frame of `item` in its parent's coordinates (its alignment rectangle widened by its
    /// alignment insets), as the platform's own `frame` reports it: top-left origin on iOS and for flipped AppKit superviews; bottom-left origin for
    /// unflipped AppKit superviews. A guide's frame is its layout frame in its owner.
    ///
    /// The solver places an item in its parent's alignment rectangle; a frame is in the
    /// parent's frame, so a parent's own alignment insets (a box's border) shift it back.
    public func frame(of item: ItemID, in graph: LayoutGraph) -> Rect {
        // Interface Builder stores frames at whole pixels; the comparison with them must too.
        if let scale = graph.storedPixelScale, scale > 0 { return pixelAlignedFrame(of: item, in: graph, scale: scale) }
        guard let parent = graph[item].parent else {
            let local = graph[item].frame(aroundAlignmentRect: localFrames[item.index])
            return Rect(x: 0, y: 0, width: local.width, height: local.height)
        }
        return graph.platformFrame(ofAlignmentRect: localFrames[item.index], of: item, parentHeight: localFrames[parent.index].height)
    }
}

/// Solves a run-time system with the Cassowary solver, UIKit's way: optional priorities are
/// strict levels; a required constraint that contradicts the ones before it is rejected
/// (and reported) rather than stopping the layout.
public enum LayoutSolver {
    /// Solves `system`. Throws only when the solver itself fails (`SolverError`).
    public static func solve(_ system: RuntimeSystem) throws(SolverError) -> SolvedLayout {
        try load(system).layout
    }

    /// A solver loaded with `system` (variables as `SolverBridge` lays them out), and the
    /// solved layout, for analyses that probe further. `forms` are the constraints' forms
    /// when the caller already has them (`AttributeForm.form(of:in:)` for each). The
    /// constraints at `excluded` are left out from the start and listed as rejected (the
    /// ones a conflict analysis chose to break, so the layout does not depend on which
    /// member of a conflict happens to come last in the input). The system's placeholder
    /// constraints are added last, as Xcode's canvas lays views out with them; one that
    /// contradicts the run-time constraints is left out without being listed.
    public static func load(_ system: RuntimeSystem, forms: [LinearForm?]? = nil, excluding excluded: Set<Int> = [])
        throws(SolverError) -> (solver: Solver, variables: [Variable], layout: SolvedLayout) {
        let graph = system.graph
        let solver = Solver()
        let variables = SolverBridge.makeVariables(for: graph, in: solver)
        var rejected: [Int] = []
        for (index, constraint) in system.constraints.enumerated() {
            if excluded.contains(index) {
                rejected.append(index)
                continue
            }
            guard let form = forms?[index] ?? AttributeForm.form(of: constraint, in: graph) else { continue }
            if try !add(constraint, form, to: solver, over: variables) { rejected.append(index) }
        }
        for placeholder in system.placeholders {
            guard let form = AttributeForm.form(of: placeholder, in: graph) else { continue }
            _ = try add(placeholder, form, to: solver, over: variables)
        }
        let local = SolverBridge.localFrames(from: solver.values(), over: variables, in: graph)
        // Parents come before their children, so one pass accumulates the origins.
        var root = local
        for index in root.indices {
            guard let parent = graph.items[index].parent, parent.index < index else { continue }
            root[index].x += root[parent.index].x
            root[index].y += root[parent.index].y
        }
        return (solver, variables, SolvedLayout(localFrames: local, rootFrames: root, rejected: rejected))
    }

    /// Adds `constraint` (of linear form `form`); false when the solver rejects it as
    /// contradicting the required constraints already added.
    private static func add(_ constraint: LayoutConstraint, _ form: LinearForm, to solver: Solver, over variables: [Variable])
        throws(SolverError) -> Bool {
        do throws(SolverError) {
            try solver.add(constraint.solverConstraint(form, over: variables))
            return true
        } catch {
            guard case .unsatisfiableConstraint = error else { throw error }
            return false
        }
    }
}
