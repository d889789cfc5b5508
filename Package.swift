// swift-tools-version:6.0
import PackageDescription

// Modules import only to their left:
// Cassowary, JSONSupport, ArgumentKit → Readers → Commands → layoutlint
// (Tests/ArchitectureTests checks the import lines.)
let package = Package(
    name: "layoutlint",
    products: [
        .executable(name: "layoutlint", targets: ["layoutlint"]),
        .library(name: "Cassowary", targets: ["Cassowary"]),
    ],
    dependencies: [],
    targets: [
        .target(name: "Cassowary"),
        .target(name: "JSONSupport"),
        .target(name: "ArgumentKit"),
        .target(name: "Readers", dependencies: ["Cassowary", "JSONSupport"]),
        .target(name: "Commands", dependencies: ["Cassowary", "JSONSupport", "Readers", "ArgumentKit"]),
        .executableTarget(name: "layoutlint", dependencies: ["Commands"]),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
        .testTarget(name: "JSONSupportTests", dependencies: ["JSONSupport"]),
        .testTarget(name: "ArgumentKitTests", dependencies: ["ArgumentKit"]),
        .testTarget(name: "ReadersTests", dependencies: ["Readers", "Cassowary"]),
        .testTarget(name: "CommandsTests", dependencies: ["Commands", "ArgumentKit", "layoutlint"]),
        .testTarget(name: "ArchitectureTests"),
    ],
    swiftLanguageModes: [.v6]
)
