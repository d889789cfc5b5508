/// One of an item's four solver variables.
///
/// Positions are relative to the item's parent (its superview, or a guide's owning view), as
/// in UIKit's engine: a view's variables then appear only in the constraints of its own
/// neighbourhood, so a long chain of containers does not make every descendant's row in the
/// tableau depend on every container before it (measured: 7,000 views, 0.97 GB → see
/// BENCHMARKS.md). A view pinned to an earlier sibling by a required equality along an axis
/// has its position along that axis measured from that sibling's instead
/// (`PositionAnchors`), so that a chain of siblings does not either.
public enum FrameVariable: Int, Sendable, CaseIterable, Comparable {
    /// The left edge, in the parent's coordinates (top-left origin), less the anchor's when
    /// the item has a horizontal anchor.
    case minX
    /// The top edge, in the parent's coordinates (top-left origin), less the anchor's when
    /// the item has a vertical anchor.
    case minY
    /// The width.
    case width
    /// The height.
    case height

    public static func < (lhs: FrameVariable, rhs: FrameVariable) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The axis a position variable runs along; nil for the sizes.
    public var positionAxis: Axis? {
        switch self {
        case .minX: .horizontal
        case .minY: .vertical
        case .width, .height: nil
        }
    }
}

extension Rect {
    /// The component a frame variable stands for (`x` for `minX`, …).
    public func value(of variable: FrameVariable) -> Double {
        switch variable {
        case .minX: x
        case .minY: y
        case .width: width
        case .height: height
        }
    }
}

/// `Σ coefficient × item.variable + constant`: a layout attribute, or a whole constraint,
/// written over the items' frame variables.
public struct LinearForm: Sendable, Equatable {
    /// One term.
    public struct Term: Sendable, Equatable {
        /// The item.
        public var item: ItemID
        /// Which of its variables.
        public var variable: FrameVariable
        /// The coefficient.
        public var coefficient: Double
    }

    /// The terms, in the order they were added (like terms are merged).
    public private(set) var terms: [Term] = []
    /// The constant.
    public var constant: Double = 0

    /// The zero form.
    public init() {}

    /// Adds `coefficient × item.variable`, merging with an existing term.
    public mutating func add(_ coefficient: Double, _ item: ItemID, _ variable: FrameVariable) {
        guard coefficient != 0 else { return }
        if let index = terms.firstIndex(where: { $0.item == item && $0.variable == variable }) {
            terms[index].coefficient += coefficient
            if terms[index].coefficient == 0 { terms.remove(at: index) }
        } else {
            // Most forms have two to four terms: one buffer for them, not three growing ones.
            if terms.isEmpty { terms.reserveCapacity(4) }
            terms.append(Term(item: item, variable: variable, coefficient: coefficient))
        }
    }

    /// Adds `factor × other`.
    public mutating func add(_ other: LinearForm, times factor: Double = 1) {
        for term in other.terms { add(factor * term.coefficient, term.item, term.variable) }
        constant += factor * other.constant
    }

    /// The value when every item of `graph` has its frame in `frames` (each in its parent,
    /// indexed by item): a position variable of an anchored item is its origin less its
    /// anchor's.
    public func value(at frames: [Rect], in graph: LayoutGraph) -> Double {
        terms.reduce(constant) { sum, term in
            var value = frames[term.item.index].value(of: term.variable)
            if let axis = term.variable.positionAxis, let anchor = graph.positionAnchors?.anchor(of: term.item, along: axis) {
                value -= frames[anchor.index].value(of: term.variable)
            }
            return sum + term.coefficient * value
        }
    }
}

