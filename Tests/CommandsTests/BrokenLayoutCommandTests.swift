import ArgumentKit
import Foundation
import Testing

/// One broken scene does not hide the findings of the others: `lint` and `solve` report its
/// error as an unreadable input (exit 2) and go on with the rest of the file.
@Suite("lint and solve on a file with a layout that cannot be read")
struct BrokenLayoutCommandTests {
    static let path = Fixture.packageRoot.appendingPathComponent("Fixtures/ReadersTests/IB/readsIB-broken-scenes.storyboard").path

    @Test("lint: the broken scenes' errors, then the other scene's findings; exit 2")
    func lintReportsErrorsAndFindings() {
        let output = layoutlint("lint", Self.path)
        #expect(output.exitCode == .inputUnreadable)
        let lines = output.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first == "\(Self.path):40:149: error: <constraint id=\"Bk1-cn-006\">: secondItem=\"Bk1-zz-404\" refers to no object in this document")
        #expect(lines.contains { $0.hasPrefix("\(Self.path):82:168: error: <constraint id=\"Bk2-cn-015\">: priority=\"1200\"") })
        #expect(lines.contains { $0.hasPrefix("\(Self.path):14:140: error: UIView'Card''s height is not fixed") && $0.hasSuffix("[ambiguous_layout]") })
        #expect(lines.last == "1 file linted: 1 error, 1 warning, 2 unreadable layouts")
    }

    @Test("lint --reporter json: each error is an input entry beside the findings")
    func lintJSON() throws {
        let output = layoutlint("lint", Self.path, "--reporter", "json")
        #expect(output.exitCode == .inputUnreadable)
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [[String: Any]])
        #expect(entries.map { $0["rule"] as? String } == ["input", "input", "ambiguous_layout", "misplaced_view"])
    }

    @Test("lint --write-baseline refuses, as for an unreadable file: the broken scenes' findings would be missing")
    func baselineRefused() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let baseline = folder.appendingPathComponent("baseline.json").path
        let output = layoutlint("lint", Self.path, "--write-baseline", baseline)
        #expect(output.exitCode == .inputUnreadable)
        #expect(output.standardError.contains("baseline not written: 1 file could not be read"))
        #expect(!FileManager.default.fileExists(atPath: baseline))
    }

    @Test("solve --format json: the readable layouts' frames, the broken ones' views as not modelled; errors on stderr, exit 2")
    func solveJSON() throws {
        let output = layoutlint("solve", Self.path, "--format", "json")
        #expect(output.exitCode == .inputUnreadable)
        let views = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [[String: Any]])
        let modelled = views.filter { $0["modelled"] as? Bool != false }.compactMap { $0["id"] as? String }
        #expect(modelled == ["Bk0-rt-003", "Bk0-vw-004", "Bk2-cl-005", "Bk2-cv-006", "Bk2-vw-007"])
        let left = views.filter { $0["modelled"] as? Bool == false }
        #expect(left.compactMap { $0["id"] as? String } == ["Bk1-rt-003", "Bk1-vw-004", "Bk2-rt-003", "Bk2-tv-004"])
        #expect(left.allSatisfy { ($0["reason"] as? String)?.hasPrefix("its layout could not be read: ") == true })
        #expect(output.standardError.components(separatedBy: ": error: ").count == 3)
    }
}
