/// Reads tokens into `SourceStatement`s: declarations, statements, bodies. Loose by design:
/// a token it does not expect is passed over (always at least one per step, so it ends), and
/// nesting deeper than `maximumDepth` is skipped as a balanced group instead of recursed into,
/// so no input can exhaust the stack.
struct SourceParser {
    let tokens: [SourceToken]
    let language: SourceLanguage
    var index = 0
    var depth = 0
    static let maximumDepth = 120

    init(tokens: [SourceToken], language: SourceLanguage) {
        self.tokens = tokens
        self.language = language
    }

    /// The file's top-level statements.
    static func parse(_ tokens: [SourceToken], language: SourceLanguage) -> [SourceStatement] {
        var parser = SourceParser(tokens: tokens, language: language)
        var statements: [SourceStatement] = []
        while !parser.atEnd {
            let before = parser.index
            if let statement = parser.parseStatement() { statements.append(statement) }
            if parser.index == before { parser.index += 1 }
        }
        return statements
    }

    var atEnd: Bool { index >= tokens.count }

    func token(_ offset: Int = 0) -> SourceToken? {
        let position = index + offset
        return position >= 0 && position < tokens.count ? tokens[position] : nil
    }

    // These read the token in place: copying a token (its text) on every look was a tenth
    // of the reading time.
    func isSymbol(_ symbol: String, _ offset: Int = 0) -> Bool {
        let position = index + offset
        return position >= 0 && position < tokens.count && tokens[position].isSymbol(symbol)
    }

    func isWord(_ word: String, _ offset: Int = 0) -> Bool {
        let position = index + offset
        return position >= 0 && position < tokens.count && tokens[position].isWord(word)
    }

    var position: CodePosition {
        let at = index < tokens.count ? index : tokens.count - 1
        guard at >= 0 else { return CodePosition(line: 1, column: 1) }
        return CodePosition(line: tokens[at].line, column: tokens[at].column)
    }

    /// Passes a balanced group starting at an opening bracket, without recursion.
    mutating func skipBalanced() {
        var stack = 0
        repeat {
            guard let current = token() else { return }
            if current.kind == .punctuation {
                switch current.text {
                case "(", "[", "{", "@[", "@{", "@(": stack += 1
                case ")", "]", "}": stack -= 1
                default: break
                }
            }
            index += 1
        } while stack > 0
    }

    /// Passes tokens up to (not including) the first `{` at this level; stops at `}` or `;`
    /// that close the enclosing scope. Returns whether a `{` was found.
    mutating func skip(toBraceStoppingAtLineStartWords stops: Set<String> = []) -> Bool {
        while let current = token() {
            if current.isSymbol("{") { return true }
            if current.isSymbol("}") || current.isSymbol(";") { return false }
            if current.startsLine, current.kind == .identifier, stops.contains(current.text) { return false }
            if current.kind == .punctuation, ["(", "[", "@[", "@{", "@("].contains(current.text) {
                skipBalanced()
            } else {
                index += 1
            }
        }
        return false
    }

    /// A `{ … }` body (the current token is `{`), with closure parameters when `closure`.
    mutating func parseBlock(closure: Bool = false) -> SourceBlock {
        guard isSymbol("{") else { return SourceBlock() }
        if depth >= Self.maximumDepth {
            skipBalanced()
            return SourceBlock()
        }
        depth += 1
        defer { depth -= 1 }
        index += 1
        var block = SourceBlock()
        if closure { block.parameters = parseClosureSignature() }
        while let current = token(), !current.isSymbol("}") {
            let before = index
            if language == .objectiveC, current.kind == .attribute, current.text == "@end" { break }
            if let statement = parseStatement() { block.statements.append(statement) }
            if index == before { index += 1 }
        }
        if isSymbol("}") { index += 1 }
        return block
    }

    /// `a, b in`, `(make: ConstraintMaker) -> Void in`, `[weak self] cell in`: the names
    /// before `in`, or none when the closure has no signature.
    mutating func parseClosureSignature() -> [String] {
        guard language == .swift else { return [] }
        var offset = 0
        var names: [String] = []
        var bracket = 0
        while let current = token(offset), offset < 40 {
            if current.isWord("in") && bracket == 0 {
                index += offset + 1
                return names
            }
            switch current.kind {
            case .identifier:
                if ["for", "if", "let", "var", "case", "return", "guard", "switch", "while"].contains(current.text) { return [] }
                let next = token(offset + 1)
                let previous = offset > 0 ? token(offset - 1) : nil
                let afterColon = previous?.isSymbol(":") == true || previous?.isSymbol("->") == true
                if bracket == 0 || (bracket == 1 && token(0)?.isSymbol("(") == true),
                   !afterColon, next?.isSymbol(",") == true || next?.isWord("in") == true || next?.isSymbol(":") == true
                    || next?.isSymbol(")") == true {
                    names.append(current.text)
                }
            case .punctuation:
                switch current.text {
                case "(", "[": bracket += 1
                case ")", "]": bracket -= 1
                case ",", ":": break
                default: return []
                }
            case .op:
                guard ["->", "?", "!", "..."].contains(current.text) else { return [] }
            default:
                return []
            }
            offset += 1
        }
        return []
    }
}
