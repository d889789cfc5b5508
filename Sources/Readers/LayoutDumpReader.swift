import Foundation
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
enum InputFile {
    /// The JSON document in `data`, or the parser's error located in `file`.
    static func parseJSON(_ data: Data, file: String) throws(ReaderError) -> JSONNode {
        do throws(JSONParseError) {
            return try JSONParser.parse(data)
        } catch {
            throw ReaderError(error, file: file)
        }
    }

    static func read(_ url: URL, as file: String) throws(ReaderError) -> Data {
        var isDirectory: ObjCBool = false
        if url.isFileURL && FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue {
            throw ReaderError(kind: .unreadable, file: file, message: "cannot read file: it is a directory")
        }
        do {
            return try Data(contentsOf: url)
        } catch {
            throw ReaderError(kind: .unreadable, file: file, message: "cannot read file: \(error.localizedDescription)")
        }
    }
}
