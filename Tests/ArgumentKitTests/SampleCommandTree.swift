import ArgumentKit

/// The command tree the tests parse against: a miniature of `layoutlint`.
enum Sample {
    static let solve = CommandSpec(
        name: "solve",
        abstract: "Solve a constraint system and print the resulting frames.",
        arguments: [
            ArgumentSpec(name: "file", help: "The constraint-system JSON file."),
        ],
        options: [
            OptionSpec(
                name: "format",
                help: "The output format.",
                allowedValues: ["text", "json"],
                defaultValue: "text"
            ),
        ],
        flags: [
            FlagSpec(name: "bench", help: "Print how long solving took."),
        ]
    )

    static let lint = CommandSpec(
        name: "lint",
        abstract: "Check layout files for problems.",
        discussion: "Every file is checked against the enabled rules; findings are printed one per line and make the command exit with status 1.",
        arguments: [
            ArgumentSpec(name: "path", help: "The files or directories to lint.", arity: .oneOrMore),
        ],
        flags: [
            FlagSpec(name: "strict", shortName: "s", help: "Treat warnings as errors."),
        ]
    )

    static let root = CommandSpec(
        name: "layoutlint",
        abstract: "Solve and lint Auto Layout–style constraint systems.",
        version: "0.1.0",
        subcommands: [solve, lint]
    )

    static let parser = CommandLineParser(root: root)

    /// Parses a command line written as one string; no test argument needs spaces.
    static func parse(_ line: String) -> ParseResult {
        parser.parse(line.split(separator: " ").map(String.init))
    }

    /// The full output of a command line whose successful parses "run" by echoing nothing.
    static func output(_ line: String) -> CommandOutput {
        parse(line).output { _ in CommandOutput(exitCode: .success) }
    }

    /// The parsed command, or `nil` when the line did not parse.
    static func parsed(_ line: String) -> ParsedCommand? {
        if case .success(let command) = parse(line) { return command }
        return nil
    }
}
