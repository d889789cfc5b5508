import JSONSupport
import LayoutModel

extension JSONCursor {
    /// The number here, checked against the magnitudes of `kind` (`InputNumber`); the error
    /// names the value and `name`, at this value's line and column.
    func number(as kind: InputNumber, name: String) throws(JSONDecodingError) -> Double {
        let value = try number()
        if kind.accepts(value) { return value }
        if let problem = kind.problem(value, name: name) { throw error(problem) }
        return value
    }
}

extension JSONRecord {
    /// An optional number member checked as `JSONCursor.number(as:name:)` checks it; a
    /// plain number in range is read with no cursor.
    func optionalNumber(_ key: Key, as kind: InputNumber, name: String) throws(JSONDecodingError) -> Double? {
        if case .number(let number)? = value(key), kind.accepts(number.value) { return number.value }
        guard let cursor = optional(key) else { return nil }
        return try cursor.number(as: kind, name: name)
    }
}
