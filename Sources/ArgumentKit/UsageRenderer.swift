/// Produces the one-line synopsis shown after `USAGE:` and `Usage:`.
enum UsageRenderer {
    /// The synopsis for the last command of `stack`, e.g.
    /// `layoutlint solve [--format <format>] [--bench] <file>`.
    ///
    /// Options come first, then flags, then positional arguments, then
    /// `<subcommand>` when the command has subcommands. The built-in `--help`
    /// and `--version` are left out, as swift-argument-parser leaves them out.
    static func synopsis(for stack: [CommandSpec]) -> String {
        guard let command = stack.last else { return "" }
        if let custom = command.usage { return custom }
        var parts = [stack.map(\.name).joined(separator: " ")]
        parts += command.options.map(\.usageElement)
        parts += command.flags.map(\.usageElement)
        if command.subcommands.isEmpty {
            parts += command.arguments.map(\.usageElement)
        } else {
            parts.append("<subcommand>")
        }
        return parts.joined(separator: " ")
    }
}
