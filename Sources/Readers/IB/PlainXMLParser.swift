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

/// The structure of a document: declaration, elements, start tags (the scanning is in
/// PlainXMLScanner.swift).
extension PlainXMLScanner {
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

    /// `<?xml version="1.0" encoding="UTF-8" standalone="no"?>` exactly in that grammar
    /// (encoding and standalone optional, in that order; either quote; blanks around `=`).
    private mutating func declaration() -> Bool {
        index = 5
        let pseudoAttributes: [(name: String, values: [String], required: Bool)] = [
            ("version", ["1.0"], true), ("encoding", ["UTF-8", "utf-8"], false), ("standalone", ["yes", "no"], false),
        ]
        for expected in pseudoAttributes {
            let mark = index
            guard skipSpaces() > 0, let key = name(), key == expected.name else {
                if expected.required { return false }
                index = mark
                continue
            }
            skipSpaces()
            guard byte(at: index) == 0x3D else { return false }
            index += 1
            skipSpaces()
            guard let quote = byte(at: index), quote == 0x22 || quote == 0x27 else { return false }
            let valueStart = index + 1
            var valueEnd = valueStart
            while valueEnd < bytes.count, bytes[valueEnd] != quote, bytes[valueEnd] != 0x3C { valueEnd += 1 }
            guard valueEnd < bytes.count, bytes[valueEnd] == quote else { return false }
            let value = String(decoding: UnsafeBufferPointer(rebasing: bytes[valueStart..<valueEnd]), as: UTF8.self)
            guard expected.values.contains(value) else { return false }
            index = valueEnd + 1
        }
        skipSpaces()
        guard starts(with: "?>", at: index) else { return false }
        index += 2
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

    /// A start tag after its `<`: the element with its attributes and position, and whether
    /// it closed itself (`/>`).
    private mutating func startTag() -> (XMLElementNode, empty: Bool)? {
        guard let elementName = name() else { return nil }
        var pairs: [XMLAttribute] = []
        pairs.reserveCapacity(8)
        while true {
            let blanks = skipSpaces()
            guard index < bytes.count else { return nil }
            let byte = bytes[index]
            if byte == 0x3E || (byte == 0x2F && self.byte(at: index + 1) == 0x3E) {
                let (line, column) = position(of: index)
                index += byte == 0x3E ? 1 : 2
                return (XMLElementNode(name: elementName, attributes: XMLAttributes(distinct: pairs), children: [],
                                       line: line, column: column),
                        byte == 0x2F)
            }
            guard blanks > 0, let key = name(), key != "xmlns" else { return nil }
            skipSpaces()
            guard self.byte(at: index) == 0x3D else { return nil }
            index += 1
            skipSpaces()
            guard let quote = self.byte(at: index), quote == 0x22 || quote == 0x27 else { return nil }
            index += 1
            // A repeated attribute is an error XMLParser reports.
            // (Lengths first: names of one tag mostly differ in length, and a length is stored.)
            let length = key.utf8.count
            guard let value = attributeValue(quote: quote),
                  !pairs.contains(where: { $0.name.utf8.count == length && $0.name == key }) else { return nil }
            pairs.append(XMLAttribute(name: key, value: value))
        }
    }

    /// Appends `child` to the innermost open element's children, which start with room for
    /// four: most elements with children have a few, and growing each list from one by
    /// doubling was the scan's largest allocation cost.
    private static func adopt(_ child: consuming XMLElementNode, into stack: inout [XMLElementNode]) {
        let last = stack.count - 1
        if stack[last].children.isEmpty { stack[last].children.reserveCapacity(4) }
        stack[last].children.append(child)
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
                    Self.adopt(open, into: &stack)
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
                        Self.adopt(child, into: &stack)
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
