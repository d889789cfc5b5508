/// A JSON value. Containers hold `JSONNode`s so every nested value keeps its source position.
///
/// Equality is structural: positions are metadata and never take part in `==` (so a value
/// written and parsed back equals the original). Numbers compare by their `Double` value.
public enum JSONValue: Sendable, Equatable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A finite number; see `JSONNumber` for how integers are remembered.
    case number(JSONNumber)
    /// A string (any Unicode, including U+0000 when written as `\u0000`).
    case string(String)
    /// An array, elements in order.
    case array([JSONNode])
    /// An object, members in file order.
    case object(JSONObject)

    /// A number value from a `Double`; integral values are flagged as integers.
    public static func number(_ value: Double) -> JSONValue {
        .number(JSONNumber(value))
    }

    /// A number value from an `Int` (exact below 2^53 in magnitude, rounded above).
    public static func number(_ value: Int) -> JSONValue {
        .number(JSONNumber(Double(value)))
    }

    /// An object value from members in the given order (duplicates: lookup finds the first).
    public static func object(_ members: KeyValuePairs<String, JSONValue>) -> JSONValue {
        .object(JSONObject(members.map { JSONMember(key: $0.key, value: JSONNode($0.value)) }))
    }

    /// An object value from `(key, value)` pairs in the given order, for members built in
    /// code (e.g. with `map`); duplicates: lookup finds the first.
    public static func object(_ pairs: [(String, JSONValue)]) -> JSONValue {
        .object(JSONObject(pairs.map { JSONMember(key: $0.0, value: JSONNode($0.1)) }))
    }

    /// An array value from plain values built in code (positions are `.unknown`).
    /// Disfavoured so that `.array([])`, which both spellings accept, is not ambiguous.
    @_disfavoredOverload
    public static func array<Values: Sequence>(_ values: Values) -> JSONValue where Values.Element == JSONValue {
        .array(values.map { JSONNode($0) })
    }

    /// A short English name of the kind of value, with article: "a string", "an object", "null".
    public var kindDescription: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

/// A JSON number: the `Double` value plus whether the source literal was an integer.
public struct JSONNumber: Sendable, Equatable {
    /// The value, always finite for parsed numbers (the parser rejects overflow to infinity).
    public var value: Double
    /// True when the literal had neither a fraction nor an exponent (`12`, `-0`), or, for
    /// numbers made in code, when the value is integral. Readers can use it to insist on an
    /// integer literal; the writer decides by value alone (see `JSONWriter`).
    public var isInteger: Bool

    /// Creates a number with an explicit integer flag.
    public init(value: Double, isInteger: Bool) {
        self.value = value
        self.isInteger = isInteger
    }

    /// Creates a number, flagged as integer when `value` is finite and integral.
    public init(_ value: Double) {
        self.value = value
        self.isInteger = value.isFinite && value.rounded(.towardZero) == value
    }

    /// The value as an `Int` when it is integral and in range (`2.0` → 2, `2.5` and `1e300`
    /// → nil). Never traps.
    public var intValue: Int? { Int(exactly: value) }

    /// Equal when the values are equal; the integer flag only records how it was written.
    public static func == (lhs: JSONNumber, rhs: JSONNumber) -> Bool {
        lhs.value == rhs.value
    }
}

/// A value together with the position where it starts in the source.
public struct JSONNode: Sendable, Equatable {
    /// The value.
    public var value: JSONValue
    /// Where the value's first character is (`JSONPosition.unknown` for values made in code).
    public var position: JSONPosition

    /// Wraps a value; `position` defaults to `.unknown` for values built in code.
    public init(_ value: JSONValue, position: JSONPosition = .unknown) {
        self.value = value
        self.position = position
    }

    /// Compares values only; see `JSONValue` for why positions are ignored.
    public static func == (lhs: JSONNode, rhs: JSONNode) -> Bool {
        lhs.value == rhs.value
    }
}

extension JSONValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral {
    /// `null`.
    public init(nilLiteral: ()) { self = .null }
    /// A boolean.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// An integer number.
    public init(integerLiteral value: Int) { self = .number(value) }
    /// A number.
    public init(floatLiteral value: Double) { self = .number(value) }
    /// A string.
    public init(stringLiteral value: String) { self = .string(value) }
    /// An array; elements get `JSONPosition.unknown`.
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements.map { JSONNode($0) }) }
    /// An object; members keep the order written in the literal.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(JSONObject(elements.map { JSONMember(key: $0.0, value: JSONNode($0.1)) }))
    }
}
