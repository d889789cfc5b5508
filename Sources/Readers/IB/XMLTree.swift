#if canImport(Glibc)
import Glibc
import FoundationEssentials
#elseif canImport(FoundationEssentials)
import FoundationEssentials
import Darwin
#else
import Foundation
#endif

/// An XML element with its position: what the Interface Builder reader walks.
struct XMLElementNode: Sendable {
    /// The element name (`view`, `constraint`, …).
    var name: String
    /// The attributes (looked up by name only; their order never reaches any output).
    var attributes: XMLAttributes
    /// The child elements, in document order.
    var children: [XMLElementNode]
    /// 1-based line of the start tag.
    var line: Int
    /// 1-based column of the start tag.
    var column: Int

    /// The value of attribute `name`.
    subscript(name: String) -> String? { attributes[name] }

    /// The first child element named `name` (and with `key="…"` when given).
    func child(_ name: String, key: String? = nil) -> XMLElementNode? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    /// The control's cell (the child with `key="cell"`), whatever its element's name:
    /// `textFieldCell`, `secureTextFieldCell`, `tokenFieldCell`, `buttonCell`, ….
    var cell: XMLElementNode? {
        children.first { $0["key"] == "cell" }
    }

    /// The child elements named `name`.
    func children(_ name: String) -> [XMLElementNode] {
        children.filter { $0.name == name }
    }
}

/// One `name="value"` of a start tag. A struct, not a tuple: freeing a document's tree
/// destroys every attribute, and the runtime destroys tuples in arrays through generic
/// metadata, which took a tenth of `lint`.
struct XMLAttribute: Sendable, Equatable {
    var name: String
    var value: String
}

/// An element's attributes as a short list of distinct names with their values: an element
/// has a handful, so comparing names beats hashing them (hashing was 6 % of `lint`).
struct XMLAttributes: Sendable, Equatable {
    private var pairs: [XMLAttribute]

    /// From attributes whose names are distinct.
    init(distinct pairs: [XMLAttribute]) { self.pairs = pairs }

    init(_ dictionary: [String: String]) { pairs = dictionary.map { XMLAttribute(name: $0.key, value: $0.value) } }

    /// The value of attribute `name`.
    subscript(name: String) -> String? {
        // Lengths first: they are stored, and most names differ in length.
        let length = name.utf8.count
        for pair in pairs where pair.name.utf8.count == length && pair.name == name { return pair.value }
        return nil
    }

    var count: Int { pairs.count }

    /// The same names with the same values, in any order.
    static func == (lhs: XMLAttributes, rhs: XMLAttributes) -> Bool {
        lhs.count == rhs.count && lhs.pairs.allSatisfy { rhs[$0.name] == $0.value }
    }
}

/// Parses XML into an element tree (with `PlainXMLParser`), safely: documents with a DOCTYPE
/// or entity declarations are refused before parsing (Interface Builder never writes them;
/// refusing them rules out external-entity and entity-expansion attacks), and a document
/// that is not well-formed gets the first reason, with its line and column.
enum XMLTree {
    /// Why a document could not be parsed, with its 1-based position.
    struct ParseFailure: Error {
        var line: Int
        var column: Int
        var message: String
    }

    /// The root element of `data`.
    static func parse(_ data: Data) throws(ParseFailure) -> XMLElementNode {
        if data.isEmpty { throw ParseFailure(line: 1, column: 1, message: "empty file; expected an XML document") }
        if let declaration = firstDeclaration(in: data) {
            throw ParseFailure(line: declaration.line, column: declaration.column,
                               message: "\(declaration.text) declarations are not allowed: Interface Builder never writes them, and external entities are never resolved")
        }
        let failure: PlainXMLParser.Failure
        switch PlainXMLParser.parse(data, maximumDepth: maximumDepth) {
        case .success(let root): return root
        case .failure(let found): failure = found
        }
        if let invalid = firstInvalidUTF8(in: data) {
            let byte = "0x" + String(invalid.byte, radix: 16, uppercase: true)
            throw ParseFailure(line: invalid.line, column: invalid.column,
                               message: invalid.line == 1 && invalid.column == 1 && invalid.byte >= 0xFE
                                   ? "the file is UTF-16 (it starts with the byte-order mark \(byte)); Interface Builder files are UTF-8: save it as UTF-8"
                                   : invalid.byte == 0 ? "a NUL byte (is the file UTF-16?); Interface Builder files are UTF-8 text"
                                   : "invalid UTF-8 (byte \(byte)); Interface Builder files are UTF-8")
        }
        if let instruction = firstProcessingInstruction(in: data) {
            throw ParseFailure(line: instruction.line, column: instruction.column,
                               message: "processing instructions ('<?…?>' after the XML declaration) are not allowed: Interface Builder never writes them")
        }
        let (line, column) = data.withUnsafeBytes { PlainXMLScanner.position(of: failure.offset, in: $0.bindMemory(to: UInt8.self)) }
        if failure.unreadableCharacters {
            // A control character, or U+FFFE / U+FFFF (EF BF BE / EF BF BF).
            let bytes = [UInt8](data.dropFirst(failure.offset).prefix(3))
            let character = bytes.first.map { $0 < 0x20 } == true ? "control character U+" + hex(bytes[0])
                : bytes.count == 3 ? "non-character U+" + (bytes[2] == 0xBE ? "FFFE" : "FFFF") : "character"
            throw ParseFailure(line: line, column: column,
                               message: "the document is not well-formed XML: a \(character), which XML does not allow in a document")
        }
        throw ParseFailure(line: line, column: column, message: "the document is not well-formed XML: " + failure.message)
    }

