/// One tableau row: `basic = constant + Σ coefficient × symbol`, or, before a basic
/// symbol is chosen, the equation `0 = constant + Σ coefficient × symbol`.
///
/// Terms are kept in two parallel arrays sorted by symbol id, so a row is two
/// allocations however long it is, lookups are binary searches, and adding one row to
/// another is a linear merge. Coefficients within `epsilon` of zero are dropped.
struct Row {
    private(set) var symbols: [Symbol] = []
    private(set) var coefficients: [Double] = []
    var constant: Double

    /// An empty row with `constant`.
    init(constant: Double = 0) {
        self.constant = constant
    }

    /// Number of terms.
    var count: Int { symbols.count }

    /// Whether the row has no terms.
    var isEmpty: Bool { symbols.isEmpty }

    /// Position of `symbol` in `symbols`, or where it would be inserted (negated − 1).
    @inline(__always)
    private func search(_ symbol: Symbol) -> Int {
        var low = 0, high = symbols.count - 1
        while low <= high {
            let mid = (low + high) >> 1
            let s = symbols[mid]
            if s < symbol { low = mid + 1 } else if s > symbol { high = mid - 1 } else { return mid }
        }
        return -(low + 1)
    }

    /// The coefficient of `symbol`, 0 when absent.
    func coefficient(for symbol: Symbol) -> Double {
        let i = search(symbol)
        return i >= 0 ? coefficients[i] : 0
    }

    /// Adds `coefficient × symbol`; drops the term if the sum is near zero.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double) {
        let i = search(symbol)
        if i >= 0 {
            let sum = coefficients[i] + coefficient
            if nearZero(sum) {
                symbols.remove(at: i)
                coefficients.remove(at: i)
            } else {
                coefficients[i] = sum
            }
        } else if !nearZero(coefficient) {
            symbols.insert(symbol, at: -(i + 1))
            coefficients.insert(coefficient, at: -(i + 1))
        }
    }

    /// Adds `scale × other` (terms and constant) by merging the sorted term lists.
    /// Calls `added` for every symbol that was absent before and is present after.
    mutating func insert(_ other: Row, scale: Double, added: (Symbol) -> Void = { _ in }) {
        constant += other.constant * scale
        let a = symbols, ac = coefficients, b = other.symbols, bc = other.coefficients
        var outS: [Symbol] = []
        var outC: [Double] = []
        outS.reserveCapacity(a.count + b.count)
        outC.reserveCapacity(a.count + b.count)
        var i = 0, j = 0
        while i < a.count && j < b.count {
            let sa = a[i], sb = b[j]
            if sa < sb {
                outS.append(sa); outC.append(ac[i]); i += 1
            } else if sb < sa {
                let v = bc[j] * scale
                if !nearZero(v) { outS.append(sb); outC.append(v); added(sb) }
                j += 1
            } else {
                let v = ac[i] + bc[j] * scale
                if !nearZero(v) { outS.append(sa); outC.append(v) }
                i += 1; j += 1
            }
        }
        while i < a.count { outS.append(a[i]); outC.append(ac[i]); i += 1 }
        while j < b.count {
            let v = bc[j] * scale
            if !nearZero(v) { outS.append(b[j]); outC.append(v); added(b[j]) }
            j += 1
        }
        symbols = outS
        coefficients = outC
    }

    /// Removes the term of `symbol`, returning its coefficient (0 when absent).
    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Double {
        let i = search(symbol)
        guard i >= 0 else { return 0 }
        symbols.remove(at: i)
        return coefficients.remove(at: i)
    }

    /// Multiplies the constant and every coefficient by −1.
    mutating func reverseSign() {
        constant = -constant
        for i in coefficients.indices { coefficients[i] = -coefficients[i] }
    }

    /// Turns `0 = c + a·symbol + Σ` into `symbol = −(c + Σ)/a`.
    /// - Precondition: `symbol` is in the row.
    mutating func solve(for symbol: Symbol) {
        let a = remove(symbol)
        let scale = -1.0 / a
        constant *= scale
        for i in coefficients.indices { coefficients[i] *= scale }
    }

    /// Turns `leaving = c + a·entering + Σ` into `entering = …`: the row's half of a
    /// pivot.
    /// - Precondition: `entering` is in the row and `leaving` is not.
    mutating func pivot(leaving: Symbol, entering: Symbol) {
        insert(leaving, -1)
        solve(for: entering)
    }

    /// Replaces `symbol` by `row` wherever it occurs; returns whether it occurred.
    @discardableResult
    mutating func substitute(_ symbol: Symbol, with row: Row, added: (Symbol) -> Void = { _ in }) -> Bool {
        let i = search(symbol)
        guard i >= 0 else { return false }
        symbols.remove(at: i)
        let c = coefficients.remove(at: i)
        insert(row, scale: c, added: added)
        return true
    }
}
