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
        #expect(output.standardError.contains("--max-views must be a positive whole number, found '\(value)'"))
    }

    @Test("The defaults are the documented ones")
    func defaults() throws {
        let text = try String(contentsOf: Fixture.packageRoot.appendingPathComponent("docs/limits.md"), encoding: .utf8)
        #expect(text.contains("| file size | 67108864 bytes (64 MiB) | `--max-file-size` |"))
        #expect(text.contains("| views per layout | 5,000 | `--max-views` |"))
        #expect(text.contains("| constraints per layout | 20,000 | `--max-constraints` |"))
        let help = Layoutlint.main(["lint", "--help"]).standardOutput
        #expect(help.contains("67108864") && help.contains("5000)") && help.contains("20000)"))
    }
}
