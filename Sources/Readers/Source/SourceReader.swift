import Dispatch
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LayoutModel

/// Reads Swift (`.swift`) and Objective-C (`.m`, `.mm`) files into a `CodeFile`: lexer,
/// parser, then the constraint recogniser. A file that cannot be tokenised (an
/// unterminated string or comment, bytes that are not UTF-8) is a located `ReaderError`.
public enum SourceReader {
    /// Whether a file name is a source file this reader takes.
    public static func handles(_ path: String) -> Bool { SourceLanguage.of(path) != nil }

    /// Reads the file at `url`: at most `limits.maximumFileBytes`, no line longer than
    /// `limits.maximumLineBytes`.
    public static func read(_ url: URL, limits: InputLimits = .defaults) throws(ReaderError) -> CodeFile {
        let file = url.isFileURL ? url.relativePath : url.absoluteString
        return try read(data: try InputFile.read(url, as: file, maximumBytes: limits.maximumFileBytes), fileName: file, limits: limits)
    }

    /// Reads a file's bytes already in memory (at most `limits.maximumFileBytes`, which the
    /// caller checked), named `fileName`: no line longer than `limits.maximumLineBytes`.
    public static func read(data: Data, fileName file: String, limits: InputLimits = .defaults) throws(ReaderError) -> CodeFile {
        if let (line, length) = limits.overlongLine(in: data) {
            throw ReaderError(kind: .malformedSource, file: file, line: line, column: 1,
                              message: "the line is \(length) bytes long, more than the limit of \(limits.maximumLineBytes) (raise it with --max-line-length)")
        }
        return try parse(data: data, fileName: file, language: SourceLanguage.of(file) ?? .swift)
    }

    /// Reads source held in memory; `fileName` names it in locations and errors.
    public static func parse(data: Data, fileName: String, language: SourceLanguage) throws(ReaderError) -> CodeFile {
        let (tokens, directives) = try SourceLexer.lex(data, file: fileName, language: language)
        let statements = SourceParser.parse(tokens, language: language)
        var code = ConstraintRecogniser.recognise(statements, file: fileName, language: language, called: calledNames(tokens))
        code.suppressions = directives.map { directive in
            let rules = directive.text.dropFirst("layoutlint:disable".count)
                .split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" }).map(String.init)
                // Rule ids are snake_case with an underscore; other words are commentary.
                .filter { $0.contains("_") && $0.first?.isLetter == true && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }
            return CodeSuppression(location: SourceLocation(file: fileName, line: directive.line, column: directive.column),
                                   rules: rules, text: directive.text)
        }
        return code
    }

    /// The names the file calls (`name(` not after `func`): only those functions can be
    /// helpers at a call site, so only those are summarised.
    static func calledNames(_ tokens: [SourceToken]) -> Set<String> {
        var names: Set<String> = []
        for index in tokens.indices.dropFirst() where tokens[index].kind == .identifier {
            let next = index + 1 < tokens.count ? tokens[index + 1] : nil
            guard next?.isSymbol("(") == true || next?.isSymbol("{") == true || next?.isSymbol(":") == true else { continue }
            if tokens[index - 1].isWord("func") { continue }
            names.insert(tokens[index].text)
        }
        return names
    }

    /// The time of each phase of reading `data` (lexer, parser, recogniser), in
    /// milliseconds, for `layoutlint sources --bench`.
    public static func phaseTimes(data: Data, fileName: String, language: SourceLanguage) throws(ReaderError) -> [Double] {
        func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }
        let start = now()
        let tokens = try SourceLexer.tokens(of: data, file: fileName, language: language)
        let lexed = now()
        let statements = SourceParser.parse(tokens, language: language)
        let parsed = now()
        _ = ConstraintRecogniser.recognise(statements, file: fileName, language: language, called: calledNames(tokens))
        let recognised = now()
        return [lexed - start, parsed - lexed, recognised - parsed].map { Double($0) / 1e6 }
    }
}
