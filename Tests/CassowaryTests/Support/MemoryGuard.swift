import Foundation
import Testing

/// Watches the process's address space, so that a solver whose buffers grow without
/// bound fails a test instead of killing the whole test process (an allocation of tens of
/// gigabytes traps). Linux only (`/proc/self/statm`); elsewhere it never trips.
enum MemoryGuard {
    /// Far above anything these tests need (about 0.5 GB), well below the point where a
    /// doubling buffer makes an allocation fail.
    static let limit = 8 << 30

    /// The process's virtual size in bytes, or nil where it cannot be read.
    static func virtualSize() -> Int? {
        #if os(Linux)
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
              let pages = text.split(separator: " ").first.flatMap({ Int($0) }) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
        #else
        return nil
        #endif
    }

    /// Whether the address space has run away (see `MemoryGrowthTests`).
    static var hasRunAway: Bool {
        (virtualSize() ?? 0) > limit
    }
}

/// Records an issue and returns true when the address space has run away, so that a loop
/// can stop before the process dies (see `MemoryGrowthTests`).
func memoryRanAway(_ context: @autoclosure () -> String, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    guard MemoryGuard.hasRunAway else { return false }
    Issue.record("\(context()): stopped, the process has reserved \((MemoryGuard.virtualSize() ?? 0) >> 30) GB (see MemoryGrowthTests)",
                 sourceLocation: sourceLocation)
    return true
}
