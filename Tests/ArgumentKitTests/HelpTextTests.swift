import Testing
import ArgumentKit

private let rootHelpGolden = """
    OVERVIEW: Solve and lint Auto Layout–style constraint systems.

    USAGE: layoutlint <subcommand>

    OPTIONS:
      --version               Show the version.
      -h, --help              Show help information.

    SUBCOMMANDS:
      solve                   Solve a constraint system and print the resulting
                              frames.
      lint                    Check layout files for problems.

      See 'layoutlint help <subcommand>' for detailed help.
    """

private let solveHelpGolden = """
    OVERVIEW: Solve a constraint system and print the resulting frames.

    USAGE: layoutlint solve [--format <format>] [--bench] <file>

    ARGUMENTS:
      <file>                  The constraint-system JSON file.

    OPTIONS:
      --format <format>       The output format. (values: text, json; default: text)
      --bench                 Print how long solving took.
      -h, --help              Show help information.

    """

private let lintHelpGolden = """
    OVERVIEW: Check layout files for problems.

    Every file is checked against the enabled rules; findings are printed one per
    line and make the command exit with status 1.

    USAGE: layoutlint lint [--strict] <path> ...

    ARGUMENTS:
      <path>                  The files or directories to lint.

    OPTIONS:
      -s, --strict            Treat warnings as errors.
      -h, --help              Show help information.

    """

@Suite("Help is printed to stdout in swift-argument-parser's layout and exits 0")
struct HelpTextTests {
    @Test("Root help lists options with --version, then subcommands and the 'help' hint",
          arguments: ["--help", "-h", "help", ""])
    func rootHelp(line: String) {
        #expect(Sample.output(line) == CommandOutput(standardOutput: rootHelpGolden + "\n", exitCode: .success))
    }

    @Test("Subcommand help has overview, usage, arguments and options, with --help last",
          arguments: ["solve --help", "solve -h", "help solve", "help solve --help", "--help solve"])
    func solveHelp(line: String) {
        #expect(Sample.output(line) == CommandOutput(standardOutput: solveHelpGolden + "\n", exitCode: .success))
    }

    @Test("The discussion is a wrapped paragraph under the abstract")
    func lintHelpWithDiscussion() {
        #expect(Sample.parse("lint --help") == .help(lintHelpGolden))
        #expect(Sample.parse("help lint") == .help(lintHelpGolden))
    }

    @Test("Help wins over errors anywhere on the same line", arguments: [
        "solve --fromat --help",
        "solve --format xml -h",
        "solve a b c --help",
        "solve --format --help",
    ])
    func helpBeatsErrors(line: String) {
        #expect(Sample.parse(line) == .help(solveHelpGolden))
    }

    @Test("After '--', '--help' is an ordinary argument")
    func helpAfterDoubleDashIsPositional() {
        #expect(Sample.parsed("solve -- --help")?.positional(of: "file") == "--help")
    }

    @Test("helpText(forSubcommandPath:) gives the same text as asking on the command line")
    func helpTextLookup() {
        #expect(Sample.parser.helpText() == rootHelpGolden)
        #expect(Sample.parser.helpText(forSubcommandPath: ["lint"]) == lintHelpGolden)
        #expect(Sample.parser.helpText(forSubcommandPath: ["nope"]) == nil)
    }

    @Test("Nested command groups point at 'tool help group <subcommand>'")
    func nestedGroupHelp() {
        let tree = CommandSpec(name: "tool", subcommands: [
            CommandSpec(name: "rules", abstract: "Work with rules.", subcommands: [
                CommandSpec(name: "list", abstract: "List every rule."),
            ]),
        ])
        let expected = """
            OVERVIEW: Work with rules.

            USAGE: tool rules <subcommand>

            OPTIONS:
              -h, --help              Show help information.

            SUBCOMMANDS:
              list                    List every rule.

              See 'tool help rules <subcommand>' for detailed help.
            """
        let parser = CommandLineParser(root: tree)
        #expect(parser.parse(["rules"]) == .help(expected))
        #expect(parser.parse(["help", "rules"]) == .help(expected))
    }

    @Test("Usage brackets optional pieces, marks repetition, and long labels push help to the next line")
    func usageAndLabelShapes() {
        let command = CommandSpec(
            name: "tool",
            arguments: [
                ArgumentSpec(name: "input", help: "Where to read from.", arity: .optional),
                ArgumentSpec(name: "extra", arity: .zeroOrMore),
            ],
            options: [
                OptionSpec(name: "config", shortName: "c", valueName: "path", help: "The configuration file.",
                           isRequired: true),
                OptionSpec(name: "disable-rule-with-a-long-name", help: "Rules to turn off; may be repeated.",
                           isRepeatable: true),
                OptionSpec(name: "jobs", help: "How many files to check at once.", defaultValue: "4"),
            ],
            flags: [FlagSpec(name: "verbose", shortName: "v")]
        )
        let expected = """
            USAGE: tool --config <path> [--disable-rule-with-a-long-name <disable-rule-with-a-long-name> ...] [--jobs <jobs>] [--verbose] [<input>] [<extra> ...]

            ARGUMENTS:
              <input>                 Where to read from.
              <extra>

            OPTIONS:
              -c, --config <path>     The configuration file.
              --disable-rule-with-a-long-name <disable-rule-with-a-long-name>
                                      Rules to turn off; may be repeated.
              --jobs <jobs>           How many files to check at once. (default: 4)
              -v, --verbose
              -h, --help              Show help information.

            """
        #expect(CommandLineParser(root: command).parse(["--help"]) == .help(expected))
    }

    @Test("A custom usage replaces the synopsis in help and in errors, continuation lines aligned")
    func customUsage() {
        let command = CommandSpec(
            name: "tool",
            usage: "tool <file>\ntool --stdin",
            arguments: [ArgumentSpec(name: "file")]
        )
        let parser = CommandLineParser(root: command)
        guard case .help(let help) = parser.parse(["-h"]) else {
            Issue.record("expected help")
            return
        }
        #expect(help.hasPrefix("USAGE: tool <file>\n       tool --stdin\n\n"))
        #expect(parser.parse([]).immediateOutput?.standardError == """
            Error: Missing expected argument '<file>'
            Usage: tool <file>
                   tool --stdin
              See 'tool --help' for more information.

            """)
    }

    @Test("Long abstracts wrap at 80 columns under the description column")
    func descriptionsWrap() {
        let command = CommandSpec(name: "tool", flags: [
            FlagSpec(name: "fix", help: "Rewrite files in place so that every finding that has an automatic "
                     + "correction is corrected, leaving the rest untouched."),
        ])
        guard case .help(let help) = CommandLineParser(root: command).parse(["--help"]) else {
            Issue.record("expected help")
            return
        }
        #expect(help.contains("""
              --fix                   Rewrite files in place so that every finding that has
                                      an automatic correction is corrected, leaving the rest
                                      untouched.
              -h, --help              Show help information.
            """))
        #expect(help.split(separator: "\n").allSatisfy { $0.count <= 80 })
    }
}
