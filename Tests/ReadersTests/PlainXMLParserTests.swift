import Foundation
import Testing
@testable import Readers

/// The reader's XML parser builds exactly the tree FoundationXML's `XMLParser` builds (names,
/// attributes, children, positions), accepts every document `XMLParser` accepts and refuses
/// every other, with a reason and where.
@Suite struct PlainXMLParserTests {
    /// Whether two trees are the same, or the first difference.
    static func difference(_ a: XMLElementNode, _ b: XMLElementNode, at path: String = "") -> String? {
        let here = "\(path)/\(a.name)@\(a.line):\(a.column)"
        if a.name != b.name || a.line != b.line || a.column != b.column {
            return "\(here) against \(b.name)@\(b.line):\(b.column)"
        }
        if a.attributes != b.attributes { return "\(here): attributes \(a.attributes) against \(b.attributes)" }
        if a.children.count != b.children.count { return "\(here): \(a.children.count) children against \(b.children.count)" }
        for (x, y) in zip(a.children, b.children) {
            if let found = difference(x, y, at: here) { return found }
        }
        return nil
    }

    /// The parser's tree for `data`, checked against `XMLParser`'s: nil when it refuses it.
    /// Every document `XMLParser` refuses is refused; a document `XMLParser` reads is read
    /// into the same tree, unless `recovered` allows it to be refused: FoundationXML lets
    /// libxml2 recover from errors (a missing `=`, a mismatched end tag) and reports success,
    /// where XML 1.0 (and `scripts/check_xml_parser.py`, against Python's expat) refuses.
    @discardableResult
    static func checkAgreement(_ data: Data, _ name: String, recovered: Bool = false) -> XMLElementNode? {
        let plain = PlainXMLParser.tree(data, maximumDepth: XMLTree.maximumDepth)
        let reference = XMLParserReference.tree(data)
        switch (plain, reference) {
        case let (plain?, reference?):
            #expect(difference(plain, reference) == nil, "\(name): \(difference(plain, reference) ?? "")")
        case (_?, nil):
            Issue.record("\(name): accepted a document XMLParser refuses")
        case (nil, _?):
            if !recovered {
                Issue.record("\(name): refused a document XMLParser accepts (\(refusal(data))): \(String(decoding: data, as: UTF8.self))")
            }
        case (nil, nil):
            break
        }
        return plain
    }

    /// Why `XMLTree` refuses `data`, as the reader reports it.
    static func refusal(_ data: Data) -> String {
        do {
            _ = try XMLTree.parse(data)
            return "accepted"
        } catch {
            return "\(error.line):\(error.column): \(error.message)"
        }
    }

