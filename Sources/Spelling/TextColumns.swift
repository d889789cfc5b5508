/// Text set in columns, without Foundation (`padding(toLength:withPad:startingAt:)` is in
/// the part of Foundation layoutlint does not load).
public enum TextColumns {
    /// `text` made exactly `width` characters long: spaces added after it, or cut.
    public static func padded(_ text: String, to width: Int) -> String {
        let count = text.count
        if count >= width { return String(text.prefix(max(0, width))) }
        return text + String(repeating: " ", count: width - count)
    }
}
