import Rules

/// GitHub Actions workflow commands, one per line, which the runner turns into annotations
/// on the pull request: `::error file=F,line=L,col=C,title=rule_id::message` or
/// `::warning …`. `line` and `col` appear only when known; the notes follow the message on
/// their own lines. Unreadable files are `::error file=F,line=L,col=C,title=unreadable file::…`.
///
/// Escaping follows the runner: in the message `%`, CR and LF become `%25`, `%0D`, `%0A`;
/// in property values `:` and `,` also become `%3A` and `%2C`. So every command is one line.
public enum GitHubReporter: Reporter {
    public static func report(_ results: [FileResult]) -> String {
        var out = ""
        for result in results {
            for failure in result.inputErrors {
                let parts = LintReportText.failure(failure, file: result.file)
                out += command("error", file: parts.file, line: parts.line, column: parts.column,
                               title: result.failure != nil ? "unreadable file" : "unreadable layout", message: parts.message)
            }
            if result.failure != nil { continue }
            for finding in result.findings {
                let diagnostic = finding.diagnostic
                let message = ([diagnostic.message] + LintReportText.noteLines(diagnostic)).joined(separator: "\n")
                out += command(finding.severity == .error ? "error" : "warning",
                               file: diagnostic.location?.file ?? result.file,
                               line: diagnostic.location?.line, column: diagnostic.location?.column,
                               title: diagnostic.ruleID, message: message)
            }
        }
        return out
    }

    static func command(_ name: String, file: String, line: Int?, column: Int?, title: String, message: String) -> String {
        var properties = ["file=" + escapeProperty(file)]
        if let line, line >= 1 {
            properties.append("line=\(line)")
            if let column, column >= 1 { properties.append("col=\(column)") }
        }
        properties.append("title=" + escapeProperty(title))
        return "::\(name) \(properties.joined(separator: ","))::\(escapeData(message))\n"
    }

    /// A message: `%` → `%25`, CR → `%0D`, LF → `%0A`.
    static func escapeData(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A property value: as a message, and `:` → `%3A`, `,` → `%2C`.
    static func escapeProperty(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in escapeData(text).unicodeScalars {
            switch scalar {
            case ":": result += "%3A"
            case ",": result += "%2C"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
