#if canImport(Glibc)
import Glibc
import FoundationEssentials
#elseif canImport(FoundationEssentials)
import FoundationEssentials
import Darwin
#else
import Foundation
#endif
import JSONSupport
import LayoutModel

/// Reads layout dumps (format v1, `docs/dump-format.md`).
///
/// Every violation is reported with file, line, column and JSON path: missing or mistyped
/// fields, unknown keys inside views, guides, constraints and stacks (a typo there would
/// change the meaning silently), duplicate ids, references to items that do not exist or
/// come later than they may, invalid constraints (the ones UIKit itself refuses to create),
/// and a newer format version. Unknown top-level keys are tolerated for forward
/// compatibility.
public enum LayoutDumpReader {
    /// The `format` value that marks a layout dump.
    public static let formatName = "layoutlint-dump"
    /// The newest format version this reader understands.
    public static let supportedVersion = 1

    /// Whether a parsed document is meant as a layout dump: it has a `format` member (the
    /// benchmark format has none) or a `views` member. A misspelt format name then gets the
    /// dump reader's precise error instead of the other format's confusing ones.
    public static func isLayoutDump(_ root: JSONNode) -> Bool {
        guard case .object(let object) = root.value else { return false }
        return object["format"] != nil || object["views"] != nil
    }

    /// Reads and validates the dump at `url`; errors name the file as the user typed it.
    public static func read(contentsOf url: URL) throws(ReaderError) -> LayoutDump {
        let file = url.isFileURL ? url.relativePath : url.absoluteString
        let data = try InputFile.read(url, as: file)
        return try parse(data: data, fileName: file)
    }

    /// Parses and validates a dump held in memory; `fileName` is used in errors and sources.
    public static func parse(data: Data, fileName: String) throws(ReaderError) -> LayoutDump {
        let root = try InputFile.parseJSON(data, file: fileName)
        return try decode(root, fileName: fileName)
    }

    /// Validates an already parsed document.
    public static func decode(_ root: JSONNode, fileName: String) throws(ReaderError) -> LayoutDump {
        do throws(JSONDecodingError) {
            var decoder = LayoutDumpDecoder(file: fileName)
            return try decoder.decodeDump(JSONCursor(root))
        } catch {
            throw ReaderError(error, file: fileName)
        }
    }
}

/// Reading a file's bytes, and parsing JSON, with the errors every reader gives.
public enum InputFile {
    /// The JSON document in `data`, or the parser's error located in `file`.
    static func parseJSON(_ data: Data, file: String) throws(ReaderError) -> JSONNode {
        do throws(JSONParseError) {
            return try JSONParser.parse(data)
        } catch {
            throw ReaderError(error, file: file)
        }
    }

    /// The bytes of the file at `url`, read with `open(2)`/`read(2)` so that whatever the
    /// path names gets a message of its own instead of a hang or a trap: a FIFO (which would
    /// block a plain read forever), a socket or a device, a folder, a symbolic link loop or a
    /// link to nothing, a file without read permission.
    public static func read(_ url: URL, as file: String, maximumBytes: Int = InputLimits.defaults.maximumFileBytes) throws(ReaderError) -> Data {
        func failure(_ message: String) -> ReaderError {
            ReaderError(kind: .unreadable, file: file, message: "cannot read file: \(message)")
        }
        guard url.isFileURL else { throw failure("not a local file (\(url.absoluteString))") }
        // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer.
        let descriptor = open(url.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(openFailure(errno, path: url.path)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw failure(SystemErrorWords.words(errno: errno)) }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw failure("it is a folder")
        case S_IFIFO: throw failure("it is a FIFO (named pipe), not a regular file")
        case S_IFSOCK: throw failure("it is a socket, not a regular file")
        default: throw failure("it is a device, not a regular file")
        }
        func tooLarge(_ size: Int) -> ReaderError {
            ReaderError(kind: .unreadable, file: file,
                        message: "the file is \(size) bytes, more than the limit of \(maximumBytes) (raise it with --max-file-size)")
        }
        let size = Int(clamping: max(0, Int64(status.st_size)))
        guard size <= maximumBytes else { throw tooLarge(size) }
        var data = Data(capacity: size)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw failure(SystemErrorWords.words(errno: errno))
            }
            data.append(contentsOf: chunk[0..<count])
            // The file may grow while it is read (a log being written).
            guard data.count <= maximumBytes else { throw tooLarge(data.count) }
        }
        return data
    }

    private static func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.read(descriptor, buffer, count)
        #else
        Darwin.read(descriptor, buffer, count)
        #endif
    }

    /// Why `open` failed, in words that name the cause (`ELOOP` is a link loop, not a mystery).
    private static func openFailure(_ code: Int32, path: String) -> String {
        switch code {
        case ENOENT:
            var status = stat()
            if lstat(path, &status) == 0 { return "a symbolic link to nothing" }
            // Folder listings decode names that are not UTF-8 with U+FFFD, which names nothing.
            if path.unicodeScalars.contains("\u{FFFD}") { return "its name is not valid UTF-8, so it cannot be opened by it; rename the file" }
            return "no such file"
        default: return SystemErrorWords.words(errno: code)
        }
    }
}
