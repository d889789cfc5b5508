import Rules

/// Text helpers shared by the machine-readable lint formats (Xcode, SARIF, GitHub,
/// Checkstyle, JUnit): the parts of an unreadable file's failure line, XML escaping, and
/// flattening to one line.
enum LintReportText {
    /// The parts of a `FileResult.failure` line (`file:line:col: error: message`,
    /// `file:line: error: message` or `file: error: message`).
    struct Failure: Equatable {
        var file: String
        var line: Int?
        var column: Int?
        /// The text after `error: `, or the whole failure when it has another shape.
        var message: String
    }

    /// `failure` taken apart; a line that does not start with `file` followed by the usual
    /// `:line:col: error: ` becomes a failure of `file` without line whose message is the
    /// whole line.
    static func failure(_ failure: String, file: String) -> Failure {
        let whole = Failure(file: file, line: nil, column: nil, message: failure)
        guard failure.hasPrefix(file + ":") else { return whole }
        var rest = Substring(failure.dropFirst(file.count + 1))
        var numbers: [Int] = []
        while numbers.count < 2, let colon = rest.firstIndex(of: ":"),
              !rest[..<colon].isEmpty, rest[..<colon].allSatisfy({ $0.isASCII && $0.isNumber }),
              let number = Int(rest[..<colon]) {
            numbers.append(number)
            rest = rest[rest.index(after: colon)...]
        }
        guard rest.hasPrefix(" error: ") else { return whole }
        return Failure(file: file, line: numbers.first, column: numbers.count > 1 ? numbers[1] : nil,
                       message: String(rest.dropFirst(" error: ".count)))
    }

    /// `text` escaped for XML 1.0: `&`, `<`, `>`, `"` and `'` as entities; in attribute values
    /// (`attribute`) also tab, line feed and carriage return as character references, so that
    /// attribute normalisation keeps them; a carriage return in content too; characters XML
    /// cannot hold (other C0 controls, U+FFFE, U+FFFF) as U+FFFD.
    static func xml(_ text: String, attribute: Bool) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\r": result += "&#13;"
            case "\n": result += attribute ? "&#10;" : "\n"
            case "\t": result += attribute ? "&#9;" : "\t"
            case "\u{0}"..."\u{1F}", "\u{FFFE}", "\u{FFFF}": result.unicodeScalars.append("\u{FFFD}")
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `text` on one line: every line break (`\n`, `\r`, `\r\n`) becomes one space.
    static func singleLine(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var afterCarriageReturn = false
        for scalar in text.unicodeScalars {
            if scalar == "\n", afterCarriageReturn {
                afterCarriageReturn = false
                continue
            }
            afterCarriageReturn = scalar == "\r"
            if scalar == "\n" || scalar == "\r" {
                result += " "
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The diagnostic's notes as lines: `message` or, when located, `message (file:line:col)`.
    static func noteLines(_ diagnostic: Diagnostic) -> [String] {
        diagnostic.notes.map { note in
            note.location.map { "\(note.message) (\($0.description))" } ?? note.message
        }
    }
}
