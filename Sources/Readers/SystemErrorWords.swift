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
/// not load (it costs half of start-up): words for the underlying `errno`, the same in every
/// message.
public enum SystemErrorWords {
    /// "no such file or folder", "permission denied", … (`words(errno:)`) or the error itself.
    public static func describe(_ error: any Error) -> String {
        if let cocoa = error as? CocoaError {
            // (By its key: `underlying` is newer than the macOS this builds for.)
            if let posix = cocoa.userInfo["NSUnderlyingError"] as? POSIXError { return describe(posix) }
            // Without one, the code's own errno, so that its words are `words(errno:)`'s.
            let code: Int32? = switch cocoa.code {
            case .fileNoSuchFile, .fileReadNoSuchFile: ENOENT
            case .fileReadNoPermission, .fileWriteNoPermission: EACCES
            case .fileWriteOutOfSpace: ENOSPC
            case .fileWriteVolumeReadOnly: EROFS
            case .fileWriteFileExists: EEXIST
            default: nil
            }
            return code.map { words(errno: $0) } ?? "error \(cocoa.code.rawValue)"
        }
        if let posix = error as? POSIXError { return words(errno: posix.code.rawValue) }
        return "\(error)"
    }

    /// The words every message of layoutlint gives for the system error `code`: plain and in
    /// lower case, as its own reasons are ("no such file or folder", "permission denied"),
    /// and the system's own text, its first letter lowered, for the rest.
    public static func words(errno code: Int32) -> String {
        switch code {
        case ENOENT: return "no such file or folder"
        case EACCES, EPERM: return "permission denied"
        case ENOSPC: return "no space left on the device"
        case EROFS: return "the volume is read-only"
        case EEXIST: return "the file exists"
        case EISDIR: return "it is a folder"
        case ENOTDIR: return "a part of the path is not a folder"
        case ELOOP: return "a symbolic link loop"
        case ENAMETOOLONG: return "the name is too long"
        case EMFILE, ENFILE: return "too many open files"
        case EDQUOT: return "the disk quota is used up"
        case ENOEXEC: return "not a program the system can run"
        default:
            let text = String(cString: strerror(code))
            guard let first = text.first else { return "error \(code)" }
            return first.lowercased() + text.dropFirst()
        }
    }
}
