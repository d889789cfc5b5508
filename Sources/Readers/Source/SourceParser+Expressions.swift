/// Expressions: primaries, postfix chains (members, calls, trailing closures, subscripts),
/// prefix and binary operators, Objective-C message sends and blocks.
extension SourceParser {
    static let precedence: [String: Int] = [
        "*": 150, "/": 150, "%": 150, "&": 150, "+": 140, "-": 140, "|": 140, "^": 140, "..<": 135, "...": 135,
        "??": 131, "==": 130, "!=": 130, "<": 130, ">": 130, "<=": 130, ">=": 130, "===": 130, "!==": 130,
        "~=": 130, "&&": 120, "||": 110,
    ]

    /// An expression; `trailingClosures` is false in conditions (`if x {` is not a call).
    mutating func parseExpression(trailingClosures: Bool = true) -> SourceExpr {
        if depth >= Self.maximumDepth {
            let start = position
            if let current = token(), current.kind == .punctuation, ["(", "[", "{", "@[", "@{", "@("].contains(current.text) {
                skipBalanced()
            } else {
                index += 1
            }
            return SourceExpr(kind: .unknown, position: start)
        }
        depth += 1
        defer { depth -= 1 }
        return parseBinary(minimum: 0, trailingClosures: trailingClosures)
    }

    /// The most operands or postfix links one expression keeps: past it the tree (whose
    /// depth every later walk, and freeing it, recurses over) is cut to `unknown`.
    static let maximumChain = 500

    mutating func parseBinary(minimum: Int, trailingClosures: Bool) -> SourceExpr {
        var lhs = parseUnary(trailingClosures: trailingClosures)
        var operands = 1
        while let current = token() {
            operands += 1
            if operands % Self.maximumChain == 0 { lhs = SourceExpr(kind: .unknown, position: lhs.position) }
            if current.isWord("as") || current.isWord("is") {
                index += 1
                if let next = token(), next.kind == .op, ["?", "!"].contains(next.text) { index += 1 }
                _ = parseTypeName()
                continue
            }
            if current.kind == .op, current.text == "?", minimum <= 100, !current.startsLine {
                index += 1
                let yes = parseExpression(trailingClosures: trailingClosures)
                guard isSymbol(":") else { return SourceExpr(kind: .unknown, position: lhs.position) }
                index += 1
                let no = parseExpression(trailingClosures: trailingClosures)
                lhs = SourceExpr(kind: .ternary(lhs, yes, no), position: lhs.position)
                continue
            }
            guard current.kind == .op, let level = Self.precedence[current.text], level >= minimum else { break }
            index += 1
            let rhs = parseBinary(minimum: level + 1, trailingClosures: trailingClosures)
            lhs = SourceExpr(kind: .binary(current.text, lhs, rhs), position: lhs.position)
        }
        return lhs
    }

    mutating func parseUnary(trailingClosures: Bool) -> SourceExpr {
        let start = position
        // Prefix operators are read in a loop (`- - - … x` nests no deeper than it must).
        var prefixes: [String] = []
        while let current = token(), current.kind == .op, ["-", "!", "+", "~", "&", "*"].contains(current.text) {
            index += 1
            prefixes.append(current.text)
        }
        if !prefixes.isEmpty {
            let operand = parseUnary(trailingClosures: trailingClosures)
            guard prefixes.count < Self.maximumChain else { return SourceExpr(kind: .unknown, position: start) }
            return prefixes.reversed().reduce(operand) { SourceExpr(kind: .prefix($1, $0), position: start) }
        }
        if let current = token(), current.isWord("try") || current.isWord("await") {
            index += 1
            if let next = token(), next.kind == .op, ["?", "!"].contains(next.text) { index += 1 }
            return parseUnary(trailingClosures: trailingClosures)
        }
        return parsePostfix(parsePrimary(trailingClosures: trailingClosures), trailingClosures: trailingClosures)
    }

    mutating func parsePrimary(trailingClosures: Bool) -> SourceExpr {
        let start = position
        guard let current = token() else { return SourceExpr(kind: .unknown, position: start) }
        switch current.kind {
        case .number:
            index += 1
            return SourceExpr(kind: .number(current.number), position: start)
        case .string:
            index += 1
            var text: String? = current.isInterpolated ? nil : current.text
            // Adjacent literals concatenate (C, Objective-C).
            while let next = token(), next.kind == .string, language == .objectiveC {
                text = next.isInterpolated ? nil : text.map { $0 + next.text }
                index += 1
            }
            return SourceExpr(kind: .string(text), position: start)
        case .identifier:
            index += 1
            return SourceExpr(kind: .name(current.text), position: start)
        case .directive:
            index += 1
            if isSymbol("("), token()?.startsLine == false { skipBalanced() }
            return SourceExpr(kind: .unknown, position: start)
        case .attribute:
            index += 1
            return SourceExpr(kind: .name(current.text), position: start)
        case .op:
            if current.text == "^" && language == .objectiveC { return parseBlockLiteral(start) }
            index += 1
            return SourceExpr(kind: .unknown, position: start)
        case .punctuation:
            switch current.text {
            case ".":
                index += 1
                guard let name = token(), name.kind == .identifier else { return SourceExpr(kind: .unknown, position: start) }
                index += 1
                return SourceExpr(kind: .implicitMember(name.text), position: start)
            case "(", "@(":
                if language == .objectiveC, current.text == "(", let cast = castLength(), cast > 0 {
                    index += cast
                    return parseUnary(trailingClosures: trailingClosures)
                }
                let arguments = parseArguments(closing: ")")
                if arguments.count == 1, arguments.first?.label == nil, let only = arguments.first {
                    return SourceExpr(kind: only.value.kind, position: start)
                }
                return SourceExpr(kind: .unknown, position: start)
            case "[":
                if language == .objectiveC { return parseMessageSend(start) }
                return parseCollection(start, closing: "]")
            case "@[":
                return parseCollection(start, closing: "]")
            case "@{":
                return parseCollection(start, closing: "}")
            case "{":
                return SourceExpr(kind: .closure(parseBlock(closure: true)), position: start)
            default:
                return SourceExpr(kind: .unknown, position: start)
            }
        }
    }

