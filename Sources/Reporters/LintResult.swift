import Rules

/// What `lint` produced for one input file: its findings, or why it could not be read.
public struct FileResult: Sendable {
    /// The file as the user named it (or as found under a folder).
    public var file: String
    /// The findings, in a deterministic order.
    public var findings: [Finding]
    /// Why the file could not be read or parsed, when it could not (a complete
    /// `file:line:col: error: …` line).
    public var failure: String?
    /// Notes the reader gave (unknown elements, size-class variations).
    public var notes: [String]

    /// Creates a result.
    public init(file: String, findings: [Finding] = [], failure: String? = nil, notes: [String] = []) {
        self.file = file
        self.findings = findings
        self.failure = failure
        self.notes = notes
    }
}

/// One output format.
public protocol Reporter {
    /// The text for every file's results, in the order given.
    static func report(_ results: [FileResult]) -> String
}