    static func document(_ body: String) -> Data {
        Data(("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + body).utf8)
    }

    @Test func readsWhatInterfaceBuilderWrites() throws {
        let text = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <!--View Controller-->
                <objects>
                    <view contentMode="scaleToFill" id="i5M-Pr-FkT" userLabel="Café « 1 »">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <string key="text">a &amp; b &lt; c &#x2026; <![CDATA[ <not> & markup ]]></string>
                        <constraint firstAttribute="height" constant="44" id="a&amp;b&#10;c&quot;d&apos;e"/>
                        <label text='single &#9; quotes'
                               title="line
            feed	tab" id="x"></label>
                    </view>
                </objects>
            </document>
            <!-- after the root -->

            """
        let root = try #require(Self.checkAgreement(Self.document(text), "sample"))
        let view = try #require(root.child("objects")?.child("view"))
        #expect(view["userLabel"] == "Café « 1 »")
        #expect(view.children("constraint").first?["id"] == "a&b\nc\"d'e")
        #expect(view.child("label")?["title"] == "line feed tab")
        #expect(view.child("label")?["text"] == "single \t quotes")
    }

    @Test func positionsCountCharactersNotBytes() throws {
        let root = try #require(Self.checkAgreement(Self.document("<a>\n<b x=\"é€😀\"/><c/>\n   <d\n  y=\"1\"   ></d></a>"), "positions"))
        #expect(root.children.map { "\($0.line):\($0.column)" } == ["3:11", "3:15", "5:11"])
    }

    @Test("a document that is not well-formed is refused with the first reason, and where", arguments: [
        ("<a x=\"1\" x=\"2\"/>", "2:10: the attribute 'x' is repeated in <a>"),
        ("<a><b></a></b>", "2:7: an end tag that does not match its start tag: </a> closes <b> (line 2)"),
        ("<a><!-- a -- b --></a>", "2:11: '--' inside a comment (a comment ends at the first '--', which must be followed by '>')"),
        ("<a x=\"&nbsp;\"/>", "2:7: an undeclared entity reference '&nbsp;' (XML has only '&amp;', '&lt;', '&gt;', '&quot;' and '&apos;'; write other characters as themselves or as '&#…;')"),
        ("<a>&#0;</a>", "2:4: a character reference to a character XML does not allow"),
        ("<a>&#xZZ;</a>", "2:4: a malformed character reference (expected '&#' and decimal digits, or '&#x' and hexadecimal digits, then ';')"),
        ("<a>AT&T</a>", "2:6: a '&' that starts no reference (write '&amp;' for the character itself)"),
        ("<a x=\"1\"y=\"2\"/>", "2:9: a blank is missing before the attribute 'y' in <a>"),
        ("<a x/>", "2:5: a malformed attribute: '=' expected after 'x' in <a>"),
        ("<a x=1/>", "2:6: a malformed attribute: the value of 'x' in <a> is not quoted"),
        ("<a/><b/>", "2:5: content after the root element (a document has one root element, then only comments and blanks)"),
        ("hello <a/>", "2:1: no XML element at the start of the document"),
        ("", "2:1: the document has no root element"),
        ("<a x=\"<\"/>", "2:7: a '<' inside an attribute value (write '&lt;')"),
        ("<a>]]></a>", "2:4: ']]>' in text outside a CDATA section (write ']]&gt;')"),
        ("<a><b/>", "2:8: the document ends before its elements are closed (truncated?)"),
        ("<a x=\"1", "2:8: the document ends before its elements are closed (truncated?)"),
        ("<a><!-- open", "2:13: the document ends before its elements are closed (truncated?)"),
        ("<a>< b/></a>", "2:4: a '<' that starts no tag (write '&lt;' for the character itself)"),
        ("<a><!ELEMENT></a>", "2:4: a '<!' that opens neither a comment nor a CDATA section"),
        ("<a 1=\"2\"/>", "2:4: a tag is not closed with '>' (expected an attribute name, '>' or '/>' in <a>)"),
        ("<a></a ", "2:8: the document ends before its elements are closed (truncated?)"),
        ("<a></a x>", "2:8: a tag is not closed with '>' (in </a>)"),
    ])
    func refusesWhatIsNotWellFormed(_ body: String, _ expected: String) {
        let data = Self.document(body)
        let position = expected.prefix { $0 != " " }
        #expect(Self.refusal(data) == position + " the document is not well-formed XML: " + expected.dropFirst(position.count + 1))
        // FoundationXML reports the root's events before libxml2 finds what follows it wrong,
        // and then says it parsed the document: XML 1.0 refuses both.
        let lenient = ["<a/><b/>", "<a></a x>"]
        #expect((XMLParserReference.tree(data) == nil) != lenient.contains(body), "XMLParser on \(body)")
    }

    @Test("control characters, non-characters and too deep nesting are refused with their own words")
    func refusesCharactersAndDepth() {
        #expect(Self.refusal(Self.document("<a>\u{01}</a>")) == "2:4: the document is not well-formed XML: a control character U+0001, which XML does not allow in a document")
        #expect(Self.refusal(Self.document("<a x=\"\u{FFFF}\"/>")) == "2:7: the document is not well-formed XML: a non-character U+FFFF, which XML does not allow in a document")
        #expect(Self.refusal(Self.document("<a x=\"é\">\u{FFFE}</a>")) == "2:10: the document is not well-formed XML: a non-character U+FFFE, which XML does not allow in a document")
        #expect(Self.refusal(Data("<a>é</a>".utf8) + Data([0xEF, 0xBF, 0xBF])) == "1:9: the document is not well-formed XML: a non-character U+FFFF, which XML does not allow in a document",
                "in the last three bytes")
        #expect(Self.checkAgreement(Self.document("<a x=\"\u{FFFD}\u{FEFF}\u{FFEF}\"/>"), "EF-led characters XML allows") != nil)
        let deep = String(repeating: "<a>", count: 600) + String(repeating: "</a>", count: 600)
        #expect(Self.refusal(Self.document(deep)) == "2:1537: the document is not well-formed XML: elements are nested more than 512 deep")
        let shallow = String(repeating: "<a>", count: 100) + String(repeating: "</a>", count: 100)
        #expect(Self.checkAgreement(Self.document(shallow), "100 deep") != nil)
    }

    @Test("namespaces (names kept whole), carriage returns, a byte-order mark and other declarations read as XMLParser reads them", arguments: [
        "<a xmlns:p=\"u\"><p:b p:c=\"1\"/></a>",
        "<a xmlns=\"u\"/>",
        "<a>\r\n<b x=\"1\r\n2\"/>\r<c/></a>",
        "<café été=\"1\"/>",
    ])
    func readsWhatXMLParserReads(_ body: String) throws {
        try #require(Self.checkAgreement(Self.document(body), body) != nil)
    }

    @Test func readsOtherDeclarationsAndByteOrderMarks() throws {
        let variants = ["<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><a/>", "\u{FEFF}<a/>", "\u{FEFF}<?xml version=\"1.0\"?>\n<a/>",
                        "<?xml version=\"1.1\"?><a/>", "<?xml version='1.0' encoding='utf-8' standalone='yes' ?><a/>"]
        for text in variants {
            #expect(Self.checkAgreement(Data(text.utf8), text) != nil, "\(text)")
        }
        #expect(Self.checkAgreement(Data(" <a/>\n".utf8), "blanks around a root without a declaration") != nil)
        #expect(Self.refusal(Data("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><a x=\"é\"/>".utf8))
                    == "1:31: the document is not well-formed XML: the document declares the encoding 'ISO-8859-1', but Interface Builder files are UTF-8 (save it as UTF-8)")
        #expect(Self.refusal(Data("<?xml version=\"2.0\"?><a/>".utf8))
                    == "1:16: the document is not well-formed XML: a malformed XML declaration ('2.0' is not a value of 'version')")
        let invalidUTF8 = Data([0x3C, 0x61, 0x20, 0x78, 0x3D, 0x22, 0xC3, 0x28, 0x22, 0x2F, 0x3E])
        #expect(Self.refusal(invalidUTF8) == "1:7: invalid UTF-8 (byte 0xC3); Interface Builder files are UTF-8")
    }

    @Test func agreesOnTheFixtures() throws {
        let folder = Fixtures.packageRoot.appendingPathComponent("Fixtures")
        let files = (FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? [])
            .filter { $0.pathExtension == "xib" || $0.pathExtension == "storyboard" }
        #expect(files.count > 20)
        for url in files { Self.checkAgreement(try Data(contentsOf: url), url.lastPathComponent) }
    }

    /// Small random damage to real documents — a character deleted, doubled or replaced by
    /// one that means something in XML — never makes the parser accept what XMLParser
    /// refuses, refuse what it accepts, or build another tree.
    @Test func agreesOnDamagedDocuments() throws {
        let names = ["readsIB-top-level-stack.xib", "readsIB-xib-status-bar-xcode11.xib", "readsIB-stack-arranged-fixed-frame.xib",
                     "readsIB-stack.xib", "readsIB-status-bar-xcode14.storyboard"]
        let specials = Array("<>&\"'/=!-?;#x \n\t]".utf8) + [0xC3, 0xA9, 0x00, 0x0D]
        var state: UInt64 = 0x1234_5678_9ABC_DEF1
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var accepted = 0
        for name in names {
            let original = [UInt8](try Fixtures.data("IB/\(name)"))
            for _ in 0..<300 {
                var bytes = original
                for _ in 0..<(1 + next(4)) {
                    let at = next(bytes.count)
                    switch next(3) {
                    case 0: bytes.remove(at: at)
                    case 1: bytes.insert(bytes[at], at: at)
                    default: bytes[at] = specials[next(specials.count)]
                    }
                }
                if Self.checkAgreement(Data(bytes), "\(name), damaged", recovered: true) != nil { accepted += 1 }
            }
        }
        // Most damage lands in places that stay well-formed (values, blanks).
        #expect(accepted > 100, "only \(accepted) damaged documents were read")
    }

    @Test("agrees with XMLParser on every corpus file",
          .enabled(if: FileManager.default.fileExists(atPath: SharedCorpusTests.corpus.path), "no ../shared/corpus/ib"))
    func agreesOnTheCorpus() throws {
        let files = SharedCorpusTests.files
        var read = 0
        for url in files where Self.checkAgreement(try Data(contentsOf: url), url.path) != nil { read += 1 }
        #expect(read * 10 >= files.count * 9, "only \(read) of \(files.count) files read")
    }

    @Test("a name byte is a letter, a digit, an underscore, a hyphen or a full stop, and nothing else of the 256")
    func nameBytes() {
        for value in 0...255 {
            let byte = UInt8(value)
            let expected = (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte)
                || byte == 0x5F || byte == 0x2D || byte == 0x2E
            #expect(PlainXMLScanner.isNameByte(byte) == expected, "byte \(value)")
        }
    }

    @Test("a repeated attribute, of the same length as another or not, is refused")
    func repeatedAttributes() {
        #expect(PlainXMLParser.tree(Data(#"<a id="1" ab="2" id="3"/>"#.utf8), maximumDepth: 8) == nil)
        #expect(PlainXMLParser.tree(Data(#"<a id="1" ab="2" cd="3"/>"#.utf8), maximumDepth: 8)?.attributes.count == 3)
    }
}
