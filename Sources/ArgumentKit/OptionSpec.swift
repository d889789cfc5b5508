/// Declares one option that takes a value, such as `--format <format>`.
public struct OptionSpec: Sendable, Equatable {
    /// The long name without dashes (`format` for `--format`); also the key for `ParsedCommand.value(of:)`.
    public var name: String
    /// An optional one-letter alias, given as `-f value`.
    public var shortName: Character?
    /// The placeholder shown in usage and help; defaults to `name`.
    public var valueName: String
    /// One-line help shown in the `OPTIONS:` section and in error hints.
    public var help: String
    /// The only accepted values, in the order help lists them; empty means any value.
    public var allowedValues: [String]
    /// The value reported when the option is absent; shown in help as `(default: …)`.
    public var defaultValue: String?
    /// Whether the option may be given more than once to collect several values.
    public var isRepeatable: Bool
    /// Whether parsing fails when the option is absent.
    public var isRequired: Bool

    /// Creates an option; `valueName` falls back to `name` when omitted.
    public init(
        name: String,
        shortName: Character? = nil,
        valueName: String? = nil,
        help: String = "",
        allowedValues: [String] = [],
        defaultValue: String? = nil,
        isRepeatable: Bool = false,
        isRequired: Bool = false
    ) {
        self.name = name
        self.shortName = shortName
        self.valueName = valueName ?? name
        self.help = help
        self.allowedValues = allowedValues
        self.defaultValue = defaultValue
        self.isRepeatable = isRepeatable
        self.isRequired = isRequired
    }
}
