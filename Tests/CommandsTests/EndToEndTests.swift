import Foundation
import Testing

/// The built `layoutlint` executable, found next to the running test bundle, so the tests
/// use the binary of this very build whatever the scratch path (`.build`, `/tmp/…`).
enum BuiltBinary {
    /// `$LAYOUTLINT_BINARY` if set, else the first executable `layoutlint` in the products
    /// directories that the test runner's own location points at.
    static let url: URL? = candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }

    /// Where the binary may be, most specific first.
    static var candidates: [URL] {
        if let override = ProcessInfo.processInfo.environment["LAYOUTLINT_BINARY"], !override.isEmpty {
            return [URL(fileURLWithPath: override)]
        }
        var directories: [URL] = []
        // Linux: the runner is `<products>/<package>PackageTests.xctest`, an executable.
        if let runner = CommandLine.arguments.first {
            let url = URL(fileURLWithPath: runner).resolvingSymlinksInPath()
            directories.append(url.deletingLastPathComponent())
        }
        if let executable = Bundle.main.executableURL {
            directories.append(executable.resolvingSymlinksInPath().deletingLastPathComponent())
        }
        // macOS: `<products>/<package>PackageTests.xctest` is a bundle loaded by `xctest`.
        for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
            directories.append(bundle.bundleURL.deletingLastPathComponent())
        }
        directories.append(Bundle.main.bundleURL)
        return directories.map { $0.appendingPathComponent("layoutlint") }
    }

    static var skipReason: Comment {
        Comment(rawValue: "the layoutlint executable was not found next to the test runner "
            + "(looked at \(candidates.map(\.path))); build it, or set LAYOUTLINT_BINARY")
    }

    /// What one run of the binary printed and returned.
    struct Result {
        var standardOutput: String
        var standardError: String
        var status: Int32
        /// False when the process died from a signal (a crash) instead of exiting.
        var exited: Bool
    }

    /// Runs the binary with `arguments` in `directory`. Both streams go to files, so a
    /// large output on one stream can never block the process while the other is read.
    static func run(_ arguments: [String], in directory: URL = Fixture.directory) throws -> Result {
        let binary = try #require(url, skipReason)
        let scratch = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("stdout")
        let errURL = scratch.appendingPathComponent("stderr")
        try Data().write(to: outURL)
        try Data().write(to: errURL)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)

        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()
        return Result(standardOutput: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
                      standardError: String(decoding: try Data(contentsOf: errURL), as: UTF8.self),
                      status: process.terminationStatus,
                      exited: process.terminationReason == .exit)
    }
}

/// The real executable, run as a user would: relative paths from the fixtures directory,
/// real streams and real exit statuses.
@Suite("The built layoutlint binary", .enabled(if: BuiltBinary.url != nil, BuiltBinary.skipReason))
struct EndToEndTests {
    @Test("solve FILE: the table on stdout, exit 0")
    func solvesTable() throws {
        let result = try BuiltBinary.run(["solve", "solvesSmallSystemAsTable.json"])
        #expect(result.exited)
        #expect(result.status == 0)
        #expect(result.standardError == "")
        #expect(result.standardOutput == """
            left    20
            width   280
            right   300
            center  160
            third   93.333333
            offset  -12.5
            unused  0

            """)
    }

    /// The rejection names the file the way it was typed on the command line.
    @Test("solve --format json on an unsatisfiable system: the JSON document, exit 1")
    func solvesJSONWithRejection() throws {
        let result = try BuiltBinary.run(["solve", "--format", "json", "reportsUnsatisfiableConstraint.json"])
        #expect(result.exited)
        #expect(result.status == 1)
        #expect(result.standardError == "")
        let document = try jsonObject(result.standardOutput)
        #expect(document["name"] as? String == "conflict")
        #expect(document["unsatisfiable"] as? Bool == true)
        let rejected = try #require(document["rejected"] as? [[String: Any]])
        #expect(rejected.first?["file"] as? String == "reportsUnsatisfiableConstraint.json")
        #expect(rejected.first?["index"] as? Int == 2)
        #expect(rejected.first?["line"] as? Int == 7)
        let variables = try #require(document["variables"] as? [[String: Any]])
        #expect(variables.map { $0["name"] as? String } == ["width", "height", "perimeter"])
        #expect(variables.map { number($0["value"]) } == [100, 40, 280])
    }

    @Test("solve --bench: one JSON line on stdout, exit 0")
    func printsBenchLine() throws {
        let result = try BuiltBinary.run(["solve", "--bench", "benchPrintsResultLine.json"])
        #expect(result.exited)
        #expect(result.status == 0)
        #expect(result.standardError == "")
        #expect(result.standardOutput.filter { $0 == "\n" }.count == 1)
        #expect(result.standardOutput.contains(#""checksum":1057.833333,"#))
    }

    @Test("A usage error: exit 64, `Error:` and the usage on stderr, nothing on stdout")
    func reportsUsageError() throws {
        let result = try BuiltBinary.run(["solve", "--formt", "json", "solvesSmallSystemAsTable.json"])
        #expect(result.exited)
        #expect(result.status == 64)
        #expect(result.standardOutput == "")
        #expect(result.standardError == """
            Error: Unknown option '--formt'. Did you mean '--format'?
            Usage: layoutlint solve [--format <format>] [--bench] <file>
              See 'layoutlint solve --help' for more information.

            """)
    }

    @Test("An unreadable file: exit 2, the file named on stderr, nothing on stdout")
    func reportsUnreadableFile() throws {
        let result = try BuiltBinary.run(["solve", "no-such-file.json"])
        #expect(result.exited)
        #expect(result.status == 2)
        #expect(result.standardOutput == "")
        #expect(result.standardError.hasPrefix("no-such-file.json: error: cannot read file: "))
    }

    @Test("An invalid file: exit 2, `file:line:col: error:` with the path as typed")
    func reportsInvalidFile() throws {
        let result = try BuiltBinary.run(["solve", "rejectsHostileInput-wrong-type.json"])
        #expect(result.exited)
        #expect(result.status == 2)
        #expect(result.standardOutput == "")
        #expect(result.standardError == """
            rejectsHostileInput-wrong-type.json:5:39: error: $.constraints[0].constant: expected a number, found "10"

            """)
    }

    @Test("lint with no path lints the current folder, as SwiftLint does")
    func lintsCurrentFolder() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let conflict = try Data(contentsOf: URL(fileURLWithPath: Fixture.path("reportsConflictInDump.json")))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Screens"), withIntermediateDirectories: true)
        try conflict.write(to: folder.appendingPathComponent("Screens/conflict.json"))
        let result = try BuiltBinary.run(["lint", "--reporter", "json"], in: folder)
        #expect(result.exited)
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("\"file\": \"./Screens/conflict.json\""))
        #expect(result.standardOutput.contains("unsatisfiable_constraints"))
    }

    @Test("--version and --help: exit 0 on stdout")
    func printsVersionAndHelp() throws {
        let version = try BuiltBinary.run(["--version"])
        #expect(version.status == 0)
        #expect(version.standardOutput.hasSuffix("\n"))
        #expect(version.standardOutput.split(separator: ".").count == 3)
        let help = try BuiltBinary.run(["help", "solve"])
        #expect(help.status == 0)
        #expect(help.standardOutput.hasPrefix("OVERVIEW: "))
        #expect(help.standardError == "")
    }
}
