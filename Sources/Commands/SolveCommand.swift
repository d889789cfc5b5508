import Analysis
import ArgumentKit
import Cassowary
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import JSONSupport
import LayoutModel
import Readers

/// `layoutlint solve`: solves a constraint system and prints every variable's value.
enum SolveCommand {
    /// The command's declaration: arguments, options and help text.
    static let spec = CommandSpec(
        name: "solve",
        abstract: "Solve a layout dump or constraint system and print the result.",
        discussion: """
            FILE is an Interface Builder file (.xib, .storyboard; every scene and \
            top-level view is solved on its own, in the size classes of the document's device, and \
            Xcode's ambiguous/misplaced markers are shown; frames are at whole pixels, as \
            Xcode stores them: whole points on the Mac, the device's pixels on iOS; with --format json each view \
            also lists the variables that layoutlint's ambiguity analysis finds free; views that a size-class \
            variation leaves out of that configuration are listed as not laid out, with the reason, and in JSON \
            as "modelled": false), a layout dump (JSON with \
            "format": "layoutlint-dump"; see docs/dump-format.md) or a constraint system in the neutral JSON format \
            (variables, and constraints 'terms + constant (==|<=|>=) 0' with a strength). \
            For a dump, every constraint UIKit adds on its own (content size, autoresizing \
            masks, stack views, cell and layout-guide constraints, width and height >= 0) is \
            added, the system is solved, and each view's frame is printed in its superview's \
            coordinates, as the platform's own 'frame' (with the stored frame when they \
            differ by 0.5 pt or more). Optional \
            priorities are strict levels, as in UIKit: no amount of error at a lower \
            priority is traded for error at a higher one. A required constraint that \
            contradicts the ones before it is reported and skipped. With --bench, a \
            constraint system is solved three times and one JSON line with the timings and a \
            checksum is printed, as the kiwi comparison harness expects; an Interface \
            Builder file or a layout dump is read five times from memory (parsed and \
            turned into layouts, nothing solved) and one JSON line gives the best time \
            and the throughput in MB/s.
            """,
        arguments: [ArgumentSpec(name: "file", help: "The layout dump or constraint-system JSON file.")],
        options: [OptionSpec(name: "format", help: "The output format.",
                             allowedValues: ["text", "json"], defaultValue: "text")],
        flags: [FlagSpec(name: "bench", help: "Print one JSON line with timings instead: solving a constraint system (best of 3), reading an Interface Builder file or dump (best of 5).")]
    )

    /// Runs the command; never throws — every failure becomes output and an exit code.
    static func run(_ command: ParsedCommand) -> CommandOutput {
        guard let path = command.positional(of: "file") else {
            return command.validationError("Missing expected argument '<file>'").output
        }
        let system: ConstraintSystem
        do {
            switch try SolverInput.read(URL(fileURLWithPath: path)) {
            case .constraintSystem(let read): system = read
            case .layoutDump(let dump): return solveDump(dump, command, file: path)
            case .interfaceBuilder(let document): return solveInterfaceBuilder(document, command)
            }
        } catch {
            return CommandOutput(standardError: "\(error)\n", exitCode: .inputUnreadable)
        }
        do {
            if command.flag("bench") {
                let result = try BenchResult.measure(system)
                if let overflow = overflow(in: result.best.values, of: system, file: path) { return overflow }
                return CommandOutput(standardOutput: result.line + "\n", exitCode: .success)
            }
            let run = try SystemRun.run(system)
            if let overflow = overflow(in: run.values, of: system, file: path) { return overflow }
            let text = command.value(of: "format") == "json"
                ? SolveReport.json(system, run, file: path)
                : SolveReport.text(system, run, file: path)
            return CommandOutput(standardOutput: text, exitCode: run.rejected.isEmpty ? .success : .failure)
        } catch {
            return CommandOutput(standardError: "\(path): error: solver failed: \(error)\n", exitCode: .failure)
        }
    }

