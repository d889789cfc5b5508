import Foundation

/// Locates the package's files from this source file, so tests work from any directory.
enum Fixtures {
    /// The package root: this file is `<root>/Tests/ReadersTests/Fixtures.swift`.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    /// `Fixtures/ReadersTests/<name>`.
    static func url(_ name: String) -> URL {
        packageRoot.appendingPathComponent("Fixtures/ReadersTests").appendingPathComponent(name)
    }

    /// The bytes of `Fixtures/ReadersTests/<name>`.
    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: url(name))
    }
}
