/// Statements and declarations, Swift and Objective-C.
extension SourceParser {
    static let modifiers: Set<String> = [
        "private", "fileprivate", "internal", "public", "open", "override", "static", "final", "lazy", "weak",
        "unowned", "mutating", "nonmutating", "dynamic", "required", "convenience", "optional", "indirect",
        "nonisolated", "isolated", "package", "prefix", "postfix", "infix", "distributed", "consuming", "borrowing",
    ]
    static let typeKeywords: Set<String> = ["class", "struct", "enum", "extension", "protocol", "actor"]
    static let declarationStarts: Set<String> = ["func", "var", "let", "init", "deinit", "class", "struct", "enum",
                                                  "extension", "protocol", "actor", "subscript", "typealias", "case"]

    /// One statement, or nil for what carries nothing (`import`, `break`, a stray token).
    mutating func parseStatement() -> SourceStatement? {
        guard let first = token() else { return nil }
        let start = position
        if first.isSymbol(";") {
            index += 1
            return nil
        }
        if language == .objectiveC { return parseObjectiveCStatement() }
        if first.kind == .directive {
            index += 1
            if ["#if", "#elseif"].contains(first.text) {
                // The condition runs to the end of the line.
                while let next = token(), !next.startsLine { index += 1 }
            } else if !["#else", "#endif"].contains(first.text) {
                index -= 1
                return expressionStatement(start)
            }
            return SourceStatement(kind: .directive(first.text), position: start)
        }
        var attributes: [String] = []
        var modifiers: [String] = []
        while let current = token() {
            if current.kind == .attribute {
                attributes.append(current.text)
                index += 1
                if isSymbol("("), token()?.startsLine == false { skipBalanced() }
            } else if current.kind == .identifier, Self.modifiers.contains(current.text) || current.text == "class"
                        && token(1).map({ $0.kind == .identifier && ["func", "var", "let", "override", "final"].contains($0.text) }) == true {
                modifiers.append(current.text)
                index += 1
                if isSymbol("("), ["private", "fileprivate", "internal", "public", "unowned", "package", "open"].contains(current.text) {
                    skipBalanced()
                }
            } else {
                break
            }
        }
        guard let keyword = token() else { return nil }
        guard keyword.kind == .identifier else { return expressionStatement(start) }
        switch keyword.text {
        case "import", "break", "continue", "fallthrough", "typealias", "associatedtype", "operator", "precedencegroup":
            skipLine()
            return nil
        case _ where Self.typeKeywords.contains(keyword.text):
            return parseTypeDeclaration(start)
        case "func", "init", "deinit", "subscript":
            return parseFunction(start, modifiers: modifiers + attributes)
        case "var", "let":
            return parseDeclaration(start, attributes: attributes + modifiers)
        case "for" where token(1)?.kind == .identifier && isWord("in", 2):
            // `for view in [a, b] { … }`.
            index += 1
            let variable = token()?.text
            index += 2
            let sequence = parseExpression(trailingClosures: false)
            guard skip(), isSymbol("{") else { return nil }
            return SourceStatement(kind: .loop(variable: variable, sequence: sequence, body: parseBlock()), position: start)
        case "if", "while", "for", "switch":
            return parseBranches(start)
        case "do", "defer", "repeat":
            index += 1
            guard isSymbol("{") else { return nil }
            var blocks = [parseBlock()]
            while isWord("catch") {
                index += 1
                if skip() { blocks.append(parseBlock()) }
            }
            if keyword.text == "repeat", isWord("while") { skipLine() }
            return SourceStatement(kind: .branches(blocks), position: start)
        case "guard":
            index += 1
            while let current = token(), !current.isWord("else"), !current.isSymbol("}") {
                if current.isSymbol("(") || current.isSymbol("[") || current.isSymbol("{") { skipBalanced() } else { index += 1 }
            }
            guard isWord("else") else { return nil }
            index += 1
            return SourceStatement(kind: .guardStatement(parseBlock()), position: start)
        case "return", "throw":
            index += 1
            if let next = token(), !next.startsLine, !next.isSymbol("}") {
                return SourceStatement(kind: .returnStatement(parseExpression()), position: start)
            }
            return SourceStatement(kind: .returnStatement(nil), position: start)
        case "case", "default":
            // A switch label: `case .a, .b:`. (An enum's `case a, b` ends at the line.)
            index += 1
            while let current = token(), !current.isSymbol(":"), !current.isSymbol("}"), !(current.startsLine) {
                if current.isSymbol("(") || current.isSymbol("[") { skipBalanced() } else { index += 1 }
            }
            if isSymbol(":") { index += 1 }
            return nil
        default:
            return expressionStatement(start)
        }
    }

