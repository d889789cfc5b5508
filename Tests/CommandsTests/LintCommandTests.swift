import Foundation
import Commands
import Testing

@Suite("layoutlint lint")
struct LintCommandTests {
    @Test("a conflict: the error, each member aligned with its location, the arithmetic and the fix; exit 1")
    func reportsConflict() {
        let path = Fixture.path("reportsConflictInDump.json")
        let output = layoutlint("lint", path)
        #expect(output.exitCode == .failure)
        #expect(output.standardOutput == """
            \(path):12:5: error: 4 required constraints cannot all hold; UIKit will break one — break `UIView:card.width >= 200` [unsatisfiable_constraints]
                UIView:card.width >= 200                           \(path):12:5
                UIView:card.leading == UIView:root.leading + 10    \(path):10:5
                UIView:root.trailing == UIView:card.trailing + 10  \(path):11:5
                UIView:root.width == 150  (added by UIKit: autoresizing mask 'h=--& v=--&')
                the other constraints fix UIView:card.width = 130; `UIView:card.width >= 200` needs at least 200
                fix: lower the priority of `UIView:card.width >= 200` to 999 so it gives way, or remove it if it is stale
            1 file linted: 1 error, 0 warnings

            """)
    }

    @Test("--reporter json: file, line, column, severity, rule, message, view, constraints, broken")
    func jsonReporter() throws {
        let output = layoutlint("lint", Fixture.path("reportsConflictInDump.json"), "--reporter", "json")
        let findings = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [[String: Any]])
        #expect(findings.count == 1)
        let finding = try #require(findings.first)
        #expect(finding["rule"] as? String == "unsatisfiable_constraints")
        #expect(finding["severity"] as? String == "error")
        #expect(finding["line"] as? Int == 12 && finding["column"] as? Int == 5)
        #expect(finding["view"] as? String == "card")
        #expect(finding["constraints"] as? [String] == ["C", "A", "B"], "in canonical order: the one to break first")
        #expect(finding["broken"] as? String == "C")
    }

    @Test("warnings alone exit 0; --strict makes them fail")
    func warningsAndStrict() {
        let path = Fixture.path("solvesInterfaceBuilderFile.xib")
        let output = layoutlint("lint", path)
        #expect(output.exitCode == .success)
        #expect(output.standardOutput.contains(": warning: UIView'Bar' is stored at (16, 60, 100, 2) but its constraints place it at (16, 62, 208, 2) (y +2, width +108); Xcode marks it misplaced too [misplaced_view]"))
        #expect(layoutlint("lint", path, "--strict").exitCode == .failure)
    }

    @Test("a folder: IB files and layout dumps found recursively, other JSON skipped, in a stable order")
    func lintsFolder() {
        let folder = Fixture.path("lintsFolder")
        let output = layoutlint("lint", folder)
        #expect(output.exitCode == .failure)
        #expect(output.standardOutput.hasSuffix("3 files linted: 1 error, 1 warning\n"))
        let conflict = output.standardOutput.range(of: "conflict.json:12:5: error")
        let badge = output.standardOutput.range(of: "badge.xib:16:143: warning")
        #expect(conflict != nil && badge != nil)
        if let conflict, let badge { #expect(conflict.lowerBound < badge.lowerBound) }
        #expect(!output.standardOutput.contains("package.json"))
    }

    @Test("an unreadable file is reported, the others are still linted, and the exit code is 2")
    func unreadableInput() {
        let output = layoutlint("lint", Fixture.path("missing.xib"), Fixture.path("reportsConflictInDump.json"))
        #expect(output.exitCode == .inputUnreadable)
        #expect(output.standardOutput.contains("missing.xib: error: no such file or folder"))
        #expect(output.standardOutput.contains("[unsatisfiable_constraints]"))
        #expect(output.standardOutput.hasSuffix("2 files linted: 1 error, 0 warnings, 1 unreadable\n"))
    }

    @Test("the same input gives the same bytes in every process")
    func deterministic() throws {
        let folder = Fixture.path("lintsFolder")
        let first = try BuiltBinary.run(["lint", folder, "--reporter", "json"])
        let second = try BuiltBinary.run(["lint", folder, "--reporter", "json"])
        #expect(first.exited && first.status == 1 && first.standardOutput == second.standardOutput)
    }
}

/// A text run over many findings ends, on standard error, with counts by rule and severity;
/// machine formats stay as they are.
@Suite("layoutlint lint's closing summary")
struct LintSummaryTests {
    @Test("ten findings: a summary by rule on stderr, no baseline hint yet; JSON runs have none")
    func summaryByRule() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        for index in 0..<10 { try workspace.copy(fixture: "reportsConflictInDump.json", to: "screens/conflict-\(index).json") }
        let text = Layoutlint.main(["lint", workspace.path("screens")])
        #expect(text.standardError.contains("summary: 10 findings in 10 of 10 files, by rule:\n  unsatisfiable_constraints  10 errors\n"))
        #expect(!text.standardError.contains("--write-baseline"))
        let json = Layoutlint.main(["lint", "--reporter", "json", workspace.path("screens")])
        #expect(!json.standardError.contains("summary:"))
    }

    @Test("one finding: no summary")
    func fewFindings() throws {
        let output = Layoutlint.main(["lint", Fixture.path("reportsConflictInDump.json")])
        #expect(!output.standardError.contains("summary:"))
    }
}
