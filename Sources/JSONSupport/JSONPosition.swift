/// Where a JSON value (or an error) starts in the source text.
///
/// Lines and columns are 1-based. Columns count **Unicode scalars** from the start of the
/// line, so a line `"é": 1` puts the `1` in column 7 whatever the encoding width of `é`;
/// this matches what most editors show for text outside the astral planes. A tab counts as
/// one column. Line breaks are LF, CRLF (one break) and a lone CR. A UTF-8 byte order mark
/// at the start of the input does not count as a column.
public struct JSONPosition: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// 1-based line number.
    public var line: Int
    /// 1-based column, counted in Unicode scalars.
    public var column: Int
    /// 0-based offset of the first byte in the UTF-8 input (after any byte order mark is
    /// skipped, offsets still count from the very first byte of the input).
    public var offset: Int

    /// Creates a position; `offset` defaults to 0 for positions not taken from a parse.
    public init(line: Int, column: Int, offset: Int = 0) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// The position given to values built in code rather than parsed (line 0, column 0).
    public static let unknown = JSONPosition(line: 0, column: 0)

    /// `line:column`, the form compilers use.
    public var description: String { "\(line):\(column)" }

    /// Orders by line, then column (then offset, to agree with `==`); positions from the
    /// same parse therefore sort in document order.
    public static func < (lhs: JSONPosition, rhs: JSONPosition) -> Bool {
        (lhs.line, lhs.column, lhs.offset) < (rhs.line, rhs.column, rhs.offset)
    }
}
