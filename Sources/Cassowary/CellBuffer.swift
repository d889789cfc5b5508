/// The header of a `CellBuffer`: how many cells are in use and how many fit.
struct CellBufferHeader {
    var count: Int
    var capacity: Int
}

/// Heap storage for a row's cells: one allocation holding the header and the cells,
/// shared between copies of a row until one of them writes (copy-on-write, as `Array`
/// does). All access goes through raw pointers, so the merge loop pays no exclusivity or
/// bounds checks.
final class CellBuffer: ManagedBuffer<CellBufferHeader, Cell> {
    /// The room of a row's first buffer: most rows never outgrow it.
    static let firstCapacity = 8

    /// An empty buffer with room for at least `capacity` cells (at least `firstCapacity`).
    static func make(capacity: Int) -> CellBuffer {
        let buffer = CellBuffer.create(minimumCapacity: max(capacity, firstCapacity)) { buffer in
            CellBufferHeader(count: 0, capacity: buffer.capacity)
        }
        // `create` returns the dynamic subclass instance; the downcast cannot fail.
        return unsafeDowncast(buffer, to: CellBuffer.self)
    }

    deinit {
        _ = withUnsafeMutablePointers { header, cells in
            cells.deinitialize(count: header.pointee.count)
        }
    }

    /// The number of cells in use.
    var count: Int {
        get { withUnsafeMutablePointerToHeader { $0.pointee.count } }
        set { withUnsafeMutablePointerToHeader { $0.pointee.count = newValue } }
    }

    /// How many cells fit.
    var storedCapacity: Int { withUnsafeMutablePointerToHeader { $0.pointee.capacity } }

    /// The header. Valid while the buffer is alive.
    var headerPointer: UnsafeMutablePointer<CellBufferHeader> { withUnsafeMutablePointerToHeader { $0 } }

    /// The first cell. Valid while the buffer is alive and not replaced.
    var base: UnsafeMutablePointer<Cell> { withUnsafeMutablePointerToElements { $0 } }

    /// The cells in use.
    var cells: UnsafeMutableBufferPointer<Cell> {
        withUnsafeMutablePointers { header, cells in
            UnsafeMutableBufferPointer(start: cells, count: header.pointee.count)
        }
    }

    /// A new buffer holding the same cells, with room for at least `minimumCapacity`.
    func copy(minimumCapacity: Int) -> CellBuffer {
        let n = count
        let other = CellBuffer.make(capacity: max(minimumCapacity, n))
        other.base.initialize(from: base, count: n)
        other.count = n
        return other
    }
}

/// A growable scratch list of symbols owned by the tableau, written through a pointer so
/// that collecting the symbols a merge adds costs no array bookkeeping.
final class SymbolScratch {
    private(set) var base: UnsafeMutablePointer<Symbol>
    private(set) var capacity: Int

    init() {
        capacity = 64
        base = .allocate(capacity: capacity)
    }

    deinit { base.deallocate() }

    /// Makes room for `minimum` symbols and returns the start of the list.
    func reserve(_ minimum: Int) -> UnsafeMutablePointer<Symbol> {
        if minimum > capacity {
            base.deallocate()
            capacity = max(minimum, capacity * 2)
            base = .allocate(capacity: capacity)
        }
        return base
    }
}
