import ArgumentKit
import Explanations
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Readers
import Reporters

/// `layoutlint explain [FILE|-]`: turns pasted console text into a diagnosis of every Auto
/// Layout message in it.
enum ExplainCommand {
    static let spec = CommandSpec(
        name: "explain",
        abstract: "Explain Auto Layout messages in console output (a file, or standard input).",
        discussion: """
            Reads console text that may hold many messages mixed with other output — as \
            printed by UIKit or AppKit, of any vintage, with timestamps, Markdown escaping or \
            missing line breaks from a paste — and explains each message. For "Unable to \
            simultaneously satisfy constraints" it rebuilds the printed constraints, solves \
            them, and reports the minimal conflicting set with the arithmetic that proves \
            it, the constraint UIKit broke against the one layoutlint would break, the root \
            cause as one keyword (see docs/explain.md) and the fix. Ambiguity synopses, \
            layout feedback loops, collection-view layout loops and the other constraint \
            errors are recognised and explained too. A constraint that cannot be parsed is \
            reported with its line and column. \
            Example: pbpaste | layoutlint explain. \
            With --source DIR (text format), each constraint of a conflict's minimal set is \
            traced to the source line that most likely created it, printed as \
            file:line:column with a confidence: high from SnapKit's @File.swift#88 or the \
            constraint's identifier, medium when exactly one constraint in the .swift/.m \
            files under DIR has the same attributes, relation, constant and classes, low \
            otherwise. \
            Exit codes: 0 messages explained; 1 no Auto Layout message found; 2 the file \
            could not be read; 64 usage error.
            """,
        arguments: [ArgumentSpec(name: "file", help: "The console text; '-' or nothing reads standard input.", arity: .optional)],
        options: [OptionSpec(name: "format", help: "The output format.", allowedValues: ["text", "json", "html"],
                             defaultValue: "text"),
                  OptionSpec(name: "max-file-size", valueName: "bytes",
                             help: "Refuse a file larger than this (default: \(InputLimits.defaults.maximumFileBytes), 64 MiB; docs/limits.md)."),
                  OptionSpec(name: "max-line-length", valueName: "bytes",
                             help: "Refuse a file with a longer line (default: \(InputLimits.defaults.maximumLineBytes), 16 MiB)."),
                  OptionSpec(name: "source", valueName: "dir",
                             help: "Trace each conflicting constraint to the line of the .swift/.m sources under this folder that made it.")]
    )

    static func run(_ command: ParsedCommand, standardInput: () -> Data) -> CommandOutput {
        let path = command.positional(of: "file") ?? "-"
        let data: Data
        let source: String
        if path == "-" {
            data = standardInput()
            source = "<stdin>"
        } else {
            var limits = InputLimits.defaults
            switch LimitOptions.given([.fileSize, .lineLength], in: command) {
            case .success(let given): for (setting, value) in given { limits[setting] = value }
            case .failure(let error): return error.output
            }
            do throws(ReaderError) {
                // Read as `lint` reads: a FIFO, a device or a file past the limit gets a message, never a hang.
                data = try InputFile.read(URL(fileURLWithPath: path), as: path, maximumBytes: limits.maximumFileBytes)
                if let (line, length) = limits.overlongLine(in: data) {
                    throw ReaderError(kind: .unreadable, file: path, line: line, column: 1,
                                      message: "the line is \(length) bytes long, more than the limit of \(limits.maximumLineBytes) (raise it with --max-line-length)")
                }
            } catch {
                let place = [error.file] + [error.line, error.column].compactMap { $0.map(String.init) }
                return CommandOutput(standardError: "Error: \(place.joined(separator: ":")): \(error.message)\n", exitCode: .inputUnreadable)
            }
            source = path
        }
        let explanations = LogExplainer.explain(ConsoleText.decode(data))
        let output: String = switch command.value(of: "format") {
        case "json": ExplanationJSONReporter.report(explanations)
        case "html": ExplanationHTMLReporter.report(explanations, source: source)
        default: ExplanationTextReporter.report(explanations, source: source)
        }
        guard let folder = command.value(of: "source") else {
            return CommandOutput(standardOutput: output, exitCode: explanations.isEmpty ? .failure : .success)
        }
        let matcher = ExplainSourceMatcher(folder: folder)
        let traced = sourceLines(explanations, matcher: matcher, log: source)
        return CommandOutput(standardOutput: output + traced, standardError: matcher.errors.map { $0 + "\n" }.joined(),
                             exitCode: explanations.isEmpty ? .failure : .success)
    }

    /// For each conflict, its members traced to the sources: `log:line: equation → file:line:col (confidence: why)`.
    static func sourceLines(_ explanations: [Explanation], matcher: ExplainSourceMatcher, log: String) -> String {
        var lines: [String] = []
        for explanation in explanations where !explanation.conflict.isEmpty {
            lines.append("\(log):\(explanation.line): where the conflicting constraints were made:")
            for member in explanation.constraints where member.inConflict {
                let shown = member.equation ?? member.text
                let logged = ConstraintDescriptionParser.parse(member.text, line: member.line, column: member.column)
                // UIKit's own constraints (autoresizing, encapsulation, stack views, guides) come from no line of the app.
                let system = logged.isAutoresizing || ["UIView-", "UISV-", "_UI", "NSView-", "UIViewSafeArea", "UIKeyboard"]
                    .contains { logged.identifier?.hasPrefix($0) ?? false }
                if system, let origin = member.origin {
                    lines.append("  \(log):\(member.line): \(shown)  →  \(origin)")
                } else if let match = matcher.match(logged) {
                    lines.append("  \(log):\(member.line): \(shown)  →  \(match.location) (\(match.confidence): \(match.reason))")
                } else {
                    lines.append("  \(log):\(member.line): \(shown)  →  not found in the sources")
                }
            }
        }
        return lines.isEmpty ? "" : "\n" + lines.map { $0 + "\n" }.joined()
    }
}

/// Console text from bytes: UTF-8 (invalid sequences replaced, never refused), or UTF-16
/// when it starts with a byte-order mark, as some editors save pastes.
enum ConsoleText {
    static func decode(_ data: Data) -> String {
        let bytes = [UInt8](data)
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            let littleEndian = bytes[0] == 0xFF
            var units: [UInt16] = []
            units.reserveCapacity(bytes.count / 2)
            var index = 2
            while index + 1 < bytes.count {
                let (low, high) = littleEndian ? (bytes[index], bytes[index + 1]) : (bytes[index + 1], bytes[index])
                units.append(UInt16(high) << 8 | UInt16(low))
                index += 2
            }
            return String(decoding: units, as: UTF16.self)
        }
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        return String(decoding: bytes[start...], as: UTF8.self)
    }
}
