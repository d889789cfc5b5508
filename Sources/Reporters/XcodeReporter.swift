import LayoutModel
import Rules

/// Lines Xcode turns into inline issues when a build phase prints them:
/// `file:line:col: error: message (rule_id)` or `… warning: …`, each followed by its notes as
/// `file:line:col: note: …` (Xcode nests them under the issue). An unknown column is
/// printed as 1, never 0; a finding without a line as `file: warning: …`, which Xcode shows
/// on the file. Notes that point nowhere get the finding's own position. Line breaks in
/// messages become spaces: Xcode reads one issue per line. Unreadable files are
/// `file:line:col: error: …`. No summary line.
public enum XcodeReporter: Reporter {
    public static func report(_ results: [FileResult]) -> String {
        var out = ""
        for result in results {
            for failure in result.inputErrors {
                let parts = LintReportText.failure(failure, file: result.file)
                out += "\(position(parts.file, parts.line, parts.column)): error: \(LintReportText.singleLine(parts.message))\n"
            }
            if result.failure != nil { continue }
            for finding in result.findings {
                let diagnostic = finding.diagnostic
                let here = position(diagnostic.location ?? SourceLocation(file: result.file))
                let severity = finding.severity == .error ? "error" : "warning"
                out += "\(here): \(severity): \(LintReportText.singleLine(diagnostic.message)) (\(diagnostic.ruleID))\n"
                for note in diagnostic.notes {
                    let place = note.location.map { position($0) } ?? here
                    out += "\(place): note: \(LintReportText.singleLine(note.message))\n"
                }
            }
        }
        return out
    }

    static func position(_ location: SourceLocation) -> String {
        position(location.file, location.line, location.column)
    }

    /// `file:line:col` with column 1 when unknown; `file` alone without a line. Lines and
    /// columns below 1 count as unknown, so `:0:` never appears.
    static func position(_ file: String, _ line: Int?, _ column: Int?) -> String {
        guard let line, line >= 1 else { return file }
        let column = column.flatMap { $0 >= 1 ? $0 : nil } ?? 1
        return "\(file):\(line):\(column)"
    }
}
