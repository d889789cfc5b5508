import Commands
import Foundation
import Testing

/// The findings of a layout do not depend on the order its file lists things in.
@Suite("lint findings do not depend on the order of the input")
struct InputOrderTests {
    /// (rule, message, view, constraints, broken) of every finding of `path`, sorted;
    /// constraints without an object id are named by `file:line:col`, which moves with the
    /// order, so those names are left out.
    func findings(_ path: String) throws -> [String] {
        let output = Layoutlint.main(["lint", "--reporter", "json", path])
        let parsed = try #require(JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [[String: Any]])
        return parsed.map { finding in
            let constraints = (finding["constraints"] as? [String] ?? []).map { $0.contains(".json:") ? "(by location)" : $0 }
            let broken = (finding["broken"] as? String).map { $0.contains(".json:") ? "(by location)" : $0 } ?? "-"
            return [finding["rule"] as? String ?? "", finding["message"] as? String ?? "", finding["view"] as? String ?? "-",
                    constraints.joined(separator: ","), broken].joined(separator: " | ")
        }.sorted()
    }

    @Test("Reversing the constraints of a dump with a conflict changes no finding (not even ambiguity: the layout leaves out the constraint chosen to break, not the last one in the file)",
          arguments: ["baselineRoundTrip.json", "reportsConflictInDump.json"])
    func reversedConstraints(fixture: String) throws {
        let original = Fixture.path(fixture)
        var dump = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: original))) as? [String: Any])
        let constraints = try #require(dump["constraints"] as? [Any])
        dump["constraints"] = Array(constraints.reversed())
        let views = try #require(dump["views"] as? [Any])
        dump["views"] = views  // parents must stay before children
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("order-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let reversed = folder.appendingPathComponent(fixture)
        try JSONSerialization.data(withJSONObject: dump, options: [.prettyPrinted, .sortedKeys]).write(to: reversed)
        #expect(try findings(reversed.path) == findings(original))
        #expect(try !findings(original).isEmpty)
    }
}
