import ArgumentKit
import Commands
import Foundation
import Testing

/// The documented limits (docs/limits.md) hold at their edges: a file at a limit is linted, one
/// past it is an error for that file alone (exit 2) while the other files are still linted.
@Suite("lint enforces its input limits file by file")
struct InputLimitTests {
    /// A dump with `views` views under the root and `constraints` width constraints.
    static func dump(views: Int, constraints: Int) -> Data {
        let children = (0..<views - 1).map { #"{ "id": "v\#($0)", "class": "UIView", "superview": "root", "frame": [0, 0, 10, 10] }"# }
        let list = (0..<constraints).map { #"{ "firstItem": "root", "firstAttribute": "width", "relation": ">=", "constant": \#($0) }"# }
        return Data("""
            {"format": "layoutlint-dump", "version": 1, "platform": "ios",
             "views": [{ "id": "root", "class": "UIView", "frame": [0, 0, 390, 844], "translatesAutoresizingMaskIntoConstraints": true }\(children.isEmpty ? "" : ",\n")\(children.joined(separator: ",\n"))],
             "constraints": [\(list.joined(separator: ",\n"))]}
            """.utf8)
    }

    static func lint(_ files: [String: Data], _ options: [String]) throws -> CommandOutput {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, data) in files { try data.write(to: folder.appendingPathComponent(name)) }
        let paths = files.keys.sorted().map { folder.appendingPathComponent($0).path }
        let output = Layoutlint.main(["lint", "--reporter", "xcode"] + options + paths)
        return CommandOutput(standardOutput: output.standardOutput.replacingOccurrences(of: folder.path + "/", with: ""),
                             standardError: output.standardError.replacingOccurrences(of: folder.path + "/", with: ""),
                             exitCode: output.exitCode)
    }

    @Test("--max-views: 3 views pass at 3; past it the file alone is refused")
    func viewLimit() throws {
        let atLimit = try Self.lint(["a.json": Self.dump(views: 3, constraints: 1)], ["--max-views", "3"])
        #expect(atLimit.exitCode != .inputUnreadable)
        #expect(!atLimit.standardOutput.contains("limit"))
        let past = try Self.lint(["a.json": Self.dump(views: 4, constraints: 1), "b.json": Self.dump(views: 2, constraints: 1)], ["--max-views", "3"])
        #expect(past.exitCode == .inputUnreadable)
        #expect(past.standardOutput.contains("a.json: error: a layout with 4 views, more than the limit of 3 (raise it with --max-views)"))
        #expect(past.standardOutput.contains("b.json:3:1: error: nothing fixes UIView:v0"), "b.json is still linted: \(past.standardOutput)")
    }

    @Test("--max-constraints: 5 constraints pass at 5, 6 do not")
    func constraintLimit() throws {
        #expect(try Self.lint(["a.json": Self.dump(views: 1, constraints: 5)], ["--max-constraints", "5"]).exitCode != .inputUnreadable)
        let past = try Self.lint(["a.json": Self.dump(views: 1, constraints: 6)], ["--max-constraints", "5"])
        #expect(past.exitCode == .inputUnreadable)
        #expect(past.standardOutput.contains("a.json: error: a layout with 6 constraints, more than the limit of 5 (raise it with --max-constraints)"))
    }

    @Test("--max-file-size: a file of exactly that many bytes is read, one byte more is not")
    func fileSizeLimit() throws {
        let data = Self.dump(views: 1, constraints: 1)
        #expect(try Self.lint(["a.json": data], ["--max-file-size", "\(data.count)"]).exitCode != .inputUnreadable)
        let past = try Self.lint(["a.json": data], ["--max-file-size", "\(data.count - 1)"])
        #expect(past.exitCode == .inputUnreadable)
        #expect(past.standardOutput.contains("a.json: error: the file is \(data.count) bytes, more than the limit of \(data.count - 1) (raise it with --max-file-size)"))
    }

    @Test("A limit that is not a positive whole number is a usage error", arguments: ["0", "-3", "1e6", "many"])
    func badLimitValue(value: String) {
        let output = Layoutlint.main(["lint", "--max-views", value, "."])
        #expect(output.exitCode == .usageError)
        #expect(output.standardError.contains("--max-views must be a whole number from 1 to 2147483647, found '\(value)'"))
    }

    @Test("--max-identifier-length: an id of exactly that many characters passes, one more is refused where it is written")
    func identifierLimit() throws {
        let id = String(repeating: "v", count: 40)
        let data = Data(String(decoding: Self.dump(views: 2, constraints: 1), as: UTF8.self).replacingOccurrences(of: "\"v0\"", with: "\"\(id)\"").utf8)
        #expect(try Self.lint(["a.json": data], ["--max-identifier-length", "40"]).exitCode != .inputUnreadable)
        let past = try Self.lint(["a.json": data, "b.json": Self.dump(views: 2, constraints: 1)], ["--max-identifier-length", "39"])
        #expect(past.exitCode == .inputUnreadable)
        #expect(past.standardOutput.contains("a.json:3:1: error: an id of 40 characters (“vvvvvvvvvvvvvvvvvvvvvvvv…”), more than the limit of 39 (raise it with --max-identifier-length)"),
                "\(past.standardOutput)")
        #expect(past.standardOutput.contains("b.json:3:1: error: nothing fixes UIView:v0"), "b.json is still linted")
    }

