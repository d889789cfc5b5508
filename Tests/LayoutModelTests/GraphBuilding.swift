@testable import LayoutModel

/// Small helpers that keep the specifications short.
extension LayoutGraph {
    /// A graph whose root is a 400 × 800 controller view (held at its size).
    static func screen(width: Double = 400, height: Double = 800, platform: Platform = .iOS) -> (LayoutGraph, ItemID) {
        var graph = LayoutGraph(platform: platform)
        let root = graph.add(LayoutItem(id: "root", kind: .view(.rootView), storedFrame: Rect(x: 0, y: 0, width: width, height: height),
                                        translatesAutoresizingMask: true))
        return (graph, root)
    }

    /// Adds a plain view under `parent`.
    @discardableResult
    mutating func view(_ id: String, in parent: ItemID, className: String = "UIView", frame: Rect? = nil,
                       configure: (inout LayoutItem) -> Void = { _ in }) -> ItemID {
        var item = LayoutItem(id: id, className: className, parent: parent, storedFrame: frame)
        configure(&item)
        return add(item)
    }

    /// Adds a user constraint.
    mutating func constrain(_ first: ItemID, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation = .equal,
                            _ second: ItemID? = nil, _ secondAttribute: LayoutAttribute = .notAnAttribute,
                            multiplier: Double = 1, constant: Double = 0, priority: Double = 1000) {
        constraints.append(LayoutConstraint(first, firstAttribute, relation, second, secondAttribute,
                                            multiplier: multiplier, constant: constant, priority: priority))
    }

    /// Pins `view` to fixed left/top/width/height inside `parent`.
    mutating func place(_ view: ItemID, in parent: ItemID, _ frame: Rect) {
        constrain(view, .left, .equal, parent, .left, constant: frame.x)
        constrain(view, .top, .equal, parent, .top, constant: frame.y)
        constrain(view, .width, constant: frame.width)
        constrain(view, .height, constant: frame.height)
    }
}

/// Solves the run-time system of `graph`.
func solve(_ graph: LayoutGraph) throws -> (RuntimeSystem, SolvedLayout) {
    let system = RuntimeSystem(graph)
    return (system, try LayoutSolver.solve(system))
}

/// The frame of `item` in its parent, from a solved graph.
func frame(_ item: ItemID, _ solved: (RuntimeSystem, SolvedLayout)) -> Rect {
    solved.1.frame(of: item, in: solved.0.graph)
}
