#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A strict RFC 8259 JSON parser that reports where things go wrong.
///
/// Foundation's `JSONSerialization` cannot say where an error is, and linting users need
/// file, line, column and a JSON path. This parser works on the UTF-8 bytes with an index
/// (no `Character` walking), so multi-megabyte files parse in milliseconds.
///
/// Accepted: exactly RFC 8259, with an optional UTF-8 byte order mark at the start.
/// Rejected with a positioned `JSONParseError`: invalid UTF-8, comments, trailing commas,
/// leading zeros, `NaN`/`Infinity`, numbers that overflow a `Double`, control characters
/// and unpaired surrogates in strings, duplicate keys in one object (both positions are
/// named), and nesting deeper than `maxDepth` (which keeps hostile input from exhausting
/// the stack; the parser is recursive).
public enum JSONParser {
    /// The nesting limit used unless the caller chooses another.
    public static let defaultMaxDepth = 512

    /// Parses a complete document from UTF-8 data.
    public static func parse(_ data: Data, maxDepth: Int = defaultMaxDepth) throws(JSONParseError) -> JSONNode {
        let result = data.withUnsafeBytes { raw in
            parse(raw.assumingMemoryBound(to: UInt8.self), maxDepth: maxDepth)
        }
        return try result.get()
    }

    /// Parses a complete document from UTF-8 bytes.
    public static func parse(_ bytes: [UInt8], maxDepth: Int = defaultMaxDepth) throws(JSONParseError) -> JSONNode {
        let result = bytes.withUnsafeBufferPointer { buffer in
            parse(buffer, maxDepth: maxDepth)
        }
        return try result.get()
    }

    /// Parses a complete document from a string (its UTF-8 form).
    public static func parse(_ text: String, maxDepth: Int = defaultMaxDepth) throws(JSONParseError) -> JSONNode {
        var text = text
        let result = text.withUTF8 { buffer in
            parse(buffer, maxDepth: maxDepth)
        }
        return try result.get()
    }

    /// Closures above cannot carry a typed error through Foundation's untyped `rethrows`,
    /// so the core returns a `Result`.
    private static func parse(_ buffer: UnsafeBufferPointer<UInt8>, maxDepth: Int) -> Result<JSONNode, JSONParseError> {
        var parser = ByteParser(bytes: buffer, maxDepth: maxDepth)
        do throws(JSONParseError) {
            return .success(try parser.parseDocument())
        } catch {
            return .failure(error)
        }
    }
}

/// The parser state: an index into the bytes plus what is needed to turn it into a
/// line and column cheaply.
struct ByteParser {
    let bytes: UnsafeBufferPointer<UInt8>
    let maxDepth: Int
    var index = 0
    var depth = 0
    var line = 1
    /// Byte offset where the current line starts.
    var lineStart = 0
    /// UTF-8 continuation bytes seen since `lineStart`. Non-ASCII can only legally occur
    /// inside strings, which validate it anyway, so counting here makes scalar columns free.
    var lineContinuationBytes = 0
    /// Repeated keys and names, decoded once.
    var strings = ShortStringCache()
    /// The sizes of the last object and array closed: the next one is usually of the same
    /// kind (a view after a view, a frame after a frame), so it starts with room for as many
    /// and grows no more (growing copied every member of a 20-key view twice).
    var lastObjectCount = 4
    var lastArrayCount = 4
    /// The most room reserved on a guess.
    static let maximumGuessedCount = 64

    init(bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int) {
        self.bytes = bytes
        self.maxDepth = maxDepth
    }

    /// The position of the byte at `index`.
    @inline(__always)
    func position() -> JSONPosition {
        JSONPosition(line: line, column: index - lineStart - lineContinuationBytes + 1, offset: index)
    }

    /// An error at the current index.
    func error(_ message: String) -> JSONParseError {
        JSONParseError(position: position(), message: message)
    }

    @inline(__always)
    func peek(_ byte: UInt8) -> Bool {
        index < bytes.count && bytes[index] == byte
    }

