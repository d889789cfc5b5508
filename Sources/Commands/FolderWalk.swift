#if canImport(Glibc)
import Glibc
import FoundationEssentials
#elseif canImport(FoundationEssentials)
import FoundationEssentials
import Darwin
#else
import Foundation
#endif

/// Every entry under a folder, by `opendir`/`readdir`: what `FileManager.enumerator(atPath:)`
/// lists (files, folders and links, hidden ones too; links not followed), at a tenth of its
/// price on Linux, where the enumerator cost 2 % of linting a 559-file project before any
/// file was read.
enum FolderWalk {
    #if os(Linux)
    private typealias Handle = OpaquePointer
    #else
    private typealias Handle = UnsafeMutablePointer<DIR>
    #endif

    /// The paths of every entry under `folder`, relative to it (`a/b.xib`), in no set order;
    /// a name that is not UTF-8 has its bad bytes replaced (as the enumerator does). Nil
    /// when `folder` cannot be listed; a subfolder that cannot be is skipped.
    static func entries(under folder: String) -> [String]? {
        guard let top = opendir(folder) else { return nil }
        var found: [String] = []
        var pending: [(handle: Handle, bytes: [CChar], relative: String)] = [(top, Array(folder.utf8CString.dropLast()), "")]
        while let (handle, bytes, relative) = pending.popLast() {
            defer { closedir(handle) }
            while let entry = readdir(handle) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw -> [UInt8] in
                    let all = raw.bindMemory(to: UInt8.self)
                    return Array(all.prefix { $0 != 0 })
                }
                if name == [0x2E] || name == [0x2E, 0x2E] { continue }
                let path = bytes + [CChar(bitPattern: 0x2F)] + name.map { CChar(bitPattern: $0) }
                let shown = relative + String(decoding: name, as: UTF8.self)
                found.append(shown)
                if isFolder(entry.pointee.d_type, path), let inner = opendir(path + [0]) {
                    pending.append((inner, path, shown + "/"))
                }
            }
        }
        return found
    }

    /// Whether an entry is a folder itself (not a link to one), asking `lstat` when
    /// `readdir` does not say.
    private static func isFolder(_ type: UInt8, _ path: [CChar]) -> Bool {
        if type != UInt8(DT_UNKNOWN) { return type == UInt8(DT_DIR) }
        var status = stat()
        return lstat(path + [0], &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }
}
