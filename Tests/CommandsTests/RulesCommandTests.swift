import Foundation
import Testing

@Suite("layoutlint rules")
struct RulesCommandTests {
    @Test("lists every rule: identifier, default severity, summary; sorted")
    func lists() {
        let output = layoutlint("rules")
        #expect(output.exitCode == .success)
        let lines = output.standardOutput.split(separator: "\n").map(String.init)
        let ids = lines.map { String($0.prefix { $0 != " " }) }
        #expect(ids == ids.sorted())
        #expect(ids.contains("unsatisfiable_constraints") && ids.contains("ambiguous_layout") && ids.contains("misplaced_view"))
        #expect(lines.contains { $0.hasPrefix("misplaced_view") && $0.contains(" warning ") })
        #expect(lines.contains { $0.hasPrefix("unsatisfiable_constraints") && $0.contains(" error ") })
    }

    @Test("prints one rule's page, the same text as rules/<id>.md")
    func printsOne() throws {
        let output = layoutlint("rules", "unsatisfiable_constraints")
        #expect(output.exitCode == .success)
        let page = try String(contentsOf: Fixture.packageRoot.appendingPathComponent("rules/unsatisfiable_constraints.md"), encoding: .utf8)
        #expect(output.standardOutput == page)
    }

    @Test("an unknown rule is a usage error")
    func unknownRule() {
        let output = layoutlint("rules", "unsatisfiable")
        #expect(output.exitCode == .usageError)
        #expect(output.standardError.hasPrefix("Error: Unknown rule 'unsatisfiable'"))
    }

    @Test("--write-docs writes every page and the index, identical to the committed rules/ folder")
    func writesDocs() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlint-rules-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = layoutlint("rules", "--write-docs", folder.path)
        #expect(output.exitCode == .success)
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        let committed = try FileManager.default.contentsOfDirectory(atPath: Fixture.packageRoot.appendingPathComponent("rules").path).sorted()
        #expect(written == committed)
        for name in written {
            let a = try Data(contentsOf: folder.appendingPathComponent(name))
            let b = try Data(contentsOf: Fixture.packageRoot.appendingPathComponent("rules").appendingPathComponent(name))
            #expect(a == b, "\(name) differs: run 'swift run layoutlint rules --write-docs rules'")
        }
    }
}
