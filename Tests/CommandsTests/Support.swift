import ArgumentKit
import Commands
import Foundation
import Testing

/// Locates `Fixtures/CommandsTests/` from this source file, so the tests work from any
/// working directory and with any build (scratch) path.
enum Fixture {
    /// The package root: this file is `<root>/Tests/CommandsTests/Support.swift`.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    /// `<root>/Fixtures/CommandsTests`.
    static let directory = packageRoot.appendingPathComponent("Fixtures/CommandsTests")

    /// The absolute path of `Fixtures/CommandsTests/<name>`.
    static func path(_ name: String) -> String {
        directory.appendingPathComponent(name).path
    }

    /// The fixture named after the calling test: `solvesTable()` reads `solvesTable.json`;
    /// with `variant`, `rejectsInput(fixture:)` + `"empty"` reads `rejectsInput-empty.json`.
    static func path(variant: String? = nil, test function: String = #function) -> String {
        let name = function.prefix { $0 != "(" }
        return path(variant.map { "\(name)-\($0).json" } ?? "\(name).json")
    }
}

/// Runs `layoutlint` in-process with `arguments` (without the program name).
func layoutlint(_ arguments: String...) -> CommandOutput {
    Layoutlint.main(arguments)
}

/// Parses `text` as one JSON object with Foundation (an independent parser, so the
/// tests do not trust the project's own JSON code to read its own output).
func jsonObject(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [String: Any] {
    let parsed = try JSONSerialization.jsonObject(with: Data(text.utf8))
    return try #require(parsed as? [String: Any], "not a JSON object: \(text)", sourceLocation: sourceLocation)
}

/// A JSON number as a `Double` (JSONSerialization hands back `NSNumber`s).
func number(_ value: Any?) -> Double? {
    (value as? NSNumber)?.doubleValue
}

/// A fresh, empty directory under the system's temporary directory; the caller removes it.
func makeTemporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("layoutlint-commands-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
