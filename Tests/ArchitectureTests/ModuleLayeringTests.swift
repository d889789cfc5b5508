import Foundation
import Testing

/// The package as it is on disk.
enum PackageTree {
    /// The package root: this file is `<root>/Tests/ArchitectureTests/ModuleLayeringTests.swift`.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    static let sources = root.appendingPathComponent("Sources")

    /// Targets that live outside `Sources/` (`path:` in Package.swift), by module name.
    /// `Support/LayoutDump.swift` is the single file apps copy into their debug builds.
    static let customPaths = ["LayoutDumpSupport": "Support"]

    /// The module directories under `Sources/`, plus the modules at custom paths.
    static func modules() throws -> [String] {
        try (FileManager.default.contentsOfDirectory(atPath: sources.path)
            .filter { name in
                var isDirectory: ObjCBool = false
                return !name.hasPrefix(".")
                    && FileManager.default.fileExists(atPath: sources.appendingPathComponent(name).path,
                                                      isDirectory: &isDirectory)
                    && isDirectory.boolValue
            } + customPaths.keys)
            .sorted()
    }

    /// The module's directory relative to the root: `Sources/<module>` or its custom path.
    static func directory(of module: String) -> String {
        customPaths[module] ?? "Sources/\(module)"
    }

    /// Every `.swift` file of a module, at any depth, as paths relative to the root.
    static func swiftFiles(of module: String) -> [String] {
        let directory = directory(of: module)
        guard let walker = FileManager.default.enumerator(atPath: root.appendingPathComponent(directory).path) else { return [] }
        return walker.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
            .map { "\(directory)/\($0)" }
            .sorted()
    }

    static func text(_ relativePath: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(relativePath), encoding: .utf8)
    }
}

@Suite("Modules import only to their left: Spelling, Cassowary → JSONSupport, ArgumentKit → … → layoutlint")
struct ModuleLayeringTests {
    @Test("The layering list: no duplicates, the independent leaves first")
    func orderIsWellFormed() {
        #expect(Set(ModuleLayering.order).count == ModuleLayering.order.count)
        #expect(Array(ModuleLayering.leaves) == ["Spelling", "Cassowary", "LayoutDumpSupport"])
        #expect(ModuleLayering.order.last == "layoutlint")
        #expect(ModuleLayering.platformModules.isDisjoint(with: ModuleLayering.order))
    }

    @Test("Every module under Sources/ has its place in the layering list")
    func everyModuleIsListed() throws {
        let modules = try PackageTree.modules()
        #expect(modules.count >= 6, "found only \(modules) under \(PackageTree.sources.path)")
        let unlisted = modules.filter { !ModuleLayering.order.contains($0) }
        #expect(unlisted.isEmpty, "add \(unlisted) to ModuleLayering.order (Tests/ArchitectureTests/ModuleLayering.swift)")
    }

    @Test("Every import in Sources/<Module>/**/*.swift and Support/*.swift points left (or at a platform module)")
    func sourcesImportOnlyToTheirLeft() throws {
        var violations: [ModuleLayering.Violation] = []
        var importCount = 0
        for module in try PackageTree.modules() {
            let files = PackageTree.swiftFiles(of: module)
            #expect(!files.isEmpty, "Sources/\(module) has no Swift files")
            for file in files {
                let source = try PackageTree.text(file)
                importCount += SwiftImports.scan(source).count
                violations += ModuleLayering.violations(module: module, file: file, source: source)
            }
        }
        #expect(importCount > 0, "no import statements found at all: is the scanner broken?")
        #expect(violations.isEmpty, "\n\(violations.map(\.description).joined(separator: "\n"))")
    }

    @Test("Package.swift: every target's declared dependencies point left")
    func manifestDependenciesPointLeft() throws {
        let targets = PackageManifest.targets(in: try PackageTree.text("Package.swift"))
        #expect(Set(targets.map(\.name)) == Set(try PackageTree.modules()),
                "the targets in Package.swift and the directories in Sources/ differ")
        var violations: [ModuleLayering.Violation] = []
        for target in targets {
            for dependency in target.dependencies {
                if let reason = ModuleLayering.problem(module: target.name, importing: dependency) {
                    violations.append(.init(file: "Package.swift", line: target.line,
                                            statement: "\(target.name) → \(dependency)", reason: reason))
                }
            }
        }
        #expect(violations.isEmpty, "\n\(violations.map(\.description).joined(separator: "\n"))")
    }

    /// SwiftPM lets a module import what it only gets transitively, but other build systems
    /// (and explicit-module builds) do not; an undeclared import also hides an edge of the
    /// layering from Package.swift.
    @Test("Package.swift: every project module a target imports is a declared dependency")
    func importsAreDeclared() throws {
        let declared = Dictionary(PackageManifest.targets(in: try PackageTree.text("Package.swift")).map {
            ($0.name, Set($0.dependencies))
        }, uniquingKeysWith: { first, _ in first })
        var undeclared: [String] = []
        for module in try PackageTree.modules() {
            for file in PackageTree.swiftFiles(of: module) {
                for statement in SwiftImports.scan(try PackageTree.text(file))
                where ModuleLayering.order.contains(statement.module) && statement.module != module
                    && !(declared[module]?.contains(statement.module) ?? false) {
                    undeclared.append("\(file):\(statement.line): `\(statement.text)`: '\(statement.module)' "
                                      + "is not in the dependencies of target '\(module)' in Package.swift")
                }
            }
        }
        #expect(undeclared.isEmpty, "\n\(undeclared.joined(separator: "\n"))")
    }
}

