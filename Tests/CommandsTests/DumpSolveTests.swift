import Foundation
import Testing

@Suite("layoutlint solve on layout dumps")
struct DumpSolveTests {
    @Test("prints each view's solved frame in its superview, with the stored frame when they differ")
    func solvesLayoutDump() {
        let output = layoutlint("solve", Fixture.path())
        #expect(output.exitCode == .success)
        #expect(output.standardError == "")
        #expect(output.standardOutput == """
            VIEW       CLASS           NAME      FRAME (x, y, width, height)
            0xa00      UIView          -         (0, 0, 375, 667)
              0xa01    MyApp.CardView  'card'    (16, 36, 343, 120)
                0xa02  UILabel         'Hello'   (12, 12, 40, 21)
                0xa03  UISwitch        -         (280, 7, 51, 31)  stored (280, 12, 51, 31)
              0xa04    UIView          'legacy'  (0, 617, 375, 50)

            """)
    }

    @Test("--format json: one object per view with id, name, class, file, line, frame and storedFrame")
    func solvesLayoutDumpAsJSON() throws {
        let path = Fixture.path("solvesLayoutDump.json")
        let output = layoutlint("solve", path, "--format", "json")
        #expect(output.exitCode == .success)
        let views = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [[String: Any]])
        #expect(views.map { $0["id"] as? String } == ["0xa00", "0xa01", "0xa02", "0xa03", "0xa04"])
        #expect(views[1]["name"] as? String == "card")
        #expect(views[1]["class"] as? String == "MyApp.CardView")
        #expect(views[1]["file"] as? String == path)
        #expect(views[1]["line"] as? Int == 8)
        #expect(views[3]["frame"] as? [Double] == [280, 7, 51, 31])
        #expect(views[3]["storedFrame"] as? [Double] == [280, 12, 51, 31])
        #expect(views[0]["name"] is NSNull)
    }

    @Test("a required constraint that contradicts the others is left out and reported at its line")
    func reportsConflictInDump() {
        let path = Fixture.path()
        let output = layoutlint("solve", path)
        #expect(output.exitCode == .failure)
        #expect(output.standardOutput.contains("  card  UIView  -     (10, 0, 130, 40)"))
        #expect(output.standardOutput.contains("\(path):12:5: error: required constraint UIView:card.width >= 200 contradicts the required constraints before it; it was left out"))
    }

    @Test("with --format json the conflict goes to standard error and the JSON stays valid")
    func reportsConflictInDumpAsJSON() throws {
        let output = layoutlint("solve", Fixture.path("reportsConflictInDump.json"), "--format", "json")
        #expect(output.exitCode == .failure)
        #expect(output.standardError.contains("card.width >= 200"))
        _ = try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8))
    }

    @Test("macOS frames are printed as AppKit reports them: bottom-left origin")
    func solvesMacLayoutDump() {
        let output = layoutlint("solve", Fixture.path())
        #expect(output.exitCode == .success)
        #expect(output.standardOutput.contains("  ok     NSButton  'OK'  (380, 13, 86, 32)\n"))
    }

    @Test("--bench on a dump or an Interface Builder file times reading alone: bytes, items, best time, MB/s")
    func benchOnDumpTimesReading() throws {
        for path in [Fixture.path("solvesLayoutDump.json"), Fixture.path("fitsEmptyStackViews.xib")] {
            let output = layoutlint("solve", path, "--bench")
            #expect(output.exitCode == .success)
            let line = try #require(output.standardOutput.split(separator: "\n").first.map(String.init))
            let fields = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let bytes = try #require(FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
            #expect(fields["bytes"] as? Int == bytes)
            #expect((fields["items"] as? Int ?? 0) > 1)
            let seconds = try #require(fields["seconds_read"] as? Double)
            let rate = try #require(fields["mb_per_second"] as? Double)
            #expect(seconds > 0 && abs(rate - Double(bytes) / seconds / 1e6) <= 0.01 * rate + 1e-6)
        }
    }

    @Test("--bench on an unreadable dump reports the reader's error, exit 2")
    func benchOnBrokenDump() throws {
        let path = NSTemporaryDirectory() + "layoutlint-bench-broken-\(getpid()).json"
        try Data(#"{"format": "layoutlint-dump", "version": 1, "views": [ }"#.utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let output = layoutlint("solve", path, "--bench")
        #expect(output.exitCode == .inputUnreadable)
        #expect(output.standardError.contains("error:"))
    }

    @Test("the same dump gives the same bytes in every process")
    func deterministicAcrossProcesses() throws {
        let path = Fixture.path("solvesLayoutDump.json")
        let first = try BuiltBinary.run(["solve", path, "--format", "json"])
        let second = try BuiltBinary.run(["solve", path, "--format", "json"])
        #expect(first.status == 0 && first.standardOutput == second.standardOutput)
    }

    @Test("a broken dump exits 2 with a located message, never a crash")
    func brokenDump() throws {
        let run = try BuiltBinary.run(["solve", Fixture.path("solvesLayoutDump.json") + ".missing"])
        #expect(run.exited && run.status == 2)
        let truncated = try BuiltBinary.run(["solve", Fixture.packageRoot.appendingPathComponent("Fixtures/ReadersTests/reportsInvalidDump-truncated.json").path])
        #expect(truncated.exited && truncated.status == 2)
        #expect(truncated.standardError.contains("reportsInvalidDump-truncated.json:10:4: error: $.constraints: unexpected end of input"))
    }

    @Test("the README's example dump solves")
    func readmeExample() {
        let output = layoutlint("solve", Fixture.packageRoot.appendingPathComponent("Fixtures/Examples/profile-screen.layoutdump.json").path)
        #expect(output.exitCode == .success)
        #expect(output.standardOutput.contains("'Ada Lovelace'"))
    }
}
