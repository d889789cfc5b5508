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
