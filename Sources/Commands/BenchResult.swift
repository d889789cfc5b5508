import Cassowary
import JSONSupport
import Readers

/// The result line `bench/compare.py` reads: best-of-3 in-process timings, checksum of all
/// final values, and the first rejected constraint (`bench/FORMAT.md`, "Result line").
struct BenchResult {
    var name: String
    var constraintCount: Int
    var best: SystemRun
    var secondsAdd: Double
    var secondsUpdate: Double
    var secondsEdits: Double

    /// Solves `system` three times, each on a fresh solver, keeping the fastest phases.
    static func measure(_ system: ConstraintSystem, runs: Int = 3) throws(SolverError) -> BenchResult {
        var best = try SystemRun.run(system)
        var add = best.secondsAdd, update = best.secondsUpdate, edits = best.secondsEdits
        for _ in 1..<max(runs, 1) {
            let run = try SystemRun.run(system)
            if run.secondsAdd + run.secondsUpdate + run.secondsEdits < add + update + edits { best = run }
            add = min(add, run.secondsAdd)
            update = min(update, run.secondsUpdate)
            edits = min(edits, run.secondsEdits)
        }
        return BenchResult(name: system.name, constraintCount: system.constraints.count, best: best,
                           secondsAdd: add, secondsUpdate: update, secondsEdits: edits)
    }

    /// The one-line JSON object.
    var line: String {
        let checksum = best.values.reduce(0, +)
        let staticChecksum = best.staticValues.reduce(0, +)
        let document = JSONValue.object([
            "name": .string(name),
            "n_constraints": .number(constraintCount),
            "seconds_add": .number(secondsAdd),
            "seconds_update": .number(secondsUpdate),
            "seconds_edits": .number(secondsEdits),
            "seconds_total": .number(secondsAdd + secondsUpdate + secondsEdits),
            "checksum": .number(SolveReport.rounded(checksum)),
            "checksum_static": .number(SolveReport.rounded(staticChecksum)),
            "first5": .list(best.values.prefix(5).map { .number(SolveReport.rounded($0)) }),
            "unsatisfiable": .bool(!best.rejected.isEmpty),
            "rejected_index": best.rejected.first.map { JSONValue.number($0) } ?? .null,
        ])
        return JSONWriter.string(document)
    }
}
