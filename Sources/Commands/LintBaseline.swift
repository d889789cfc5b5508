import ArgumentKit
import Configuration
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Reporters

/// `lint --write-baseline` and `lint --baseline`: recording today's findings, and reporting
/// only the ones that are new.
enum LintBaseline {
    /// The baseline entry of each finding of `outcome`, in order; files are written relative
    /// to `folder` (the baseline file's).
    static func entries(of outcome: LintOutcome, relativeTo folder: String) -> [BaselineEntry] {
        let file = PathText.relative(outcome.result.file, to: folder)
        return zip(outcome.result.findings, outcome.stableIDs).map { finding, ids in
            BaselineEntry(file: file, rule: finding.diagnostic.ruleID, ids: ids, message: finding.diagnostic.message)
        }
    }

    /// Writes every finding of `outcomes` to `path`. Nothing is written when a file, or a
    /// layout in one, could not be read (its findings would be missing from the baseline).
    static func write(_ outcomes: [LintOutcome], failures: [FileResult], to path: String) -> (message: String, exitCode: ExitCode) {
        let unreadable = failures + outcomes.map(\.result).filter(\.hasInputErrors)
        guard unreadable.isEmpty else {
            let lines = unreadable.flatMap(\.inputErrors).map { $0 + "\n" }.joined()
            let count = unreadable.count
            return (lines + "\(path): error: baseline not written: \(count) file\(count == 1 ? "" : "s") could not be read\n",
                    .inputUnreadable)
        }
        let folder = PathText.folder(of: path)
        let baseline = Baseline(outcomes.flatMap { entries(of: $0, relativeTo: folder) })
        do {
            try AtomicFile.write(Data(baseline.text.utf8), to: path)
        } catch {
            return ("\(path): error: cannot write the baseline: \(error.description)\n", .failure)
        }
        let count = baseline.entries.count
        return ("wrote \(count) finding\(count == 1 ? "" : "s") to \(path)\n", .success)
    }

    /// The results of `outcomes` without the findings `baseline` (read from `path`) knows,
    /// and how many were hidden.
    static func filter(_ outcomes: [LintOutcome], by baseline: Baseline, at path: String) -> (results: [FileResult], hidden: Int) {
        var filter = Baseline.Filter(baseline)
        let folder = PathText.folder(of: path)
        var hidden = 0
        let results = outcomes.map { outcome in
            var result = outcome.result
            let entries = entries(of: outcome, relativeTo: folder)
            result.findings = zip(result.findings, entries).compactMap { finding, entry in
                guard filter.absorbs(entry) else { return finding }
                hidden += 1
                return nil
            }
            return result
        }
        return (results, hidden)
    }
}
