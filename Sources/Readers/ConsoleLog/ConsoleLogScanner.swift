/// Finds the Auto Layout messages in console text that may hold many of them mixed with
/// unrelated output, in any vintage, from either platform, pasted with any damage.
///
/// Works line by line on normalised text (`ConsoleLineNormalizer`): a header line opens a
/// block of its kind; constraint descriptions join the open block (a bare list opens an
/// unsatisfiable block of its own); the constraint after "Will attempt to recover by
/// breaking" is the broken one and closes the list. AppKit's double report of one conflict
/// is merged into one block.
public enum ConsoleLogScanner {
    /// The blocks in `text`, in order.
    public static func scan(_ text: String) -> [LogBlock] {
        var state = ScanState()
        var lineNumber = 0
        // Any line ending: "\r\n" is one Character in Swift, so splitting on "\n" alone would
        // keep a Windows-style paste on one line.
        for rawLine in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            lineNumber += 1
            for (segment, offset) in messageSegments(rawLine) {
                var normalized = ConsoleLineNormalizer.normalize(String(segment))
                normalized.prefixLength += offset
                state.consume(normalized, raw: String(segment), line: lineNumber)
            }
        }
        state.finish()
        return DoubleReportMerger.merge(state.blocks)
    }

    /// `line` cut before each "Unable to simultaneously satisfy constraints" after its first,
    /// with each piece's offset in characters: a paste that lost its line breaks holds many
    /// messages on one line, and read as one they made one block of thousands of constraints
    /// (whose analysis is quadratic) instead of one block per message.
    static func messageSegments(_ line: Substring) -> [(Substring, Int)] {
        let phrase = "Unable to simultaneously satisfy constraints"
        guard let first = line.firstRange(of: phrase), line[first.upperBound...].firstRange(of: phrase) != nil else { return [(line, 0)] }
        var segments: [(Substring, Int)] = []
        var start = line.startIndex
        var offset = 0
        var searchFrom = first.upperBound
        while let next = line[searchFrom...].firstRange(of: phrase) {
            segments.append((line[start..<next.lowerBound], offset))
            offset += line.distance(from: start, to: next.lowerBound)
            start = next.lowerBound
            searchFrom = next.upperBound
        }
        segments.append((line[start...], offset))
        return segments
    }

    /// The header phrases, most specific first.
    static let headers: [(phrase: String, kind: LogBlockKind)] = [
        ("Unable to simultaneously satisfy constraints", .unsatisfiable),
        ("Conflicting constraints detected", .unsatisfiable),
        ("Probably at least one of the constraints in the following list", .unsatisfiable),
        ("has an ambiguous layout", .ambiguous),
        ("_autolayoutTrace]", .ambiguous),
        ("[LayoutLoop]", .feedbackLoop),
        ("Layout feedback loop detected", .feedbackLoop),
        ("stuck in its update/layout loop", .collectionViewLoop),
        ("stuck in a recursive layout loop", .collectionViewLoop),
        ("The behavior of the UICollectionViewFlowLayout is not defined", .flowLayoutItemSize),
        ("no common ancestor", .noCommonAncestor),
        ("Unable to install constraint on view", .cannotInstall),
        ("The view hierarchy is not prepared for the constraint", .hierarchyNotPrepared),
        ("Impossible to set up layout with view hierarchy unprepared for constraint", .hierarchyNotPrepared),
        ("Mutating a priority from required to not on an installed constraint", .requiredPriorityChange),
        ("ambiguously suggest a height of zero", .zeroHeightCell),
        ("Unable to parse constraint format", .visualFormatSyntax),
        ("Auto Layout still required after executing -layoutSubviews", .layoutSubviewsSuper),
        ("translatesAutoresizingMaskIntoConstraints property of the contentView", .contentViewAutoresizing),
        ("has translatesAutoresizingMaskIntoConstraints false and is missing constraints", .contentViewAutoresizing),
    ]

    /// The kind of block `line` opens, if it is a header. People retyping a message often
    /// lower-case its first word ("the behavior of the UICollectionViewFlowLayout …").
    static func headerKind(_ line: String) -> LogBlockKind? {
        headers.first { line.contains($0.phrase) || line.contains($0.phrase.prefix(1).lowercased() + $0.phrase.dropFirst()) }?.kind
    }

    /// Whether `line` is a row of an `_autolayoutTrace` view tree (`|   |   *UILabel:0x…'Name'`,
    /// `•UIWindow:0x…`): a trace pasted without its header, whose rows the ambiguity
    /// message then reads.
    static func isTraceRow(_ line: String) -> Bool {
        var rest = Substring(line)
        var depth = 0
        while rest.hasPrefix("|") {
            rest = rest.dropFirst().drop { $0 == " " || $0 == "\t" }
            depth += 1
        }
        let marked = rest.first == "•" || rest.first == "*" || rest.first == "+"
        guard depth > 0 || rest.first == "•" else { return false }
        if marked { rest = rest.dropFirst() }
        let name = rest.prefix { ItemReferenceParser.isNameCharacter($0) }
        return !name.isEmpty && rest.dropFirst(name.count).hasPrefix(":0x")
    }
}

