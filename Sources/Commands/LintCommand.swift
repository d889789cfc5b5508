import ArgumentKit
import Configuration
import Dispatch
#if canImport(Glibc)
import Glibc
import FoundationEssentials
#elseif canImport(FoundationEssentials)
import FoundationEssentials
import Darwin
#else
import Foundation
#endif
import Readers
import Reporters
import Rules

/// `layoutlint lint PATH…`: analyses layout dumps and Interface Builder files and reports
/// what will go wrong at run time.
enum LintCommand {
    static let spec = CommandSpec(
        name: "lint",
        abstract: "Find Auto Layout problems in .xib, .storyboard, layout dump and Swift/Objective-C source files.",
        discussion: """
            Each PATH is a file or a folder (none: the current folder); folders are searched recursively for .xib, \
            .storyboard, layout dump (.json with "format": "layoutlint-dump"), .swift, .m and .mm files. Every \
            scene, top-level view and cell is analysed on its own with UIKit's run-time \
            constraints added, and every rule runs over it ('layoutlint rules' lists them). \
            In sources, the constraints code makes (layout anchors, NSLayoutConstraint(item:…), \
            the visual format language, SnapKit, Masonry) are read per type and method and \
            the code rules run over them; findings land on the line that wrote the constraint. \
            A file that cannot be read is reported and the others are still linted. \
            With --staged, the files staged for the next commit are linted as they are in \
            git's index (not the working tree), limited to the PATHs when any are given; JSON \
            files that are not layout dumps are skipped. \
            Configuration: each file uses the .layoutlint.json nearest to it (its folder, then \
            the folders above), or the --config file; it chooses the rules, their severities, \
            the files linted and suppressions ('layoutlint init --help' describes the keys). A \
            view whose name (IB user label) or a constraint whose identifier contains \
            'layoutlint:disable [RULE, …]' hides those rules' findings about it; in a source \
            file, a comment '// layoutlint:disable [RULE, …]' hides them on its line and the \
            next. A suppression \
            that hides nothing among the files linted is reported as a warning. \
            Confidence: each finding is 'certain' (it follows from what the file states) or \
            'estimated' (varying a size the model estimates — an intrinsic size read off a \
            stored frame, a custom class's own size, the device's safe area, whether a table \
            sizes its cells by content — changes or removes it); an estimated finding is at \
            most a warning and says what it rests on. Interface Builder files state Xcode's \
            own verdict: a view marked ambiguous or misplaced is always reported, and an \
            estimated ambiguous_layout or misplaced_view finding on a view Xcode did not mark \
            is left out (configuration: trustXcodeMarkers, minimumConfidence). A text run \
            with 10 findings or more ends with a summary by rule on standard error, and from \
            50 on says how to accept them with a baseline. \
            With --cache, each file's outcome is kept, and a file is linted again only when \
            its bytes, its configuration or layoutlint changed; the output is the same. \
            Entries unused for 30 days, and those of other layoutlint builds unused for 7 \
            days (or beyond the 4 most recently used), are removed as it runs. \
            Exit codes: 0 no errors (warnings allowed); 1 errors (with --strict: any finding \
            or unused suppression); 2 some input, the configuration or the baseline could \
            not be read (a configuration or baseline mistake lints nothing); 64 usage error.
            """,
        arguments: [ArgumentSpec(name: "path", help: "Files or folders to lint (default: the current folder; with --staged: to limit the staged files to).",
                                  arity: .zeroOrMore)],
        options: [
            OptionSpec(name: "reporter", help: "The output format (default: the configuration's \"reporter\", else text).",
                       allowedValues: LintReporters.names),
            OptionSpec(name: "config", valueName: "file",
                       help: "Use this configuration for every file instead of the nearest .layoutlint.json."),
            OptionSpec(name: "baseline", valueName: "file",
                       help: "Report only findings not recorded in this baseline (see --write-baseline)."),
            OptionSpec(name: "write-baseline", valueName: "file",
                       help: "Record every current finding in this file and exit 0, to accept them for now."),
            OptionSpec(name: "minimum-confidence", valueName: "level",
                       help: "Leave out findings less certain than this: estimated (default) or certain (configuration: minimumConfidence).",
                       allowedValues: Confidence.allCases.map(\.rawValue)),
            OptionSpec(name: "max-file-size", valueName: "bytes",
                       help: "Refuse files larger than this (default: \(InputLimits.defaults.maximumFileBytes), 64 MiB; docs/limits.md)."),
            OptionSpec(name: "max-views", valueName: "count",
                       help: "Refuse layouts with more views than this (default: \(InputLimits.defaults.maximumViews))."),
            OptionSpec(name: "max-constraints", valueName: "count",
                       help: "Refuse layouts with more constraints than this (default: \(InputLimits.defaults.maximumConstraints))."),
            OptionSpec(name: "max-line-length", valueName: "bytes",
                       help: "Refuse source files with a longer line (default: \(InputLimits.defaults.maximumLineBytes), 16 MiB)."),
            OptionSpec(name: "max-identifier-length", valueName: "characters",
                       help: "Refuse files with a longer id, class name or identifier (default: \(InputLimits.defaults.maximumIdentifierLength))."),
            OptionSpec(name: "time-limit", valueName: "seconds",
                       help: "Give up on a file whose analysis takes longer (default: \(InputLimits.defaults.timeLimitSeconds); configuration: limits)."),
            OptionSpec(name: "cache-path", valueName: "folder",
                       help: "Keep each file's outcome in this folder and lint only what changed since (implies --cache)."),
            OptionSpec(name: "benchmark", valueName: "file",
                       help: "Write where the time went (each file, layout and confidence variation, slowest first, in milliseconds) to this file, or to standard error for '-'."),
        ],
        flags: [FlagSpec(name: "strict", help: "Exit with 1 on warnings and unused suppressions too."),
                FlagSpec(name: "ignore-xcode-markers",
                         help: "Also report estimated ambiguous_layout and misplaced_view findings on views Xcode did not mark (configuration: trustXcodeMarkers: false)."),
                FlagSpec(name: "staged", help: "Lint the staged version (git's index) of the staged layout files, for pre-commit hooks."),
                FlagSpec(name: "cache", help: "Keep each file's outcome and lint only files that changed since, or whose configuration or layoutlint did (in $XDG_CACHE_HOME/layoutlint, ~/.cache/layoutlint or, on macOS, ~/Library/Caches/layoutlint).")]
    )

