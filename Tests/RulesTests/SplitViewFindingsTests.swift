import Analysis
import Foundation
import LayoutModel
import Readers
@testable import Rules
import Testing

/// What the analysis finds in split views now that they lay their panes out: nothing free
/// where the panes' holding priorities decide, and a pane's minimum size is not "implied"
/// (the panes' sizes are not fixed, so a divider can be dragged against it).
@Suite("Split views in the analysis")
struct SplitViewFindingsTests {
    static func facts() throws -> [LayoutFacts] {
        let url = Package.url("Fixtures/ReadersTests/IB/readsIB-split-view-panes.xib")
        return try InterfaceBuilderReader.read(contentsOf: url).layouts.map { try LayoutAnalysis.analyze($0.graph) }
    }

    @Test("a view beside a split view that the panes size is not ambiguous, and a pane's minimum height is not redundant")
    func noFalseFindings() throws {
        let facts = try Self.facts()
        #expect(facts.count == 1)
        let free = facts.flatMap(\.ambiguities), conflicts = facts.flatMap(\.conflicts), redundant = facts.flatMap(\.redundancies)
        #expect(free.isEmpty && conflicts.isEmpty)
        #expect(redundant.isEmpty)
    }

    @Test("panes Xcode marked misplaced are found misplaced, where their content put them")
    func misplacedPanesAgreeWithXcode() throws {
        let found = try Self.facts().flatMap(MisplacedViewRule.check)
        #expect(found.compactMap(\.viewID) == ["Spl-pn-008", "Spl-pn-010"])
        #expect(found.first?.message.contains("Xcode marks it misplaced too") == true)
    }
}
