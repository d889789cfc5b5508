import Foundation

/// A parser for the plain XML that Interface Builder writes — UTF-8, elements and attributes
/// without namespaces, the five predefined entities and character references, comments,
/// CDATA — straight from the bytes into the element tree, without the per-element
/// Foundation objects and callbacks of `XMLParser` (which were a third of `lint`'s time).
///
/// It gives up (nil) on anything outside that subset or not well-formed, and the caller
/// then parses with `XMLParser`, which also words the errors; so on every document this
/// parser accepts, the tree is the one `XMLParser` builds (positions included: the line and
/// column of the `>` or `/>` that closes the start tag, counted in characters, as libxml2
/// reports them), and every error is still libxml2's.
enum PlainXMLParser {
    /// The root element, or nil to leave the document to `XMLParser`.
    static func parse(_ data: Data, maximumDepth: Int) -> XMLElementNode? {
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> XMLElementNode? in
            let bytes = raw.bindMemory(to: UInt8.self)
            guard let ascii = plainText(bytes) else { return nil }
            var scanner = PlainXMLScanner(bytes: bytes, maximumDepth: maximumDepth, ascii: ascii)
            return scanner.document()
        }
    }

    /// Valid UTF-8 with no control character other than tab and line feed, and none of the
    /// two non-characters XML forbids (U+FFFE, U+FFFF): whether it is all ASCII, or nil when
    /// it is not such text. The first pass is branch-free so that it runs at memory speed.
    private static func plainText(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        var control: UInt8 = 0
        var high: UInt8 = 0
        for byte in bytes {
            control |= (byte < 0x20 ? 1 : 0) & (byte == 0x09 ? 0 : 1) & (byte == 0x0A ? 0 : 1)
            high |= byte
        }
        if control != 0 { return nil }
        if high < 0x80 { return true }
        guard String(validating: bytes, as: UTF8.self) != nil else { return nil }
        var index = 0
        while index + 2 < bytes.count {
            if bytes[index] == 0xEF, bytes[index + 1] == 0xBF, bytes[index + 2] == 0xBE || bytes[index + 2] == 0xBF { return nil }
            index += 1
        }
        return false
    }
}

/// The scanning state of `PlainXMLParser`: a position in the bytes, and the line count up to
/// the last position asked for (positions are asked for in document order).
private struct PlainXMLScanner {
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

    private func byte(at offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

    private func starts(with text: StaticString, at offset: Int) -> Bool {
        guard offset + text.utf8CodeUnitCount <= bytes.count else { return false }
        let pointer = text.utf8Start
        for k in 0..<text.utf8CodeUnitCount where bytes[offset + k] != pointer[k] { return false }
        return true
    }

    /// The 1-based line and column (in characters) of `offset`: line feeds are found with
    /// memchr from the last position asked for, and characters are counted only in a
    /// document that is not all ASCII.
    private mutating func position(of offset: Int) -> (line: Int, column: Int) {
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

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x09 }
    private static func isNameStart(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
    }
    private static func isNameByte(_ byte: UInt8) -> Bool {
        isNameStart(byte) || (byte >= 0x30 && byte <= 0x39) || byte == 0x2D || byte == 0x2E
    }

    /// Skips blanks; how many.
    @discardableResult
    private mutating func skipSpaces() -> Int {
        let start = index
        while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 }
        return index - start
    }

    private mutating func name() -> String? {
        let start = index
        guard index < bytes.count, Self.isNameStart(bytes[index]) else { return nil }
        index += 1
        while index < bytes.count, Self.isNameByte(bytes[index]) { index += 1 }
        // A prefix (namespaces) is left to XMLParser.
        if index < bytes.count, bytes[index] == 0x3A { return nil }
        return interned(UnsafeBufferPointer(rebasing: bytes[start..<index]))
    }

    /// Recently seen names, by a hash of their length and ends: a file uses a few dozen
    /// element and attribute names thousands of times, and a name longer than 15 bytes
    /// would otherwise be a new allocation each time.
    private var names = [String](repeating: "", count: 256)

    private mutating func interned(_ text: UnsafeBufferPointer<UInt8>) -> String {
        let count = text.count
        let slot = (count &* 31 &+ Int(text[0]) &* 7 &+ Int(text[count - 1]) &* 3 &+ Int(text[count / 2])) & 255
        let known = names[slot]
        if known.utf8.count == count, let base = text.baseAddress,
           known.utf8.withContiguousStorageIfAvailable({ $0.baseAddress.map { memcmp($0, base, count) == 0 } ?? false }) == true {
            return known
        }
        let made = String(decoding: text, as: UTF8.self)
        names[slot] = made
        return made
    }

