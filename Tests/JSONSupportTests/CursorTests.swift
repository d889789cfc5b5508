import Testing
import JSONSupport
import Spelling

/// Parses `text` and returns a cursor at its root.
func cursor(_ text: String) throws -> JSONCursor {
    JSONCursor(try JSONParser.parse(text))
}

/// The description of the decoding error `body` throws, or nil (or a marker when it
/// throws something else).
func decodingError(_ body: () throws -> Void) -> String? {
    do {
        try body()
        return nil
    } catch let error as JSONDecodingError {
        return error.description
    } catch {
        return "unexpected error: \(error)"
    }
}

@Suite("Cursors turn shape errors into messages with JSON paths")
struct CursorTests {
    static let document = """
    {"constraints": [
      {"terms": [[1, "a"]], "op": "==", "constant": "0", "strength": 750},
      {"terms": [[1, "a"], [2]], "op": "=<", "expect": {"rejected_index": 2.5}}
    ]}
    """

    @Test("Paths name keys and indices all the way down")
    func paths() throws {
        let root = try cursor(Self.document).object()
        let second = try root.requireArray("constraints")[1].object()
        let term = try second.requireArray("terms")[1]
        #expect(term.path.description == "$.constraints[1].terms[1]")
        #expect(term.position.description == "3:24")
        #expect(try term.array()[0].path.description == "$.constraints[1].terms[1][0]")
    }

    @Test("Type mismatches say what was expected and what was found")
    func typeMismatches() throws {
        let root = try cursor(Self.document).object()
        let first = try root.requireArray("constraints")[0].object()
        #expect(decodingError { _ = try first.requireNumber("constant") }
            == #"$.constraints[0].constant: expected a number, found "0""#)
        #expect(decodingError { _ = try first.requireString("strength") }
            == "$.constraints[0].strength: expected a string, found 750")
        #expect(decodingError { _ = try first.requireObject("terms") }
            == "$.constraints[0].terms: expected an object, found an array of 1 element")
        #expect(decodingError { _ = try first.requireBool("op") }
            == #"$.constraints[0].op: expected a boolean, found "==""#)
        #expect(decodingError { _ = try root.requireArray("constraints")[0].array() }
            == "$.constraints[0]: expected an array, found an object")
    }

    @Test("oneOf lists the choices")
    func oneOf() throws {
        let second = try cursor(Self.document).object().requireArray("constraints")[1].object()
        #expect(decodingError { _ = try second.require("op").oneOf(["==", "<=", ">="]) }
            == #"$.constraints[1].op: expected one of "==", "<=", ">=", found "=<""#)
    }

    @Test("Integers must be integral and in range", arguments: [
        ("2", 2 as Int?, nil as String?),
        ("2.0", 2, nil),
        ("2.5", nil, "$: expected an integer between 0 and 5, found 2.5"),
        ("1e300", nil, "$: expected an integer between 0 and 5, found 1e+300"),
        ("-3", nil, "$: expected an integer between 0 and 5, found -3"),
        ("\"3\"", nil, #"$: expected an integer between 0 and 5, found "3""#),
    ])
    func integers(text: String, value: Int?, message: String?) throws {
        let root = try cursor(text)
        #expect((try? root.integer(in: 0...5)) == value)
        #expect(decodingError { _ = try root.integer(in: 0...5) } == message)
    }

    @Test("A missing key is reported at the object and hints at a misspelt key")
    func missingKeys() throws {
        let object = try cursor(#"{"contraints": [], "name": "x"}"#).object()
        let error = #expect(throws: JSONDecodingError.self) { try object.require("constraints") }
        #expect(error?.description == #"$: missing required key "constraints" (found "contraints"; misspelt?)"#)
        #expect(error?.position.description == "1:1")
        #expect(decodingError { _ = try object.require("variables") } == #"$: missing required key "variables""#)
    }

    @Test("optional… treats null like an absent key but still checks types")
    func optionals() throws {
        let object = try cursor(#"{"a": null, "b": 3, "c": "x"}"#).object()
        #expect(try object.optionalNumber("a") == nil)
        #expect(try object.optionalNumber("zzz") == nil)
        #expect(try object.optionalNumber("b") == 3)
        #expect(object.contains("a"))
        #expect(object["a"]?.isNull == true)
        #expect(decodingError { _ = try object.optionalNumber("c") } == #"$.c: expected a number, found "x""#)
    }

    @Test("Unknown keys are rejected at the key itself with a suggestion")
    func unknownKeys() throws {
        let object = try cursor(#"{"terms": [], "stength": "weak", "op": "=="}"#).object()
        #expect(object.unknownMembers(allowed: ["terms", "op", "strength"]).map(\.key) == ["stength"])
        let error = #expect(throws: JSONDecodingError.self) {
            try object.rejectUnknownKeys(allowed: ["terms", "op", "strength"])
        }
        #expect(error?.description == #"$.stength: unknown key "stength"; expected one of "terms", "op", "strength" (did you mean "strength"?)"#)
        #expect(error?.position.column == 15)
    }

    @Test("Long strings are shortened in messages")
    func longStrings() throws {
        let long = String(repeating: "x", count: 100)
        #expect(decodingError { _ = try cursor("\"\(long)\"").number() }
            == "$: expected a number, found \"\(String(repeating: "x", count: 40))\"…")
    }

    @Test("Paths quote keys that are not identifiers", arguments: [
        (JSONPath.root, "$"),
        (JSONPath([.key("a"), .index(0), .key("b_2")]), "$.a[0].b_2"),
        (JSONPath([.key("a b"), .key("2x"), .key("\"q\""), .key("")]), #"$["a b"]["2x"]["\"q\""][""]"#),
    ])
    func pathSpelling(path: JSONPath, text: String) {
        #expect(path.description == text)
    }

    @Test("Spelling suggestions pick the nearest candidate within two edits", arguments: [
        ("stength", "strength" as String?), ("strnog", "strong"), ("wek", "weak"), ("xyz", nil), ("b", nil),
        ("contraints", "constraints"), ("v1.widht", "v1.width"),
    ])
    func suggestions(word: String, expected: String?) {
        let candidates = ["required", "strong", "medium", "weak", "strength", "constraints", "a", "v1.width", "v1.left"]
        #expect(SpellingSuggestion.closest(to: word, among: candidates) == expected)
    }
}
