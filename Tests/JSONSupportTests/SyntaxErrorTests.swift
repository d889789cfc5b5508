import Testing
import JSONSupport

/// Malformed input and the exact error it must produce.
struct ErrorCase: Sendable, CustomTestStringConvertible {
    let bytes: [UInt8]
    let line: Int
    let column: Int
    let path: String
    let message: String
    var testDescription: String { String(decoding: bytes.prefix(60), as: UTF8.self).debugDescription }

    init(_ text: String, _ line: Int, _ column: Int, _ path: String, _ message: String) {
        self.init(bytes: Array(text.utf8), line, column, path, message)
    }

    init(bytes: [UInt8], _ line: Int, _ column: Int, _ path: String, _ message: String) {
        self.bytes = bytes
        self.line = line
        self.column = column
        self.path = path
        self.message = message
    }
}

func expectParseError(_ example: ErrorCase, sourceLocation: SourceLocation = #_sourceLocation) {
    do {
        let value = try JSONParser.parse(example.bytes)
        Issue.record("parsed as \(value.value)", sourceLocation: sourceLocation)
    } catch {
        #expect(error.message == example.message, sourceLocation: sourceLocation)
        #expect(error.line == example.line, sourceLocation: sourceLocation)
        #expect(error.column == example.column, sourceLocation: sourceLocation)
        #expect(error.path.description == example.path, sourceLocation: sourceLocation)
    }
}