    /// Passes the rest of the line.
    mutating func skipLine() {
        index += 1
        while let current = token(), !current.startsLine, !current.isSymbol("}") {
            if current.isSymbol("(") || current.isSymbol("[") || current.isSymbol("{") { skipBalanced() } else { index += 1 }
        }
    }

    /// An expression, an assignment (`a.b = c`, `x += 1`), or a call.
    mutating func expressionStatement(_ start: CodePosition) -> SourceStatement? {
        let target = parseExpression()
        if let current = token(), current.kind == .op, !current.startsLine,
           ["=", "+=", "-=", "*=", "/=", "|=", "&="].contains(current.text) {
            index += 1
            let value = parseExpression()
            return SourceStatement(kind: .assignment(target: target, op: current.text, value: value), position: start)
        }
        return SourceStatement(kind: .expression(target), position: start)
    }

    /// `if`/`while`/`for`/`switch`: every body, the `else` ones too.
    mutating func parseBranches(_ start: CodePosition) -> SourceStatement? {
        let isSwitch = isWord("switch")
        index += 1
        var blocks: [SourceBlock] = []
        while true {
            guard skip() else { break }
            blocks.append(parseBlock())
            guard !isSwitch, isWord("else") else { break }
            index += 1
            if isWord("if") { index += 1 }
        }
        return SourceStatement(kind: .branches(blocks), position: start)
    }

    /// `let name: Type = value`, `lazy var name = { … }()`, `var name: Type { get … }`.
    mutating func parseDeclaration(_ start: CodePosition, attributes: [String]) -> SourceStatement? {
        index += 1
        guard let nameToken = token(), nameToken.kind == .identifier else {
            // `let (a, b) = …`: nothing to name.
            if isSymbol("(") { skipBalanced() }
            if isSymbol("=") { index += 1; _ = parseExpression() }
            return nil
        }
        index += 1
        var typeName: String?
        if isSymbol(":") {
            index += 1
            typeName = parseTypeName()
        }
        var value: SourceExpr?
        if isSymbol("=") {
            index += 1
            value = parseExpression()
        }
        var accessors: SourceBlock?
        if isSymbol("{"), token()?.startsLine == false || value == nil {
            accessors = parseBlock()
        }
        // `let a = 1, b = 2`: the others are passed over.
        while isSymbol(","), !(token(1)?.startsLine ?? true) {
            index += 1
            _ = parseExpression()
            if isSymbol(":") { index += 1; _ = parseTypeName() }
            if isSymbol("=") { index += 1; _ = parseExpression() }
        }
        return SourceStatement(kind: .declaration(name: nameToken.text, typeName: typeName, value: value,
                                                  attributes: attributes, accessors: accessors), position: start)
    }

