import ArgumentKit
#if canImport(Glibc)
import Glibc
import FoundationEssentials
#elseif canImport(FoundationEssentials)
import FoundationEssentials
import Darwin
#else
import Foundation
#endif
import Reporters

/// What each libFuzzer target in Fuzz/ runs (scripts/fuzz.sh), and what the regression
/// suite replays for every input in Fixtures/Fuzz/<target>/: the command a user would run on
/// the input, in process, so a fuzzed input goes through the reader *and* the analysis,
/// rules and reporters behind it. The input is written to a file in `folder` first, as
/// `lint` and `solve` read files by path (and decide the reader by the file's name).
enum FuzzEntryPoint: String, CaseIterable, Sendable {
    /// An Interface Builder file: `lint` (one reporter, chosen by the input) and `solve`.
    case interfaceBuilder = "ib"
    /// A layout dump: `lint` and `solve`.
    case layoutDump = "dump"
    /// A constraint system in the neutral JSON format: `solve`, as text or JSON.
    case constraintSystem = "system"
    /// Console text: `explain`, as text, JSON or HTML.
    case consoleLog = "log"
    /// A `.layoutlint.json`: `lint` of a folder that holds it and a small dump with findings.
    case configuration = "config"
    /// A visual format string (`H:|-(8)-[UILabel:0x…]`): `explain` of a conflict that lists it.
    case visualFormat = "vfl"
    /// Swift or Objective-C source (chosen by the input): `lint` (one reporter) and `sources`.
    case source = "source"

