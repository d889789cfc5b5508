// swift-tools-version:6.0
import PackageDescription

// Modules import only to their left:
// Spelling, Cassowary, LayoutDumpSupport (leaves) → JSONSupport, ArgumentKit → LayoutModel → Readers → Analysis → Rules → Configuration → Explanations → Reporters → Commands → layoutlint
// (LayoutDumpSupport is Support/LayoutDump.swift, the one file apps copy into their debug builds.)
// (Tests/ArchitectureTests checks the import lines.)
let package = Package(
    name: "layoutlint",
    // macOS 13 for the standard library's string algorithms (`firstRange(of:)`,
    // `replacing(_:with:)`) and `ContinuousClock`; Linux has them with the toolchain.
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "layoutlint", targets: ["layoutlint"]),
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .plugin(name: "LayoutlintPlugin", targets: ["LayoutlintPlugin"]),
    ],
    dependencies: [],
    targets: [
        .target(name: "Spelling"),
        .target(name: "Cassowary"),
        .target(name: "LayoutDumpSupport", path: "Support", swiftSettings: [.define("LAYOUTLINT_PACKAGE_BUILD")]),
        .target(name: "JSONSupport", dependencies: ["Spelling"]),
        .target(name: "ArgumentKit", dependencies: ["Spelling"]),
        .target(name: "LayoutModel", dependencies: ["Cassowary"]),
        .target(name: "Readers", dependencies: ["Cassowary", "JSONSupport", "Spelling", "LayoutModel"]),
        .target(name: "Analysis", dependencies: ["Cassowary", "LayoutModel"]),
        .target(name: "Rules", dependencies: ["Cassowary", "Analysis", "LayoutModel"]),
        .target(name: "Configuration", dependencies: ["Spelling", "JSONSupport", "LayoutModel", "Readers", "Rules"]),
        .target(name: "Explanations", dependencies: ["LayoutModel", "Readers", "Analysis", "Rules"]),
        .target(name: "Reporters", dependencies: ["Spelling", "Rules", "LayoutModel", "JSONSupport", "Explanations", "Readers"]),
        .target(name: "Commands", dependencies: ["Spelling", "Cassowary", "JSONSupport", "Readers", "ArgumentKit", "LayoutModel",
                                                 "Analysis", "Rules", "Configuration", "Explanations", "Reporters"]),
        .executableTarget(name: "layoutlint", dependencies: ["Commands"]),
        .plugin(name: "LayoutlintPlugin",
                capability: .command(intent: .custom(verb: "layoutlint",
                                                     description: "Lint the package's .xib, .storyboard and layout dump files with layoutlint.")),
                dependencies: ["layoutlint"]),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
        .testTarget(name: "JSONSupportTests", dependencies: ["JSONSupport", "Spelling"]),
        .testTarget(name: "ArgumentKitTests", dependencies: ["ArgumentKit", "Spelling"]),
        .testTarget(name: "LayoutModelTests", dependencies: ["LayoutModel"]),
        .testTarget(name: "ReadersTests", dependencies: ["Readers", "Cassowary", "LayoutModel", "LayoutDumpSupport"]),
        .testTarget(name: "CommandsTests", dependencies: ["Commands", "ArgumentKit", "layoutlint"]),
        .testTarget(name: "ReportersTests", dependencies: ["Reporters", "Rules", "LayoutModel", "Explanations", "Readers", "Analysis"]),
        .testTarget(name: "ArchitectureTests"),
        .testTarget(name: "LayoutDumpSupportTests", dependencies: ["LayoutDumpSupport"]),
        .testTarget(name: "RulesTests", dependencies: ["Rules", "Analysis", "Readers", "LayoutModel"]),
        .testTarget(name: "ConfigurationTests", dependencies: ["Configuration", "Rules", "LayoutModel", "JSONSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
