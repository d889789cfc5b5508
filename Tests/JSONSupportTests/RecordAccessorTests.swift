import Testing
@testable import JSONSupport

/// A record kind with many keys, several of one length and first letter, so the schema's
/// table has neighbours to step over.
enum WideKey: Int, JSONRecordKey, CaseIterable {
    case id, ix, iy, alpha, alphb, alphc, beta, gamma, delta, epsilon, zeta, eta, theta, iota, kappa,
         lambda, mu, nu, xi, omicron, pi, rho, sigma, tau, upsilon, phi, chi, psi, omega, a, b, c

    var name: String { "\(self)" }
}

@Suite("Record accessors read a member's value directly and fail exactly as cursors do")
struct RecordAccessorTests {
    static let pairs = JSONRecordSchema<PairKey>()
    static let wide = JSONRecordSchema<WideKey>()

    @Test("Every key of a full schema is found by its name, and no other name is")
    func schemaTable() throws {
        for key in WideKey.allCases {
            #expect(Self.wide.ordinal(of: key.name) == key.rawValue, "\(key.name)")
        }
        for other in ["", "i", "idx", "alph", "alphd", "Alpha", "omegas", "d", "ω"] {
            #expect(Self.wide.ordinal(of: other) == nil, "\(other)")
        }
        let text = "{" + WideKey.allCases.reversed().map { #""\#($0.name)": \#($0.rawValue)"# }.joined(separator: ", ") + "}"
        let record = try cursor(text).object().record(Self.wide)
        for key in WideKey.allCases {
            #expect(try record.optionalNumber(key) == Double(key.rawValue))
        }
    }

    @Test("Values of the right kind are read; absent and null members give nil")
    func values() throws {
        let record = try cursor(#"{"first": "a", "second": true, "note": null}"#).object().record(Self.pairs)
        #expect(record.value(.first) == .string("a"))
        #expect(record.value(.note) == .null)
        #expect(try record.requireString(.first) == "a")
        #expect(try record.optionalBool(.second) == true)
        #expect(try record.optionalString(.note) == nil)
        #expect(try record.optionalNumber(.note) == nil)
        #expect(record.hasValue(.first))
        #expect(!record.hasValue(.note))
        let empty = try cursor("{}").object().record(Self.pairs)
        #expect(empty.value(.first) == nil)
        #expect(try empty.optionalString(.first) == nil)
        #expect(try empty.optional(.first, oneOf: JSONChoices(Fruit.allCases)) == nil)
    }

    @Test("A value of the wrong kind is the error of the cursor accessor, at the member")
    func wrongKinds() throws {
        let text = #"{"first": 3, "second": "yes", "note": [1]}"#
        let record = try cursor(text).object().record(Self.pairs)
        let expected = [
            (decodingError { _ = try record.requireString(.first) }, decodingError { _ = try record.require(.first).string() }),
            (decodingError { _ = try record.optionalString(.first) }, decodingError { _ = try record.optional(.first)?.string() }),
            (decodingError { _ = try record.optionalBool(.second) }, decodingError { _ = try record.optional(.second)?.bool() }),
            (decodingError { _ = try record.optionalNumber(.note) }, decodingError { _ = try record.optional(.note)?.number() }),
        ]
        for (fast, slow) in expected {
            #expect(fast != nil)
            #expect(fast == slow)
        }
        #expect(decodingError { _ = try record.requireString(.first) } == "$.first: expected a string, found 3")
    }

    @Test("A member naming a case gives it; any other name, or a missing member, is the cursor's error")
    func choices() throws {
        let fruit = JSONChoices(Fruit.allCases)
        let record = try cursor(#"{"first": "plum", "second": "kiwi", "note": 2}"#).object().record(Self.pairs)
        #expect(try record.require(.first, oneOf: fruit) == .plum)
        #expect(try record.optional(.first, oneOf: fruit) == .plum)
        #expect(decodingError { _ = try record.optional(.second, oneOf: fruit) }
            == #"$.second: expected one of "apple", "pear", "plum", found "kiwi""#)
        #expect(decodingError { _ = try record.optional(.note, oneOf: fruit) }
            == decodingError { _ = try record.optional(.note)?.oneOf(fruit) })
        let empty = try cursor("{}").object().record(Self.pairs)
        #expect(decodingError { _ = try empty.require(.first, oneOf: fruit) } == #"$: missing required key "first""#)
    }

    @Test("Choices find a case by name, the first when a name is listed twice")
    func choiceNames() {
        let choices = JSONChoices([Fruit.pear, .apple, .pear])
        #expect(choices.value(named: "apple") == .apple)
        #expect(choices.value(named: "pear") == .pear)
        #expect(choices.value(named: "plum") == nil)
        #expect(choices.value(named: "") == nil)
    }
}

@Suite("The parser skips a line's indentation eight spaces at a time")
struct IndentationTests {
    @Test("Positions after indentation of every width are the same as counted one by one")
    func positions() throws {
        for width in 0..<20 {
            let indent = String(repeating: " ", count: width)
            let text = "{\n\(indent)\"a\": [1,\n\(indent) 2],\n\(indent)\"b\": x}"
            let error = #expect(throws: JSONParseError.self) { try JSONParser.parse(text) }
            #expect(error?.position.line == 4, "width \(width)")
            #expect(error?.position.column == width + 6, "width \(width)")
            let valid = try JSONParser.parse("{\n\(indent)\"a\": [1,\n\(indent)\t 2]\n\(indent)}")
            guard case .object(let object) = valid.value else { Issue.record("not an object"); return }
            #expect(object["a"]?.position.description == "2:\(width + 6)")
        }
    }

    @Test("Indentation that runs to the end of the document is skipped without reading past it")
    func trailingSpaces() throws {
        for width in 0..<20 {
            #expect(try JSONParser.parse("1\n" + String(repeating: " ", count: width)).value == .number(1))
        }
    }
}
