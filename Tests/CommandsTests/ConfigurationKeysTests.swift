import ArgumentKit
import Foundation
import Testing

/// What each key of `.layoutlint.json` does. The fixture `configuration.json` has one error
/// (unsatisfiable_constraints, by default an error) and one warning (left_right_attributes).
@Suite("lint configuration: the keys")
struct ConfigurationKeysTests {
    /// Lints a copy of the fixture, `screen.json`, under `configuration`.
    func lintScreen(_ configuration: String) throws -> [String] {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write(".layoutlint.json", configuration)
        try workspace.copy(fixture: "configuration.json", to: "screen.json")
        return try workspace.lint(workspace.path("screen.json")).findings
    }

    @Test("without keys every rule runs at its default severity")
    func defaults() throws {
        #expect(try lintScreen(#"{ "version": 1 }"#) == [
            "screen.json error unsatisfiable_constraints", "screen.json warning left_right_attributes",
        ])
    }

    @Test("only: just these rules run")
    func only() throws {
        #expect(try lintScreen(#"{ "version": 1, "only": ["left_right_attributes"] }"#)
                == ["screen.json warning left_right_attributes"])
    }

    @Test("enable: adds rules (all rules are on by default, so it matters after only or an off)")
    func enable() throws {
        let configuration = #"{ "version": 1, "only": ["left_right_attributes"], "enable": ["unsatisfiable_constraints"] }"#
        #expect(try lintScreen(configuration) == [
            "screen.json error unsatisfiable_constraints", "screen.json warning left_right_attributes",
        ])
    }

    @Test("disable: these rules do not run")
    func disable() throws {
        #expect(try lintScreen(#"{ "version": 1, "disable": ["unsatisfiable_constraints"] }"#)
                == ["screen.json warning left_right_attributes"])
    }

    @Test("severity: error, warning or off for each rule")
    func severity() throws {
        let swapped = #"{ "version": 1, "severity": { "unsatisfiable_constraints": "warning", "left_right_attributes": "error" } }"#
        #expect(try lintScreen(swapped) == [
            "screen.json warning unsatisfiable_constraints", "screen.json error left_right_attributes",
        ])
        #expect(try lintScreen(#"{ "version": 1, "severity": { "left_right_attributes": "off" } }"#)
                == ["screen.json error unsatisfiable_constraints"])
    }

    @Test("include and exclude: globs relative to the configuration's folder choose the files found in folders")
    func includeAndExclude() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write(".layoutlint.json", #"{ "version": 1, "only": ["left_right_attributes"], "include": ["App/**"], "exclude": ["**/Legacy", "App/gen?rated-[0-9].json"] }"#)
        for file in ["App/a.json", "App/Legacy/b.json", "App/generated-1.json", "Tests/c.json"] {
            try workspace.copy(fixture: "configuration.json", to: file)
        }
        let lint = try workspace.lint(workspace.root)
        #expect(lint.findings == ["App/a.json warning left_right_attributes"])
        #expect(lint.output.standardError.isEmpty)
    }

    @Test("a file named on the command line that is excluded is skipped too, with a note")
    func explicitFileExcluded() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write(".layoutlint.json", #"{ "version": 1, "exclude": ["Legacy/**"] }"#)
        let file = try workspace.copy(fixture: "configuration.json", to: "Legacy/old.json")
        let output = layoutlint("lint", file)
        #expect(output.exitCode == .success)
        #expect(output.standardOutput == "0 files linted: 0 errors, 0 warnings\n")
        #expect(output.standardError == """
            \(file): note: not linted: it matches the "exclude" pattern "Legacy/**" in \(workspace.path(".layoutlint.json"))

            """)
    }

    @Test("overrides: rule keys for the files their globs match, applied in order after the top-level keys")
    func overrides() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write(".layoutlint.json", """
            {
              "version": 1,
              "overrides": [
                { "files": ["Legacy/**"], "disable": ["unsatisfiable_constraints"] },
                { "files": ["**/old.json"], "severity": { "left_right_attributes": "error" } }
              ]
            }
            """)
        for file in ["new.json", "Legacy/old.json", "Legacy/older.json"] {
            try workspace.copy(fixture: "configuration.json", to: file)
        }
        #expect(try workspace.lint(workspace.root).findings == [
            "Legacy/old.json error left_right_attributes",
            "Legacy/older.json warning left_right_attributes",
            "new.json error unsatisfiable_constraints", "new.json warning left_right_attributes",
        ])
    }

    @Test("reporter: the configuration chooses the format; --reporter wins")
    func reporter() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write(".layoutlint.json", #"{ "version": 1, "reporter": "json" }"#)
        let file = try workspace.copy(fixture: "configuration.json", to: "screen.json")
        #expect(layoutlint("lint", file).standardOutput.hasPrefix("[\n  {\n    \"file\""))
        #expect(layoutlint("lint", file, "--reporter", "text").standardOutput.hasSuffix("1 file linted: 1 error, 1 warning\n"))
    }

    @Test("strict: the configuration makes warnings fail; --strict wins over false")
    func strict() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let warningsOnly = #""only": ["left_right_attributes"]"#
        try workspace.write("strict/.layoutlint.json", #"{ "version": 1, \#(warningsOnly), "strict": true }"#)
        try workspace.write("lenient/.layoutlint.json", #"{ "version": 1, \#(warningsOnly), "strict": false }"#)
        let strict = try workspace.copy(fixture: "configuration.json", to: "strict/screen.json")
        let lenient = try workspace.copy(fixture: "configuration.json", to: "lenient/screen.json")
        #expect(layoutlint("lint", strict).exitCode == .failure)
        #expect(layoutlint("lint", lenient).exitCode == .success)
        #expect(layoutlint("lint", lenient, "--strict").exitCode == .failure)
    }

    @Test("reporter and strict apply to the whole run: configurations linted together must agree")
    func runWideKeysMustAgree() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("a/.layoutlint.json", #"{ "version": 1, "reporter": "json" }"#)
        try workspace.write("b/.layoutlint.json", #"{ "version": 1, "reporter": "text" }"#)
        let first = try workspace.copy(fixture: "configuration.json", to: "a/screen.json")
        let second = try workspace.copy(fixture: "configuration.json", to: "b/screen.json")
        let output = layoutlint("lint", first, second)
        #expect(output.exitCode == .inputUnreadable && output.standardOutput.isEmpty)
        #expect(output.standardError == """
            \(workspace.path("b/.layoutlint.json")):1:29: error: $.reporter: "text" disagrees with "json" at \
            \(workspace.path("a/.layoutlint.json")):1:29; "reporter" applies to the whole run, so the \
            configurations of files linted together must agree (or pass --reporter)

            """)
        #expect(layoutlint("lint", first, second, "--reporter", "text").exitCode == .failure)
    }
}
