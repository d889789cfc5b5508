/// Declares a command: its documentation, what it accepts, and its subcommands.
///
/// A command with subcommands dispatches on its first positional token, so
/// its own `arguments` are never bound; `validationProblems()` reports that.
/// Invoking such a command without a subcommand yields its help, as
/// swift-argument-parser does.
public struct CommandSpec: Sendable, Equatable {
    /// The word typed on the command line (for the root, the tool's name).
    public var name: String
    /// One-sentence summary, shown after `OVERVIEW:` and in the parent's `SUBCOMMANDS:` list.
    public var abstract: String
    /// Longer explanation shown as a separate paragraph under the abstract.
    public var discussion: String
    /// Replaces the generated usage synopsis (without the `USAGE: ` prefix) when set.
    public var usage: String?
    /// The version printed by `--version`; only honoured on the root command.
    public var version: String?
    /// Positional arguments, in command-line order.
    public var arguments: [ArgumentSpec]
    /// Options that take a value, in the order usage and help list them.
    public var options: [OptionSpec]
    /// Boolean flags, listed after `options` in usage and help.
    public var flags: [FlagSpec]
    /// Subcommands, in the order help lists them.
    public var subcommands: [CommandSpec]

    /// Creates a command specification.
    public init(
        name: String,
        abstract: String = "",
        discussion: String = "",
        usage: String? = nil,
        version: String? = nil,
        arguments: [ArgumentSpec] = [],
        options: [OptionSpec] = [],
        flags: [FlagSpec] = [],
        subcommands: [CommandSpec] = []
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.usage = usage
        self.version = version
        self.arguments = arguments
        self.options = options
        self.flags = flags
        self.subcommands = subcommands
    }

    /// The direct subcommand called `name`, if any.
    public func subcommand(named name: String) -> CommandSpec? {
        subcommands.first { $0.name == name }
    }
}
