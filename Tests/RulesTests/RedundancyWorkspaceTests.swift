@testable import Analysis
import LayoutModel
import Testing

/// A redundancy pass that moves the tableau kept from the layout's earlier pass onto a
/// variation (`RedundancyWorkspace`) finds the facts a pass with a tableau of its own finds:
/// when constants move together, apart, into a contradiction and back, and when a variation
/// changes a form and the tableau has to be built again.
@Suite struct RedundancyWorkspaceTests {
    /// `graph` with the constant of every required constraint on one attribute of one item
    /// moved by `shift`: duplicates move together, so the set stays feasible, although moving
    /// one copy at a time would pass through a contradiction.
    static func shiftingTogether(_ graph: LayoutGraph, _ random: inout SplitMix64, by shift: Double) -> LayoutGraph {
        var varied = graph
        let required = graph.constraints.filter(\.isRequired)
        guard !required.isEmpty else { return varied }
        let chosen = random.pick(required)
        for index in varied.constraints.indices where varied.constraints[index].isRequired
            && varied.constraints[index].firstItem == chosen.firstItem && varied.constraints[index].firstAttribute == chosen.firstAttribute {
            varied.constraints[index].constant += shift
        }
        return varied
    }

    /// `graph` with the constant of each required constraint moved by 0, ±0.5 or ±3 at random:
    /// often a contradiction.
    static func shiftingApart(_ graph: LayoutGraph, _ random: inout SplitMix64) -> LayoutGraph {
        var varied = graph
        for index in varied.constraints.indices where varied.constraints[index].isRequired && random.chance(0.3) {
            varied.constraints[index].constant += random.pick([-3, -0.5, 0.5, 3])
        }
        return varied
    }

    /// `graph` with one required constraint's multiplier changed: a new form.
    static func changingAForm(_ graph: LayoutGraph) -> LayoutGraph {
        var varied = graph
        if let index = varied.constraints.indices.first(where: { varied.constraints[$0].isRequired && varied.constraints[$0].secondItem != nil }) {
            varied.constraints[index].multiplier += 0.5
        }
        return varied
    }

    @Test(arguments: RedundancyPropertyTests.seeds)
    func movedTableauFindsTheFreshFacts(seed: UInt64) throws {
        let graph = RedundancyPropertyTests.layout(seed: seed)
        var random = SplitMix64(seed: seed ^ 0x5EED)
        let workspace = RedundancyWorkspace()
        let base = try LayoutAnalysis.analyze(graph, reusing: workspace)
        let fresh = try LayoutAnalysis.analyze(graph)
        #expect(base.redundancies == fresh.redundancies, "seed \(seed)")
        let reported = base.redundancies.map { base.system.constraints[$0.constraint] }
        let candidateSets: [(LayoutConstraint) -> Bool] = [{ _ in true }, { reported.contains($0) }]
        var variations = [Self.shiftingTogether(graph, &random, by: 2), Self.shiftingTogether(graph, &random, by: -1.5),
                          Self.shiftingApart(graph, &random), graph, Self.changingAForm(graph), Self.shiftingTogether(graph, &random, by: 4)]
        variations.append(Self.shiftingApart(variations[1], &random))
        for (step, varied) in variations.enumerated() {
            for candidates in candidateSets {
                let moved = LayoutAnalysis.redundancies(in: varied, among: candidates, reusing: workspace)
                let own = LayoutAnalysis.redundancies(in: varied, among: candidates)
                #expect(moved.redundancies == own.redundancies, "seed \(seed), variation \(step)")
                let analysed = try LayoutAnalysis.analyze(varied, passes: .redundancy, redundancyCandidates: candidates, reusing: workspace)
                let analysedAlone = try LayoutAnalysis.analyze(varied, passes: .redundancy, redundancyCandidates: candidates)
                #expect(analysed.redundancies == analysedAlone.redundancies, "seed \(seed), variation \(step)")
            }
        }
    }

    /// Sanity of the test above: the kept tableau is moved, not rebuilt, on most seeds.
    @Test func theTableauIsMovedNotRebuilt() throws {
        var moved = 0
        for seed in RedundancyPropertyTests.seeds {
            let graph = RedundancyPropertyTests.layout(seed: seed)
            var random = SplitMix64(seed: seed)
            let workspace = RedundancyWorkspace()
            _ = LayoutAnalysis.redundancies(in: graph, among: { _ in true }, reusing: workspace)
            _ = LayoutAnalysis.redundancies(in: Self.shiftingTogether(graph, &random, by: 2), among: { _ in true }, reusing: workspace)
            moved += workspace.reuses
        }
        #expect(moved >= RedundancyPropertyTests.seeds.count / 2)
    }

    /// A tableau whose required constraints contradict is not kept: the next pass builds its own.
    @Test func aContradictionIsNotKept() {
        var graph = LayoutGraph()
        let root = graph.add(LayoutItem(id: "root"))
        let child = graph.add(LayoutItem(id: "child", parent: root))
        graph.constraints = [
            LayoutConstraint(child, .width, .equal, constant: 100),
            LayoutConstraint(child, .width, .greaterThanOrEqual, constant: 50),
        ]
        let workspace = RedundancyWorkspace()
        #expect(LayoutAnalysis.redundancies(in: graph, among: { _ in true }, reusing: workspace).redundancies.count == 1)
        var contradicting = graph
        contradicting.constraints[1].constant = 150
        #expect(LayoutAnalysis.redundancies(in: contradicting, among: { _ in true }, reusing: workspace).redundancies.isEmpty)
        #expect(LayoutAnalysis.redundancies(in: graph, among: { _ in true }, reusing: workspace).redundancies.count == 1)
        #expect(workspace.reuses == 0)
    }
}
