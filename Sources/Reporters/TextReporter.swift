import Rules
import Spelling

/// Compiler-style text: `file:line:col: error: message [rule_id]`, then the supporting
/// lines indented, each constraint with its own location, then the arithmetic and the fix.
public enum TextReporter: Reporter {
    public static func report(_ results: [FileResult]) -> String {
        report(results, color: false)
    }

    /// The report, with ANSI colours when `color` (the caller decides: a terminal, and no
    /// `NO_COLOR`).
    public static func report(_ results: [FileResult], color: Bool) -> String {
        var out = ""
        var errors = 0
        var warnings = 0
        var unreadable = 0
        var unreadLayouts = 0
        for result in results {
            for failure in result.inputErrors {
                out += paint(failure, .red, color) + "\n"
            }
            if result.failure != nil {
                unreadable += 1
                continue
            }
            unreadLayouts += result.readErrors.count
            for finding in result.findings {
                let diagnostic = finding.diagnostic
                let location = diagnostic.location?.description ?? result.file
                let severity = finding.severity == .error ? paint("error", .red, color) : paint("warning", .yellow, color)
                out += "\(location): \(severity): \(diagnostic.message) [\(diagnostic.ruleID)]\n"
                let located = diagnostic.notes.filter { $0.location != nil }
                let width = located.map { $0.message.count }.max() ?? 0
                for note in diagnostic.notes {
                    if let place = note.location {
                        out += "    " + TextColumns.padded(note.message, to: width) + "  " + paint(place.description, .dim, color) + "\n"
                    } else {
                        out += "    " + note.message + "\n"
                    }
                }
                if finding.severity == .error { errors += 1 } else { warnings += 1 }
            }
        }
        let files = results.count
        out += "\(files) file\(files == 1 ? "" : "s") linted: \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
        if unreadable > 0 { out += ", \(unreadable) unreadable" }
        if unreadLayouts > 0 { out += ", \(unreadLayouts) unreadable layout\(unreadLayouts == 1 ? "" : "s")" }
        return out + "\n"
    }

    enum Tone: String {
        case red = "31", yellow = "33", dim = "2"
    }

    static func paint(_ text: String, _ tone: Tone, _ color: Bool) -> String {
        color ? "\u{1B}[\(tone.rawValue)m\(text)\u{1B}[0m" : text
    }
}
