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
        var result: [Found] = []
        var searchFrom = line.startIndex
        while let start = line[searchFrom...].firstIndex(of: "<") {
            guard isConstraintStart(line[line.index(after: start)...]) else {
                searchFrom = line.index(after: start)
                continue
            }
            let offset = line.distance(from: line.startIndex, to: start)
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

    /// Whether `text` (after a `<`) starts `SomeConstraintClass:0x`.
    static func isConstraintStart(_ text: Substring) -> Bool {
        let name = text.prefix { ItemReferenceParser.isNameCharacter($0) }
        return name.contains("Constraint") && text.dropFirst(name.count).hasPrefix(":0x")
    }

    /// The closing `>` of the description starting at `start`: the first `>` that is not
    /// part of `>=`.
    static func end(of text: String, from start: String.Index) -> String.Index? {
        var index = text.index(after: start)
        while index < text.endIndex {
            if text[index] == ">" {
                let next = text.index(after: index)
                if next == text.endIndex || text[next] != "=" { return index }
            }
            index = text.index(after: index)
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
