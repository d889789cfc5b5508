import Dispatch

/// Results written from concurrent workers, one slot each.
final class ResultSlots<Value>: @unchecked Sendable {
    private var slots: [Value?]
    /// A serial queue as the lock, as `LogExplainer`'s slots have it (Foundation's `NSLock`
    /// is in the part of Foundation layoutlint does not load).
    private let lock = DispatchQueue(label: "layoutlint.lint.results")

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ result: Value) {
        lock.sync { slots[index] = result }
    }

    /// The results set so far, in slot order.
    func values() -> [Value] {
        lock.sync { slots.compactMap { $0 } }
    }

    func results(placeholder: [Value]) -> [Value] {
        lock.sync { slots.enumerated().map { $0.element ?? placeholder[$0.offset] } }
    }
}
