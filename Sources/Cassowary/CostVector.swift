/// A cost in the lexicographic objective: one coefficient per priority level, compared
/// from the highest level down.
///
/// This is how strict priority levels are implemented: rather than one weighted sum
/// (kiwi), every symbol carries a short vector of (level, coefficient) entries sorted by
/// level, highest first. A reduced cost is negative when its highest non-zero entry is
/// negative, so no gain at a lower level can pay for a loss at a higher one.
struct CostVector {
    /// One level's coefficient.
    struct Entry {
        var level: Double
        var value: Double
    }

    private(set) var entries: [Entry] = []

    /// The zero vector.
    init() {}

    /// A vector with one entry.
    init(level: Double, value: Double) {
        if !nearZero(value) { entries = [Entry(level: level, value: value)] }
    }

    /// Whether every entry is zero.
    var isZero: Bool { entries.isEmpty }

    /// The sign of the highest entry that is not round-off (see `pivotTolerance`):
    /// -1, 0 or +1.
    var sign: Int {
        for entry in entries where abs(entry.value) >= pivotTolerance {
            return entry.value < 0 ? -1 : 1
        }
        return 0
    }

    /// The coefficient at `level`, 0 when absent.
    func value(at level: Double) -> Double {
        for entry in entries where entry.level == level { return entry.value }
        return 0
    }

    /// Adds `scale × other`, dropping entries that become near zero.
    mutating func add(_ other: CostVector, scale: Double) {
        let b = other.entries
        if b.isEmpty { return }
        // The common cases: one level on each side, or this vector empty.
        if entries.count == 1 && b.count == 1 && entries[0].level == b[0].level {
            let v = entries[0].value + b[0].value * scale
            if nearZero(v) { entries.removeAll() } else { entries[0].value = v }
            return
        }
        if b.count == 1 {
            addSingle(level: b[0].level, value: b[0].value * scale)
            return
        }
        let a = entries
        var out: [Entry] = []
        out.reserveCapacity(a.count + b.count)
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if j == b.count || (i < a.count && a[i].level > b[j].level) {
                out.append(a[i]); i += 1
            } else if i == a.count || b[j].level > a[i].level {
                let x = b[j].value * scale
                if !nearZero(x) { out.append(Entry(level: b[j].level, value: x)) }
                j += 1
            } else {
                let x = a[i].value + b[j].value * scale
                if !nearZero(x) { out.append(Entry(level: a[i].level, value: x)) }
                i += 1; j += 1
            }
        }
        entries = out
    }

    /// Adds `value` at `level` in place: the common case of a cost from one error symbol,
    /// which needs no new storage.
    private mutating func addSingle(level: Double, value: Double) {
        var i = 0
        while i < entries.count && entries[i].level > level { i += 1 }
        if i < entries.count && entries[i].level == level {
            let v = entries[i].value + value
            if nearZero(v) { entries.remove(at: i) } else { entries[i].value = v }
        } else if !nearZero(value) {
            entries.insert(Entry(level: level, value: value), at: i)
        }
    }

    /// Removes the highest-level entry, if any.
    mutating func removeFirst() {
        if !entries.isEmpty { entries.removeFirst() }
    }

    /// Removes every entry at `level`.
    mutating func removeLevel(_ level: Double) {
        entries.removeAll { $0.level == level }
    }

    /// Compares `a / da` with `b / db` lexicographically (da, db > 0): the dual ratio
    /// test without building the scaled vectors.
    static func ratioLess(_ a: CostVector, _ da: Double, _ b: CostVector, _ db: Double) -> Bool {
        let ea = a.entries, eb = b.entries
        var i = 0, j = 0
        while i < ea.count || j < eb.count {
            let x: Double, y: Double
            if j == eb.count || (i < ea.count && ea[i].level > eb[j].level) {
                x = ea[i].value / da; y = 0; i += 1
            } else if i == ea.count || eb[j].level > ea[i].level {
                x = 0; y = eb[j].value / db; j += 1
            } else {
                x = ea[i].value / da; y = eb[j].value / db; i += 1; j += 1
            }
            if !nearZero(x - y) { return x < y }
        }
        return false
    }
}
