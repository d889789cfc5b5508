/// Why a document is not valid JSON, and where.
///
/// `description` reads `12:7: $.constraints[3]: expected ',' or '}' after object member,
/// found 'x'`; callers that know the file name put it in front (see the `Readers` module).
public struct JSONParseError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Where the problem was detected (1-based line and column; see `JSONPosition`).
    public var position: JSONPosition
    /// The innermost container member or element being parsed when the error occurred;
    /// `$` for errors at the top level.
    public var path: JSONPath
    /// A one-line explanation, e.g. `unterminated string`.
    public var message: String

    /// Creates an error.
    public init(position: JSONPosition, path: JSONPath = .root, message: String) {
        self.position = position
        self.path = path
        self.message = message
    }

    /// The 1-based line.
    public var line: Int { position.line }

    /// The 1-based column, in Unicode scalars.
    public var column: Int { position.column }

    /// `line:column: path: message`.
    public var description: String { "\(position): \(path): \(message)" }

    /// The same error seen from the enclosing container.
    func prepending(_ component: JSONPath.Component) -> JSONParseError {
        var copy = self
        copy.path = path.prepending(component)
        return copy
    }
}
