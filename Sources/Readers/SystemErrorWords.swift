#if canImport(Glibc)
import Glibc
import FoundationEssentials
#elseif canImport(FoundationEssentials)
import FoundationEssentials
import Darwin
#else
import Foundation
#endif

/// Words for an error thrown by a file operation (`Data.write`, `FileManager`), without
/// Foundation's localised descriptions, which live in the part of Foundation layoutlint does
/// not load (it costs half of start-up): the system's own words for the underlying `errno`.
public enum SystemErrorWords {
    /// "No such file or directory", "Permission denied", … or the error itself.
    public static func describe(_ error: any Error) -> String {
        if let cocoa = error as? CocoaError {
            // (By its key: `underlying` is newer than the macOS this builds for.)
            if let posix = cocoa.userInfo["NSUnderlyingError"] as? POSIXError { return describe(posix) }
            return switch cocoa.code {
            case .fileNoSuchFile, .fileReadNoSuchFile: "no such file"
            case .fileReadNoPermission, .fileWriteNoPermission: "permission denied"
            case .fileWriteOutOfSpace: "no space left on the device"
            case .fileWriteVolumeReadOnly: "the volume is read-only"
            case .fileWriteFileExists: "the file exists"
            default: "error \(cocoa.code.rawValue)"
            }
        }
        if let posix = error as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
        return "\(error)"
    }
}