/// The scanner's progress through the lines.
struct ScanState {
    var blocks: [LogBlock] = []
    var current: LogBlock?
    var awaitingBroken = false
    /// A description that runs past the end of its line: its text so far and where it began.
    var pending: (text: String, line: Int, column: Int, joined: Int)?
    /// Whether a list was just opened (a `(` ending the last line, or before the
    /// description on this one), so a bare list that starts now is whole at its start.
    var openingSeen = false
    /// The addresses of `current`'s constraints, so that a constraint quoted again is found
    /// without a scan of the list (a pasted line may hold thousands).
    var currentAddresses: Set<String> = []

    mutating func consume(_ normalized: ConsoleLineNormalizer.Line, raw: String, line: Int) {
        var text = normalized.text
        var baseColumn = normalized.prefixLength
        if var open = pending {
            let leading = text.prefix { $0 == " " || $0 == "\t" }.count
            let joinedPrefix = open.text.count + 1
            open.text += " " + text.dropFirst(leading)
            open.joined += 1
            if let end = DescriptionFinder.end(of: open.text, from: open.text.startIndex) {
                pending = nil
                add(ConstraintDescriptionParser.parse(String(open.text[...end]), line: open.line, column: open.column), line: line)
                // The rest of this line may hold more descriptions.
                let consumed = open.text.distance(from: open.text.startIndex, to: end) + 1 - joinedPrefix
                text = String(text.dropFirst(leading + consumed))
                baseColumn += leading + consumed
            } else {
                pending = open
                if open.joined < 3 { return }
                pending = nil
                add(truncated(open.text, line: open.line, column: open.column), line: line)
            }
        }
        if let kind = ConsoleLogScanner.headerKind(text) {
            let continuesHeader = kind == .unsatisfiable && current?.kind == .unsatisfiable && current?.constraints.isEmpty == true
                && current?.broken == nil && !text.contains("Conflicting constraints detected")
            if !continuesHeader {
                close()
                current = LogBlock(kind: kind, line: line, header: text)
                current?.listOpened = true
                if ["[DEVICE LOG]", "flutter", " Runner[", "[        ]"].contains(where: raw.contains) { current?.hostFramework = "Flutter" }
                awaitingBroken = false
            }
        }
        let trimmed = text.trimmingCharacters(in: " ").trimmingCharacters(in: "\t")
        if trimmed.hasPrefix(")"), current?.kind == .unsatisfiable, current?.constraints.isEmpty == false { current?.listClosed = true }
        if text.contains("<private>"), current?.kind == .unsatisfiable {
            current?.isRedacted = true
            current?.endLine = line
        }
        if text.contains("Will attempt to recover by breaking") {
            if current == nil { current = LogBlock(kind: .unsatisfiable, line: line) }
            if current?.constraints.isEmpty == false { current?.listClosed = true }
            awaitingBroken = true
            current?.endLine = line
        }
        if text.contains("AMBIGUOUS LAYOUT") || text.contains("MISSING HOST CONSTRAINTS") {
            addAmbiguity(text, line: line)
        } else if ConsoleLogScanner.isTraceRow(text) {
            if current?.kind != .ambiguous {
                close()
                current = LogBlock(kind: .ambiguous, line: line)
            }
            current?.endLine = line
        }
        if let kind = current?.kind, kind != .unsatisfiable, kind != .ambiguous, line - (current?.endLine ?? line) <= 3,
           !text.trimmingCharacters(in: " ").isEmpty, current?.details.count ?? 0 < 6 {
            current?.details.append(text.trimmingCharacters(in: " "))
            current?.endLine = line
        }
        let found = DescriptionFinder.descriptions(in: text)
        // Where the line's first "(" is, found once: testing each description's whole prefix
        // made a long pasted line with thousands of descriptions quadratic.
        let firstParenthesis = found.isEmpty ? nil : text.firstIndex(of: "(").map { text.distance(from: text.startIndex, to: $0) }
        for description in found {
            let column = baseColumn + description.offset + 1
            if let firstParenthesis, firstParenthesis < description.offset { openingSeen = true }
            if description.isComplete {
                add(ConstraintDescriptionParser.parse(description.text, line: line, column: column), line: line)
            } else {
                pending = (description.text, line, column, 0)
            }
        }
        if let last = found.last, last.isComplete, text.dropFirst(last.offset + last.text.count).contains(")"),
           current?.kind == .unsatisfiable, current?.broken == nil {
            current?.listClosed = true  // the list closed on its last entry's line
        }
        if !trimmed.isEmpty { openingSeen = found.isEmpty && (trimmed.hasSuffix("(") || trimmed.hasSuffix("(\"")) }
    }

