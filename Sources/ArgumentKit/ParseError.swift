/// A malformed command line, with everything needed to explain it the way
/// swift-argument-parser does.
public struct ParseError: Error, Sendable, Equatable {
    /// What went wrong; the payload strings are already in display form
    /// (`--format <format>`, `<file>`), so the message needs no spec lookups.
    public enum Kind: Sendable, Equatable {
        /// An option name the command does not declare.
        case unknownOption(String, suggestion: String?)
        /// An option that needs a value was last on the line or followed by another option.
        case missingValue(option: String)
        /// A flag was given an inline value, as in `--strict=yes`.
        case unexpectedValue(option: String, value: String)
        /// A value outside the option's allowed values.
        case invalidValue(String, option: String, allowedValues: [String])
        /// A required positional argument or required option was absent.
        case missingArgument(String)
        /// Positional values left over after every argument was bound.
        case unexpectedArguments([String])
        /// A word where a subcommand name was expected.
        case unknownSubcommand(String, suggestion: String?)
        /// A problem found by the command itself after parsing; the message is shown verbatim.
        case validation(String)
    }

    /// What went wrong.
    public let kind: Kind
    /// The command names from the root to the command being parsed, e.g. `["layoutlint", "solve"]`.
    public let commandPath: [String]
    /// The usage synopsis of that command, without the `Usage: ` prefix.
    public let usage: String
    /// The `<name>  help text` hint shown after `Help:`, when one applies.
    public let helpHint: String?

    /// Creates an error; the parser and `ParsedCommand.validationError(_:)` fill in path and usage.
    public init(kind: Kind, commandPath: [String], usage: String, helpHint: String? = nil) {
        self.kind = kind
        self.commandPath = commandPath
        self.usage = usage
        self.helpHint = helpHint
    }

    /// The sentence after `Error: `, worded like swift-argument-parser.
    public var message: String {
        switch kind {
        case .unknownOption(let name, let suggestion):
            return "Unknown option '\(name)'" + Self.didYouMean(suggestion)
        case .missingValue(let option):
            return "Missing value for '\(option)'"
        case .unexpectedValue(let option, let value):
            return "The option '\(option)' does not take any value, but '\(value)' was specified."
        case .invalidValue(let value, let option, let allowedValues):
            return "The value '\(value)' is invalid for '\(option)'" + Self.choiceList(allowedValues)
        case .missingArgument(let synopsis):
            return "Missing expected argument '\(synopsis)'"
        case .unexpectedArguments(let values):
            if values.count == 1, let only = values.first {
                return "Unexpected argument '\(only)'"
            }
            return "\(values.count) unexpected arguments: '\(values.joined(separator: "', '"))'"
        case .unknownSubcommand(let name, let suggestion):
            return "Unknown subcommand '\(name)'" + Self.didYouMean(suggestion)
        case .validation(let text):
            return text
        }
    }

    /// The complete diagnostic for stderr, without a trailing newline:
    /// `Error:`, an optional `Help:` hint, `Usage:` and a pointer to `--help`.
    public var renderedText: String {
        var lines = ["Error: \(message)"]
        if let helpHint {
            lines.append("Help:  \(helpHint)")
        }
        // Continuation lines of a custom multi-line usage line up under the first.
        let indentedUsage = usage.split(separator: "\n", omittingEmptySubsequences: false)
            .joined(separator: "\n" + String(repeating: " ", count: "Usage: ".count))
        lines.append("Usage: \(indentedUsage)")
        lines.append("  See '\(commandPath.joined(separator: " ")) --help' for more information.")
        return lines.joined(separator: "\n")
    }

    /// What the CLI should print and return for this error.
    public var output: CommandOutput {
        CommandOutput(standardOutput: "", standardError: renderedText + "\n", exitCode: .usageError)
    }

    private static func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { ". Did you mean '\($0)'?" } ?? ""
    }

    /// Mirrors swift-argument-parser: "a and b", "a, b or c", or a bullet list past five.
    private static func choiceList(_ values: [String]) -> String {
        guard !values.isEmpty else { return "" }
        let quoted = values.map { "'\($0)'" }
        if quoted.count > 5 {
            return ". Please provide one of the following:\n"
                + values.map { "  - \($0)" }.joined(separator: "\n")
        }
        if quoted.count <= 2 {
            return ". Please provide one of \(quoted.joined(separator: " and "))."
        }
        let head = quoted.dropLast().joined(separator: ", ")
        return ". Please provide one of \(head) or \(quoted[quoted.count - 1])."
    }
}
