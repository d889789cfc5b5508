@testable import Analysis
import LayoutModel
import Testing

/// The redundancy pass's shortcut: a constraint whose left-hand side, once it is withdrawn,
/// names a variable free to run off on the side its relation needs is not implied.
@Suite("Free variables decide non-redundancy without solving")
struct LoneVariablesTests {
    /// A view in a container 300 wide, with `constraints` (items: container 0, view 1),
    /// and the state of the pass over every required one.
    static func lone(_ constraints: [LayoutConstraint]) -> (LoneVariables, RuntimeSystem, ConstraintFeasibility, [Int]) {
        var graph = LayoutGraph()
        let container = graph.add(LayoutItem(id: "container"))
        _ = graph.add(LayoutItem(id: "view", parent: container))
        graph.constraints = [LayoutConstraint(container, .width, constant: 300)] + constraints
        let system = RuntimeSystem(graph)
        let feasibility = ConstraintFeasibility(system)
        let required = system.constraints.indices.filter { system.constraints[$0].isRequired && feasibility.forms[$0] != nil }
        return (LoneVariables(holding: required, forms: feasibility.forms, relations: system.constraints.map(\.relation),
                              slots: graph.items.count * 4), system, feasibility, required)
    }

    static func index(of constraint: LayoutConstraint, in system: RuntimeSystem) throws -> Int {
        try #require(system.constraints.firstIndex(of: constraint))
    }

    @Test("A leading edge nothing else places is free both ways")
    func leadingAlone() throws {
        let leading = LayoutConstraint(ItemID(1), .leading, .equal, ItemID(0), .leading, constant: 8)
        let (lone, system, _, _) = Self.lone([leading])
        let free = lone.unbounded(withdrawing: try Self.index(of: leading, in: system))
        #expect(free.below && free.above)
    }

    @Test("A leading edge held by a trailing edge whose width only ≥ 0 bounds can still fall without end")
    func leadingHeldByTrailing() throws {
        let leading = LayoutConstraint(ItemID(1), .leading, .equal, ItemID(0), .leading, constant: 8)
        let trailing = LayoutConstraint(ItemID(0), .trailing, .equal, ItemID(1), .trailing, constant: 8)
        let (lone, system, _, _) = Self.lone([leading, trailing])
        let free = lone.unbounded(withdrawing: try Self.index(of: leading, in: system))
        // minX + width = 292 with width ≥ 0: minX ≤ 292, unbounded below only.
        #expect(free.below && !free.above)
    }

    @Test("A width fixed twice is not known free: the solver decides (it is implied)")
    func widthFixedTwice() throws {
        let first = LayoutConstraint(ItemID(1), .width, constant: 100)
        let second = LayoutConstraint(ItemID(1), .width, constant: 100, provenance: ConstraintProvenance(origin: .user, identifier: "again"))
        let (lone, system, feasibility, required) = Self.lone([first, second])
        let both = [try Self.index(of: first, in: system), try Self.index(of: second, in: system)]
        for index in both { #expect(lone.unbounded(withdrawing: index) == (false, false)) }
        // Of two that imply each other, the one the pass meets first is the redundant one.
        let (candidates, _) = RedundancyAnalysis.candidates(in: system, feasibility)
        let facts = try #require(RedundancyAnalysis.withOneTableau(candidates, required, system, feasibility))
        #expect(facts.map(\.constraint) == [candidates.first { both.contains($0) }].compactMap { $0 })
    }

    @Test("A minimum width: its variable rises freely but only the implicit width ≥ 0 stops it falling")
    func minimumWidth() throws {
        let minimum = LayoutConstraint(ItemID(1), .width, .greaterThanOrEqual, constant: 40)
        let (lone, system, _, _) = Self.lone([minimum])
        let free = lone.unbounded(withdrawing: try Self.index(of: minimum, in: system))
        // Withdrawn, width is held by width ≥ 0 alone: bounded below, so `≥ 40` needs the solver.
        #expect(!free.below && free.above)
    }

    @Test("Withdrawn for good, a redundant constraint stops counting")
    func released() throws {
        let first = LayoutConstraint(ItemID(1), .leading, .equal, ItemID(0), .leading, constant: 8)
        let second = LayoutConstraint(ItemID(1), .leading, .equal, ItemID(0), .leading, constant: 8,
                                      provenance: ConstraintProvenance(origin: .user, identifier: "again"))
        var (lone, system, _, _) = Self.lone([first, second])
        let a = try Self.index(of: first, in: system), b = try Self.index(of: second, in: system)
        #expect(lone.unbounded(withdrawing: a) == (false, false))
        lone.release(b)
        #expect(lone.unbounded(withdrawing: a) == (true, true))
    }
}