    @Test("--max-line-length: a source line of exactly that many bytes passes, one more is refused with its line")
    func lineLimit() throws {
        let source = Data("import UIKit\nlet a = 1\n// \(String(repeating: "x", count: 17))\n".utf8)  // line 3: 20 bytes
        #expect(try Self.lint(["a.swift": source], ["--max-line-length", "20"]).exitCode != .inputUnreadable)
        let past = try Self.lint(["a.swift": source], ["--max-line-length", "19"])
        #expect(past.exitCode == .inputUnreadable)
        #expect(past.standardOutput.contains("a.swift:3:1: error: the line is 20 bytes long, more than the limit of 19 (raise it with --max-line-length)"),
                "\(past.standardOutput)")
    }

    @Test("A configuration's limits apply to its files, and the command line wins over them")
    func configuredLimits() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.dump(views: 4, constraints: 1).write(to: folder.appendingPathComponent("a.json"))
        try Data(#"{"version": 1, "limits": {"maxViews": 3, "timeLimit": 30}}"#.utf8).write(to: folder.appendingPathComponent(".layoutlint.json"))
        let configured = Layoutlint.main(["lint", "--reporter", "xcode", folder.path])
        #expect(configured.exitCode == .inputUnreadable)
        #expect(configured.standardOutput.contains("a layout with 4 views, more than the limit of 3"))
        let raised = Layoutlint.main(["lint", "--reporter", "xcode", "--max-views", "4", folder.path])
        #expect(raised.exitCode != .inputUnreadable, "\(raised.standardOutput)")
    }

    @Test("A misspelt or impossible limit in the configuration is an error naming its place",
          arguments: [(#"{"version": 1, "limits": {"maxView": 3}}"#, "unknown key \"maxView\""),
                      (#"{"version": 1, "limits": {"maxViews": 0}}"#, "limits.maxViews"),
                      (#"{"version": 1, "limits": {"timeLimit": "fast"}}"#, "limits.timeLimit")])
    func badConfiguredLimit(configuration: String, words: String) throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.dump(views: 2, constraints: 1).write(to: folder.appendingPathComponent("a.json"))
        try Data(configuration.utf8).write(to: folder.appendingPathComponent(".layoutlint.json"))
        let output = Layoutlint.main(["lint", folder.path])
        #expect(output.exitCode != .success)
        #expect(output.standardError.contains(words), "\(output.standardError)")
        #expect(output.standardError.contains(".layoutlint.json:1:"), "located: \(output.standardError)")
    }

    @Test("The defaults are the documented ones")
    func defaults() throws {
        let text = try String(contentsOf: Fixture.packageRoot.appendingPathComponent("docs/limits.md"), encoding: .utf8)
        #expect(text.contains("| file size | 67108864 bytes (64 MiB) | `--max-file-size` |"))
        #expect(text.contains("| views per layout | 5,000 | `--max-views` |"))
        #expect(text.contains("| constraints per layout | 20,000 | `--max-constraints` |"))
        #expect(text.contains("| line length (Swift and Objective-C sources, console logs) | 16777216 bytes (16 MiB) | `--max-line-length` |"))
        #expect(text.contains("| identifier length | 1,024 characters | `--max-identifier-length` |"))
        #expect(text.contains("| time per file | 120 s | `--time-limit` |"))
        let help = Layoutlint.main(["lint", "--help"]).standardOutput
        #expect(help.contains("67108864") && help.contains("5000)") && help.contains("20000)"))
    }
}
