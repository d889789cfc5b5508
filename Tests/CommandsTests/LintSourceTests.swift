import Commands
import Foundation
import Testing

@Suite("layoutlint lint on Swift sources")
struct LintSourceTests {
    static let app = Fixture.path("sourceApp")

    /// Each finding as `File.swift:line:column rule`.
    static func findings(_ output: String) throws -> [String] {
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
        return parsed.map { finding in
            let file = ((finding["file"] as? String) ?? "") as NSString
            return "\(file.lastPathComponent):\(finding["line"] as? Int ?? 0):\(finding["column"] as? Int ?? 0) \(finding["rule"] as? String ?? "")"
        }
    }

    @Test("a folder of sources: every code rule lands on the line that wrote it; the clean file has none")
    func lintsASmallApp() throws {
        let output = layoutlint("lint", Self.app, "--reporter", "json")
        #expect(output.exitCode == .failure)
        #expect(try Self.findings(output.standardOutput) == [
            "BadgeView.swift:10:9 constraints_created_during_layout",
            "BadgeView.swift:11:9 layout_feedback_loop",
            "BadgeView.swift:18:5 missing_super_call",
            "MessageCell.swift:18:9 constraints_in_cell_configuration",
            "MessageCell.swift:19:9 required_priority_change",
            "ProfileViewController.swift:10:9 constraint_before_common_ancestor",
            "ProfileViewController.swift:14:13 autoresizing_mask_translation",
            "ProfileViewController.swift:16:13 unsatisfiable_constraints",
            "ProfileViewController.swift:18:13 left_right_attributes",
        ])
    }

    @Test("configuration turns code rules off like any other")
    func configurationAppliesToCodeRules() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let source = try String(contentsOfFile: Self.app + "/BadgeView.swift", encoding: .utf8)
        let file = try workspace.write("App/BadgeView.swift", source)
        try workspace.write(".layoutlint.json", #"{"version": 1, "severity": {"layout_feedback_loop": "off", "missing_super_call": "warning"}}"#)
        let output = layoutlint("lint", file, "--reporter", "json")
        #expect(try Self.findings(output.standardOutput) == [
            "BadgeView.swift:10:9 constraints_created_during_layout",
            "BadgeView.swift:18:5 missing_super_call",
        ])
    }

    @Test("a // layoutlint:disable comment hides its rules on its line and the next; unused and unknown ones are warned about")
    func commentSuppressions() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let file = try workspace.write("BadgeView.swift", """
            final class BadgeView: UIView {
                private let label = UILabel()

                override func layoutSubviews() {
                    super.layoutSubviews()
                    addSubview(label)
                    label.translatesAutoresizingMaskIntoConstraints = false
                    // layoutlint:disable constraints_created_during_layout (runs once: measured)
                    label.centerXAnchor.constraint(equalTo: centerXAnchor).isActive = true
                    setNeedsLayout() // layoutlint:disable layout_feedback_lop
                }
                /* layoutlint:disable */
            }
            """)
        let output = layoutlint("lint", file, "--reporter", "json")
        #expect(try Self.findings(output.standardOutput) == ["BadgeView.swift:10:9 layout_feedback_loop"])
        #expect(output.standardError.contains("BadgeView.swift:10:26: warning: 'layoutlint:disable layout_feedback_lop' names an unknown rule \"layout_feedback_lop\""))
        #expect(output.standardError.contains("BadgeView.swift:12:5: warning: suppression 'layoutlint:disable' matched no finding"))
        #expect(!output.standardError.contains("BadgeView.swift:8:"), "the used suppression is not reported")
    }

    @Test("a source that cannot be read is a located error, exit 2, and the others are still linted")
    func unreadableSource() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("Broken.swift", "let a = \"open\n")
        try workspace.write("Fine.swift", "let b = 1\n")
        let output = layoutlint("lint", workspace.root)
        #expect(output.exitCode == .inputUnreadable)
        #expect((output.standardOutput + output.standardError).contains("Broken.swift:1:9: error: unterminated string literal"))
    }

    @Test("'layoutlint sources' lists what the reader recognised")
    func sourcesCommand() throws {
        let output = layoutlint("sources", Self.app + "/ProfileViewController.swift")
        #expect(output.exitCode == .success)
        #expect(output.standardOutput.contains("ProfileViewController.swift:10:9: anchor (active): avatar.top == view.safeAreaLayoutGuide.top + 16\n"))
        let json = layoutlint("sources", "--json", Self.app)
        #expect(json.standardOutput.contains("\"constraints\": {\"anchor\": 6}"))
    }
}
