import Foundation
import Testing

/// The executable's modules use only FoundationEssentials on Linux: loading the rest of
/// Foundation (ICU and its data) and FoundationXML (libxml2) was half of layoutlint's
/// start-up, which a pre-commit hook or an editor pays on every file (BENCHMARKS.md, "Start-up
/// without the rest of Foundation"). Foundation proper is imported only where
/// FoundationEssentials cannot be (Apple's platforms, where it is the system's).
@Suite("The executable's modules import FoundationEssentials, never the rest of Foundation, on Linux")
struct FoundationEssentialsTests {
    /// Every `import Foundation…` line of the executable's modules that is not in the `#else`
    /// branch of an `#if` chain with a `canImport(FoundationEssentials)` condition.
    static func unguardedImports(in source: String, file: String) -> [String] {
        var problems: [String] = []
        // For each open #if: whether one of its conditions so far is canImport(FoundationEssentials).
        var chains: [Bool] = []
        var inElseOfGuard = false
        for (number, raw) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("#if ") {
                chains.append(line.contains("canImport(FoundationEssentials)"))
                inElseOfGuard = false
            } else if line.hasPrefix("#elseif "), !chains.isEmpty {
                chains[chains.count - 1] = chains[chains.count - 1] || line.contains("canImport(FoundationEssentials)")
                inElseOfGuard = false
            } else if line.hasPrefix("#else") {
                inElseOfGuard = chains.last == true
            } else if line.hasPrefix("#endif") {
                _ = chains.popLast()
                inElseOfGuard = false
            } else if line.hasPrefix("import Foundation") || line.hasPrefix("@testable import Foundation") {
                let module = line.split(separator: " ").last.map(String.init) ?? ""
                if module == "FoundationEssentials" { continue }
                if module == "Foundation" && inElseOfGuard { continue }
                problems.append("\(file):\(number + 1): `\(line)`")
            }
        }
        return problems
    }

    @Test("no file of Sources/ imports Foundation or FoundationXML outside the FoundationEssentials guard")
    func sourcesUseEssentialsOnly() throws {
        var problems: [String] = []
        for module in try PackageTree.modules() where PackageTree.customPaths[module] == nil {
            for file in PackageTree.swiftFiles(of: module) {
                let text = try String(contentsOf: PackageTree.root.appendingPathComponent(file), encoding: .utf8)
                problems += Self.unguardedImports(in: text, file: file)
            }
        }
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test("the check itself: a bare import, FoundationXML, and an import in the wrong branch are found")
    func checkFindsUnguardedImports() {
        let guarded = "#if canImport(FoundationEssentials)\nimport FoundationEssentials\n#else\nimport Foundation\n#endif\n"
        #expect(Self.unguardedImports(in: guarded, file: "A.swift").isEmpty)
        let chain = "#if canImport(Glibc)\nimport Glibc\nimport FoundationEssentials\n#elseif canImport(FoundationEssentials)\nimport FoundationEssentials\nimport Darwin\n#else\nimport Foundation\n#endif\n"
        #expect(Self.unguardedImports(in: chain, file: "E.swift").isEmpty)
        #expect(Self.unguardedImports(in: "import Foundation\n", file: "B.swift") == ["B.swift:1: `import Foundation`"])
        #expect(Self.unguardedImports(in: "#if canImport(FoundationXML)\nimport FoundationXML\n#endif\n", file: "C.swift")
                    == ["C.swift:2: `import FoundationXML`"])
        #expect(Self.unguardedImports(in: "#if os(Linux)\nimport Glibc\n#else\nimport Foundation\n#endif\n", file: "D.swift")
                    == ["D.swift:4: `import Foundation`"])
    }
}
