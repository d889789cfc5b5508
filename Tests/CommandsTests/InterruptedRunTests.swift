@testable import Commands
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Nothing layoutlint writes is ever left half written, and an interrupted or cut-off run
/// ends with a status of its own instead of a crash.
@Suite("Files are replaced whole; interrupted runs and broken pipes end cleanly")
struct InterruptedRunTests {
    static func temporaries(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".tmp") }
    }

    @Test("A write that fails part-way (a full disk) leaves the old file as it was and no temporary file")
    func failedWriteKeepsOldFile() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent(".layoutlint.json").path
        try Data("old contents\n".utf8).write(to: URL(fileURLWithPath: target))
        var calls = 0
        let error = #expect(throws: AtomicFile.Failure.self) {
            try AtomicFile.write(Data(repeating: 65, count: 3 << 20), to: target) { descriptor, bytes, count in
                calls += 1
                if calls == 2 { errno = ENOSPC; return -1 }
                return AtomicFile.systemWrite(descriptor, bytes, count)
            }
        }
        #expect(error?.description == "cannot write: no space left on the device")
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "old contents\n")
        #expect(try Self.temporaries(in: folder) == [])
    }

    @Test("A write that succeeds replaces the file and keeps its permissions")
    func writeReplacesAndKeepsMode() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("baseline.json").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: target))
        chmod(target, 0o600)
        try AtomicFile.write(Data("new".utf8), to: target)
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "new")
        let mode = try FileManager.default.attributesOfItem(atPath: target)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        #expect(try Self.temporaries(in: folder) == [])
    }

    /// Waits for `process`, killing it (a failure) when it outlives `seconds`.
    static func waitAtMost(_ seconds: Double, for process: Process) {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        if process.isRunning {
            Issue.record("the process ignored the signal")
            kill(process.processIdentifier, SIGKILL)
        }
        process.waitUntilExit()
    }

    /// A process of the built binary with its streams as given.
    static func launch(_ arguments: [String], in folder: URL, input: Any? = nil, output: Any? = nil) throws -> Process {
        let process = Process()
        process.executableURL = BuiltBinary.url
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.standardInput = input ?? FileHandle.nullDevice
        process.standardOutput = output ?? FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    @Test("SIGINT and SIGTERM end a run with 130 and 143 (not death by the signal)",
          .enabled(if: BuiltBinary.url != nil, BuiltBinary.skipReason),
          arguments: [(SIGINT, Int32(130)), (SIGTERM, Int32(143))])
    func signalsGiveTheirStatus(signal: Int32, status: Int32) throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        // `explain` with no file reads standard input, so it waits on the open pipe until signalled.
        let input = Pipe()
        let process = try Self.launch(["explain"], in: folder, input: input)
        usleep(300_000)
        kill(process.processIdentifier, signal)
        Self.waitAtMost(10, for: process)
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == status)
        try? input.fileHandleForWriting.close()
    }

    @Test("Killed at any moment of `init --force`, the configuration is the old one or the new one, whole",
          .enabled(if: BuiltBinary.url != nil, BuiltBinary.skipReason))
    func killedInitLeavesWholeFile() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent(".layoutlint.json")
        let old = Data("{\"version\": 1}\n".utf8)
        let fresh = try Self.launch(["init", "fresh.json"], in: folder)
        fresh.waitUntilExit()
        let new = try Data(contentsOf: folder.appendingPathComponent("fresh.json"))
        #expect(new.count > old.count)
        for attempt in 0..<24 {
            try old.write(to: target)
            let process = try Self.launch(["init", "--force"], in: folder)
            usleep(UInt32(attempt * 2_000))
            kill(process.processIdentifier, SIGTERM)
            Self.waitAtMost(10, for: process)
            let left = try Data(contentsOf: target)
            #expect(left == old || left == new, "attempt \(attempt): \(left.count) bytes")
            let left2 = try Self.temporaries(in: folder)
            #expect(left2 == [], "attempt \(attempt): \(left2)")
        }
    }

    @Test("A reader that goes away (`lint … | head`) ends the run quietly: no crash, no message",
          .enabled(if: BuiltBinary.url != nil, BuiltBinary.skipReason))
    func brokenPipeIsQuiet() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = Pipe()
        try output.fileHandleForReading.close()
        let errors = folder.appendingPathComponent("stderr")
        try Data().write(to: errors)
        let process = Process()
        process.executableURL = BuiltBinary.url
        process.arguments = ["rules"]
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0)
        #expect(try String(contentsOf: errors, encoding: .utf8) == "")
    }

    @Test("A FIFO, a link loop, a link to nothing and a name that is not UTF-8 get a message each; the others are linted",
          .enabled(if: BuiltBinary.url != nil, BuiltBinary.skipReason))
    func oddPathsGetAMessageEach() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let dump = try Data(contentsOf: Fixture.directory.appendingPathComponent("reportsConflictInDump.json"))
        try dump.write(to: folder.appendingPathComponent("with space.json"))
        #expect(mkfifo(folder.appendingPathComponent("pipe.xib").path, 0o644) == 0)
        #expect(mkfifo(folder.appendingPathComponent("pipe.json").path, 0o644) == 0)
        #expect(symlink("loop.xib", folder.appendingPathComponent("loop.xib").path) == 0)
        #expect(symlink("nothing", folder.appendingPathComponent("dangling.storyboard").path) == 0)
        #expect(symlink(".", folder.appendingPathComponent("self").path) == 0)
        var badName = Array((folder.path + "/bad").utf8CString.dropLast())
        badName += [CChar(bitPattern: 0xFF)] + Array(".json".utf8CString)
        let descriptor = open(badName, O_WRONLY | O_CREAT, 0o644)
        #expect(descriptor >= 0)
        _ = dump.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)

        let result = try BuiltBinary.run(["lint", "--reporter", "xcode", "."], in: folder)
        #expect(result.exited)
        #expect(result.status == 2)
        let lines = result.standardError.split(separator: "\n") + result.standardOutput.split(separator: "\n")
        for expected in ["./dangling.storyboard: error: cannot read file: a symbolic link to nothing",
                         "./loop.xib: error: cannot read file: a symbolic link loop",
                         "./pipe.json: error: cannot read file: it is a FIFO (named pipe), not a regular file",
                         "./pipe.xib: error: cannot read file: it is a FIFO (named pipe), not a regular file",
                         "./bad\u{FFFD}.json: error: cannot read file: its name is not valid UTF-8, so it cannot be opened by it; rename the file"] {
            #expect(lines.contains(Substring(expected)), "\(expected)\n--- got:\n\(lines.joined(separator: "\n"))")
        }
        #expect(lines.contains { $0.hasPrefix("./with space.json:12:5: error:") })
    }
}

/// `--time-limit`: work cut short by the deadline is thrown away whole, and the file gets the
/// time-limit error instead (a limit of 0 s, set here directly, is past before anything is solved).
@Suite("lint's time limit per file")
struct TimeLimitTests {
    @Test("A file whose time is up gets the time-limit error and no findings")
    func timeUp() throws {
        var job = LintJob(file: Fixture.path("reportsConflictInDump.json"))
        job.limits.timeLimitSeconds = 0
        let outcome = FileLinter.lint(job)
        #expect(outcome.result.failure?.contains("the analysis took longer than the limit of 0 s (raise it with --time-limit)") == true)
        #expect(outcome.result.findings.isEmpty)
        var generous = job
        generous.limits.timeLimitSeconds = 120
        #expect(FileLinter.lint(generous).result.failure == nil)
    }
}
