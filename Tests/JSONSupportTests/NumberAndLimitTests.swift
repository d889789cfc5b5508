import Testing
import JSONSupport

@Suite("Numbers convert exactly and hostile input hits limits instead of crashing")
struct NumberAndLimitTests {
    @Test("Numbers convert to the same Double as the standard library's correctly rounded parser", arguments: [
        "0.1", "-1887.8", "750", "500.5", "249.5", "1e22", "1e23", "-1e-22",
        "9007199254740992", "9007199254740993", "18446744073709551615", "123456789012345678901234567890",
        "1.7976931348623157e308", "2.2250738585072014e-308", "4.9406564584124654e-324", "5e-324",
        "3.14159265358979323846264338327950288", "0.000000000000000000000000000001", "1e-400", "-1e-400",
        "0.30000000000000004", "100000000000000000000000e-23", "12345678901234567e5",
    ])
    func exactConversion(literal: String) throws {
        let node = try JSONParser.parse(literal)
        guard case .number(let number) = node.value, let expected = Double(literal) else {
            Issue.record("not a number")
            return
        }
        #expect(number.value.bitPattern == expected.bitPattern)
    }

    @Test("The integer flag records whether the literal had a fraction or exponent", arguments: [
        ("12", true), ("-0", true), ("12.0", false), ("1e2", false), ("123456789012345678901", true),
    ])
    func integerFlag(literal: String, isInteger: Bool) throws {
        guard case .number(let number) = try JSONParser.parse(literal).value else {
            Issue.record("not a number")
            return
        }
        #expect(number.isInteger == isInteger)
    }

    @Test("intValue converts only integral values in Int range, never trapping", arguments: [
        (2.0, 2 as Int?), (-3, -3), (2.5, nil), (1e300, nil), (-1e300, nil), (9.3e18, nil), (Double.nan, nil),
    ])
    func intValue(value: Double, expected: Int?) {
        #expect(JSONNumber(value).intValue == expected)
    }

    @Test("Nesting up to the limit parses; one level more is an error at the extra bracket")
    func depthLimit() throws {
        let limit = JSONParser.defaultMaxDepth
        let deepest = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
        _ = try JSONParser.parse(deepest)

        let tooDeep = String(repeating: "[", count: limit + 1) + String(repeating: "]", count: limit + 1)
        let error = #expect(throws: JSONParseError.self) { try JSONParser.parse(tooDeep) }
        #expect(error?.message == "nesting too deep: more than 512 levels of arrays and objects")
        #expect(error?.column == limit + 1)
        #expect(error?.path.components.count == limit)
    }

    @Test("Objects count toward the depth limit, and the limit can be lowered")
    func customDepth() throws {
        _ = try JSONParser.parse(#"{"a": [{}]}"#, maxDepth: 3)
        let error = #expect(throws: JSONParseError.self) { try JSONParser.parse(#"{"a": [{"b": []}]}"#, maxDepth: 3) }
        #expect(error?.message == "nesting too deep: more than 3 levels of arrays and objects")
        #expect(error?.path.description == "$.a[0].b")
        #expect(error?.column == 14)
    }

    @Test("A hundred thousand opening brackets fail fast instead of overflowing the stack")
    func hostileNesting() {
        let hostile = String(repeating: "[{\"a\":", count: 50_000)
        let error = #expect(throws: JSONParseError.self) { try JSONParser.parse(hostile) }
        #expect(error?.message == "nesting too deep: more than 512 levels of arrays and objects")
    }

    @Test("Duplicate keys are found in large objects too, naming both positions")
    func duplicateInLargeObject() {
        let members = (0..<40).map { "\"k\($0)\": \($0)" } + ["\"k17\": 0"]
        let text = "{\n" + members.joined(separator: ",\n") + "\n}"
        let error = #expect(throws: JSONParseError.self) { try JSONParser.parse(text) }
        #expect(error?.description == #"42:1: $.k17: duplicate key "k17" in object; first defined at line 19, column 1"#)
    }
}
