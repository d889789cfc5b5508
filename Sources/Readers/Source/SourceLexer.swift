#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Spelling

/// Splits Swift or Objective-C source into tokens, exactly: comments (nested block comments
/// in Swift), string literals (multi-line, raw `#"…"#`, interpolation with nesting,
/// Objective-C `@"…"`), numbers (`1_000`, hex, floats, C suffixes), operators, attributes
/// and directives. Input it cannot tokenise is a located `ReaderError`, never a trap.
public struct SourceLexer {
    let bytes: [UInt8]
    let file: String
    let language: SourceLanguage
    var index = 0
    var line = 1
    var column = 1
    var sawNewline = true
    var tokens: [SourceToken] = []
    /// How many string interpolations enclose the current position (bounded, so that no
    /// input nests the lexer's recursion past the stack).
    var interpolationDepth = 0
    /// `layoutlint:disable` comments: where, and the text after `layoutlint:`.
    var directives: [(line: Int, column: Int, text: String)] = []
    static let maximumInterpolationDepth = 64

    /// Tokenises `data` (which must be UTF-8) as `language`; `file` names it in errors.
    public static func tokens(of data: Data, file: String, language: SourceLanguage) throws(ReaderError) -> [SourceToken] {
        try lex(data, file: file, language: language).tokens
    }

    /// The tokens, and the `layoutlint:disable` comments (line, column, directive text).
    static func lex(_ data: Data, file: String, language: SourceLanguage)
        throws(ReaderError) -> (tokens: [SourceToken], directives: [(line: Int, column: Int, text: String)]) {
        let bytes = [UInt8](data)
        if let (line, column) = UTF8Check.firstInvalid(bytes) {
            throw ReaderError(kind: .malformedSource, file: file, line: line, column: column,
                              message: "the file is not valid UTF-8 text")
        }
        var lexer = SourceLexer(bytes: bytes, file: file, language: language)
        try lexer.run()
        return (lexer.tokens, lexer.directives)
    }

    /// Records a `layoutlint:disable …` inside the comment `bytes[start..<end]`.
    mutating func noteDirective(_ start: Int, _ end: Int, line: Int, column: Int) {
        guard end - start > 18 else { return }
        let text = self.text(start, end)
        guard let range = text.firstRange(of: "layoutlint:disable") else { return }
        var directive = String(text[range.lowerBound...])
        if directive.hasSuffix("*/") { directive.removeLast(2) }
        directives.append((line, column, TextSearch.trimmed(directive)))
    }

    private init(bytes: [UInt8], file: String, language: SourceLanguage) {
        self.bytes = bytes
        self.file = file
        self.language = language
    }

    func peek(_ offset: Int = 0) -> UInt8 {
        let position = index + offset
        return position >= 0 && position < bytes.count ? bytes[position] : 0
    }

    var atEnd: Bool { index >= bytes.count }

    /// Moves past one byte, keeping line and column (columns count scalars, not bytes).
    mutating func advance() {
        guard index < bytes.count else { return }
        let byte = bytes[index]
        index += 1
        if byte == 0x0A {
            line += 1
            column = 1
            sawNewline = true
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }

    func error(_ message: String, line: Int, column: Int) -> ReaderError {
        ReaderError(kind: .malformedSource, file: file, line: line, column: column, message: message)
    }

    mutating func emit(_ kind: SourceToken.Kind, _ text: String, number: Double? = nil, interpolated: Bool = false,
                               line: Int, column: Int) {
        tokens.append(SourceToken(kind, text, number: number, isInterpolated: interpolated, line: line, column: column,
                                  startsLine: sawNewline))
        sawNewline = false
    }

    mutating func run() throws(ReaderError) {
        while !atEnd {
            let byte = peek()
            let startLine = line
            let startColumn = column
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C:
                advance()
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                let start = index
                while !atEnd && peek() != 0x0A { advance() }
                noteDirective(start, index, line: startLine, column: startColumn)
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                let start = index
                try skipBlockComment()
                noteDirective(start, index, line: startLine, column: startColumn)
            case UInt8(ascii: "\""):
                try lexString(hashes: 0, line: startLine, column: startColumn)
            case UInt8(ascii: "#"):
                try lexHash(line: startLine, column: startColumn)
            case UInt8(ascii: "@"):
                try lexAt(line: startLine, column: startColumn)
            case UInt8(ascii: "'") where language == .objectiveC:
                try lexCharacter(line: startLine, column: startColumn)
            case UInt8(ascii: "`"):
                advance()
                let start = index
                while !atEnd && peek() != UInt8(ascii: "`") && peek() != 0x0A { advance() }
                guard peek() == UInt8(ascii: "`") else {
                    throw error("unterminated `identifier`", line: startLine, column: startColumn)
                }
                let name = text(start, index)
                advance()
                emit(.identifier, name, line: startLine, column: startColumn)
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                lexNumber(line: startLine, column: startColumn)
            case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"),
                 UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"):
                advance()
                emit(.punctuation, String(UnicodeScalar(byte)), line: startLine, column: startColumn)
            case UInt8(ascii: "."):
                if Self.isOperator(peek(1)) || peek(1) == UInt8(ascii: ".") {
                    lexOperator(line: startLine, column: startColumn)
                } else {
                    advance()
                    emit(.punctuation, ".", line: startLine, column: startColumn)
                }
            default:
                if Self.isIdentifierStart(byte) {
                    let start = index
                    while !atEnd && Self.isIdentifierPart(peek()) { advance() }
                    emit(.identifier, text(start, index), line: startLine, column: startColumn)
                } else if Self.isOperator(byte) {
                    lexOperator(line: startLine, column: startColumn)
                } else {
                    // A stray byte (`\` outside a string): kept as an operator so that the
                    // recogniser sees something there, as the compiler would complain.
                    advance()
                    emit(.op, String(UnicodeScalar(byte)), line: startLine, column: startColumn)
                }
            }
        }
    }

