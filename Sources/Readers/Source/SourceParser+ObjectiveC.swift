/// Objective-C: `@implementation … @end`, `- (void)method:(T)a label:(T)b { … }`,
/// declarations (`UIView *view = …;`), `if (…)`, message sends and blocks.
extension SourceParser {
    mutating func parseObjectiveCStatement() -> SourceStatement? {
        guard let first = token() else { return nil }
        let start = position
        switch first.kind {
        case .directive:
            index += 1
            return nil
        case .attribute:
            switch first.text {
            case "@implementation", "@interface", "@protocol":
                index += 1
                guard let name = token(), name.kind == .identifier else { return nil }
                index += 1
                var inherited: [String] = []
                if isSymbol(":"), let superclass = token(1), superclass.kind == .identifier {
                    inherited.append(superclass.text)
                    index += 2
                }
                if isSymbol("(") { skipBalanced() }
                if isSymbol("{") { skipBalanced() }
                var body: [SourceStatement] = []
                while let current = token(), !(current.kind == .attribute && current.text == "@end") {
                    let before = index
                    if let statement = parseObjectiveCStatement() { body.append(statement) }
                    if index == before { index += 1 }
                }
                if token()?.text == "@end" { index += 1 }
                return SourceStatement(kind: .type(SourceTypeDeclaration(keyword: first.text, name: name.text,
                                                                         inherited: inherited, body: body)), position: start)
            case "@property":
                return parseProperty(start)
            case "@autoreleasepool", "@try", "@finally", "@synchronized":
                index += 1
                if isSymbol("(") { skipBalanced() }
                return isSymbol("{") ? SourceStatement(kind: .branches([parseBlock()]), position: start) : nil
            case "@catch":
                index += 1
                if isSymbol("(") { skipBalanced() }
                return isSymbol("{") ? SourceStatement(kind: .branches([parseBlock()]), position: start) : nil
            default:
                index += 1
                return nil
            }
        case .op where (first.text == "-" || first.text == "+") && first.startsLine && isSymbol("(", 1):
            return parseObjectiveCMethod(start)
        case .identifier:
            switch first.text {
            case "if", "while", "for", "switch":
                return parseObjectiveCBranches(start)
            case "do":
                index += 1
                let body = parseBlock()
                if isWord("while") { index += 1; if isSymbol("(") { skipBalanced() } }
                return SourceStatement(kind: .branches([body]), position: start)
            case "return":
                index += 1
                if isSymbol(";") { return SourceStatement(kind: .returnStatement(nil), position: start) }
                return SourceStatement(kind: .returnStatement(parseExpression()), position: start)
            case "case", "default":
                while let current = token(), !current.isSymbol(":") { index += 1 }
                index += 1
                return nil
            case "break", "continue", "typedef":
                skipObjectiveCStatement()
                return nil
            default:
                if let declaration = parseObjectiveCDeclaration(start) { return declaration }
                return expressionStatement(start)
            }
        default:
            return expressionStatement(start)
        }
    }

    mutating func skipObjectiveCStatement() {
        while let current = token(), !current.isSymbol(";"), !current.isSymbol("}") {
            if current.kind == .punctuation, ["(", "[", "{", "@[", "@{", "@("].contains(current.text) { skipBalanced() } else { index += 1 }
        }
        if isSymbol(";") { index += 1 }
    }

    /// `@property (nonatomic, weak) IBOutlet UIView *name;`
    mutating func parseProperty(_ start: CodePosition) -> SourceStatement? {
        index += 1
        if isSymbol("(") { skipBalanced() }
        var words: [String] = []
        while let current = token(), !current.isSymbol(";") {
            if current.kind == .identifier { words.append(current.text) }
            index += 1
        }
        index += 1
        guard let name = words.last else { return nil }
        let attributes = words.contains("IBOutlet") ? ["@IBOutlet"] : []
        return SourceStatement(kind: .declaration(name: name, typeName: words.dropLast().last, value: nil,
                                                  attributes: attributes, accessors: nil), position: start)
    }

    /// `- (void)name:(Type)parameter label:(Type)other { … }` (or `;` in an interface).
    mutating func parseObjectiveCMethod(_ start: CodePosition) -> SourceStatement? {
        index += 1
        skipBalanced()
        var labels: [String] = []
        var parameters: [String] = []
        while let current = token(), current.kind == .identifier {
            labels.append(current.text)
            index += 1
            guard isSymbol(":") else { break }
            index += 1
            if isSymbol("(") { skipBalanced() }
            if let name = token(), name.kind == .identifier {
                parameters.append(name.text)
                index += 1
            }
        }
        while let current = token(), !current.isSymbol("{"), !current.isSymbol(";") {
            if current.startsLine, current.kind == .op, ["-", "+"].contains(current.text) { break }
            index += 1
        }
        var body: SourceBlock?
        if isSymbol("{") { body = parseBlock() } else if isSymbol(";") { index += 1 }
        // A unary selector (`layoutSubviews`) has no labels, as a Swift method without parameters.
        let name = labels.first ?? ""
        if parameters.isEmpty { labels = [] }
        return SourceStatement(kind: .function(SourceFunction(name: name, labels: labels, parameters: parameters,
                                                               modifiers: [], body: body)), position: start)
    }