@Suite("Malformed JSON is rejected with the exact position, path and reason")
struct SyntaxErrorTests {
    @Test("Structural errors", arguments: [
        ErrorCase("", 1, 1, "$", "empty document; expected a JSON value"),
        ErrorCase("  \n  ", 2, 3, "$", "empty document; expected a JSON value"),
        ErrorCase(#"{"a": 1,}"#, 1, 8, "$", "trailing comma before '}' is not allowed"),
        ErrorCase("[1, 2,\n]", 1, 6, "$", "trailing comma before ']' is not allowed"),
        ErrorCase(#"{"a": 1 "b": 2}"#, 1, 9, "$", #"expected ',' or '}' after object member, found '"'"#),
        ErrorCase(#"{"a": 1x}"#, 1, 8, "$", "expected ',' or '}' after object member, found 'x'"),
        ErrorCase(#"{"a" 1}"#, 1, 6, "$", #"expected ':' after object key "a", found '1'"#),
        ErrorCase("{1: 2}", 1, 2, "$", "expected a string key or '}' after '{', found '1'"),
        ErrorCase(#"{"a": 1, 2}"#, 1, 10, "$", "expected a string key after ',', found '2'"),
        ErrorCase("{'a': 1}", 1, 2, "$",
                  #"expected a string key or '}' after '{', found "'" (JSON strings and keys use double quotes)"#),
        ErrorCase("[1 2]", 1, 4, "$", "expected ',' or ']' after array element, found '2'"),
        ErrorCase(#"{"a": [1, 2}"#, 1, 12, "$.a", "expected ',' or ']' after array element, found '}'"),
        ErrorCase("[1,,2]", 1, 4, "$[1]", "expected a JSON value, found ','"),
        ErrorCase(#"{"a":1,"b":}"#, 1, 12, "$.b", "expected a JSON value, found '}'"),
        ErrorCase(#"{"a": 1} x"#, 1, 10, "$", "expected end of input after the top-level value, found 'x'"),
        ErrorCase("[1] [2]", 1, 5, "$", "expected end of input after the top-level value, found '['"),
        ErrorCase("// note\n{}", 1, 1, "$", "comments are not allowed in JSON"),
        ErrorCase("[1, /* two */ 2]", 1, 5, "$[1]", "comments are not allowed in JSON"),
        ErrorCase("{\"a\": 1, \"b\": [true,\n  \"a\"], \"a\": 2}", 2, 9, "$.a",
                  #"duplicate key "a" in object; first defined at line 1, column 2"#),
        ErrorCase("\u{201C}a\u{201D}", 1, 1, "$", "expected a JSON value, found '\u{201C}' (U+201C)"),
        ErrorCase("{\"é\": ?}", 1, 7, #"$["é"]"#, "expected a JSON value, found '?'"),
        ErrorCase("{\r\n\"a b\": ?}", 2, 8, #"$["a b"]"#, "expected a JSON value, found '?'"),
        ErrorCase("[1,\r2,\r?]", 3, 1, "$[2]", "expected a JSON value, found '?'"),
        ErrorCase("\t\t@", 1, 3, "$", "expected a JSON value, found '@'"),
        ErrorCase("[\u{01}]", 1, 2, "$[0]", "expected a JSON value, found control character U+0001"),
    ])
    func structure(_ example: ErrorCase) {
        expectParseError(example)
    }

    @Test("A truncated document names the container left open", arguments: [
        ErrorCase("{\n  \"a\": [1,\n", 3, 1, "$.a",
                  "unexpected end of input; expected a JSON value (the array opened at line 2, column 8 is not closed)"),
        ErrorCase(#"{"a": 1"#, 1, 8, "$",
                  "unexpected end of input; expected ',' or '}' after object member (the object opened at line 1, column 1 is not closed)"),
        ErrorCase("[", 1, 2, "$",
                  "unexpected end of input; expected a JSON value or ']' (the array opened at line 1, column 1 is not closed)"),
        ErrorCase("{", 1, 2, "$",
                  "unexpected end of input; expected a string key or '}' after '{' (the object opened at line 1, column 1 is not closed)"),
        ErrorCase(#"{"a""#, 1, 5, "$",
                  #"unexpected end of input; expected ':' after object key "a" (the object opened at line 1, column 1 is not closed)"#),
        ErrorCase(#"{"a":"#, 1, 6, "$.a", "unexpected end of input; expected a JSON value"),
        ErrorCase(#"["abc"#, 1, 2, "$[0]", "unterminated string"),
        ErrorCase(#""abc\"#, 1, 1, "$", "unterminated string"),
    ])
    func truncation(_ example: ErrorCase) {
        expectParseError(example)
    }

    @Test("String errors", arguments: [
        ErrorCase("[\"abc\ndef\"]", 1, 2, "$[0]", "unterminated string (line break before the closing '\"')"),
        ErrorCase("\"a\u{01}b\"", 1, 3, "$", "unescaped control character U+0001 in string; write it as \\u0001"),
        ErrorCase("\"tab\there\"", 1, 5, "$", "unescaped control character U+0009 in string; write it as \\u0009"),
        ErrorCase(#""\x""#, 1, 2, "$", #"invalid escape sequence '\x' in string"#),
        ErrorCase(#""ok \u12G4""#, 1, 5, "$", #"invalid \u escape: expected 4 hexadecimal digits"#),
        ErrorCase(#""\u12"#, 1, 2, "$", #"invalid \u escape: expected 4 hexadecimal digits"#),
        ErrorCase(#""\uD800""#, 1, 2, "$",
                  #"unpaired surrogate \uD800 in string: a high surrogate must be followed by a low surrogate escape \uDC00-\uDFFF"#),
        ErrorCase(#""\uD83D\u0041""#, 1, 2, "$",
                  #"unpaired surrogate \uD83D in string: a high surrogate must be followed by a low surrogate escape \uDC00-\uDFFF"#),
        ErrorCase(#""x\uDC00""#, 1, 3, "$",
                  #"unpaired surrogate \uDC00 in string: a low surrogate must follow a high surrogate escape \uD800-\uDBFF"#),
    ])
    func strings(_ example: ErrorCase) {
        expectParseError(example)
    }

    @Test("Number and literal errors", arguments: [
        ErrorCase("01", 1, 1, "$", "leading zeros are not allowed in numbers"),
        ErrorCase("[-007]", 1, 2, "$[0]", "leading zeros are not allowed in numbers"),
        ErrorCase("-", 1, 2, "$", "unexpected end of input; expected a digit after '-'"),
        ErrorCase("- 1", 1, 2, "$", "expected a digit after '-', found space"),
        ErrorCase("1.", 1, 3, "$", "unexpected end of input; expected a digit after '.'"),
        ErrorCase("1.e5", 1, 3, "$", "expected a digit after '.', found 'e'"),
        ErrorCase("1e+x", 1, 4, "$", "expected a digit in the exponent, found 'x'"),
        ErrorCase("+1", 1, 1, "$", "expected a JSON value, found '+'"),
        ErrorCase(".5", 1, 1, "$", "expected a JSON value, found '.'"),
        ErrorCase("1e400", 1, 1, "$", "number 1e400 is out of range for a 64-bit floating-point value"),
        ErrorCase("-2E+999999999999", 1, 1, "$", "number -2E+999999999999 is out of range for a 64-bit floating-point value"),
        ErrorCase("NaN", 1, 1, "$", "'NaN' is not valid JSON: numbers must be finite"),
        ErrorCase("[Infinity]", 1, 2, "$[0]", "'Infinity' is not valid JSON: numbers must be finite"),
        ErrorCase("-Infinity", 1, 1, "$", "'-Infinity' is not valid JSON: numbers must be finite"),
        ErrorCase("tru", 1, 1, "$",
                  "invalid literal 'tru'; expected a JSON value (true, false, null, a number, a string, an array or an object)"),
        ErrorCase(#"{"a": True}"#, 1, 7, "$.a",
                  "invalid literal 'True'; expected a JSON value (true, false, null, a number, a string, an array or an object)"),
        ErrorCase("nullx", 1, 1, "$",
                  "invalid literal 'nullx'; expected a JSON value (true, false, null, a number, a string, an array or an object)"),
    ])
    func numbersAndLiterals(_ example: ErrorCase) {
        expectParseError(example)
    }

    @Test("Invalid UTF-8 is reported at the offending byte", arguments: [
        ErrorCase(bytes: [0x22, 0xFF, 0x22], 1, 2, "$", "invalid UTF-8: byte 0xFF does not start a valid sequence"),
        ErrorCase(bytes: [0x22, 0xC0, 0xAF, 0x22], 1, 2, "$", "invalid UTF-8: byte 0xC0 does not start a valid sequence"),
        ErrorCase(bytes: [0x22, 0xED, 0xA0, 0x80, 0x22], 1, 2, "$", "invalid UTF-8: byte 0xED does not start a valid sequence"),
        ErrorCase(bytes: [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], 1, 2, "$", "invalid UTF-8: byte 0xF4 does not start a valid sequence"),
        ErrorCase(bytes: [0x22, 0xE2, 0x82], 1, 2, "$", "invalid UTF-8: byte 0xE2 does not start a valid sequence"),
        ErrorCase(bytes: [0x22, 0x80, 0x22], 1, 2, "$", "invalid UTF-8: byte 0x80 does not start a valid sequence"),
        ErrorCase(bytes: [0x22, 0xC3, 0xA9, 0xFF, 0x22], 1, 3, "$", "invalid UTF-8: byte 0xFF does not start a valid sequence"),
        ErrorCase(bytes: [0x5B, 0x0A, 0x31, 0x2C, 0xFE, 0x5D], 2, 3, "$[1]", "invalid UTF-8: byte 0xFE does not start a valid sequence"),
        ErrorCase(bytes: [0xFF, 0xFE, 0x5B, 0x00, 0x5D, 0x00], 1, 1, "$",
                  "the input is UTF-16 (it starts with a UTF-16 byte order mark); JSON must be UTF-8"),
        ErrorCase(bytes: [0xEF, 0xBB, 0xBF, 0x5B, 0x40], 1, 2, "$[0]", "expected a JSON value, found '@'"),
    ])
    func invalidUTF8(_ example: ErrorCase) {
        expectParseError(example)
    }

    @Test("Errors print as line:column: path: message")
    func errorDescription() {
        let error = JSONParseError(position: JSONPosition(line: 12, column: 7), path: JSONPath([.key("constraints"), .index(3)]),
                                   message: "unterminated string")
        #expect(error.description == "12:7: $.constraints[3]: unterminated string")
    }
}
