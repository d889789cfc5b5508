@testable import Commands
import Cassowary
import Foundation
import LayoutModel
import Readers
import Rules
import Testing

/// A file's layouts are analysed on several threads; what each gives must not depend on it.
@Suite("The layouts of a file are analysed in parallel, with the results of one at a time")
struct LayoutFindingsTests {
    /// Layouts with findings of several rules (a conflict, ambiguity, scroll content), and
    /// some without any, from fixtures of different formats.
    static func graphs() throws -> [LayoutGraph] {
        var graphs: [LayoutGraph] = []
        for name in ["reportsConflictInDump.json", "reportsAmbiguityLikeXcode.xib", "listsScrollContentAmbiguity.xib",
                     "solvesInterfaceBuilderFile.xib", "fitsEmptyStackViews.xib", "solvesMacLayoutDump.json", "baselineRoundTrip-new-problems.json"] {
            switch try SolverInput.read(URL(fileURLWithPath: Fixture.path(name))) {
            case .interfaceBuilder(let document): graphs += document.layouts.map(\.graph)
            case .layoutDump(let dump): graphs.append(dump.graph)
            case .constraintSystem: Issue.record("\(name) is not a layout")
            }
        }
        return graphs
    }

    static let rules = RuleRegistry.all.map { (rule: $0, severity: $0.description.defaultSeverity) }

    @Test("Every layout gets what analysing it alone gives, in the order given")
    func sameAsOneAtATime() throws {
        let graphs = try Self.graphs()
        #expect(graphs.count >= 6)
        let parallel = LayoutFindings.all(in: graphs, rules: Self.rules, trustingXcodeMarkers: true)
        let alone = graphs.map { LayoutFindings.findings(in: $0, rules: Self.rules, trustingXcodeMarkers: true) }
        #expect(parallel.count == graphs.count)
        var withFindings = 0
        for (offset, (mine, reference)) in zip(parallel, alone).enumerated() {
            let mineFound = try mine.get()
            let referenceFound = try reference.get()
            #expect(mineFound?.assessed == referenceFound?.assessed, "layout \(offset)")
            #expect(mineFound?.severities == referenceFound?.severities, "layout \(offset)")
            if referenceFound != nil { withFindings += 1 }
        }
        #expect(withFindings >= 3)
        for _ in 0..<5 {
            let again = LayoutFindings.all(in: graphs, rules: Self.rules, trustingXcodeMarkers: true)
            #expect(again.map { try? $0.get()?.assessed } == parallel.map { try? $0.get()?.assessed })
        }
    }

    @Test("A deadline bound by the caller stops the work on every thread")
    func deadlineReachesWorkers() throws {
        let graphs = try Self.graphs()
        let passed = ContinuousClock.now - .seconds(1)
        let results = Deadline.$current.withValue(passed) {
            LayoutFindings.all(in: graphs, rules: Self.rules, trustingXcodeMarkers: true)
        }
        let constrained = graphs.indices.filter { !graphs[$0].constraints.isEmpty }
        #expect(!constrained.isEmpty)
        for index in constrained {
            guard case .failure(let error) = results[index] else {
                Issue.record("layout \(index) was analysed past its deadline")
                continue
            }
            #expect(error == .timeLimit)
        }
    }
}
