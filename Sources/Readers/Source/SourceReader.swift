import Foundation
import LayoutModel

/// Reads Swift (`.swift`) and Objective-C (`.m`, `.mm`) files into a `CodeFile`: lexer,
/// parser, then the constraint recogniser. A file that cannot be tokenised (an
/// unterminated string or comment, bytes that are not UTF-8) is a located `ReaderError`.
public enum SourceReader {
    /// Whether a file name is a source file this reader takes.
    public static func handles(_ path: String) -> Bool { SourceLanguage.of(path) != nil }

    /// Reads the file at `url` (at most `maximumBytes`).
    public static func read(_ url: URL, maximumBytes: Int = InputLimits.defaults.maximumFileBytes) throws(ReaderError) -> CodeFile {
        let file = url.isFileURL ? url.relativePath : url.absoluteString
        let data = try InputFile.read(url, as: file, maximumBytes: maximumBytes)
        return try parse(data: data, fileName: file, language: SourceLanguage.of(file) ?? .swift)
    }

    /// Reads source held in memory; `fileName` names it in locations and errors.
    public static func parse(data: Data, fileName: String, language: SourceLanguage) throws(ReaderError) -> CodeFile {
        let tokens = try SourceLexer.tokens(of: data, file: fileName, language: language)
        let statements = SourceParser.parse(tokens, language: language)
        return ConstraintRecogniser.recognise(statements, file: fileName, language: language)
    }
}
