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

    /// Whether `bytes` are UTF-8: the standard library's validation where the system has it
    /// (Linux, macOS 15), a scalar-by-scalar parse before.
    private static func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        if #available(macOS 15, *) { return String(validating: bytes, as: UTF8.self) != nil }
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }
}
