/// Where something was written: a file and, when known, a 1-based line and column.
public struct SourceLocation: Sendable, Equatable, Hashable, Codable, CustomStringConvertible {
    /// The file as the user named it.
    public var file: String
    /// 1-based line, when known.
    public var line: Int?
    /// 1-based column, when known.
    public var column: Int?

    /// Creates a location.
    public init(file: String, line: Int? = nil, column: Int? = nil) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, leaving out the unknown parts.
    public var description: String {
        var text = file
        if let line {
            text += ":\(line)"
            if let column { text += ":\(column)" }
        }
        return text
    }
}
