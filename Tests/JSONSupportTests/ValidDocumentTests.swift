import Foundation
import Testing
import JSONSupport

/// A document and the value it must parse to.
struct ValidCase: Sendable, CustomTestStringConvertible {
    let text: String
    let expected: JSONValue
    var testDescription: String { text.debugDescription }
    init(_ text: String, _ expected: JSONValue) {
        self.text = text
        self.expected = expected
    }
}

@Suite("Valid JSON documents parse to the values they denote")
struct ValidDocumentTests {
    @Test("Every kind of value, with and without surrounding whitespace", arguments: [
        ValidCase("null", nil),
        ValidCase("true", true),
        ValidCase("false", false),
        ValidCase("0", 0),
        ValidCase("-0", .number(-0.0)),
        ValidCase("12", 12),
        ValidCase("-12.5e3", -12_500),
        ValidCase("1E2", 100),
        ValidCase("1e-2", 0.01),
        ValidCase("0.5", 0.5),
        ValidCase("\"text\"", "text"),
        ValidCase("\"\"", ""),
        ValidCase("[]", []),
        ValidCase("{}", [:]),
        ValidCase(" \t\r\n [ 1 , \"a\" , null , true , [ ] , { } ] \n", [1, "a", nil, true, [], [:]]),
        ValidCase("{\"a\":{\"b\":[{\"c\":[]}]}}", ["a": ["b": [["c": []]]]]),
        ValidCase("\"\\\"\\\\\\/\\b\\f\\n\\r\\t\"", "\"\\/\u{08}\u{0C}\n\r\t"),
        ValidCase("\"\\u00e9\\u00C9\"", "éÉ"),
        ValidCase("\"\\uD83D\\uDE00\"", "😀"),
        ValidCase("\"😀 é 中\"", "😀 é 中"),
        ValidCase("\"a\\u0000b\"", "a\u{0}b"),
        ValidCase("\"mixed é\\n then more\"", "mixed é\n then more"),
        ValidCase("\"\u{2028}\"", "\u{2028}"),
    ])
    func parsesValue(_ example: ValidCase) throws {
        let node = try JSONParser.parse(example.text)
        #expect(node.value == example.expected)
    }

    @Test("Object members keep file order, not dictionary order")
    func objectOrder() throws {
        let node = try JSONParser.parse(#"{"z": 1, "a": 2, "m": 3, "b": 4}"#)
        guard case .object(let object) = node.value else {
            Issue.record("not an object")
            return
        }
        #expect(object.keys == ["z", "a", "m", "b"])
        #expect(object["m"]?.value == 3)
        #expect(object["missing"] == nil)
        #expect(JSONWriter.string(node.value) == #"{"z":1,"a":2,"m":3,"b":4}"#)
    }

    @Test("Large objects keep order and look keys up through their index")
    func largeObject() throws {
        let keys = (0..<200).map { "key\(199 - $0)" }
        let text = "{" + keys.enumerated().map { "\"\($0.element)\": \($0.offset)" }.joined(separator: ",") + "}"
        let node = try JSONParser.parse(text)
        guard case .object(let object) = node.value else {
            Issue.record("not an object")
            return
        }
        #expect(object.keys == keys)
        #expect(object["key0"]?.value == 199)
        #expect(object["key199"]?.value == 0)
        #expect(object["key200"] == nil)
    }

    @Test("Every value carries the line and column where it starts")
    func positions() throws {
        let text = """
        {
          "name": "x",
          "list": [1,
                   {"k": true}]
        }
        """
        let root = try JSONParser.parse(text)
        #expect(root.position == JSONPosition(line: 1, column: 1, offset: 0))
        guard case .object(let object) = root.value,
              case .array(let list)? = object["list"]?.value,
              case .object(let inner) = list[1].value else {
            Issue.record("unexpected shape")
            return
        }
        #expect(object.member("name")?.keyPosition.description == "2:3")
        #expect(object["name"]?.position.description == "2:11")
        #expect(list[0].position.description == "3:12")
        #expect(list[1].position.description == "4:12")
        #expect(inner["k"]?.position.description == "4:18")
    }

    @Test("Columns count Unicode scalars, so multi-byte characters take one column each")
    func columnsCountScalars() throws {
        let root = try JSONParser.parse(#"{"é😀": [ "中文", 7 ]}"#)
        guard case .object(let object) = root.value, case .array(let list)? = object["é😀"]?.value else {
            Issue.record("unexpected shape")
            return
        }
        #expect(list[0].position.column == 10)
        #expect(list[1].position.column == 16)
        #expect(list[1].position.offset == 23)
    }

    @Test("CRLF counts as one line break and a lone CR as one too")
    func lineBreaks() throws {
        let root = try JSONParser.parse("[1,\r\n2,\r3,\n4]")
        guard case .array(let list) = root.value else {
            Issue.record("not an array")
            return
        }
        #expect(list.map(\.position.description) == ["1:2", "2:1", "3:1", "4:1"])
    }

    @Test("A UTF-8 byte order mark is skipped and takes no column")
    func byteOrderMark() throws {
        let root = try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("[true]".utf8))
        #expect(root.value == [true])
        #expect(root.position.column == 1)
        #expect(root.position.offset == 3)
    }

    @Test("Data, byte-array and string inputs parse alike")
    func inputKinds() throws {
        let text = #"{"a": [1, 2.5, "x"]}"#
        let fromString = try JSONParser.parse(text)
        let fromBytes = try JSONParser.parse(Array(text.utf8))
        let fromData = try JSONParser.parse(Data(text.utf8))
        #expect(fromString == fromBytes)
        #expect(fromString == fromData)
    }
}
