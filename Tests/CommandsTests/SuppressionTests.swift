import ArgumentKit
import Foundation
import Testing

/// Hiding findings: in the configuration (`suppress`) and in the input itself
/// (`layoutlint:disable` in a constraint identifier or a view's name). The fixture
/// `configuration.json` has an unsatisfiable_constraints error about view `card`
/// (constraints A, B, C; C's identifier is `card-min-width`) and a left_right_attributes
/// warning about view `badge` (constraint L).
@Suite("lint suppressions")
struct SuppressionTests {
    /// Lints a copy of `configuration.json` at `file` under a configuration whose
    /// `suppress` is `entries`.
    func lint(suppress entries: String, file: String = "screen.json") throws
        -> (findings: [String], output: CommandOutput, configuration: String) {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let configuration = try workspace.write(".layoutlint.json", "{\n  \"version\": 1,\n  \"suppress\": \(entries)\n}\n")
        try workspace.copy(fixture: "configuration.json", to: file)
        let lint = try workspace.lint(workspace.path(file))
        return (lint.findings, lint.output, configuration)
    }

    @Test("by rule: every finding of that rule")
    func byRule() throws {
        let lint = try lint(suppress: #"[{ "rule": "left_right_attributes" }]"#)
        #expect(lint.findings == ["screen.json error unsatisfiable_constraints"])
        #expect(lint.output.standardError.isEmpty)
    }

    @Test("by path glob: every finding in the matching files")
    func byFiles() throws {
        let suppress = #"[{ "files": ["**/Legacy*.json"] }]"#
        #expect(try lint(suppress: suppress, file: "Old/LegacyScreen.json").findings.isEmpty)
        #expect(try lint(suppress: suppress, file: "Old/Screen.json").findings.count == 2)
    }

    @Test("by id: the view's id, a constraint's object id or a constraint's identifier",
          arguments: [("badge", "screen.json error unsatisfiable_constraints"),
                      ("A", "screen.json warning left_right_attributes"),
                      ("card-min-width", "screen.json warning left_right_attributes")])
    func byID(id: String, left: String) throws {
        #expect(try lint(suppress: #"[{ "ids": ["\#(id)"] }]"#).findings == [left])
    }

    @Test("every field given must match: the rule and the id together")
    func allFieldsMustMatch() throws {
        let lint = try lint(suppress: #"[{ "rule": "left_right_attributes", "ids": ["card"] }]"#)
        #expect(lint.findings.count == 2)
        #expect(lint.output.standardError == "\(lint.configuration):3:16: warning: suppression matched no finding\n")
    }

    @Test("a suppression that hides nothing is a warning at its place; --strict makes it fail")
    func unusedSuppression() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let configuration = try workspace.write(".layoutlint.json", """
            {
              "version": 1,
              "only": ["left_right_attributes"],
              "suppress": [
                { "rule": "left_right_attributes" },
                { "ids": ["no-such-view"] },
                { "files": ["Elsewhere/**"], "reason": "matches no file linted, so it is not checked" }
              ]
            }
            """)
        let file = try workspace.copy(fixture: "configuration.json", to: "screen.json")
        let output = layoutlint("lint", file)
        #expect(output.exitCode == .success)
        #expect(output.standardOutput == "1 file linted: 0 errors, 0 warnings\n")
        #expect(output.standardError == "\(configuration):6:5: warning: suppression matched no finding\n")
        #expect(layoutlint("lint", file, "--strict").exitCode == .failure)
    }

    @Test("in the input: a constraint identifier with 'layoutlint:disable RULE' hides that rule's findings about it")
    func suppressesByInputDirective() throws {
        let path = Fixture.path()
        let output = layoutlint("lint", path)
        #expect(output.exitCode == .success)
        #expect(!output.standardOutput.contains("unsatisfiable_constraints"))
        #expect(output.standardOutput.hasSuffix("1 file linted: 0 errors, 1 warning\n"))
        #expect(output.standardError.isEmpty)
    }

    @Test("in the input: a view name with 'layoutlint:disable' alone hides every rule's findings about the view")
    func suppressesByViewName() throws {
        let output = layoutlint("lint", Fixture.path())
        #expect(!output.standardOutput.contains("left_right_attributes"))
        #expect(output.standardOutput.hasSuffix("1 file linted: 1 error, 0 warnings\n"))
    }

    @Test("in the input: an Interface Builder user label works the same way")
    func suppressesByUserLabel() {
        let output = layoutlint("lint", Fixture.path("suppressesByUserLabel.xib"))
        #expect(output == .init(standardOutput: "1 file linted: 0 errors, 0 warnings\n", exitCode: .success))
    }

    @Test("in the input: unknown rules and directives that hide nothing are warnings at the constraint")
    func warnsAboutUnusedDirectives() {
        let path = Fixture.path()
        let output = layoutlint("lint", path)
        #expect(output.standardError == """
            \(path):18:5: warning: 'layoutlint:disable left_right_atributes' names an unknown rule "left_right_atributes" (did you mean "left_right_attributes"?)
            \(path):18:5: warning: suppression 'layoutlint:disable left_right_atributes' matched no finding
            \(path):19:5: warning: suppression 'layoutlint:disable ambiguous_layout, redundant_constraint' matched no finding

            """)
    }
}
