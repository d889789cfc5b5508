import Cassowary
import Testing
@testable import LayoutModel

/// A chain of siblings pinned edge to edge: the solver measures each from the one before it,
/// so the constraints stay local to each pair and the frames do not change.
@Suite("Positions measured from an anchor sibling")
struct PositionAnchorTests {
    /// `count` cards stacked top to bottom in `root`, 8 apart, each 40 tall.
    static func chain(_ count: Int) -> (LayoutGraph, [ItemID]) {
        var (graph, root) = LayoutGraph.screen()
        var cards: [ItemID] = []
        for index in 0..<count {
            let card = graph.view("card\(index)", in: root)
            graph.constrain(card, .leading, .equal, root, .leading, constant: 16)
            graph.constrain(card, .trailing, .equal, root, .trailing, constant: -16)
            graph.constrain(card, .height, constant: 40)
            if let previous = cards.last {
                graph.constrain(card, .top, .equal, previous, .bottom, constant: 8)
            } else {
                graph.constrain(card, .top, .equal, root, .top, constant: 20)
            }
            cards.append(card)
        }
        return (graph, cards)
    }

    @Test("each card of a chain is anchored vertically to the card above it, horizontally to its parent")
    func chainAnchors() {
        let (graph, cards) = Self.chain(4)
        let anchors = RuntimeSystem(graph).graph.positionAnchors
        #expect(anchors?.anchor(of: cards[0], along: .vertical) == nil)
        for index in 1..<cards.count {
            #expect(anchors?.anchor(of: cards[index], along: .vertical) == cards[index - 1])
            #expect(anchors?.anchor(of: cards[index], along: .horizontal) == nil)
        }
    }

    @Test("the link between two cards reads as the offset from the card above: minY == height + 8")
    func linkIsLocal() throws {
        let (graph, cards) = Self.chain(50)
        let system = RuntimeSystem(graph)
        let link = try #require(system.constraints.first { $0.firstItem == cards[49] && $0.firstAttribute == .top })
        let form = try #require(AttributeForm.form(of: link, in: system.graph))
        #expect(form.terms.count == 2)
        #expect(form.terms.contains { $0.item == cards[49] && $0.variable == .minY && $0.coefficient == 1 })
        #expect(form.terms.contains { $0.item == cards[48] && $0.variable == .height && $0.coefficient == -1 })
        #expect(form.constant == -8)
    }

    @Test("frames are the same whether positions are anchored or not")
    func sameFrames() throws {
        var (graph, cards) = Self.chain(30)
        graph.constrain(cards[29], .bottom, .lessThanOrEqual, ItemID(0), .bottom)
        let anchored = try LayoutSolver.solve(RuntimeSystem(graph))
        let plain = try LayoutSolver.solve(RuntimeSystem(graph, anchoringPositions: false))
        #expect(anchored.localFrames == plain.localFrames)
        #expect(anchored.localFrames[cards[29].index] == Rect(x: 16, y: 20 + 29 * 48, width: 368, height: 40))
    }

    @Test("not anchored: an inequality, an optional priority, a multiplier, a size, another parent")
    func notAnchored() {
        var (graph, root) = LayoutGraph.screen()
        let a = graph.view("a", in: root)
        let b = graph.view("b", in: root)
        let c = graph.view("c", in: root)
        let d = graph.view("d", in: root)
        let inner = graph.view("inner", in: a)
        graph.constrain(b, .top, .greaterThanOrEqual, a, .bottom, constant: 8)
        graph.constrain(c, .top, .equal, a, .bottom, constant: 8, priority: 750)
        graph.constrain(d, .centerY, .equal, a, .centerY, multiplier: 0.5)
        graph.constrain(inner, .top, .equal, b, .bottom)
        graph.constrain(d, .leading, .equal, c, .width)
        let system = RuntimeSystem(graph)
        #expect(system.graph.positionAnchors == nil)
    }

    @Test("either item of the equality may come first: the later item is anchored to the earlier one")
    func laterItemIsAnchored() {
        var (graph, root) = LayoutGraph.screen()
        let top = graph.view("top", in: root)
        let bottom = graph.view("bottom", in: root)
        graph.constrain(top, .trailing, .equal, bottom, .leading, constant: -8)
        let anchors = RuntimeSystem(graph).graph.positionAnchors
        #expect(anchors?.anchor(of: bottom, along: .horizontal) == top)
        #expect(anchors?.anchor(of: top, along: .horizontal) == nil)
    }

    @Test("the item both reach in the position tree: the anchor for a pair, the parent for a child of an anchored view")
    func commonAncestorInThePositionTree() {
        var (graph, cards) = Self.chain(3)
        let child = graph.view("child", in: cards[1])
        let system = RuntimeSystem(graph)
        #expect(system.graph.positionCommonAncestor(cards[2], cards[1], along: .vertical) == cards[1])
        #expect(system.graph.positionCommonAncestor(cards[2], cards[0], along: .vertical) == cards[0])
        #expect(system.graph.positionCommonAncestor(child, cards[2], along: .vertical) == cards[1])
        #expect(system.graph.positionCommonAncestor(cards[2], cards[1], along: .horizontal) == ItemID(0))
        #expect(system.graph.positionCommonAncestor(child, ItemID(0), along: .vertical) == ItemID(0))
    }

    @Test("a constraint form's value at the frames is the same with and without anchors")
    func formValues() throws {
        var (graph, cards) = Self.chain(5)
        graph.constrain(cards[4], .centerY, .equal, cards[1], .centerY, multiplier: 2, constant: -10, priority: 500)
        let anchoredSystem = RuntimeSystem(graph)
        let plainSystem = RuntimeSystem(graph, anchoringPositions: false)
        let frames = try LayoutSolver.solve(plainSystem).localFrames
        for (anchored, plain) in zip(anchoredSystem.constraints, plainSystem.constraints) {
            let a = try #require(AttributeForm.form(of: anchored, in: anchoredSystem.graph)).value(at: frames, in: anchoredSystem.graph)
            let b = try #require(AttributeForm.form(of: plain, in: plainSystem.graph)).value(at: frames, in: plainSystem.graph)
            #expect(abs(a - b) < 1e-9)
        }
    }
}
