/// The outcome of parsing a command line. Nothing is printed while parsing;
/// the caller decides where each piece of text goes.
public enum ParseResult: Sendable, Equatable {
    /// The line was valid and names a command to run.
    case success(ParsedCommand)
    /// Help was requested (or a command with subcommands was run without one).
    case help(String)
    /// `--version` was given on the root command.
    case version(String)
    /// The line was malformed.
    case error(ParseError)

    /// The output for results that end the process without running a command;
    /// `nil` for `.success`.
    ///
    /// Like `print`, a newline is appended; swift-argument-parser's help text
    /// for leaf commands already ends in one, which leaves the same trailing
    /// blank line that tool prints.
    public var immediateOutput: CommandOutput? {
        switch self {
        case .success:
            return nil
        case .help(let text), .version(let text):
            return Self.informational(text)
        case .error(let error):
            return error.output
        }
    }

    /// The output of the whole invocation: `run` is called only for `.success`.
    ///
    /// This keeps a CLI's `main` to one call plus writing the streams and exiting.
    public func output(
        running run: (ParsedCommand) throws -> CommandOutput
    ) rethrows -> CommandOutput {
        switch self {
        case .success(let command):
            return try run(command)
        case .help(let text), .version(let text):
            return Self.informational(text)
        case .error(let error):
            return error.output
        }
    }

    private static func informational(_ text: String) -> CommandOutput {
        CommandOutput(standardOutput: text + "\n", exitCode: .success)
    }
}
