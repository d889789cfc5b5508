/// The keys one kind of record may have (a view, a constraint), as an enum whose raw values
/// are 0, 1, 2, … in the order the keys are listed in error messages.
///
/// Readers that look up a dozen keys in every one of thousands of objects match each member
/// to its key once (`JSONObjectCursor.record(_:)`) instead of scanning the members for each
/// key they ask for: a lookup is then an index.
public protocol JSONRecordKey: RawRepresentable, CaseIterable, Sendable where RawValue == Int {
    /// The key as written in documents.
    var name: String { get }
}

/// A record's allowed keys, prepared once (e.g. in a `static let`).
public struct JSONRecordSchema<Key: JSONRecordKey>: Sendable {
    /// The keys' names, by raw value: the order of "expected one of …" in errors.
    public let names: [String]
    /// The names' UTF-8 lengths, compared before the text.
    @usableFromInline let lengths: [Int]

    /// The most keys a schema may have (one byte of `JSONRecord`'s slots each).
    public static var maximumKeyCount: Int { JSONRecord<Key>.Slots.scalarCount }

    /// Prepares the schema. `Key`'s raw values must be exactly `0 ..< allCases.count`, at
    /// most `maximumKeyCount` of them: a property of the code, checked here once.
    public init() {
        let keys = Array(Key.allCases)
        precondition(keys.count <= JSONRecord<Key>.Slots.scalarCount, "a record schema has at most \(JSONRecord<Key>.Slots.scalarCount) keys")
        var names = [String](repeating: "", count: keys.count)
        for key in keys {
            precondition(names.indices.contains(key.rawValue) && names[key.rawValue].isEmpty,
                         "record keys must have the raw values 0 ..< \(keys.count), each once")
            names[key.rawValue] = key.name
        }
        self.names = names
        self.lengths = names.map(\.utf8.count)
        var table = [Int8](repeating: -1, count: Self.tableSize)
        for (ordinal, name) in names.enumerated() {
            var slot = Self.slot(of: name)
            while table[slot] >= 0 { slot = (slot + 1) & (Self.tableSize - 1) }
            table[slot] = Int8(ordinal)
        }
        self.table = table
    }

    /// Open addressing over four times as many slots as keys at most, so a lookup mostly
    /// compares one name (a scan of the names was a fifth of decoding a constraint).
    @usableFromInline static var tableSize: Int { 128 }
    /// Per slot, the raw value of the key placed there, or -1.
    @usableFromInline let table: [Int8]

    /// Where the search for `text` starts: its length and first byte mixed.
    @inlinable
    static func slot(of text: String) -> Int {
        let first = Int(text.utf8.first ?? 0)
        return (text.utf8.count &* 37 &+ first &* 5) & (tableSize - 1)
    }

    /// The raw value of the key named `text`, or nil.
    @inlinable
    func ordinal(of text: String) -> Int? {
        let length = text.utf8.count
        var slot = Self.slot(of: text)
        while true {
            let ordinal = Int(table[slot])
            if ordinal < 0 { return nil }
            if lengths[ordinal] == length && names[ordinal] == text { return ordinal }
            slot = (slot + 1) & (Self.tableSize - 1)
        }
    }
}

/// An object whose members have been matched to the keys of a schema: `optional(.frame)`
/// is an index, and an unknown key has already been reported.
///
/// Accessors give the same cursors, paths and errors as `JSONObjectCursor`'s by name.
public struct JSONRecord<Key: JSONRecordKey>: Sendable {
    @usableFromInline typealias Slots = SIMD32<UInt8>

    // Only what lookups need, so that a record is cheap to pass around and destroy (one
    // holding its object cursor released five references each time); the cursor is
    // rebuilt for the error paths.
    @usableFromInline let members: [JSONMember]
    @usableFromInline let position: JSONPosition
    /// The object's path, the parent of every member cursor.
    @usableFromInline let path: JSONPath
    /// Per key, its member's index plus one, or 0 when the key is absent.
    @usableFromInline let slots: Slots
    /// Set when the object has too many members for a byte to index them (only objects
    /// built in code with repeated keys can): lookups then go by name.
    @usableFromInline let byName: Bool
    @usableFromInline let names: [String]

    @usableFromInline
    init(object: JSONObjectCursor, slots: Slots, byName: Bool, names: [String]) {
        self.members = object.object.members
        self.position = object.position
        self.path = object.path
        self.slots = slots
        self.byName = byName
        self.names = names
    }

    /// The object, as a cursor by name.
    public var object: JSONObjectCursor {
        let object = JSONObject(members)
        return JSONObjectCursor(object: object, node: JSONNode(.object(object), position: position), path: path)
    }

    /// The index in `members` of the key's member, or nil when absent.
    @inlinable @inline(__always)
    func memberIndex(_ key: Key) -> Int? {
        if byName {
            let name = names[key.rawValue]
            return members.firstIndex(where: { $0.key == name })
        }
        let slot = Int(slots[key.rawValue])
        return slot > 0 ? slot - 1 : nil
    }

