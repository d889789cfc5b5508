#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Readers

/// Finds the configuration of each linted file: the `.layoutlint.json` nearest to it,
/// walking up from its folder to the filesystem root, or the one file `--config` names.
/// Folders and files are looked up once per run.
public final class ConfigurationFinder {
    private let explicit: String?
    private let reporters: [String]
    /// Folder (absolute) → the configuration file that governs it, or nil for none.
    private var governing: [String: String?] = [:]
    /// Configuration file → what reading it gave.
    private var loaded: [String: Result<LintConfiguration, ConfigurationError>] = [:]
    /// Configuration files in the order they were first read.
    private var order: [String] = []
    /// Absolute forms of the files' folders, each made once.
    public let paths = PathMemo()

    /// A finder that uses `explicit` for every file when given, else walks up;
    /// `reporters` are the names the `reporter` key may take.
    public init(explicit: String?, reporters: [String]) {
        self.explicit = explicit
        self.reporters = reporters
    }

    /// The configuration that applies to `file`.
    public func configuration(for file: String) throws(ConfigurationError) -> LintConfiguration {
        let folder = paths.folder(of: file)
        guard let path = explicit ?? governingFile(of: folder) else { return .builtIn(folder: folder) }
        return try load(path).get()
    }

    /// Every configuration read so far that had no error, in the order first read.
    public var configurations: [LintConfiguration] {
        order.compactMap { try? loaded[$0]?.get() }
    }

    private func load(_ path: String) -> Result<LintConfiguration, ConfigurationError> {
        if let known = loaded[path] { return known }
        let result: Result<LintConfiguration, ConfigurationError>
        do {
            result = .success(try ConfigurationReader.read(path, reporters: reporters))
        } catch {
            result = .failure(error)
        }
        loaded[path] = result
        order.append(path)
        return result
    }

    /// The nearest `.layoutlint.json` at or above `folder` (absolute).
    private func governingFile(of folder: String) -> String? {
        var visited: [String] = []
        var current: String? = folder
        var found: String?
        while let here = current {
            if let known = governing[here] {
                found = known
                break
            }
            visited.append(here)
            let candidate = PathText.join(here, ConfigurationReader.fileName)
            if PathKind.of(candidate) == .other {
                found = PathText.shortened(candidate)
                break
            }
            current = PathText.parent(of: here)
        }
        for folder in visited { governing[folder] = .some(found) }
        return found
    }
}
