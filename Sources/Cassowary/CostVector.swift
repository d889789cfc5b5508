/// A cost in the lexicographic objective: one coefficient per priority level, compared
/// from the highest level down.
///
/// This is how strict priority levels are implemented: rather than one weighted sum
/// (kiwi), every symbol carries a short vector of (level, coefficient) entries sorted by
/// level, highest first. A reduced cost is negative when its highest non-zero entry is
/// negative, so no gain at a lower level can pay for a loss at a higher one.
///
/// Most costs have one or two levels, so the first two entries are stored inline and only
/// the rest in an array: a cost that appears, changes or vanishes allocates nothing.
struct CostVector {
    /// One level's coefficient.
    struct Entry {
        var level: Double
        var value: Double
    }

    /// The number of entries.
    private(set) var count = 0
    /// Entries 0 and 1 (meaningless beyond `count`), then the rest.
    private var first = Entry(level: 0, value: 0)
    private var second = Entry(level: 0, value: 0)
    private var rest: [Entry] = []

    /// The zero vector.
    init() {}

    /// A vector with one entry.
    init(level: Double, value: Double) {
        if !nearZero(value) {
            first = Entry(level: level, value: value)
            count = 1
        }
    }

    /// Entry `i`, highest level first.
    /// - Precondition: `i < count`.
    @inline(__always)
    subscript(i: Int) -> Entry {
        i == 0 ? first : (i == 1 ? second : rest[i - 2])
    }

    /// Whether every entry is zero.
    var isZero: Bool { count == 0 }

    /// The sign of the highest entry that is not round-off (see `pivotTolerance`):
    /// -1, 0 or +1.
    var sign: Int {
        for i in 0..<count where abs(self[i].value) >= pivotTolerance {
            return self[i].value < 0 ? -1 : 1
        }
        return 0
    }

    /// Whether the highest entry that is not round-off is positive and at a level above
    /// `level`.
    func leadsPositively(above level: Double) -> Bool {
        for i in 0..<count where abs(self[i].value) >= pivotTolerance {
            return self[i].value > 0 && self[i].level > level
        }
        return false
    }

    /// The coefficient at `level`, 0 when absent.
    func value(at level: Double) -> Double {
        for i in 0..<count where self[i].level == level { return self[i].value }
        return 0
    }

    /// Sets the value of entry `i`.
    @inline(__always)
    private mutating func setValue(_ value: Double, at i: Int) {
        if i == 0 { first.value = value } else if i == 1 { second.value = value } else { rest[i - 2].value = value }
    }

    /// Replaces the entries by the `n` entries at `buffer`.
    private mutating func assign(_ buffer: UnsafeMutablePointer<Entry>, _ n: Int) {
        if n > 0 { first = buffer[0] }
        if n > 1 { second = buffer[1] }
        if n > 2 || !rest.isEmpty {
            rest.removeAll(keepingCapacity: true)
            if n > 2 { rest.append(contentsOf: UnsafeBufferPointer(start: buffer + 2, count: n - 2)) }
        }
        count = n
    }

    /// Adds `scale × other`, dropping entries that become near zero.
    mutating func add(_ other: CostVector, scale: Double) {
        let nb = other.count
        if nb == 0 { return }
        // The common cases: one level on each side, or one level in `other`.
        if count == 1 && nb == 1 && first.level == other.first.level {
            let v = first.value + other.first.value * scale
            if nearZero(v) { count = 0 } else { first.value = v }
            return
        }
        if nb == 1 {
            addSingle(level: other.first.level, value: other.first.value * scale)
            return
        }
        let na = count
        withUnsafeTemporaryAllocation(of: Entry.self, capacity: na + nb) { out in
            let o = out.baseAddress!
            var n = 0, i = 0, j = 0
            while i < na || j < nb {
                if j == nb || (i < na && self[i].level > other[j].level) {
                    o[n] = self[i]; n += 1; i += 1
                } else if i == na || other[j].level > self[i].level {
                    let x = other[j].value * scale
                    if !nearZero(x) { o[n] = Entry(level: other[j].level, value: x); n += 1 }
                    j += 1
                } else {
                    let x = self[i].value + other[j].value * scale
                    if !nearZero(x) { o[n] = Entry(level: self[i].level, value: x); n += 1 }
                    i += 1; j += 1
                }
            }
            assign(o, n)
        }
    }

    /// Adds `value` at `level` in place: the common case of a cost from one error symbol.
    private mutating func addSingle(level: Double, value: Double) {
        var i = 0
        while i < count && self[i].level > level { i += 1 }
        if i < count && self[i].level == level {
            let v = self[i].value + value
            if nearZero(v) { remove(at: i) } else { setValue(v, at: i) }
        } else if !nearZero(value) {
            insert(Entry(level: level, value: value), at: i)
        }
    }

    /// Inserts `entry` at position `i`.
    private mutating func insert(_ entry: Entry, at i: Int) {
        let n = count
        if n < 2 {
            if i == 0 { second = first; first = entry } else { second = entry }
            count = n + 1
            return
        }
        withUnsafeTemporaryAllocation(of: Entry.self, capacity: n + 1) { out in
            let o = out.baseAddress!
            for k in 0..<i { o[k] = self[k] }
            o[i] = entry
            for k in i..<n { o[k + 1] = self[k] }
            assign(o, n + 1)
        }
    }

    /// Removes entry `i`.
    private mutating func remove(at i: Int) {
        let n = count
        if n <= 2 {
            if i == 0 { first = second }
            count = n - 1
            return
        }
        withUnsafeTemporaryAllocation(of: Entry.self, capacity: n) { out in
            let o = out.baseAddress!
            var m = 0
            for k in 0..<n where k != i { o[m] = self[k]; m += 1 }
            assign(o, m)
        }
    }

    /// Removes the highest-level entry, if any.
    mutating func removeFirst() {
        if count > 0 { remove(at: 0) }
    }

    /// Removes every entry at `level`.
    mutating func removeLevel(_ level: Double) {
        var i = 0
        while i < count {
            if self[i].level == level { remove(at: i) } else { i += 1 }
        }
    }

    /// Compares `a / da` with `b / db` lexicographically (da, db > 0): the dual ratio
    /// test without building the scaled vectors.
    static func ratioLess(_ a: CostVector, _ da: Double, _ b: CostVector, _ db: Double) -> Bool {
        let na = a.count, nb = b.count
        var i = 0, j = 0
        while i < na || j < nb {
            let x: Double, y: Double
            if j == nb || (i < na && a[i].level > b[j].level) {
                x = a[i].value / da; y = 0; i += 1
            } else if i == na || b[j].level > a[i].level {
                x = 0; y = b[j].value / db; j += 1
            } else {
                x = a[i].value / da; y = b[j].value / db; i += 1; j += 1
            }
            if !nearZero(x - y) { return x < y }
        }
        return false
    }
}
