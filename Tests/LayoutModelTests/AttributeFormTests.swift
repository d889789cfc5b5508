import Testing
@testable import LayoutModel

/// Every layout attribute is a linear form over minX, minY, width and height.
@Suite("Attribute forms")
struct AttributeFormTests {
    /// A view at (10, 20, 100, 50) with margins (top 1, left 2, bottom 3, right 4) and
    /// baselines 15 from the top and 5 from the bottom.
    static func sample(direction: LayoutDirection = .leftToRight) -> (LayoutGraph, ItemID, [Rect]) {
        var graph = LayoutGraph()
        let view = graph.add(LayoutItem(id: "v", layoutMargins: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4),
                                        firstBaselineFromTop: 15, lastBaselineFromBottom: 5, layoutDirection: direction))
        return (graph, view, [Rect(x: 10, y: 20, width: 100, height: 50)])
    }

    @Test("each attribute reads the frame as UIKit defines it", arguments: [
        (LayoutAttribute.left, 10.0), (.right, 110), (.top, 20), (.bottom, 70), (.leading, 10), (.trailing, 110),
        (.width, 100), (.height, 50), (.centerX, 60), (.centerY, 45), (.firstBaseline, 35), (.lastBaseline, 65),
        (.leftMargin, 12), (.rightMargin, 106), (.topMargin, 21), (.bottomMargin, 67), (.leadingMargin, 12),
        (.trailingMargin, 106), (.centerXWithinMargins, 59), (.centerYWithinMargins, 44),
    ])
    func attributeValue(attribute: LayoutAttribute, expected: Double) {
        let (graph, view, frames) = Self.sample()
        #expect(AttributeForm.form(of: attribute, of: view, in: graph).value(at: frames, in: graph) == expected)
    }

    @Test("a view without text has its first baseline at its top edge and its last at its bottom edge")
    func baselinesDefaultToEdges() {
        var graph = LayoutGraph()
        let view = graph.add(LayoutItem(id: "v"))
        let frames = [Rect(x: 0, y: 20, width: 10, height: 30)]
        #expect(AttributeForm.form(of: .firstBaseline, of: view, in: graph).value(at: frames, in: graph) == 20)
        #expect(AttributeForm.form(of: .lastBaseline, of: view, in: graph).value(at: frames, in: graph) == 50)
    }

    @Test("right to left, leading reads as the negated right edge and trailing as the negated left edge")
    func mirroredDirectionalAttributes() {
        let (graph, view, frames) = Self.sample(direction: .rightToLeft)
        #expect(AttributeForm.form(of: .leading, of: view, in: graph, mirrored: true).value(at: frames, in: graph) == -110)
        #expect(AttributeForm.form(of: .trailing, of: view, in: graph, mirrored: true).value(at: frames, in: graph) == -10)
        #expect(AttributeForm.form(of: .leadingMargin, of: view, in: graph, mirrored: true).value(at: frames, in: graph) == -106)
        #expect(AttributeForm.form(of: .width, of: view, in: graph, mirrored: true).value(at: frames, in: graph) == 100)
    }

    @Test("leading + 20 puts a view 20 points from the right edge in a right-to-left layout")
    func rightToLeftLeadingConstraint() throws {
        var (graph, root) = LayoutGraph.screen()
        graph[root].layoutDirection = .rightToLeft
        let label = graph.view("label", in: root) { $0.layoutDirection = .rightToLeft }
        graph.constrain(label, .leading, .equal, root, .leading, constant: 20)
        graph.constrain(label, .top, .equal, root, .top)
        graph.constrain(label, .width, constant: 100)
        graph.constrain(label, .height, constant: 30)
        let solved = try solve(graph)
        #expect(frame(label, solved) == Rect(x: 280, y: 0, width: 100, height: 30))
    }

    @Test("left-to-right, the same constraint puts it 20 points from the left edge")
    func leftToRightLeadingConstraint() throws {
        var (graph, root) = LayoutGraph.screen()
        let label = graph.view("label", in: root)
        graph.constrain(label, .leading, .equal, root, .leading, constant: 20)
        graph.constrain(label, .top, .equal, root, .top)
        graph.constrain(label, .width, constant: 100)
        graph.constrain(label, .height, constant: 30)
        #expect(frame(label, try solve(graph)) == Rect(x: 20, y: 0, width: 100, height: 30))
    }

    @Test("a multiplier scales the second attribute: width == 0.5 × superview.width + 10")
    func multiplier() throws {
        var (graph, root) = LayoutGraph.screen()
        let half = graph.view("half", in: root)
        graph.constrain(half, .width, .equal, root, .width, multiplier: 0.5, constant: 10)
        graph.constrain(half, .centerX, .equal, root, .centerX)
        graph.constrain(half, .centerY, .equal, root, .centerY, multiplier: 0.5)
        graph.constrain(half, .height, constant: 40)
        #expect(frame(half, try solve(graph)) == Rect(x: 95, y: 180, width: 210, height: 40))
    }

    @Test("invalid constraints are named the way UIKit refuses them", arguments: [
        (LayoutConstraint(ItemID(0), .leading), "location"),
        (LayoutConstraint(ItemID(0), .width, .equal, ItemID(1), .leading), "size"),
        (LayoutConstraint(ItemID(0), .top, .equal, ItemID(1), .leading), "horizontal location"),
        (LayoutConstraint(ItemID(0), .leading, .equal, ItemID(1), .left), "leading/trailing with left/right"),
        (LayoutConstraint(ItemID(0), .left, .equal, ItemID(1), .left, multiplier: 0), "multiplier of 0"),
        (LayoutConstraint(ItemID(0), .width, priority: 0), "priority"),
        (LayoutConstraint(ItemID(0), .width, constant: .infinity), "finite"),
    ])
    func invalidConstraints(constraint: LayoutConstraint, phrase: String) throws {
        let problem = try #require(constraint.validationProblem())
        #expect(problem.contains(phrase))
    }

    @Test("valid constraints have no problem")
    func validConstraints() {
        #expect(LayoutConstraint(ItemID(0), .width).validationProblem() == nil)
        #expect(LayoutConstraint(ItemID(0), .width, .equal, ItemID(1), .height, multiplier: 2).validationProblem() == nil)
        #expect(LayoutConstraint(ItemID(0), .firstBaseline, .equal, ItemID(1), .top).validationProblem() == nil)
    }
}

