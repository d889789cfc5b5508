import ArgumentKit
import Commands
import Foundation

/// A temporary folder tree for tests that write configurations, baselines and copies of
/// fixtures. Made fresh for each test; `remove()` deletes it.
struct Workspace {
    /// The folder's absolute path, without a trailing slash.
    let root: String

    /// A new, empty workspace.
    init() throws {
        root = try makeTemporaryDirectory().standardizedFileURL.path
    }

    /// The absolute path of `relative` inside the workspace.
    func path(_ relative: String) -> String {
        relative.isEmpty ? root : root + "/" + relative
    }

    /// Writes `text` to `relative`, creating folders as needed; returns the absolute path.
    @discardableResult
    func write(_ relative: String, _ text: String) throws -> String {
        let url = URL(fileURLWithPath: path(relative))
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    /// Copies `Fixtures/CommandsTests/<fixture>` to `relative`; returns the absolute path.
    @discardableResult
    func copy(fixture: String, to relative: String) throws -> String {
        try write(relative, try String(contentsOfFile: Fixture.path(fixture), encoding: .utf8))
    }

    /// The text of `relative`.
    func read(_ relative: String) throws -> String {
        try String(contentsOfFile: path(relative), encoding: .utf8)
    }

    /// Deletes the workspace.
    func remove() {
        try? FileManager.default.removeItem(atPath: root)
    }
}

extension Workspace {
    /// Runs `layoutlint lint --reporter json` with `arguments` and returns one line per finding,
    /// `path severity rule`, paths relative to the workspace.
    func lint(_ arguments: String...) throws -> (findings: [String], output: CommandOutput) {
        let output = Layoutlint.main(["lint", "--reporter", "json"] + arguments)
        guard output.exitCode != .inputUnreadable || output.standardOutput.hasPrefix("[") else { return ([], output) }
        let parsed = try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [[String: Any]] ?? []
        let lines = parsed.map { finding in
            let file = (finding["file"] as? String ?? "?").replacingOccurrences(of: root + "/", with: "")
            return "\(file) \(finding["severity"] as? String ?? "?") \(finding["rule"] as? String ?? "?")"
        }
        return (lines, output)
    }
}
