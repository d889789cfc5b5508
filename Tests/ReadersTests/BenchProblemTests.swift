import Foundation
import Testing
import Readers

/// The shared benchmark generator, when this checkout has it next to the package
/// (`<package>/../shared/bench/gen.py`) and python3 is on the PATH.
enum BenchGenerator {
    static let script = Fixtures.packageRoot.deletingLastPathComponent()
        .appendingPathComponent("shared/bench/gen.py")

    static let python: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":")
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent("python3") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    static var isAvailable: Bool {
        python != nil && FileManager.default.fileExists(atPath: script.path)
    }

    /// Runs gen.py with `arguments` and returns its standard output.
    static func run(_ arguments: [String]) throws -> String {
        guard let python else { return "" }
        let process = Process()
        process.executableURL = python
        process.arguments = [script.path] + arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "gen.py \(arguments) failed")
        return String(decoding: data, as: UTF8.self)
    }

    /// `name → (constraints, variables)` from `gen.py --list` lines such as
    /// `grid-100                     n=102    vars=84`.
    static func listedCounts() throws -> [String: (constraints: Int, variables: Int)] {
        var counts: [String: (constraints: Int, variables: Int)] = [:]
        for line in try run(["--list"]).split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count >= 3,
                  let constraints = fields.first(where: { $0.hasPrefix("n=") }).flatMap({ Int($0.dropFirst(2)) }),
                  let variables = fields.first(where: { $0.hasPrefix("vars=") }).flatMap({ Int($0.dropFirst(5)) })
            else { continue }
            counts[String(fields[0])] = (constraints, variables)
        }
        return counts
    }
}

@Suite("Every problem the shared generator writes reads back with the listed counts")
struct BenchProblemTests {
    @Test("gen.py problems: counts match --list, annotations and edits are read",
          .enabled(if: BenchGenerator.isAvailable, "needs python3 and ../shared/bench/gen.py"))
    func readsEveryGeneratedProblem() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("layoutlint-readers-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }

        let listed = try BenchGenerator.listedCounts()
        _ = try BenchGenerator.run(["--out", directory.path])
        let files = try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }
        #expect(!listed.isEmpty)
        #expect(files.count == listed.count)

        let clock = ContinuousClock()
        var slowest = (name: "", seconds: 0.0)
        for file in files {
            let start = clock.now
            let system = try ConstraintSystemReader.read(contentsOf: file)
            let elapsed = clock.now - start
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
            if seconds > slowest.seconds { slowest = (system.name, seconds) }

            #expect(file.deletingPathExtension().lastPathComponent == system.name)
            let counts = listed[system.name]
            #expect(system.constraints.count == counts?.constraints, "\(system.name)")
            #expect(system.variables.count == counts?.variables, "\(system.name)")
            if system.name.hasPrefix("unsat-") {
                guard case .unsatisfiable(let rejected?)? = system.expectation else {
                    Issue.record("\(system.name): expected an unsatisfiable annotation")
                    continue
                }
                #expect(system.constraints[rejected].strength == .required)
            }
            if system.name.hasPrefix("edit-drag") {
                #expect(system.edits.count == 1)
                #expect(system.edits.first?.values.isEmpty == false)
            }
        }
        print("Readers: slowest bench problem to read: \(slowest.name) in \(String(format: "%.4f", slowest.seconds)) s")
        #if !DEBUG
        #expect(slowest.seconds < 1)
        #endif
    }
}
