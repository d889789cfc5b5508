#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import JSONSupport

/// The scanning state of `PlainXMLParser` and its lexical pieces (names, blanks, references,
/// attribute values, comments): a position in the bytes, and the line count up to
/// the last position asked for (positions are asked for in document order).
struct PlainXMLScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    let maximumDepth: Int
    /// Whether every byte is ASCII (then a column is a byte offset).
    let ascii: Bool
    var index = 0
    /// The first reason the document is not well-formed, with the byte offset it was found
    /// at (the callers up the chain only fail on: the innermost reason is the one to tell).
    private(set) var failure: (offset: Int, message: String)?
    private var line = 1
    private var lineStart = 0
    private var countedTo = 0

    init(bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int, ascii: Bool) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
        self.ascii = ascii
        // A byte-order mark is not a column of the first line.
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { lineStart = 3 }
    }

    func byte(at offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

    func starts(with text: StaticString, at offset: Int) -> Bool {
        guard offset + text.utf8CodeUnitCount <= bytes.count else { return false }
        let pointer = text.utf8Start
        for k in 0..<text.utf8CodeUnitCount where bytes[offset + k] != pointer[k] { return false }
        return true
    }

    /// The 1-based line and column (in characters) of byte `offset` in `bytes`, for a
    /// position found outside a scan (a check before parsing, a failure reported after).
    static func position(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
        var scanner = PlainXMLScanner(bytes: bytes, maximumDepth: 0, ascii: false)
        // Inside a byte-order mark (never a position a check reports), columns count from 1.
        scanner.lineStart = min(scanner.lineStart, offset)
        return scanner.position(of: offset)
    }

    /// The 1-based line and column (in characters) of `offset`: line feeds are found with
    /// memchr from the last position asked for, and characters are counted only in a
    /// document that is not all ASCII.
    mutating func position(of offset: Int) -> (line: Int, column: Int) {
        if let base = bytes.baseAddress {
            while countedTo < offset, let found = memchr(base + countedTo, 0x0A, offset - countedTo) {
                let feed = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                line += 1
                lineStart = feed + 1
                countedTo = feed + 1
            }
        }
        countedTo = offset
        var continuations = 0
        if !ascii {
            for byte in UnsafeBufferPointer(rebasing: bytes[lineStart..<offset]) { continuations &+= byte & 0xC0 == 0x80 ? 1 : 0 }
        }
        return (line, offset - lineStart + 1 - continuations)
    }

    /// Records why the document is not well-formed (the first reason found is kept: the
    /// callers up the chain only fail on) and fails.
    @discardableResult
    mutating func fail(_ message: String, at offset: Int? = nil) -> Bool {
        if failure == nil { failure = (min(offset ?? index, bytes.count), message) }
        return false
    }

    /// The document ended inside markup.
    static let truncated = "the document ends before its elements are closed (truncated?)"

    /// A blank: space, tab, line feed or carriage return. (Line ends are not normalised
    /// first: libxml2 counts lines by their line feeds alone, and a carriage return is a
    /// column of its line, so positions stay those it reports.)
    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D }
    /// A letter, `_` or `:` (names are not split at a prefix: namespaces are not processed),
    /// or any byte of a non-ASCII character (UTF-8 is validated before scanning).
    private static func isNameStart(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte == 0x3A || byte >= 0x80
    }
    /// The name bytes among 0–63 (`-`, `.`, digits) and 64–127 (letters, `_`) as bit masks:
    /// names are most of a layout file's markup, and one shift and test a byte beats the
    /// chain of range comparisons.
    private static let nameBytesBelow64: UInt64 = 0x03FF_6000_0000_0000
    private static let nameBytesFrom64: UInt64 = 0x07FF_FFFE_87FF_FFFE
    @inline(__always)
    static func isNameByte(_ byte: UInt8) -> Bool {
        byte < 64 ? (nameBytesBelow64 &>> UInt64(byte)) & 1 == 1 : byte < 128 && (nameBytesFrom64 &>> UInt64(byte - 64)) & 1 == 1
    }

    /// Skips blanks; how many.
    @discardableResult
    mutating func skipSpaces() -> Int {
        let start = index
        while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 }
        return index - start
    }

    /// A name at `index` (without recording a failure: the callers say what they expected).
    mutating func name() -> String? {
        let start = index
        guard index < bytes.count, Self.isNameStart(bytes[index]) else { return nil }
        index += 1
        while index < bytes.count {
            let byte = bytes[index]
            guard Self.isNameByte(byte) || byte == 0x3A || byte >= 0x80 else { break }
            index += 1
        }
        return interned(UnsafeBufferPointer(rebasing: bytes[start..<index]))
    }

    /// Element and attribute names and short values, decoded once per document: a file
    /// uses a few dozen names and a few hundred values thousands of times.
    private let strings = ShortStringCache()

    private func interned(_ text: UnsafeBufferPointer<UInt8>) -> String {
        strings.string(text)
    }

    /// `<!-- … -->` with no `--` inside.
    mutating func comment() -> Bool {
        var k = index + 4
        while k + 1 < bytes.count {
            if bytes[k] == 0x2D, bytes[k + 1] == 0x2D {
                guard k + 2 < bytes.count else { return fail(Self.truncated, at: bytes.count) }
                guard bytes[k + 2] == 0x3E else { return fail("'--' inside a comment (a comment ends at the first '--', which must be followed by '>')", at: k) }
                index = k + 3
                return true
            }
            k += 1
        }
        return fail(Self.truncated, at: bytes.count)
    }

    /// A reference after `&`: appends what it stands for to `value` (when given) and moves
    /// past the `;`.
    mutating func reference(into value: inout [UInt8], keeping: Bool) -> Bool {
        var k = index + 1
        while k < bytes.count, Self.isNameByte(bytes[k]) || bytes[k] == 0x23, k - index < 12 { k += 1 }
        guard k < bytes.count, bytes[k] == 0x3B, k > index + 1 else {
            return fail(k >= bytes.count ? Self.truncated : "a '&' that starts no reference (write '&amp;' for the character itself)",
                        at: k >= bytes.count ? bytes.count : index)
        }
        let body = UnsafeBufferPointer(rebasing: bytes[(index + 1)..<k])
        var scalar: UInt32
        if body.first == 0x23 {
            let hex = body.count > 1 && body[1] == 0x78
            let digits = body.dropFirst(hex ? 2 : 1)
            guard !digits.isEmpty, let number = UInt32(String(decoding: digits, as: UTF8.self), radix: hex ? 16 : 10) else {
                return fail("a malformed character reference (expected '&#' and decimal digits, or '&#x' and hexadecimal digits, then ';')")
            }
            scalar = number
            let isXMLChar = scalar == 0x9 || scalar == 0xA || scalar == 0xD || (0x20...0xD7FF).contains(scalar)
                || (0xE000...0xFFFD).contains(scalar) || (0x10000...0x10FFFF).contains(scalar)
            guard isXMLChar else { return fail("a character reference to a character XML does not allow") }
        } else {
            let entity = String(decoding: body, as: UTF8.self)
            switch entity {
            case "amp": scalar = 0x26
            case "lt": scalar = 0x3C
            case "gt": scalar = 0x3E
            case "quot": scalar = 0x22
            case "apos": scalar = 0x27
            default:
                return fail("an undeclared entity reference '&\(entity);' (XML has only '&amp;', '&lt;', '&gt;', '&quot;' and '&apos;'; write other characters as themselves or as '&#…;')")
            }
        }
        if keeping, let unicode = Unicode.Scalar(scalar) { value.append(contentsOf: Array(String(Character(unicode)).utf8)) }
        index = k + 1
        return true
    }

    /// An attribute value after its opening quote, normalised as XML says (a literal tab or
    /// line feed becomes a space, and so does a line end of CR LF or a lone CR; references are
    /// replaced).
    mutating func attributeValue(quote: UInt8) -> String? {
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == quote {
                let value = interned(UnsafeBufferPointer(rebasing: bytes[start..<index]))
                index += 1
                return value
            }
            if byte == 0x26 || byte == 0x3C || byte == 0x09 || byte == 0x0A || byte == 0x0D { break }
            index += 1
        }
        // The slow way, for values with references or blanks to normalise.
        var value = Array(UnsafeBufferPointer(rebasing: bytes[start..<index]))
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case quote:
                index += 1
                return String(decoding: value, as: UTF8.self)
            case 0x3C:
                fail("a '<' inside an attribute value (write '&lt;')")
                return nil
            case 0x26:
                guard reference(into: &value, keeping: true) else { return nil }
            case 0x09, 0x0A:
                value.append(0x20)
                index += 1
            case 0x0D:
                // CR LF and a lone CR are one line end, so one space.
                if self.byte(at: index + 1) != 0x0A { value.append(0x20) }
                index += 1
            default:
                value.append(byte)
                index += 1
            }
        }
        fail(Self.truncated, at: bytes.count)
        return nil
    }

}
