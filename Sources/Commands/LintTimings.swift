import Dispatch
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
    var file: String
    /// Reading and parsing the file into layouts, in seconds.
    var readSeconds: Double
    /// The layouts, in the file's order.
    var layouts: [LayoutTimings]
    /// The whole file, from reading to its sorted findings, in seconds.
    var totalSeconds: Double
}

/// The timings of one `lint --benchmark` run, written by the workers as each file is done.
/// Bound as `current` while the files are linted, as the solver's `Deadline` is: what lints
/// a file (through the cache or not) records into it without being handed it.
final class LintTimingLog: @unchecked Sendable {
    @TaskLocal static var current: LintTimingLog?

    private var files: [String: FileTimings] = [:]
    /// The files the run lints, in its order (set before any is linted).
    var jobFiles: [String] = []
    /// A serial queue as the lock, as `ResultSlots` has it.
    private let lock = DispatchQueue(label: "layoutlint.lint.timings")

    init() {}

    func record(_ timings: FileTimings) {
        lock.sync { files[timings.file] = timings }
    }

    /// Files the timings of `old` under `new` (a staged copy's under the file it stands for).
    func rename(_ old: String, to new: String) {
        lock.sync {
            guard var timings = files.removeValue(forKey: old) else { return }
            timings.file = new
            files[new] = timings
        }
    }

    /// The timings of `file`, or nil when it was not analysed (its outcome came from the cache).
    func timings(of file: String) -> FileTimings? {
        lock.sync { files[file] }
    }
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
