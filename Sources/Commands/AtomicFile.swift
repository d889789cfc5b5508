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
import Readers

/// Writes every file layoutlint writes (configuration, baseline, hook, rule pages): to a
/// temporary file in the same folder, flushed to disk, then renamed over the target, so an
/// interrupted run (SIGINT, SIGTERM, a full disk, a crash) leaves either the old file or the
/// new one, never a truncated one.
enum AtomicFile {
    /// Why a file could not be written; the target is unchanged.
    struct Failure: LocalizedError, CustomStringConvertible {
        var description: String
        var errorDescription: String? { description }
    }

    /// Writes `data` to `path`. The file keeps the permissions of the one it replaces, or
    /// gets `permissions` (default: 0644 less the umask) when new or when given.
    /// `writeChunk` stands for `write(2)` (tests make it fail part-way).
    static func write(_ data: Data, to path: String, permissions: mode_t? = nil,
                      writeChunk: (Int32, UnsafeRawPointer, Int) -> Int = { systemWrite($0, $1, $2) }) throws(Failure) {
        let folder = PathText.withoutLastComponent(path)
        let name = PathText.lastComponent(path)
        let temporary = (folder.isEmpty ? "" : folder + "/") + ".\(name).layoutlint-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
        var status = stat()
        let existingMode: mode_t? = stat(path, &status) == 0 ? status.st_mode & 0o7777 : nil
        // Recorded before it exists: a signal between creating and recording it would leave it.
        InterruptCleanup.pending(temporary)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, permissions ?? existingMode ?? 0o644)
        guard descriptor >= 0 else {
            InterruptCleanup.pending(nil)
            throw Failure(description: "cannot create a temporary file next to it: \(Self.reason())")
        }
        func abandon(_ what: String) -> Failure {
            let failure = Failure(description: "\(what): \(Self.reason())")
            close(descriptor)
            unlink(temporary)
            InterruptCleanup.pending(nil)
            return failure
        }
        guard writeAll(data, to: descriptor, writeChunk: writeChunk) else { throw abandon("cannot write") }
        if let mode = permissions ?? existingMode, fchmod(descriptor, mode) != 0 { throw abandon("cannot set its permissions") }
        guard fsync(descriptor) == 0 else { throw abandon("cannot flush it to disk") }
        guard close(descriptor) == 0 else {
            let failure = Failure(description: "cannot write: \(Self.reason())")
            unlink(temporary)
            InterruptCleanup.pending(nil)
            throw failure
        }
        guard rename(temporary, path) == 0 else {
            let failure = Failure(description: "cannot replace it: \(Self.reason())")
            unlink(temporary)
            InterruptCleanup.pending(nil)
            throw failure
        }
        InterruptCleanup.pending(nil)
    }

    /// Writes all of `data` to `descriptor`, 1 MiB at a time, again after an interrupted call;
    /// false (with `errno` set) when a write fails. `writeChunk` stands for `write(2)`.
    static func writeAll(_ data: Data, to descriptor: Int32,
                         writeChunk: (Int32, UnsafeRawPointer, Int) -> Int = { systemWrite($0, $1, $2) }) -> Bool {
        data.withUnsafeBytes { buffer -> Bool in
            guard var cursor = buffer.baseAddress else { return true }
            var left = buffer.count
            while left > 0 {
                let written = writeChunk(descriptor, cursor, min(left, 1 << 20))
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { return false }
                cursor += written
                left -= written
            }
            return true
        }
    }

    /// `write(2)`, under a name the closure default can call without recursion.
    static func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(descriptor, bytes, count)
        #else
        Darwin.write(descriptor, bytes, count)
        #endif
    }

    private static func reason() -> String {
        SystemErrorWords.words(errno: errno)
    }
}