    /// Deeper nesting than any Interface Builder file has: refused instead of risking the stack.
    static let maximumDepth = 512

    private static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return String(repeating: "0", count: 4 - digits.count) + digits
    }

    /// The first byte that is not UTF-8, with its position (Xcode writes UTF-8 only). A
    /// UTF-16 file is refused here too (at its byte-order mark, or its first NUL byte, which
    /// XML never allows), which also keeps the byte scans before parsing (declarations,
    /// processing instructions) sound.
    static func firstInvalidUTF8(in data: Data) -> (line: Int, column: Int, byte: UInt8)? {
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> (line: Int, column: Int, byte: UInt8)? in
            let bytes = raw.bindMemory(to: UInt8.self)
            var parser = Unicode.UTF8.ForwardParser()
            var iterator = bytes.makeIterator()
            var offset = 0
            while true {
                switch parser.parseScalar(from: &iterator) {
                case .valid(let scalar) where scalar.count > 1 || scalar.first != 0: offset += scalar.count
                case .emptyInput: return nil
                case .valid, .error:
                    let (line, column) = PlainXMLScanner.position(of: offset, in: bytes)
                    return (line, column, bytes[offset])
                }
            }
        }
    }

    /// The position of the first `<?` that does not open the XML declaration at the start
    /// (Interface Builder never writes processing instructions, so they get their own words).
    static func firstProcessingInstruction(in data: Data) -> (line: Int, column: Int)? {
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> (line: Int, column: Int)? in
            let bytes = raw.bindMemory(to: UInt8.self)
            guard let base = bytes.baseAddress else { return nil }
            // `<?xml` and a blank, at the start or after a UTF-8 byte-order mark.
            let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            let opening = Array("<?xml".utf8)
            let declaration = bytes.count > start + opening.count
                && opening.indices.allSatisfy { bytes[start + $0] == opening[$0] }
                && [0x20, 0x09, 0x0A, 0x0D].contains(bytes[start + opening.count]) ? start : -1
            var index = 1
            while index < bytes.count, let found = memchr(base + index, 0x3F, bytes.count - index) {
                let mark = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                if bytes[mark - 1] == 0x3C, mark - 1 != declaration { return PlainXMLScanner.position(of: mark - 1, in: bytes) }
                index = mark + 1
            }
            return nil
        }
    }

    /// The position of the first `<!DOCTYPE` or `<!ENTITY` in the bytes, if any. The scan
    /// jumps from `!` to `!` (the line and column are counted once, for a hit): counting
    /// every byte's position was 5 % of reading a file.
    static func firstDeclaration(in data: Data) -> (line: Int, column: Int, text: String)? {
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> (line: Int, column: Int, text: String)? in
            let bytes = raw.bindMemory(to: UInt8.self)
            let markers: [(String, [UInt8])] = [("DOCTYPE", Array("<!DOCTYPE".utf8)), ("ENTITY", Array("<!ENTITY".utf8))]
            guard let base = bytes.baseAddress else { return nil }
            // From one `!` to the next with memchr: they are rare (comments), `<` is not.
            var index = 1
            while index < bytes.count, let found = memchr(base + index, 0x21, bytes.count - index) {
                let bang = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                let start = bang - 1
                if bytes[start] == 0x3C {
                    for (name, marker) in markers where start + marker.count <= bytes.count
                        && marker.indices.allSatisfy({ bytes[start + $0] == marker[$0] }) {
                        let (line, column) = PlainXMLScanner.position(of: start, in: bytes)
                        return (line, column, name)
                    }
                }
                index = bang + 1
            }
            return nil
        }
    }
}
