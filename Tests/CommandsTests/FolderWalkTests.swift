@testable import Commands
import Foundation
import Testing

/// `FolderWalk` lists what `FileManager.enumerator(atPath:)` lists: every entry, hidden ones
/// too, without following links.
@Suite("Walking a folder")
struct FolderWalkTests {
    @Test("Every entry under the folder, hidden ones too, links listed but not followed")
    func listsLikeTheEnumerator() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let manager = FileManager.default
        try manager.createDirectory(at: folder.appendingPathComponent(".hidden/deep"), withIntermediateDirectories: true)
        try manager.createDirectory(at: folder.appendingPathComponent("a/b"), withIntermediateDirectories: true)
        for file in [".hidden/deep/h.xib", "a/b/c.storyboard", "top.xib", "a/.dot.json"] {
            try Data().write(to: folder.appendingPathComponent(file))
        }
        #expect(symlink("a", folder.appendingPathComponent("link").path) == 0)
        #expect(symlink(".", folder.appendingPathComponent("a/self").path) == 0)
        let walked = try #require(FolderWalk.entries(under: folder.path)).sorted()
        let enumerated = try #require(manager.enumerator(atPath: folder.path)).compactMap { $0 as? String }.sorted()
        #expect(walked == enumerated)
        #expect(walked.contains(".hidden/deep/h.xib") && walked.contains("link") && !walked.contains("link/b"))
    }

    @Test("A folder that cannot be listed gives nil")
    func missingFolder() {
        #expect(FolderWalk.entries(under: "/nonexistent-\(UUID().uuidString)") == nil)
    }
}
