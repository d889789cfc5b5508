import Testing
import ArgumentKit

@Suite("Results map to stdout, stderr and an exit code for the CLI's main")
struct OutputTests {
    @Test("Exit codes keep their documented values")
    func exitCodeValues() {
        #expect(ExitCode.allCases.map(\.rawValue) == [0, 1, 2, 64, 130, 143])
    }

    @Test("--version on the root prints the version to stdout and exits 0", arguments: [
        "--version",
        "--version solve",
        "--version --bogus",
    ])
    func version(line: String) {
        #expect(Sample.output(line) == CommandOutput(standardOutput: "0.1.0\n", exitCode: .success))
    }

    @Test("Help outranks version when both are given")
    func helpOutranksVersion() {
        guard case .help = Sample.parse("--version --help") else {
            Issue.record("expected help")
            return
        }
    }

    @Test("The run closure is called only for a successful parse, and its output is returned")
    func runClosureOnlyOnSuccess() {
        var calls: [[String]] = []
        let ran = Sample.parse("solve model.json").output { command in
            calls.append(command.subcommandPath)
            return CommandOutput(standardOutput: "frames\n", exitCode: .failure)
        }
        #expect(ran == CommandOutput(standardOutput: "frames\n", exitCode: .failure))
        _ = Sample.parse("solve").output { command in
            calls.append(command.subcommandPath)
            return CommandOutput(exitCode: .success)
        }
        #expect(calls == [["solve"]])
    }

    @Test("immediateOutput is nil exactly when there is a command to run")
    func immediateOutput() {
        #expect(Sample.parse("solve model.json").immediateOutput == nil)
        #expect(Sample.parse("solve").immediateOutput?.exitCode == .usageError)
        #expect(Sample.parse("--help").immediateOutput?.exitCode == .success)
    }

    @Test("A command's own validation error is rendered like a parse error")
    func validationError() {
        guard let command = Sample.parsed("solve --bench --format json model.json") else {
            Issue.record("expected success")
            return
        }
        let error = command.validationError("'--bench' cannot be combined with '--format json'.")
        #expect(error.output == CommandOutput(
            standardError: """
                Error: '--bench' cannot be combined with '--format json'.
                Usage: layoutlint solve [--format <format>] [--bench] <file>
                  See 'layoutlint solve --help' for more information.

                """,
            exitCode: .usageError))
    }

    @Test("A tool without subcommands parses its own arguments at the root")
    func singleCommandTool() {
        let tool = CommandLineParser(root: CommandSpec(
            name: "fmt", version: "2.0", arguments: [ArgumentSpec(name: "file", arity: .optional)]))
        guard case .success(let command) = tool.parse(["x.json"]) else {
            Issue.record("expected success")
            return
        }
        #expect(command.commandPath == ["fmt"])
        #expect(command.subcommandPath == [])
        #expect(command.positional(of: "file") == "x.json")
        #expect(tool.parse(["--version"]) == .version("2.0"))
        // Without subcommands, 'help' is just a value.
        guard case .success(let helpWord) = tool.parse(["help"]) else {
            Issue.record("expected success")
            return
        }
        #expect(helpWord.positional(of: "file") == "help")
    }
}
