import ArgumentKit
import Dispatch
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import JSONSupport
import LayoutModel
import Readers

/// `layoutlint sources PATH…`: what the source reader recognises in Swift and
/// Objective-C files, to check why code is (or is not) flagged.
enum SourcesCommand {
    static let spec = CommandSpec(
        name: "sources",
        abstract: "Show the constraints layoutlint reads in .swift, .m and .mm files.",
        discussion: """
            Each PATH is a source file or a folder (searched recursively). One line per \
            constraint the reader recognises: file:line:column, the idiom (anchor, \
            itemAttribute, visualFormat, snapKit, masonry, helper), whether it is active, \
            and the constraint with '?' for what is not known statically. --json prints, per \
            file, the error or the count of constraints by idiom (and how many are fully \
            known: both items, the numbers and the activation) instead. Exit codes: 0 all \
            read; 2 a file could not be read.
            """,
        arguments: [ArgumentSpec(name: "path", help: "Source files or folders.", arity: .oneOrMore)],
        flags: [FlagSpec(name: "json", help: "Print counts by file as JSON."),
                FlagSpec(name: "bench", help: "Time reading each file (best of 5, in-process, after the bytes are in memory) instead.")]
    )

    static func run(_ command: ParsedCommand) -> CommandOutput {
        var files: [String] = []
        var errors: [String] = []
        for path in command.positionals(of: "path") {
            switch LintCommand.discover(path) {
            case .success(let found): files += found.filter(SourceReader.handles)
            case .failure(let message): errors.append(message)
            }
        }
        if command.flag("bench") { return bench(files, errors: errors) }
        var lines: [String] = []
        var entries: [String] = []
        var failed = !errors.isEmpty
        for file in files {
            do {
                let code = try SourceReader.read(URL(fileURLWithPath: file))
                var counts: [CodeIdiom: Int] = [:]
                for constraint in code.constraints {
                    counts[constraint.idiom, default: 0] += 1
                    lines.append("\(constraint.location): \(constraint.idiom.rawValue) (\(constraint.activation.rawValue)): \(constraint.text)")
                }
                let fields = counts.keys.sorted().map { "\(JSONWriter.quoted($0.rawValue)): \(counts[$0] ?? 0)" }
                let known = code.constraints.count { $0.isFullyKnown }
                entries.append("{\"file\": \(JSONWriter.quoted(file)), \"constraints\": {\(fields.joined(separator: ", "))}, \"fullyKnown\": \(known)}")
            } catch {
                failed = true
                errors.append(error.description)
                entries.append("{\"file\": \(JSONWriter.quoted(file)), \"error\": \(JSONWriter.quoted(error.description))}")
            }
        }
        let output = command.flag("json")
            ? "{\"files\": [\n" + entries.joined(separator: ",\n") + "\n]}\n"
            : lines.map { $0 + "\n" }.joined()
        return CommandOutput(standardOutput: output, standardError: errors.map { $0 + "\n" }.joined(),
                             exitCode: failed ? .inputUnreadable : .success)
    }

    /// `--bench`: for each file, the best of five reads (lexer, parser, recogniser) from
    /// memory, in milliseconds.
    static func bench(_ files: [String], errors: [String]) -> CommandOutput {
        var lines: [String] = []
        var failures = errors
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else {
                failures.append("\(file): error: cannot read file")
                continue
            }
            let language = SourceLanguage.of(file) ?? .swift
            var best = Double.infinity
            var constraints = 0
            for _ in 0..<5 {
                let start = DispatchTime.now().uptimeNanoseconds
                do {
                    constraints = try SourceReader.parse(data: data, fileName: file, language: language).constraints.count
                } catch {
                    failures.append(error.description)
                    break
                }
                best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            }
            guard best.isFinite else { continue }
            var phases = [Double.infinity, .infinity, .infinity]
            for _ in 0..<5 {
                guard let times = try? SourceReader.phaseTimes(data: data, fileName: file, language: language) else { break }
                phases = zip(phases, times).map { min($0, $1) }
            }
            let lineCount = data.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
            lines.append("\(file): \(lineCount) lines, \(data.count) bytes, \(constraints) constraints: best \(Self.twoDecimals(best)) ms of 5 (lexer \(Self.twoDecimals(phases[0])), parser \(Self.twoDecimals(phases[1])), recogniser \(Self.twoDecimals(phases[2])) ms, each its best)")
        }
        return CommandOutput(standardOutput: lines.map { $0 + "\n" }.joined(), standardError: failures.map { $0 + "\n" }.joined(),
                             exitCode: failures.isEmpty ? .success : .inputUnreadable)
    }
}

extension SourcesCommand {
    /// `value` with two decimals (`String(format: "%.2f")`, which is in the part of Foundation
    /// layoutlint does not load).
    static func twoDecimals(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 1e15 else { return "\(value)" }
        let hundredths = Int((abs(value) * 100).rounded())
        let fraction = hundredths % 100
        return (value < 0 ? "-" : "") + "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
    }
}
