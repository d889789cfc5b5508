#if canImport(Glibc)
import Glibc
import FoundationEssentials
#elseif canImport(FoundationEssentials)
import FoundationEssentials
import Darwin
#else
import Foundation
#endif
import Configuration

/// Keeps the lint cache from growing without end. Each rebuilt or upgraded layoutlint starts
/// a folder of its own, and the files a project deletes or renames leave entries nobody will
/// read; without pruning, a developer's cache only grows. So each run of `lint --cache`
/// marks its own folder used, and then removes:
///
/// - other layoutlints' folders unused for `unusedToolFolderAge`, or beyond the
///   `toolFoldersKept` most recently used (a developer who switches between an installed and
///   a development build keeps both);
/// - at most once per `sweepInterval`, its own entries not read or written for
///   `unusedEntryAge` (a hit touches its entry);
/// - the flat entries of format 1, and temporary files a killed run left behind.
///
/// Only names layoutlint makes are removed, and a folder only when nothing else is left in it:
/// `--cache-path` may point at a folder that also holds the user's files. Failures are
/// ignored: pruning never changes what `lint` prints, and the next run tries again.
extension LintCache {
    /// How many layoutlints' folders are kept, this one's included.
    static let toolFoldersKept = 4
    /// Another layoutlint's folder unused this long is removed.
    static let unusedToolFolderAge: TimeInterval = 7 * 86_400
    /// An entry neither read nor written this long is removed.
    static let unusedEntryAge: TimeInterval = 30 * 86_400
    /// This layoutlint's own entries are swept at most this often.
    static let sweepInterval: TimeInterval = 86_400
    /// A temporary file this old is a killed run's, not one being written now.
    static let abandonedTemporaryAge: TimeInterval = 3_600

    /// The marker whose modification time is when this layoutlint last used its folder.
    var usedMarker: String { "\(entryFolder)/.used" }

    /// Marks this layoutlint's folder used now (making it when needed) and returns when it
    /// was used before, or nil when it never was. Called when a run starts, so that a run of
    /// another layoutlint pruning at the same time keeps this folder.
    func markUsed() -> Date? {
        if let previous = Self.modificationDate(of: usedMarker) {
            Self.touch(usedMarker)
            return previous
        }
        // Only a first run makes the folder: a marker means it is there.
        try? FileManager.default.createDirectory(atPath: entryFolder, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: usedMarker, contents: Data())
        return nil
    }

    /// Removes what this layoutlint no longer needs (see the type's note), as of `now`;
    /// `previousUse` is what `markUsed()` returned.
    func prune(now: Date = Date(), previousUse: Date?) {
        let ownName = PathText.lastComponent(entryFolder)
        var others: [(name: String, used: Date)] = []
        for name in Self.names(in: folder) {
            let path = "\(folder)/\(name)"
            if name != ownName, Self.isToolFolderName(name), Self.isFolder(path) {
                let used = Self.modificationDate(of: "\(path)/.used") ?? Self.modificationDate(of: path) ?? .distantPast
                others.append((name, used))
            } else if Self.isEntryName(name), Self.isFormatOneEntry(at: path) {
                unlink(path)
            } else if Self.isTemporaryName(name), Self.isOlder(path, than: Self.abandonedTemporaryAge, now: now) {
                unlink(path)
            }
        }
        // Most recently used first; the name breaks ties, so every run decides alike.
        others.sort { $0.used != $1.used ? $0.used > $1.used : $0.name < $1.name }
        for (index, other) in others.enumerated()
        where index >= Self.toolFoldersKept - 1 || now.timeIntervalSince(other.used) > Self.unusedToolFolderAge {
            Self.removeToolFolder("\(folder)/\(other.name)")
        }
        if previousUse.map({ now.timeIntervalSince($0) >= Self.sweepInterval }) ?? true {
            sweepEntries(now: now)
        }
    }

    /// Removes this layoutlint's entries unused for `unusedEntryAge` and abandoned temporaries.
    func sweepEntries(now: Date) {
        for name in Self.names(in: entryFolder) {
            let path = "\(entryFolder)/\(name)"
            if Self.isEntryName(name) && Self.isOlder(path, than: Self.unusedEntryAge, now: now)
                || Self.isTemporaryName(name) && Self.isOlder(path, than: Self.abandonedTemporaryAge, now: now) {
                unlink(path)
            }
        }
    }

    /// Removes the names layoutlint makes in a tool folder, then the folder if it is empty.
    static func removeToolFolder(_ path: String) {
        for name in names(in: path) where isEntryName(name) || isTemporaryName(name) || name == ".used" {
            unlink("\(path)/\(name)")
        }
        rmdir(path)
    }

    /// Sets the modification time of `path` to now (a hit keeps its entry from the sweep).
    static func touch(_ path: String) {
        _ = utimes(path, nil)
    }

    // MARK: Names layoutlint makes

    /// `layoutlint-` and sixteen lowercase hex digits.
    static func isToolFolderName(_ name: String) -> Bool {
        name.hasPrefix("layoutlint-") && isHex16(name.dropFirst("layoutlint-".count))
    }

    /// Sixteen lowercase hex digits and `.plist`.
    static func isEntryName(_ name: String) -> Bool {
        name.hasSuffix(".plist") && isHex16(name.dropLast(".plist".count))
    }

    /// `.<entry name>.<pid>.<random>.tmp`, as `store` names the file it renames into place.
    static func isTemporaryName(_ name: String) -> Bool {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 6 && parts[0].isEmpty && isHex16(parts[1]) && parts[2] == "plist"
            && UInt64(parts[3]) != nil && UInt64(parts[4]) != nil && parts[5] == "tmp"
    }

    private static func isHex16(_ text: Substring) -> Bool {
        text.utf8.count == 16 && text.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }

    /// Whether `path` is an entry of format 1: a property list with an entry's three keys
    /// (a user's own file of that name is left alone).
    static func isFormatOneEntry(at path: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: path),
              let keys = try? PropertyListDecoder().decode(TopLevelKeys.self, from: data).names
        else { return false }
        return keys == ["key", "digest", "outcome"]
    }

    /// The keys of a property list's top-level dictionary, whatever their values.
    private struct TopLevelKeys: Decodable {
        struct Name: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }
        var names: Set<String>
        init(from decoder: any Decoder) throws {
            names = Set(try decoder.container(keyedBy: Name.self).allKeys.map(\.stringValue))
        }
    }

    // MARK: File system

    private static func names(in folder: String) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    }

    /// A folder itself, not a link to one (whose target is not ours to empty).
    private static func isFolder(_ path: String) -> Bool {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType == .typeDirectory
    }

    static func modificationDate(of path: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }

    private static func isOlder(_ path: String, than age: TimeInterval, now: Date) -> Bool {
        modificationDate(of: path).map { now.timeIntervalSince($0) > age } ?? false
    }
}
