import Foundation

/// Path arithmetic on plain strings: absolute forms, folders, and paths relative to a
/// folder (what globs and baseline entries are written against).
public enum PathText {
    /// `path` made absolute (against the current folder) with `.` and `..` resolved.
    /// Symbolic links are left alone, so the result names what the user named.
    public static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// The folder holding `path`, absolute.
    public static func folder(of path: String) -> String {
        URL(fileURLWithPath: absolute(path)).deletingLastPathComponent().standardizedFileURL.path
    }

    /// `path` relative to `folder`, `/`-separated, with `..` where it lies outside:
    /// `relative("/a/b/c.xib", to: "/a")` is `b/c.xib`; `relative("/x/c.xib", to: "/a")` is
    /// `../x/c.xib`.
    public static func relative(_ path: String, to folder: String) -> String {
        let target = components(absolute(path))
        let base = components(absolute(folder))
        var common = 0
        while common < target.count, common < base.count, target[common] == base[common] { common += 1 }
        let ups = Array(repeating: Substring(".."), count: base.count - common)
        return (ups + target[common...]).joined(separator: "/")
    }

    /// An absolute `path` relative to the current folder when it lies inside it (as people
    /// like to read it in messages), else unchanged.
    public static func shortened(_ path: String) -> String {
        let current = absolute(FileManager.default.currentDirectoryPath)
        let prefix = current.hasSuffix("/") ? current : current + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// The parent of an absolute folder, or nil at the root.
    static func parent(of folder: String) -> String? {
        guard folder != "/" else { return nil }
        return URL(fileURLWithPath: folder).deletingLastPathComponent().standardizedFileURL.path
    }

    /// `folder` + `/` + `name`, without doubling the slash at the root.
    static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    private static func components(_ path: String) -> [Substring] {
        path.split(separator: "/")
    }
}
