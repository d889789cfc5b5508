/// For every symbol, the basic symbols whose rows *may* contain it: the tableau's lazy
/// column lists (appended to when a row gains a symbol, compacted when read).
///
/// All lists live in one pool of fixed-size chunks chained by index, instead of one
/// `Array` per symbol: appending never allocates once the pool is large enough, a growing
/// list is never copied, the chunks of an emptied list are reused, and the whole
/// structure is five allocations however many symbols there are. Each list keeps its
/// entries in append order, and its length counts stale and repeated entries exactly as
/// an array would (`count(_:)` feeds a heuristic, so it must not depend on the storage).
///
/// The lists are raw memory owned by a `ColumnStorage` object; this wrapper copies it
/// before handing it out for writing when it is shared (copy-on-write, as `Array` does),
/// so a copied tableau never sees another's lists.
struct ColumnLists {
    private var storage = ColumnStorage()

    /// The storage, unshared (copied first if another tableau holds it), for the writes
    /// of one tableau operation: take it once and write through it, so that the
    /// uniqueness check is not paid per entry.
    @inline(__always)
    mutating func lists() -> ColumnStorage {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        return storage
    }

    /// The length of the list of `s`, stale and repeated entries included.
    @inline(__always)
    func count(_ s: Symbol) -> Int { storage.count(s) }
}

/// The memory of `ColumnLists`: a chunk pool and per-symbol list headers, all raw buffers
/// freed with the object.
final class ColumnStorage {
    /// Entries per chunk (a power of two): 32 bytes.
    private static let chunkSize = 8
    private static let slotMask = chunkSize - 1

    /// The chunks, `chunkSize` entries each; `chunkCount` of `chunkCapacity` are in use.
    private var pool: UnsafeMutablePointer<Int32>
    /// Per chunk: the next chunk of the same list, or −1 at its end.
    private var links: UnsafeMutablePointer<Int32>
    private var chunkCount = 0
    private var chunkCapacity: Int
    /// The first chunk of the free list (chained through `links`), or −1.
    private var free: Int32 = -1
    /// Per symbol: its first and last chunk (−1 when it has none) and its length.
    private var heads: UnsafeMutablePointer<Int32>
    private var tails: UnsafeMutablePointer<Int32>
    private var counts: UnsafeMutablePointer<Int32>
    private var symbolCount = 0
    private var symbolCapacity: Int

    /// No lists.
    init() {
        chunkCapacity = 16
        pool = .allocate(capacity: chunkCapacity * ColumnStorage.chunkSize)
        links = .allocate(capacity: chunkCapacity)
        symbolCapacity = 16
        heads = .allocate(capacity: symbolCapacity)
        tails = .allocate(capacity: symbolCapacity)
        counts = .allocate(capacity: symbolCapacity)
    }

    deinit {
        pool.deallocate()
        links.deallocate()
        heads.deallocate()
        tails.deallocate()
        counts.deallocate()
    }

    /// Makes room for symbol ids below `count`, with empty lists.
    func grow(to count: Int) {
        if count > symbolCapacity { reserve(max(count, 2 * symbolCapacity)) }
        while symbolCount < count {
            heads[symbolCount] = -1
            tails[symbolCount] = -1
            counts[symbolCount] = 0
            symbolCount += 1
        }
    }

    /// Makes room for `capacity` symbols, and as many chunks, without reallocating.
    func reserve(_ capacity: Int) {
        if capacity > symbolCapacity {
            heads = ColumnStorage.moved(heads, count: symbolCount, to: capacity)
            tails = ColumnStorage.moved(tails, count: symbolCount, to: capacity)
            counts = ColumnStorage.moved(counts, count: symbolCount, to: capacity)
            symbolCapacity = capacity
        }
        if capacity > chunkCapacity { growChunks(to: capacity) }
    }

    /// A new buffer of `capacity` holding the first `count` values of `old`, which is freed.
    private static func moved(_ old: UnsafeMutablePointer<Int32>, count: Int, to capacity: Int) -> UnsafeMutablePointer<Int32> {
        let new = UnsafeMutablePointer<Int32>.allocate(capacity: capacity)
        new.moveInitialize(from: old, count: count)
        old.deallocate()
        return new
    }

    /// A new storage holding the same lists.
    func copy() -> ColumnStorage {
        let other = ColumnStorage()
        other.reserve(max(symbolCapacity, chunkCapacity))
        other.pool.update(from: pool, count: chunkCount * ColumnStorage.chunkSize)
        other.links.update(from: links, count: chunkCount)
        other.heads.update(from: heads, count: symbolCount)
        other.tails.update(from: tails, count: symbolCount)
        other.counts.update(from: counts, count: symbolCount)
        other.chunkCount = chunkCount
        other.free = free
        other.symbolCount = symbolCount
        return other
    }

    /// The length of the list of `s`, stale and repeated entries included.
    @inline(__always)
    func count(_ s: Symbol) -> Int { Int(counts[Int(s)]) }

    /// The slot holding the link to the next chunk of `chunk`.
    @inline(__always)
    private func link(_ chunk: Int32) -> UnsafeMutablePointer<Int32> {
        links + Int(chunk)
    }

