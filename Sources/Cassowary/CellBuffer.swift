/// Heap storage for a row's cells: one allocation, grown geometrically, shared between
/// copies of a row until one of them writes (copy-on-write, as `Array` does, but without
/// the generic machinery that dominated the merge loop).
final class CellBuffer {
    private(set) var base: UnsafeMutablePointer<Cell>
    var count: Int
    private(set) var capacity: Int

    /// An empty buffer with room for `capacity` cells.
    init(capacity: Int) {
        self.capacity = max(capacity, 4)
        self.base = .allocate(capacity: self.capacity)
        self.count = 0
    }

    deinit { base.deallocate() }

    /// A new buffer holding the same cells, with room for at least `capacity`.
    func copy(minimumCapacity: Int) -> CellBuffer {
        let other = CellBuffer(capacity: max(minimumCapacity, count))
        other.base.initialize(from: base, count: count)
        other.count = count
        return other
    }

    /// Makes room for at least `minimum` cells, keeping the contents.
    func reserve(_ minimum: Int) {
        guard minimum > capacity else { return }
        let newCapacity = max(minimum, capacity * 2)
        let newBase = UnsafeMutablePointer<Cell>.allocate(capacity: newCapacity)
        newBase.initialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    /// The cells in use.
    var cells: UnsafeMutableBufferPointer<Cell> { UnsafeMutableBufferPointer(start: base, count: count) }
}

/// A growable scratch list of symbols owned by the tableau, written through a pointer so
/// that collecting the symbols a merge adds costs no array bookkeeping.
final class SymbolScratch {
    private(set) var base: UnsafeMutablePointer<Symbol>
    private(set) var capacity: Int
    var count = 0

    init() {
        capacity = 64
        base = .allocate(capacity: capacity)
    }

    deinit { base.deallocate() }

    /// Empties the list and makes room for `minimum` symbols.
    func reset(minimum: Int) {
        count = 0
        if minimum > capacity {
            base.deallocate()
            capacity = max(minimum, capacity * 2)
            base = .allocate(capacity: capacity)
        }
    }

    /// Appends `symbol`; the caller reserved room with `reset(minimum:)`.
    @inline(__always)
    func append(_ symbol: Symbol) {
        base[count] = symbol
        count += 1
    }
}
