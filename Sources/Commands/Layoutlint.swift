import ArgumentKit
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The `layoutlint` command tree and its dispatcher. `main` only prints what this returns,
/// so every command can be tested in-process with its exact stdout, stderr and exit code.
public enum Layoutlint {
    /// The version printed by `--version`.
    public static let version = "0.1.0"

    /// The root command and its subcommands.
    public static let spec = CommandSpec(
        name: "layoutlint",
        abstract: "Find Auto Layout problems before they ship.",
        discussion: """
            Exit codes: 0 success; 1 findings (for 'solve': a rejected constraint); \
            2 an input could not be read or parsed; 64 usage error; \
            130 interrupted (SIGINT), 143 terminated (SIGTERM), with no file left half written.
            """,
        version: version,
        subcommands: [ExplainCommand.spec, InitCommand.spec, InstallHookCommand.spec, LintCommand.spec, RulesCommand.spec, SolveCommand.spec, SourcesCommand.spec]
    )

    /// Parses `arguments` (without the program name) and runs the chosen command;
    /// `standardInput` is read only by a command that reads standard input.
    public static func main(_ arguments: [String],
                            standardInput: () -> Data = { StandardInput.readAll() }) -> CommandOutput {
        CommandLineParser(root: spec).parse(arguments).output { command in
            switch command.subcommandPath {
            case ["solve"]: return SolveCommand.run(command)
            case ["lint"]: return LintCommand.run(command)
            case ["explain"]: return ExplainCommand.run(command, standardInput: standardInput)
            case ["rules"]: return RulesCommand.run(command)
            case ["sources"]: return SourcesCommand.run(command)
            case ["init"]: return InitCommand.run(command)
            case ["install-hook"]: return InstallHookCommand.run(command, executable: executablePath())
            default:
                return CommandOutput(standardOutput: CommandLineParser(root: spec).helpText() ?? "", exitCode: .success)
            }
        }
    }

    /// The absolute path of the running executable, for hooks that call it back.
    static func executablePath() -> String {
        let path = CommandLine.arguments.first ?? "layoutlint"
        guard path.contains("/") else { return "layoutlint" }
        return URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }
}