    /// `if (…) { … } else …`, with a body that may be a single statement.
    mutating func parseObjectiveCBranches(_ start: CodePosition) -> SourceStatement? {
        index += 1
        // `if (a) if (b) …` nests statements without braces: bounded like blocks.
        if depth >= Self.maximumDepth {
            while let current = token(), !current.isSymbol(";"), !current.isSymbol("}") {
                if current.kind == .punctuation, ["(", "[", "{", "@[", "@{", "@("].contains(current.text) { skipBalanced() } else { index += 1 }
            }
            return nil
        }
        depth += 1
        defer { depth -= 1 }
        var blocks: [SourceBlock] = []
        while true {
            if isSymbol("(") { skipBalanced() }
            if isSymbol("{") {
                blocks.append(parseBlock())
            } else if let statement = parseObjectiveCStatement() {
                blocks.append(SourceBlock(parameters: [], statements: [statement]))
            }
            guard isWord("else") else { break }
            index += 1
            if isWord("if") { index += 1 } else if !isSymbol("{") {
                if let statement = parseObjectiveCStatement() { blocks.append(SourceBlock(parameters: [], statements: [statement])) }
                break
            } else {
                blocks.append(parseBlock())
                break
            }
        }
        return SourceStatement(kind: .branches(blocks), position: start)
    }

    /// `UIView *name = value;`, `CGFloat padding = 10;`, `__weak typeof(self) weakSelf = self;`.
    mutating func parseObjectiveCDeclaration(_ start: CodePosition) -> SourceStatement? {
        var offset = 0
        var words: [String] = []
        while let current = token(offset) {
            if current.kind == .identifier {
                words.append(current.text)
            } else if current.kind == .op, current.text == "*" || current.text == "**" {
            } else if current.isSymbol("("), token(offset - 1)?.text == "typeof" || token(offset - 1)?.text == "__typeof" {
                var inner = offset
                var level = 0
                repeat {
                    if token(inner)?.isSymbol("(") == true { level += 1 }
                    if token(inner)?.isSymbol(")") == true { level -= 1 }
                    inner += 1
                } while level > 0 && token(inner) != nil
                offset = inner
                continue
            } else {
                break
            }
            offset += 1
        }
        guard words.count >= 2, let name = words.last, let end = token(offset),
              end.isSymbol("=") || end.isSymbol(";") else { return nil }
        index += offset + 1
        var value: SourceExpr?
        if end.isSymbol("=") { value = parseExpression() }
        if isSymbol(";") { index += 1 }
        return SourceStatement(kind: .declaration(name: name, typeName: words.dropLast().last, value: value, attributes: [],
                                                  accessors: nil), position: start)
    }

    /// `[receiver selector]`, `[receiver first:a second:b]`, with the current token `[`.
    mutating func parseMessageSend(_ start: CodePosition) -> SourceExpr {
        index += 1
        let receiver = parseExpression()
        var labels: [String] = []
        var arguments: [SourceArgument] = []
        while let current = token(), !current.isSymbol("]") {
            let before = index
            if current.kind == .identifier, isSymbol(":", 1) {
                index += 2
                labels.append(current.text)
                arguments.append(SourceArgument(label: current.text, value: parseExpression()))
            } else if current.kind == .identifier, labels.isEmpty {
                labels.append(current.text)
                index += 1
            } else if current.isSymbol(",") {
                index += 1
                _ = parseExpression()
            } else if current.isSymbol(":") {
                index += 1
                arguments.append(SourceArgument(label: nil, value: parseExpression()))
            } else if current.kind == .punctuation, ["(", "[", "{", "@[", "@{", "@("].contains(current.text) {
                skipBalanced()
            } else if current.isSymbol("}") || current.isSymbol(")") || current.isSymbol(";") {
                break
            } else {
                index += 1
            }
            if index == before { index += 1 }
        }
        if isSymbol("]") { index += 1 }
        guard let selector = labels.first else { return SourceExpr(kind: .unknown, position: start) }
        return SourceExpr(kind: .call(SourceExpr(kind: .member(receiver, selector), position: start), arguments, trailing: nil),
                          position: start)
    }

    /// `^(MASConstraintMaker *make) { … }`, `^{ … }`, `^BOOL(id x) { … }`.
    mutating func parseBlockLiteral(_ start: CodePosition) -> SourceExpr {
        index += 1
        var parameters: [String] = []
        if let current = token(), current.kind == .identifier, isSymbol("(", 1) { index += 1 }
        if isSymbol("(") {
            let open = index
            skipBalanced()
            var piece: [SourceToken] = []
            for current in tokens[(open + 1)..<max(open + 1, index - 1)] {
                if current.isSymbol(",") {
                    if let last = piece.last(where: { $0.kind == .identifier }) { parameters.append(last.text) }
                    piece = []
                } else {
                    piece.append(current)
                }
            }
            if let last = piece.last(where: { $0.kind == .identifier }), piece.count > 1 { parameters.append(last.text) }
        }
        var block = parseBlock()
        block.parameters = parameters
        return SourceExpr(kind: .closure(block), position: start)
    }

    /// The number of tokens of a cast `(UIView *)` here, or nil.
    func castLength() -> Int? {
        var offset = 1
        var sawName = false
        while let current = token(offset), offset < 8 {
            if current.isSymbol(")") { return sawName && (token(offset - 1)?.text == "*" || offset == 2 && Self.isCTypeName(token(1)?.text)) ? offset + 1 : nil }
            if current.kind == .identifier { sawName = true } else if !(current.kind == .op && current.text == "*") { return nil }
            offset += 1
        }
        return nil
    }

    static func isCTypeName(_ name: String?) -> Bool {
        guard let name else { return false }
        return ["CGFloat", "int", "float", "double", "NSInteger", "NSUInteger", "id", "BOOL", "long", "void"].contains(name)
    }
}
