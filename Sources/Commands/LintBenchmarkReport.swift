/// The text `lint --benchmark` writes: where a run's time went, by file, by layout and by
/// confidence variation, slowest first, in wall-clock milliseconds. Tab-separated columns
/// under a `## ` heading per table, so that it reads in a terminal (`column -t -s $'\t'`)
/// and a script splits it without a parser; `#` lines are comments.
///
/// Unlike every other output of layoutlint these are measurements, not facts of the input:
/// they differ from run to run. The order of equal times is fixed (file, then layout).
enum LintBenchmarkReport {
    /// The report for a run over `files` (in the run's order), with each file's timings or
    /// nil when its outcome came from the cache, that took `runSeconds` from reading the
    /// arguments to the finished report.
    static func text(files: [(file: String, timings: FileTimings?)], runSeconds: Double) -> String {
        var lines = [
            "# layoutlint lint --benchmark: where the time went, in wall-clock milliseconds; they vary from run to run.",
            "# A file's layouts are analysed on every core at once, so they can add up to more than the file.",
            "# run: \(files.count) file\(files.count == 1 ? "" : "s") in \(milliseconds(runSeconds)) ms "
                + "(from reading the arguments to the finished report; process start-up and exit not included)",
            "",
            "## files",
            "milliseconds\tread\tlayouts\tanalysis\tassessment\tfile",
        ]
        let timed = files.compactMap { entry in entry.timings.map { (file: entry.file, timings: $0) } }
        for (file, timings) in sortedBySlowest(timed, seconds: \.timings.totalSeconds) {
            lines.append([milliseconds(timings.totalSeconds), milliseconds(timings.readSeconds), String(timings.layouts.count),
                          milliseconds(timings.layouts.reduce(0) { $0 + $1.analysisSeconds }),
                          milliseconds(timings.layouts.reduce(0) { $0 + $1.assessmentSeconds }),
                          clean(file)].joined(separator: "\t"))
        }
        for entry in files where entry.timings == nil {
            lines.append(["cached", "-", "-", "-", "-", clean(entry.file)].joined(separator: "\t"))
        }
        lines += ["", "## layouts",
                  "milliseconds\tanalysis\tassessment\tviews\tconstraints\tfile\tlayout\troot\tvariations"]
        let layouts = timed.flatMap { entry in entry.timings.layouts.map { (file: entry.file, layout: $0) } }
        for entry in sortedBySlowest(layouts, seconds: \.layout.totalSeconds) {
            let layout = entry.layout
            let variations = layout.variations.map { "\($0.variation):\($0.kind):\(milliseconds($0.seconds))" }
            lines.append([milliseconds(layout.totalSeconds), milliseconds(layout.analysisSeconds),
                          milliseconds(layout.assessmentSeconds), String(layout.views), String(layout.constraints),
                          clean(entry.file), String(layout.index + 1), clean(layout.root),
                          variations.isEmpty ? "-" : variations.joined(separator: " ")].joined(separator: "\t"))
        }
        lines += ["", "## variations", "milliseconds\truns\tvariation\tkind"]
        var totals: [String: (seconds: Double, runs: Int, variation: String, kind: String)] = [:]
        for entry in layouts.flatMap(\.layout.variations) {
            let key = entry.variation + "\t" + entry.kind
            var total = totals[key] ?? (0, 0, entry.variation, entry.kind)
            total.seconds += entry.seconds
            total.runs += 1
            totals[key] = total
        }
        // Sorted by time, then name: the dictionary's own order never reaches the text.
        let ordered = totals.values.sorted { ($1.seconds, $0.variation, $0.kind) < ($0.seconds, $1.variation, $1.kind) }
        for total in ordered {
            lines.append([milliseconds(total.seconds), String(total.runs), total.variation, total.kind].joined(separator: "\t"))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `items` slowest first; equal times keep the items' order (files, then layouts).
    static func sortedBySlowest<Item>(_ items: [Item], seconds: (Item) -> Double) -> [Item] {
        items.enumerated().sorted { (seconds($1.element), $0.offset) < (seconds($0.element), $1.offset) }.map(\.element)
    }

    /// `seconds` in milliseconds with two decimals (`20.51`, `0.07`).
    static func milliseconds(_ seconds: Double) -> String {
        guard seconds.isFinite, seconds > 0 else { return "0.00" }
        let hundredths = Int64(min((seconds * 100_000).rounded(), 9e15))
        let fraction = hundredths % 100
        return "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
    }

    /// `text` with tabs and line breaks as spaces: a file name or a view's name may hold
    /// them, and they would split a row.
    static func clean(_ text: String) -> String {
        String(text.map { $0 == "\t" || $0.isNewline ? " " : $0 })
    }
}
