import Spelling

/// An object reached through a `JSONCursor`: member lookup that produces cursors with
/// the right paths, plus `require…` / `optional…` accessors that throw precise errors.
///
/// `optional…` treats a member whose value is `null` like an absent member: in JSON both
/// commonly mean "not given", and result lines write `"rejected_index": null`.
public struct JSONObjectCursor: Sendable {
    /// The object.
    public let object: JSONObject
    /// The object's node (for its position).
    public let node: JSONNode
    /// The object's path, computed once and shared by every member cursor.
    public let path: JSONPath

    /// Creates an object cursor; `node` must hold `object`.
    public init(object: JSONObject, node: JSONNode, path: JSONPath) {
        self.object = object
        self.node = node
        self.path = path
    }

    /// The cursor at the object itself.
    public var cursor: JSONCursor { JSONCursor(node, path: path) }

    /// Where the object's `{` is.
    public var position: JSONPosition { node.position }

    /// An error about the object as a whole.
    public func error(_ message: String) -> JSONDecodingError {
        cursor.error(message)
    }

    /// Whether the key is present (even with a `null` value).
    public func contains(_ key: String) -> Bool {
        object.member(key) != nil
    }

    /// The member's value as a cursor, or nil when the key is absent.
    public subscript(key: String) -> JSONCursor? {
        object[key].map { JSONCursor($0, parent: path, step: .key(key)) }
    }

    /// The member's value; a missing key is an error at the object, which mentions a
    /// present key that looks like a misspelling of it.
    public func require(_ key: String) throws(JSONDecodingError) -> JSONCursor {
        if let member = self[key] { return member }
        var message = "missing required key \(JSONWriter.quoted(key))"
        let others = object.keys.filter { $0 != key }
        if let near = SpellingSuggestion.closest(to: key, among: others) {
            message += " (found \(JSONWriter.quoted(near)); misspelt?)"
        }
        throw error(message)
    }

    /// The member's value, or nil when the key is absent or its value is `null`.
    public func optional(_ key: String) -> JSONCursor? {
        guard let member = self[key], !member.isNull else { return nil }
        return member
    }

    /// A required string member.
    public func requireString(_ key: String) throws(JSONDecodingError) -> String {
        try require(key).string()
    }

    /// An optional string member.
    public func optionalString(_ key: String) throws(JSONDecodingError) -> String? {
        try optional(key)?.string()
    }

    /// A required number member.
    public func requireNumber(_ key: String) throws(JSONDecodingError) -> Double {
        try require(key).number()
    }

    /// An optional number member.
    public func optionalNumber(_ key: String) throws(JSONDecodingError) -> Double? {
        try optional(key)?.number()
    }

    /// A required boolean member.
    public func requireBool(_ key: String) throws(JSONDecodingError) -> Bool {
        try require(key).bool()
    }

    /// An optional boolean member.
    public func optionalBool(_ key: String) throws(JSONDecodingError) -> Bool? {
        try optional(key)?.bool()
    }

    /// A required integer member (see `JSONCursor.integer(in:)`).
    public func requireInteger(_ key: String, in range: ClosedRange<Int>? = nil) throws(JSONDecodingError) -> Int {
        try require(key).integer(in: range)
    }

    /// An optional integer member (see `JSONCursor.integer(in:)`).
    public func optionalInteger(_ key: String, in range: ClosedRange<Int>? = nil) throws(JSONDecodingError) -> Int? {
        try optional(key)?.integer(in: range)
    }

    /// A required array member, as element cursors.
    public func requireArray(_ key: String) throws(JSONDecodingError) -> [JSONCursor] {
        try require(key).array()
    }

    /// An optional array member, as element cursors.
    public func optionalArray(_ key: String) throws(JSONDecodingError) -> [JSONCursor]? {
        try optional(key)?.array()
    }

    /// A required object member.
    public func requireObject(_ key: String) throws(JSONDecodingError) -> JSONObjectCursor {
        try require(key).object()
    }

    /// An optional object member.
    public func optionalObject(_ key: String) throws(JSONDecodingError) -> JSONObjectCursor? {
        try optional(key)?.object()
    }

    /// The members whose keys are not in `allowed`, in file order.
    public func unknownMembers(allowed: [String]) -> [JSONMember] {
        object.members.filter { !allowed.contains($0.key) }
    }

    /// Throws for the first member whose key is not in `allowed`, at that key, listing the
    /// allowed keys and the nearest one: a typo such as `"stength"` must not be silently
    /// ignored when it would change the meaning of the record.
    public func rejectUnknownKeys(allowed: [String]) throws(JSONDecodingError) {
        guard let unknown = object.members.first(where: { member in
            let length = member.key.utf8.count
            return !allowed.contains { JSONObject.sameKey($0, member.key, length: length) }
        }) else { return }
        var message = "unknown key \(JSONWriter.quoted(unknown.key)); expected one of "
            + allowed.map(JSONWriter.quoted).joined(separator: ", ")
        if let near = SpellingSuggestion.closest(to: unknown.key, among: allowed) {
            message += " (did you mean \(JSONWriter.quoted(near))?)"
        }
        throw JSONDecodingError(path: path.appending(key: unknown.key), position: unknown.keyPosition, message: message)
    }
}
