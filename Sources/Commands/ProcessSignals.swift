import ArgumentKit
#if canImport(Glibc)
import Glibc
import FoundationEssentials
#elseif canImport(FoundationEssentials)
import FoundationEssentials
import Darwin
#else
import Foundation
#endif

/// The temporary file `AtomicFile` is writing, in a buffer the signal handlers read without
/// allocating or locking (only async-signal-safe calls are allowed there).
nonisolated(unsafe) private let pendingTemporaryPath: UnsafeMutablePointer<CChar> = {
    let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: 4097)
    buffer.initialize(repeating: 0, count: 4097)
    return buffer
}()

/// How the process ends when interrupted, and how it writes its output.
public enum InterruptCleanup {
    /// Ignores SIGPIPE (a closed pipe is seen as EPIPE by `writeOutput`), and makes SIGINT and
    /// SIGTERM remove the temporary file being written, if any, and exit with 130 or 143.
    public static func install() {
        pendingTemporaryPath[0] = 0
        // A parent may hand its blocked signals down (test runners, some CI agents do):
        // then Control-C or a CI timeout would never reach the handlers.
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        sigaddset(&signals, SIGPIPE)
        sigprocmask(SIG_UNBLOCK, &signals, nil)
        signal(SIGPIPE, SIG_IGN)
        signal(SIGINT) { _ in InterruptCleanup.removePendingAndExit(ExitCode.interrupted.rawValue) }
        signal(SIGTERM) { _ in InterruptCleanup.removePendingAndExit(ExitCode.terminated.rawValue) }
    }

    /// Records `temporary` as the file to remove if the run is interrupted (nil: none).
    static func pending(_ temporary: String?) {
        pendingTemporaryPath[0] = 0
        guard let temporary else { return }
        let bytes = Array(temporary.utf8)
        guard bytes.count < 4096 else { return }
        for (offset, byte) in bytes.enumerated().dropFirst() { pendingTemporaryPath[offset] = CChar(bitPattern: byte) }
        pendingTemporaryPath[bytes.count] = 0
        // The first byte last: until it is set the handler sees no path, never half of one.
        if let first = bytes.first { pendingTemporaryPath[0] = CChar(bitPattern: first) }
    }

    private static func removePendingAndExit(_ status: Int32) -> Never {
        if pendingTemporaryPath[0] != 0 { unlink(pendingTemporaryPath) }
        _exit(status)
    }

    /// Writes `text` to `descriptor` whole. False when the reader has gone (EPIPE: `| head`
    /// closed the pipe) or the write failed; the caller ends the run quietly then.
    @discardableResult
    public static func writeOutput(_ text: String, to descriptor: Int32) -> Bool {
        AtomicFile.writeAll(Data(text.utf8), to: descriptor)
    }
}
