/// The structure of a document: declaration, elements, start tags, and why one is not
/// well-formed (the lexical pieces are in PlainXMLScanner.swift).
extension PlainXMLScanner {
    /// The whole document: a byte-order mark, the declaration, comments and blanks (all
    /// optional), one root element, then only comments and blanks.
    mutating func document() -> XMLElementNode? {
        if starts(with: "\u{FEFF}", at: 0) { index = 3 }
        if starts(with: "<?xml", at: index), let next = byte(at: index + 5), Self.isSpace(next) || next == 0x3F {
            guard declaration() else { return nil }
        }
        guard misc() else { return nil }
        guard index < bytes.count, bytes[index] == 0x3C, byte(at: index + 1) != 0x2F else {
            fail(index < bytes.count ? "no XML element at the start of the document" : "the document has no root element")
            return nil
        }
        guard let root = element() else { return nil }
        guard misc() else { return nil }
        guard index == bytes.count else {
            fail("content after the root element (a document has one root element, then only comments and blanks)")
            return nil
        }
        return root
    }

    /// `<?xml version="1.0" encoding="UTF-8" standalone="no"?>` in that grammar (version
    /// 1.x; encoding and standalone optional, in that order; either quote; blanks around
    /// `=`). The encoding must be UTF-8 — or, for a document that is all ASCII, one that
    /// writes ASCII as ASCII — since the bytes are read as UTF-8 whatever it says.
    private mutating func declaration() -> Bool {
        let opening = index
        index += 5
        let pseudoAttributes: [(name: String, required: Bool)] = [("version", true), ("encoding", false), ("standalone", false)]
        for expected in pseudoAttributes {
            let mark = index
            let blanks = skipSpaces()
            let keyStart = index
            guard blanks > 0, let key = name(), key == expected.name else {
                if expected.required { return fail("a malformed XML declaration (expected 'version=\"1.0\"')", at: keyStart) }
                index = mark
                continue
            }
            skipSpaces()
            guard byte(at: index) == 0x3D else { return fail("a malformed XML declaration (expected '=' after '\(key)')") }
            index += 1
            skipSpaces()
            guard let quote = byte(at: index), quote == 0x22 || quote == 0x27 else {
                return fail("a malformed XML declaration (the value of '\(key)' must be quoted)")
            }
            let valueStart = index + 1
            var valueEnd = valueStart
            while valueEnd < bytes.count, bytes[valueEnd] != quote, bytes[valueEnd] != 0x3C { valueEnd += 1 }
            guard valueEnd < bytes.count, bytes[valueEnd] == quote else {
                return fail(valueEnd < bytes.count ? "a malformed XML declaration (the value of '\(key)' is not closed)" : Self.truncated,
                            at: valueEnd)
            }
            let value = String(decoding: UnsafeBufferPointer(rebasing: bytes[valueStart..<valueEnd]), as: UTF8.self)
            guard Self.accepts(value, for: key, ascii: ascii) else {
                return fail(key == "encoding"
                    ? "the document declares the encoding '\(value)', but Interface Builder files are UTF-8 (save it as UTF-8)"
                    : "a malformed XML declaration ('\(value)' is not a value of '\(key)')", at: valueStart)
            }
            index = valueEnd + 1
        }
        skipSpaces()
        guard starts(with: "?>", at: index) else {
            return fail(index < bytes.count ? "a malformed XML declaration (expected '?>')" : Self.truncated, at: max(index, opening))
        }
        index += 2
        return true
    }

