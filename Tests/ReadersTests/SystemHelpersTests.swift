import Foundation
import Testing
@testable import Readers

/// The system helpers that stand in for Foundation's file APIs and error descriptions.
@Suite("File kinds and error words without the rest of Foundation")
struct SystemHelpersTests {
    @Test("what a path names, following links: a folder, a file, nothing")
    func pathKinds() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlint-kinds-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("a.xib")
        try Data("x".utf8).write(to: file)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("link").path, withDestinationPath: folder.path)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("dangling").path, withDestinationPath: "/no/such/place")
        #expect(PathKind.of(folder.path) == .directory)
        #expect(PathKind.of(folder.appendingPathComponent("link").path) == .directory)
        #expect(PathKind.of(file.path) == .other)
        #expect(PathKind.of(folder.appendingPathComponent("dangling").path) == .missing)
        #expect(PathKind.of(folder.appendingPathComponent("none").path) == .missing)
    }

    @Test("a file operation's error in the words every message uses for its errno")
    func errorWords() {
        #expect(throws: (any Error).self) { try Data(contentsOf: URL(fileURLWithPath: "/no/such/file")) }
        do {
            _ = try Data(contentsOf: URL(fileURLWithPath: "/no/such/file"))
        } catch {
            #expect(SystemErrorWords.describe(error) == "no such file or folder")
        }
        do {
            try Data("x".utf8).write(to: URL(fileURLWithPath: "/no/such/folder/file"))
        } catch {
            #expect(SystemErrorWords.describe(error) == "no such file or folder")
        }
        #expect(SystemErrorWords.describe(POSIXError(.EACCES)) == "permission denied")
        // A Foundation error without an underlying one: the same words, from its own code.
        #expect(SystemErrorWords.describe(CocoaError(.fileReadNoSuchFile)) == "no such file or folder")
        #expect(SystemErrorWords.describe(CocoaError(.fileWriteOutOfSpace)) == "no space left on the device")
        #expect(SystemErrorWords.describe(CocoaError(.fileWriteVolumeReadOnly)) == "the volume is read-only")
        #expect(SystemErrorWords.describe(CocoaError(.fileReadCorruptFile)) == "error \(CocoaError.fileReadCorruptFile.rawValue)")
    }

    @Test("an errno without words of its own in the system's text, its first letter lowered", arguments: [EIO, EBUSY])
    func otherErrors(code: Int32) {
        let system = String(cString: strerror(code))
        #expect(SystemErrorWords.words(errno: code) == system.prefix(1).lowercased() + system.dropFirst())
        #expect(SystemErrorWords.words(errno: code).first?.isLowercase == true)
    }
}
