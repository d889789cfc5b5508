/// Strings, numbers and the literals `true`, `false`, `null`.
extension ByteParser {
    /// Parses a string whose opening quote is at `index`.
    mutating func parseString(start: JSONPosition) throws(JSONParseError) -> String {
        index += 1
        let contentStart = index
        // Most strings are plain ASCII: a tight scan to the closing quote, with the index in
        // a local (the loop below keeps it in `self`, and checks for more cases per byte).
        var scan = index
        let count = bytes.count
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while scan + 8 <= count {
                let special = Self.specialBytes(raw.loadUnaligned(fromByteOffset: scan, as: UInt64.self))
                if special == 0 {
                    scan += 8
                    continue
                }
                // Jump to the first flagged byte: it is never past the first quote, backslash,
                // control or non-ASCII byte (on a little-endian machine it is that byte), and
                // the loop below looks at each byte from there.
                scan += Self.firstFlaggedByte(special)
                break
            }
        }
        while scan < count {
            let byte = bytes[scan]
            if byte == UInt8(ascii: "\"") {
                index = scan + 1
                return strings.string(UnsafeBufferPointer(rebasing: bytes[contentStart..<scan]))
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80 { break }
            scan += 1
        }
        index = scan
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let text = strings.string(UnsafeBufferPointer(rebasing: bytes[contentStart..<index]))
                index += 1
                return text
            } else if byte == UInt8(ascii: "\\") {
                return try parseEscapedString(start: start, contentStart: contentStart)
            } else if byte < 0x20 {
                throw controlCharacterInString(stringStart: start)
            } else if byte < 0x80 {
                index += 1
            } else {
                try skipUTF8Sequence()
            }
        }
        throw JSONParseError(position: start, message: "unterminated string")
    }

    /// The bytes of `word` that may end or complicate a string, as a mask: the high bit is
    /// set for a quote, a backslash, a control character or a byte outside ASCII (the classic
    /// "has a zero byte" test, `(x - 0x01…) & ~x & 0x80…`, on the word xor each byte sought;
    /// bytes are in memory order, the first in the low bits). Zero means all eight are plain.
    /// Above the first truly special byte, bits may be set that should not be; below it, none
    /// are, so a special byte is never missed.
    @inline(__always)
    static func specialBytes(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        let found = ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash) | (word &- ones &* 0x20) | word
        return found & highs
    }

    /// The offset (0…7) of the first byte flagged in a non-zero `specialBytes` mask, on a
    /// little-endian machine.
    @inline(__always)
    static func firstFlaggedByte(_ mask: UInt64) -> Int {
        UInt64(littleEndian: mask).trailingZeroBitCount / 8
    }

    /// The slow path, entered at the first backslash: unescape into a buffer.
    private mutating func parseEscapedString(start: JSONPosition, contentStart: Int) throws(JSONParseError) -> String {
        var buffer: [UInt8] = []
        buffer.reserveCapacity(index - contentStart + 16)
        buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[contentStart..<index]))
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return String(decoding: buffer, as: UTF8.self)
            } else if byte == UInt8(ascii: "\\") {
                try parseEscape(into: &buffer, stringStart: start)
            } else if byte < 0x20 {
                throw controlCharacterInString(stringStart: start)
            } else if byte < 0x80 {
                buffer.append(byte)
                index += 1
            } else {
                let sequenceStart = index
                try skipUTF8Sequence()
                buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[sequenceStart..<index]))
            }
        }
        throw JSONParseError(position: start, message: "unterminated string")
    }

    /// A raw line break almost always means a missing closing quote, so that case points
    /// at the string's start; other control characters point at themselves.
    private func controlCharacterInString(stringStart: JSONPosition) -> JSONParseError {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
            return JSONParseError(position: stringStart,
                                  message: "unterminated string (line break before the closing '\"')")
        }
        return error("unescaped control character \(Self.scalarName(UInt32(byte))) in string; write it as \\u\(Self.hex4(UInt32(byte)))")
    }

    /// Parses one escape sequence starting at the backslash at `index`.
    private mutating func parseEscape(into buffer: inout [UInt8], stringStart: JSONPosition) throws(JSONParseError) {
        let escapeStart = position()
        index += 1
        guard index < bytes.count else {
            throw JSONParseError(position: stringStart, message: "unterminated string")
        }
        let letter = bytes[index]
        index += 1
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(letter)
        case UInt8(ascii: "b"): buffer.append(0x08)
        case UInt8(ascii: "f"): buffer.append(0x0C)
        case UInt8(ascii: "n"): buffer.append(0x0A)
        case UInt8(ascii: "r"): buffer.append(0x0D)
        case UInt8(ascii: "t"): buffer.append(0x09)
        case UInt8(ascii: "u"):
            let scalar = try parseUnicodeEscape(escapeStart: escapeStart)
            Self.appendUTF8(scalar, to: &buffer)
        default:
            index -= 1
            let shown = letter >= 0x20 && letter < 0x7F ? "\\" + String(UnicodeScalar(letter)) : "\\ followed by " + describeCharacter()
            throw JSONParseError(position: escapeStart, message: "invalid escape sequence '\(shown)' in string")
        }
    }

    /// After `\u`: four hex digits, and for a high surrogate the `\uXXXX` low half too.
    private mutating func parseUnicodeEscape(escapeStart: JSONPosition) throws(JSONParseError) -> UInt32 {
        guard let unit = readHex4() else {
            throw JSONParseError(position: escapeStart, message: "invalid \\u escape: expected 4 hexadecimal digits")
        }
        switch unit {
        case 0xD800...0xDBFF:
            let lowStart = index
            if peek(UInt8(ascii: "\\")), lowStart + 1 < bytes.count, bytes[lowStart + 1] == UInt8(ascii: "u") {
                index += 2
                if let low = readHex4(), (0xDC00...0xDFFF).contains(low) {
                    return 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                }
                index = lowStart
            }
            throw JSONParseError(
                position: escapeStart,
                message: "unpaired surrogate \\u\(Self.hex4(unit)) in string: a high surrogate must be followed by a low surrogate escape \\uDC00-\\uDFFF")
        case 0xDC00...0xDFFF:
            throw JSONParseError(
                position: escapeStart,
                message: "unpaired surrogate \\u\(Self.hex4(unit)) in string: a low surrogate must follow a high surrogate escape \\uD800-\\uDBFF")
        default:
            return unit
        }
    }

    private mutating func readHex4() -> UInt32? {
        guard index + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for offset in 0..<4 {
            let byte = bytes[index + offset]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
        }
        index += 4
        return value
    }

    private static func appendUTF8(_ scalar: UInt32, to buffer: inout [UInt8]) {
        switch scalar {
        case 0..<0x80:
            buffer.append(UInt8(truncatingIfNeeded: scalar))
        case 0x80..<0x800:
            buffer.append(UInt8(truncatingIfNeeded: 0xC0 | scalar >> 6))
            buffer.append(UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F))
        case 0x800..<0x10000:
            buffer.append(UInt8(truncatingIfNeeded: 0xE0 | scalar >> 12))
            buffer.append(UInt8(truncatingIfNeeded: 0x80 | scalar >> 6 & 0x3F))
            buffer.append(UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F))
        default:
            buffer.append(UInt8(truncatingIfNeeded: 0xF0 | scalar >> 18))
            buffer.append(UInt8(truncatingIfNeeded: 0x80 | scalar >> 12 & 0x3F))
            buffer.append(UInt8(truncatingIfNeeded: 0x80 | scalar >> 6 & 0x3F))
            buffer.append(UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F))
        }
    }

    /// Parses `true`, `false` or `null`; any other word (`NaN`, `True`, `undefined`) is an
    /// error naming the word, which reads better than complaining about its first letter.
    mutating func parseLiteral(start: JSONPosition) throws(JSONParseError) -> JSONValue {
        let wordStart = index
        while index < bytes.count, Self.isWordByte(bytes[index]) { index += 1 }
        let word = UnsafeBufferPointer(rebasing: bytes[wordStart..<index])
        if word.elementsEqual("true".utf8) { return .bool(true) }
        if word.elementsEqual("false".utf8) { return .bool(false) }
        if word.elementsEqual("null".utf8) { return .null }
        let text = String(decoding: word.prefix(32), as: UTF8.self)
        if text == "NaN" || text == "Infinity" {
            throw JSONParseError(position: start, message: "'\(text)' is not valid JSON: numbers must be finite")
        }
        throw JSONParseError(position: start, message: "invalid literal '\(text)'; expected a JSON value (true, false, null, a number, a string, an array or an object)")
    }

    static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            return true
        default:
            return false
        }
    }
}
