#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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
        relative(absolute: absolute(path), toAbsolute: absolute(folder))
    }

    /// `relative(_:to:)` on paths already absolute.
    static func relative(absolute path: String, toAbsolute folder: String) -> String {
        // Inside the folder, both clean (no empty component): the rest of the text, as the
        // component walk below would join it — without splitting into characters (that walk
        // was 1 % of a corpus lint).
        if isClean(folder), path.utf8.count > folder.utf8.count + 1, path.utf8.starts(with: folder.utf8) {
            let rest = path.utf8.dropFirst(folder == "/" ? 1 : folder.utf8.count)
            if folder == "/" || rest.first == UInt8(ascii: "/") {
                let inside = folder == "/" ? Substring(rest) : Substring(rest.dropFirst())
                if isClean("/" + inside) { return String(inside) }
            }
        }
        let target = components(path)
        let base = components(folder)
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
        // An absolute folder (no `.`, `..` or trailing slash, as `absolute` gives): the text
        // before its last slash — what `URL` gives, at a thousandth of the price.
        if folder.hasPrefix("/"), !folder.hasSuffix("/"), let slash = folder.lastIndex(of: "/"),
           !folder.split(separator: "/").contains(where: { $0 == "." || $0 == ".." }) {
            return slash == folder.startIndex ? "/" : String(folder[..<slash])
        }
        return URL(fileURLWithPath: folder).deletingLastPathComponent().standardizedFileURL.path
    }

    /// `folder` + `/` + `name`, without doubling the slash at the root (or after one at the
    /// end), and `name` alone for an empty folder: `NSString.appendingPathComponent`.
    public static func join(_ folder: String, _ name: String) -> String {
        if folder.isEmpty { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// Whether `path` is `/` or starts with `/` and has no empty component (no `//`, no
    /// trailing `/`).
    private static func isClean(_ path: String) -> Bool {
        let bytes = path.utf8
        guard bytes.first == UInt8(ascii: "/") else { return false }
        if bytes.count == 1 { return true }
        guard bytes.last != UInt8(ascii: "/") else { return false }
        var previous: UInt8 = 0
        for byte in bytes {
            if byte == UInt8(ascii: "/") && previous == byte { return false }
            previous = byte
        }
        return true
    }

    private static func components(_ path: String) -> [Substring] {
        path.split(separator: "/")
    }
}

/// `PathText`'s absolute forms for the many files of a run, each folder made absolute once
/// (through `URL`, about 0.2 ms a path: a third of planning a lint of 559 files). Not for
/// use from several threads at once.
public final class PathMemo {
    private var absoluteFolders: [String: String] = [:]

    public init() {}

    /// `PathText.absolute(path)`.
    public func absolute(_ path: String) -> String {
        guard let (folder, name) = split(path) else { return absoluteFolder(path) }
        return PathText.join(absoluteFolder(folder), name)
    }

    /// `PathText.folder(of: path)`.
    public func folder(of path: String) -> String {
        guard let (folder, _) = split(path) else { return PathText.folder(of: path) }
        return absoluteFolder(folder)
    }

    /// `PathText.relative(path, to: folder)`.
    public func relative(_ path: String, to folder: String) -> String {
        PathText.relative(absolute: absolute(path), toAbsolute: absoluteFolder(folder))
    }

    private func absoluteFolder(_ folder: String) -> String {
        if let known = absoluteFolders[folder] { return known }
        // A plain name under a folder: that folder's absolute form and the name, so that only
        // the first folder of a tree goes through `URL`.
        let made = split(folder).map { PathText.join(absoluteFolder($0.folder), $0.name) } ?? PathText.absolute(folder)
        absoluteFolders[folder] = made
        return made
    }

    /// The folder text and the last component, when the last component is a plain name
    /// (not `.`, `..` or empty) under a named folder — where the absolute form is the
    /// folder's plus the name.
    private func split(_ path: String) -> (folder: String, name: String)? {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return nil }
        let name = path[path.index(after: slash)...]
        guard !name.isEmpty, name != ".", name != ".." else { return nil }
        return (String(path[..<slash]), String(name))
    }
}

/// Path components in text, as `NSString`'s path methods give them (`NSString` is in the
/// part of Foundation layoutlint does not load).
extension PathText {
    /// The last component of `path`, as `NSString.lastPathComponent` gives it (trailing
    /// slashes ignored; `/` for the root).
    public static func lastComponent(_ path: String) -> String {
        let clean = standardSlashes(path)
        guard clean != "/", let slash = clean.lastIndex(of: "/") else { return String(clean) }
        return String(clean[clean.index(after: slash)...])
    }

    /// `path` without its last component, as `NSString.deletingLastPathComponent` gives it
    /// (`/a` for `/a/b`, `/` for `/a`, empty for a bare name).
    public static func withoutLastComponent(_ path: String) -> String {
        let clean = standardSlashes(path)
        guard let slash = clean.lastIndex(of: "/") else { return "" }
        return slash == clean.startIndex ? "/" : String(clean[..<slash])
    }

    /// `path` with slashes as NSString reads them: a run of them as one, and none at the end
    /// but the root's.
    private static func standardSlashes(_ path: String) -> Substring {
        var clean = ""
        for character in path where !(character == "/" && clean.hasSuffix("/")) { clean.append(character) }
        if clean.count > 1, clean.hasSuffix("/") { clean.removeLast() }
        return Substring(clean)
    }
}
