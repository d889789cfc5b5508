/// One `"key": value` member of an object.
public struct JSONMember: Sendable, Equatable {
    /// The key, unescaped.
    public var key: String
    /// Where the key's opening quote is (`JSONPosition.unknown` for members made in code).
    public var keyPosition: JSONPosition
    /// The member's value.
    public var value: JSONNode

    /// Creates a member.
    public init(key: String, keyPosition: JSONPosition = .unknown, value: JSONNode) {
        self.key = key
        self.keyPosition = keyPosition
        self.value = value
    }

    /// Compares key and value; positions are ignored as everywhere in equality.
    public static func == (lhs: JSONMember, rhs: JSONMember) -> Bool {
        lhs.key == rhs.key && lhs.value == rhs.value
    }
}

/// An object: members in file order (no dictionary order ever leaks into output or
/// iteration), with key lookup.
///
/// Lookup is a linear scan for small objects, which beats hashing for the handful of keys
/// typical records have; objects with more than `indexThreshold` members also carry a
/// key → index table so lookups stay O(1). When keys repeat (possible only for objects
/// built in code; the parser rejects duplicates), lookup returns the first member.
public struct JSONObject: Sendable, Equatable {
    /// The members in order.
    public private(set) var members: [JSONMember]
    /// Present only for large objects; maps each key to its first member index.
    private var index: [String: Int]?

    /// Objects with more members than this get a lookup table.
    static let indexThreshold = 12

    /// Creates an object from members in the given order.
    public init(_ members: [JSONMember] = []) {
        self.members = members
        self.index = JSONObject.makeIndex(members)
    }

    /// Used by the parser, which already built the table while checking for duplicates.
    init(members: [JSONMember], index: [String: Int]?) {
        self.members = members
        self.index = index
    }

    /// The number of members.
    public var count: Int { members.count }

    /// Whether there are no members.
    public var isEmpty: Bool { members.isEmpty }

    /// The keys in order.
    public var keys: [String] { members.map(\.key) }

    /// The member with this key, or nil.
    public func member(_ key: String) -> JSONMember? {
        if let index {
            return index[key].map { members[$0] }
        }
        let length = key.utf8.count
        guard let found = members.firstIndex(where: { JSONObject.sameKey($0.key, key, length: length) }) else { return nil }
        return members[found]
    }

    /// Whether `a` is `b` (of `length` UTF-8 bytes): lengths first, as most keys differ in
    /// length and comparing long strings is a call (key lookup was a fifth of reading a dump).
    @inlinable @inline(__always)
    static func sameKey(_ a: String, _ b: String, length: Int) -> Bool {
        a.utf8.count == length && a == b
    }

    /// The value of the member with this key, or nil when the key is absent.
    public subscript(key: String) -> JSONNode? {
        member(key)?.value
    }

    /// Appends a member at the end (keeping the lookup table, if any, up to date).
    public mutating func append(_ member: JSONMember) {
        members.append(member)
        if index != nil {
            if index?[member.key] == nil { index?[member.key] = members.count - 1 }
        } else if members.count > JSONObject.indexThreshold {
            index = JSONObject.makeIndex(members)
        }
    }

    /// Appends `key: value` at the end.
    public mutating func append(key: String, value: JSONValue) {
        append(JSONMember(key: key, value: JSONNode(value)))
    }

    /// Equal when the members are equal in the same order (order is part of the content).
    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        lhs.members == rhs.members
    }

    private static func makeIndex(_ members: [JSONMember]) -> [String: Int]? {
        guard members.count > indexThreshold else { return nil }
        var table: [String: Int] = [:]
        table.reserveCapacity(members.count)
        for (offset, member) in members.enumerated() where table[member.key] == nil {
            table[member.key] = offset
        }
        return table
    }
}