    /// The member's value as a cursor (also when it is `null`), or nil when absent.
    @inlinable
    public subscript(key: Key) -> JSONCursor? {
        guard let index = memberIndex(key) else { return nil }
        return JSONCursor(members[index].value, parent: path, step: .key(names[key.rawValue]))
    }

    /// The member's value itself (also `null`), or nil when absent: a look with no cursor,
    /// for readers whose common case needs no path. The typed accessors below use it and
    /// build a cursor only to throw its error.
    @inlinable @inline(__always)
    public func value(_ key: Key) -> JSONValue? {
        guard let index = memberIndex(key) else { return nil }
        return members[index].value.value
    }

    /// Whether the key is present (even with a `null` value).
    @inlinable
    public func contains(_ key: Key) -> Bool {
        self[key] != nil
    }

    /// The member's value; a missing key is `JSONObjectCursor.require`'s error.
    @inlinable
    public func require(_ key: Key) throws(JSONDecodingError) -> JSONCursor {
        if let member = self[key] { return member }
        return try object.require(names[key.rawValue])
    }

    /// The member's value, or nil when the key is absent or its value is `null`.
    @inlinable
    public func optional(_ key: Key) -> JSONCursor? {
        guard let member = self[key], !member.isNull else { return nil }
        return member
    }

    /// Whether the key is present with a value other than `null`.
    @inlinable
    public func hasValue(_ key: Key) -> Bool {
        switch value(key) {
        case nil, .null?: return false
        default: return true
        }
    }

    /// A required string member.
    @inlinable
    public func requireString(_ key: Key) throws(JSONDecodingError) -> String {
        if case .string(let text)? = value(key) { return text }
        return try require(key).string()
    }

    /// An optional string member.
    @inlinable
    public func optionalString(_ key: Key) throws(JSONDecodingError) -> String? {
        try optionalValue(key, { if case .string(let text) = $0 { text } else { nil } }, orRead: { c throws(JSONDecodingError) in try c.string() })
    }

    /// An optional boolean member.
    @inlinable
    public func optionalBool(_ key: Key) throws(JSONDecodingError) -> Bool? {
        try optionalValue(key, { if case .bool(let flag) = $0 { flag } else { nil } }, orRead: { c throws(JSONDecodingError) in try c.bool() })
    }

    /// An optional number member (any finite number; readers check magnitudes).
    @inlinable
    public func optionalNumber(_ key: Key) throws(JSONDecodingError) -> Double? {
        try optionalValue(key, { if case .number(let number) = $0 { number.value } else { nil } },
                          orRead: { c throws(JSONDecodingError) in try c.number() })
    }

    /// An optional member as `extract` takes it from the value, or nil when the key is absent
    /// or `null`; a value `extract` refuses goes to `read` through its cursor, for the error.
    @inlinable
    func optionalValue<Value>(_ key: Key, _ extract: (JSONValue) -> Value?,
                              orRead read: (JSONCursor) throws(JSONDecodingError) -> Value) throws(JSONDecodingError) -> Value? {
        switch value(key) {
        case nil, .null?: return nil
        case let found?:
            if let value = extract(found) { return value }
            guard let cursor = optional(key) else { return nil }
            return try read(cursor)
        }
    }

    /// The case a required member names; errors are `require`'s and `JSONCursor.oneOf`'s.
    @inlinable
    public func require<Value>(_ key: Key, oneOf choices: JSONChoices<Value>) throws(JSONDecodingError) -> Value {
        if case .string(let text)? = value(key), let found = choices.value(named: text) { return found }
        return try require(key).oneOf(choices)
    }

    /// The case an optional member names, or nil when it is absent or `null`.
    @inlinable
    public func optional<Value>(_ key: Key, oneOf choices: JSONChoices<Value>) throws(JSONDecodingError) -> Value? {
        try optionalValue(key, { if case .string(let text) = $0 { choices.value(named: text) } else { nil } },
                          orRead: { c throws(JSONDecodingError) in try c.oneOf(choices) })
    }

    /// An error about the object as a whole.
    public func error(_ message: String) -> JSONDecodingError {
        object.error(message)
    }
}

extension JSONObjectCursor {
    /// The object's members matched to `schema`'s keys in one pass. The first member whose
    /// key is not in the schema is `rejectUnknownKeys(allowed:)`'s error.
    @inlinable
    public func record<Key>(_ schema: JSONRecordSchema<Key>) throws(JSONDecodingError) -> JSONRecord<Key> {
        let members = object.members
        var slots = JSONRecord<Key>.Slots()
        let byName = members.count >= Int(UInt8.max)
        for (offset, member) in members.enumerated() {
            guard let ordinal = schema.ordinal(of: member.key) else {
                try rejectUnknownKeys(allowed: schema.names)
                continue
            }
            // Keys repeat only in objects built in code; lookup finds the first, as by name.
            if !byName, slots[ordinal] == 0 { slots[ordinal] = UInt8(truncatingIfNeeded: offset + 1) }
        }
        return JSONRecord(object: self, slots: slots, byName: byName, names: schema.names)
    }
}