    /// A type as written (`UIStackView`, `[UIView]`, `NSLayoutConstraint?`), as text.
    mutating func parseTypeName() -> String {
        var text = ""
        var angle = 0
        while let current = token() {
            if current.isSymbol("(") || current.isSymbol("[") {
                let from = index
                skipBalanced()
                text += tokens[from..<min(index, tokens.count)].map(\.text).joined()
                continue
            }
            if current.kind == .identifier || current.isSymbol(".") || (current.kind == .op && ["?", "!"].contains(current.text)) {
                if current.startsLine && !text.isEmpty && angle == 0 { break }
                text += current.text
                index += 1
                continue
            }
            if current.kind == .op, current.text.allSatisfy({ $0 == "<" || $0 == ">" }) || current.text == "&" {
                for character in current.text { angle += character == "<" ? 1 : (character == ">" ? -1 : 0) }
                text += current.text
                index += 1
                continue
            }
            if current.kind == .punctuation, current.text == ",", angle > 0 {
                text += ","
                index += 1
                continue
            }
            break
        }
        return text
    }

    /// `class Name<T>: Superclass, Protocol where … { … }`.
    mutating func parseTypeDeclaration(_ start: CodePosition) -> SourceStatement? {
        guard let keyword = token()?.text else { return nil }
        index += 1
        let name = parseTypeName()
        var inherited: [String] = []
        if isSymbol(":") {
            index += 1
            inherited.append(parseTypeName())
            while isSymbol(",") {
                index += 1
                inherited.append(parseTypeName())
            }
        }
        guard skip(), isSymbol("{") else { return nil }
        let body = parseBlock().statements
        let base = name.split(separator: "<").first.map(String.init) ?? name
        return SourceStatement(kind: .type(SourceTypeDeclaration(keyword: keyword, name: base, inherited: inherited, body: body)),
                               position: start)
    }

    /// `func name<T>(label parameter: Type, …) async throws -> Result { … }`, `init?(…)`.
    mutating func parseFunction(_ start: CodePosition, modifiers: [String]) -> SourceStatement? {
        guard let keyword = token() else { return nil }
        index += 1
        var name = keyword.text
        if keyword.text == "func", let nameToken = token() {
            name = nameToken.text
            index += 1
        }
        if let current = token(), current.kind == .op, ["?", "!"].contains(current.text) { index += 1 }
        if let current = token(), current.kind == .op, current.text.hasPrefix("<") {
            var angle = 0
            while let next = token() {
                if next.kind == .op { for character in next.text { angle += character == "<" ? 1 : (character == ">" ? -1 : 0) } }
                index += 1
                if angle <= 0 { break }
            }
        }
        var labels: [String] = []
        var parameters: [String] = []
        if isSymbol("(") {
            let open = index
            skipBalanced()
            let close = index
            var piece: [SourceToken] = []
            var level = 0
            for current in tokens[(open + 1)..<max(open + 1, close - 1)] {
                if current.kind == .punctuation, ["(", "[", "{"].contains(current.text) { level += 1 }
                if current.kind == .punctuation, [")", "]", "}"].contains(current.text) { level -= 1 }
                if level == 0, current.isSymbol(",") {
                    Self.addParameter(piece, labels: &labels, parameters: &parameters)
                    piece = []
                } else {
                    piece.append(current)
                }
            }
            Self.addParameter(piece, labels: &labels, parameters: &parameters)
        }
        var body: SourceBlock?
        if skip(toBraceStoppingAtLineStartWords: Self.declarationStarts.union(Self.modifiers)) {
            body = parseBlock()
        }
        return SourceStatement(kind: .function(SourceFunction(name: name, labels: labels, parameters: parameters,
                                                               modifiers: modifiers, body: body)), position: start)
    }

    /// `label name: Type = default` → label and name.
    static func addParameter(_ piece: [SourceToken], labels: inout [String], parameters: inout [String]) {
        guard let colon = piece.firstIndex(where: { $0.isSymbol(":") }) else { return }
        let names = piece[..<colon].filter { $0.kind == .identifier && !["inout", "borrowing", "consuming"].contains($0.text) }
        guard let last = names.last else { return }
        labels.append(names.first?.text ?? last.text)
        parameters.append(last.text)
    }
}
