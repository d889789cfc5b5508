/// A value that parsed as JSON but does not have the shape a reader expects.
///
/// `description` is `path: message`, e.g.
/// `$.constraints[3].op: expected one of "==", "<=", ">=", found "=<"`.
public struct JSONDecodingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Where in the document the offending value is.
    public var path: JSONPath
    /// Where in the text the offending value starts.
    public var position: JSONPosition
    /// What is wrong, without the path.
    public var message: String

    /// Creates an error.
    public init(path: JSONPath, position: JSONPosition, message: String) {
        self.path = path
        self.position = position
        self.message = message
    }

    /// `path: message`.
    public var description: String { "\(path): \(message)" }
}

/// A node plus the path that led to it, so every accessor can throw a precise error.
///
/// Readers walk a parsed document with cursors instead of pattern matching, which keeps
/// them short: `try root.object().requireArray("constraints")` either returns cursors for
/// the elements or throws `$.constraints: expected an array, found "x"` at the right spot.
///
/// The path is assembled only when asked for: a child cursor keeps its parent's path
/// (shared, not copied) plus one step, so walking a large file costs no allocation per
/// element on the happy path.
public struct JSONCursor: Sendable {
    /// The value and its position.
    public let node: JSONNode
    private let parentPath: JSONPath
    private let lastStep: JSONPath.Component?

    /// A cursor at `node`, by default treated as the document root.
    public init(_ node: JSONNode, path: JSONPath = .root) {
        self.node = node
        self.parentPath = path
        self.lastStep = nil
    }

    /// A child cursor: `parent` is shared, `step` is appended only if `path` is read.
    @usableFromInline
    init(_ node: JSONNode, parent: JSONPath, step: JSONPath.Component) {
        self.node = node
        self.parentPath = parent
        self.lastStep = step
    }

    /// How the value was reached from the root.
    public var path: JSONPath {
        guard let lastStep else { return parentPath }
        return parentPath.appending(lastStep)
    }

    /// The value.
    public var value: JSONValue { node.value }

    /// Where the value starts.
    public var position: JSONPosition { node.position }

    /// Whether the value is `null`.
    public var isNull: Bool {
        if case .null = node.value { return true }
        return false
    }

    /// An error about this value.
    public func error(_ message: String) -> JSONDecodingError {
        JSONDecodingError(path: path, position: position, message: message)
    }

    /// `expected <expected>, found <this value>`.
    public func typeMismatch(expected: String) -> JSONDecodingError {
        error("expected \(expected), found \(foundDescription)")
    }

    /// This value as it should appear after "found": `null`, `true`, `2.5`, `"text"`
    /// (quoted, long strings shortened), `an array`, `an object`.
    public var foundDescription: String {
        switch node.value {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let number): return JSONWriter.format(number.value)
        case .string(let text):
            let limit = 40
            guard text.unicodeScalars.count > limit else { return JSONWriter.quoted(text) }
            return JSONWriter.quoted(String(String.UnicodeScalarView(text.unicodeScalars.prefix(limit)))) + "…"
        case .array(let elements): return "an array of \(elements.count) element\(elements.count == 1 ? "" : "s")"
        case .object: return "an object"
        }
    }

    /// The string value, or an error.
    public func string() throws(JSONDecodingError) -> String {
        guard case .string(let text) = node.value else { throw typeMismatch(expected: "a string") }
        return text
    }

    /// The number value, or an error.
    public func number() throws(JSONDecodingError) -> Double {
        guard case .number(let number) = node.value else { throw typeMismatch(expected: "a number") }
        return number.value
    }

    /// The boolean value, or an error.
    public func bool() throws(JSONDecodingError) -> Bool {
        guard case .bool(let flag) = node.value else { throw typeMismatch(expected: "a boolean") }
        return flag
    }

    /// The value as an `Int`, accepting any integral number (`2` or `2.0`) inside `range`;
    /// `2.5`, `1e300` and out-of-range values are errors, never traps.
    public func integer(in range: ClosedRange<Int>? = nil) throws(JSONDecodingError) -> Int {
        if case .number(let number) = node.value, let integer = number.intValue, range?.contains(integer) ?? true {
            return integer
        }
        guard let range else { throw typeMismatch(expected: "an integer") }
        throw typeMismatch(expected: range.lowerBound == range.upperBound
            ? "the integer \(range.lowerBound)"
            : "an integer between \(range.lowerBound) and \(range.upperBound)")
    }

    /// Cursors for the elements of an array (paths `…[0]`, `…[1]`, …), or an error.
    public func array() throws(JSONDecodingError) -> [JSONCursor] {
        guard case .array(let elements) = node.value else { throw typeMismatch(expected: "an array") }
        let base = path
        return elements.enumerated().map { JSONCursor($0.element, parent: base, step: .index($0.offset)) }
    }

    /// A cursor at element `index` when this is an array with such an element, else nil.
    public subscript(index: Int) -> JSONCursor? {
        guard case .array(let elements) = node.value, elements.indices.contains(index) else { return nil }
        return JSONCursor(elements[index], parent: path, step: .index(index))
    }

    /// The object with keyed access, or an error.
    public func object() throws(JSONDecodingError) -> JSONObjectCursor {
        guard case .object(let object) = node.value else { throw typeMismatch(expected: "an object") }
        return JSONObjectCursor(object: object, node: node, path: path)
    }

    /// The string value when it is one of `choices`; otherwise
    /// `expected one of "a", "b", found "c"`.
    public func oneOf(_ choices: [String]) throws(JSONDecodingError) -> String {
        choices[try oneOfIndex(choices)]
    }

    /// The index in `choices` of the string value (the first, if listed twice); the error
    /// is `oneOf`'s.
    @usableFromInline
    func oneOfIndex(_ choices: [String]) throws(JSONDecodingError) -> Int {
        if case .string(let text) = node.value {
            let length = text.utf8.count
            if let found = choices.firstIndex(where: { JSONObject.sameKey($0, text, length: length) }) { return found }
        }
        throw typeMismatch(expected: "one of " + choices.map(JSONWriter.quoted).joined(separator: ", "))
    }
}
