import ArgumentKit
import Foundation
import Testing

@Suite("layoutlint init")
struct InitCommandTests {
    /// `rule id → default severity`, as `layoutlint rules` lists them.
    static func ruleDefaults() -> [String: String] {
        var defaults: [String: String] = [:]
        for line in layoutlint("rules").standardOutput.split(separator: "\n") {
            let words = line.split(separator: " ", omittingEmptySubsequences: true)
            if words.count >= 2 { defaults[String(words[0])] = String(words[1]) }
        }
        return defaults
    }

    @Test("writes .layoutlint.json into the folder: every rule at its default severity, empty include and exclude")
    func writesStarter() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let output = layoutlint("init", workspace.root)
        let written = try workspace.read(".layoutlint.json")
        #expect(output.exitCode == .success)
        #expect(output.standardOutput == "wrote \(workspace.path(".layoutlint.json")):\n" + written)
        let configuration = try jsonObject(written)
        #expect(configuration["version"] as? Int == 1)
        #expect((configuration["include"] as? [Any])?.isEmpty == true)
        #expect((configuration["exclude"] as? [Any])?.isEmpty == true)
        let severities = try #require(configuration["severity"] as? [String: String])
        #expect(severities == Self.ruleDefaults())
        #expect(severities.count >= 9)
        #expect(written.hasPrefix("{\n  \"version\": 1,\n  \"include\": [],\n  \"exclude\": [],\n  \"severity\": {\n    \"ambiguous_layout\": \"error\",\n"))
    }

    @Test("linting with the starter configuration gives what linting without one gives")
    func starterChangesNothing() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let file = try workspace.copy(fixture: "configuration.json", to: "screen.json")
        let before = layoutlint("lint", file)
        #expect(layoutlint("init", workspace.root).exitCode == .success)
        #expect(layoutlint("lint", file) == before)
    }

    @Test("refuses to overwrite an existing file without --force")
    func refusesOverwrite() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let path = try workspace.write(".layoutlint.json", #"{ "version": 1, "disable": ["misplaced_view"] }"#)
        let refused = layoutlint("init", workspace.root)
        #expect(refused == .init(standardError: "\(path): error: the file already exists; pass --force to overwrite it\n",
                                 exitCode: .failure))
        #expect(try workspace.read(".layoutlint.json") == #"{ "version": 1, "disable": ["misplaced_view"] }"#)
        let forced = layoutlint("init", "--force", workspace.root)
        #expect(forced.exitCode == .success)
        #expect(try workspace.read(".layoutlint.json").contains("\"misplaced_view\": \"warning\""))
    }

    @Test("PATH may name the file itself")
    func writesNamedFile() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let path = workspace.path("lint-config.json")
        #expect(layoutlint("init", path).standardOutput.hasPrefix("wrote \(path):\n{\n"))
        #expect(layoutlint("lint", "--config", path, Fixture.path("configuration.json")).exitCode == .failure)
    }

    @Test("without PATH it writes ./.layoutlint.json", .enabled(if: BuiltBinary.url != nil, BuiltBinary.skipReason))
    func writesInCurrentFolder() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let result = try BuiltBinary.run(["init"], in: URL(fileURLWithPath: workspace.root))
        #expect(result.status == 0)
        #expect(result.standardOutput.hasPrefix("wrote .layoutlint.json:\n{\n"))
        #expect(FileManager.default.fileExists(atPath: workspace.path(".layoutlint.json")))
    }

    @Test("--help explains the file and the keys")
    func help() {
        let text = layoutlint("init", "--help").standardOutput
        #expect(text.contains("USAGE: layoutlint init [--force] [<path>]"))
        #expect(text.contains("--force") && text.contains("\"overrides\"") && text.contains("\"suppress\""))
    }
}
