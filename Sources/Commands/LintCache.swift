#if canImport(Glibc)
import Glibc
import FoundationEssentials
#elseif canImport(FoundationEssentials)
import FoundationEssentials
import Darwin
#else
import Foundation
#endif
import Readers
import Configuration
import Dispatch

/// `lint --cache`: each file's outcome kept on disk, so that a file lints again only when it
/// or something its outcome depends on changed (as SwiftLint and ESLint keep theirs). An
/// Xcode build phase or a pre-commit hook lints a project whose files mostly did not change.
///
/// An entry is found by its *job*: the file's path, its configuration (rules, severities,
/// suppressions, limits, confidence, Xcode's markers) and the layoutlint that wrote it (its
/// version and its executable's size and modification time, so a rebuilt layoutlint never
/// reads a stale entry). It holds the outcome and the digest of the bytes it was made from;
/// it is used only when the file's bytes have the same digest now. One entry per job: a
/// changed file replaces its entry, so the cache grows with the files linted, not with their
/// edits. Outcomes that depend on more than the bytes (the time limit cut the work short; the
/// file could not be read) are not kept, nor are `--staged` copies. A missing, unreadable or
/// corrupt entry is linted afresh and rewritten; the cache never changes what `lint` prints.
///
/// Each layoutlint keeps its entries in a folder of its own (`layoutlint-<hash of the tool>`),
/// so that the entries of builds no longer run can be removed whole (`LintCache+Pruning`).
struct LintCache: Sendable {
    /// Bumped whenever an entry's layout or meaning changes. 2: entries in a folder per tool.
    static let format = 2

    /// The folder the user gave (or the default one): it holds one folder per layoutlint.
    let folder: String
    /// What identifies the running layoutlint (`toolIdentity()`).
    let tool: String
    /// The folder this layoutlint's entries are in, inside `folder`.
    let entryFolder: String
    /// Why entries could not be written, if they could not (reported once by `lint`).
    let problems = CacheProblems()

    init(folder: String, tool: String = LintCache.toolIdentity()) {
        self.folder = folder
        self.tool = tool
        entryFolder = "\(folder)/\(Self.toolFolderName(of: tool))"
    }

    /// `layoutlint-` and sixteen hex digits of a hash of the tool and the format.
    static func toolFolderName(of tool: String) -> String {
        "layoutlint-" + ContentDigest.hex(ContentDigest.fnv1a(Data("\(format) \(tool)".utf8)))
    }

    /// The default folder: `$XDG_CACHE_HOME/layoutlint` or `~/.cache/layoutlint`
    /// (`~/Library/Caches/layoutlint` on macOS).
    static func defaultFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        #if os(macOS)
        let base = (environment["HOME"] ?? homeFolder()) + "/Library/Caches"
        #else
        let base = environment["XDG_CACHE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? (environment["HOME"] ?? homeFolder()) + "/.cache"
        #endif
        return base + "/layoutlint"
    }

    /// The user's home folder from the password database (when `HOME` is not set).
    private static func homeFolder() -> String {
        guard let entry = getpwuid(getuid()), let folder = entry.pointee.pw_dir else { return "/tmp" }
        return String(cString: folder)
    }

    /// The version and the executable's path, size and modification time: a development
    /// build keeps its version number from one build to the next.
    static func toolIdentity() -> String {
        var identity = "layoutlint \(Layoutlint.version)"
        var status = stat()
        if let path = executablePath(), stat(path, &status) == 0 {
            #if canImport(Darwin)
            let time = status.st_mtimespec
            #else
            let time = status.st_mtim
            #endif
            let modified = Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
            identity += " \(path) \(Int64(status.st_size)) \(modified)"
        }
        return identity
    }

