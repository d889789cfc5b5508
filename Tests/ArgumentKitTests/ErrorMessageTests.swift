import Testing
import ArgumentKit

/// One malformed command line and the exact diagnostic it must produce.
struct MalformedLine: Sendable, CustomTestStringConvertible {
    let line: String
    let stderr: String
    var testDescription: String { "layoutlint \(line)" }
}

private let solveUsage = """
    Usage: layoutlint solve [--format <format>] [--bench] <file>
      See 'layoutlint solve --help' for more information.

    """

private let lintUsage = """
    Usage: layoutlint lint [--strict] <path> ...
      See 'layoutlint lint --help' for more information.

    """

private let rootUsage = """
    Usage: layoutlint <subcommand>
      See 'layoutlint --help' for more information.

    """

private let formatHint = "Help:  --format <format>  The output format.\n"

@Suite("Malformed command lines print swift-argument-parser style errors and exit 64")
struct ErrorMessageTests {
    static let missingPieces: [MalformedLine] = [
        MalformedLine(
            line: "solve",
            stderr: "Error: Missing expected argument '<file>'\n"
                + "Help:  <file>  The constraint-system JSON file.\n" + solveUsage),
        MalformedLine(
            line: "lint --strict",
            stderr: "Error: Missing expected argument '<path> ...'\n"
                + "Help:  <path>  The files or directories to lint.\n" + lintUsage),
        MalformedLine(
            line: "solve model.json --format",
            stderr: "Error: Missing value for '--format <format>'\n" + formatHint + solveUsage),
        MalformedLine(
            line: "solve --format --bench model.json",
            stderr: "Error: Missing value for '--format <format>'\n" + formatHint + solveUsage),
        MalformedLine(
            line: "solve --format -- model.json",
            stderr: "Error: Missing value for '--format <format>'\n" + formatHint + solveUsage),
    ]

    static let unknownNames: [MalformedLine] = [
        MalformedLine(
            line: "solve --fromat json model.json",
            stderr: "Error: Unknown option '--fromat'. Did you mean '--format'?\n" + solveUsage),
        MalformedLine(
            line: "solve --fromat=json model.json",
            stderr: "Error: Unknown option '--fromat'. Did you mean '--format'?\n" + solveUsage),
        MalformedLine(
            line: "solve --benhc model.json",
            stderr: "Error: Unknown option '--benhc'. Did you mean '--bench'?\n" + solveUsage),
        MalformedLine(
            line: "solve -format json model.json",
            stderr: "Error: Unknown option '-format'. Did you mean '--format'?\n" + solveUsage),
        MalformedLine(
            line: "solve --zzz model.json",
            stderr: "Error: Unknown option '--zzz'\n" + solveUsage),
        MalformedLine(
            line: "solve -x model.json",
            stderr: "Error: Unknown option '-x'\n" + solveUsage),
        MalformedLine(
            line: "lint -sx a.json",
            stderr: "Error: Unknown option '-sx'\n" + lintUsage),
        MalformedLine(
            line: "solve --version",
            stderr: "Error: Unknown option '--version'\n" + solveUsage),
        MalformedLine(
            line: "--verison",
            stderr: "Error: Unknown option '--verison'. Did you mean '--version'?\n" + rootUsage),
        MalformedLine(
            line: "sovle model.json",
            stderr: "Error: Unknown subcommand 'sovle'. Did you mean 'solve'?\n" + rootUsage),
        MalformedLine(
            line: "lnt a.json",
            stderr: "Error: Unknown subcommand 'lnt'. Did you mean 'lint'?\n" + rootUsage),
        MalformedLine(
            line: "frobnicate",
            stderr: "Error: Unknown subcommand 'frobnicate'\n" + rootUsage),
        MalformedLine(
            line: "help lnit",
            stderr: "Error: Unknown subcommand 'lnit'. Did you mean 'lint'?\n" + rootUsage),
    ]

