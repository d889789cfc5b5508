#if canImport(Glibc)
import Glibc
import FoundationEssentials
#elseif canImport(FoundationEssentials)
import FoundationEssentials
import Darwin
#else
import Foundation
#endif

/// The XML parser of the Interface Builder reader: straight from the bytes into the element
/// tree, without per-element Foundation objects and callbacks (`XMLParser`'s were a third of
/// `lint`'s time) and without FoundationXML, whose libxml2 and ICU took half of start-up.
///
/// It reads XML 1.0 without a document type (the reader refuses `<!DOCTYPE` and `<!ENTITY`
/// before parsing): UTF-8, elements and attributes (names with a prefix are kept whole, as a
/// parser that does not process namespaces reports them), the five predefined entities and
/// character references, comments, CDATA, any line ends. A document that is not well-formed
/// is refused with the first reason and where it was found. Positions are those libxml2
/// reports: an element's is the `>` or `/>` that closes its start tag, the column counted in
/// characters (the tests check the trees against FoundationXML's `XMLParser`).
enum PlainXMLParser {
    /// Why a document was refused: a message, and the byte offset it was found at.
    struct Failure: Error {
        var offset: Int
        var message: String
        /// The bytes are not UTF-8, or hold a character XML forbids: the caller words that.
        var unreadableCharacters = false
    }

    /// The root element of `data`.
    static func parse(_ data: Data, maximumDepth: Int) -> Result<XMLElementNode, Failure> {
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Result<XMLElementNode, Failure> in
            let bytes = raw.bindMemory(to: UInt8.self)
            switch characters(bytes) {
            case .unreadable(let offset):
                return .failure(Failure(offset: offset, message: "", unreadableCharacters: true))
            case .plain(let ascii):
                var scanner = PlainXMLScanner(bytes: bytes, maximumDepth: maximumDepth, ascii: ascii)
                if let root = scanner.document() { return .success(root) }
                let failure = scanner.failure ?? (scanner.index, "the document is not well-formed")
                return .failure(Failure(offset: failure.offset, message: failure.message))
            }
        }
    }

    /// The root element, or nil (a convenience for tests and callers that only need a tree).
    static func tree(_ data: Data, maximumDepth: Int) -> XMLElementNode? {
        try? parse(data, maximumDepth: maximumDepth).get()
    }

    /// What the characters allow.
    private enum Characters {
        /// Valid UTF-8 of XML characters; whether it is all ASCII.
        case plain(ascii: Bool)
        /// Not UTF-8, or a character XML forbids (a control character other than tab, line
        /// feed and carriage return; U+FFFE, U+FFFF), first at `offset` (for characters XML forbids).
        case unreadable(offset: Int)
    }

    /// The first pass is branch-free so that it runs at memory speed.
    private static func characters(_ bytes: UnsafeBufferPointer<UInt8>) -> Characters {
        var control: UInt8 = 0
        var high: UInt8 = 0
        for byte in bytes {
            control |= (byte < 0x20 ? 1 : 0) & (byte == 0x09 ? 0 : 1) & (byte == 0x0A ? 0 : 1) & (byte == 0x0D ? 0 : 1)
            high |= byte
        }
        if control != 0 {
            let offset = bytes.firstIndex { $0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D } ?? 0
            return .unreadable(offset: offset)
        }
        let ascii = high < 0x80
        if !ascii {
            guard isValidUTF8(bytes) else { return .unreadable(offset: 0) }
            // U+FFFE and U+FFFF are EF BF BE and EF BF BF: jump from one EF to the next.
            var index = 0
            while index + 2 < bytes.count, let base = bytes.baseAddress,
                  let found = memchr(base + index, 0xEF, bytes.count - index - 2) {
                index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                if bytes[index + 1] == 0xBF, bytes[index + 2] == 0xBE || bytes[index + 2] == 0xBF {
                    return .unreadable(offset: index)
                }
                index += 1
            }
        }
        return .plain(ascii: ascii)
    }

    /// Whether `bytes` are UTF-8 by Unicode's table of well-formed byte sequences (Table 3-7:
    /// no overlong forms, no surrogates, nothing above U+10FFFF), checked in place. ASCII is
    /// skipped eight bytes at a time. (`String(validating:)` said the same, but built a copy
    /// of the whole document to say it: an allocation and a copy the size of the file.)
    static func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let count = bytes.count
        var index = 0
        while index < count {
            if index + 8 <= count,
               UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                index += 8
                continue
            }
            let lead = base[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            // The sequence's length and the range of its second byte (the later ones are
            // always 0x80...0xBF).
            let length: Int
            var low: UInt8 = 0x80, high: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; high = 0x9F
            case 0xF0: length = 4; low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; high = 0x8F
            default: return false
            }
            guard count - index >= length, low...high ~= base[index + 1] else { return false }
            if length > 2, base[index + 2] & 0xC0 != 0x80 { return false }
            if length > 3, base[index + 3] & 0xC0 != 0x80 { return false }
            index += length
        }
        return true
    }
}