    /// The running executable's path with symbolic links resolved.
    private static func executablePath() -> String? {
        #if canImport(Darwin)
        var size: UInt32 = 4096
        var buffer = [CChar](repeating: 0, count: Int(size))
        guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
        let link = String(cString: buffer)
        #else
        let link = "/proc/self/exe"
        #endif
        guard let resolved = realpath(link, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The outcome of `job`: the cached one when the file's bytes and the job are those it
    /// was made from, else the file linted (and its outcome kept when it can be).
    func outcome(of job: LintJob) -> LintOutcome {
        guard job.source == nil,
              let contents = try? InputFile.read(URL(fileURLWithPath: job.file), as: job.file, maximumBytes: job.limits.maximumFileBytes)
        else { return FileLinter.lint(job) }
        let key = Self.key(of: job, tool: tool)
        let digest = ContentDigest(contents)
        let path = "\(entryFolder)/\(ContentDigest.hex(ContentDigest.fnv1a(Data(key.utf8)))).plist"
        if let entry = Self.entry(at: path), entry.key == key, entry.digest == digest {
            Self.touch(path)
            return entry.outcome
        }
        let outcome = FileLinter.lint(job, contents: contents)
        if outcome.cacheable { store(Entry(key: key, digest: digest, outcome: outcome), at: path) }
        return outcome
    }

    /// Everything but the file's bytes that the outcome of `job` depends on, one item a
    /// line, in a fixed order (sets and dictionaries sorted). Texts from the user (paths,
    /// globs, ids) are quoted and escaped, so that no two jobs share a key.
    static func key(of job: LintJob, tool: String) -> String {
        func quoted(_ texts: [String]) -> String { texts.map(\.debugDescription).joined(separator: ",") }
        var lines = ["layoutlint lint cache \(format)", "tool \(quoted([tool]))", "file \(quoted([job.file]))",
                     "relative \(quoted([job.relativePath]))", "enabled \(quoted(job.rules.enabled.sorted()))",
                     "levels \(quoted(job.rules.levels.map { "\($0.key)=\($0.value.rawValue)" }.sorted()))"]
        for suppression in job.suppressions {
            lines.append("suppression \(quoted([suppression.origin.description, suppression.rule ?? "*"])) "
                + "files \(quoted(suppression.files.map(\.description))) ids \(quoted(suppression.ids))")
        }
        let limits = job.limits
        lines.append("limits \(limits.maximumFileBytes) \(limits.maximumViews) \(limits.maximumConstraints) "
            + "\(limits.maximumLineBytes) \(limits.maximumIdentifierLength) \(limits.timeLimitSeconds)")
        lines.append("minimumConfidence \(job.minimumConfidence.rawValue)")
        lines.append("trustsXcodeMarkers \(job.trustsXcodeMarkers)")
        return lines.joined(separator: "\n")
    }

    /// One cached outcome.
    struct Entry: Codable {
        /// The job it was made for (`key(of:tool:)`): checked in full, not only by the name.
        var key: String
        /// The bytes it was made from.
        var digest: ContentDigest
        var outcome: LintOutcome
    }

    /// The entry stored at `path`, or nil when there is none or it cannot be decoded.
    static func entry(at path: String) -> Entry? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return try? PropertyListDecoder().decode(Entry.self, from: data)
    }

    /// Writes `entry` whole, through a temporary file renamed over it (a concurrent run reads
    /// the old entry or the new one); the folder is made when the first entry needs it. Not
    /// `AtomicFile.write`: workers write entries at once (its interrupt cleanup holds one
    /// path), and an entry lost to a crash is only linted again, so it is not flushed to disk
    /// (which doubled a first run's time). A failure is recorded for `lint` to mention,
    /// never an error.
    func store(_ entry: Entry, at path: String) {
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .binary
        guard let data = try? encoder.encode(entry) else { return }
        let name = PathText.lastComponent(path)
        let temporary = "\(entryFolder)/.\(name).\(getpid()).\(UInt64.random(in: 0...UInt64.max)).tmp"
        func create() -> Int32 { open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644) }
        var descriptor = create()
        if descriptor < 0 && errno == ENOENT {
            guard (try? FileManager.default.createDirectory(atPath: entryFolder, withIntermediateDirectories: true)) != nil else {
                return problems.record("\(folder): note: the lint cache cannot be written (cannot create the folder); files are linted afresh")
            }
            descriptor = create()
        }
        guard descriptor >= 0 else { return recordFailure("cannot create an entry") }
        let written = AtomicFile.writeAll(data, to: descriptor)
        let closed = close(descriptor) == 0
        guard written && closed && rename(temporary, path) == 0 else {
            recordFailure("cannot write an entry")
            unlink(temporary)
            return
        }
    }

    /// Records `what` failed, with the system's reason (errno).
    private func recordFailure(_ what: String) {
        problems.record("\(folder): note: the lint cache cannot be written (\(what): \(SystemErrorWords.words(errno: errno))); files are linted afresh")
    }
}

/// The first problem a run's cache met, from any worker.
final class CacheProblems: @unchecked Sendable {
    private var first: String?
    private let lock = DispatchQueue(label: "layoutlint.cache.problems")

    func record(_ problem: String) {
        lock.sync { if first == nil { first = problem } }
    }

    /// The problem to report, if any.
    var note: String? { lock.sync { first } }
}

/// A file's bytes, told apart by their count and two independent 64-bit hashes (FNV-1a, and
/// a multiplicative hash over 8-byte words): an accidental match of all three is far
/// less likely than a disk error.
struct ContentDigest: Codable, Equatable {
    var count: Int
    var fnv: UInt64
    var words: UInt64

    init(_ data: Data) {
        count = data.count
        fnv = Self.fnv1a(data)
        words = Self.wordHash(data)
    }

    /// FNV-1a, 64 bits.
    static func fnv1a(_ data: Data) -> UInt64 {
        data.withUnsafeBytes { bytes in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            }
            return hash
        }
    }

    /// Each 8-byte little-endian word (the last one zero-padded) mixed in by multiplication
    /// and rotation, then the whole avalanched.
    static func wordHash(_ data: Data) -> UInt64 {
        data.withUnsafeBytes { bytes in
            var hash: UInt64 = 0x9e37_79b9_7f4a_7c15 ^ UInt64(truncatingIfNeeded: bytes.count)
            var offset = 0
            while offset + 8 <= bytes.count {
                hash = mix(hash, UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
                offset += 8
            }
            if offset < bytes.count {
                var word: UInt64 = 0
                for (shift, byte) in bytes[offset...].enumerated() { word |= UInt64(byte) << UInt64(shift * 8) }
                hash = mix(hash, word)
            }
            hash ^= hash >> 33
            hash = hash &* 0xff51_afd7_ed55_8ccd
            hash ^= hash >> 33
            return hash
        }
    }

    private static func mix(_ hash: UInt64, _ word: UInt64) -> UInt64 {
        let scrambled = (word &* 0x87c3_7b91_1142_53d5)
        let rotated = (scrambled << 31) | (scrambled >> 33)
        let combined = (hash ^ (rotated &* 0x4cf5_ad43_2745_937f))
        return ((combined << 27) | (combined >> 37)) &* 5 &+ 0x52dc_e729
    }

    /// Sixteen lowercase hex digits.
    static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
