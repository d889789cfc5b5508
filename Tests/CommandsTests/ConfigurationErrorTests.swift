import ArgumentKit
import Foundation
import Testing

/// Every configuration mistake is an error naming the file, line, column and JSON path;
/// the run lints nothing and exits 2. Nothing is silently ignored.
@Suite("lint configuration: mistakes")
struct ConfigurationErrorTests {
    /// A configuration and the error it gives, after `<file>:`.
    struct Case: CustomTestStringConvertible, Sendable {
        var configuration: String
        var error: String
        var testDescription: String { error }
    }

    static let cases: [Case] = [
        // Not JSON, or not a configuration of this version.
        Case(configuration: "{\n  \"version\": 1,\n}", error: "2:15: error: $: trailing comma before '}' is not allowed"),
        Case(configuration: "[]", error: "1:1: error: $: expected an object, found an array of 0 elements"),
        Case(configuration: "{}", error: #"1:1: error: $: missing required key "version""#),
        Case(configuration: #"{ "version": 2 }"#,
             error: "1:14: error: $.version: unsupported configuration version 2; this layoutlint reads version 1"),
        Case(configuration: #"{ "version": "1" }"#, error: #"1:14: error: $.version: expected an integer, found "1""#),
        // Unknown keys, with a did-you-mean when one is near.
        Case(configuration: "{\n  \"version\": 1,\n  \"exlude\": []\n}",
             error: #"3:3: error: $.exlude: unknown key "exlude" (did you mean "exclude"?)"#),
        Case(configuration: #"{ "version": 1, "colour": "red" }"#,
             error: #"1:17: error: $.colour: unknown key "colour"; expected one of "version", "only", "enable", "#
                + #""disable", "severity", "include", "exclude", "overrides", "suppress", "reporter", "strict", "minimumConfidence", "trustXcodeMarkers", "limits""#),
        // Unknown rules wherever a rule is named.
        Case(configuration: "{\n  \"version\": 1,\n  \"disable\": [\"ambigous_layout\"]\n}",
             error: #"3:15: error: $.disable[0]: unknown rule "ambigous_layout" (did you mean "ambiguous_layout"?)"#),
        Case(configuration: #"{ "version": 1, "only": ["zzz_qqq"] }"#,
             error: #"1:26: error: $.only[0]: unknown rule "zzz_qqq"; 'layoutlint rules' lists them"#),
        Case(configuration: #"{ "version": 1, "severity": { "ambigous_layout": "error" } }"#,
             error: #"1:31: error: $.severity.ambigous_layout: unknown rule "ambigous_layout" (did you mean "ambiguous_layout"?)"#),
        Case(configuration: #"{ "version": 1, "suppress": [{ "rule": "redundant" }] }"#,
             error: #"1:40: error: $.suppress[0].rule: unknown rule "redundant"; 'layoutlint rules' lists them"#),
        // Wrong values and types.
        Case(configuration: #"{ "version": 1, "severity": { "ambiguous_layout": "eror" } }"#,
             error: #"1:51: error: $.severity.ambiguous_layout: unknown severity "eror" (did you mean "error"?)"#),
        Case(configuration: #"{ "version": 1, "severity": { "ambiguous_layout": "fatal" } }"#,
             error: #"1:51: error: $.severity.ambiguous_layout: unknown severity "fatal"; expected one of "error", "warning", "off""#),
        Case(configuration: #"{ "version": 1, "disable": "ambiguous_layout" }"#,
             error: #"1:28: error: $.disable: expected an array, found "ambiguous_layout""#),
        Case(configuration: #"{ "version": 1, "only": null }"#, error: "1:25: error: $.only: expected an array, found null"),
        Case(configuration: #"{ "version": 1, "strict": "yes" }"#, error: #"1:27: error: $.strict: expected a boolean, found "yes""#),
        Case(configuration: #"{ "version": 1, "reporter": "jsn" }"#,
             error: #"1:29: error: $.reporter: unknown reporter "jsn" (did you mean "json"?)"#),
        // Globs.
        Case(configuration: #"{ "version": 1, "exclude": ["Legacy/[ab"] }"#,
             error: #"1:29: error: $.exclude[0]: bad glob "Legacy/[ab": the '[' at character 8 is not closed by ']'"#),
        Case(configuration: #"{ "version": 1, "include": ["/Users/me/App"] }"#,
             error: #"1:29: error: $.include[0]: bad glob "/Users/me/App": patterns are relative to the "#
                + #"configuration file's folder; remove the leading '/'"#),
        // Overrides and suppressions that would do nothing.
        Case(configuration: #"{ "version": 1, "overrides": [{ "disable": ["ambiguous_layout"] }] }"#,
             error: #"1:31: error: $.overrides[0]: missing required key "files""#),
        Case(configuration: #"{ "version": 1, "overrides": [{ "files": ["Legacy/**"] }] }"#,
             error: #"1:31: error: $.overrides[0]: an override needs at least one of "only", "enable", "disable", "severity""#),
        Case(configuration: #"{ "version": 1, "overrides": [{ "files": [], "disable": ["ambiguous_layout"] }] }"#,
             error: "1:42: error: $.overrides[0].files: an empty list matches nothing"),
        Case(configuration: #"{ "version": 1, "overrides": [{ "file": ["x"], "disable": ["ambiguous_layout"] }] }"#,
             error: #"1:33: error: $.overrides[0].file: unknown key "file" (did you mean "files"?)"#),
        Case(configuration: #"{ "version": 1, "suppress": [{ "reason": "old" }] }"#,
             error: #"1:30: error: $.suppress[0]: a suppression needs at least one of "rule", "files", "ids""#),
        Case(configuration: #"{ "version": 1, "suppress": [{ "ids": [] }] }"#,
             error: "1:39: error: $.suppress[0].ids: an empty list matches nothing"),
    ]

    @Test("the error names file:line:col and the JSON path; nothing is linted; exit 2", arguments: cases)
    func reportsMistake(_ example: Case) throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let configuration = try workspace.write(".layoutlint.json", example.configuration)
        let file = try workspace.copy(fixture: "configuration.json", to: "screen.json")
        let output = layoutlint("lint", file)
        #expect(output.exitCode == .inputUnreadable)
        #expect(output.standardOutput.isEmpty)
        #expect(output.standardError == "\(configuration):\(example.error)\n")
    }

    @Test("every broken configuration of the run is reported, each once")
    func reportsEveryBrokenConfiguration() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let first = try workspace.write("a/.layoutlint.json", #"{ "version": 3 }"#)
        let second = try workspace.write("b/.layoutlint.json", #"{ "version": 1, "only": [1] }"#)
        for file in ["a/one.json", "a/two.json", "b/three.json"] { try workspace.copy(fixture: "configuration.json", to: file) }
        let output = layoutlint("lint", workspace.root)
        #expect(output.exitCode == .inputUnreadable && output.standardOutput.isEmpty)
        #expect(output.standardError == """
            \(first):1:14: error: $.version: unsupported configuration version 3; this layoutlint reads version 1
            \(second):1:26: error: $.only[0]: expected a string, found 1

            """)
    }

    @Test("every mistake of one file is reported, in the order of the file, not just the first")
    func reportsEveryMistakeOfAFile() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let configuration = try workspace.write(".layoutlint.json", """
            { "version": 1,
              "disable": ["ambigous_layout"],
              "severity": { "misplaced_view": "loud" },
              "exclud": [],
              "suppress": [{}] }
            """)
        let file = try workspace.copy(fixture: "configuration.json", to: "screen.json")
        let output = layoutlint("lint", file)
        #expect(output.exitCode == .inputUnreadable && output.standardOutput.isEmpty)
        #expect(output.standardError == """
            \(configuration):2:15: error: $.disable[0]: unknown rule "ambigous_layout" (did you mean "ambiguous_layout"?)
            \(configuration):3:35: error: $.severity.misplaced_view: unknown severity "loud"; expected one of "error", "warning", "off"
            \(configuration):4:3: error: $.exclud: unknown key "exclud" (did you mean "exclude"?)
            \(configuration):5:16: error: $.suppress[0]: a suppression needs at least one of "rule", "files", "ids"

            """)
    }
}
