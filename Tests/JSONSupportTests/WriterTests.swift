import Foundation
import Testing
import JSONSupport

@Suite("The writer is deterministic, escapes correctly and round-trips")
struct WriterTests {
    static let sample: JSONValue = [
        "name": "grid-1000",
        "n": 1036,
        "ratio": 0.25,
        "ok": true,
        "missing": nil,
        "first5": [0, 537, 388.5],
        "empty": [],
        "nested": ["inner": [:]],
    ]

    @Test("Compact output is one line without spaces, members in the order given")
    func compact() {
        #expect(JSONWriter.string(Self.sample) ==
            #"{"name":"grid-1000","n":1036,"ratio":0.25,"ok":true,"missing":null,"first5":[0,537,388.5],"empty":[],"nested":{"inner":{}}}"#)
    }

    @Test("Pretty output indents by two spaces and keeps empty containers inline")
    func pretty() {
        let expected = """
        {
          "name": "grid-1000",
          "n": 1036,
          "ratio": 0.25,
          "ok": true,
          "missing": null,
          "first5": [
            0,
            537,
            388.5
          ],
          "empty": [],
          "nested": {
            "inner": {}
          }
        }
        """
        #expect(JSONWriter.string(Self.sample, style: .pretty) == expected)
        #expect(Self.sample.serialized(style: .pretty) == expected)
    }

    @Test("Quotes, backslashes and control characters are escaped; other text is written as UTF-8")
    func escaping() {
        let text = "a\"b\\c/\n\r\t\u{08}\u{0C}\u{01}\u{1F}\u{7F}é😀\u{2028}"
        #expect(JSONWriter.quoted(text) == "\"a\\\"b\\\\c/\\n\\r\\t\\b\\f\\u0001\\u001f\u{7F}é😀\u{2028}\"")
    }

    @Test("Number formatting: integers without .0, shortest round-trip otherwise, null for non-finite", arguments: [
        (3.0, "3"), (-0.0, "0"), (-42, "-42"), (0.1, "0.1"), (1e-5, "1e-05"), (1e300, "1e+300"),
        (9_007_199_254_740_991, "9007199254740991"), (9_007_199_254_740_992, "9007199254740992"), (1e16, "1e+16"), (1.2345678901234568e20, "1.2345678901234568e+20"),
        (123_456.789, "123456.789"), (-Double.leastNonzeroMagnitude, "-5e-324"), (1.5e15, "1500000000000000"),
        (Double.nan, "null"), (Double.infinity, "null"), (-Double.infinity, "null"),
    ])
    func numbers(value: Double, text: String) throws {
        #expect(JSONWriter.format(value) == text)
        // Whatever is written must itself be valid JSON.
        _ = try JSONParser.parse(text)
    }

    @Test("Writing and parsing back gives the same value, in both styles", arguments: [JSONWriter.Style.compact, .pretty])
    func roundTrip(style: JSONWriter.Style) throws {
        let value: JSONValue = [
            "text": "line\nbreak \"quoted\" \u{0} é 😀",
            "numbers": [0, -0.5, 1e-7, 6.02214076e23, 9_007_199_254_740_993, .number(-Double.leastNormalMagnitude / 1024)],
            "deep": [[[["x": [nil, false]]]]],
        ]
        let parsed = try JSONParser.parse(JSONWriter.data(value, style: style))
        #expect(parsed.value == value)
    }

    @Test("Any finite Double survives writing and parsing bit for bit")
    func doublesRoundTrip() throws {
        var generator = SplitMix64(seed: 0x5EED)
        var checked = 0
        while checked < 2_000 {
            let value = Double(bitPattern: generator.next())
            guard value.isFinite else { continue }
            checked += 1
            guard case .number(let parsed) = try JSONParser.parse(JSONWriter.format(value)).value else {
                Issue.record("not a number")
                return
            }
            // -0 is written as 0 (integral values print as integers), so compare values.
            #expect(parsed.value == value, "\(value)")
            if value != 0 { #expect(parsed.value.bitPattern == value.bitPattern) }
        }
    }

    @Test("Parsed documents re-serialise in file order")
    func stableReserialisation() throws {
        let text = #"{"z":[1,2,{"b":null,"a":"x"}],"a":-0.125,"m":"\u00e9"}"#
        let node = try JSONParser.parse(text)
        #expect(JSONWriter.string(node.value) == #"{"z":[1,2,{"b":null,"a":"x"}],"a":-0.125,"m":"é"}"#)
    }
}

/// A small deterministic generator, so the property test is reproducible.
struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@Suite("Values built in code")
struct BuiltValueTests {
    @Test("Pairs, plain-value arrays and literals build the same value")
    func builders() {
        let names = ["a", "b"]
        let fromPairs = JSONValue.object([("list", .array(names.map { JSONValue.string($0) })), ("n", .number(2))])
        let fromLiteral: JSONValue = ["list": ["a", "b"], "n": 2]
        #expect(fromPairs == fromLiteral)
        #expect(JSONValue.array([]) == [])
        #expect(JSONWriter.string(fromPairs) == #"{"list":["a","b"],"n":2}"#)
    }

    @Test("Appending to an object keeps order and lookup working past the index threshold")
    func appending() {
        var object = JSONObject()
        for index in 0..<30 { object.append(key: "k\(index)", value: .number(index)) }
        object.append(key: "k3", value: "shadowed")
        #expect(object.count == 31)
        #expect(object["k3"]?.value == 3)
        #expect(object["k29"]?.value == 29)
        #expect(object.keys.first == "k0")
    }
}
