/// UTF-8 validation and the wording of "expected …, found …" errors.
extension ByteParser {
    /// An error at `index` saying what was expected and what is there instead. At the end
    /// of input it names the unclosed container, which is what a truncated file needs.
    func unexpected(_ expected: String, container: String? = nil, openedAt: JSONPosition? = nil) -> JSONParseError {
        guard index < bytes.count else {
            var message = "unexpected end of input; expected \(expected)"
            if let container, let openedAt {
                message += " (the \(container) opened at line \(openedAt.line), column \(openedAt.column) is not closed)"
            }
            return error(message)
        }
        let byte = bytes[index]
        if byte == UInt8(ascii: "/"), index + 1 < bytes.count,
           bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*") {
            return error("comments are not allowed in JSON")
        }
        if byte >= 0x80, utf8SequenceLength(at: index) == nil {
            return invalidUTF8()
        }
        var message = "expected \(expected), found \(describeCharacter())"
        if byte == UInt8(ascii: "'") {
            message += " (JSON strings and keys use double quotes)"
        }
        return error(message)
    }

    /// The character at `index` for an error message: `'x'`, `"'"`, `space`,
    /// `control character U+0001`, or a non-ASCII character with its code point.
    func describeCharacter() -> String {
        guard index < bytes.count else { return "end of input" }
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "'"):
            return "\"'\""
        case UInt8(ascii: " "):
            return "space"
        case 0x21..<0x7F:
            return "'\(String(UnicodeScalar(byte)))'"
        case 0..<0x80:
            return "control character \(Self.scalarName(UInt32(byte)))"
        default:
            guard let length = utf8SequenceLength(at: index) else {
                return "invalid UTF-8 byte 0x\(String(byte, radix: 16, uppercase: true))"
            }
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<index + length]), as: UTF8.self)
            let scalar = text.unicodeScalars.first.map { $0.value } ?? 0
            return "'\(text)' (\(Self.scalarName(scalar)))"
        }
    }

    /// `U+00E9`.
    static func scalarName(_ value: UInt32) -> String {
        "U+" + hex4(value)
    }

    /// At least four upper-case hex digits.
    static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// Steps over one valid multi-byte UTF-8 sequence at `index`, or throws.
    @inline(__always)
    mutating func skipUTF8Sequence() throws(JSONParseError) {
        guard let length = utf8SequenceLength(at: index) else { throw invalidUTF8() }
        index += length
        lineContinuationBytes += length - 1
    }

    func invalidUTF8() -> JSONParseError {
        let byte = bytes[index]
        return error("invalid UTF-8: byte 0x\(String(byte, radix: 16, uppercase: true)) does not start a valid sequence")
    }

    /// The length of the well-formed UTF-8 sequence at `start` (per the Unicode table of
    /// well-formed byte sequences: no overlong forms, no surrogates, nothing above
    /// U+10FFFF), or nil.
    func utf8SequenceLength(at start: Int) -> Int? {
        func continuation(_ offset: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
            start + offset < bytes.count && range.contains(bytes[start + offset])
        }
        switch bytes[start] {
        case 0x00...0x7F:
            return 1
        case 0xC2...0xDF:
            return continuation(1) ? 2 : nil
        case 0xE0:
            return continuation(1, 0xA0...0xBF) && continuation(2) ? 3 : nil
        case 0xE1...0xEC, 0xEE...0xEF:
            return continuation(1) && continuation(2) ? 3 : nil
        case 0xED:
            return continuation(1, 0x80...0x9F) && continuation(2) ? 3 : nil
        case 0xF0:
            return continuation(1, 0x90...0xBF) && continuation(2) && continuation(3) ? 4 : nil
        case 0xF1...0xF3:
            return continuation(1) && continuation(2) && continuation(3) ? 4 : nil
        case 0xF4:
            return continuation(1, 0x80...0x8F) && continuation(2) && continuation(3) ? 4 : nil
        default:
            return nil
        }
    }
}
