import Foundation
import Testing
@testable import Readers

/// The plain-XML fast path builds exactly the tree `XMLParser` builds (names, attributes,
/// children, positions) on every document it accepts, and leaves everything else to it.
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

    /// The fast path's answer for `data`, checked against `XMLParser`'s: nil when it left
    /// the document to `XMLParser`.
    @discardableResult
    static func checkAgreement(_ data: Data, _ name: String) -> XMLElementNode? {
        guard let plain = PlainXMLParser.parse(data, maximumDepth: XMLTree.maximumDepth) else { return nil }
        do {
            let reference = try XMLTree.parseWithXMLParser(data)
            #expect(difference(plain, reference) == nil, "\(name): \(difference(plain, reference) ?? "")")
        } catch {
            Issue.record("\(name): the fast path accepted a document XMLParser refuses (\(error.message))")
        }
        return plain
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

    @Test(arguments: [
        ("duplicate attribute", "<a x=\"1\" x=\"2\"/>"),
        ("mismatched end tag", "<a><b></a></b>"),
        ("double hyphen in a comment", "<a><!-- a -- b --></a>"),
        ("undeclared entity", "<a x=\"&nbsp;\"/>"),
        ("invalid character reference", "<a>&#0;</a>"),
        ("attributes without a blank", "<a x=\"1\"y=\"2\"/>"),
        ("content after the root", "<a/><b/>"),
        ("text before the root", "hello <a/>"),
        ("a '<' in an attribute", "<a x=\"<\"/>"),
        ("']]>' in text", "<a>]]></a>"),
        ("unclosed element", "<a><b/>"),
        ("namespace prefix", "<a xmlns:p=\"u\"><p:b/></a>"),
        ("default namespace", "<a xmlns=\"u\"/>"),
        ("processing instruction", "<a><?pi x?></a>"),
        ("carriage return", "<a>\r\n</a>"),
        ("non-character", "<a x=\"\u{FFFF}\"/>"),
    ])
    func leavesAnythingElseToXMLParser(_ what: String, _ body: String) {
        #expect(PlainXMLParser.parse(Self.document(body), maximumDepth: XMLTree.maximumDepth) == nil, "\(what)")
    }

    @Test func leavesOtherDeclarationsAndByteOrderMarksToXMLParser() {
        let variants = ["<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><a/>", "\u{FEFF}<a/>", "<?xml version=\"1.1\"?><a/>"]
        for text in variants {
            #expect(PlainXMLParser.parse(Data(text.utf8), maximumDepth: XMLTree.maximumDepth) == nil, "\(text)")
        }
        #expect(Self.checkAgreement(Data(" <a/>\n".utf8), "blanks around a root without a declaration") != nil)
        let invalidUTF8 = Data([0x3C, 0x61, 0x20, 0x78, 0x3D, 0x22, 0xC3, 0x28, 0x22, 0x2F, 0x3E])
        #expect(PlainXMLParser.parse(invalidUTF8, maximumDepth: XMLTree.maximumDepth) == nil)
    }

    @Test func leavesTooDeepNestingToXMLParser() throws {
        let deep = String(repeating: "<a>", count: 600) + String(repeating: "</a>", count: 600)
        #expect(PlainXMLParser.parse(Self.document(deep), maximumDepth: XMLTree.maximumDepth) == nil)
        #expect(throws: XMLTree.ParseFailure.self) { try XMLTree.parse(Self.document(deep)) }
        let shallow = String(repeating: "<a>", count: 100) + String(repeating: "</a>", count: 100)
        #expect(Self.checkAgreement(Self.document(shallow), "100 deep") != nil)
    }

    @Test func agreesOnTheFixtures() throws {
        let folder = Fixtures.packageRoot.appendingPathComponent("Fixtures")
        let files = (FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? [])
            .filter { $0.pathExtension == "xib" || $0.pathExtension == "storyboard" }
        #expect(files.count > 20)
        for url in files { Self.checkAgreement(try Data(contentsOf: url), url.lastPathComponent) }
    }

    /// Small random damage to real documents — a character deleted, doubled or replaced by
    /// one that means something in XML — never makes the fast path accept what XMLParser
    /// refuses, or build another tree.
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
                if Self.checkAgreement(Data(bytes), "\(name), damaged") != nil { accepted += 1 }
            }
        }
        // Most damage lands in places that stay well-formed (values, blanks): both paths run.
        #expect(accepted > 100, "the fast path accepted only \(accepted) damaged documents")
    }

    @Test("agrees with XMLParser on every corpus file, and reads almost all of them",
          .enabled(if: FileManager.default.fileExists(atPath: SharedCorpusTests.corpus.path), "no ../shared/corpus/ib"))
    func agreesOnTheCorpus() throws {
        let files = SharedCorpusTests.files
        var plain = 0
        for url in files where Self.checkAgreement(try Data(contentsOf: url), url.path) != nil { plain += 1 }
        #expect(plain * 10 >= files.count * 9, "only \(plain) of \(files.count) files read by the fast path")
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

    @Test("a repeated attribute, of the same length as another or not, is left to XMLParser")
    func repeatedAttributes() {
        #expect(PlainXMLParser.parse(Data(#"<a id="1" ab="2" id="3"/>"#.utf8), maximumDepth: 8) == nil)
        #expect(PlainXMLParser.parse(Data(#"<a id="1" ab="2" cd="3"/>"#.utf8), maximumDepth: 8)?.attributes.count == 3)
    }
}