    /// Files a constraint description under the open block, or opens one.
    mutating func add(_ constraint: LoggedConstraint, line: Int) {
        if awaitingBroken, current != nil {
            current?.broken = constraint
            current?.endLine = line
            awaitingBroken = false
            return
        }
        if let address = constraint.address, currentAddresses.contains(address) || current?.broken?.address == address {
            current?.endLine = line  // the same constraint quoted again within the message
            return
        }
        let accepts: Bool = switch current?.kind {
        case .unsatisfiable?: current?.broken == nil
        case .hierarchyNotPrepared?, .cannotInstall?, .requiredPriorityChange?, .noCommonAncestor?:
            current?.constraints.isEmpty == true
        default: false
        }
        if !accepts {
            close()
            current = LogBlock(kind: .unsatisfiable, line: line)
            current?.listOpened = openingSeen
        }
        current?.constraints.append(constraint)
        if let address = constraint.address { currentAddresses.insert(address) }
        current?.endLine = line
    }

    /// Records the variables an ambiguity synopsis lists.
    mutating func addAmbiguity(_ text: String, line: Int) {
        if current?.kind != .ambiguous {
            close()
            current = LogBlock(kind: .ambiguous, line: line)
        }
        current?.endLine = line
        guard let marker = text.firstRange(of: "AMBIGUOUS LAYOUT for ") else {
            // `*UIView:0x…- AMBIGUOUS LAYOUT` or `•UIView:0x…, MISSING HOST CONSTRAINTS`: the view itself.
            var cursor = DescriptionCursor(Substring(text.drop { !$0.isLetter && $0 != "_" }))
            if let item = ItemReferenceParser.readBracketedItem(&cursor) { current?.ambiguousItems.append(item) }
            return
        }
        for entry in text[marker.upperBound...].split(separator: "}") {
            var cursor = DescriptionCursor(entry.drop { $0 == "," || $0 == " " })
            if case .success(let anchor) = ItemReferenceParser.readAnchor(&cursor) { current?.ambiguousAnchors.append(anchor) }
        }
    }

    /// A description the paste cut off: read as far as it goes (class, address, identifier,
    /// mask, and its first item when the relation after it survived), but without an
    /// equation, since the rest of it (a constant, a multiplier) may be missing.
    func truncated(_ text: String, line: Int, column: Int) -> LoggedConstraint {
        var record = ConstraintDescriptionParser.parse(text, line: line, column: column)
        var read: [String] = []
        if let identifier = record.identifier, !identifier.isEmpty { read.append("identifier '\(identifier)'") }
        // The first side is whole when its relation survived: read up to it, with a stand-in right side.
        if let relation = [" == ", " >= ", " <= "].compactMap({ text.firstRange(of: $0) }).min(by: { $0.lowerBound < $1.lowerBound }),
           case .success(let equation) = ConstraintDescriptionParser.parse(String(text[..<relation.upperBound]) + "0", line: line, column: column).equation {
            let item = equation.first.item
            let label = item.label.map { "'\($0)'" } ?? ""
            read.append("first item \(item.printedClass)\(item.address.map { ":" + $0 } ?? "")\(label).\(equation.first.attribute.rawValue) \(equation.relation.rawValue)")
        }
        let after = read.isEmpty ? "" : "; read: " + read.joined(separator: ", ")
        record.equation = .failure(LogParseProblem("the description is cut off (no closing “>”)\(after)"))
        return record
    }

    mutating func close() {
        if let block = current { blocks.append(block) }
        current = nil
        currentAddresses = []
        awaitingBroken = false
    }

    mutating func finish() {
        if let open = pending {
            pending = nil
            add(truncated(open.text, line: open.line, column: open.column), line: open.line)
        }
        close()
    }
}