    /// Whether a declaration's `value` for `key` is one this parser reads as declared.
    private static func accepts(_ value: String, for key: String, ascii: Bool) -> Bool {
        switch key {
        case "version":
            return value.utf8.count >= 3 && value.hasPrefix("1.") && value.utf8.dropFirst(2).allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
        case "encoding":
            let name = value.uppercased()
            return name == "UTF-8" || name == "UTF8"
                || (ascii && ["US-ASCII", "ASCII", "ISO-8859-1", "ISO-LATIN-1", "LATIN1", "WINDOWS-1252"].contains(name))
        default:
            return value == "yes" || value == "no"
        }
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
        guard let elementName = name() else {
            fail("a '<' that starts no tag (write '&lt;' for the character itself)", at: index - 1)
            return nil
        }
        var pairs: [XMLAttribute] = []
        pairs.reserveCapacity(8)
        while true {
            let blanks = skipSpaces()
            guard index < bytes.count else {
                fail(Self.truncated, at: bytes.count)
                return nil
            }
            let byte = bytes[index]
            if byte == 0x3E || (byte == 0x2F && self.byte(at: index + 1) == 0x3E) {
                let (line, column) = position(of: index)
                index += byte == 0x3E ? 1 : 2
                return (XMLElementNode(name: elementName, attributes: XMLAttributes(distinct: pairs), children: [],
                                       line: line, column: column),
                        byte == 0x2F)
            }
            let keyStart = index
            guard let key = name() else {
                fail("a tag is not closed with '>' (expected an attribute name, '>' or '/>' in <\(elementName)>)")
                return nil
            }
            guard blanks > 0 else {
                fail("a blank is missing before the attribute '\(key)' in <\(elementName)>", at: keyStart)
                return nil
            }
            skipSpaces()
            guard self.byte(at: index) == 0x3D else {
                fail(index < bytes.count ? "a malformed attribute: '=' expected after '\(key)' in <\(elementName)>" : Self.truncated)
                return nil
            }
            index += 1
            skipSpaces()
            guard let quote = self.byte(at: index), quote == 0x22 || quote == 0x27 else {
                fail(index < bytes.count ? "a malformed attribute: the value of '\(key)' in <\(elementName)> is not quoted" : Self.truncated)
                return nil
            }
            index += 1
            // (Lengths first: names of one tag mostly differ in length, and a length is stored.)
            let length = key.utf8.count
            guard let value = attributeValue(quote: quote) else { return nil }
            guard !pairs.contains(where: { $0.name.utf8.count == length && $0.name == key }) else {
                fail("the attribute '\(key)' is repeated in <\(elementName)>", at: keyStart)
                return nil
            }
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
        index += 1
        guard let (root, empty) = startTag() else { return nil }
        if empty { return root }
        stack.append(root)
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x3C {
                if self.byte(at: index + 1) == 0x2F {
                    let tagStart = index
                    index += 2
                    guard let closing = name() else {
                        fail(index < bytes.count ? "a malformed end tag (expected a name after '</')" : Self.truncated)
                        return nil
                    }
                    guard let innermost = stack.last, closing == innermost.name else {
                        let open = stack.last.map { "<\($0.name)> (line \($0.line))" } ?? "no element"
                        fail("an end tag that does not match its start tag: </\(closing)> closes \(open)", at: tagStart)
                        return nil
                    }
                    let open = stack.removeLast()
                    skipSpaces()
                    guard self.byte(at: index) == 0x3E else {
                        fail(index < bytes.count ? "a tag is not closed with '>' (in </\(closing)>)" : Self.truncated)
                        return nil
                    }
                    index += 1
                    if stack.isEmpty { return open }
                    Self.adopt(open, into: &stack)
                } else if starts(with: "<!--", at: index) {
                    guard comment() else { return nil }
                } else if starts(with: "<![CDATA[", at: index) {
                    var k = index + 9
                    while k + 2 < bytes.count, !(bytes[k] == 0x5D && bytes[k + 1] == 0x5D && bytes[k + 2] == 0x3E) { k += 1 }
                    guard k + 2 < bytes.count else {
                        fail(Self.truncated, at: bytes.count)
                        return nil
                    }
                    index = k + 3
                } else if self.byte(at: index + 1) == 0x21 {
                    fail("a '<!' that opens neither a comment nor a CDATA section")
                    return nil
                } else {
                    guard stack.count < maximumDepth else {
                        fail("elements are nested more than \(maximumDepth) deep")
                        return nil
                    }
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
                fail("']]>' in text outside a CDATA section (write ']]&gt;')")
                return nil
            } else {
                index += 1
            }
        }
        fail(Self.truncated, at: bytes.count)
        return nil
    }
}
