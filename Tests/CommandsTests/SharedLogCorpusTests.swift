import Commands
import Foundation
import Testing

/// Real console logs from public issue trackers (`../shared/corpus/logs`, when present:
/// users do not have it, and the test skips). `scripts/check_log_corpus.py` prints the
/// figures; this test keeps them from regressing.
@Suite("The shared corpus of real console logs")
struct SharedLogCorpusTests {
    static let corpus = Fixture.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus/logs")

    @Test("every log is explained: each message has an explanation and a fix, and constraints parse",
          .enabled(if: FileManager.default.fileExists(atPath: corpus.path), "no ../shared/corpus/logs"))
    func explainsEveryLog() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path).filter { $0.hasSuffix(".log") }.sorted()
        #expect(names.count > 160)
        var parsed = 0
        var unparsed = 0
        for name in names {
            let output = Layoutlint.main(["explain", "--format", "json", Self.corpus.appendingPathComponent(name).path])
            #expect(output.exitCode == .success, "\(name): no message found")
            let blocks = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [[String: Any]])
            for block in blocks {
                #expect((block["fix"] as? String)?.isEmpty == false, "\(name): \(block["kind"] ?? "")")
                for constraint in block["constraints"] as? [[String: Any]] ?? [] {
                    if let error = constraint["error"] as? String {
                        if !error.contains("cut off") { unparsed += 1 }
                    } else {
                        parsed += 1
                    }
                }
            }
        }
        #expect(parsed > 470)
        #expect(Double(parsed) / Double(parsed + unparsed) >= 0.995, "parsed \(parsed), unparsed \(unparsed)")
    }
}
