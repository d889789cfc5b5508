import Analysis
import Cassowary
import Configuration
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LayoutModel
import Readers
import Reporters
import Rules

/// One file to lint, with what its configuration says about it.
struct LintJob: Sendable {
    /// The file as the user named it (or as found under a folder).
    var file: String
    /// The file relative to its configuration's folder (what globs match).
    var relativePath: String
    /// The rules that run, and their severities.
    var rules: RuleSettings
    /// The configuration's suppressions.
    var suppressions: [Suppression]
    /// Where to read the contents when not from `file` itself (`lint --staged`: a copy of
    /// the index version); everything is still reported under `file`.
    var source: String?
    /// How large a file and its layouts may be.
    var limits: InputLimits = .defaults
    /// Findings less certain than this are left out (`minimumConfidence`).
    var minimumConfidence: Confidence = .estimated
    /// Whether a finding on an estimate that contradicts Xcode's markers is left out
    /// (`trustXcodeMarkers`).
    var trustsXcodeMarkers = true

    /// A file linted with every rule at its default severity.
    init(file: String, relativePath: String? = nil, rules: RuleSettings = .defaults, suppressions: [Suppression] = []) {
        self.file = file
        self.relativePath = relativePath ?? file
        self.rules = rules
        self.suppressions = suppressions
    }
}

/// What linting one file gave, beyond its `FileResult`.
struct LintOutcome: Sendable, Codable {
    /// The findings left after suppression, or why the file could not be read.
    var result: FileResult
    /// For each finding, the stable ids of what it concerns (for baseline keys).
    var stableIDs: [[String]] = []
    /// The configuration suppressions that hid something here (by where they are written).
    var usedSuppressions: Set<SourceLocation> = []
    /// Warnings about `layoutlint:disable` in the input: unknown rules, nothing matched.
    var warnings: [String] = []
    /// Whether the outcome follows from the file's bytes and the job alone, so that
    /// `lint --cache` may keep it: not when the time limit cut the work short or the file
    /// could not be read.
    var cacheable = true
}

/// Reads one file, runs its rules over every layout in it, and applies suppressions.
enum FileLinter {
    /// Lints `job`; `contents`, when given, are the file's bytes already read (by the cache,
    /// which keys the outcome by them), so that the outcome is of exactly those bytes.
    static func lint(_ job: LintJob, contents: Data? = nil) -> LintOutcome {
        guard let source = job.source else { return analyseInTime(job, reading: job.file, contents: contents) }
        // Read the copy under its own name, then report everything under the real one.
        var copy = job
        copy.file = source
        var outcome = analyseInTime(copy, reading: source)
        outcome.result = StagedFiles.renamed(outcome.result, [source: job.file])
        outcome.warnings = outcome.warnings.map { $0.replacing(source, with: job.file) }
        outcome.stableIDs = outcome.stableIDs.map { ids in ids.map { $0.replacing(source, with: job.file) } }
        return outcome
    }

    /// `analyse` with the job's time limit bound as the solver's `Deadline`. Work cut short
    /// by it is discarded whole (a solver stopped half-way would make findings up): the file
    /// gets the time-limit error instead.
    static func analyseInTime(_ job: LintJob, reading path: String, contents: Data? = nil) -> LintOutcome {
        let deadline = ContinuousClock.now + .seconds(job.limits.timeLimitSeconds)
        let outcome = Deadline.$current.withValue(deadline) { analyse(job, reading: path, contents: contents) }
        guard ContinuousClock.now >= deadline else { return outcome }
        return LintOutcome(result: FileResult(
            file: job.file, failure: "\(job.file): error: the analysis took longer than the limit of \(job.limits.timeLimitSeconds) s (raise it with --time-limit)"),
            cacheable: false)
    }

    /// The error for the first layout past a limit of `limits` (checked before anything is
    /// solved: the solver's work grows faster than the layout), or nil.
    static func limitFailure(_ graphs: [LayoutGraph], file: String, limits: InputLimits) -> String? {
        for graph in graphs {
            let views = graph.items.count { $0.isView }
            if views > limits.maximumViews {
                return "\(file): error: a layout with \(views) views, more than the limit of \(limits.maximumViews) (raise it with --max-views)"
            }
            if graph.constraints.count > limits.maximumConstraints {
                return "\(file): error: a layout with \(graph.constraints.count) constraints, more than the limit of \(limits.maximumConstraints) (raise it with --max-constraints)"
            }
            if let failure = identifierFailure(graph, file: file, limit: limits.maximumIdentifierLength) { return failure }
        }
        return nil
    }

