/// Finds constraint descriptions (`<NSLayoutConstraint:0x… …>`) in a line of console text,
/// however many it holds (pastes lose line breaks) and whether or not they end on it.
enum DescriptionFinder {
    struct Found {
        var text: String
        /// Characters before the `<` in the line.
        var offset: Int
        /// Whether the closing `>` is on the line.
        var isComplete: Bool
    }

    static func descriptions(in line: String) -> [Found] {
        if let bare = bareEntry(line) { return [bare] }
        var result: [Found] = []
        var searchFrom = line.startIndex
        // The offset is counted on from the previous description: measuring each from the
        // start of the line made a long pasted line (thousands of descriptions) quadratic.
        var counted = line.startIndex
        var offset = 0
        while let start = line[searchFrom...].firstIndex(of: "<") {
            guard isConstraintStart(line[line.index(after: start)...]) else {
                searchFrom = line.index(after: start)
                continue
            }
            offset += line.distance(from: counted, to: start)
            counted = start
            if let end = end(of: line, from: start) {
                result.append(Found(text: String(line[start...end]), offset: offset, isComplete: true))
                searchFrom = line.index(after: end)
            } else {
                var text = String(line[start...])
                while text.hasSuffix("\",") || text.hasSuffix("\"") { text.removeLast(text.hasSuffix(",") ? 2 : 1) }
                result.append(Found(text: text, offset: offset, isComplete: false))
                break
            }
        }
        return result
    }

    /// Whether `text` (after a `<`) starts `SomeConstraintClass:0x` (or Masonry's
    /// `MASLayoutConstraint:key`).
    static func isConstraintStart(_ text: Substring) -> Bool {
        let name = text.prefix { ItemReferenceParser.isNameCharacter($0) }
        guard name.contains("Constraint") else { return false }
        let rest = text.dropFirst(name.count)
        // OS X 10.7 and 10.8 printed a space after the colon (`<NSLayoutConstraint: 0x4008…`),
        // as Apple's Auto Layout release notes show.
        if rest.hasPrefix(":0x") || rest.hasPrefix(": 0x") { return true }
        return name.hasPrefix("MAS") && rest.hasPrefix(":") && rest.dropFirst().first.map { $0.isLetter || $0 == "_" } == true
    }

    /// A list entry pasted without its angle brackets, `"NSLayoutConstraint:0x… A.width == 1 (active)",`:
    /// the whole line when it is nothing but one description.
    static func bareEntry(_ line: String) -> Found? {
        let offset = line.prefix { $0 == " " || $0 == "\t" || $0 == "\"" }.count
        let text = line.dropFirst(offset)
        guard !line.contains("<"), isConstraintStart(text) else { return nil }
        var body = String(text).trimmingTrailingSpaces()
        while body.hasSuffix(",") || body.hasSuffix("\"") { body.removeLast() }
        // The list's closing parenthesis on the last entry's line.
        if body.hasSuffix(")"), body.filter({ $0 == ")" }).count > body.filter({ $0 == "(" }).count {
            body.removeLast()
            while body.hasSuffix(",") || body.hasSuffix("\"") || body.hasSuffix(" ") { body.removeLast() }
        }
        guard body.contains(" ") else { return nil }
        return Found(text: body, offset: offset, isComplete: true)
    }

    /// The closing `>` of the description starting at `start`: the first `>` that is not
    /// part of `>=`, nor inside a quoted label or identifier (a label may read `'>'`), nor
    /// closing a generic class's arguments. When the quotes or brackets do not pair up, the
    /// first `>` that is not part of `>=`.
    static func end(of text: String, from start: String.Index) -> String.Index? {
        end(of: text, from: start, quoteAware: true) ?? end(of: text, from: start, quoteAware: false)
    }

    static func end(of text: String, from start: String.Index, quoteAware: Bool) -> String.Index? {
        var index = text.index(after: start)
        var quoted = false
        var genericDepth = 0
        var previous: Character = " "
        while index < text.endIndex {
            let character = text[index]
            let next = text.index(after: index)
            let following: Character? = next < text.endIndex ? text[next] : nil
            if quoteAware, !quoted, character == "<", previous.isLetter || previous.isNumber || previous == "_" {
                genericDepth += 1  // a generic class: `_UIHostingView<ModifiedContent<Card, _FrameLayout>>:0x…`
            } else if quoteAware, !quoted, character == ">", genericDepth > 0 {
                genericDepth -= 1
            } else if quoteAware, character == "'" {
                if !quoted, previous.isHexDigit || previous == " " {
                    quoted = true  // a label after an address, or an identifier after a space
                } else if quoted, following.map({ ".] ():,".contains($0) }) ?? true {
                    quoted = false
                }
            } else if character == ">", !quoted, following != "=" {
                return index
            }
            previous = character
            index = next
        }
        return nil
    }
}

/// AppKit (macOS 14 and later) reports one conflict twice: "Conflicting constraints
/// detected" with the list, then the classic "Unable to simultaneously satisfy constraints"
/// with the same list. One diagnosis, not two.
enum DoubleReportMerger {
    static func merge(_ blocks: [LogBlock]) -> [LogBlock] {
        var result: [LogBlock] = []
        for block in blocks {
            if let previous = result.last, previous.kind == .unsatisfiable, block.kind == .unsatisfiable,
               previous.header?.contains("Conflicting constraints detected") == true,
               block.header?.contains("Conflicting constraints detected") != true,
               sameList(previous, block) {
                var merged = block.constraints.count > previous.constraints.count ? block : previous
                merged.line = previous.line
                merged.endLine = block.endLine
                merged.header = previous.header
                merged.broken = previous.broken ?? block.broken
                merged.mergedDoubleReport = true
                result[result.count - 1] = merged
            } else {
                result.append(block)
            }
        }
        return result
    }

    /// Whether one list is the other, possibly cut short.
    static func sameList(_ first: LogBlock, _ second: LogBlock) -> Bool {
        let a = first.constraints.compactMap(\.address)
        let b = second.constraints.compactMap(\.address)
        guard !a.isEmpty, !b.isEmpty else { return false }
        let (short, long) = a.count <= b.count ? (a, b) : (b, a)
        return Set(short).isSubset(of: Set(long))
    }
}