/// Variables are relative to the parent; constraints are measured in the lowest common ancestor.
@Suite("Constraints across the hierarchy")
struct HierarchyTests {
    @Test("cousins: a label in one card lines up with a label in another card at a different offset")
    func cousins() throws {
        var (graph, root) = LayoutGraph.screen()
        let left = graph.view("left", in: root)
        let right = graph.view("right", in: root)
        graph.place(left, in: root, Rect(x: 10, y: 100, width: 150, height: 200))
        graph.place(right, in: root, Rect(x: 200, y: 130, width: 150, height: 200))
        let a = graph.view("a", in: left)
        let b = graph.view("b", in: right)
        graph.place(a, in: left, Rect(x: 12, y: 40, width: 50, height: 20))
        graph.constrain(b, .top, .equal, a, .top)
        graph.constrain(b, .leading, .equal, right, .leading, constant: 8)
        graph.constrain(b, .width, constant: 50)
        graph.constrain(b, .height, constant: 20)
        let solved = try solve(graph)
        #expect(frame(b, solved) == Rect(x: 8, y: 10, width: 50, height: 20))
        #expect(solved.1.rootFrames[b.index] == Rect(x: 208, y: 140, width: 50, height: 20))
        #expect(solved.1.rootFrames[a.index].y == 140)
    }

    @Test("a deep descendant pinned to the root's edge is measured through every container between")
    func deepDescendant() throws {
        var (graph, root) = LayoutGraph.screen()
        var parent = root
        for depth in 1...5 {
            let container = graph.view("level\(depth)", in: parent)
            graph.place(container, in: parent, Rect(x: 10, y: 5, width: 300, height: 300))
            parent = container
        }
        let leaf = graph.view("leaf", in: parent)
        graph.constrain(leaf, .trailing, .equal, root, .trailing, constant: -20)
        graph.constrain(leaf, .bottom, .equal, root, .bottom, constant: -20)
        graph.constrain(leaf, .width, constant: 30)
        graph.constrain(leaf, .height, constant: 30)
        let solved = try solve(graph)
        #expect(solved.1.rootFrames[leaf.index] == Rect(x: 350, y: 750, width: 30, height: 30))
        #expect(frame(leaf, solved) == Rect(x: 300, y: 725, width: 30, height: 30))
    }

    @Test("the lowest common ancestor of an item and itself, a sibling, an ancestor, and a guide's owner")
    func lowestCommonAncestor() {
        var (graph, root) = LayoutGraph.screen()
        let a = graph.view("a", in: root)
        let b = graph.view("b", in: root)
        let child = graph.view("child", in: a)
        let guide = graph.add(LayoutItem(id: "g", kind: .layoutGuide(.custom), parent: a))
        #expect(graph.lowestCommonAncestor(a, a) == a)
        #expect(graph.lowestCommonAncestor(a, b) == root)
        #expect(graph.lowestCommonAncestor(child, a) == a)
        #expect(graph.lowestCommonAncestor(child, b) == root)
        #expect(graph.lowestCommonAncestor(guide, child) == a)
    }

    @Test("the lowest common ancestor of items at different depths, of two roots, and in a parent cycle")
    func lowestCommonAncestorAcrossDepthsRootsAndCycles() {
        var (graph, root) = LayoutGraph.screen()
        let a = graph.view("a", in: root)
        let deep = graph.view("deep", in: graph.view("middle", in: graph.view("upper", in: a)))
        let b = graph.view("b", in: root)
        let other = graph.add(LayoutItem(id: "other", kind: .view(.rootView)))
        let otherChild = graph.view("otherChild", in: other)
        #expect(graph.lowestCommonAncestor(deep, b) == root)
        #expect(graph.lowestCommonAncestor(b, deep) == root)
        #expect(graph.lowestCommonAncestor(deep, a) == a)
        #expect(graph.lowestCommonAncestor(deep, otherChild) == nil)
        #expect(graph.lowestCommonAncestor(root, other) == nil)
        // No reader builds a cycle; the answer is still the set-based walk's, and it ends.
        var cyclic = graph
        cyclic[a].parent = deep
        #expect(cyclic.lowestCommonAncestor(deep, b) == nil)
        #expect(cyclic.lowestCommonAncestor(deep, a) == a)
    }
}
