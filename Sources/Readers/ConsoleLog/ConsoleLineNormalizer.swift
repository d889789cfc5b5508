/// Undoes what happens to console text on its way into an issue tracker, one line at a
/// time: Markdown quoting (`> `) and escaping (`\<`, `**\*`, `\_`), bold markers around
/// pasted lines, and the prefixes loggers add — timestamps with process names
/// (`2016-09-04 20:43:03.447 TMDB[28304:3323822] `, `11/15/14 7:37:32.893 AM App[23288]: `,
/// `Mar  4 18:25:38 Host App[10567]: `) and categories (`[LayoutConstraints] `, `[Layout] `).
public enum ConsoleLineNormalizer {
    /// One cleaned line and how many characters were removed before its first one, so that
    /// columns can be given in the line as pasted.
    public struct Line: Sendable, Equatable {
        /// The text without decoration.
        public var text: String
        /// Characters removed from the start of the pasted line.
        public var prefixLength: Int
    }

    /// Cleans one pasted line.
    public static func normalize(_ raw: String) -> Line {
        var characters = Array(raw)
        var removed = 0
        // Counted first and dropped once: removing one character at a time from the front
        // made a line of a million spaces quadratic.
        while removed < characters.count {
            let rest = characters[removed...]
            guard let first = rest.first, first == ">" || first == " " || first == "\t" || first == "*" || first == "\r" else { break }
            // Quote markers, indentation and bold markers — but keep `***` of exception lines.
            if first == "*", rest.starts(with: Array("***")) || rest.starts(with: Array("**\\*")) { break }
            if first == "*", rest.count > 1, rest[rest.startIndex + 1] != "*" && rest[rest.startIndex + 1] != "\"" { break }
            removed += 1
        }
        characters.removeFirst(removed)
        var text = straightenQuotes(unescapeMarkdown(String(characters)))
        while text.hasSuffix("**") || text.hasSuffix("\r") { text.removeLast(text.hasSuffix("\r") ? 1 : 2) }
        let before = text.count
        text = stripLoggerPrefix(text)
        removed += before - text.count
        return Line(text: text, prefixLength: removed)
    }

    /// Curly quotes that a word processor or a chat app put in place of straight ones.
    /// Logs print only straight quotes (non-ASCII text in labels as `\U2019` escapes), so a
    /// line with curly double quotes around its entries was retyped: all its quotes are
    /// straightened.
    static func straightenQuotes(_ text: String) -> String {
        guard text.contains("“") || text.contains("”") || text.contains("‘|") else { return text }
        return String(text.map { character -> Character in
            switch character {
            case "“", "”", "„": "\""
            case "‘", "’": "'"
            default: character
            }
        })
    }

    /// `\<` → `<` and the like for Markdown's escapable punctuation; `\U2019` stays.
    static func unescapeMarkdown(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        var result = ""
        var escaped = false
        for character in text {
            if escaped {
                if !"<>*_[]()#`~|-!".contains(character) { result.append("\\") }
                result.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                result.append(character)
            }
        }
        if escaped { result.append("\\") }
        return result
    }

    /// The text after a timestamp-and-process prefix and a logging category, when present.
    static func stripLoggerPrefix(_ text: String) -> String {
        var rest = Substring(text)
        if let match = rest.prefixMatch(of: timestampPrefix) { rest = rest[match.range.upperBound...] }
        if let match = rest.prefixMatch(of: unifiedLogPrefix) { rest = rest[match.range.upperBound...] }
        for category in ["[LayoutConstraints] ", "[Layout] ", "[Assert] ", "[UIKit] "] where rest.hasPrefix(category) {
            rest = rest.dropFirst(category.count)
        }
        return String(rest)
    }

    /// `2016-09-04 20:43:03.447 App Name[28304:3323822] `, with optional fractions and
    /// zone (`.846353+0200`), US dates with AM/PM and `:` after the process, and syslog's
    /// `Mar  4 18:25:38 Host-Name App[10567]: `.
    nonisolated(unsafe) static let timestampPrefix = #/(?:\d{1,4}[-/]\d{1,2}[-/]\d{1,4}[ T]\d{1,2}:\d{2}:\d{2}(?:\.\d+)?(?:[+-]\d{2}:?\d{2}|Z)?(?: [AP]M)?|[A-Z][a-z]{2} +\d{1,2} \d{1,2}:\d{2}:\d{2} [^ \[]+) +[^\[\]]*?\[\d+(?::[0-9a-fA-Fx]+)?\]:? /#

    /// The unified log's `0x1a2b Default 0x0 123 0 App: (UIKitCore) [com.apple.UIKit:LayoutConstraints] `.
    nonisolated(unsafe) static let unifiedLogPrefix = #/(?:0x[0-9a-f]+ +\w+ +0x[0-9a-f]+ +\d+ +\d+ +[^:]+: +)?\([\w.]+\) \[com\.apple\.[\w.]+:\w+\] /#
}
