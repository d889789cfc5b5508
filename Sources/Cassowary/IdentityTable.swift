/// A map from object identity to a small integer, with a fixed (unseeded) hash.
///
/// `Dictionary` hashes `ObjectIdentifier` with per-process-seeded SipHash, which costs more
/// than adding a small constraint; this table uses open addressing with linear probing and a
/// multiplicative hash of the address. It is never iterated, so nothing about its layout
/// can leak into results.
struct IdentityTable {
    private var keys: [UInt] = []
    private var values: [Int32] = []
    private var used = 0
    private var tombstones = 0
    private static let empty: UInt = 0
    private static let deleted: UInt = 1

    /// The number of entries.
    var count: Int { used }

    /// The home slot of `key` in a table of `mask + 1` slots (Fibonacci hashing).
    @inline(__always)
    private func slot(_ key: UInt, mask: Int) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 29) & mask
    }

    /// The value for `id`, or nil.
    func value(for id: ObjectIdentifier) -> Int? {
        guard !keys.isEmpty else { return nil }
        let key = id.address
        let mask = keys.count - 1
        var i = slot(key, mask: mask)
        while true {
            let k = keys[i]
            if k == key { return Int(values[i]) }
            if k == IdentityTable.empty { return nil }
            i = (i + 1) & mask
        }
    }

    /// Sets the value for `id`.
    mutating func set(_ value: Int, for id: ObjectIdentifier) {
        if (used + tombstones + 1) * 4 >= keys.count * 3 { rehash(minimumCapacity: (used + 1) * 2) }
        let key = id.address
        let mask = keys.count - 1
        var i = slot(key, mask: mask)
        var firstFree = -1
        while true {
            let k = keys[i]
            if k == key { values[i] = Int32(truncatingIfNeeded: value); return }
            if k == IdentityTable.deleted && firstFree < 0 { firstFree = i }
            if k == IdentityTable.empty { break }
            i = (i + 1) & mask
        }
        if firstFree >= 0 { i = firstFree; tombstones -= 1 }
        keys[i] = key
        values[i] = Int32(truncatingIfNeeded: value)
        used += 1
    }

    /// Removes `id`'s entry, if any.
    mutating func remove(_ id: ObjectIdentifier) {
        guard !keys.isEmpty else { return }
        let key = id.address
        let mask = keys.count - 1
        var i = slot(key, mask: mask)
        while true {
            let k = keys[i]
            if k == key { keys[i] = IdentityTable.deleted; used -= 1; tombstones += 1; return }
            if k == IdentityTable.empty { return }
            i = (i + 1) & mask
        }
    }

    /// Makes room for `capacity` entries without rehashing.
    mutating func reserveCapacity(_ capacity: Int) {
        if capacity * 4 >= keys.count * 3 { rehash(minimumCapacity: capacity) }
    }

    /// Rebuilds the table with room for `minimumCapacity` entries, dropping tombstones.
    private mutating func rehash(minimumCapacity: Int) {
        var size = 16
        while size * 3 <= max(minimumCapacity, used) * 4 { size *= 2 }
        let oldKeys = keys, oldValues = values
        keys = Array(repeating: IdentityTable.empty, count: size)
        values = Array(repeating: 0, count: size)
        used = 0
        tombstones = 0
        let mask = size - 1
        for (k, v) in zip(oldKeys, oldValues) where k > IdentityTable.deleted {
            var i = slot(k, mask: mask)
            while keys[i] != IdentityTable.empty { i = (i + 1) & mask }
            keys[i] = k
            values[i] = v
            used += 1
        }
    }
}

extension ObjectIdentifier {
    /// The object's address: never 0 or 1 (the table's empty and deleted markers),
    /// because objects are aligned.
    var address: UInt { UInt(bitPattern: Int(bitPattern: self)) }
}
