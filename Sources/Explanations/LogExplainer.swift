import Readers

/// `layoutlint explain`'s engine: console text in, one explanation per Auto Layout message
/// out, in the order the messages appear.
public enum LogExplainer {
    /// Explains every block of `text`.
    public static func explain(_ text: String) -> [Explanation] {
        ConsoleLogScanner.scan(text).map(explain)
    }

    /// Explains one block.
    public static func explain(_ block: LogBlock) -> Explanation {
        block.kind == .unsatisfiable ? ConflictExplainer.explain(block) : MessageExplainer.explain(block)
    }
}
