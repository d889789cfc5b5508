import ArgumentKit
import Commands
import Foundation
import Testing

/// Files that are not valid constraint systems: each is exit 2, one compiler-style
/// diagnostic on stderr and nothing on stdout — never a crash, never a partial table.
@Suite("layoutlint solve rejects unreadable and invalid files with exit 2")
struct HostileInputTests {
    /// Each case reads `Fixtures/CommandsTests/rejectsHostileInput-<case>.json`; stderr is
    /// exactly `<path>` followed by the expected text and a newline.
    @Test("Invalid content gives `file:line:col: error:` and exit 2", arguments: [
        // The file ends inside the first constraint object, after its last member.
        ("truncated",
         #":5:37: error: $.constraints[0]: unexpected end of input; expected ',' or '}' after object member (the object opened at line 5, column 5 is not closed)"#),
        ("wrong-type",
         #":5:39: error: $.constraints[0].constant: expected a number, found "10""#),
        ("variables-not-array",
         #":1:37: error: $.variables: expected an array, found "a, b""#),
        ("unknown-variable",
         #":5:20: error: $.constraints[0].terms[0][1]: unknown variable "heigth"; it is not declared in $.variables (did you mean "height"?)"#),
        ("nan-literal",
         #":5:17: error: $.constraints[0].terms[0][0]: 'NaN' is not valid JSON: numbers must be finite"#),
        ("nan-string",
         #":5:17: error: $.constraints[0].terms[0][0]: expected a number, found "NaN""#),
        ("infinity-literal",
         #":5:39: error: $.constraints[0].constant: '-Infinity' is not valid JSON: numbers must be finite"#),
        ("overflowing-number",
         #":5:17: error: $.constraints[0].terms[0][0]: number 1e400 is out of range for a 64-bit floating-point value"#),
        // Zero bytes.
        ("empty",
         #":1:1: error: $: empty document; expected a JSON value"#),
        // A PNG signature followed by 120 pseudo-random bytes.
        ("binary-garbage",
         #":1:1: error: $: invalid UTF-8: byte 0x89 does not start a valid sequence"#),
    ])
    func rejectsHostileInput(fixture: String, diagnostic: String) {
        let path = Fixture.path(variant: fixture)
        let output = layoutlint("solve", path)
        #expect(output == CommandOutput(standardError: path + diagnostic + "\n", exitCode: .inputUnreadable))
    }

    @Test("Each hostile file is also rejected with --format json and --bench",
          arguments: ["truncated", "unknown-variable", "binary-garbage"], [["--format", "json"], ["--bench"]])
    func rejectsHostileInputInEveryMode(fixture: String, options: [String]) {
        let path = Fixture.path("rejectsHostileInput-\(fixture).json")
        let output = Layoutlint.main(["solve"] + options + [path])
        #expect(output.exitCode == .inputUnreadable)
        #expect(output.standardOutput == "")
        #expect(output.standardError.hasPrefix(path + ":"))
    }

    /// A missing file has no line or column: the diagnostic is `<file>: error: cannot read
    /// file: <the system's reason>`.
    @Test("A missing file: exit 2 and a message that names the file")
    func rejectsMissingFile() {
        let path = Fixture.path("no-such-file.json")
        let output = layoutlint("solve", path)
        #expect(output.exitCode == .inputUnreadable)
        #expect(output.standardOutput == "")
        #expect(output.standardError.hasPrefix("\(path): error: cannot read file: "))
        #expect(output.standardError.hasSuffix("\n"))
        #expect(output.standardError.filter { $0 == "\n" }.count == 1)
    }

    @Test("A directory instead of a file: exit 2 and a message that names it")
    func rejectsDirectory() throws {
        let directory = try makeTemporaryDirectory().appendingPathComponent("system.json")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }

        let output = layoutlint("solve", directory.path)
        #expect(output.exitCode == .inputUnreadable)
        #expect(output.standardOutput == "")
        #expect(output.standardError.hasPrefix("\(directory.path): error: cannot read file: it is a folder"))
    }

    /// 100,000 nested arrays: the parser stops at its depth limit instead of recursing
    /// until the stack overflows.
    @Test("Absurdly deep nesting: exit 2, no stack overflow")
    func rejectsDeepNesting() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("deep.json")
        try Data(String(repeating: "[", count: 100_000).utf8).write(to: file)

        let output = layoutlint("solve", file.path)
        #expect(output.exitCode == .inputUnreadable)
        #expect(output.standardOutput == "")
        #expect(output.standardError.hasPrefix("\(file.path):1:513: error: $[0][0]"))
        #expect(output.standardError.hasSuffix(": nesting too deep: more than 512 levels of arrays and objects\n"))
    }

    /// KNOWN ISSUE (Sources/Commands/SolveReport.swift, `format`): values that overflow to
    /// infinity are printed as the JSON word `null` in the *text* table, with exit 0 and no
    /// diagnostic; `--bench` then prints `"checksum":null`. Reproduction:
    /// `reportsNonFiniteResult.json` has a == 1e300 and b == 1e300 · a (both required),
    /// so b = 1e600 overflows a Double: a number in every row, or a diagnostic and a
    /// non-zero exit — never `null` and success.
    @Test("A result that overflows is not reported as success with `null` as its value")
    func reportsNonFiniteResult() {
        let output = layoutlint("solve", Fixture.path())
        let values = output.standardOutput.split(separator: "\n").compactMap { $0.split(separator: " ").last }
        let everyValueIsANumber = values.allSatisfy { Double($0)?.isFinite == true }
        #expect(everyValueIsANumber || (output.exitCode != .success && !output.standardError.isEmpty),
                "stdout: \(output.standardOutput)")
    }
}
