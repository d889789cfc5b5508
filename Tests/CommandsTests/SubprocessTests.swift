import Foundation
import Testing
@testable import Commands

/// `Subprocess` runs a program as Foundation's `Process` did for `GitRunner`: both outputs
/// captured (however much is written to each), standard input empty, the exit code kept.
@Suite("Subprocess: a program run with posix_spawnp, its outputs and exit code captured")
struct SubprocessTests {
    @Test("what a program prints on each output, and its exit code")
    func outputsAndExitCode() throws {
        let finished = try Subprocess.run("sh", ["-c", "printf out; printf err >&2; exit 3"]).get()
        #expect(finished.exitCode == 3)
        #expect(String(decoding: finished.output, as: UTF8.self) == "out")
        #expect(String(decoding: finished.errors, as: UTF8.self) == "err")
    }

    @Test("a program that fills both pipes is read to its end, not left blocked")
    func largeOutputsOnBothPipes() throws {
        // 256 KB on each output, interleaved: four times a pipe's buffer.
        let script = "i=0; while [ $i -lt 256 ]; do head -c 1024 /dev/zero; head -c 1024 /dev/zero >&2; i=$((i+1)); done"
        let finished = try Subprocess.run("sh", ["-c", script]).get()
        #expect(finished.exitCode == 0)
        #expect(finished.output.count == 262_144 && finished.errors.count == 262_144)
    }

    @Test("standard input is empty: a program reading it ends at once")
    func emptyStandardInput() throws {
        let finished = try Subprocess.run("cat", []).get()
        #expect(finished.exitCode == 0 && finished.output.isEmpty)
    }

    @Test("a program that is not on PATH is a failure in the system's words, and a signal leaves no exit code")
    func missingProgramAndSignal() throws {
        switch Subprocess.run("layoutlint-no-such-program", []) {
        case .success: Issue.record("a missing program ran")
        case .failure(let error): #expect(error.description == "no such file or folder")
        }
        let killed = try Subprocess.run("sh", ["-c", "kill -9 $$"]).get()
        #expect(killed.exitCode == nil)
    }

    @Test("git's own words when it fails, with the folder it ran in")
    func gitFailure() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlint-subprocess-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        switch GitRunner(directory: folder.path).topLevel() {
        case .success(let top): Issue.record("a temporary folder is in a repository: \(top)")
        case .failure(let error):
            // (Without git installed, the failure to start it is the message.)
            #expect(error.message.hasPrefix("not in a git repository (fatal: not a git repository")
                        || error.message.hasPrefix("not in a git repository (cannot run git: "), "\(error.message)")
        }
    }
}

/// `sources --bench`'s figures with two decimals, as `String(format: "%.2f")` writes them.
@Suite struct TwoDecimalsTests {
    @Test(arguments: [0, 1.5, 2.345, 2.355, 10.005, 0.004, 123.456, -1.25, -0.001, 99.999])
    func agreesWithFormat(value: Double) {
        let formatted = String(format: "%.2f", value)
        // printf rounds the binary value half to even; both agree away from exact halves.
        #expect(SourcesCommand.twoDecimals(value) == formatted || abs((value * 1000).truncatingRemainder(dividingBy: 10)) == 5,
                "\(value): \(SourcesCommand.twoDecimals(value)) against \(formatted)")
    }
}
