/// The cases a string member may name (an attribute, a relation, a role), with their names
/// kept beside them, so a reader gets the case itself from `JSONCursor.oneOf(_:)` without
/// matching the text a second time in `init(rawValue:)`.
public struct JSONChoices<Value: RawRepresentable & Sendable>: Sendable where Value.RawValue == String {
    /// The cases, in the order errors list them.
    public let values: [Value]
    /// Their raw values, by the same index.
    public let names: [String]

    /// Choices among `values` (all of an enum's cases, or some of them).
    public init<Values: Sequence>(_ values: Values) where Values.Element == Value {
        self.values = Array(values)
        self.names = self.values.map(\.rawValue)
    }

    /// The case named `text` (the first, if listed twice), or nil.
    @inlinable
    public func value(named text: String) -> Value? {
        let length = text.utf8.count
        for index in names.indices where JSONObject.sameKey(names[index], text, length: length) {
            return values[index]
        }
        return nil
    }
}

extension JSONCursor {
    /// The case whose name the string value is; otherwise `oneOf`'s error,
    /// `expected one of "a", "b", found "c"`.
    @inlinable
    public func oneOf<Value>(_ choices: JSONChoices<Value>) throws(JSONDecodingError) -> Value {
        if case .string(let text) = node.value, let found = choices.value(named: text) { return found }
        return choices.values[try oneOfIndex(choices.names)]
    }
}