    /// The whole document: an optional declaration, comments and blanks, one root element.
    mutating func document() -> XMLElementNode? {
        if starts(with: "<?xml", at: 0) {
            guard declaration() else { return nil }
        }
        guard misc(), index < bytes.count else { return nil }
        guard let root = element() else { return nil }
        guard misc(), index == bytes.count else { return nil }
        return root
    }

    /// `<?xml version="1.0" encoding="UTF-8" …?>`, only in that plain form.
    private mutating func declaration() -> Bool {
        var end = 5
        while end + 1 < bytes.count, !(bytes[end] == 0x3F && bytes[end + 1] == 0x3E) { end += 1 }
        guard end + 1 < bytes.count, end > 5, Self.isSpace(bytes[5]) else { return false }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[5..<end]), as: UTF8.self)
        let allowed = Set(#"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 ="'.-_"#)
        guard text.allSatisfy(allowed.contains), text.contains("version=\"1.0\"") else { return false }
        if text.contains("encoding") {
            guard text.contains("encoding=\"UTF-8\"") || text.contains("encoding=\"utf-8\"") else { return false }
        }
        index = end + 2
        return true
    }

    /// Blanks and comments.
    private mutating func misc() -> Bool {
        while true {
            skipSpaces()
            if starts(with: "<!--", at: index) {
                guard comment() else { return false }
            } else {
                return true
            }
        }
    }

    /// `<!-- … -->` with no `--` inside.
    private mutating func comment() -> Bool {
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
    private mutating func reference(into value: inout [UInt8], keeping: Bool) -> Bool {
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
    private mutating func attributeValue(quote: UInt8) -> String? {
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == quote {
                let value = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
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

    /// A start tag after its `<`: the element with its attributes and position, and whether
    /// it closed itself (`/>`).
    private mutating func startTag() -> (XMLElementNode, empty: Bool)? {
        guard let elementName = name() else { return nil }
        // Collected first, so that the dictionary is made once at its final size.
        var pairs: [(String, String)] = []
        pairs.reserveCapacity(8)
        while true {
            let blanks = skipSpaces()
            guard index < bytes.count else { return nil }
            let byte = bytes[index]
            if byte == 0x3E || (byte == 0x2F && self.byte(at: index + 1) == 0x3E) {
                let (line, column) = position(of: index)
                index += byte == 0x3E ? 1 : 2
                let attributes = Dictionary(pairs, uniquingKeysWith: { first, _ in first })
                guard attributes.count == pairs.count else { return nil }  // a repeated attribute
                return (XMLElementNode(name: elementName, attributes: attributes, children: [], line: line, column: column),
                        byte == 0x2F)
            }
            guard blanks > 0, let key = name(), key != "xmlns" else { return nil }
            skipSpaces()
            guard self.byte(at: index) == 0x3D else { return nil }
            index += 1
            skipSpaces()
            guard let quote = self.byte(at: index), quote == 0x22 || quote == 0x27 else { return nil }
            index += 1
            guard let value = attributeValue(quote: quote) else { return nil }
            pairs.append((key, value))
        }
    }

    /// The element at `index` (a `<`) with everything inside it.
    private mutating func element() -> XMLElementNode? {
        var stack: [XMLElementNode] = []
        guard self.byte(at: index) == 0x3C else { return nil }
        index += 1
        guard let (root, empty) = startTag() else { return nil }
        if empty { return root }
        stack.append(root)
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x3C {
                if self.byte(at: index + 1) == 0x2F {
                    index += 2
                    guard let closing = name(), let open = stack.popLast(), closing == open.name else { return nil }
                    skipSpaces()
                    guard self.byte(at: index) == 0x3E else { return nil }
                    index += 1
                    if stack.isEmpty { return open }
                    stack[stack.count - 1].children.append(open)
                } else if starts(with: "<!--", at: index) {
                    guard comment() else { return nil }
                } else if starts(with: "<![CDATA[", at: index) {
                    var k = index + 9
                    while k + 2 < bytes.count, !(bytes[k] == 0x5D && bytes[k + 1] == 0x5D && bytes[k + 2] == 0x3E) { k += 1 }
                    guard k + 2 < bytes.count else { return nil }
                    index = k + 3
                } else {
                    // Deeper than the limit: XMLParser's path reports it.
                    guard stack.count < maximumDepth else { return nil }
                    index += 1
                    guard let (child, empty) = startTag() else { return nil }
                    if empty {
                        stack[stack.count - 1].children.append(child)
                    } else {
                        stack.append(child)
                    }
                }
            } else if byte == 0x26 {
                var ignored: [UInt8] = []
                guard reference(into: &ignored, keeping: false) else { return nil }
            } else if byte == 0x5D, starts(with: "]]>", at: index) {
                return nil
            } else {
                index += 1
            }
        }
        return nil
    }
}
