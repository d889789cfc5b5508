/// A position in a constraint description, with the small reads its grammar needs.
struct DescriptionCursor {
    let characters: [Character]
    var index: Int

    init(_ text: Substring) {
        characters = Array(text)
        index = 0
    }

    var isAtEnd: Bool { index >= characters.count }
    var current: Character? { index < characters.count ? characters[index] : nil }
    var rest: String { index < characters.count ? String(characters[index...]) : "" }

    func peek(_ offset: Int) -> Character? {
        let position = index + offset
        return position >= 0 && position < characters.count ? characters[position] : nil
    }

    /// Whether the text at the cursor starts with `prefix`.
    func starts(with prefix: String) -> Bool {
        var position = index
        for character in prefix {
            guard position < characters.count, characters[position] == character else { return false }
            position += 1
        }
        return true
    }

    /// Consumes `prefix` when the text starts with it.
    mutating func skip(_ prefix: String) -> Bool {
        guard starts(with: prefix) else { return false }
        index += prefix.count
        return true
    }

    mutating func skipSpaces() {
        while let character = current, character == " " || character == "\t" { index += 1 }
    }

    /// Reads characters while `accept` holds.
    mutating func read(while accept: (Character) -> Bool) -> String {
        let start = index
        while let character = current, accept(character) { index += 1 }
        return String(characters[start..<index])
    }

    /// A number as constraint descriptions print them: `8`, `-7`, `0.5`, `1e-05`, `+ 70`
    /// (a sign, spaces, then digits), `NSSpace(8)`, `NSLayoutAnchorConstraintSpace(8)`.
    mutating func readNumber() -> Double? {
        let start = index
        var sign = 1.0
        if current == "+" || current == "-" {
            sign = current == "-" ? -1 : 1
            index += 1
            skipSpaces()
        }
        for wrapper in Self.spacingWrappers where skip(wrapper) {
            guard let value = readNumber(), skip(")") else { index = start; return nil }
            return sign * value
        }
        var text = read { $0.isASCII && ($0.isNumber || $0 == ".") }
        if !text.isEmpty, current == "e" || current == "E", let next = peek(1), next.isNumber || next == "-" || next == "+" {
            index += 1
            text += "e" + read { $0 == "-" || $0 == "+" || ($0.isASCII && $0.isNumber) }
        }
        guard !text.isEmpty, let value = Double(text), value.isFinite else { index = start; return nil }
        return sign * value
    }

    /// How system spacings are printed: `NSSpace(8)`, `NSLayoutAnchorConstraintSpace(8)`.
    static let spacingWrappers = ["NSLayoutAnchorConstraintSpace(", "NSSpace("]

    /// Reads an address: `0x` followed by hexadecimal digits.
    mutating func readAddress() -> String? {
        guard starts(with: "0x") else { return nil }
        let start = index
        index += 2
        let digits = read { $0.isHexDigit }
        guard !digits.isEmpty else { index = start; return nil }
        return "0x" + digits
    }
}
