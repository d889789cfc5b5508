import LayoutModel
import Rules

/// Where one layout's time went: its own analysis (solving, conflicts, ambiguity,
/// redundancy and the rest), the rules' checks, and the confidence assessment's variations.
struct LayoutTimings: Sendable {
    /// The layout's position among the file's layouts.
    var index: Int
    /// Its root view, as reports name it (`UIView 'Settings' (id)`).
    var root: String
    var views: Int
    var constraints: Int
    /// The base analysis and the rules' checks, in seconds.
    var analysisSeconds: Double
    /// The confidence assessment, variations included, in seconds (0 without findings).
    var assessmentSeconds: Double
    /// The variations the assessment analysed, in the order they ran.
    var variations: [AssessmentTimes.Entry]

    var totalSeconds: Double { analysisSeconds + assessmentSeconds }
}

/// Where one file's time went.
struct FileTimings: Sendable {
    /// Reading and parsing the file into layouts, in seconds.
    var readSeconds: Double
    /// The layouts, in the file's order.
    var layouts: [LayoutTimings]
    /// The whole file, from reading to its sorted findings, in seconds.
    var totalSeconds: Double
}

/// The timings of one `lint --benchmark` run: one recorder per file linted, in the run's
/// order, so that a file named twice is timed twice. Bound as `current` while the files are
/// linted, as the solver's `Deadline` is.
final class LintTimingLog: @unchecked Sendable {
    @TaskLocal static var current: LintTimingLog?

    /// Each job's file and its recorder, set by `LintCommand.lintAll` before any is linted.
    private(set) var files: [(file: String, recorder: FileTimingRecorder)] = []

    init() {}

    /// A recorder for each of `files`, the run's jobs in order.
    func start(_ files: [String]) -> [FileTimingRecorder] {
        self.files = files.map { ($0, FileTimingRecorder()) }
        return self.files.map(\.recorder)
    }
}

/// Where one job's timings go. Bound as `current` in the worker that lints the job, which
/// alone writes it; it is read once the workers are done.
final class FileTimingRecorder: @unchecked Sendable {
    @TaskLocal static var current: FileTimingRecorder?

    /// The file's timings, or nil when it was not analysed (its outcome came from the cache).
    var timings: FileTimings?
}

/// A stopwatch for one layout, filled by `LayoutFindings.findings`.
final class LayoutStopwatch {
    var analysis: Duration = .zero
    var assessment: Duration = .zero
    let variations = AssessmentTimes()

    /// The timings of `graph`, the layout at `index`.
    func timings(of graph: LayoutGraph, at index: Int) -> LayoutTimings {
        let root = graph.items.first { $0.parent == nil && $0.isView }?.displayName ?? "(no view)"
        return LayoutTimings(index: index, root: root, views: graph.items.count { $0.isView }, constraints: graph.constraints.count,
                             analysisSeconds: analysis.seconds, assessmentSeconds: assessment.seconds,
                             variations: variations.entries)
    }
}