    /// `.member`, `(args)`, `{ trailing }`, `[subscript]`, `?`, `!`.
    mutating func parsePostfix(_ base: SourceExpr, trailingClosures: Bool) -> SourceExpr {
        var expression = base
        var links = 0
        while let current = token() {
            links += 1
            if links % Self.maximumChain == 0 { expression = SourceExpr(kind: .unknown, position: expression.position) }
            if current.isSymbol(".") {
                guard let name = token(1), name.kind == .identifier || name.kind == .number else { break }
                index += 2
                expression = SourceExpr(kind: .member(expression, name.text), position: expression.position)
            } else if current.kind == .op, current.text == "?" || current.text == "!", !current.startsLine,
                      let next = token(1), next.isSymbol(".") || next.isSymbol("(") || next.isSymbol("[")
                        || next.isSymbol(")") || next.isSymbol(",") || next.isSymbol("]") || next.isSymbol("}")
                        || next.startsLine || next.kind == .op {
                index += 1
            } else if current.isSymbol("("), !current.startsLine {
                let arguments = parseArguments(closing: ")")
                var trailing: SourceBlock?
                if trailingClosures, isSymbol("{"), token()?.startsLine == false {
                    trailing = parseBlock(closure: true)
                }
                expression = SourceExpr(kind: .call(expression, arguments, trailing: trailing), position: expression.position)
            } else if current.isSymbol("{"), trailingClosures, !current.startsLine, language == .swift {
                let trailing = parseBlock(closure: true)
                expression = SourceExpr(kind: .call(expression, [], trailing: trailing), position: expression.position)
            } else if current.isSymbol("["), !current.startsLine {
                skipBalanced()
                expression = SourceExpr(kind: .subscripted(expression), position: expression.position)
            } else if current.kind == .op, current.text.hasPrefix("<"), language == .swift, genericArgumentsFollow() {
                continue
            } else {
                break
            }
        }
        return expression
    }

    /// Passes `<T, U>` right after a name when a call or member follows it (`Set<String>()`).
    mutating func genericArgumentsFollow() -> Bool {
        var offset = 0
        var angle = 0
        while let current = token(offset), offset < 12 {
            if current.kind == .op { for character in current.text { angle += character == "<" ? 1 : (character == ">" ? -1 : 0) } }
            else if !(current.kind == .identifier || current.isSymbol(",") || current.isSymbol(".")) { return false }
            offset += 1
            if angle == 0 { break }
        }
        guard angle == 0, let next = token(offset), next.isSymbol("(") || next.isSymbol(".") else { return false }
        index += offset
        return true
    }

    /// `(label: value, value, …)` with the current token the opening one.
    mutating func parseArguments(closing: String) -> [SourceArgument] {
        index += 1
        var arguments: [SourceArgument] = []
        while let current = token(), !current.isSymbol(closing) {
            let before = index
            var label: String?
            if current.kind == .identifier, isSymbol(":", 1) {
                label = current.text
                index += 2
            }
            if isSymbol(",") || isSymbol(closing) {
                arguments.append(SourceArgument(label: label, value: SourceExpr(kind: .unknown, position: position)))
            } else {
                arguments.append(SourceArgument(label: label, value: parseExpression()))
            }
            if isSymbol(",") { index += 1 }
            else if !isSymbol(closing) {
                // Something the parser does not follow: pass to the closing bracket.
                while let next = token(), !next.isSymbol(closing), !next.isSymbol(",") {
                    if next.kind == .punctuation, ["(", "[", "{", "@[", "@{", "@("].contains(next.text) { skipBalanced() }
                    else if next.isSymbol("}") || next.isSymbol(")") || next.isSymbol("]") { return arguments }
                    else { index += 1 }
                }
                if isSymbol(",") { index += 1 }
            }
            if index == before { index += 1 }
        }
        if isSymbol(closing) { index += 1 }
        return arguments
    }

    /// `[a, b]`, `["k": v]`, `[:]`, `@[…]`, `@{…}`.
    mutating func parseCollection(_ start: CodePosition, closing: String) -> SourceExpr {
        index += 1
        var elements: [SourceExpr] = []
        var pairs: [SourcePair] = []
        if isSymbol(":"), isSymbol(closing, 1) {
            index += 2
            return SourceExpr(kind: .dictionary([]), position: start)
        }
        while let current = token(), !current.isSymbol(closing) {
            let before = index
            let element = parseExpression()
            if isSymbol(":") {
                index += 1
                pairs.append(SourcePair(key: element, value: parseExpression()))
            } else {
                elements.append(element)
            }
            if isSymbol(",") { index += 1 }
            else if !isSymbol(closing) {
                if let next = token(), next.isSymbol("}") || next.isSymbol(")") || next.isSymbol("]") { break }
                if index == before { index += 1 }
            }
        }
        if isSymbol(closing) { index += 1 }
        return SourceExpr(kind: pairs.isEmpty ? .array(elements) : .dictionary(pairs), position: start)
    }
}
