@testable import Analysis
import Cassowary
import Foundation
import LayoutModel
import Readers
import Testing

/// The ambiguity pass settles most view variables from the solved tableau instead of nudging
/// each (`Solver.staysOnEdit`). That is a saving only: the facts must be those of the pass
/// that nudges them, on random layouts and on every Interface Builder fixture, and the look
/// must settle variables the older per-row test (`resistsEdit`) leaves to a nudge, or it
/// would be tested without being used.
@Suite("The ambiguity pass with and without the look at the optimal face")
struct AmbiguityScreenTests {
    /// The facts of one layout, with the screen on and off (each on a solver of its own,
    /// loaded the same way), and how many view variables the screen settles beyond `resistsEdit`.
    static func compare(_ graph: LayoutGraph) throws -> (screened: [AmbiguityFact], probed: [AmbiguityFact], beyond: Int) {
        let system = RuntimeSystem(graph)
        let (solver, variables, _) = try LayoutSolver.load(system)
        let stays = solver.staysOnEdit(variables, at: Priority(AmbiguityAnalysis.probePriority))
        let beyond = zip(variables, stays).filter { $1 && !solver.resistsEdit(of: $0, at: Priority(AmbiguityAnalysis.probePriority)) }.count
        let screened = AmbiguityAnalysis.ambiguities(in: system, solver: solver, variables: variables)
        let (fresh, freshVariables, _) = try LayoutSolver.load(system)
        let probed = AmbiguityAnalysis.ambiguities(in: system, solver: fresh, variables: freshVariables, screening: false)
        return (screened, probed, beyond)
    }

    /// Every `.xib` and `.storyboard` under the fixtures.
    static let interfaceBuilderFixtures: [URL] = {
        let root = Package.url("Fixtures")
        guard let walk = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        return walk.compactMap { $0 as? URL }.filter { ["xib", "storyboard"].contains($0.pathExtension) }
            .sorted { $0.path < $1.path }
    }()

    @Test("Random layouts: the same facts", arguments: 1...40)
    func randomLayouts(seed: UInt64) throws {
        let layout = PlantedLayout(seed: seed)
        for graph in [layout.base, layout.graph] {
            let result = try Self.compare(graph)
            #expect(result.screened == result.probed, "seed \(seed)")
        }
    }

    @Test("Interface Builder fixtures: the same facts, and the look settles what resistsEdit cannot")
    func interfaceBuilderFixtures() throws {
        var layouts = 0, beyond = 0
        for url in Self.interfaceBuilderFixtures {
            // Fixtures of broken files are read elsewhere; here only what reads.
            guard let document = try? InterfaceBuilderReader.read(contentsOf: url) else { continue }
            for layout in document.layouts {
                let result = try Self.compare(layout.graph)
                #expect(result.screened == result.probed, "\(url.lastPathComponent)")
                layouts += 1
                beyond += result.beyond
            }
        }
        #expect(layouts > 100)
        #expect(beyond > 0, "no fixture has a variable only the look at the optimal face settles")
    }
}
