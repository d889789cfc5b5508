/// One term of a row: a symbol and its coefficient, stored inline (no object per term).
struct Cell {
    var symbol: Symbol
    var coefficient: Double
}

/// One tableau row: `basic = constant + Σ coefficient × symbol`, or, before a basic
/// symbol is chosen, the equation `0 = constant + Σ coefficient × symbol`.
///
/// Terms are cells sorted by symbol id in one `CellBuffer`, so a row is one allocation
/// however long it is, lookups are binary searches, and adding one row to another is a
/// linear merge done in place, from the back, when the buffer has room. Coefficients
/// within `epsilon` of zero are dropped.
struct Row {
    private var buffer: CellBuffer?
    var constant: Double

    /// An empty row with `constant`.
    init(constant: Double = 0) {
        self.constant = constant
    }

    /// Number of terms.
    var count: Int { buffer?.count ?? 0 }

    /// Whether the row has no terms.
    var isEmpty: Bool { count == 0 }

    /// The terms, sorted by symbol. Valid until the row is next mutated.
    var cells: UnsafeMutableBufferPointer<Cell> {
        buffer?.cells ?? UnsafeMutableBufferPointer(start: nil, count: 0)
    }

    /// Makes the buffer unshared and gives it room for `minimum` cells, without taking a
    /// reference of its own (a bound `CellBuffer` costs a retain and a release, two atomic
    /// operations, on every write); `base` and `header` then reach it.
    @inline(__always)
    private mutating func makeWritable(minimum: Int) {
        if !(isKnownUniquelyReferenced(&buffer) && buffer.unsafelyUnwrapped.storedCapacity >= minimum) {
            replaceBuffer(minimum: minimum)
        }
    }

    /// The first cell of the buffer. Valid until the buffer is next replaced.
    /// - Precondition: the row has a buffer.
    @inline(__always)
    private var base: UnsafeMutablePointer<Cell> { buffer.unsafelyUnwrapped.base }

    /// The buffer's header. Valid until the buffer is next replaced.
    /// - Precondition: the row has a buffer.
    @inline(__always)
    private var header: UnsafeMutablePointer<CellBufferHeader> { buffer.unsafelyUnwrapped.headerPointer }

    /// Moves the cells into a new, unshared buffer with room for `minimum`. It grows
    /// geometrically only when the old buffer is too small; a copy made just to stop
    /// sharing (a journaled row) keeps the size it needs, or repeated writes would double
    /// it every time.
    private mutating func replaceBuffer(minimum: Int) {
        // The old reference is moved out, not copied, and the new one moved in: no
        // retain or release beyond the one that frees (or unshares) the old buffer.
        guard let old = buffer.take() else {
            buffer = CellBuffer.make(capacity: minimum)
            return
        }
        let capacity = minimum > old.storedCapacity ? max(minimum, 2 * old.storedCapacity) : max(minimum, old.count)
        buffer = old.copy(minimumCapacity: capacity)
    }

    /// Gives back the spare room of a row longer than a first buffer: a row built term by
    /// term has grown geometrically, and the long-lived rows of dense problems (a chain's
    /// prefix sums) would otherwise keep up to twice the memory they need (edit-drag-10000:
    /// 1.17 GB instead of 0.96).
    mutating func trimCapacity() {
        guard let old = buffer, old.storedCapacity > CellBuffer.firstCapacity,
              old.storedCapacity > old.count + old.count / 8 else { return }
        buffer = old.copy(minimumCapacity: old.count)
    }

