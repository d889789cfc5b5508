import Testing
import ArgumentKit

@Suite("Well-formed command lines parse into a ParsedCommand")
struct ParsingTests {
    @Test("Option values can be attached with '=' or given as the next word", arguments: [
        "solve --format json model.json",
        "solve --format=json model.json",
        "solve model.json --format json",
    ])
    func optionValueSpellings(line: String) {
        let command = Sample.parsed(line)
        #expect(command?.commandPath == ["layoutlint", "solve"])
        #expect(command?.subcommandPath == ["solve"])
        #expect(command?.value(of: "format") == "json")
        #expect(command?.isSpecified("format") == true)
        #expect(command?.positional(of: "file") == "model.json")
    }

    @Test("An absent option reports its default but is not 'specified'")
    func defaultsApply() {
        let command = Sample.parsed("solve model.json")
        #expect(command?.value(of: "format") == "text")
        #expect(command?.values(of: "format") == ["text"])
        #expect(command?.isSpecified("format") == false)
        #expect(command?.flag("bench") == false)
    }

    @Test("Flags are off unless given; given ones are on and counted")
    func flags() {
        #expect(Sample.parsed("solve --bench model.json")?.flag("bench") == true)
        #expect(Sample.parsed("lint -s a.json")?.flag("strict") == true)
        #expect(Sample.parsed("lint --strict -s a.json")?.flagCount("strict") == 2)
        #expect(Sample.parsed("lint a.json")?.flag("strict") == false)
    }

    @Test("A repeating argument collects every path in order")
    func repeatingPositionals() {
        let command = Sample.parsed("lint a.json --strict b.json c.json")
        #expect(command?.positionals(of: "path") == ["a.json", "b.json", "c.json"])
        #expect(command?.flag("strict") == true)
    }

    @Test("'--' ends option parsing: everything after it is positional")
    func doubleDash() {
        let command = Sample.parsed("lint --strict -- --format -s -")
        #expect(command?.positionals(of: "path") == ["--format", "-s", "-"])
        #expect(command?.flagCount("strict") == 1)
    }

    @Test("A lone '-' and negative numbers are values, not options")
    func dashValues() {
        #expect(Sample.parsed("solve -")?.positional(of: "file") == "-")
        let tool = CommandLineParser(root: CommandSpec(
            name: "tool",
            arguments: [ArgumentSpec(name: "n")],
            options: [OptionSpec(name: "offset")]
        ))
        guard case .success(let command) = tool.parse(["--offset", "-2.5", "-3"]) else {
            Issue.record("expected success")
            return
        }
        #expect(command.value(of: "offset") == "-2.5")
        #expect(command.positional(of: "n") == "-3")
    }

    @Test("An '=' value keeps everything after the first '=', even option-like text")
    func equalsValues() {
        let tool = CommandLineParser(root: CommandSpec(name: "tool", options: [OptionSpec(name: "define")]))
        #expect(tool.parse(["--define=a=b"]) == tool.parse(["--define", "a=b"]))
        guard case .success(let command) = tool.parse(["--define=--x"]) else {
            Issue.record("expected success")
            return
        }
        #expect(command.value(of: "define") == "--x")
    }

    @Test("Short names work alone, combined, and with the value-taking letter last")
    func shortNames() {
        let tool = CommandLineParser(root: CommandSpec(
            name: "tool",
            options: [OptionSpec(name: "output", shortName: "o")],
            flags: [FlagSpec(name: "all", shortName: "a"), FlagSpec(name: "verbose", shortName: "v")]
        ))
        guard case .success(let command) = tool.parse(["-av", "-vo", "out.txt"]) else {
            Issue.record("expected success")
            return
        }
        #expect(command.flag("all"))
        #expect(command.flagCount("verbose") == 2)
        #expect(command.value(of: "output") == "out.txt")
        guard case .error(let error) = tool.parse(["-o"]) else {
            Issue.record("expected an error")
            return
        }
        #expect(error.message == "Missing value for '-o <output>'")
        guard case .error(let grouped) = tool.parse(["-oa", "x"]) else {
            Issue.record("expected an error")
            return
        }
        // A value-taking letter must end its group, so the group is unknown as a whole.
        #expect(grouped.message == "Unknown option '-oa'")
    }

    @Test("A repeatable option collects values; a plain one keeps the last")
    func repeatedOptions() {
        let tool = CommandLineParser(root: CommandSpec(name: "tool", options: [
            OptionSpec(name: "rule", isRepeatable: true),
            OptionSpec(name: "mode"),
        ]))
        guard case .success(let command) = tool.parse(["--rule", "a", "--mode=x", "--rule=b", "--mode", "y"]) else {
            Issue.record("expected success")
            return
        }
        #expect(command.values(of: "rule") == ["a", "b"])
        #expect(command.value(of: "rule") == "b")
        #expect(command.value(of: "mode") == "y")
        #expect(command.values(of: "undeclared") == [])
        #expect(command.value(of: "undeclared") == nil)
        #expect(command.positionals(of: "undeclared") == [])
    }

    @Test("A required option must be given")
    func requiredOption() {
        let tool = CommandLineParser(root: CommandSpec(name: "tool", options: [
            OptionSpec(name: "config", valueName: "path", help: "The configuration file.", isRequired: true),
        ]))
        #expect(tool.parse([]).immediateOutput?.standardError == """
            Error: Missing expected argument '--config <path>'
            Help:  --config <path>  The configuration file.
            Usage: tool --config <path>
              See 'tool --help' for more information.

            """)
    }

    @Test("Optional arguments yield to required ones that follow them")
    func positionalBinding() {
        let tool = CommandLineParser(root: CommandSpec(name: "tool", arguments: [
            ArgumentSpec(name: "first"),
            ArgumentSpec(name: "middle", arity: .zeroOrMore),
            ArgumentSpec(name: "last"),
        ]))
        guard case .success(let two) = tool.parse(["a", "z"]),
              case .success(let four) = tool.parse(["a", "b", "c", "z"]) else {
            Issue.record("expected success")
            return
        }
        #expect(two.positionals(of: "middle") == [])
        #expect(two.positional(of: "last") == "z")
        #expect(four.positionals(of: "middle") == ["b", "c"])
        #expect(four.positional(of: "last") == "z")
        guard case .error(let error) = tool.parse(["a"]) else {
            Issue.record("expected an error")
            return
        }
        #expect(error.kind == .missingArgument("<last>"))
    }

    @Test("Parsing is deterministic: the same line always gives the same result")
    func deterministic() {
        let line = "lint --strict a b c"
        let results = (0..<20).map { _ in Sample.parse(line) }
        #expect(Set(results.map { "\($0)" }).count == 1)
    }
}
