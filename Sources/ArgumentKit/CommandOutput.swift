/// Everything a CLI invocation produces: both streams and the exit status.
///
/// Tests compare whole values, so help, errors and command results are all
/// checked the same way.
public struct CommandOutput: Sendable, Equatable {
    /// Text for standard output, including its final newline.
    public var standardOutput: String
    /// Text for standard error, including its final newline.
    public var standardError: String
    /// The process exit status.
    public var exitCode: ExitCode

    /// Creates an output value; both streams default to empty.
    public init(standardOutput: String = "", standardError: String = "", exitCode: ExitCode) {
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.exitCode = exitCode
    }
}
