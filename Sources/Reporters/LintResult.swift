import Rules

/// What `lint` produced for one input file: its findings, or why it could not be read.
public struct FileResult: Sendable, Codable {
    /// The file as the user named it (or as found under a folder).
    public var file: String
    /// The findings, in a deterministic order.
    public var findings: [Finding]
    /// Why the file could not be read or parsed, when it could not (a complete
    /// `file:line:col: error: …` line).
    public var failure: String?
    /// Notes the reader gave (unknown elements, size-class variations).
    public var notes: [String]
    /// Errors in parts of a file that was otherwise read and linted: a layout that could not
    /// be read (each a complete `file:line:col: error: …` line). Its views have no findings.
    public var readErrors: [String]

    /// Creates a result.
    public init(file: String, findings: [Finding] = [], failure: String? = nil, notes: [String] = [], readErrors: [String] = []) {
        self.file = file
        self.findings = findings
        self.failure = failure
        self.notes = notes
        self.readErrors = readErrors
    }

    /// Every input error of the file, as reporters list them: why the whole file could not be
    /// read, or the errors of the layouts that could not be.
    public var inputErrors: [String] {
        failure.map { [$0] } ?? readErrors
    }

    /// Whether some of the file could not be read: the whole of it, or a layout.
    public var hasInputErrors: Bool {
        failure != nil || !readErrors.isEmpty
    }
}

/// One output format.
public protocol Reporter {
    /// The text for every file's results, in the order given.
    static func report(_ results: [FileResult]) -> String
}
