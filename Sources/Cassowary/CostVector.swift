/// A cost in the lexicographic objective: one coefficient per priority level, compared
/// from the highest level down.
///
/// This is how strict priority levels are implemented: rather than one weighted sum
/// (kiwi), every symbol carries a short vector of (level, coefficient) pairs sorted by
/// level, highest first. A reduced cost is negative when its highest non-zero entry is
/// negative, so no gain at a lower level can pay for a loss at a higher one.
struct CostVector {
    private(set) var levels: [Double] = []
    private(set) var values: [Double] = []

    /// The zero vector.
    init() {}

    /// A vector with one entry.
    init(level: Double, value: Double) {
        if !nearZero(value) {
            levels = [level]
            values = [value]
        }
    }

    /// Whether every entry is zero.
    var isZero: Bool { levels.isEmpty }

    /// The sign of the highest non-zero entry: -1, 0 or +1.
    var sign: Int {
        guard let first = values.first else { return 0 }
        return first < 0 ? -1 : 1
    }

    /// The coefficient at `level`, 0 when absent.
    func value(at level: Double) -> Double {
        for (i, l) in levels.enumerated() where l == level { return values[i] }
        return 0
    }

    /// Adds `scale × other`, dropping entries that become near zero.
    mutating func add(_ other: CostVector, scale: Double) {
        if other.levels.isEmpty { return }
        if levels.isEmpty {
            for (l, v) in zip(other.levels, other.values) {
                let x = v * scale
                if !nearZero(x) { levels.append(l); values.append(x) }
            }
            return
        }
        var outL: [Double] = []
        var outV: [Double] = []
        outL.reserveCapacity(levels.count + other.levels.count)
        outV.reserveCapacity(levels.count + other.levels.count)
        var i = 0, j = 0
        while i < levels.count || j < other.levels.count {
            if j == other.levels.count || (i < levels.count && levels[i] > other.levels[j]) {
                outL.append(levels[i]); outV.append(values[i]); i += 1
            } else if i == levels.count || other.levels[j] > levels[i] {
                let x = other.values[j] * scale
                if !nearZero(x) { outL.append(other.levels[j]); outV.append(x) }
                j += 1
            } else {
                let x = values[i] + other.values[j] * scale
                if !nearZero(x) { outL.append(levels[i]); outV.append(x) }
                i += 1; j += 1
            }
        }
        levels = outL
        values = outV
    }

    /// Removes every entry at `level`.
    mutating func removeLevel(_ level: Double) {
        if let i = levels.firstIndex(of: level) {
            levels.remove(at: i)
            values.remove(at: i)
        }
    }

    /// Compares `a / da` with `b / db` lexicographically (da, db > 0): the dual ratio
    /// test without building the scaled vectors.
    static func ratioLess(_ a: CostVector, _ da: Double, _ b: CostVector, _ db: Double) -> Bool {
        var i = 0, j = 0
        while i < a.levels.count || j < b.levels.count {
            let x: Double, y: Double
            if j == b.levels.count || (i < a.levels.count && a.levels[i] > b.levels[j]) {
                x = a.values[i] / da; y = 0; i += 1
            } else if i == a.levels.count || b.levels[j] > a.levels[i] {
                x = 0; y = b.values[j] / db; j += 1
            } else {
                x = a.values[i] / da; y = b.values[j] / db; i += 1; j += 1
            }
            if !nearZero(x - y) { return x < y }
        }
        return false
    }
}