    /// The error for the first id, class name, name or constraint identifier of `graph`
    /// longer than `limit` characters, located where the input wrote it when known.
    static func identifierFailure(_ graph: LayoutGraph, file: String, limit: Int) -> String? {
        func failure(_ what: String, _ text: String, at location: SourceLocation?) -> String {
            var place = file
            if let line = location?.line { place += ":\(line)" + (location?.column.map { ":\($0)" } ?? "") }
            return "\(place): error: \(what) of \(text.count) characters (“\(text.prefix(24))…”), more than the limit of \(limit) (raise it with --max-identifier-length)"
        }
        for item in graph.items {
            for (what, text) in [("an id", item.id), ("a class name", item.className), ("a name", item.name ?? "")] where text.count > limit {
                return failure(what, text, at: item.source)
            }
        }
        for constraint in graph.constraints {
            let provenance = constraint.provenance
            for (what, text) in [("a constraint identifier", provenance.identifier ?? ""), ("a constraint id", provenance.objectID ?? "")]
            where text.count > limit {
                return failure(what, text, at: provenance.source)
            }
        }
        return nil
    }

    private static func analyse(_ job: LintJob, reading path: String, contents: Data?) -> LintOutcome {
        let file = job.file
        var graphs: [LayoutGraph] = []
        var notes: [String] = []
        var readErrors: [String] = []
        var code: CodeFile?
        // `lint --benchmark`: how long reading took and each layout, recorded however this ends.
        let recorder = FileTimingRecorder.current
        let started = recorder.map { _ in ContinuousClock.now }
        var readSeconds = 0.0
        var layoutTimings: ResultSlots<LayoutTimings>?
        defer {
            if let recorder, let started {
                recorder.timings = FileTimings(readSeconds: readSeconds, layouts: layoutTimings?.values() ?? [],
                                               totalSeconds: (ContinuousClock.now - started).seconds)
            }
        }
        do {
            let name = URL(fileURLWithPath: path).relativePath
            let data: Data
            if let contents {
                data = contents
            } else {
                data = try InputFile.read(URL(fileURLWithPath: path), as: name, maximumBytes: job.limits.maximumFileBytes)
            }
            if SourceReader.handles(path) {
                let read = try SourceReader.read(data: data, fileName: name, limits: job.limits)
                code = read
                graphs = CodeGraphBuilder.layouts(of: read, platform: read.platform).map(\.graph)
            } else {
                switch try SolverInput.read(data: data, fileName: name) {
                case .interfaceBuilder(let document):
                    graphs = document.layouts.map(\.graph)
                    notes = document.notes
                    readErrors = document.problems.map(\.description)
                case .layoutDump(let dump):
                    graphs = [dump.graph]
                case .constraintSystem:
                    return LintOutcome(result: FileResult(
                        file: file, failure: "\(file): error: a constraint system, not a layout: use 'layoutlint solve' for it"))
                }
            }
        } catch {
            return LintOutcome(result: FileResult(file: file, failure: error.description), cacheable: error.kind != .unreadable)
        }
        if let started { readSeconds = (ContinuousClock.now - started).seconds }
        if let failure = limitFailure(graphs, file: file, limits: job.limits) {
            return LintOutcome(result: FileResult(file: file, failure: failure))
        }
        let rules = RuleRegistry.all.compactMap { rule in job.rules.severity(of: rule).map { (rule, $0) } }
        // On code, only the rules whose findings a partial graph cannot invent run on graphs.
        let graphRules = code == nil ? rules : rules.filter { RuleRegistry.codeGraphRuleIDs.contains($0.0.description.id) }
        var kept: [(finding: Finding, ids: [String])] = []
        var outcome = LintOutcome(result: FileResult(file: file, notes: notes, readErrors: readErrors))
        var directives: [(key: String, directive: InputDirective)] = []
        var usedDirectives: Set<String> = []
        layoutTimings = recorder.map { _ in ResultSlots(count: graphs.count) }
        let layoutFindings = graphRules.isEmpty ? []
            : LayoutFindings.all(in: graphs, rules: graphRules.map { (rule: $0.0, severity: $0.1) },
                                 trustingXcodeMarkers: job.trustsXcodeMarkers, timings: layoutTimings)
        for (offset, graph) in graphs.enumerated() {
            let directivesHere = InputDirective.all(in: graph)
            directives += directivesHere.map { ("\($0.location?.description ?? "")|\($0.text)", $0) }
            guard layoutFindings.indices.contains(offset) else { continue }
            let layout: LayoutFindings
            switch layoutFindings[offset] {
            case .failure(let error):
                return LintOutcome(result: FileResult(file: file, failure: "\(file): error: the solver failed: \(error)"))
            case .success(nil):
                continue
            case .success(let found?):
                layout = found
            }
            // Indexed only for a layout that has findings (most have none).
            var lookup: LayoutLookup?
            for diagnostic in layout.assessed where diagnostic.confidence >= job.minimumConfidence {
                // A finding on an estimate is at most a warning, whatever its rule's level.
                let severity = diagnostic.confidence == .estimated ? .warning : layout.severities[diagnostic.ruleID] ?? .warning
                let index = lookup ?? LayoutLookup(graph)
                lookup = index
                let subjects = index.subjects(of: diagnostic)
                var hidden = suppressed(diagnostic, subjects.names, job, &outcome)
                for directive in directivesHere where directive.suppresses(rule: diagnostic.ruleID, subjects: subjects) {
                    usedDirectives.insert("\(directive.location?.description ?? "")|\(directive.text)")
                    hidden = true
                }
                if !hidden { kept.append((Finding(diagnostic, severity: severity), subjects.stableIDs)) }
            }
        }
        if let code {
            let lookup = LayoutLookup(LayoutGraph())
            for (rule, severity) in rules {
                for diagnostic in rule.check(code) {
                    let subjects = lookup.subjects(of: diagnostic)
                    if !suppressed(diagnostic, subjects.names, job, &outcome) { kept.append((Finding(diagnostic, severity: severity), subjects.stableIDs)) }
                }
            }
        }
        if let code, !code.suppressions.isEmpty {
            // `// layoutlint:disable RULE` hides findings on its line and the next.
            var used = Set<Int>()
            kept.removeAll { entry in
                let diagnostic = entry.finding.diagnostic
                guard let index = code.suppressions.firstIndex(where: {
                    $0.hides(rule: diagnostic.ruleID, line: diagnostic.location?.line)
                }) else { return false }
                used.insert(index)
                return true
            }
            let known = Set(RuleRegistry.all.map { $0.description.id })
            for (index, suppression) in code.suppressions.enumerated() {
                for rule in suppression.rules where !known.contains(rule) {
                    outcome.warnings.append("\(suppression.location): warning: '\(suppression.text)' names an unknown rule \"\(rule)\"")
                }
                if !used.contains(index) {
                    outcome.warnings.append("\(suppression.location): warning: suppression '\(suppression.text)' matched no finding")
                }
            }
        }
        // Each finding's key once: formatting it on every comparison was 2 % of `lint`.
        let sorted = kept.map { (key: LintCommand.order($0.finding), kept: $0) }
            .sorted { $0.key < $1.key }.map(\.kept)
        outcome.result.findings = sorted.map(\.finding)
        outcome.stableIDs = sorted.map(\.ids)
        outcome.warnings = directiveWarnings(directives, used: usedDirectives, file: file) + outcome.warnings
        return outcome
    }

    /// Whether a configuration suppression of `job` hides `diagnostic` (about the views and
    /// constraints `names`); every one that does is recorded as used in `outcome`.
    static func suppressed(_ diagnostic: Diagnostic, _ names: Set<String>, _ job: LintJob, _ outcome: inout LintOutcome) -> Bool {
        var hidden = false
        for suppression in job.suppressions where suppression.matches(
            rule: diagnostic.ruleID, relativePath: job.relativePath, subjects: names) {
            outcome.usedSuppressions.insert(suppression.origin)
            hidden = true
        }
        return hidden
    }

    /// Unknown rules and unmatched directives, each once, in input order.
    static func directiveWarnings(_ directives: [(key: String, directive: InputDirective)], used: Set<String>,
                                  file: String) -> [String] {
        var warnings: [String] = []
        var seen: Set<String> = []
        for (key, directive) in directives where seen.insert(key).inserted {
            warnings += directive.unknownRuleWarnings(in: file)
            if !used.contains(key) {
                warnings.append("\(directive.location?.description ?? file): warning: suppression '\(directive.text)' matched no finding")
            }
        }
        return warnings
    }
}
