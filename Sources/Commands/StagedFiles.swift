#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Readers
import Reporters
import Configuration

/// `lint --staged`: lints what is about to be committed — the index version of each staged
/// file, not the working tree, which may differ — and reports it under its own path.
enum StagedFiles {
    /// The staged lintable files (added, copied, modified or renamed), as paths relative to
    /// the current folder, limited to `paths` when any are given (files, or folders that
    /// contain them); each with its index contents.
    static func collect(limitedTo paths: [String], in directory: String) -> Result<[(path: String, contents: Data)], GitError> {
        let git = GitRunner(directory: directory)
        let top: String
        switch git.topLevel() {
        case .success(let found): top = found
        case .failure(let error): return .failure(error)
        }
        let staged: Data
        switch GitRunner(directory: top).run(["diff", "--cached", "--name-only", "--diff-filter=ACMR", "-z"]) {
        case .success(let data): staged = data
        case .failure(let message): return .failure(GitError(message: message))
        }
        let names = staged.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
        let wanted = paths.map { URL(fileURLWithPath: $0, relativeTo: URL(fileURLWithPath: directory)).standardizedFileURL.path }
        var result: [(String, Data)] = []
        for name in names.sorted() where InterfaceBuilderReader.handles(name) || SourceReader.handles(name) || name.hasSuffix(".json") {
            let absolute = URL(fileURLWithPath: top).appendingPathComponent(name).standardizedFileURL.path
            if !wanted.isEmpty, !wanted.contains(where: { absolute == $0 || absolute.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }) {
                continue
            }
            guard case .success(let contents) = GitRunner(directory: top).run(["show", ":" + name]) else {
                return .failure(GitError(message: "cannot read the staged version of \(name)"))
            }
            // Other JSON files (package manifests, assets) are not layouts: skip them as a
            // folder search does.
            if name.hasSuffix(".json"), !String(decoding: contents.prefix(4096), as: UTF8.self).contains("\"layoutlint-dump\"") {
                continue
            }
            result.append((relativePath(absolute, from: directory), contents))
        }
        return .success(result)
    }

    /// The staged files (paths as the user would type them) with a private copy of each
    /// one's index version to read, in a temporary folder the caller removes.
    static func prepare(limitedTo paths: [String]) -> Result<(files: [String], copies: [String: String], folder: URL), GitError> {
        let files: [(path: String, contents: Data)]
        switch collect(limitedTo: paths, in: FileManager.default.currentDirectoryPath) {
        case .success(let found): files = found
        case .failure(let error): return .failure(error)
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlint-staged-\(UUID().uuidString)")
        var copies: [String: String] = [:]
        for (index, file) in files.enumerated() {
            // One sub-folder per file keeps the file's own name (readers choose by extension).
            let copy = folder.appendingPathComponent("\(index)").appendingPathComponent(PathText.lastComponent(file.path))
            do {
                try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
                try file.contents.write(to: copy)
            } catch {
                try? FileManager.default.removeItem(at: folder)
                return .failure(GitError(message: "cannot copy the staged version of \(file.path): \(SystemErrorWords.describe(error))"))
            }
            copies[file.path] = copy.path
        }
        return .success((files.map(\.path), copies, folder))
    }

    /// The result with the copy's path replaced by the real one everywhere it appears.
    static func renamed(_ result: FileResult, _ realPath: [String: String]) -> FileResult {
        guard let real = realPath[result.file] else { return result }
        var renamed = result
        renamed.file = real
        renamed.failure = result.failure?.replacing(result.file, with: real)
        renamed.notes = result.notes.map { $0.replacing(result.file, with: real) }
        renamed.readErrors = result.readErrors.map { $0.replacing(result.file, with: real) }
        renamed.findings = result.findings.map { finding in
            var copy = finding
            if copy.diagnostic.location?.file == result.file { copy.diagnostic.location?.file = real }
            // Constraints without an object id are named by `file:line:col`.
            copy.diagnostic.constraintIDs = copy.diagnostic.constraintIDs.map { $0.replacing(result.file, with: real) }
            copy.diagnostic.brokenID = copy.diagnostic.brokenID?.replacing(result.file, with: real)
            copy.diagnostic.notes = copy.diagnostic.notes.map { note in
                var note = note
                if note.location?.file == result.file { note.location?.file = real }
                return note
            }
            return copy
        }
        return renamed
    }

    /// `path` relative to `directory` when it is inside it, else absolute.
    static func relativePath(_ path: String, from directory: String) -> String {
        let base = URL(fileURLWithPath: directory).standardizedFileURL.path
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