    /// Runs the input through this target's commands; every output is returned (the
    /// regression suite checks each is a clean result or a located error).
    func run(_ data: Data, in folder: URL) -> [CommandOutput] {
        // A choice derived from the input, so that every reporter and format is reached
        // and a saved crash replays the same way.
        let pick = data.reduce(0) { ($0 &* 31 &+ Int($1)) & 0xFFFF }
        switch self {
        case .interfaceBuilder:
            let isStoryboard = data.firstRange(of: Array("<scenes".utf8)) != nil || pick % 2 == 0
            let file = Self.write(data, to: folder, name: isStoryboard ? "fuzz.storyboard" : "fuzz.xib")
            return Self.lintAndSolve(file, pick: pick, in: folder)
        case .layoutDump:
            return Self.lintAndSolve(Self.write(data, to: folder, name: "fuzz.json"), pick: pick, in: folder)
        case .constraintSystem:
            let file = Self.write(data, to: folder, name: "fuzz.json")
            return [Layoutlint.main(["solve", "--format", pick % 2 == 0 ? "json" : "text", file])]
        case .consoleLog:
            return [Self.explain(data, pick: pick)]
        case .configuration:
            let project = folder.appendingPathComponent("project").path
            try? FileManager.default.createDirectory(atPath: project, withIntermediateDirectories: true)
            _ = Self.write(Data(Self.configurationDump.utf8), to: URL(fileURLWithPath: project), name: "card.json")
            _ = Self.write(data, to: URL(fileURLWithPath: project), name: ".layoutlint.json")
            return [Layoutlint.main(["lint", project])]
        case .visualFormat:
            let text = String(decoding: data, as: UTF8.self)
            return [Self.explain(Data(Self.conflictLog(listing: text).utf8), pick: pick)]
        case .source:
            let isObjectiveC = data.firstRange(of: Array("@implementation".utf8)) != nil || pick % 5 == 0
            let file = Self.write(data, to: folder, name: isObjectiveC ? "Fuzz.m" : "Fuzz.swift")
            let configuration = Self.write(Data(#"{ "version": 1 }"#.utf8), to: folder, name: "empty.layoutlint.json")
            let reporters = LintReporters.names
            return [Layoutlint.main(["lint", "--config", configuration, "--reporter", reporters[pick % reporters.count], file]),
                    Layoutlint.main(["sources", file])]
        }
    }

    /// A fresh folder for a whole fuzzing process, removed when the process exits (libFuzzer
    /// ends a timed run, and a run that found a crash, with `exit`).
    static func processFolder() -> URL {
        let folder = temporaryFolder()
        FuzzFolderRemoval.path = folder.path
        atexit { FuzzFolderRemoval.remove() }
        return folder
    }

    /// A fresh folder for one fuzzing process (or one regression test).
    static func temporaryFolder() -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("layoutlint-fuzz-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    private static func write(_ data: Data, to folder: URL, name: String) -> String {
        let url = folder.appendingPathComponent(name)
        try? data.write(to: url)
        return url.path
    }

    /// `lint` with an empty configuration (the nearest `.layoutlint.json` above a temporary
    /// folder is not the fuzzer's business) and `solve`.
    private static func lintAndSolve(_ file: String, pick: Int, in folder: URL) -> [CommandOutput] {
        let configuration = write(Data(#"{ "version": 1 }"#.utf8), to: folder, name: "empty.layoutlint.json")
        let reporters = LintReporters.names
        let reporter = reporters[pick % reporters.count]
        return [Layoutlint.main(["lint", "--config", configuration, "--reporter", reporter, file]),
                Layoutlint.main(["solve", "--format", pick % 2 == 0 ? "json" : "text", file])]
    }

    private static func explain(_ data: Data, pick: Int) -> CommandOutput {
        let format = ["text", "json", "html"][pick % 3]
        return Layoutlint.main(["explain", "--format", format, "-"], standardInput: { data })
    }

    /// A conflict as UIKit prints it, whose second constraint is `description`.
    static func conflictLog(listing description: String) -> String {
        """
        [LayoutConstraints] Unable to simultaneously satisfy constraints.
        \tProbably at least one of the constraints in the following list is one you don't want.
        (
            "<NSLayoutConstraint:0x600003d1e0a0 UILabel:0x7f8e4a10c2f0.width >= 120   (active)>",
            "<NSLayoutConstraint:0x600003d1e140 \(description)>",
            "<NSAutoresizingMaskLayoutConstraint:0x600003d1e320 h=--& v=--& UIView:0x7f8e4a10b9e0.width == 140   (active)>"
        )

        Will attempt to recover by breaking constraint
        <NSLayoutConstraint:0x600003d1e0a0 UILabel:0x7f8e4a10c2f0.width >= 120   (active)>

        """
    }

    /// The layout the configuration target lints: a conflict and a view without a height,
    /// so rules, severities and suppressions have findings to act on.
    static let configurationDump = """
        {
          "format": "layoutlint-dump", "version": 1, "platform": "ios",
          "views": [
            { "id": "root", "class": "UIView", "frame": [0, 0, 150, 100], "translatesAutoresizingMaskIntoConstraints": true },
            { "id": "card", "class": "UIView", "superview": "root" },
            { "id": "badge", "class": "UIView", "superview": "root" }
          ],
          "constraints": [
            { "id": "A", "firstItem": "card", "firstAttribute": "leading", "secondItem": "root", "secondAttribute": "leading", "constant": 10 },
            { "id": "B", "firstItem": "root", "firstAttribute": "trailing", "secondItem": "card", "secondAttribute": "trailing", "constant": 10 },
            { "id": "C", "firstItem": "card", "firstAttribute": "width", "relation": ">=", "constant": 200, "identifier": "card-min-width" },
            { "id": "D", "firstItem": "card", "firstAttribute": "top", "secondItem": "root", "secondAttribute": "top" },
            { "id": "L", "firstItem": "badge", "firstAttribute": "left", "secondItem": "root", "secondAttribute": "left" },
            { "id": "G", "firstItem": "badge", "firstAttribute": "width", "constant": 20 }
          ]
        }
        """
}

/// The folder `FuzzEntryPoint.processFolder()` made, for its `atexit` handler (a C function
/// pointer captures nothing). Set once, before the fuzzer runs any input.
enum FuzzFolderRemoval {
    nonisolated(unsafe) static var path: String?

    static func remove() {
        guard let path else { return }
        try? FileManager.default.removeItem(atPath: path)
    }
}
