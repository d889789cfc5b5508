/// One term of a row: a symbol and its coefficient, stored inline (no object per term).
struct Cell {
    var symbol: Symbol
    var coefficient: Double
}

/// One tableau row: `basic = constant + Σ coefficient × symbol`, or, before a basic
/// symbol is chosen, the equation `0 = constant + Σ coefficient × symbol`.
///
/// Terms are one array of cells sorted by symbol id, so a row is one allocation however
/// long it is, lookups are binary searches, and adding one row to another is a linear
/// merge through a caller-owned scratch buffer (no allocation once the buffers have
/// grown). Coefficients within `epsilon` of zero are dropped.
struct Row {
    private(set) var cells: [Cell] = []
    var constant: Double

    /// An empty row with `constant`.
    init(constant: Double = 0) {
        self.constant = constant
    }

    /// Number of terms.
    var count: Int { cells.count }

    /// Whether the row has no terms.
    var isEmpty: Bool { cells.isEmpty }

    /// Position of `symbol`, or where it would be inserted (negated − 1).
    @inline(__always)
    private func search(_ symbol: Symbol) -> Int {
        cells.withUnsafeBufferPointer { buffer in
            var low = 0, high = buffer.count - 1
            while low <= high {
                let mid = (low + high) >> 1
                let s = buffer[mid].symbol
                if s < symbol { low = mid + 1 } else if s > symbol { high = mid - 1 } else { return mid }
            }
            return -(low + 1)
        }
    }

    /// The coefficient of `symbol`, 0 when absent.
    func coefficient(for symbol: Symbol) -> Double {
        let i = search(symbol)
        return i >= 0 ? cells[i].coefficient : 0
    }

    /// Adds `coefficient × symbol`; drops the term if the sum is near zero.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double) {
        let i = search(symbol)
        if i >= 0 {
            let sum = cells[i].coefficient + coefficient
            if nearZero(sum) { cells.remove(at: i) } else { cells[i].coefficient = sum }
        } else if !nearZero(coefficient) {
            cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: -(i + 1))
        }
    }

    /// Adds `scale × other` (terms and constant), leaving out the term of `skipping`.
    /// Symbols that were absent before and are present after are appended to `added`.
    ///
    /// This merge is the innermost loop of every pivot, so it writes through raw buffer
    /// pointers into `scratch` (grown, never shrunk) and copies the result back.
    mutating func insert(_ other: Row, scale: Double, skipping: Symbol = noSymbol,
                         scratch: inout [Cell], added: inout [Symbol]) {
        constant += other.constant * scale
        let needed = cells.count + other.cells.count
        if scratch.count < needed {
            scratch = Array(repeating: Cell(symbol: 0, coefficient: 0), count: max(needed, 2 * scratch.count))
        }
        let n = cells.withUnsafeBufferPointer { a in
            other.cells.withUnsafeBufferPointer { b in
                scratch.withUnsafeMutableBufferPointer { out in
                    var i = 0, j = 0, n = 0
                    while i < a.count && j < b.count {
                        let sa = a[i].symbol, sb = b[j].symbol
                        if sa < sb {
                            if sa != skipping { out[n] = a[i]; n += 1 }
                            i += 1
                        } else if sb < sa {
                            let v = b[j].coefficient * scale
                            if !nearZero(v) { out[n] = Cell(symbol: sb, coefficient: v); n += 1; added.append(sb) }
                            j += 1
                        } else {
                            let v = a[i].coefficient + b[j].coefficient * scale
                            if !nearZero(v) && sa != skipping { out[n] = Cell(symbol: sa, coefficient: v); n += 1 }
                            i += 1; j += 1
                        }
                    }
                    while i < a.count {
                        if a[i].symbol != skipping { out[n] = a[i]; n += 1 }
                        i += 1
                    }
                    while j < b.count {
                        let v = b[j].coefficient * scale
                        if !nearZero(v) { out[n] = Cell(symbol: b[j].symbol, coefficient: v); n += 1; added.append(b[j].symbol) }
                        j += 1
                    }
                    return n
                }
            }
        }
        cells.removeAll(keepingCapacity: true)
        cells.append(contentsOf: scratch[0..<n])
    }

    /// Removes the term of `symbol`, returning its coefficient (0 when absent).
    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Double {
        let i = search(symbol)
        guard i >= 0 else { return 0 }
        return cells.remove(at: i).coefficient
    }

    /// Multiplies the constant and every coefficient by −1.
    mutating func reverseSign() {
        constant = -constant
        for i in cells.indices { cells[i].coefficient = -cells[i].coefficient }
    }

    /// Turns `0 = c + a·symbol + Σ` into `symbol = −(c + Σ)/a`.
    /// - Precondition: `symbol` is in the row.
    mutating func solve(for symbol: Symbol) {
        let a = remove(symbol)
        let scale = -1.0 / a
        constant *= scale
        for i in cells.indices { cells[i].coefficient *= scale }
    }

    /// Turns `leaving = c + a·entering + Σ` into `entering = …`: the row's half of a
    /// pivot.
    /// - Precondition: `entering` is in the row and `leaving` is not.
    mutating func pivot(leaving: Symbol, entering: Symbol) {
        insert(leaving, -1)
        solve(for: entering)
    }

    /// Replaces `symbol` by `row` wherever it occurs; returns whether it occurred.
    /// Symbols new to this row are appended to `added`.
    @discardableResult
    mutating func substitute(_ symbol: Symbol, with row: Row,
                             scratch: inout [Cell], added: inout [Symbol]) -> Bool {
        let i = search(symbol)
        guard i >= 0 else { return false }
        let c = cells[i].coefficient
        insert(row, scale: c, skipping: symbol, scratch: &scratch, added: &added)
        return true
    }
}
