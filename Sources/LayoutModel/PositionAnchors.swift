/// Which item each item's position variables are measured from, per axis: its parent, or an
/// earlier sibling it is pinned to.
///
/// **Why.** A chain of siblings pinned edge to edge (`card[k].top == card[k−1].bottom + 12`,
/// or a stack view's spacing) puts card *k* at the sum of the heights above it. Measured from
/// the parent, card *k*'s `minY` depends on every height above it, each with its own content
/// hugging and compression errors, so its row in the solver's tableau holds a term for every
/// card above: rows, time and memory grow with the square of the chain (5,000 cards: 2.85 GB).
/// Measured from the sibling it is pinned to, the same constraint reads
/// `card[k].minY == card[k−1].height + 12`, local to the pair, and only constraints that span
/// the chain (the last card to the container's bottom) hold one term per link.
///
/// The change of variables is invertible (an item's origin in its parent is its own variable
/// plus its anchor's origin), so the feasible frames and the optimum are the same; only the
/// tableau is smaller. An item is anchored to a sibling only through a required equality
/// between positions of the two along that axis with multiplier 1 (then the offset between
/// them is exactly a size and a constant), and always to a sibling that comes before it, so
/// the anchors form a tree rooted at the parent.
public struct PositionAnchors: Sendable {
    /// Per item: the sibling its `minX` is measured from (nil: its parent).
    private var horizontal: [ItemID?]
    /// Per item: the sibling its `minY` is measured from (nil: its parent).
    private var vertical: [ItemID?]
    /// Per item: how many steps up the horizontal position tree reach the root.
    private var horizontalDepth: [Int]
    /// Per item: how many steps up the vertical position tree reach the root.
    private var verticalDepth: [Int]

    /// The anchors `constraints` allow in `graph`: for each view and axis, the earlier sibling
    /// of the first required equality `view.position == sibling.position + c` (either way
    /// round, multiplier 1) that names them.
    public init(graph: LayoutGraph, constraints: [LayoutConstraint]) {
        let count = graph.items.count
        horizontal = Array(repeating: nil, count: count)
        vertical = Array(repeating: nil, count: count)
        for constraint in constraints {
            guard let (later, earlier, axis) = PositionAnchors.link(constraint, in: graph) else { continue }
            switch axis {
            case .horizontal: if horizontal[later.index] == nil { horizontal[later.index] = earlier }
            case .vertical: if vertical[later.index] == nil { vertical[later.index] = earlier }
            }
        }
        horizontalDepth = PositionAnchors.depths(graph, horizontal)
        verticalDepth = PositionAnchors.depths(graph, vertical)
    }

    /// Whether any item is measured from a sibling.
    public var isEmpty: Bool { !horizontal.contains { $0 != nil } && !vertical.contains { $0 != nil } }

    /// The sibling `item`'s origin along `axis` is measured from; nil when it is its parent's.
    public func anchor(of item: ItemID, along axis: Axis) -> ItemID? {
        guard horizontal.indices.contains(item.index) else { return nil }
        return axis == .horizontal ? horizontal[item.index] : vertical[item.index]
    }

    /// How many steps up the position tree of `axis` lead from `item` to its root.
    func depth(of item: ItemID, along axis: Axis) -> Int? {
        guard horizontalDepth.indices.contains(item.index) else { return nil }
        return axis == .horizontal ? horizontalDepth[item.index] : verticalDepth[item.index]
    }

    /// The (later, earlier, axis) of a constraint that may anchor `later` to `earlier`.
    private static func link(_ constraint: LayoutConstraint, in graph: LayoutGraph) -> (ItemID, ItemID, Axis)? {
        guard constraint.relation == .equal, constraint.isRequired, !constraint.isInSuperviewCoordinates,
              let axis = constraint.positionPairAxis, let second = constraint.secondItem,
              second != constraint.firstItem, graph.contains(constraint.firstItem), graph.contains(second) else { return nil }
        let first = constraint.firstItem
        guard graph[first].isView, graph[second].isView, let parent = graph[first].parent,
              graph[second].parent == parent else { return nil }
        return first.index > second.index ? (first, second, axis) : (second, first, axis)
    }

    /// Depths in the tree whose parent links are the anchors, else the parents. Anchors come
    /// before the items they anchor and parents before their children, so one pass suffices;
    /// a parent listed after its child is walked up instead.
    private static func depths(_ graph: LayoutGraph, _ anchors: [ItemID?]) -> [Int] {
        func up(_ index: Int) -> ItemID? { anchors[index] ?? graph.items[index].parent }
        var depths = Array(repeating: 0, count: graph.items.count)
        for index in graph.items.indices {
            guard let next = up(index) else { continue }
            if next.index < index {
                depths[index] = depths[next.index] + 1
                continue
            }
            var current: ItemID? = next
            while let item = current, depths[index] <= graph.items.count {
                depths[index] += 1
                current = up(item.index)
            }
        }
        return depths
    }
}

extension LayoutGraph {
    /// The item `item`'s origin along `axis` is measured from in the solver's variables: the
    /// sibling it is anchored to (`PositionAnchors`), else its parent.
    public func positionParent(of item: ItemID, along axis: Axis) -> ItemID? {
        positionAnchors?.anchor(of: item, along: axis) ?? self[item].parent
    }

    /// The lowest item that both `a` and `b` reach going up the position tree of `axis` (nil:
    /// none, then positions are measured in root coordinates). Without anchors it is the
    /// lowest common ancestor.
    public func positionCommonAncestor(_ a: ItemID, _ b: ItemID, along axis: Axis) -> ItemID? {
        guard let anchors = positionAnchors, let depthA = anchors.depth(of: a, along: axis),
              let depthB = anchors.depth(of: b, along: axis) else { return lowestCommonAncestor(a, b) }
        var (x, y): (ItemID?, ItemID?) = (a, b)
        var (dx, dy) = (depthA, depthB)
        var steps = 0
        while dx > dy, let current = x, steps <= items.count {
            x = positionParent(of: current, along: axis)
            dx -= 1
            steps += 1
        }
        while dy > dx, let current = y, steps <= items.count {
            y = positionParent(of: current, along: axis)
            dy -= 1
            steps += 1
        }
        while let left = x, let right = y, left != right, steps <= 2 * items.count {
            x = positionParent(of: left, along: axis)
            y = positionParent(of: right, along: axis)
            steps += 1
        }
        return x == y ? x : nil
    }
}