/// The checker must be able to fail: fake sources and manifests with known problems.
@Suite("The layering checker finds what it should")
struct ModuleLayeringSelfTests {
    @Test("Each import form is recognized and a rightward import is reported with file and line", arguments: [
        "import Commands",
        "@testable import Commands",
        "@_exported import Commands",
        "import struct Commands.SolveReport",
        "import func Commands.main",
        "public import Commands",
        "internal import Commands",
        "package import Commands",
        "@preconcurrency internal import Commands",
        "@_spi(Testing) @testable import Commands",
        "  import Commands.Submodule  // indented, with a comment",
    ])
    func reportsRightwardImport(statement: String) throws {
        let source = "// Readers/Sample.swift\nimport Foundation\n\n\(statement)\n\nstruct S {}\n"
        let violations = ModuleLayering.violations(module: "Readers", file: "Sources/Readers/Sample.swift", source: source)
        try #require(violations.count == 1, "\(violations)")
        #expect(violations[0].file == "Sources/Readers/Sample.swift")
        #expect(violations[0].line == 4)
        #expect(violations[0].statement.hasPrefix(statement.trimmingCharacters(in: .whitespaces).prefix(12)))
        #expect(violations[0].description.hasPrefix("Sources/Readers/Sample.swift:4: error: `"))
        #expect(violations[0].reason.contains("'Commands' is to its right"))
    }

    @Test("A leaf importing another leaf is reported, though that leaf is to its left")
    func reportsLeafImportingLeaf() {
        let violations = ModuleLayering.violations(module: "Cassowary", file: "A.swift",
                                                   source: "import Foundation\nimport Spelling\n")
        #expect(violations.map(\.line) == [2])
        #expect(violations.first?.reason.contains("independent leaf") == true)
    }

    @Test("Importing a module that is in no list is reported and asks for it to be listed")
    func reportsUnknownModule() {
        let violations = ModuleLayering.violations(module: "Commands", file: "C.swift",
                                                   source: "import Readers\nimport Alamofire\nimport Glibc\n")
        #expect(violations.map(\.statement) == ["import Alamofire"])
        #expect(violations.first?.reason.contains("add it to one of the lists") == true)
    }

    @Test("A module that is not in the layering list is reported")
    func reportsUnlistedModule() {
        let violations = ModuleLayering.violations(module: "Renderers", file: "R.swift", source: "import Cassowary\n")
        #expect(violations.first?.reason.contains("is not in ModuleLayering.order") == true)
        #expect(ModuleLayering.problem(module: "Renderers", importing: "Foundation") == nil,
                "platform modules are allowed everywhere")
    }

    @Test("Leftward and platform imports pass; so do imports in comments and strings")
    func acceptsValidSource() {
        let source = #"""
            import Cassowary
            @testable import Readers
            public import JSONSupport
            import Foundation; import Dispatch
            #if canImport(Glibc)
            import Glibc
            #endif
            // import layoutlint
            /* import layoutlint
               /* nested */ import layoutlint */
            /// ```
            /// import layoutlint
            /// ```
            let help = """
                import layoutlint
                """
            let raw = #"import layoutlint"#
            let important = 1  // 'important' is not 'import'
            """#
        let statements = SwiftImports.scan(source)
        #expect(statements.map(\.module) == ["Cassowary", "Readers", "JSONSupport", "Foundation", "Dispatch", "Glibc"])
        #expect(statements.map(\.line) == [1, 2, 3, 4, 4, 6])
        #expect(ModuleLayering.violations(module: "Commands", file: "C.swift", source: source).isEmpty)
        #expect(ModuleLayering.violations(module: "Cassowary", file: "C.swift", source: "import Foundation\n").isEmpty)
    }

    @Test("The manifest reader finds targets and dependencies and reports a backward edge")
    func readsManifest() {
        let manifest = #"""
            // .target(name: "Commented", dependencies: ["layoutlint"]),
            let package = Package(
                name: "demo",
                targets: [
                    .target(name: "Cassowary"),
                    .target(
                        name: "Readers",
                        dependencies: ["Cassowary", .target(name: "JSONSupport"), .product(name: "Collections", package: "swift-collections")]
                    ),
                    .target(name: "Cassowary", dependencies: ["Readers"], path: "Sources/Solver"),
                    .executableTarget(name: "layoutlint", dependencies: [.byName(name: "Commands")]),
                    .testTarget(name: "ReadersTests", dependencies: ["Readers", .target(name: "Commands")]),
                ]
            )
            """#
        let targets = PackageManifest.targets(in: manifest)
        #expect(targets == [
            .init(name: "Cassowary", dependencies: [], line: 5),
            .init(name: "Readers", dependencies: ["Cassowary", "JSONSupport"], line: 6),
            .init(name: "Cassowary", dependencies: ["Readers"], line: 10),
            .init(name: "layoutlint", dependencies: ["Commands"], line: 11),
        ])
        let problems = targets.flatMap { target in
            target.dependencies.compactMap { ModuleLayering.problem(module: target.name, importing: $0) }
        }
        #expect(problems.count == 1)
        #expect(problems.first?.contains("'Cassowary' is an independent leaf") == true)
    }

    @Test("The real Package.swift is read: its library and executable targets are found")
    func readsRealManifest() throws {
        let targets = PackageManifest.targets(in: try PackageTree.text("Package.swift"))
        let names = targets.map(\.name)
        for module in ["Cassowary", "JSONSupport", "ArgumentKit", "Readers", "Commands", "layoutlint"] {
            #expect(names.contains(module), "\(module) not found in Package.swift")
        }
        #expect(!names.contains { $0.hasSuffix("Tests") }, "test targets are not layered")
        #expect(targets.first { $0.name == "layoutlint" }?.dependencies == ["Commands"])
    }
}
