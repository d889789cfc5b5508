import Analysis
import ArgumentKit
import Dispatch
import Foundation
import LayoutModel
import Readers
import Reporters
import Rules

/// `layoutlint lint PATH…`: analyses layout dumps and Interface Builder files and reports
/// what will go wrong at run time.
enum LintCommand {
    static let spec = CommandSpec(
        name: "lint",
        abstract: "Find Auto Layout problems in .xib, .storyboard and layout dump files.",
        discussion: """
            Each PATH is a file or a folder; folders are searched recursively for .xib, \
            .storyboard and layout dump (.json with "format": "layoutlint-dump") files. Every \
            scene, top-level view and cell is analysed on its own with UIKit's run-time \
            constraints added, and every rule runs over it ('layoutlint rules' lists them). \
            A file that cannot be read is reported and the others are still linted. \
            Exit codes: 0 no errors (warnings allowed); 1 errors (or any finding with \
            --strict); 2 some input could not be read; 64 usage error.
            """,
        arguments: [ArgumentSpec(name: "path", help: "Files or folders to lint.", arity: .oneOrMore)],
        options: [OptionSpec(name: "reporter", help: "The output format.", allowedValues: ["text", "json"], defaultValue: "text")],
        flags: [FlagSpec(name: "strict", help: "Exit with 1 on warnings too.")]
    )

    static func run(_ command: ParsedCommand) -> CommandOutput {
        let paths = command.positionals(of: "path")
        var results: [FileResult] = []
        var files: [String] = []
        for path in paths {
            switch discover(path) {
            case .success(let found): files += found
            case .failure(let message): results.append(FileResult(file: path, failure: message))
            }
        }
        results += lintAll(files)
        let findings = results.flatMap(\.findings)
        let hasErrors = findings.contains { $0.severity == .error }
        let unreadable = results.contains { $0.failure != nil }
        let exitCode: ExitCode = unreadable ? .inputUnreadable
            : (hasErrors || (command.flag("strict") && !findings.isEmpty)) ? .failure : .success
        let notes = results.flatMap(\.notes).map { $0 + "\n" }.joined()
        if command.value(of: "reporter") == "json" {
            return CommandOutput(standardOutput: JSONReporter.report(results), standardError: notes, exitCode: exitCode)
        }
        let color = isatty(1) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
        return CommandOutput(standardOutput: TextReporter.report(results, color: color), standardError: notes, exitCode: exitCode)
    }

    enum Discovery {
        case success([String])
        case failure(String)
    }

    /// The lintable files at `path`: itself, or those under the folder (sorted).
    static func discover(_ path: String) -> Discovery {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return .failure("\(path): error: no such file or folder")
        }
        guard isDirectory.boolValue else { return .success([path]) }
        guard let walker = FileManager.default.enumerator(atPath: path) else {
            return .failure("\(path): error: cannot list the folder")
        }
        let base = path.hasSuffix("/") ? path : path + "/"
        var found: [String] = []
        for case let relative as String in walker {
            let file = base + relative
            if InterfaceBuilderReader.handles(file) || (file.hasSuffix(".json") && looksLikeDump(file)) { found.append(file) }
        }
        return .success(found.sorted())
    }

    /// Whether a JSON file found in a folder is a layout dump (its first 4 KB name the format).
    static func looksLikeDump(_ file: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: file) else { return false }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: 4096)) ?? Data()
        return String(decoding: head, as: UTF8.self).contains("\"layoutlint-dump\"")
    }

    /// Lints `files` on every core, keeping their order.
    static func lintAll(_ files: [String]) -> [FileResult] {
        let slots = ResultSlots(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            slots.set(index, lint(files[index]))
        }
        return slots.results(placeholder: files.map { FileResult(file: $0, failure: "\($0): error: not linted") })
    }

    /// Reads, analyses and checks one file.
    static func lint(_ file: String) -> FileResult {
        let url = URL(fileURLWithPath: file)
        var graphs: [LayoutGraph] = []
        var notes: [String] = []
        do {
            switch try SolverInput.read(url) {
            case .interfaceBuilder(let document):
                graphs = document.layouts.map(\.graph)
                notes = document.notes
            case .layoutDump(let dump):
                graphs = [dump.graph]
            case .constraintSystem:
                return FileResult(file: file, failure: "\(file): error: a constraint system, not a layout: use 'layoutlint solve' for it")
            }
        } catch {
            return FileResult(file: file, failure: error.description)
        }
        var findings: [Finding] = []
        for graph in graphs {
            do {
                findings += RuleRegistry.run(try LayoutAnalysis.analyze(graph))
            } catch {
                return FileResult(file: file, failure: "\(file): error: the solver failed: \(error)")
            }
        }
        findings.sort { order($0).lexicographicallyPrecedes(order($1)) }
        return FileResult(file: file, findings: findings, notes: notes)
    }

    /// Findings by position, then rule.
    static func order(_ finding: Finding) -> [String] {
        let location = finding.diagnostic.location
        return [String(format: "%09d", location?.line ?? 0), String(format: "%09d", location?.column ?? 0),
                finding.diagnostic.ruleID, finding.diagnostic.message]
    }
}

/// Results written from concurrent workers, one slot each.
private final class ResultSlots: @unchecked Sendable {
    private var slots: [FileResult?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ result: FileResult) {
        lock.lock()
        slots[index] = result
        lock.unlock()
    }

    func results(placeholder: [FileResult]) -> [FileResult] {
        lock.lock()
        defer { lock.unlock() }
        return slots.enumerated().map { $0.element ?? placeholder[$0.offset] }
    }
}