    func text(_ start: Int, _ end: Int) -> String {
        String(decoding: bytes[start..<min(end, bytes.count)], as: UTF8.self)
    }

    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F || byte == 0x24 || byte >= 0x80
    }

    static func isIdentifierPart(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (byte >= 0x30 && byte <= 0x39)
    }

    static func isOperator(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
             UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
             UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            true
        default:
            false
        }
    }

    mutating func lexOperator(line: Int, column: Int) {
        let start = index
        let dotted = peek() == UInt8(ascii: ".")
        while !atEnd, Self.isOperator(peek()) || (dotted && peek() == UInt8(ascii: ".")) {
            // A comment starts here, not the operator's next character.
            if peek() == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") || peek(1) == UInt8(ascii: "*"), index > start { break }
            advance()
            // `?` and `!` stand alone before `.` and after a name (`view?.topAnchor`, `x!`).
            let last = bytes[index - 1]
            if (last == UInt8(ascii: "?") || last == UInt8(ascii: "!")) && index - start == 1 && peek() != UInt8(ascii: "=") { break }
        }
        emit(.op, text(start, index), line: line, column: column)
    }

    mutating func skipBlockComment() throws(ReaderError) {
        let startLine = line
        let startColumn = column
        advance()
        advance()
        var depth = 1
        while !atEnd {
            if peek() == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/") {
                advance()
                advance()
                depth -= 1
                if depth == 0 { return }
            } else if language == .swift && peek() == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
                advance()
                advance()
                depth += 1
            } else {
                advance()
            }
        }
        throw error("unterminated /* comment", line: startLine, column: startColumn)
    }

    /// `#if`, `#selector`, raw strings `#"…"#`, regex `#/…/#`; in Objective-C a whole
    /// preprocessor line.
    mutating func lexHash(line: Int, column: Int) throws(ReaderError) {
        if language == .objectiveC {
            let start = index
            while !atEnd && !(peek() == 0x0A && peek(-1) != UInt8(ascii: "\\")) {
                if peek() == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") { break }
                if peek() == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "/") { break }
                advance()
            }
            emit(.directive, text(start, index), line: line, column: column)
            return
        }
        var hashes = 0
        while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
        if peek(hashes) == UInt8(ascii: "\"") {
            for _ in 0..<hashes { advance() }
            try lexString(hashes: hashes, line: line, column: column)
            return
        }
        if peek(hashes) == UInt8(ascii: "/") {
            for _ in 0..<hashes { advance() }
            advance()
            while !atEnd {
                if peek() == UInt8(ascii: "/") && (0..<hashes).allSatisfy({ peek($0 + 1) == UInt8(ascii: "#") }) {
                    for _ in 0...hashes { advance() }
                    emit(.string, "", interpolated: true, line: line, column: column)
                    return
                }
                advance()
            }
            throw error("unterminated regex literal", line: line, column: column)
        }
        advance()
        let start = index
        while !atEnd && Self.isIdentifierPart(peek()) { advance() }
        emit(.directive, "#" + text(start, index), line: line, column: column)
    }

    /// `@name`, and in Objective-C `@"…"`, `@[`, `@{`, `@(`, `@10`.
    mutating func lexAt(line: Int, column: Int) throws(ReaderError) {
        advance()
        let next = peek()
        if next == UInt8(ascii: "\"") {
            try lexString(hashes: 0, line: line, column: column)
        } else if next == UInt8(ascii: "[") || next == UInt8(ascii: "{") || next == UInt8(ascii: "(") {
            advance()
            emit(.punctuation, "@" + String(UnicodeScalar(next)), line: line, column: column)
        } else if Self.isDigit(next, radix: 10) || (next == UInt8(ascii: "-") && Self.isDigit(peek(1), radix: 10)) {
            var negative = false
            if next == UInt8(ascii: "-") {
                negative = true
                advance()
            }
            lexNumber(line: line, column: column)
            if negative, let last = tokens.indices.last {
                tokens[last].number = tokens[last].number.map { -$0 }
            }
        } else {
            let start = index
            while !atEnd && Self.isIdentifierPart(peek()) { advance() }
            emit(.attribute, "@" + text(start, index), line: line, column: column)
        }
    }

    mutating func lexCharacter(line: Int, column: Int) throws(ReaderError) {
        advance()
        while !atEnd && peek() != UInt8(ascii: "'") && peek() != 0x0A {
            if peek() == UInt8(ascii: "\\") { advance() }
            advance()
        }
        guard peek() == UInt8(ascii: "'") else { throw error("unterminated character literal", line: line, column: column) }
        advance()
        emit(.number, "'c'", line: line, column: column)
    }
}
