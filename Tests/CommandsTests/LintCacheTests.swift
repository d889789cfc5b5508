import ArgumentKit
@testable import Commands
import Foundation
import Testing

/// `lint --cache` keeps each file's outcome and lints again only what changed; what `lint`
/// prints never depends on it.
@Suite("lint --cache")
struct LintCacheTests {
    /// A workspace with an Interface Builder file (a misplaced view) and a layout dump (a
    /// conflict, left/right and duplicate constraints).
    static func workspace() throws -> Workspace {
        let workspace = try Workspace()
        try workspace.copy(fixture: "solvesInterfaceBuilderFile.xib", to: "Screens/Badge.xib")
        try workspace.copy(fixture: "baselineRoundTrip.json", to: "Screens/screen.json")
        return workspace
    }

    /// The entries in `folder` (this layoutlint's own folder inside it), relative to `folder`.
    static func entries(_ folder: String) -> [String] {
        let own = LintCache.toolFolderName(of: LintCache.toolIdentity())
        return ((try? FileManager.default.contentsOfDirectory(atPath: "\(folder)/\(own)")) ?? [])
            .filter { $0.hasSuffix(".plist") }.map { "\(own)/\($0)" }.sorted()
    }

    @Test("a second run prints the same bytes and exit code as the first and as a run without the cache")
    func sameOutput() throws {
        let workspace = try Self.workspace()
        defer { workspace.remove() }
        let cache = workspace.path("cache")
        let uncached = layoutlint("lint", workspace.path("Screens"))
        let first = layoutlint("lint", "--cache-path", cache, workspace.path("Screens"))
        let second = layoutlint("lint", "--cache-path", cache, workspace.path("Screens"))
        #expect(Self.entries(cache).count == 2)
        for run in [first, second] {
            #expect(run.standardOutput == uncached.standardOutput)
            #expect(run.standardError == uncached.standardError)
            #expect(run.exitCode == uncached.exitCode)
        }
        #expect(uncached.standardOutput.contains("[misplaced_view]") && uncached.standardOutput.contains("[left_right_attributes]"))
    }

    @Test("an unchanged file is read from its entry, not linted again")
    func servesEntries() throws {
        let workspace = try Self.workspace()
        defer { workspace.remove() }
        let cache = workspace.path("cache")
        _ = layoutlint("lint", "--cache-path", cache, workspace.path("Screens/Badge.xib"))
        let name = try #require(Self.entries(cache).first)
        // Rewrite the entry's finding: a run that used the entry prints the rewritten one.
        var entry = try #require(LintCache.entry(at: "\(cache)/\(name)"))
        try #require(!entry.outcome.result.findings.isEmpty)
        entry.outcome.result.findings[0].diagnostic.message = "from the cache"
        LintCache(folder: cache).store(entry, at: "\(cache)/\(name)")
        let output = layoutlint("lint", "--cache-path", cache, workspace.path("Screens/Badge.xib"))
        #expect(output.standardOutput.contains("warning: from the cache [misplaced_view]"))
    }

    @Test("an edited file is linted again, and its entry replaced rather than added to")
    func editedFile() throws {
        let workspace = try Self.workspace()
        defer { workspace.remove() }
        let cache = workspace.path("cache")
        let before = try workspace.lint("--cache-path", cache, workspace.path("Screens/screen.json"))
        #expect(before.findings.contains("Screens/screen.json warning left_right_attributes"))
        let text = try workspace.read("Screens/screen.json")
        try workspace.write("Screens/screen.json", text.replacingOccurrences(of: "\"left\"", with: "\"leading\""))
        let after = try workspace.lint("--cache-path", cache, workspace.path("Screens/screen.json"))
        #expect(after.output.exitCode != .inputUnreadable && !after.findings.isEmpty)
        #expect(!after.findings.contains("Screens/screen.json warning left_right_attributes"))
        #expect(after.findings == (try workspace.lint(workspace.path("Screens/screen.json"))).findings)
        #expect(Self.entries(cache).count == 1)
    }