    static func run(_ command: ParsedCommand) -> CommandOutput {
        guard let benchmarkPath = command.value(of: "benchmark") else { return lint(command) }
        if benchmarkPath.isEmpty {
            return command.validationError("--benchmark needs a file to write (or '-' for standard error)").output
        }
        let started = ContinuousClock.now
        let log = LintTimingLog()
        var output = LintTimingLog.$current.withValue(log) { lint(command) }
        let files = log.files.map { (file: $0.file, timings: $0.recorder.timings) }
        let report = LintBenchmarkReport.text(files: files, runSeconds: (ContinuousClock.now - started).seconds)
        if benchmarkPath == "-" {
            output.standardError += report
            return output
        }
        do {
            try AtomicFile.write(Data(report.utf8), to: benchmarkPath)
        } catch {
            output.standardError += "\(benchmarkPath): error: cannot write the benchmark: \(error.description)\n"
            if output.exitCode == .success { output.exitCode = .failure }
        }
        return output
    }

    /// `run` without `--benchmark`.
    static func lint(_ command: ParsedCommand) -> CommandOutput {
        let baselinePath = command.value(of: "baseline")
        let writeBaselinePath = command.value(of: "write-baseline")
        if baselinePath != nil, writeBaselinePath != nil {
            return command.validationError("--baseline and --write-baseline cannot be used together").output
        }
        let givenLimits: [(InputLimits.Setting, Int)]
        switch LimitOptions.given(InputLimits.Setting.allCases, in: command) {
        case .success(let given): givenLimits = given
        case .failure(let error): return error.output
        }
        var paths = command.positionals(of: "path")
        var stagedCopies: [String: String] = [:]
        var stagedFolder: URL?
        defer { if let stagedFolder { try? FileManager.default.removeItem(at: stagedFolder) } }
        if command.flag("staged") {
            switch StagedFiles.prepare(limitedTo: paths) {
            case .success(let prepared):
                paths = prepared.files
                stagedCopies = prepared.copies
                stagedFolder = prepared.folder
                if paths.isEmpty { return CommandOutput(standardError: "note: no staged layout files to lint\n", exitCode: .success) }
            case .failure(let error):
                return CommandOutput(standardError: "Error: --staged: \(error.message)\n", exitCode: .inputUnreadable)
            }
        } else if paths.isEmpty {
            // As SwiftLint does: no path lints the current folder.
            paths = ["."]
        }
        var plan: LintPlan
        switch LintPlan.make(paths: paths, configFile: command.value(of: "config")) {
        case .success(let made): plan = made
        case .failure(let mistakes): return configurationFailure(mistakes.errors)
        }
        for index in plan.jobs.indices {
            plan.jobs[index].source = stagedCopies[plan.jobs[index].file]
            for (setting, value) in givenLimits { plan.jobs[index].limits[setting] = value }
            if let level = command.value(of: "minimum-confidence").flatMap(Confidence.init(rawValue:)) {
                plan.jobs[index].minimumConfidence = level
            }
            if command.flag("ignore-xcode-markers") { plan.jobs[index].trustsXcodeMarkers = false }
        }
        let settings: RunSettings
        let baseline: Baseline?
        do throws(ConfigurationError) {
            settings = try RunSettings.resolve(plan.configurations, reporterGiven: command.value(of: "reporter") != nil,
                                               strictGiven: command.flag("strict"))
            baseline = try baselinePath.map { path throws(ConfigurationError) in try Baseline.read(path) }
        } catch {
            return configurationFailure([error])
        }
        let cache = (command.value(of: "cache-path") ?? (command.flag("cache") ? LintCache.defaultFolder() : nil)).map { LintCache(folder: $0) }
        let previousUse = cache?.markUsed()
        let outcomes = lintAll(plan.jobs, cache: cache)
        cache?.prune(previousUse: previousUse)
        let warnings = outcomes.flatMap(\.warnings) + plan.unusedSuppressionWarnings(outcomes)
        var notes = plan.notes + outcomes.flatMap(\.result.notes) + warnings
        if let problem = cache?.problems.note { notes.append(problem) }
        if let writeBaselinePath {
            let written = LintBaseline.write(outcomes, failures: plan.failures, to: writeBaselinePath)
            let stream = written.exitCode == .success ? (written.message, "") : ("", written.message)
            return CommandOutput(standardOutput: stream.0, standardError: notes.map { $0 + "\n" }.joined() + stream.1,
                                 exitCode: written.exitCode)
        }
        var results = plan.failures
        if let baseline, let baselinePath {
            let filtered = LintBaseline.filter(outcomes, by: baseline, at: baselinePath)
            results += filtered.results
            notes.append("\(baselinePath): note: \(filtered.hidden) known finding\(filtered.hidden == 1 ? "" : "s") hidden by the baseline")
        } else {
            results += outcomes.map(\.result)
        }
        let findings = results.flatMap(\.findings)
        let hasErrors = findings.contains { $0.severity == .error }
        let unreadable = results.contains(where: \.hasInputErrors)
        let strict = command.flag("strict") || settings.strict == true
        let exitCode: ExitCode = unreadable ? .inputUnreadable
            : (hasErrors || (strict && !(findings.isEmpty && warnings.isEmpty))) ? .failure : .success
        let reporter = command.value(of: "reporter") ?? settings.reporter ?? "text"
        if reporter == "text" { notes += LintSummary.lines(results) }
        return CommandOutput(standardOutput: report(results, reporter: reporter),
                             standardError: notes.map { $0 + "\n" }.joined(), exitCode: exitCode)
    }

