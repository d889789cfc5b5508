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

extension SolvedLayout {
    /// `item`'s frame in its parent's frame, top-left origin, as solved.
    private func topLeftFrame(of item: ItemID, in graph: LayoutGraph) -> Rect {
        var frame = graph[item].frame(aroundAlignmentRect: localFrames[item.index])
        if let parent = graph[item].parent {
            let insets = graph[parent].alignmentInsets
            frame.x += insets.left
            frame.y += insets.top
        }
        return frame
    }

    /// `item`'s frame in the root's frame (top-left origin), every edge moved to the nearest
    /// pixel. A half pixel goes right, and down on iOS but up on the Mac (AppKit's window
    /// coordinates grow upwards): the corpus's ties go so 126 times in 147 on iOS, 84 in 90
    /// on the Mac.
    private func snappedRootFrame(of item: ItemID, in graph: LayoutGraph, scale: Double) -> Rect {
        // The root is the origin, whatever its own position.
        var frame = topLeftFrame(of: item, in: graph)
        if graph[item].parent == nil { frame = Rect(x: 0, y: 0, width: frame.width, height: frame.height) }
        var current = graph[item].parent
        var steps = 0
        while let ancestor = current, graph[ancestor].parent != nil, steps <= graph.items.count {
            let outer = topLeftFrame(of: ancestor, in: graph)
            frame.x += outer.x
            frame.y += outer.y
            current = graph[ancestor].parent
            steps += 1
        }
        // The tolerance keeps a solver's rounding error from deciding which way a half goes.
        func halfUp(_ value: Double) -> Double { (value * scale + 0.5 + Self.pixelTolerance).rounded(.down) / scale }
        func halfDown(_ value: Double) -> Double { (value * scale - 0.5 - Self.pixelTolerance).rounded(.up) / scale }
        let snapY = graph.platform == .macOS ? halfDown : halfUp
        let minX = halfUp(frame.x), minY = snapY(frame.y)
        return Rect(x: minX, y: minY, width: halfUp(frame.x + frame.width) - minX, height: snapY(frame.y + frame.height) - minY)
    }

    /// How close to a half pixel a solved edge counts as a half.
    private static let pixelTolerance = 1e-9

    /// `frame(of:in:)` for an input that stores pixel-aligned frames: the item's snapped frame
    /// in its parent's snapped frame, bottom-left in an unflipped AppKit parent.
    private func pixelAlignedFrame(of item: ItemID, in graph: LayoutGraph, scale: Double) -> Rect {
        let snapped = snappedRootFrame(of: item, in: graph, scale: scale)
        guard let parent = graph[item].parent else { return snapped }
        let outer = snappedRootFrame(of: parent, in: graph, scale: scale)
        let local = Rect(x: snapped.x - outer.x, y: snapped.y - outer.y, width: snapped.width, height: snapped.height)
        guard graph.platform == .macOS, !graph[parent].isFlipped else { return local }
        return local.flippedVertically(inContainerOfHeight: outer.height)
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
