import Reporters
import Rules
import Spelling

/// The closing summary of a text-reporter run over many files: counts by rule and severity,
/// and, when there are many findings, how to accept them for now and see only new ones.
/// It goes to standard error, so the report itself stays what the reporter writes.
enum LintSummary {
    /// A run shows the summary from this many findings on (a single finding needs none).
    static let minimumFindings = 10
    /// From this many findings on, the summary suggests a baseline.
    static let baselineHintFindings = 50

    /// The summary's lines for `results`; none for a run with few findings.
    static func lines(_ results: [FileResult]) -> [String] {
        let findings = results.flatMap(\.findings)
        guard findings.count >= minimumFindings else { return [] }
        var counts: [String: (errors: Int, warnings: Int)] = [:]
        for finding in findings {
            var count = counts[finding.diagnostic.ruleID] ?? (0, 0)
            if finding.severity == .error { count.errors += 1 } else { count.warnings += 1 }
            counts[finding.diagnostic.ruleID] = count
        }
        let withFindings = results.filter { !$0.findings.isEmpty }.count
        let estimated = findings.count { $0.diagnostic.confidence == .estimated }
        let estimatedWords = estimated > 0 ? " (\(estimated) of them estimated: they rest on sizes the files do not state)" : ""
        var lines = ["summary: \(findings.count) findings in \(withFindings) of \(results.count) files\(estimatedWords), by rule:"]
        let width = counts.keys.map(\.count).max() ?? 0
        for (rule, count) in counts.sorted(by: { ($0.value.errors + $0.value.warnings, $1.key) > ($1.value.errors + $1.value.warnings, $0.key) }) {
            var parts: [String] = []
            if count.errors > 0 { parts.append(plural(count.errors, "error")) }
            if count.warnings > 0 { parts.append(plural(count.warnings, "warning")) }
            lines.append("  " + TextColumns.padded(rule, to: width) + "  " + parts.joined(separator: ", "))
        }
        if findings.count >= baselineHintFindings {
            lines.append("note: to accept these findings for now and be told only of new ones: "
                + "layoutlint lint --write-baseline .layoutlint-baseline.json, then lint with --baseline .layoutlint-baseline.json")
        }
        return lines
    }

    static func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
