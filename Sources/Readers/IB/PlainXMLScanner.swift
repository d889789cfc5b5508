import Foundation
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
    private var line = 1
    private var lineStart = 0
    private var countedTo = 0

    init(bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int, ascii: Bool) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
        self.ascii = ascii
    }

    func byte(at offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

    func starts(with text: StaticString, at offset: Int) -> Bool {
        guard offset + text.utf8CodeUnitCount <= bytes.count else { return false }
        let pointer = text.utf8Start
        for k in 0..<text.utf8CodeUnitCount where bytes[offset + k] != pointer[k] { return false }
        return true
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

    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x09 }
    private static func isNameStart(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
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

    mutating func name() -> String? {
        let start = index
        guard index < bytes.count, Self.isNameStart(bytes[index]) else { return nil }
        index += 1
        while index < bytes.count, Self.isNameByte(bytes[index]) { index += 1 }
        // A prefix (namespaces) is left to XMLParser.
        if index < bytes.count, bytes[index] == 0x3A { return nil }
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
                guard k + 2 < bytes.count, bytes[k + 2] == 0x3E else { return false }
                index = k + 3
                return true
            }
            k += 1
        }
        return false
    }

    /// A reference after `&`: appends what it stands for to `value` (when given) and moves
    /// past the `;`.
    mutating func reference(into value: inout [UInt8], keeping: Bool) -> Bool {
        var k = index + 1
        while k < bytes.count, bytes[k] != 0x3B, k - index < 12 { k += 1 }
        guard k < bytes.count, bytes[k] == 0x3B else { return false }
        let body = UnsafeBufferPointer(rebasing: bytes[(index + 1)..<k])
        var scalar: UInt32
        if body.first == 0x23 {
            let hex = body.count > 1 && body[1] == 0x78
            let digits = body.dropFirst(hex ? 2 : 1)
            guard !digits.isEmpty, let number = UInt32(String(decoding: digits, as: UTF8.self), radix: hex ? 16 : 10) else {
                return false
            }
            scalar = number
            let isXMLChar = scalar == 0x9 || scalar == 0xA || scalar == 0xD || (0x20...0xD7FF).contains(scalar)
                || (0xE000...0xFFFD).contains(scalar) || (0x10000...0x10FFFF).contains(scalar)
            guard isXMLChar else { return false }
        } else {
            switch String(decoding: body, as: UTF8.self) {
            case "amp": scalar = 0x26
            case "lt": scalar = 0x3C
            case "gt": scalar = 0x3E
            case "quot": scalar = 0x22
            case "apos": scalar = 0x27
            default: return false
            }
        }
        if keeping, let unicode = Unicode.Scalar(scalar) { value.append(contentsOf: Array(String(Character(unicode)).utf8)) }
        index = k + 1
        return true
    }

    /// An attribute value after its opening quote, normalised as XML says (a literal tab or
    /// line feed becomes a space; references are replaced).
    mutating func attributeValue(quote: UInt8) -> String? {
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == quote {
                let value = interned(UnsafeBufferPointer(rebasing: bytes[start..<index]))
                index += 1
                return value
            }
            if byte == 0x26 || byte == 0x3C || byte == 0x09 || byte == 0x0A { break }
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
                return nil
            case 0x26:
                guard reference(into: &value, keeping: true) else { return nil }
            case 0x09, 0x0A:
                value.append(0x20)
                index += 1
            default:
                value.append(byte)
                index += 1
            }
        }
        return nil
    }

}
