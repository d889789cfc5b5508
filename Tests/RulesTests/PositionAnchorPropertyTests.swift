import Analysis
import LayoutModel
import Testing

/// Measuring positions from anchor siblings is a change of variables: on random layouts
/// (with and without planted contradictions) it rejects the same constraints, finds the same
/// ambiguous variables and solves every determined view to the same frame.
@Suite("Anchored positions change the tableau, not the layout")
struct PositionAnchorPropertyTests {
    @Test(arguments: Array(UInt64(1)...48))
    func sameLayout(seed: UInt64) throws {
        let layout = PlantedLayout(seed: seed)
        for graph in [layout.base, layout.graph] {
            let anchored = RuntimeSystem(graph)
            let plain = RuntimeSystem(graph, anchoringPositions: false)
            let (a, b) = (try LayoutSolver.solve(anchored), try LayoutSolver.solve(plain))
            #expect(a.rejected == b.rejected, "seed \(seed)")
            let ambiguousA = try LayoutAnalysis.ambiguities(in: anchored).variables
            let ambiguousB = try LayoutAnalysis.ambiguities(in: plain).variables
            #expect(ambiguousA.map { "\($0.item.index).\($0.variable)" } == ambiguousB.map { "\($0.item.index).\($0.variable)" },
                    "seed \(seed)")
            let free = Set(ambiguousB.flatMap(\.moved) + ambiguousB.map(\.item))
            for item in graph.itemIDs where !free.contains(item) {
                let (x, y) = (a.localFrames[item.index], b.localFrames[item.index])
                #expect(abs(x.x - y.x) < 1e-6 && abs(x.y - y.y) < 1e-6 && abs(x.width - y.width) < 1e-6 && abs(x.height - y.height) < 1e-6,
                        "seed \(seed): \(graph[item].id) \(x) vs \(y)")
            }
        }
    }

    @Test("the random layouts do anchor some positions")
    func layoutsHaveAnchors() {
        let anchored = (UInt64(1)...48).filter { RuntimeSystem(PlantedLayout(seed: $0).base).graph.positionAnchors != nil }
        #expect(anchored.count > 10, "only \(anchored.count) of 48 layouts anchor a position: the property would prove little")
    }
}
