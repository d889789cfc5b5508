import ArgumentKit
@testable import Commands
import Foundation
import Rules
import Testing

/// `lint --benchmark FILE` writes where a run's time went, and changes nothing else.
@Suite("lint --benchmark")
struct LintBenchmarkTests {
    /// `Fixtures/<relative>` from the package root.
    static func fixture(_ relative: String) -> String {
        Fixture.packageRoot.appendingPathComponent("Fixtures/" + relative).path
    }

    /// An iOS xib whose one layout's findings are varied six ways, and a storyboard of four
    /// layouts (the file's layouts analysed in parallel).
    static let varied = fixture("ReadersTests/IB/readsIB-ios-xib-modern.xib")
    static let storyboard = fixture("ReadersTests/IB/readsIB-ios-legacy.storyboard")

    /// The rows under `## heading`, split at tabs, without the column names.
    static func table(_ heading: String, in report: String) -> [[String]] {
        let lines = report.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(of: "## " + heading) else { return [] }
        return lines[(start + 2)...].prefix { !$0.isEmpty }.map { $0.components(separatedBy: "\t") }
    }

    @Test("standard output, standard error and the exit code are those of a run without it")
    func changesNothingElse() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        for reporter in ["json", "text"] {
            let plain = layoutlint("lint", "--reporter", reporter, Self.varied, Self.storyboard)
            let timed = layoutlint("lint", "--reporter", reporter, "--benchmark", workspace.path("times.tsv"), Self.varied, Self.storyboard)
            #expect(timed.standardOutput == plain.standardOutput)
            #expect(timed.standardError == plain.standardError)
            #expect(timed.exitCode == plain.exitCode)
        }
    }

    @Test("a row per file and per layout, slowest first, with the variations each layout's findings were analysed under")
    func tablesOfFilesLayoutsAndVariations() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let output = layoutlint("lint", "--benchmark", workspace.path("times.tsv"), Self.varied, Self.storyboard)
        #expect(output.exitCode != .usageError)
        let report = try workspace.read("times.tsv")
        #expect(report.hasPrefix("# layoutlint lint --benchmark:"))
        #expect(report.contains("# run: 2 files in "))
        let files = Self.table("files", in: report)
        #expect(Set(files.compactMap(\.last)) == [Self.varied, Self.storyboard])
        #expect(files.allSatisfy { $0.count == 6 })
        #expect(files.first { $0.last == Self.storyboard }?[2] == "4")
        let totals = files.compactMap { Double($0[0]) }
        #expect(totals.count == 2 && totals == totals.sorted(by: >))

        let layouts = Self.table("layouts", in: report)
        #expect(layouts.count == 5)
        #expect(layouts.allSatisfy { $0.count == 9 })
        let layoutTotals = layouts.compactMap { Double($0[0]) }
        #expect(layoutTotals == layoutTotals.sorted(by: >))
        // Each layout's time is its analysis and its assessment.
        for row in layouts {
            let (total, analysis, assessment) = (Double(row[0]) ?? -1, Double(row[1]) ?? -1, Double(row[2]) ?? -1)
            #expect(abs(total - (analysis + assessment)) <= 0.011, "\(row)")
        }
        let profile = try #require(layouts.first { $0[7] == "UIView 'Profile' (Rt0-pV-w01)" })
        #expect(profile[3] == "10" && profile[4] == "29" && profile[5] == Self.varied && profile[6] == "1")
        let variations = profile[8].split(separator: " ").map { $0.split(separator: ":").map(String.init) }
        #expect(variations.map { $0.prefix(2) } == [["systemInsets", "solve"], ["controlMetrics", "solve"], ["noControlInsets", "solve"],
                                                    ["estimatedSizes", "solve"], ["smallerEstimatedSizes", "solve"],
                                                    ["heldEstimatedSizes", "solve"]])
        // The storyboard's layouts are numbered in the file's order, whatever order they took.
        #expect(layouts.filter { $0[5] == Self.storyboard }.map { $0[6] }.sorted() == ["1", "2", "3", "4"])

        let byVariation = Self.table("variations", in: report)
        #expect(Set(byVariation.map { $0[2] }) == ["systemInsets", "controlMetrics", "noControlInsets", "estimatedSizes",
                                                   "smallerEstimatedSizes", "heldEstimatedSizes"])
        #expect(byVariation.first { $0[2] == "systemInsets" }?[1] == "2")
    }

    @Test("'-' appends the report to standard error")
    func toStandardError() {
        let plain = layoutlint("lint", "--reporter", "json", Self.varied)
        let timed = layoutlint("lint", "--reporter", "json", "--benchmark", "-", Self.varied)
        #expect(timed.standardOutput == plain.standardOutput)
        #expect(timed.standardError.hasPrefix(plain.standardError + "# layoutlint lint --benchmark:"))
    }

    @Test("a file whose outcome came from the cache is listed as cached, not timed")
    func cachedFiles() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        _ = layoutlint("lint", "--cache-path", workspace.path("cache"), Self.varied)
        _ = layoutlint("lint", "--cache-path", workspace.path("cache"), "--benchmark", workspace.path("times.tsv"), Self.varied, Self.storyboard)
        let files = Self.table("files", in: try workspace.read("times.tsv"))
        #expect(files.first { $0.last == Self.varied } == ["cached", "-", "-", "-", "-", Self.varied])
        #expect(Double(files.first { $0.last == Self.storyboard }?[0] ?? "") != nil)
    }

    @Test("a file named twice is linted twice, and each run of it gets its own timings")
    func fileNamedTwice() {
        let log = LintTimingLog()
        let jobs = [LintJob(file: Self.storyboard), LintJob(file: Self.storyboard)]
        _ = LintTimingLog.$current.withValue(log) { LintCommand.lintAll(jobs) }
        #expect(log.files.map(\.file) == [Self.storyboard, Self.storyboard])
        #expect(log.files[0].recorder !== log.files[1].recorder)
        #expect(log.files.allSatisfy { $0.recorder.timings?.layouts.count == 4 })
    }

    @Test("a file that cannot be read is timed too, with no layouts")
    func unreadableFile() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let broken = try workspace.write("Broken.xib", "<document><objects><view id=\"a\"")
        let output = layoutlint("lint", "--benchmark", workspace.path("times.tsv"), broken)
        #expect(output.exitCode == .inputUnreadable)
        let files = Self.table("files", in: try workspace.read("times.tsv"))
        #expect(files.count == 1 && files.first?[2] == "0" && files.first?.last == broken)
        #expect(Self.table("layouts", in: try workspace.read("times.tsv")).isEmpty)
    }

    @Test("a report that cannot be written is an error naming it; the findings are still printed")
    func unwritableReport() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let target = workspace.path("missing/folder/times.tsv")
        let plain = layoutlint("lint", Self.storyboard)
        let output = layoutlint("lint", "--benchmark", target, Self.storyboard)
        #expect(output.standardOutput == plain.standardOutput)
        #expect(output.standardError.hasPrefix(plain.standardError + "\(target): error: cannot write the benchmark: "))
        #expect(output.exitCode == (plain.exitCode == .success ? .failure : plain.exitCode))
    }

    @Test("an empty file name is a usage error, and nothing is linted")
    func emptyFileName() {
        let output = layoutlint("lint", "--benchmark", "", Self.storyboard)
        #expect(output.exitCode == .usageError)
        #expect(output.standardOutput.isEmpty)
        #expect(output.standardError.hasPrefix("Error: --benchmark needs a file to write (or '-' for standard error)\n"))
    }

    @Test("milliseconds with two decimals; tabs and line breaks in names never split a row")
    func formatting() {
        #expect(LintBenchmarkReport.milliseconds(0.020_514) == "20.51")
        #expect(LintBenchmarkReport.milliseconds(0.000_07) == "0.07")
        #expect(LintBenchmarkReport.milliseconds(1.5) == "1500.00")
        #expect(LintBenchmarkReport.milliseconds(0) == "0.00")
        #expect(LintBenchmarkReport.milliseconds(-1) == "0.00")
        #expect(LintBenchmarkReport.milliseconds(.nan) == "0.00")
        #expect(LintBenchmarkReport.clean("a\tb\nc") == "a b c")
        let layout = LayoutTimings(index: 0, root: "UIView 'Two\tWords' (x)", views: 1, constraints: 2, analysisSeconds: 0.001,
                                   assessmentSeconds: 0, variations: [])
        let report = LintBenchmarkReport.text(files: [(file: "a\nb.xib", timings: FileTimings(
            readSeconds: 0.001, layouts: [layout], totalSeconds: 0.002))], runSeconds: 0.003)
        #expect(Self.table("files", in: report) == [["2.00", "1.00", "1", "1.00", "0.00", "a b.xib"]])
        #expect(Self.table("layouts", in: report) == [["1.00", "1.00", "0.00", "1", "2", "a b.xib", "1", "UIView 'Two Words' (x)", "-"]])
    }

    @Test("equal times keep the files' order, and the variation totals never follow a dictionary's order")
    func stableOrder() {
        func file(_ name: String, _ variations: [AssessmentTimes.Entry]) -> (file: String, timings: FileTimings?) {
            let layout = LayoutTimings(index: 0, root: "r", views: 1, constraints: 1, analysisSeconds: 0.001, assessmentSeconds: 0.001,
                                       variations: variations)
            return (name, FileTimings(readSeconds: 0, layouts: [layout], totalSeconds: 0.002))
        }
        let entries = [AssessmentTimes.Entry(variation: "b", kind: "solve", seconds: 0.001),
                       AssessmentTimes.Entry(variation: "a", kind: "solve", seconds: 0.001),
                       AssessmentTimes.Entry(variation: "c", kind: "redundancy", seconds: 0.002)]
        let report = LintBenchmarkReport.text(files: [file("z.xib", entries), file("y.xib", [])], runSeconds: 0.01)
        #expect(Self.table("files", in: report).map { $0.last } == ["z.xib", "y.xib"])
        #expect(Self.table("variations", in: report) == [["2.00", "1", "c", "redundancy"], ["1.00", "1", "a", "solve"],
                                                         ["1.00", "1", "b", "solve"]])
    }
}
