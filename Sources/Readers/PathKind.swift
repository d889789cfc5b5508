#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a path names, following symbolic links (as `FileManager.fileExists(atPath:isDirectory:)`
/// does, whose flag type differs between Foundation's builds).
public enum PathKind: Sendable, Equatable {
    case missing
    case directory
    /// A file, a FIFO, a device: anything that exists and is not a directory.
    case other

    /// What `path` names.
    public static func of(_ path: String) -> PathKind {
        var status = stat()
        guard stat(path, &status) == 0 else { return .missing }
        return status.st_mode & S_IFMT == S_IFDIR ? .directory : .other
    }
}