    static let badValues: [MalformedLine] = [
        MalformedLine(
            line: "solve --format xml model.json",
            stderr: "Error: The value 'xml' is invalid for '--format <format>'. "
                + "Please provide one of 'text' and 'json'.\n" + formatHint + solveUsage),
        MalformedLine(
            line: "solve --format=xml model.json",
            stderr: "Error: The value 'xml' is invalid for '--format <format>'. "
                + "Please provide one of 'text' and 'json'.\n" + formatHint + solveUsage),
        MalformedLine(
            line: "lint --strict=yes a.json",
            stderr: "Error: The option '--strict' does not take any value, but 'yes' was specified.\n"
                + lintUsage),
        MalformedLine(
            line: "solve --help=yes",
            stderr: "Error: The option '--help' does not take any value, but 'yes' was specified.\n"
                + solveUsage),
        MalformedLine(
            line: "solve model.json extra",
            stderr: "Error: Unexpected argument 'extra'\n" + solveUsage),
        MalformedLine(
            line: "solve model.json b c",
            stderr: "Error: 2 unexpected arguments: 'b', 'c'\n" + solveUsage),
        MalformedLine(
            line: "solve -- --format model.json",
            stderr: "Error: Unexpected argument 'model.json'\n" + solveUsage),
        MalformedLine(
            line: "help solve extra",
            stderr: "Error: Unexpected argument 'extra'\n" + solveUsage),
    ]

    @Test("A missing argument or option value names it, quotes its help and shows usage",
          arguments: missingPieces)
    func missingPiecesAreReported(_ example: MalformedLine) {
        expectUsageError(example)
    }

    @Test("An unknown option or subcommand is reported with a close suggestion when there is one",
          arguments: unknownNames)
    func unknownNamesAreReported(_ example: MalformedLine) {
        expectUsageError(example)
    }

    @Test("A value that does not fit is reported with what would have fitted",
          arguments: badValues)
    func badValuesAreReported(_ example: MalformedLine) {
        expectUsageError(example)
    }

    @Test("The leftmost problem is the one reported")
    func firstErrorWins() {
        let output = Sample.output("solve --zzz --format xml")
        #expect(output.standardError == "Error: Unknown option '--zzz'\n" + solveUsage)
    }

    @Test("Usage errors are returned as values carrying the structured kind")
    func errorsCarryTheirKind() {
        guard case .error(let error) = Sample.parse("solve --fromat json x") else {
            Issue.record("expected a parse error")
            return
        }
        #expect(error.kind == .unknownOption("--fromat", suggestion: "--format"))
        #expect(error.commandPath == ["layoutlint", "solve"])
        #expect(error.usage == "layoutlint solve [--format <format>] [--bench] <file>")
        #expect(error.helpHint == nil)
    }

    @Test("A choice list of three to five values ends in 'or'; a longer one becomes bullets")
    func choiceListsFollowSwiftArgumentParser() {
        func message(_ values: [String]) -> String {
            ParseError(kind: .invalidValue("x", option: "--mode <mode>", allowedValues: values),
                       commandPath: ["tool"], usage: "tool").message
        }
        #expect(message(["a", "b", "c"])
                == "The value 'x' is invalid for '--mode <mode>'. Please provide one of 'a', 'b' or 'c'.")
        #expect(message(["a", "b", "c", "d", "e", "f"])
                == "The value 'x' is invalid for '--mode <mode>'. Please provide one of the following:\n"
                + "  - a\n  - b\n  - c\n  - d\n  - e\n  - f")
        #expect(message([]) == "The value 'x' is invalid for '--mode <mode>'")
    }

    private func expectUsageError(_ example: MalformedLine) {
        let output = Sample.output(example.line)
        #expect(output.standardError == example.stderr)
        #expect(output.standardOutput == "")
        #expect(output.exitCode == .usageError)
    }
}
