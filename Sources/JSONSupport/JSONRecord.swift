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
    }

    /// The raw value of the key named `text`, or nil.
    @inlinable
    func ordinal(of text: String) -> Int? {
        let length = text.utf8.count
        for ordinal in lengths.indices where lengths[ordinal] == length && names[ordinal] == text {
            return ordinal
        }
        return nil
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

    /// The member's value as a cursor (also when it is `null`), or nil when absent.
    @inlinable
    public subscript(key: Key) -> JSONCursor? {
        let name = names[key.rawValue]
        let index: Int
        if byName {
            guard let found = members.firstIndex(where: { $0.key == name }) else { return nil }
            index = found
        } else {
            let slot = Int(withUnsafeBytes(of: slots) { $0[key.rawValue] })
            guard slot > 0 else { return nil }
            index = slot - 1
        }
        return JSONCursor(members[index].value, parent: path, step: .key(name))
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

    /// A required string member.
    @inlinable
    public func requireString(_ key: Key) throws(JSONDecodingError) -> String {
        try require(key).string()
    }

    /// An optional string member.
    @inlinable
    public func optionalString(_ key: Key) throws(JSONDecodingError) -> String? {
        try optional(key)?.string()
    }

    /// An optional boolean member.
    @inlinable
    public func optionalBool(_ key: Key) throws(JSONDecodingError) -> Bool? {
        try optional(key)?.bool()
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
            if !byName {
                withUnsafeMutableBytes(of: &slots) { bytes in
                    if bytes[ordinal] == 0 { bytes[ordinal] = UInt8(truncatingIfNeeded: offset + 1) }
                }
            }
        }
        return JSONRecord(object: self, slots: slots, byName: byName, names: schema.names)
    }
}
