/// Substring search without Foundation. With Foundation imported anywhere in a module,
/// `text.contains("Storyboard")` and `text.range(of:)` go through `NSString` (some 6,000
/// instructions a call, a fraction of a per cent of a project's `lint`). Text that is all
/// ASCII — every name, identifier and runtime attribute of a layout file in practice — is
/// searched byte by byte, where a byte is a character; other text character by character, as
/// Swift compares strings.
public enum TextSearch {
    /// The range of the first occurrence of `needle` in `text`, nil when there is none (or
    /// `needle` is empty).
    public static func firstRange(of needle: String, in text: String) -> Range<String.Index>? {
        guard !needle.isEmpty else { return nil }
        let haystack = text.utf8, pattern = needle.utf8
        guard haystack.allSatisfy({ $0 < 0x80 }), pattern.allSatisfy({ $0 < 0x80 }) else {
            return text.firstRange(of: needle)
        }
        guard let first = pattern.first, pattern.count <= haystack.count else { return nil }
        var start = haystack.startIndex
        let lastStart = haystack.index(haystack.endIndex, offsetBy: -pattern.count)
        while start <= lastStart {
            if haystack[start] == first && haystack[start...].starts(with: pattern) {
                return start..<haystack.index(start, offsetBy: pattern.count)
            }
            start = haystack.index(after: start)
        }
        return nil
    }

    /// Whether `text` contains `needle` (false for an empty `needle`).
    public static func contains(_ needle: String, in text: String) -> Bool {
        firstRange(of: needle, in: text) != nil
    }
}

extension TextSearch {
    /// The range of the last occurrence of `needle` in `text`, nil when there is none (or
    /// `needle` is empty).
    public static func lastRange(of needle: String, in text: some StringProtocol) -> Range<String.Index>? {
        guard !needle.isEmpty else { return nil }
        var found: Range<String.Index>?
        var from = text.startIndex
        while from < text.endIndex, let range = text[from...].firstRange(of: needle) {
            found = range
            from = text.index(after: range.lowerBound)
        }
        return found
    }

    /// `text` without blanks at either end: spaces, tabs and other white space, and line ends
    /// too when `newlines` is true (what Foundation's `.whitespaces` and
    /// `.whitespacesAndNewlines` trim).
    public static func trimmed(_ text: some StringProtocol, newlines: Bool = false) -> String {
        func isBlank(_ character: Character) -> Bool {
            character.isWhitespace && (newlines || !character.isNewline)
        }
        guard let first = text.firstIndex(where: { !isBlank($0) }),
              let last = text.lastIndex(where: { !isBlank($0) }) else { return "" }
        return String(text[first...last])
    }
}
