/// Greedy word wrapping for help text.
///
/// Help is wrapped to a fixed width instead of the terminal's so that output
/// is identical on every machine and golden tests stay stable.
enum TextWrapping {
    /// The width every help line fits in.
    static let screenWidth = 80

    /// Wraps each line of `text` so that, indented by `indent` spaces, no line
    /// exceeds `width` columns. Existing line breaks are kept; blank lines stay
    /// blank (no trailing spaces); a single word longer than the room gets a
    /// line of its own rather than being split.
    static func wrap(_ text: String, width: Int = screenWidth, indent: Int = 0) -> String {
        // At least one column, so a very deep indent still makes progress.
        let room = max(1, width - indent)
        let margin = String(repeating: " ", count: indent)
        var output: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            for line in wrapLine(paragraph, room: room) {
                output.append(line.isEmpty ? "" : margin + line)
            }
        }
        return output.joined(separator: "\n")
    }

    private static func wrapLine(_ line: Substring, room: Int) -> [String] {
        let words = line.split(separator: " ")
        guard !words.isEmpty else { return [""] }
        var lines: [String] = []
        var current = ""
        for word in words {
            if current.isEmpty {
                current = String(word)
            } else if current.count + 1 + word.count <= room {
                current += " " + word
            } else {
                lines.append(current)
                current = String(word)
            }
        }
        lines.append(current)
        return lines
    }
}