    /// Entry `slot` of `chunk`.
    @inline(__always)
    private func entry(_ chunk: Int32, _ slot: Int) -> UnsafeMutablePointer<Int32> {
        pool + Int(chunk) * ColumnStorage.chunkSize + slot
    }

    /// Makes room for `capacity` chunks.
    private func growChunks(to capacity: Int) {
        pool = ColumnStorage.moved(pool, count: chunkCount * ColumnStorage.chunkSize, to: capacity * ColumnStorage.chunkSize)
        links = ColumnStorage.moved(links, count: chunkCount, to: capacity)
        chunkCapacity = capacity
    }

    /// A chunk from the free list, or a new one, linked to nothing.
    @inline(__always)
    private func makeChunk() -> Int32 {
        if free >= 0 {
            let chunk = free
            free = link(chunk).pointee
            link(chunk).pointee = -1
            return chunk
        }
        if chunkCount == chunkCapacity { growChunks(to: 2 * chunkCapacity) }
        let chunk = Int32(chunkCount)
        chunkCount += 1
        link(chunk).pointee = -1
        return chunk
    }

    /// Returns the chain of chunks starting at `chunk` to the free list.
    private func release(chain chunk: Int32) {
        var c = chunk
        while c >= 0 {
            let next = link(c).pointee
            link(c).pointee = free
            free = c
            c = next
        }
    }

    /// Appends `b` to the list of `s`.
    @inline(__always)
    func append(_ b: Symbol, to s: Symbol) {
        let i = Int(s)
        let n = Int(counts[i])
        let slot = n & ColumnStorage.slotMask
        var chunk = tails[i]
        if slot == 0 {
            let fresh = makeChunk()
            if chunk >= 0 { link(chunk).pointee = fresh } else { heads[i] = fresh }
            tails[i] = fresh
            chunk = fresh
        }
        entry(chunk, slot).pointee = b
        counts[i] = Int32(n + 1)
    }

    /// Empties the list of `s`.
    func removeAll(_ s: Symbol) {
        dispose(detach(s))
    }

    /// Takes the list of `s` out (it becomes empty) and returns it: other lists may be
    /// appended to while it is read with `entry(_:of:cursor:)`, since its chunks are
    /// neither free nor reachable from any symbol until `dispose(_:)` frees them.
    func detach(_ s: Symbol) -> Detached {
        let i = Int(s)
        let list = Detached(head: heads[i], count: Int(counts[i]))
        heads[i] = -1
        tails[i] = -1
        counts[i] = 0
        return list
    }

    /// Entry `k` of a detached list. Read the entries in order, from 0, keeping `cursor`
    /// (any value to begin with) between calls.
    @inline(__always)
    func entry(_ k: Int, of list: Detached, cursor: inout Int32) -> Symbol {
        let slot = k & ColumnStorage.slotMask
        if k == 0 {
            cursor = list.head
        } else if slot == 0 {
            cursor = link(cursor).pointee
        }
        return entry(cursor, slot).pointee
    }

    /// Frees the chunks of a detached list.
    func dispose(_ list: Detached) {
        release(chain: list.head)
    }

    /// Starts rewriting the list of `s` in place: read its entries in order with
    /// `next(_:)`, `keep(_:in:)` the ones to keep (in order, at most one per entry read),
    /// then `finish(_:)`.
    func beginCompaction(_ s: Symbol) -> Compaction {
        let head = heads[Int(s)]
        return Compaction(symbol: s, count: Int(counts[Int(s)]), head: head, readChunk: head, writeChunk: head)
    }

    /// The next entry of a compaction.
    @inline(__always)
    func next(_ c: inout Compaction) -> Symbol {
        let slot = c.read & ColumnStorage.slotMask
        if slot == 0 && c.read > 0 { c.readChunk = link(c.readChunk).pointee }
        c.read += 1
        return entry(c.readChunk, slot).pointee
    }

    /// Keeps the entry `b` just read by `next(_:)`; the write position never passes the
    /// read one, and while nothing has been dropped the entry is already in place.
    @inline(__always)
    func keep(_ b: Symbol, in c: inout Compaction) {
        let slot = c.written & ColumnStorage.slotMask
        if slot == 0 && c.written > 0 { c.writeChunk = link(c.writeChunk).pointee }
        if c.written + 1 != c.read { entry(c.writeChunk, slot).pointee = b }
        c.written += 1
    }

    /// Ends a compaction: the list is the kept entries, and its surplus chunks are freed.
    func finish(_ c: Compaction) {
        let i = Int(c.symbol)
        if c.written == 0 {
            release(chain: c.head)
            heads[i] = -1
            tails[i] = -1
        } else {
            release(chain: link(c.writeChunk).pointee)
            link(c.writeChunk).pointee = -1
            tails[i] = c.writeChunk
        }
        counts[i] = Int32(c.written)
    }

    /// The state of an in-place compaction.
    struct Compaction {
        let symbol: Symbol
        let count: Int
        let head: Int32
        var readChunk: Int32
        var writeChunk: Int32
        var read = 0
        var written = 0
    }

    /// A list taken out by `detach(_:)`: its first chunk and its length.
    struct Detached {
        let head: Int32
        let count: Int
    }
}
