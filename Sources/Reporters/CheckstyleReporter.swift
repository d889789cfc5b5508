import Rules

/// Checkstyle XML, which Jenkins (Warnings NG), reviewdog, Danger and many CI dashboards
/// read: one `<file name="…">` per linted file (clean ones too, empty), holding an
/// `<error line=".." column=".." severity="error|warning" message="…" source="layoutlint.rule_id"/>`
/// per finding. `line` and `column` appear only when known; the notes follow the message
/// on their own lines. Unreadable files get one error with source `layoutlint.input`.
/// Findings that point into another file are listed under that file.
public enum CheckstyleReporter: Reporter {
    public static func report(_ results: [FileResult]) -> String {
        var order: [String] = []
        var errors: [String: [String]] = [:]
        func add(_ file: String, _ error: String?) {
            if errors[file] == nil {
                order.append(file)
                errors[file] = []
            }
            if let error { errors[file]?.append(error) }
        }
        for result in results {
            add(result.file, nil)
            for failure in result.inputErrors {
                let parts = LintReportText.failure(failure, file: result.file)
                add(parts.file, error(line: parts.line, column: parts.column, severity: .error,
                                      message: parts.message, source: "layoutlint.input"))
            }
            if result.failure != nil { continue }
            for finding in result.findings {
                let diagnostic = finding.diagnostic
                let message = ([diagnostic.message] + LintReportText.noteLines(diagnostic)).joined(separator: "\n")
                add(diagnostic.location?.file ?? result.file,
                    error(line: diagnostic.location?.line, column: diagnostic.location?.column, severity: finding.severity,
                          message: message, source: "layoutlint." + diagnostic.ruleID))
            }
        }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        for file in order {
            let name = LintReportText.xml(file, attribute: true)
            let lines = errors[file] ?? []
            if lines.isEmpty {
                out += "  <file name=\"\(name)\"/>\n"
            } else {
                out += "  <file name=\"\(name)\">\n" + lines.map { "    \($0)\n" }.joined() + "  </file>\n"
            }
        }
        return out + "</checkstyle>\n"
    }

    static func error(line: Int?, column: Int?, severity: Severity, message: String, source: String) -> String {
        var attributes = ""
        if let line, line >= 1 {
            attributes += " line=\"\(line)\""
            if let column, column >= 1 { attributes += " column=\"\(column)\"" }
        }
        let message = LintReportText.xml(message, attribute: true)
        let source = LintReportText.xml(source, attribute: true)
        return "<error\(attributes) severity=\"\(severity.rawValue)\" message=\"\(message)\" source=\"\(source)\"/>"
    }
}