/// How each layout attribute of an item reads as a linear form over frame variables.
///
/// Positions are measured in a *reference* item's coordinates: the item's own `minX` plus
/// those of the items above it in the position tree (`LayoutGraph.positionParent`: anchor or
/// parent) below the reference. A constraint is measured in the lowest item both its items
/// reach in that tree (or itself), so `avatar.top == card.top + 12` is just
/// `avatar.minY == 12`. Below, `minX` means that sum.
///
/// `left = minX`, `right = minX + width`, `centerX = minX + width/2` (and likewise vertically);
/// margin attributes add the item's layout margins; `firstBaseline = minY + offset from top`
/// and `lastBaseline = minY + height − offset from bottom`. For an item without text the
/// first baseline is its top edge and the last baseline its bottom edge, as Apple documents
/// (`forFirstBaselineLayout`: "if that view does not have a baseline, Auto Layout uses the
/// view's top edge"; `forBaselineLayout`: "…the view's bottom edge").
///
/// **Right to left.** A constraint that uses `leading`/`trailing` is resolved in the first
/// item's reading direction. In right-to-left layouts every horizontal attribute of such a
/// constraint is *mirrored*: `leading` reads as `−right`, `trailing` as `−left`, `centerX` as
/// `−centerX`, so that a positive constant still moves forward in the reading direction
/// (`a.leading == b.leading + 8` puts a's right edge 8 points left of b's). Sizes never mirror.
public enum AttributeForm {
    /// The form of `attribute` of `item` in `graph`, measured in the coordinates of
    /// `reference` (an ancestor of `item`, or `item` itself; nil: the root's);
    /// `mirrored` selects the right-to-left reading.
    public static func form(of attribute: LayoutAttribute, of item: ItemID, in graph: LayoutGraph,
                            mirrored: Bool = false, reference: ItemID? = nil) -> LinearForm {
        // Read in place: copying the whole item cost 1 % of a corpus lint.
        // Guides have no margins, except a scroll view's content guide standing in for the
        // scroll view's own margin attributes (it carries the scroll view's margins).
        let margins = graph[item].isView || graph[item].kind == .layoutGuide(.scrollContent) ? graph[item].layoutMargins : .zero
        var form = LinearForm()
        func edge(_ start: FrameVariable, _ size: FrameVariable, sizeFactor: Double, offset: Double) {
            let axis = start.positionAxis ?? .horizontal
            var current: ItemID? = item
            var steps = 0
            while let step = current, step != reference, steps <= graph.items.count {
                form.add(1, step, start)
                current = graph.positionParent(of: step, along: axis)
                steps += 1
            }
            form.add(sizeFactor, item, size)
            form.constant += offset
        }
        switch attribute {
        case .left: edge(.minX, .width, sizeFactor: 0, offset: 0)
        case .right: edge(.minX, .width, sizeFactor: 1, offset: 0)
        case .centerX: edge(.minX, .width, sizeFactor: 0.5, offset: 0)
        case .top: edge(.minY, .height, sizeFactor: 0, offset: 0)
        case .bottom: edge(.minY, .height, sizeFactor: 1, offset: 0)
        case .centerY: edge(.minY, .height, sizeFactor: 0.5, offset: 0)
        case .width: form.add(1, item, .width)
        case .height: form.add(1, item, .height)
        case .leading:
            return AttributeForm.form(of: mirrored ? .right : .left, of: item, in: graph, reference: reference).negated(if: mirrored)
        case .trailing:
            return AttributeForm.form(of: mirrored ? .left : .right, of: item, in: graph, reference: reference).negated(if: mirrored)
        case .leftMargin: edge(.minX, .width, sizeFactor: 0, offset: margins.left)
        case .rightMargin: edge(.minX, .width, sizeFactor: 1, offset: -margins.right)
        case .topMargin: edge(.minY, .height, sizeFactor: 0, offset: margins.top)
        case .bottomMargin: edge(.minY, .height, sizeFactor: 1, offset: -margins.bottom)
        case .leadingMargin:
            return AttributeForm.form(of: mirrored ? .rightMargin : .leftMargin, of: item, in: graph,
                                      reference: reference).negated(if: mirrored)
        case .trailingMargin:
            return AttributeForm.form(of: mirrored ? .leftMargin : .rightMargin, of: item, in: graph,
                                      reference: reference).negated(if: mirrored)
        case .centerXWithinMargins: edge(.minX, .width, sizeFactor: 0.5, offset: (margins.left - margins.right) / 2)
        case .centerYWithinMargins: edge(.minY, .height, sizeFactor: 0.5, offset: (margins.top - margins.bottom) / 2)
        case .firstBaseline: edge(.minY, .height, sizeFactor: 0, offset: graph[item].firstBaselineFromTop ?? 0)
        case .lastBaseline: edge(.minY, .height, sizeFactor: 1, offset: -(graph[item].lastBaselineFromBottom ?? 0))
        case .notAnAttribute: break
        }
        if mirrored && attribute.axis == .horizontal && !attribute.isDimension && !attribute.isDirectional {
            return form.negated(if: true)
        }
        return form
    }

