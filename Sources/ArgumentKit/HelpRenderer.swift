/// Renders `--help` text in swift-argument-parser's layout:
/// `OVERVIEW:`, `USAGE:`, `ARGUMENTS:`, `OPTIONS:`, `SUBCOMMANDS:`.
enum HelpRenderer {
    /// Labels are indented by this much…
    static let labelIndent = 2
    /// …and descriptions start at this column, wrapping back to it.
    static let descriptionColumn = 26

    /// The help text for the last command of `stack`.
    ///
    /// Leaf commands' help ends with a newline and help with a `SUBCOMMANDS:`
    /// section ends with the "See '… help <subcommand>'" line and none,
    /// exactly as swift-argument-parser renders them.
    static func render(stack: [CommandSpec]) -> String {
        guard let command = stack.last else { return "" }
        var text = overview(of: command)
        text += "USAGE: " + hangingIndent(UsageRenderer.synopsis(for: stack)) + "\n\n"

        let argumentRows = command.subcommands.isEmpty
            ? command.arguments.map { Row(label: $0.helpLabel, description: $0.help) }
            : []
        var optionRows = command.options.map { Row(label: $0.helpLabel, description: $0.helpDescription) }
        optionRows += command.flags.map { Row(label: $0.helpLabel, description: $0.help) }
        if stack.count == 1, command.version != nil {
            optionRows.append(Row(label: "--version", description: "Show the version."))
        }
        optionRows.append(Row(label: "-h, --help", description: "Show help information."))
        let subcommandRows = command.subcommands.map { Row(label: $0.name, description: $0.abstract) }

        let sections: [(title: String, rows: [Row])] = [
            ("ARGUMENTS", argumentRows),
            ("OPTIONS", optionRows),
            ("SUBCOMMANDS", subcommandRows),
        ]
        text += sections
            .filter { !$0.rows.isEmpty }
            .map { section in "\(section.title):\n" + section.rows.map(\.rendered).joined() }
            .joined(separator: "\n")

        if !command.subcommands.isEmpty {
            // `help` goes right after the tool name: `layoutlint help lint <subcommand>`.
            var names = stack.map(\.name)
            names.insert("help", at: min(1, names.count))
            text += "\n  See '\(names.joined(separator: " ")) <subcommand>' for detailed help."
        }
        return text
    }

    /// `OVERVIEW: abstract` plus the discussion as its own paragraph, or nothing.
    private static func overview(of command: CommandSpec) -> String {
        var overview = command.abstract
        if !command.discussion.isEmpty {
            overview += overview.isEmpty ? "\n" : "\n\n"
            overview += command.discussion
        }
        guard !overview.isEmpty else { return "" }
        return TextWrapping.wrap("OVERVIEW: " + overview) + "\n\n"
    }

    /// Lines up continuation lines of a multi-line custom usage under the first.
    private static func hangingIndent(_ usage: String) -> String {
        usage.split(separator: "\n", omittingEmptySubsequences: false)
            .joined(separator: "\n" + String(repeating: " ", count: "USAGE: ".count))
    }

    /// One label/description line pair in a section.
    private struct Row {
        var label: String
        var description: String

        /// The label at the indent and the description from the description
        /// column; a label too wide for that puts the description on the next line.
        var rendered: String {
            let paddedLabel = String(repeating: " ", count: HelpRenderer.labelIndent) + label
            guard !description.isEmpty else { return paddedLabel + "\n" }
            let wrapped = TextWrapping.wrap(description, indent: HelpRenderer.descriptionColumn)
            if paddedLabel.count < HelpRenderer.descriptionColumn {
                return paddedLabel + wrapped.dropFirst(paddedLabel.count) + "\n"
            }
            return paddedLabel + "\n" + wrapped + "\n"
        }
    }
}