    /// `results` in the format called `name` (text in colour on a terminal without `NO_COLOR`).
    static func report(_ results: [FileResult], reporter name: String) -> String {
        if name == "sarif" { return SARIFReporter.report(results, version: Layoutlint.version) }
        guard name == "text" else { return (LintReporters.named(name) ?? TextReporter.self).report(results) }
        let color = isatty(1) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
        return TextReporter.report(results, color: color)
    }

    /// Configuration or baseline mistakes: nothing is linted, exit 2.
    static func configurationFailure(_ errors: [ConfigurationError]) -> CommandOutput {
        CommandOutput(standardError: errors.map { $0.description + "\n" }.joined(), exitCode: .inputUnreadable)
    }

    enum Discovery {
        case success([String])
        case failure(String)
    }

    /// The lintable files at `path`: itself, or those under the folder (sorted).
    static func discover(_ path: String) -> Discovery {
        let kind = PathKind.of(path)
        guard kind != .missing else {
            return .failure("\(path): error: no such file or folder")
        }
        guard kind == .directory else { return .success([path]) }
        guard let entries = FolderWalk.entries(under: path) else {
            return .failure("\(path): error: cannot list the folder")
        }
        let base = path.hasSuffix("/") ? path : path + "/"
        var found: [String] = []
        for relative in entries {
            let file = base + relative
            if InterfaceBuilderReader.handles(file) || SourceReader.handles(file) || (file.hasSuffix(".json") && looksLikeDump(file)) {
                found.append(file)
            }
        }
        return .success(found.sorted())
    }

