/// Parses command lines against a tree of `CommandSpec`s.
///
/// Parsing is a pure function of the spec and the arguments: nothing is
/// printed, nothing global is read, and the same input always gives the same
/// `ParseResult`.
///
/// Precedence follows swift-argument-parser: `-h`/`--help` anywhere before
/// `--` wins over everything (help is shown for the deepest subcommand
/// named), then root `--version`, then the first error from the left.
public struct CommandLineParser: Sendable, Equatable {
    /// The root command; its `name` is the tool name shown in usage and help.
    public let root: CommandSpec

    /// Creates a parser for the command tree under `root`.
    public init(root: CommandSpec) {
        self.root = root
    }

    /// Parses `arguments`, which must not include the program name
    /// (pass `CommandLine.arguments.dropFirst()`).
    public func parse<Arguments: Collection<String>>(_ arguments: Arguments) -> ParseResult {
        var session = ParseSession(root: root, tokens: Array(arguments))
        return session.run()
    }

    /// The help text of the command at `path` (subcommand names below the
    /// root), or `nil` when no such command exists.
    public func helpText(forSubcommandPath path: [String] = []) -> String? {
        var stack = [root]
        for name in path {
            guard let next = stack.last?.subcommand(named: name) else { return nil }
            stack.append(next)
        }
        return HelpRenderer.render(stack: stack)
    }
}