    mutating func parseDocument() throws(JSONParseError) -> JSONNode {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            index = 3
            lineStart = 3
        } else if bytes.count >= 2, (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF) {
            throw error("the input is UTF-16 (it starts with a UTF-16 byte order mark); JSON must be UTF-8")
        }
        skipWhitespace()
        if index == bytes.count {
            throw error("empty document; expected a JSON value")
        }
        let root = try parseValue()
        skipWhitespace()
        if index < bytes.count {
            throw unexpected("end of input after the top-level value")
        }
        return root
    }

    /// Parses the value at `index` (after whitespace).
    mutating func parseValue() throws(JSONParseError) -> JSONNode {
        skipWhitespace()
        guard index < bytes.count else { throw unexpected("a JSON value") }
        let start = position()
        switch bytes[index] {
        case UInt8(ascii: "\""):
            return JSONNode(.string(try parseString(start: start)), position: start)
        case UInt8(ascii: "{"):
            return JSONNode(.object(try parseObject(start: start)), position: start)
        case UInt8(ascii: "["):
            return JSONNode(.array(try parseArray(start: start)), position: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONNode(.number(try parseNumber(start: start)), position: start)
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
            return JSONNode(try parseLiteral(start: start), position: start)
        default:
            throw unexpected("a JSON value")
        }
    }

    private mutating func enterContainer(_ start: JSONPosition) throws(JSONParseError) {
        depth += 1
        if depth > maxDepth {
            throw JSONParseError(position: start,
                                 message: "nesting too deep: more than \(maxDepth) levels of arrays and objects")
        }
        index += 1
        skipWhitespace()
    }

    mutating func parseArray(start: JSONPosition) throws(JSONParseError) -> [JSONNode] {
        try enterContainer(start)
        var elements: [JSONNode] = []
        if peek(UInt8(ascii: "]")) {
            index += 1
            depth -= 1
            return elements
        }
        elements.reserveCapacity(min(max(lastArrayCount, 4), Self.maximumGuessedCount))
        while true {
            if index == bytes.count {
                let expected = elements.isEmpty ? "a JSON value or ']'" : "a JSON value"
                throw unexpected(expected, container: "array", openedAt: start)
            }
            do throws(JSONParseError) {
                elements.append(try parseValue())
            } catch {
                throw error.prepending(.index(elements.count))
            }
            if try closesAfterItem(closing: "]", item: "array element", container: "array", openedAt: start) {
                lastArrayCount = elements.count
                return elements
            }
        }
    }

    mutating func parseObject(start: JSONPosition) throws(JSONParseError) -> JSONObject {
        try enterContainer(start)
        var members: [JSONMember] = []
        var keyIndex: [String: Int]?
        if peek(UInt8(ascii: "}")) {
            index += 1
            depth -= 1
            return JSONObject(members: members, index: nil)
        }
        members.reserveCapacity(min(max(lastObjectCount, 4), Self.maximumGuessedCount))
        while true {
            guard peek(UInt8(ascii: "\"")) else {
                let expected = members.isEmpty ? "a string key or '}' after '{'" : "a string key after ','"
                throw unexpected(expected, container: "object", openedAt: start)
            }
            let keyPosition = position()
            let key = try parseString(start: keyPosition)
            if let first = Self.firstMember(named: key, in: members, index: &keyIndex) {
                throw JSONParseError(
                    position: keyPosition, path: JSONPath([.key(key)]),
                    message: "duplicate key \(JSONWriter.quoted(key)) in object; first defined at line \(first.line), column \(first.column)")
            }
            skipWhitespace()
            guard peek(UInt8(ascii: ":")) else {
                throw unexpected("':' after object key \(JSONWriter.quoted(key))", container: "object", openedAt: start)
            }
            index += 1
            let value: JSONNode
            do throws(JSONParseError) {
                value = try parseValue()
            } catch {
                throw error.prepending(.key(key))
            }
            members.append(JSONMember(key: key, keyPosition: keyPosition, value: value))
            if keyIndex != nil {
                keyIndex?[key] = members.count - 1
            }
            if try closesAfterItem(closing: "}", item: "object member", container: "object", openedAt: start) {
                lastObjectCount = members.count
                return JSONObject(members: members, index: keyIndex)
            }
        }
    }

    /// After an array element or object member: consumes `,` (rejecting a trailing comma)
    /// and returns false, or consumes `closing` and leaves the container, returning true.
    private mutating func closesAfterItem(closing: Unicode.Scalar, item: String, container: String,
                                          openedAt start: JSONPosition) throws(JSONParseError) -> Bool {
        let close = UInt8(ascii: closing)
        skipWhitespace()
        guard index < bytes.count else {
            throw unexpected("',' or '\(closing)' after \(item)", container: container, openedAt: start)
        }
        switch bytes[index] {
        case UInt8(ascii: ","):
            let comma = position()
            index += 1
            skipWhitespace()
            if peek(close) {
                throw JSONParseError(position: comma, message: "trailing comma before '\(closing)' is not allowed")
            }
            return false
        case close:
            index += 1
            depth -= 1
            return true
        default:
            throw unexpected("',' or '\(closing)' after \(item)")
        }
    }

    /// Finds an earlier member with the same key: a scan while the object is small, a hash
    /// table (built on first need and kept for `JSONObject`) once it is large.
    private static func firstMember(named key: String, in members: [JSONMember],
                                    index: inout [String: Int]?) -> JSONPosition? {
        if index == nil, members.count >= JSONObject.indexThreshold {
            var table: [String: Int] = [:]
            table.reserveCapacity(members.count * 2)
            for (offset, member) in members.enumerated() { table[member.key] = offset }
            index = table
        }
        if let index {
            return index[key].map { members[$0].keyPosition }
        }
        let length = key.utf8.count
        return members.first { JSONObject.sameKey($0.key, key, length: length) }?.keyPosition
    }
}