    /// Whether a JSON file found in a folder is a layout dump (its first 4 KB name the format).
    /// What is not a regular file (a FIFO, a link loop, an unreadable file) counts as one, so
    /// that it gets its own message from the reader instead of being skipped (or, for a
    /// FIFO, blocking the run on a read that never ends).
    static func looksLikeDump(_ file: String) -> Bool {
        let descriptor = open(file, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return true }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return true }
        var head = [UInt8](repeating: 0, count: 4096)
        let count = head.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return false }
        return String(decoding: head[0..<count], as: UTF8.self).contains("\"layoutlint-dump\"")
    }

    /// Lints every job on every core, keeping their order; through `cache` when given.
    static func lintAll(_ jobs: [LintJob], cache: LintCache? = nil) -> [LintOutcome] {
        let slots = ResultSlots<LintOutcome>(count: jobs.count)
        // Task-local values do not follow work onto Dispatch's threads: each worker binds its
        // job's recorder itself.
        let recorders = LintTimingLog.current?.start(jobs.map(\.file))
        DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
            let outcome = FileTimingRecorder.$current.withValue(recorders?[index]) {
                cache.map { $0.outcome(of: jobs[index]) } ?? FileLinter.lint(jobs[index])
            }
            slots.set(index, outcome)
        }
        return slots.results(placeholder: jobs.map {
            LintOutcome(result: FileResult(file: $0.file, failure: "\($0.file): error: not linted"))
        })
    }

    /// Reads, analyses and checks one file with every rule at its default severity.
    static func lint(_ file: String) -> FileResult {
        FileLinter.lint(LintJob(file: file)).result
    }

    /// Findings by position, then rule, then message: a finding's sort key.
    struct Order: Comparable {
        let line: Int, column: Int, ruleID: String, message: String

        static func < (lhs: Order, rhs: Order) -> Bool {
            (lhs.line, lhs.column, lhs.ruleID, lhs.message) < (rhs.line, rhs.column, rhs.ruleID, rhs.message)
        }
    }

    /// The finding's sort key (numbers compared as numbers: formatting them as padded text
    /// for a string comparison went through Foundation for every finding).
    static func order(_ finding: Finding) -> Order {
        let location = finding.diagnostic.location
        return Order(line: location?.line ?? 0, column: location?.column ?? 0,
                     ruleID: finding.diagnostic.ruleID, message: finding.diagnostic.message)
    }
}
