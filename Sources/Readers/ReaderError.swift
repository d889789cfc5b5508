import JSONSupport

/// Why an input file could not be read, located like a compiler diagnostic.
///
/// `description`: `file.json:12:7: error: $.constraints[3].op: expected one of "==",
/// "<=", ">=", found "=<"`; without a position (an unreadable file):
/// `file.json: error: cannot read file: …`.
public struct ReaderError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong, broadly; lets callers choose an exit status or a hint.
    public enum Kind: Sendable, Equatable {
        /// The file could not be opened or read.
        case unreadable
        /// The bytes are not valid JSON (or not valid UTF-8).
        case malformedJSON
        /// The bytes are not well-formed XML, or declare entities.
        case malformedXML
        /// Valid JSON that is not a valid document of the expected format.
        case invalidContent
        /// Swift or Objective-C source that cannot be tokenised (an unterminated string or
        /// comment, bytes that are not UTF-8).
        case malformedSource
    }

    /// The broad category.
    public var kind: Kind
    /// The file as the user named it (or the name given to `parse(data:fileName:)`).
    public var file: String
    /// 1-based line, nil when the error concerns the whole file.
    public var line: Int?
    /// 1-based column in Unicode scalars, nil when the error concerns the whole file.
    public var column: Int?
    /// The JSON path of the offending value (`$.constraints[3].op`), when known.
    public var path: String?
    /// What is wrong, without file, position or path.
    public var message: String

    /// Creates an error.
    public init(kind: Kind, file: String, line: Int? = nil, column: Int? = nil, path: String? = nil, message: String) {
        self.kind = kind
        self.file = file
        self.line = line
        self.column = column
        self.path = path
        self.message = message
    }

    /// Wraps a parser error.
    public init(_ error: JSONParseError, file: String) {
        self.init(kind: .malformedJSON, file: file, line: error.line, column: error.column,
                  path: error.path.description, message: error.message)
    }

    /// Wraps a decoding error.
    public init(_ error: JSONDecodingError, file: String) {
        self.init(kind: .invalidContent, file: file, line: error.position.line, column: error.position.column,
                  path: error.path.description, message: error.message)
    }

    /// `file:line:column: error: path: message`, leaving out the parts that are unknown.
    public var description: String {
        var text = file
        if let line {
            text += ":\(line)"
            if let column { text += ":\(column)" }
        }
        text += ": error: "
        if let path { text += "\(path): " }
        return text + message
    }
}
