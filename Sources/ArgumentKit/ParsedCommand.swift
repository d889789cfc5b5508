/// A successfully parsed command line: which command to run and the values it was given.
///
/// Lookups use the names declared in the specs. Asking for a name the
/// command never declared returns the empty answer (`nil`, `[]`, `false`)
/// rather than trapping, so callers stay free of force unwraps.
public struct ParsedCommand: Sendable, Equatable {
    /// Command names from the root to the selected command, e.g. `["layoutlint", "solve"]`.
    public let commandPath: [String]
    /// The usage synopsis of the selected command, used by `validationError(_:)`.
    public let usage: String
    private let optionValues: [String: [String]]
    private let optionDefaults: [String: String]
    private let flagCounts: [String: Int]
    private let positionalValues: [String: [String]]

    init(
        commandPath: [String],
        usage: String,
        optionValues: [String: [String]],
        optionDefaults: [String: String],
        flagCounts: [String: Int],
        positionalValues: [String: [String]]
    ) {
        self.commandPath = commandPath
        self.usage = usage
        self.optionValues = optionValues
        self.optionDefaults = optionDefaults
        self.flagCounts = flagCounts
        self.positionalValues = positionalValues
    }

    /// The subcommand names below the root, e.g. `["solve"]`; empty for the root itself.
    public var subcommandPath: [String] { Array(commandPath.dropFirst()) }

    /// The last value given for the option, else its declared default.
    public func value(of option: String) -> String? {
        optionValues[option]?.last ?? optionDefaults[option]
    }

    /// Every value given for the option in command-line order, else its default as a single value.
    public func values(of option: String) -> [String] {
        if let given = optionValues[option] { return given }
        return optionDefaults[option].map { [$0] } ?? []
    }

    /// Whether the option was given explicitly, as opposed to falling back to its default.
    public func isSpecified(_ option: String) -> Bool {
        optionValues[option] != nil
    }

    /// Whether the flag was given at least once.
    public func flag(_ name: String) -> Bool {
        flagCount(name) > 0
    }

    /// How many times the flag was given, for flags such as `-v -v`.
    public func flagCount(_ name: String) -> Int {
        flagCounts[name] ?? 0
    }

    /// The values bound to a positional argument, in command-line order.
    public func positionals(of argument: String) -> [String] {
        positionalValues[argument] ?? []
    }

    /// The single value of a non-repeating positional argument, if it was given.
    public func positional(of argument: String) -> String? {
        positionalValues[argument]?.first
    }

    /// A usage error for a problem the command finds after parsing (say, two
    /// options that exclude each other), rendered like the parser's own errors.
    public func validationError(_ message: String) -> ParseError {
        ParseError(kind: .validation(message), commandPath: commandPath, usage: usage)
    }
}
