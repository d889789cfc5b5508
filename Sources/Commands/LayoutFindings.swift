import Analysis
import Cassowary
import Dispatch
import LayoutModel
import Rules

/// One layout's findings, each with the confidence the variations give it, and the severity
/// its rule has in the run: the part of linting a file that is the same for every layout
/// and independent of the others.
struct LayoutFindings: Sendable {
    /// The findings, assessed (`ConfidenceAssessment`).
    var assessed: [Diagnostic]
    /// Each rule's severity, by id.
    var severities: [String: Severity]

    /// The findings of every layout of `graphs`, in their order: nil for a layout without
    /// any, or the solver's failure. The layouts of a file are independent (one scene does
    /// not constrain another), so a file of many is analysed on every core: a storyboard's
    /// scenes, a large xib's views. The deadline bound here holds in every worker.
    static func all(in graphs: [LayoutGraph], rules: [(rule: any Rule.Type, severity: Severity)],
                    trustingXcodeMarkers: Bool, timings: ResultSlots<LayoutTimings>? = nil) -> [Result<LayoutFindings?, SolverError>] {
        /// One layout's findings, timed when `timings` is given.
        @Sendable func layout(_ index: Int) -> Result<LayoutFindings?, SolverError> {
            guard let timings else { return findings(in: graphs[index], rules: rules, trustingXcodeMarkers: trustingXcodeMarkers) }
            let stopwatch = LayoutStopwatch()
            let result = findings(in: graphs[index], rules: rules, trustingXcodeMarkers: trustingXcodeMarkers, stopwatch: stopwatch)
            timings.set(index, stopwatch.timings(of: graphs[index], at: index))
            return result
        }
        guard graphs.count > 1 else { return graphs.indices.map(layout) }
        let deadline = Deadline.current
        let slots = ResultSlots<Result<LayoutFindings?, SolverError>>(count: graphs.count)
        // Workers take iterations in order: the largest layouts first, so that no core is
        // left with a large one when the others run out of work.
        let bySize = graphs.indices.sorted { (graphs[$0].constraints.count, $1) > (graphs[$1].constraints.count, $0) }
        DispatchQueue.concurrentPerform(iterations: graphs.count) { iteration in
            let index = bySize[iteration]
            slots.set(index, Deadline.$current.withValue(deadline) { layout(index) })
        }
        // Every slot is set: concurrentPerform returns once each iteration has run.
        return slots.results(placeholder: graphs.map { _ in .success(nil) })
    }

    /// Analyses one layout, runs `rules` on it and assesses what they find; into
    /// `stopwatch`, when given, how long each step took.
    static func findings(in graph: LayoutGraph, rules: [(rule: any Rule.Type, severity: Severity)],
                         trustingXcodeMarkers: Bool, stopwatch: LayoutStopwatch? = nil) -> Result<LayoutFindings?, SolverError> {
        let started = stopwatch.map { _ in ContinuousClock.now }
        do throws(SolverError) {
            // The redundancy pass's tableau, kept for the assessment's variations.
            let workspace = RedundancyWorkspace()
            let facts = try LayoutAnalysis.analyze(graph, reusing: workspace)
            let found = rules.flatMap { rule, severity in rule.check(facts).map { ($0, severity) } }
            let checked = stopwatch.map { _ in ContinuousClock.now }
            if let stopwatch, let started, let checked { stopwatch.analysis = checked - started }
            guard !found.isEmpty else { return .success(nil) }
            let assessed = try ConfidenceAssessment.assess(found.map(\.0), of: facts, rules: rules.map(\.rule),
                                                           trustingXcodeMarkers: trustingXcodeMarkers, reusing: workspace,
                                                           timing: stopwatch?.variations)
            if let stopwatch, let checked { stopwatch.assessment = ContinuousClock.now - checked }
            let severities = Dictionary(found.map { ($0.0.ruleID, $0.1) }, uniquingKeysWith: { first, _ in first })
            return .success(LayoutFindings(assessed: assessed, severities: severities))
        } catch {
            return .failure(error)
        }
    }
}
