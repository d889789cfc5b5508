/// String literals: `"…"`, `"""…"""`, raw `#"…"#` (any number of `#`), interpolation
/// `\( … )` nested to any depth, and Objective-C `@"…"`.
extension SourceLexer {
    /// Lexes a literal starting at its first `"` (the `#`s of a raw string already passed).
    mutating func lexString(hashes: Int, line: Int, column: Int) throws(ReaderError) {
        let multiLine = language == .swift && peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
        for _ in 0..<(multiLine ? 3 : 1) { advance() }
        var value: [UInt8] = []
        var interpolated = false
        while true {
            guard !atEnd else { throw error("unterminated string literal", line: line, column: column) }
            let byte = peek()
            if byte == 0x0A && !multiLine {
                throw error("unterminated string literal (a line break before its closing quote)", line: line, column: column)
            }
            if byte == UInt8(ascii: "\""), closes(multiLine: multiLine, hashes: hashes) {
                for _ in 0..<((multiLine ? 3 : 1) + hashes) { advance() }
                break
            }
            if byte == UInt8(ascii: "\\"), (0..<hashes).allSatisfy({ peek($0 + 1) == UInt8(ascii: "#") }) {
                for _ in 0...hashes { advance() }
                let escaped = peek()
                if escaped == UInt8(ascii: "(") && language == .swift {
                    interpolated = true
                    try skipInterpolation()
                    continue
                }
                advance()
                switch escaped {
                case UInt8(ascii: "n"): value.append(0x0A)
                case UInt8(ascii: "t"): value.append(0x09)
                case UInt8(ascii: "0"): value.append(0)
                case UInt8(ascii: "u"):
                    // `\u{1F600}`: the value is kept unknown rather than decoded by hand.
                    interpolated = true
                    while !atEnd && peek() != UInt8(ascii: "}") && peek() != 0x0A { advance() }
                    if peek() == UInt8(ascii: "}") { advance() }
                case 0x0A where multiLine: break
                default: value.append(escaped)
                }
                continue
            }
            value.append(byte)
            advance()
        }
        emit(.string, String(decoding: value, as: UTF8.self), interpolated: interpolated, line: line, column: column)
    }

    /// Whether the `"` here closes the literal: followed by two more in a multi-line one,
    /// and by the raw string's `#`s.
    func closes(multiLine: Bool, hashes: Int) -> Bool {
        let quotes = multiLine ? 3 : 1
        for offset in 0..<quotes where peek(offset) != UInt8(ascii: "\"") { return false }
        for offset in 0..<hashes where peek(quotes + offset) != UInt8(ascii: "#") { return false }
        return true
    }

    /// Passes `( … )` of an interpolation, with strings and comments inside it.
    mutating func skipInterpolation() throws(ReaderError) {
        let startLine = line
        let startColumn = column
        guard interpolationDepth < Self.maximumInterpolationDepth else {
            throw error("string interpolations nested more than \(Self.maximumInterpolationDepth) deep", line: line, column: column)
        }
        interpolationDepth += 1
        defer { interpolationDepth -= 1 }
        var depth = 0
        let tokenCount = tokens.count
        defer { tokens.removeSubrange(tokenCount...) }
        while !atEnd {
            let byte = peek()
            if byte == UInt8(ascii: "(") {
                depth += 1
                advance()
            } else if byte == UInt8(ascii: ")") {
                depth -= 1
                advance()
                if depth == 0 { return }
            } else if byte == UInt8(ascii: "\"") {
                try lexString(hashes: 0, line: line, column: column)
            } else if byte == UInt8(ascii: "#") && peek(1) == UInt8(ascii: "\"") {
                var hashes = 0
                while peek() == UInt8(ascii: "#") {
                    hashes += 1
                    advance()
                }
                try lexString(hashes: hashes, line: line, column: column)
            } else if byte == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
                try skipBlockComment()
            } else {
                advance()
            }
        }
        throw error("unterminated string interpolation", line: startLine, column: startColumn)
    }
}

/// Finds the first byte that is not part of well-formed UTF-8.
enum UTF8Check {
    /// The 1-based line and column of the first invalid byte, or nil when all are valid.
    static func firstInvalid(_ bytes: [UInt8]) -> (line: Int, column: Int)? {
        var index = 0
        var line = 1
        var column = 1
        while index < bytes.count {
            let byte = bytes[index]
            let length: Int
            switch byte {
            case 0x00...0x7F: length = 1
            case 0xC2...0xDF: length = 2
            case 0xE0...0xEF: length = 3
            case 0xF0...0xF4: length = 4
            default: return (line, column)
            }
            guard index + length <= bytes.count else { return (line, column) }
            for offset in 1..<length where bytes[index + offset] & 0xC0 != 0x80 { return (line, column) }
            if length == 3, (byte == 0xE0 && bytes[index + 1] < 0xA0) || (byte == 0xED && bytes[index + 1] > 0x9F) {
                return (line, column)
            }
            if length == 4, (byte == 0xF0 && bytes[index + 1] < 0x90) || (byte == 0xF4 && bytes[index + 1] > 0x8F) {
                return (line, column)
            }
            if byte == 0x0A {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index += length
        }
        return nil
    }
}
