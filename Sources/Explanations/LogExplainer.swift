import Dispatch
import Readers

/// `layoutlint explain`'s engine: console text in, one explanation per Auto Layout message
/// out, in the order the messages appear.
public enum LogExplainer {
    /// Explains every block of `text`. Blocks are independent, so they are explained on
    /// every core; the order of the result is the order of the text.
    public static func explain(_ text: String) -> [Explanation] {
        let blocks = ConsoleLogScanner.scan(text)
        guard blocks.count > 1 else { return blocks.map(explain) }
        let results = ResultSlots(count: blocks.count)
        DispatchQueue.concurrentPerform(iterations: blocks.count) { index in
            results.store(explain(blocks[index]), at: index)
        }
        return results.values
    }

    /// Explains one block.
    public static func explain(_ block: LogBlock) -> Explanation {
        block.kind == .unsatisfiable ? ConflictExplainer.explain(block) : MessageExplainer.explain(block)
    }
}

/// One slot per block, filled from several threads (each slot by exactly one), read once
/// all are done.
private final class ResultSlots: @unchecked Sendable {
    private var slots: [Explanation?]
    private let lock = DispatchQueue(label: "layoutlint.explain.results")

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func store(_ explanation: Explanation, at index: Int) {
        lock.sync { slots[index] = explanation }
    }

    var values: [Explanation] { lock.sync { slots.compactMap { $0 } } }
}
