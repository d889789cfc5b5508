import Testing
@testable import JSONSupport

/// A record kind for the tests: keys listed in the order errors name them.
enum PairKey: Int, JSONRecordKey {
    case first, second, note

    var name: String {
        switch self {
        case .first: "first"
        case .second: "second"
        case .note: "note"
        }
    }
}

@Suite("Records match members to their keys once and read like object cursors")
struct RecordTests {
    static let schema = JSONRecordSchema<PairKey>()

    @Test("Members are found by key, whatever their order in the file")
    func lookup() throws {
        let record = try cursor(#"{"note": "n", "second": 2, "first": "a"}"#).object().record(Self.schema)
        #expect(try record.requireString(.first) == "a")
        #expect(try record.require(.second).number() == 2)
        #expect(try record.optionalString(.note) == "n")
        #expect(record[.second]?.path.description == "$.second")
        #expect(record[.second]?.position.description == "1:25")
    }

    @Test("A null member is present but not given, as with object cursors")
    func nullMembers() throws {
        let record = try cursor(#"{"first": null}"#).object().record(Self.schema)
        #expect(record.contains(.first))
        #expect(record[.first]?.isNull == true)
        #expect(record.optional(.first) == nil)
        #expect(!record.contains(.second))
        #expect(record[.second] == nil)
    }

    @Test("An unknown key is the same error rejectUnknownKeys gives")
    func unknownKey() throws {
        let object = try cursor(#"{"first": 1, "secnod": 2}"#).object()
        let byRecord = decodingError { _ = try object.record(Self.schema) }
        let byNames = decodingError { try object.rejectUnknownKeys(allowed: Self.schema.names) }
        #expect(byRecord != nil)
        #expect(byRecord == byNames)
        #expect(byRecord?.contains(#"(did you mean "second"?)"#) == true)
    }

    @Test("A missing required key is the same error require(name) gives")
    func missingKey() throws {
        let object = try cursor(#"{"note": 1}"#).object()
        let record = try object.record(Self.schema)
        let byRecord = decodingError { _ = try record.require(.first) }
        let byName = decodingError { _ = try object.require("first") }
        #expect(byRecord == #"$: missing required key "first""#)
        #expect(byRecord == byName)
    }

    @Test("Objects built in code with repeated keys are looked up by name: the first wins")
    func repeatedKeys() throws {
        var members = (0..<300).map { JSONMember(key: "note", value: JSONNode(.number($0))) }
        members.append(JSONMember(key: "first", value: JSONNode(.string("last"))))
        let object = try JSONCursor(JSONNode(.object(JSONObject(members)))).object()
        let record = try object.record(Self.schema)
        #expect(try record.require(.note).number() == 0)
        #expect(try record.requireString(.first) == "last")
        let few = try JSONCursor(JSONNode(.object(JSONObject(Array(members.suffix(3)))))).object().record(Self.schema)
        #expect(try few.require(.note).number() == 298)
    }

    @Test("Schemas name their keys by raw value")
    func schemaNames() {
        #expect(Self.schema.names == ["first", "second", "note"])
        #expect(JSONRecordSchema<PairKey>.maximumKeyCount == 32)
    }
}

@Suite("The parser's string cache shares repeated strings and never confuses two")
struct StringCacheTests {
    @Test("Strings that fall in the same slot stay distinct")
    func collisions() {
        let cache = ShortStringCache()
        // Same length, first, middle and last byte: the same slot.
        let texts = ["aXbcd", "aYbcd", "aXbcd", "aZbcd", "aYbcd"]
        for text in texts {
            var copy = text
            let result = copy.withUTF8 { cache.string($0) }
            #expect(result == text)
        }
    }

    @Test("Empty and long strings are decoded without the cache")
    func outsideTheCache() {
        let cache = ShortStringCache()
        let long = String(repeating: "k", count: ShortStringCache.maximumLength + 1)
        for text in ["", long, long] {
            var copy = text
            #expect(copy.withUTF8 { cache.string($0) } == text)
        }
    }

    @Test("Documents with many repeated and near-repeated keys parse to the same values")
    func parsedDocuments() throws {
        let items = (0..<500).map { #"{"key\#($0 % 7)": "v\#($0 % 13)", "k\#($0)": "\#($0)é", "e\u0041": "x\n"}"# }
        let root = try JSONParser.parse("[" + items.joined(separator: ",") + "]")
        guard case .array(let elements) = root.value else { Issue.record("not an array"); return }
        for (offset, element) in elements.enumerated() {
            guard case .object(let object) = element.value else { Issue.record("not an object"); return }
            #expect(object.keys == ["key\(offset % 7)", "k\(offset)", "eA"])
            #expect(object["key\(offset % 7)"]?.value == .string("v\(offset % 13)"))
            #expect(object["k\(offset)"]?.value == .string("\(offset)é"))
            #expect(object["eA"]?.value == .string("x\n"))
        }
    }
}

@Suite("The string scan skips eight plain bytes at a time and stops at anything else")
struct StringScanTests {
    @Test("A word is plain exactly when each of its bytes is printable ASCII other than a quote or backslash")
    func plainWords() {
        for position in 0..<8 {
            for value in 0...255 {
                var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 8)
                bytes[position] = UInt8(value)
                let word = bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
                let plain = value >= 0x20 && value < 0x80 && value != 0x22 && value != 0x5C
                #expect((ByteParser.specialBytes(word) == 0) == plain, "byte \(value) at \(position)")
            }
        }
    }

    @Test("The mask flags no byte before the first special one, and that one is found exactly")
    func firstSpecialByte() {
        for position in 0..<8 {
            for value in [0x00, 0x1F, 0x22, 0x5C, 0x80, 0xC3, 0xFF] {
                var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 8)
                bytes[position] = UInt8(value)
                if position < 7 { bytes[position + 1] = 0x22 }
                let word = bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
                #expect(ByteParser.firstFlaggedByte(ByteParser.specialBytes(word)) == position, "byte \(value) at \(position)")
            }
        }
    }

    @Test("Quotes, escapes, control characters and non-ASCII are found wherever they fall")
    func boundaries() throws {
        for length in 0..<20 {
            let prefix = String(repeating: "p", count: length)
            #expect(try JSONParser.parse(#""\#(prefix)""#).value == .string(prefix))
            #expect(try JSONParser.parse(#""\#(prefix)\"q""#).value == .string(prefix + "\"q"))
            #expect(try JSONParser.parse(#""\#(prefix)é""#).value == .string(prefix + "é"))
            #expect(throws: JSONParseError.self) { try JSONParser.parse("\"\(prefix)\u{01}\"") }
            #expect(throws: JSONParseError.self) { try JSONParser.parse("\"\(prefix)") }
        }
    }
}

/// Cases for the choice tests.
enum Fruit: String, CaseIterable, Sendable {
    case apple, pear, plum
}

@Suite("Choices give the case a name stands for, with oneOf's error")
struct ChoicesTests {
    @Test("A listed name gives its case; a subset of the cases can be offered")
    func cases() throws {
        #expect(try cursor(#""pear""#).oneOf(JSONChoices(Fruit.allCases)) == .pear)
        #expect(try cursor(#""plum""#).oneOf(JSONChoices([Fruit.plum, .apple])) == .plum)
    }

    @Test("Anything else is the same error as oneOf on the names")
    func errors() throws {
        let choices = JSONChoices([Fruit.apple, .plum])
        for text in [#""pear""#, "3", "null"] {
            let value = try cursor(text)
            let byCase = decodingError { _ = try value.oneOf(choices) }
            #expect(byCase != nil)
            #expect(byCase == decodingError { _ = try value.oneOf(choices.names) })
        }
        #expect(decodingError { _ = try cursor(#""pear""#).oneOf(choices) } == #"$: expected one of "apple", "plum", found "pear""#)
    }
}
