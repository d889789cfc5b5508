@testable import Commands
import Foundation
import Testing

/// The lint cache removes what no run will read again, and nothing else.
@Suite("lint --cache pruning")
struct LintCachePruningTests {
    static let day: TimeInterval = 86_400
    static let now = Date(timeIntervalSince1970: 1_700_000_000)

    /// A cache folder in a fresh workspace, and this layoutlint's cache in it.
    static func cache() throws -> (Workspace, LintCache) {
        let workspace = try Workspace()
        return (workspace, LintCache(folder: workspace.path("cache"), tool: "layoutlint test build"))
    }

    /// Writes `contents` at `path` (making its folder), last modified `age` seconds before `now`.
    static func file(_ path: String, age: TimeInterval, contents: Data = Data("x".utf8), now: Date = now) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try contents.write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.modificationDate: now.addingTimeInterval(-age)], ofItemAtPath: path)
    }

    /// Another layoutlint's folder holding one entry, last used `age` seconds before `now`.
    static func otherTool(_ tool: String, in cache: LintCache, age: TimeInterval, now: Date = now) throws -> String {
        let folder = "\(cache.folder)/\(LintCache.toolFolderName(of: tool))"
        try file("\(folder)/0123456789abcdef.plist", age: age, now: now)
        try file("\(folder)/.used", age: age, now: now)
        return folder
    }

    static func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

    @Test("another layoutlint's folder unused for more than 7 days is removed; one used this week is kept")
    func staleToolFolders() throws {
        let (workspace, cache) = try Self.cache()
        defer { workspace.remove() }
        let stale = try Self.otherTool("layoutlint 0.9 old build", in: cache, age: 8 * Self.day)
        let recent = try Self.otherTool("layoutlint 1.0 installed", in: cache, age: 6 * Self.day)
        cache.prune(now: Self.now, previousUse: Self.now)
        #expect(!Self.exists(stale))
        #expect(Self.exists("\(recent)/0123456789abcdef.plist"))
    }

    @Test("beyond the 4 most recently used layoutlints, the least recently used folders go")
    func toolFoldersKept() throws {
        let (workspace, cache) = try Self.cache()
        defer { workspace.remove() }
        let folders = try (1...5).map { try Self.otherTool("build \($0)", in: cache, age: Double($0) * 3_600) }
        cache.prune(now: Self.now, previousUse: Self.now)
        // This layoutlint counts as one of the four: the three most recent others stay.
        #expect(folders.map(Self.exists) == [true, true, true, false, false])
    }

    @Test("files and folders layoutlint did not make are never touched")
    func foreignFiles() throws {
        let (workspace, cache) = try Self.cache()
        defer { workspace.remove() }
        let old = 400 * Self.day
        try Self.file("\(cache.folder)/notes.txt", age: old)
        try Self.file("\(cache.folder)/layoutlint-notes/0123456789abcdef.plist", age: old)
        // A user's property list that happens to have an entry's name.
        let list = try PropertyListSerialization.data(fromPropertyList: ["key": "mine"], format: .xml, options: 0)
        try Self.file("\(cache.folder)/fedcba9876543210.plist", age: old, contents: list)
        // An old layoutlint folder that also holds a file of the user's: emptied of ours, kept.
        let shared = try Self.otherTool("old build", in: cache, age: old)
        try Self.file("\(shared)/README", age: old)
        cache.prune(now: Self.now, previousUse: nil)
        #expect(Self.exists("\(cache.folder)/notes.txt"))
        #expect(Self.exists("\(cache.folder)/layoutlint-notes/0123456789abcdef.plist"))
        #expect(Self.exists("\(cache.folder)/fedcba9876543210.plist"))
        #expect(Self.exists("\(shared)/README") && !Self.exists("\(shared)/0123456789abcdef.plist"))
    }

    @Test("format 1's entries, kept flat in the folder, are removed")
    func formatOneEntries() throws {
        let (workspace, cache) = try Self.cache()
        defer { workspace.remove() }
        let entry = try PropertyListSerialization.data(
            fromPropertyList: ["key": "layoutlint lint cache 1", "digest": ["count": 1], "outcome": [String: Any]()],
            format: .binary, options: 0)
        let path = "\(cache.folder)/00000000000000ab.plist"
        try Self.file(path, age: 0, contents: entry)
        cache.prune(now: Self.now, previousUse: Self.now)
        #expect(!Self.exists(path))
    }

    @Test("own entries unused for 30 days are swept, at most once a day")
    func sweepsOwnEntries() throws {
        let (workspace, cache) = try Self.cache()
        defer { workspace.remove() }
        let stale = "\(cache.entryFolder)/1111111111111111.plist"
        let fresh = "\(cache.entryFolder)/2222222222222222.plist"
        try Self.file(stale, age: 31 * Self.day)
        try Self.file(fresh, age: 29 * Self.day)
        // Used an hour ago: not swept this run.
        cache.prune(now: Self.now, previousUse: Self.now.addingTimeInterval(-3_600))
        #expect(Self.exists(stale))
        cache.prune(now: Self.now, previousUse: Self.now.addingTimeInterval(-Self.day))
        #expect(!Self.exists(stale) && Self.exists(fresh))
    }

    @Test("a killed run's temporary file is removed after an hour; one being written is not")
    func temporaries() throws {
        let (workspace, cache) = try Self.cache()
        defer { workspace.remove() }
        let abandoned = "\(cache.entryFolder)/.1111111111111111.plist.42.7.tmp"
        let writing = "\(cache.entryFolder)/.2222222222222222.plist.43.8.tmp"
        let flat = "\(cache.folder)/.3333333333333333.plist.44.9.tmp"
        try Self.file(abandoned, age: 2 * 3_600)
        try Self.file(writing, age: 10)
        try Self.file(flat, age: 2 * 3_600)
        cache.prune(now: Self.now, previousUse: nil)
        #expect(!Self.exists(abandoned) && Self.exists(writing) && !Self.exists(flat))
    }

    @Test("marking the folder used returns the previous use and moves it to now")
    func marksUse() throws {
        let (workspace, cache) = try Self.cache()
        defer { workspace.remove() }
        #expect(cache.markUsed() == nil)
        try FileManager.default.setAttributes([.modificationDate: Self.now], ofItemAtPath: cache.usedMarker)
        #expect(cache.markUsed() == Self.now)
        let marked = try #require(LintCache.modificationDate(of: cache.usedMarker))
        #expect(marked > Self.now)
    }

    @Test("lint --cache-path prunes: an old build's folder is gone after a run, and a hit keeps its entry fresh")
    func lintPrunes() throws {
        let workspace = try LintCacheTests.workspace()
        defer { workspace.remove() }
        let cache = LintCache(folder: workspace.path("cache"))
        let start = Date()
        let stale = try Self.otherTool("an old build", in: cache, age: 30 * Self.day, now: start)
        let recent = try Self.otherTool("another build", in: cache, age: Self.day, now: start)
        let first = layoutlint("lint", "--cache-path", cache.folder, workspace.path("Screens"))
        #expect(!Self.exists(stale) && Self.exists(recent))
        let entry = try #require(LintCacheTests.entries(cache.folder).first)
        let path = "\(cache.folder)/\(entry)"
        let longAgo = start.addingTimeInterval(-20 * Self.day)
        try FileManager.default.setAttributes([.modificationDate: longAgo], ofItemAtPath: path)
        let second = layoutlint("lint", "--cache-path", cache.folder, workspace.path("Screens"))
        #expect(second.standardOutput == first.standardOutput)
        let touched = try #require(LintCache.modificationDate(of: path))
        #expect(touched > longAgo.addingTimeInterval(Self.day))
    }

    @Test("only layoutlint's own names are recognised")
    func names() {
        #expect(LintCache.isToolFolderName("layoutlint-0123456789abcdef"))
        #expect(!LintCache.isToolFolderName("layoutlint-0123456789ABCDEF"))
        #expect(!LintCache.isToolFolderName("layoutlint-0123456789abcde"))
        #expect(LintCache.isEntryName("0123456789abcdef.plist"))
        #expect(!LintCache.isEntryName("Info.plist"))
        #expect(LintCache.isTemporaryName(".0123456789abcdef.plist.123.18446744073709551615.tmp"))
        #expect(!LintCache.isTemporaryName(".0123456789abcdef.plist.x.1.tmp"))
        #expect(!LintCache.isTemporaryName("0123456789abcdef.plist.1.1.tmp"))
    }
}
