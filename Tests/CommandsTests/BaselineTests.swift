import ArgumentKit
import Foundation
import Testing

/// `--write-baseline` records today's findings; `--baseline` then reports only new ones.
/// `baselineRoundTrip.json` has a conflict, a left/right warning and two duplicate-constraint
/// warnings whose keys are identical (its constraints have no ids, so they are named by
/// their equations); `-moved` is the same layout with lines inserted and views and keys
/// reordered; `-new-problems` adds a third duplicate and a new left/right constraint.
@Suite("lint baselines")
struct BaselineTests {
    static let expectedBaseline = """
        {
          "version": 1,
          "findings": [
            {
              "file": "Screens/screen.json",
              "rule": "duplicate_constraint",
              "ids": [
                "UIView:badge.width == 20",
                "badge"
              ],
              "message": "`UIView:badge.width == 20` repeats `UIView:badge.width == 20`"
            },
            {
              "file": "Screens/screen.json",
              "rule": "duplicate_constraint",
              "ids": [
                "UIView:badge.width == 20",
                "badge"
              ],
              "message": "`UIView:badge.width == 20` repeats `UIView:badge.width == 20`"
            },
            {
              "file": "Screens/screen.json",
              "rule": "left_right_attributes",
              "ids": [
                "UIView:badge.left == UIView:root.left",
                "badge"
              ],
              "message": "`UIView:badge.left == UIView:root.left` uses left/right, which do not mirror for right-to-left languages"
            },
            {
              "file": "Screens/screen.json",
              "rule": "unsatisfiable_constraints",
              "ids": [
                "UIView:card.leading == UIView:root.leading + 10",
                "UIView:card.width >= 200",
                "UIView:root.trailing == UIView:card.trailing + 10",
                "card"
              ],
              "message": "4 required constraints cannot all hold; UIKit will break one — break `UIView:card.width >= 200`"
            }
          ]
        }

        """

    @Test("write, move lines: nothing new; add problems: only they are reported")
    func baselineRoundTrip() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let screen = try workspace.copy(fixture: "baselineRoundTrip.json", to: "Screens/screen.json")
        let baseline = workspace.path("baseline.json")

        let written = layoutlint("lint", screen, "--write-baseline", baseline)
        #expect(written == .init(standardOutput: "wrote 4 findings to \(baseline)\n", exitCode: .success))
        #expect(try workspace.read("baseline.json") == Self.expectedBaseline)

        let unchanged = layoutlint("lint", screen, "--baseline", baseline)
        #expect(unchanged.standardOutput == "1 file linted: 0 errors, 0 warnings\n")
        #expect(unchanged.standardError == "\(baseline): note: 4 known findings hidden by the baseline\n")
        #expect(unchanged.exitCode == .success)

        try workspace.copy(fixture: "baselineRoundTrip-moved.json", to: "Screens/screen.json")
        #expect(layoutlint("lint", screen, "--baseline", baseline).standardOutput == "1 file linted: 0 errors, 0 warnings\n")

        try workspace.copy(fixture: "baselineRoundTrip-new-problems.json", to: "Screens/screen.json")
        let grown = try workspace.lint(screen, "--baseline", baseline)
        #expect(grown.findings == ["Screens/screen.json warning duplicate_constraint",
                                   "Screens/screen.json warning left_right_attributes"])
        #expect(grown.output.standardOutput.contains("UIView:card.right == UIView:root.right - 10 @250"))
        #expect(grown.output.exitCode == .success)
    }

    @Test("entries name files relative to the baseline's folder, so the project can move")
    func relativeToBaselineFolder() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.copy(fixture: "baselineRoundTrip.json", to: "one/App/screen.json")
        #expect(layoutlint("lint", workspace.path("one/App"), "--write-baseline", workspace.path("one/baseline.json")).exitCode == .success)
        try workspace.copy(fixture: "baselineRoundTrip.json", to: "two/App/screen.json")
        try workspace.write("two/baseline.json", try workspace.read("one/baseline.json"))
        let output = layoutlint("lint", workspace.path("two/App"), "--baseline", workspace.path("two/baseline.json"))
        #expect(output.standardOutput == "1 file linted: 0 errors, 0 warnings\n")
    }

    @Test("the baseline is written after configuration and suppression")
    func writtenAfterConfiguration() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write(".layoutlint.json", #"{ "version": 1, "only": ["left_right_attributes", "duplicate_constraint"], "suppress": [{ "rule": "duplicate_constraint" }] }"#)
        let screen = try workspace.copy(fixture: "baselineRoundTrip.json", to: "screen.json")
        let output = layoutlint("lint", screen, "--write-baseline", workspace.path("baseline.json"))
        #expect(output.standardOutput == "wrote 1 finding to \(workspace.path("baseline.json"))\n")
        #expect(try workspace.read("baseline.json").contains("\"rule\": \"left_right_attributes\""))
    }

    @Test("a malformed baseline is an error with file:line:col; nothing is linted, exit 2", arguments: [
        ("{ \"version\": 1,\n  \"findings\": [ { \"file\": \"a.json\", \"rule\": 3 } ]\n}",
         #"2:45: error: $.findings[0].rule: expected a string, found 3"#),
        (#"{ "version": 2, "findings": [] }"#, "1:14: error: $.version: unsupported baseline version 2; this layoutlint reads version 1"),
        (#"{ "version": 1, "finding": [] }"#, #"1:17: error: $.finding: unknown key "finding" (did you mean "findings"?)"#),
        ("{ \"version\": 1", "1:15: error: $: unexpected end of input; expected ',' or '}' after object member (the object opened at line 1, column 1 is not closed)"),
    ])
    func malformedBaseline(text: String, error: String) throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let baseline = try workspace.write("baseline.json", text)
        let output = layoutlint("lint", Fixture.path("baselineRoundTrip.json"), "--baseline", baseline)
        #expect(output == .init(standardError: "\(baseline):\(error)\n", exitCode: .inputUnreadable))
    }

    @Test("a missing baseline is an error; --baseline and --write-baseline exclude each other")
    func misuse() {
        let missing = layoutlint("lint", Fixture.path("baselineRoundTrip.json"), "--baseline", "/nonexistent/baseline.json")
        #expect(missing == .init(standardError: "/nonexistent/baseline.json: error: cannot read the baseline: no such file\n",
                                 exitCode: .inputUnreadable))
        let both = layoutlint("lint", "x.json", "--baseline", "a.json", "--write-baseline", "b.json")
        #expect(both.exitCode == .usageError)
        #expect(both.standardError.contains("--baseline and --write-baseline cannot be used together"))
    }

    @Test("nothing is written when a file cannot be read (its findings would be missing)")
    func unreadableInputWritesNothing() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let missing = workspace.path("missing.xib")
        let output = layoutlint("lint", missing, "--write-baseline", workspace.path("baseline.json"))
        #expect(output.exitCode == .inputUnreadable)
        #expect(output.standardError == """
            \(missing): error: no such file or folder
            \(workspace.path("baseline.json")): error: baseline not written: 1 file could not be read

            """)
        #expect(!FileManager.default.fileExists(atPath: workspace.path("baseline.json")))
    }
}
