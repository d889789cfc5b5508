import Analysis
import Foundation
import LayoutModel
import Readers
import Testing

/// Recorded layout passes: oscillation (with its period), divergence, and convergence.
@Suite("Layout feedback loops in recorded passes")
struct FeedbackLoopTests {
    func loops(_ heights: [Double]) throws -> [FeedbackLoopFact] {
        let passes = heights.map { #"{"frames": [{"view": "v", "frame": [0, 0, 100, \#($0)]}]}"# }.joined(separator: ",")
        let json = """
            {"format": "layoutlint-dump", "version": 1, "platform": "ios",
             "views": [{"id": "root", "class": "UIView", "frame": [0, 0, 320, 480], "role": "rootView"},
                       {"id": "v", "class": "UIView", "superview": "root", "frame": [0, 0, 100, 10],
                        "translatesAutoresizingMaskIntoConstraints": true}],
             "layoutPasses": [\(passes)]}
            """
        let dump = try LayoutDumpReader.parse(data: Data(json.utf8), fileName: "loop.json")
        return try LayoutAnalysis.analyze(dump.graph).feedbackLoops
    }

    @Test("a frame that flips between two values repeats every 2 passes")
    func periodTwo() throws {
        #expect(try loops([10, 20, 10, 20, 10, 20]).map(\.period) == [2])
    }

    @Test("a three-pass cycle has period 3")
    func periodThree() throws {
        #expect(try loops([10, 20, 30, 10, 20, 30]).map(\.period) == [3])
    }

    @Test("a frame that keeps growing never settles: no period")
    func divergence() throws {
        let found = try loops([10, 20, 30, 40])
        #expect(found.count == 1 && found.first?.period == nil)
    }

    @Test("a frame that changes and then stays converged; fewer than 3 passes say nothing", arguments: [
        [10.0, 20, 20], [10, 20, 30, 30], [10, 20], [10, 10.25, 10.5],
    ])
    func noLoop(heights: [Double]) throws {
        #expect(try loops(heights).isEmpty)
    }
}