    /// The constraint as `form (relation) 0`: `first − (multiplier × second + constant)`,
    /// measured in the lowest common ancestor of its items (for two positions along one axis
    /// with multiplier 1, equivalently the lowest item of the position tree both reach, where
    /// fewer terms remain; in the first item's parent for
    /// `isInSuperviewCoordinates`). Returns nil for a constraint that names an item the graph
    /// does not have.
    public static func form(of constraint: LayoutConstraint, in graph: LayoutGraph) -> LinearForm? {
        guard graph.contains(constraint.firstItem), constraint.secondItem.map(graph.contains) ?? true else { return nil }
        let directional = constraint.firstAttribute.isDirectional || constraint.secondAttribute.isDirectional
        let mirrored = directional && graph[constraint.firstItem].layoutDirection == .rightToLeft
        let reference: ItemID? = if constraint.isInSuperviewCoordinates {
            graph[constraint.firstItem].parent
        } else if let second = constraint.secondItem {
            if let axis = constraint.positionPairAxis {
                // Position against position, multiplier 1: the shared part of both items'
                // paths cancels, so any item both reach gives the same constraint.
                graph.positionCommonAncestor(constraint.firstItem, second, along: axis)
            } else {
                // Otherwise the origin matters (`a.centerX == 0.5 × b.centerX` is about the
                // superview's coordinates), and a common superview is an ancestor in every
                // position tree.
                graph.lowestCommonAncestor(constraint.firstItem, second)
            }
        } else {
            constraint.firstItem
        }
        var form = AttributeForm.form(of: constraint.firstAttribute, of: constraint.firstItem, in: graph,
                                      mirrored: mirrored, reference: reference)
        if let second = constraint.secondItem {
            let secondForm = AttributeForm.form(of: constraint.secondAttribute, of: second, in: graph,
                                                mirrored: mirrored, reference: reference)
            form.add(secondForm, times: -constraint.multiplier)
        }
        form.constant -= constraint.constant
        return form
    }
}

extension LayoutGraph {
    /// The lowest item that is `a` or an ancestor of `a` and also `b` or an ancestor of `b`;
    /// nil when they share none (then positions are measured in root coordinates).
    public func lowestCommonAncestor(_ a: ItemID, _ b: ItemID) -> ItemID? {
        // Level the two paths by depth, then climb both: no set to build and hash (which
        // made this cost 4,000 instructions a call). A parent cycle, which no reader lets
        // through, would give a depth past the item count: walked the set-based way.
        var (x, y): (ItemID?, ItemID?) = (a, b)
        var (depthA, depthB) = (depth(of: a), depth(of: b))
        if depthA <= items.count && depthB <= items.count {
            while depthA > depthB, let item = x { x = self[item].parent; depthA -= 1 }
            while depthB > depthA, let item = y { y = self[item].parent; depthB -= 1 }
            while let left = x, let right = y, left != right { (x, y) = (self[left].parent, self[right].parent) }
            return x == y ? x : nil
        }
        var ancestorsOfA: Set<ItemID> = []
        var current: ItemID? = a
        while let item = current, ancestorsOfA.count <= items.count, ancestorsOfA.insert(item).inserted {
            current = self[item].parent
        }
        current = b
        var steps = 0
        while let item = current, steps <= items.count {
            if ancestorsOfA.contains(item) { return item }
            current = self[item].parent
            steps += 1
        }
        return nil
    }
}

extension LinearForm {
    /// The form times −1 when `condition` holds, else unchanged.
    func negated(if condition: Bool) -> LinearForm {
        guard condition else { return self }
        var result = LinearForm()
        result.add(self, times: -1)
        return result
    }
}
