#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import JSONSupport
import Rules

/// GitLab's Code Quality report (the Code Climate issue format GitLab reads from a job's
/// `artifacts:reports:codequality`): a JSON array of issues with `description`,
/// `check_name`, `fingerprint`, `severity` (`major` for errors, `minor` for warnings,
/// `blocker` for unreadable files) and `location.path` + `location.lines.begin`.
/// Paths are relative to the current folder (the repository root in a CI job); the
/// fingerprint is SARIF's (never the line), so GitLab recognises a finding that moved.
public enum GitLabReporter: Reporter {
    public static func report(_ results: [FileResult]) -> String {
        report(results, root: FileManager.default.currentDirectoryPath)
    }

    /// The report with absolute paths under `root` made relative to it.
    public static func report(_ results: [FileResult], root: String?) -> String {
        var issues: [JSONValue] = []
        var seen: [String: Int] = [:]
        func fingerprinted(_ base: String) -> String {
            let occurrence = (seen[base] ?? 0) + 1
            seen[base] = occurrence
            return SARIFReporter.hex(SARIFReporter.fnv1a64("\(base):\(occurrence)"))
        }
        for result in results {
            for failure in result.inputErrors {
                let parts = LintReportText.failure(failure, file: result.file)
                let path = relative(parts.file, root: root)
                issues.append(issue(description: parts.message, check: "input", severity: "blocker", path: path,
                                    line: parts.line, fingerprint: fingerprinted(SARIFReporter.hex(SARIFReporter.fnv1a64(path + "\u{0}" + parts.message)))))
            }
            if result.failure != nil { continue }
            for finding in result.findings {
                let diagnostic = finding.diagnostic
                let path = relative(diagnostic.location?.file ?? result.file, root: root)
                issues.append(issue(description: LintReportText.singleLine(diagnostic.message), check: diagnostic.ruleID,
                                    severity: finding.severity == .error ? "major" : "minor", path: path,
                                    line: diagnostic.location?.line,
                                    fingerprint: fingerprinted(SARIFReporter.fingerprint(diagnostic, uri: path))))
            }
        }
        return JSONWriter.string(.array(issues), style: .pretty) + "\n"
    }

    static func issue(description: String, check: String, severity: String, path: String, line: Int?, fingerprint: String) -> JSONValue {
        .object([
            ("type", .string("issue")),
            ("description", .string(description)),
            ("check_name", .string(check)),
            ("fingerprint", .string(fingerprint)),
            ("severity", .string(severity)),
            ("location", .object([("path", .string(path)), ("lines", .object([("begin", .number(max(line ?? 1, 1)))]))])),
        ])
    }

    /// `file` relative to `root` when under it; `./` dropped.
    static func relative(_ file: String, root: String?) -> String {
        var path = file
        while path.hasPrefix("./") { path.removeFirst(2) }
        if let root, path.hasPrefix("/") {
            let prefix = root.hasSuffix("/") ? root : root + "/"
            if path.hasPrefix(prefix) { path.removeFirst(prefix.count) }
        }
        return path
    }
}
