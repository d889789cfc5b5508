import ArgumentKit
import Foundation
import Testing

/// Which `.layoutlint.json` applies to a file. The fixture `configuration.json` has one
/// error (unsatisfiable_constraints) and one warning (left_right_attributes).
@Suite("lint configuration: finding .layoutlint.json")
struct ConfigurationDiscoveryTests {
    static let disableLeftRight = #"{ "version": 1, "disable": ["left_right_attributes"] }"#
    static let disableConflicts = #"{ "version": 1, "disable": ["unsatisfiable_constraints"] }"#

    @Test("the configuration in a folder above the file applies (walking up to the root)")
    func walksUp() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write(".layoutlint.json", Self.disableLeftRight)
        try workspace.copy(fixture: "configuration.json", to: "App/Screens/Deep/screen.json")
        let lint = try workspace.lint(workspace.path("App/Screens/Deep/screen.json"))
        #expect(lint.findings == ["App/Screens/Deep/screen.json error unsatisfiable_constraints"])
    }

    @Test("the nearest configuration wins, whole: it does not inherit from the ones above")
    func nearestWins() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write(".layoutlint.json", Self.disableLeftRight)
        try workspace.write("App/Legacy/.layoutlint.json", Self.disableConflicts)
        try workspace.copy(fixture: "configuration.json", to: "App/screen.json")
        try workspace.copy(fixture: "configuration.json", to: "App/Legacy/old.json")
        let lint = try workspace.lint(workspace.path("App"))
        #expect(lint.findings == [
            "App/Legacy/old.json warning left_right_attributes",
            "App/screen.json error unsatisfiable_constraints",
        ])
    }

    @Test("--config names one configuration for every file; no folder is searched")
    func explicitConfiguration() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("App/Legacy/.layoutlint.json", Self.disableConflicts)
        let config = try workspace.write("shared/lint.json", #"{ "version": 1, "only": ["unsatisfiable_constraints"] }"#)
        try workspace.copy(fixture: "configuration.json", to: "App/Legacy/old.json")
        let lint = try workspace.lint("--config", config, workspace.path("App"))
        #expect(lint.findings == ["App/Legacy/old.json error unsatisfiable_constraints"])
    }

    @Test("--config with a file that does not exist is an error; nothing is linted, exit 2")
    func missingExplicitConfiguration() throws {
        let output = layoutlint("lint", "--config", "/nonexistent/lint.json", Fixture.path("configuration.json"))
        #expect(output.exitCode == .inputUnreadable)
        #expect(output.standardOutput.isEmpty)
        #expect(output.standardError == "/nonexistent/lint.json: error: cannot read the configuration: no such file\n")
    }

    @Test("a configuration inside the current folder is named relative to it in messages",
          .enabled(if: BuiltBinary.url != nil, BuiltBinary.skipReason))
    func relativeNames() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write(".layoutlint.json", #"{ "version": 1, "strikt": true }"#)
        try workspace.copy(fixture: "configuration.json", to: "screen.json")
        let result = try BuiltBinary.run(["lint", "screen.json"], in: URL(fileURLWithPath: workspace.root))
        #expect(result.status == 2 && result.standardOutput.isEmpty)
        #expect(result.standardError == #".layoutlint.json:1:17: error: $.strikt: unknown key "strikt" (did you mean "strict"?)"# + "\n")
    }
}
