import ArgumentKit
import Commands
import Foundation
import Testing

/// The command line itself: usage errors (exit 64, `Error:` and the usage on stderr),
/// help and version (exit 0 on stdout).
@Suite("layoutlint's command line: usage errors, help and version")
struct UsageTests {
    static let solveUsage = "Usage: layoutlint solve [--format <format>] [--bench] <file>"

    @Test("An unknown option: exit 64, `Did you mean` the closest option, then the usage")
    func rejectsUnknownOption() {
        let output = layoutlint("solve", "--formt", "json", Fixture.path("solvesSmallSystemAsTable.json"))
        #expect(output == CommandOutput(standardError: """
            Error: Unknown option '--formt'. Did you mean '--format'?
            \(Self.solveUsage)
              See 'layoutlint solve --help' for more information.

            """, exitCode: .usageError))
    }

    @Test("No <file>: exit 64, the missing argument named, with its help line")
    func rejectsMissingFileArgument() {
        let output = layoutlint("solve")
        #expect(output == CommandOutput(standardError: """
            Error: Missing expected argument '<file>'
            Help:  <file>  The layout dump or constraint-system JSON file.
            \(Self.solveUsage)
              See 'layoutlint solve --help' for more information.

            """, exitCode: .usageError))
    }

    @Test("A --format value that is neither text nor json: exit 64, the allowed values listed")
    func rejectsBadFormat() {
        let output = layoutlint("solve", "--format", "xml", Fixture.path("solvesSmallSystemAsTable.json"))
        #expect(output == CommandOutput(standardError: """
            Error: The value 'xml' is invalid for '--format <format>'. Please provide one of 'text' and 'json'.
            Help:  --format <format>  The output format.
            \(Self.solveUsage)
              See 'layoutlint solve --help' for more information.

            """, exitCode: .usageError))
    }

    @Test("A misspelt subcommand: exit 64, `Did you mean 'solve'?`")
    func rejectsUnknownSubcommand() {
        let output = layoutlint("solv", "system.json")
        #expect(output == CommandOutput(standardError: """
            Error: Unknown subcommand 'solv'. Did you mean 'solve'?
            Usage: layoutlint <subcommand>
              See 'layoutlint --help' for more information.

            """, exitCode: .usageError))
    }

    @Test("Two files: exit 64, the extra one named")
    func rejectsSecondFile() {
        let output = layoutlint("solve", "a.json", "b.json")
        #expect(output.exitCode == .usageError)
        #expect(output.standardOutput == "")
        #expect(output.standardError.hasPrefix("Error: Unexpected argument 'b.json'\n\(Self.solveUsage)\n"))
    }

    /// Every usage error leaves stdout empty, so a script never mistakes it for a result.
    @Test("Usage errors: nothing on stdout, `Error:` first and the usage on stderr", arguments: [
        ["solve", "--formt", "json", "x.json"],
        ["solve"],
        ["solve", "--format", "xml", "x.json"],
        ["solve", "--format"],
        ["solve", "--bench=yes", "x.json"],
        ["--versoin"],
    ])
    func usageErrorShape(arguments: [String]) {
        let output = Layoutlint.main(arguments)
        #expect(output.exitCode == .usageError)
        #expect(output.standardOutput == "")
        #expect(output.standardError.hasPrefix("Error: "))
        #expect(output.standardError.contains("\nUsage: layoutlint "))
        #expect(output.standardError.hasSuffix(" for more information.\n"))
    }

    @Test("`solve --help`, `solve -h` and `help solve`: the same help, with OVERVIEW, USAGE, ARGUMENTS, OPTIONS",
          arguments: [["solve", "--help"], ["solve", "-h"], ["help", "solve"]])
    func printsSolveHelp(arguments: [String]) throws {
        let output = Layoutlint.main(arguments)
        #expect(output.exitCode == .success)
        #expect(output.standardError == "")
        #expect(output == Layoutlint.main(["help", "solve"]))

        let text = output.standardOutput
        let headings = ["OVERVIEW: Solve a layout dump or constraint system and print the result.",
                        "USAGE: layoutlint solve [--format <format>] [--bench] <file>",
                        "ARGUMENTS:", "OPTIONS:"]
        let offsets = try headings.map { heading in
            try #require(text.range(of: "\n" + heading + "\n") ?? text.range(of: heading + "\n"),
                         "missing \(heading)").lowerBound
        }
        #expect(text.hasPrefix("OVERVIEW: "))
        #expect(offsets == offsets.sorted(), "sections out of order")
        #expect(text.contains("\n  <file>                  The layout dump or constraint-system JSON file.\n"))
        #expect(text.contains("\n  --format <format>       The output format. (values: text, json; default: text)\n"))
        #expect(text.contains("\n  --bench                 Print one JSON line with timings instead"))
        #expect(text.contains("\n  -h, --help              Show help information.\n"))
    }

    @Test("`--help` and no arguments: the root help, with the subcommands", arguments: [["--help"], [], ["help"]])
    func printsRootHelp(arguments: [String]) {
        let output = Layoutlint.main(arguments)
        #expect(output.exitCode == .success)
        #expect(output.standardError == "")
        let text = output.standardOutput
        #expect(text.hasPrefix("OVERVIEW: Find Auto Layout problems before they ship.\n"))
        #expect(text.contains("\nUSAGE: layoutlint <subcommand>\n"))
        #expect(text.contains("\nOPTIONS:\n"))
        #expect(text.contains("\n  --version               Show the version.\n"))
        #expect(text.contains("\nSUBCOMMANDS:\n  explain "))
        #expect(text.contains("\n  lint ") && text.contains("\n  rules ") && text.contains("\n  solve "))
        #expect(text.contains("64 usage error"), "the exit codes are documented")
    }

    @Test("--version prints the version and nothing else")
    func printsVersion() {
        #expect(layoutlint("--version") == CommandOutput(standardOutput: "\(Layoutlint.version)\n", exitCode: .success))
        let parts = Layoutlint.version.split(separator: ".")
        #expect(parts.count == 3 && parts.allSatisfy { Int($0) != nil }, "not MAJOR.MINOR.PATCH: \(Layoutlint.version)")
    }
}
