import Foundation
import Testing

/// `scripts/xcode-build-phase.sh`, run the way Xcode runs a Run Script phase: with
/// `SCRIPT_INPUT_FILE_*` and the build settings in the environment.
@Suite("The Xcode Run Script build phase", .enabled(if: BuiltBinary.url != nil, BuiltBinary.skipReason))
struct XcodeBuildPhaseTests {
    static let script = Fixture.packageRoot.appendingPathComponent("scripts/xcode-build-phase.sh").path

    /// Runs the script with `environment` (plus PATH) and returns its output and status.
    func phase(_ environment: [String: String]) throws -> (output: String, status: Int32) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = [Self.script]
        process.environment = environment.merging(["PATH": "/usr/bin:/bin"]) { first, _ in first }
        process.currentDirectoryURL = Fixture.directory
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: data, as: UTF8.self), process.terminationStatus)
    }

    var binary: String { BuiltBinary.url?.path ?? "layoutlint" }

    @Test("The input files are linted and reported the way Xcode shows inline; errors fail the build")
    func lintsInputFiles() throws {
        let result = try phase(["LAYOUTLINT": binary, "SCRIPT_INPUT_FILE_COUNT": "2",
                                "SCRIPT_INPUT_FILE_0": "reportsConflictInDump.json",
                                "SCRIPT_INPUT_FILE_1": Fixture.packageRoot.appendingPathComponent("Fixtures/Examples/profile-screen.layoutdump.json").path])
        #expect(result.status == 1)
        #expect(result.output.contains("reportsConflictInDump.json:12:5: error: "))
        #expect(result.output.contains("(unsatisfiable_constraints)"))
        #expect(!result.output.contains("profile-screen"), "the clean file has nothing to report")
    }

    @Test("LAYOUTLINT_ADVISORY=1 shows the errors but never fails the build")
    func advisory() throws {
        let result = try phase(["LAYOUTLINT": binary, "LAYOUTLINT_ADVISORY": "1", "SCRIPT_INPUT_FILE_COUNT": "1",
                                "SCRIPT_INPUT_FILE_0": "reportsConflictInDump.json"])
        #expect(result.status == 0)
        #expect(result.output.contains("error: "))
    }

    @Test("Interface Builder's own builds (COMPILED_FOR_INTERFACE_BUILDER) are skipped")
    func skipsInterfaceBuilderBuilds() throws {
        let result = try phase(["LAYOUTLINT": binary, "COMPILED_FOR_INTERFACE_BUILDER": "1", "SCRIPT_INPUT_FILE_COUNT": "1",
                                "SCRIPT_INPUT_FILE_0": "reportsConflictInDump.json"])
        #expect(result.status == 0)
        #expect(result.output.isEmpty)
    }

    @Test("Without layoutlint installed: one warning Xcode shows, and the build goes on")
    func missingTool() throws {
        let result = try phase(["LAYOUTLINT": "", "SCRIPT_INPUT_FILE_COUNT": "0"])
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("warning: layoutlint is not installed"))
    }

    @Test("With DERIVED_FILE_DIR, outcomes are kept in its layoutlint-cache and a second build reports the same; LAYOUTLINT_NO_CACHE=1 keeps none")
    func cachesInDerivedFiles() throws {
        let derived = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: derived) }
        let environment = ["LAYOUTLINT": binary, "DERIVED_FILE_DIR": derived.path, "SCRIPT_INPUT_FILE_COUNT": "1",
                           "SCRIPT_INPUT_FILE_0": "reportsConflictInDump.json"]
        let first = try phase(environment)
        let cache = derived.appendingPathComponent("layoutlint-cache").path
        // One folder for this layoutlint, holding one entry for the one file.
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: cache)) ?? []
        #expect(folders.count == 1 && folders.allSatisfy { $0.hasPrefix("layoutlint-") })
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "\(cache)/\(folders.first ?? "")")) ?? []
        #expect(entries.filter { $0.hasSuffix(".plist") }.count == 1)
        let second = try phase(environment)
        #expect(first.status == 1 && second.status == 1)
        #expect(second.output == first.output && first.output.contains("(unsatisfiable_constraints)"))
        let uncachedFolder = derived.appendingPathComponent("other")
        let uncached = try phase(environment.merging(["LAYOUTLINT_NO_CACHE": "1", "DERIVED_FILE_DIR": uncachedFolder.path]) { _, new in new })
        #expect(uncached.output == first.output)
        #expect(!FileManager.default.fileExists(atPath: uncachedFolder.appendingPathComponent("layoutlint-cache").path))
    }
}
