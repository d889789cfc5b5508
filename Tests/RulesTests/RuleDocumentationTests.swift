import Foundation
import Rules
import Testing

/// The committed pages in `rules/` are exactly what `RuleDocumentation` renders from the
/// rule descriptions: change a description, then regenerate.
@Suite struct RuleDocumentationTests {
    static let directory = Package.url("rules")
    static let regenerate = "run `swift run layoutlint rules --write-docs rules` from the package root to regenerate the rule pages"

    static var ruleIDs: [String] { RuleRegistry.all.map { $0.description.id } }

    @Test func commandIsTheOneTheFailureMessagesName() {
        #expect(RuleDocumentation.regenerateCommand == "swift run layoutlint rules --write-docs rules")
    }

    @Test(arguments: ruleIDs)
    func pageIsUpToDate(ruleID: String) throws {
        let rule = try #require(RuleRegistry.rule(ruleID)).description
        let url = Self.directory.appendingPathComponent("\(ruleID).md")
        let committed = try? String(contentsOf: url, encoding: .utf8)
        #expect(committed != nil, "rules/\(ruleID).md is missing; \(Self.regenerate)")
        guard let committed else { return }
        let expected = RuleDocumentation.markdown(for: rule)
        #expect(committed == expected, "rules/\(ruleID).md is out of date; \(Self.regenerate)\(Self.firstDifference(committed, expected))")
    }

    @Test func indexIsUpToDate() {
        let url = Self.directory.appendingPathComponent("README.md")
        let committed = try? String(contentsOf: url, encoding: .utf8)
        #expect(committed != nil, "rules/README.md is missing; \(Self.regenerate)")
        guard let committed else { return }
        let expected = RuleDocumentation.index(RuleRegistry.all.map { $0.description })
        #expect(committed == expected, "rules/README.md is out of date; \(Self.regenerate)\(Self.firstDifference(committed, expected))")
    }

    @Test func noPageForAnUnknownRule() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.directory.path)
        let known = Set(Self.ruleIDs.map { "\($0).md" } + ["README.md"])
        let stray = names.filter { $0.hasSuffix(".md") && !known.contains($0) }.sorted()
        #expect(stray.isEmpty, "rules/ has pages for no rule: \(stray.joined(separator: ", ")); delete them and \(Self.regenerate)")
    }

    @Test func pageHasEverySection() throws {
        let rule = try #require(RuleRegistry.rule("unsatisfiable_constraints")).description
        let page = RuleDocumentation.markdown(for: rule)
        #expect(page.hasPrefix("# Unsatisfiable constraints (`unsatisfiable_constraints`)\n\n\(rule.summary)\n"))
        for heading in ["## Why", "## Triggering examples", "## Non-triggering examples"] {
            #expect(page.contains("\n\(heading)\n"))
        }
        #expect(page.contains("| `unsatisfiable_constraints` | error |"))
        #expect(page.contains("```json\n\(rule.triggeringExamples[0])\n```\n"))
        #expect(page.contains("```json\n\(rule.nonTriggeringExamples[0])\n```\n"))
        #expect(page.hasSuffix("\nGenerated from Sources/Rules/unsatisfiable_constraints.swift by `swift run layoutlint rules --write-docs rules`; do not edit.\n"))
        #expect(page == RuleDocumentation.markdown(for: rule), "rendering is deterministic")
    }

    @Test func indexLinksEveryRuleInOrder() {
        let rules = RuleRegistry.all.map { $0.description }
        let index = RuleDocumentation.index(rules)
        let rows = index.split(separator: "\n").filter { $0.hasPrefix("| [`") }
        #expect(rows.count == rules.count)
        for (row, rule) in zip(rows, rules) {
            #expect(row.hasPrefix("| [`\(rule.id)`](\(rule.id).md) | \(rule.name) | \(rule.defaultSeverity.rawValue) | "))
        }
    }

    /// Where two texts first differ, for the failure message.
    static func firstDifference(_ committed: String, _ expected: String) -> String {
        let a = committed.split(separator: "\n", omittingEmptySubsequences: false)
        let b = expected.split(separator: "\n", omittingEmptySubsequences: false)
        for line in 0..<max(a.count, b.count) {
            let left = line < a.count ? String(a[line]) : "(end of file)"
            let right = line < b.count ? String(b[line]) : "(end of file)"
            if left != right { return "\n  line \(line + 1) committed: \(left)\n  line \(line + 1) expected:  \(right)" }
        }
        return ""
    }
}