    /// Position of `symbol`, or where it would be inserted (negated − 1).
    @inline(__always)
    private func search(_ symbol: Symbol) -> Int {
        let cells = self.cells
        var low = 0, high = cells.count - 1
        while low <= high {
            let mid = (low + high) >> 1
            let s = cells[mid].symbol
            if s < symbol { low = mid + 1 } else if s > symbol { high = mid - 1 } else { return mid }
        }
        return -(low + 1)
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
            makeWritable(minimum: count)
            let cells = base
            let sum = cells[i].coefficient + coefficient
            if cancels(cells[i].coefficient, coefficient) { removeCell(at: i) } else { cells[i].coefficient = sum }
        } else if !nearZero(coefficient) {
            let at = -(i + 1)
            makeWritable(minimum: count + 1)
            let cells = base, h = header
            (cells + at + 1).moveInitialize(from: cells + at, count: h.pointee.count - at)
            (cells + at).initialize(to: Cell(symbol: symbol, coefficient: coefficient))
            h.pointee.count += 1
        }
    }

    /// Removes cell `i`, closing the gap.
    /// - Precondition: the buffer is unshared (`makeWritable`) and `i < count`.
    @inline(__always)
    private func removeCell(at i: Int) {
        let cells = base, h = header
        (cells + i).moveInitialize(from: cells + i + 1, count: h.pointee.count - i - 1)
        h.pointee.count -= 1
    }

    /// Adds `scale × other` (terms and constant), leaving out the term of `skipping`.
    /// Symbols that were absent before and are present after are written to `added`
    /// (which must have room for `other.count` more), counting in `addedCount`.
    ///
    /// This merge is the innermost loop of every pivot: it runs in place from the back of
    /// this row's buffer (so unread cells are never overwritten), then closes the gap left
    /// by dropped terms.
    mutating func insert(_ other: Row, scale: Double, skipping: Symbol = noSymbol, added: UnsafeMutablePointer<Symbol>? = nil, addedCount: UnsafeMutablePointer<Int>? = nil) {
        insert(cells: other.cells, constant: other.constant, scale: scale, skipping: skipping, added: added,
               addedCount: addedCount)
    }

    /// `insert(_:scale:skipping:added:addedCount:)` for another row given by its cells and
    /// constant: a caller holding the row in an array passes them without copying the row
    /// (a copy is a retain and a release of its buffer).
    /// - Precondition: `b` is not this row's own buffer.
    mutating func insert(cells b: UnsafeMutableBufferPointer<Cell>, constant otherConstant: Double, scale: Double,
                         skipping: Symbol = noSymbol, added: UnsafeMutablePointer<Symbol>? = nil,
                         addedCount: UnsafeMutablePointer<Int>? = nil) {
        let m = count
        if b.count * 8 < m {
            insertSparse(b, constant: otherConstant, scale: scale, skipping: skipping, added: added, addedCount: addedCount)
            return
        }
        constant += otherConstant * scale
        var newCount = addedCount?.pointee ?? 0
        @inline(__always) func note(_ symbol: Symbol) {
            if let added { added[newCount] = symbol; newCount += 1 }
        }
        defer { addedCount?.pointee = newCount }
        makeWritable(minimum: m + b.count)
        let a = base
        var i = m - 1, j = b.count - 1, w = m + b.count
        // Whether the merge has passed `skipping` (present or not); below it, the term of
        // `skipping` is found by a search instead of a scan of the untouched cells.
        var passedSkipping = skipping == noSymbol
        while i >= 0 && j >= 0 {
            let sa = a[i].symbol, sb = b[j].symbol
            if sa > sb {
                if sa != skipping { w -= 1; a[w] = a[i] } else { passedSkipping = true }
                i -= 1
            } else if sb > sa {
                let v = b[j].coefficient * scale
                if !nearZero(v) { w -= 1; a[w] = Cell(symbol: sb, coefficient: v); note(sb) }
                j -= 1
            } else {
                let x = b[j].coefficient * scale
                if sa == skipping {
                    passedSkipping = true
                } else if !cancels(a[i].coefficient, x) {
                    w -= 1; a[w] = Cell(symbol: sa, coefficient: a[i].coefficient + x)
                }
                i -= 1; j -= 1
            }
        }
        while j >= 0 {
            let v = b[j].coefficient * scale
            if !nearZero(v) { w -= 1; a[w] = Cell(symbol: b[j].symbol, coefficient: v); note(b[j].symbol) }
            j -= 1
        }
        // Cells a[0...i] are untouched and already in place (less the term of `skipping`,
        // if it is among them); the merged tail starts at w.
        if !passedSkipping && i >= 0 && a[0].symbol <= skipping && skipping <= a[i].symbol {
            var low = 0, high = i
            while low <= high {
                let mid = (low + high) >> 1
                let s = a[mid].symbol
                if s < skipping { low = mid + 1 } else if s > skipping { high = mid - 1 } else {
                    (a + mid).moveInitialize(from: a + mid + 1, count: i - mid)
                    i -= 1
                    break
                }
            }
        }
        let kept = i + 1
        let tail = m + b.count - w
        if w != kept { (a + kept).moveInitialize(from: a + w, count: tail) }
        header.pointee.count = kept + tail
    }

    /// `insert(_:scale:skipping:added:)` for a short `other`: one binary search per cell
    /// of `other` instead of a pass over this (much longer) row.
    private mutating func insertSparse(_ b: UnsafeMutableBufferPointer<Cell>, constant otherConstant: Double, scale: Double,
                                       skipping: Symbol, added: UnsafeMutablePointer<Symbol>?,
                                       addedCount: UnsafeMutablePointer<Int>?) {
        constant += otherConstant * scale
        if skipping != noSymbol { remove(skipping) }
        makeWritable(minimum: count + b.count)
        let cells = base, h = header
        var low = 0
        for cell in b {
            let v = cell.coefficient * scale
            // Cells of `other` are sorted, so each search can start where the last ended.
            var lo = low, hi = h.pointee.count - 1
            while lo <= hi {
                let mid = (lo + hi) >> 1
                if cells[mid].symbol < cell.symbol { lo = mid + 1 } else { hi = mid - 1 }
            }
            if lo < h.pointee.count && cells[lo].symbol == cell.symbol {
                let sum = cells[lo].coefficient + v
                if cancels(cells[lo].coefficient, v) {
                    removeCell(at: lo)
                } else {
                    cells[lo].coefficient = sum
                    lo += 1
                }
            } else if !nearZero(v) {
                (cells + lo + 1).moveInitialize(from: cells + lo, count: h.pointee.count - lo)
                (cells + lo).initialize(to: Cell(symbol: cell.symbol, coefficient: v))
                h.pointee.count += 1
                if let added, let addedCount { added[addedCount.pointee] = cell.symbol; addedCount.pointee += 1 }
                lo += 1
            }
            low = lo
        }
    }

    /// Removes the term of `symbol`, returning its coefficient (0 when absent).
    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Double {
        let i = search(symbol)
        guard i >= 0 else { return 0 }
        makeWritable(minimum: count)
        let c = base[i].coefficient
        removeCell(at: i)
        return c
    }

    /// Multiplies every coefficient by `factor`.
    private mutating func scale(by factor: Double) {
        guard count > 0 else { return }
        makeWritable(minimum: count)
        let cells = base
        for k in 0..<header.pointee.count { cells[k].coefficient *= factor }
    }

    /// Multiplies the constant and every coefficient by −1.
    mutating func reverseSign() {
        constant = -constant
        scale(by: -1)
    }

    /// Turns `0 = c + a·symbol + Σ` into `symbol = −(c + Σ)/a`.
    /// - Precondition: `symbol` is in the row.
    mutating func solve(for symbol: Symbol) {
        let a = remove(symbol)
        let factor = -1.0 / a
        constant *= factor
        scale(by: factor)
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
    mutating func substitute(_ symbol: Symbol, with row: Row, added: UnsafeMutablePointer<Symbol>,
                             addedCount: UnsafeMutablePointer<Int>) -> Bool {
        let i = search(symbol)
        guard i >= 0 else { return false }
        let c = cells[i].coefficient
        insert(row, scale: c, skipping: symbol, added: added, addedCount: addedCount)
        return true
    }
}