    /// Solves every layout of an Interface Builder file and prints its frames.
    private static func solveInterfaceBuilder(_ document: InterfaceBuilderDocument, _ command: ParsedCommand) -> CommandOutput {
        if command.flag("bench") { return benchReading(document.file) }
        var solved: [IBSolveReport.Solved] = []
        var errors = (document.notes + document.problems.map(\.description)).map { $0 + "\n" }.joined()
        let json = command.value(of: "format") == "json"
        for layout in document.layouts {
            let system = RuntimeSystem(layout.graph)
            do {
                var item = IBSolveReport.Solved(layout: layout, system: system, result: try LayoutSolver.solve(system))
                if json { (item.ambiguities, item.scrollContent) = try LayoutAnalysis.ambiguities(in: system) }
                solved.append(item)
            } catch {
                errors += "\(document.file): error: \(layout.name): solver failed: \(error)\n"
            }
        }
        let rejected = solved.flatMap { item in item.result.rejected.map { DumpSolveReport.rejectionLine(item.system, $0, file: document.file) } }
        // A layout that could not be read is an unreadable input, as a whole file would be.
        let exitCode: ExitCode = !document.problems.isEmpty ? .inputUnreadable
            : rejected.isEmpty && !errors.contains(": error: ") ? .success : .failure
        if json {
            return CommandOutput(standardOutput: IBSolveReport.json(document, solved),
                                 standardError: errors + rejected.map { $0 + "\n" }.joined(), exitCode: exitCode)
        }
        return CommandOutput(standardOutput: IBSolveReport.text(document, solved), standardError: errors, exitCode: exitCode)
    }

    /// `--bench` on an Interface Builder file or a layout dump: the reading bench line.
    private static func benchReading(_ file: String) -> CommandOutput {
        let result: Result<String, ReaderError>
        do {
            let data = try InputFile.read(URL(fileURLWithPath: file), as: file)
            result = ReadBench.line(data: data, file: file)
        } catch {
            result = .failure(error)
        }
        switch result {
        case .success(let line): return CommandOutput(standardOutput: line + "\n", exitCode: .success)
        case .failure(let error): return CommandOutput(standardError: "\(error)\n", exitCode: .inputUnreadable)
        }
    }

    /// Solves a layout dump and prints its frames.
    private static func solveDump(_ dump: LayoutDump, _ command: ParsedCommand, file: String) -> CommandOutput {
        if command.flag("bench") { return benchReading(file) }
        let system = RuntimeSystem(dump.graph)
        let layout: SolvedLayout
        do {
            layout = try LayoutSolver.solve(system)
        } catch {
            return CommandOutput(standardError: "\(file): error: solver failed: \(error)\n", exitCode: .failure)
        }
        if let bad = layout.rootFrames.firstIndex(where: { ![$0.x, $0.y, $0.width, $0.height].allSatisfy(\.isFinite) }) {
            return CommandOutput(standardError: "\(file): error: the frame of '\(system.graph.items[bad].id)' is not finite: the dump's numbers are too large to solve in double precision\n",
                                 exitCode: .failure)
        }
        let exitCode: ExitCode = layout.rejected.isEmpty ? .success : .failure
        if command.value(of: "format") == "json" {
            let errors = layout.rejected.map { DumpSolveReport.rejectionLine(system, $0, file: file) + "\n" }.joined()
            return CommandOutput(standardOutput: DumpSolveReport.json(system, layout, file: file), standardError: errors,
                                 exitCode: exitCode)
        }
        return CommandOutput(standardOutput: DumpSolveReport.text(system, layout, file: file), exitCode: exitCode)
    }

    /// The error to report when a solved value is not finite (the system's numbers are too
    /// large for double precision), naming the first such variable; nil when all are finite.
    private static func overflow(in values: [Double], of system: ConstraintSystem, file: String) -> CommandOutput? {
        guard let bad = values.firstIndex(where: { !$0.isFinite }) else { return nil }
        return CommandOutput(standardError: "\(file): error: the value of '\(system.variables[bad])' is not a finite number: the system's coefficients or constants are too large to solve in double precision\n",
                             exitCode: .failure)
    }
}
