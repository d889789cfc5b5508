/// Finds the entering symbol of a primal pivot without scanning the whole objective.
///
/// Bland's rule needs the lowest-id symbol whose reduced cost improves the objective.
/// Costs change only for the symbols a pivot touches, so those are queued for a re-check
/// (`note`), improving ones go into a min-heap by id, and stale heap entries are dropped
/// when they reach the top. A pivot then costs what it touches, not the objective's size.
struct EnteringQueue {
    private var recheck: [Symbol] = []
    private var queued: [Bool] = []
    private var heap: [Symbol] = []

    /// Makes room for symbol ids below `count`.
    mutating func grow(to count: Int) {
        while queued.count < count { queued.append(false) }
    }

    /// Makes room for `capacity` symbols without reallocating.
    mutating func reserve(_ capacity: Int) {
        queued.reserveCapacity(capacity)
    }

    /// Records that the reduced cost of `s` may have changed.
    @inline(__always)
    mutating func note(_ s: Symbol) {
        if !queued[Int(s)] {
            queued[Int(s)] = true
            recheck.append(s)
        }
    }

    /// The lowest-id symbol for which `improving` holds, or `noSymbol`. It is removed
    /// from the queue; it will be queued again if its cost changes.
    mutating func next(improving: (Symbol) -> Bool) -> Symbol {
        for s in recheck {
            queued[Int(s)] = false
            if improving(s) { push(s) }
        }
        recheck.removeAll(keepingCapacity: true)
        while let top = heap.first {
            popTop()
            if improving(top) { return top }
        }
        return noSymbol
    }

    /// Inserts `s` into the min-heap (sift up).
    private mutating func push(_ s: Symbol) {
        heap.append(s)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            if heap[parent] <= heap[child] { break }
            heap.swapAt(parent, child)
            child = parent
        }
    }

    /// Removes the smallest symbol from the min-heap (sift down).
    private mutating func popTop() {
        let last = heap.removeLast()
        guard !heap.isEmpty else { return }
        heap[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var smallest = parent
            if left < heap.count && heap[left] < heap[smallest] { smallest = left }
            if right < heap.count && heap[right] < heap[smallest] { smallest = right }
            if smallest == parent { break }
            heap.swapAt(parent, smallest)
            parent = smallest
        }
    }
}