    @Test("a changed configuration is never served the outcome made under the old one")
    func changedConfiguration() throws {
        let workspace = try Self.workspace()
        defer { workspace.remove() }
        let cache = workspace.path("cache")
        let before = try workspace.lint("--cache-path", cache, workspace.path("Screens"))
        #expect(before.findings.contains("Screens/screen.json warning left_right_attributes"))
        try workspace.write(".layoutlint.json", #"{ "version": 1, "disable": ["left_right_attributes"] }"#)
        let after = try workspace.lint("--cache-path", cache, workspace.path("Screens"))
        #expect(after.output.exitCode != .inputUnreadable)
        #expect(!after.findings.contains { $0.hasSuffix("left_right_attributes") })
        #expect(after.findings.contains("Screens/Badge.xib warning misplaced_view"))
        #expect(after.findings == (try workspace.lint(workspace.path("Screens"))).findings)
        // So is a change of options that decide which findings are kept.
        let certain = try workspace.lint("--cache-path", cache, "--minimum-confidence", "certain", workspace.path("Screens"))
        #expect(certain.findings == (try workspace.lint("--minimum-confidence", "certain", workspace.path("Screens"))).findings)
    }

    @Test("another layoutlint (a new build or version) does not read this one's entries")
    func otherTool() throws {
        let workspace = try Self.workspace()
        defer { workspace.remove() }
        let job = LintJob(file: workspace.path("Screens/screen.json"))
        #expect(LintCache.key(of: job, tool: "layoutlint 0.1.0 /a 1 2") != LintCache.key(of: job, tool: "layoutlint 0.1.0 /a 1 3"))
        #expect(LintCache.key(of: job, tool: "x") == LintCache.key(of: job, tool: "x"))
        #expect(LintCache.toolIdentity().hasPrefix("layoutlint \(Layoutlint.version) /"))
        // A path holding a line break cannot pass for two of the key's lines.
        var tricky = LintJob(file: "a.json\nrelative b.json", relativePath: "c.json")
        var plain = LintJob(file: "a.json", relativePath: "b.json\nrelative c.json")
        tricky.rules = plain.rules
        plain.suppressions = tricky.suppressions
        #expect(LintCache.key(of: tricky, tool: "x") != LintCache.key(of: plain, tool: "x"))
    }

    @Test("a corrupt or truncated entry is linted afresh and rewritten")
    func corruptEntry() throws {
        let workspace = try Self.workspace()
        defer { workspace.remove() }
        let cache = workspace.path("cache")
        let first = layoutlint("lint", "--cache-path", cache, workspace.path("Screens"))
        for name in Self.entries(cache) {
            let path = "\(cache)/\(name)"
            let data = try #require(FileManager.default.contents(atPath: path))
            try data.prefix(data.count / 2).write(to: URL(fileURLWithPath: path))
        }
        let second = layoutlint("lint", "--cache-path", cache, workspace.path("Screens"))
        #expect(second.standardOutput == first.standardOutput && second.exitCode == first.exitCode)
        #expect(Self.entries(cache).allSatisfy { LintCache.entry(at: "\(cache)/\($0)") != nil })
    }

    @Test("a cache folder that cannot be written: the same output, and one note saying so")
    func unwritableFolder() throws {
        let workspace = try Self.workspace()
        defer { workspace.remove() }
        // A file where the folder should be: nothing can be created under it.
        try workspace.write("cache", "not a folder")
        let uncached = layoutlint("lint", workspace.path("Screens"))
        let output = layoutlint("lint", "--cache-path", workspace.path("cache"), workspace.path("Screens"))
        #expect(output.standardOutput == uncached.standardOutput && output.exitCode == uncached.exitCode)
        let notes = output.standardError.split(separator: "\n").filter { $0.contains("the lint cache cannot be written") }
        #expect(notes.count == 1)
        #expect(notes.first == "\(workspace.path("cache")): note: the lint cache cannot be written (cannot create an entry: a part of the path is not a folder); files are linted afresh")
    }

    @Test("the default folder follows XDG_CACHE_HOME, else the home folder's cache")
    func defaultFolder() {
        #if os(macOS)
        #expect(LintCache.defaultFolder(environment: ["HOME": "/Users/me"]) == "/Users/me/Library/Caches/layoutlint")
        #else
        #expect(LintCache.defaultFolder(environment: ["HOME": "/home/me", "XDG_CACHE_HOME": "/var/cache/me"]) == "/var/cache/me/layoutlint")
        #expect(LintCache.defaultFolder(environment: ["HOME": "/home/me"]) == "/home/me/.cache/layoutlint")
        // The XDG specification ignores a relative path.
        #expect(LintCache.defaultFolder(environment: ["HOME": "/home/me", "XDG_CACHE_HOME": "cache"]) == "/home/me/.cache/layoutlint")
        #endif
    }

    @Test("a file's digest changes with any byte and with its length")
    func digests() {
        let base = Data("<document>abcdefgh</document>".utf8)
        var changed = base
        changed[12] ^= 1
        #expect(ContentDigest(base) == ContentDigest(base))
        #expect(ContentDigest(base) != ContentDigest(changed))
        #expect(ContentDigest(base) != ContentDigest(base + [0]))
        #expect(ContentDigest(Data()) != ContentDigest(Data([0])))
        #expect(ContentDigest.hex(0xab) == "00000000000000ab")
    }
}
