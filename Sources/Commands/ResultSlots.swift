#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Results written from concurrent workers, one slot each.
final class ResultSlots<Value>: @unchecked Sendable {
    private var slots: [Value?]
    private let lock = Lock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ result: Value) {
        lock.lock()
        slots[index] = result
        lock.unlock()
    }

    func results(placeholder: [Value]) -> [Value] {
        lock.lock()
        defer { lock.unlock() }
        return slots.enumerated().map { $0.element ?? placeholder[$0.offset] }
    }
}
