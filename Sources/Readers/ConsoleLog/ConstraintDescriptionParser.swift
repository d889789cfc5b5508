#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LayoutModel
import Spelling

/// Parses one constraint description the way UIKit and AppKit print it:
///
///     <NSLayoutConstraint:0x600… 'identifier' UILabel:0x7f…'Title'.leading == UIView:0x7f….leadingMargin + 8   (active)>
///     <NSLayoutConstraint:0x7f… H:|-(8)-[UILabel:0x7f…]   (active, names: '|':UIView:0x7f… )>
///     <NSAutoresizingMaskLayoutConstraint:0x7f… h=--& v=--& UIView:0x7f….midX == 187.5   (active)>
///     <SnapKit.LayoutConstraint:0x600…@File.swift#88 UIView:0x7f….height == 44.0>
///
/// Never fails as a whole: a description whose body cannot be read keeps its class, address
/// and text, with the reason in `equation`.
public enum ConstraintDescriptionParser {
    /// Parses `text` (with or without its angle brackets) found at `line`:`column`.
    public static func parse(_ text: String, line: Int, column: Int) -> LoggedConstraint {
        var inner = Substring(text)
        if inner.hasPrefix("<") { inner = inner.dropFirst() }
        if inner.hasSuffix(">") { inner = inner.dropLast() }
        while inner.hasSuffix(" ") { inner = inner.dropLast() }  // OS X 10.7's `… ) >`
        var record = LoggedConstraint(text: text, line: line, column: column,
                                      equation: .failure(LogParseProblem("unreadable constraint description")))
        var cursor = DescriptionCursor(inner)
        let className = cursor.read(while: ItemReferenceParser.isNameCharacter)
        let colon = cursor.skip(":")
        _ = cursor.skip(" ")  // OS X 10.7's `NSLayoutConstraint: 0x…`
        guard !className.isEmpty, colon, let address = cursor.readAddress() ?? readMasonryKey(&cursor, className: className) else {
            record.equation = .failure(LogParseProblem("expected “Class:0xADDRESS” at the start"))
            return record
        }
        record.className = className
        record.address = address
        if cursor.skip("@") { record.sourceHint = readSourceHint(&cursor) }
        cursor.skipSpaces()
        guard !cursor.isAtEnd else {
            record.equation = .failure(LogParseProblem("the description prints no equation (a subclass whose description leaves it out)"))
            return record
        }
        var (body, clause) = splitClause(cursor.rest)
        record.isActive = clause?.isActive
        if let (rest, hugging, resistance) = splitContentPriorities(body) {
            body = rest
            record.contentPriorities = (hugging, resistance)
        }
        let names = clause?.names ?? []
        var remaining = DescriptionCursor(Substring(body))
        var mask: String?
        readMask(&remaining, into: &mask)
        if remaining.current == "'" {
            let (identifier, equation) = readIdentifier(&remaining, names: names, mask: &mask)
            record.identifier = identifier
            record.equation = equation
        } else {
            record.equation = parseBody(&remaining, names: names, mask: &mask)
        }
        record.autoresizingMask = mask
        if case .success(let equation) = record.equation, let problem = numberProblem(equation, record.contentPriorities) {
            record.equation = .failure(LogParseProblem(problem))
        }
        return record
    }

    /// The first number out of its magnitudes (`InputNumber`), named, or nil.
    static func numberProblem(_ equation: LoggedEquation, _ contentPriorities: (Double, Double)?) -> String? {
        if let problem = InputNumber.multiplier.problem(equation.multiplier, name: "the multiplier") { return problem }
        if let problem = InputNumber.length.problem(equation.constant, name: "the constant") { return problem }
        if let problem = InputNumber.priority.problem(equation.priority, name: "the priority") { return problem }
        if let (hugging, resistance) = contentPriorities {
            if let problem = InputNumber.priority.problem(hugging, name: "the hugging priority") { return problem }
            if let problem = InputNumber.priority.problem(resistance, name: "the compression resistance priority") { return problem }
        }
        return nil
    }

    /// Masonry prints a constraint's `mas_key` in place of its address.
    static func readMasonryKey(_ cursor: inout DescriptionCursor, className: String) -> String? {
        guard className.hasPrefix("MAS"), let first = cursor.current, first.isLetter || first == "_" else { return nil }
        return cursor.read(while: ItemReferenceParser.isNameCharacter)
    }

    /// SnapKit's `File.swift#88` or `/Users/Jane Doe/App/File.swift#88`: up to the line number
    /// that a space follows, since the path itself may hold spaces.
    static func readSourceHint(_ cursor: inout DescriptionCursor) -> String {
        var probe = cursor
        while let character = probe.current {
            if character == "#", probe.peek(1)?.isNumber == true {
                probe.index += 1
                _ = probe.read { $0.isASCII && $0.isNumber }
                if probe.isAtEnd || probe.current == " " {
                    let hint = String(cursor.characters[cursor.index..<probe.index])
                    cursor = probe
                    return hint
                }
            }
            probe.index += 1
        }
        return cursor.read { $0 != " " }
    }

    /// AppKit's content-size constraints end in their priorities:
    /// `H:[NSTextField:0x…(131)] Hug:250 CompressionResistance:750`.
    static func splitContentPriorities(_ body: String) -> (String, Double, Double)? {
        guard let hug = TextSearch.lastRange(of: " Hug:", in: body) else { return nil }
        var cursor = DescriptionCursor(body[hug.upperBound...])
        guard let hugging = cursor.readNumber() else { return nil }
        cursor.skipSpaces()
        guard cursor.skip("CompressionResistance:"), let resistance = cursor.readNumber() else { return nil }
        cursor.skipSpaces()
        guard cursor.isAtEnd else { return nil }
        return (String(body[..<hug.lowerBound]).trimmingTrailingSpaces(), hugging, resistance)
    }

    /// Reads an autoresizing notation (`h=--& v=-&-`, `h=---`), which UIKit prints before or
    /// after the identifier.
    static func readMask(_ cursor: inout DescriptionCursor, into mask: inout String?) {
        cursor.skipSpaces()
        guard cursor.starts(with: "h=") || cursor.starts(with: "v=") else { return }
        let first = cursor.read { $0 != " " }
        cursor.skipSpaces()
        let second = first.hasPrefix("h=") && cursor.starts(with: "v=") ? cursor.read { $0 != " " } : ""
        mask = second.isEmpty ? first : first + " " + second
        cursor.skipSpaces()
    }

    /// Reads `'identifier' body`. Identifiers are printed without escaping, so a quote or a
    /// parenthesis inside one is allowed: the first closing quote after which the body
    /// parses wins (else the first closing quote, with the body's error).
    static func readIdentifier(_ cursor: inout DescriptionCursor, names: [(String, LoggedItem)], mask: inout String?)
        -> (String, Result<LoggedEquation, LogParseProblem>) {
        var candidates: [Int] = []
        for position in (cursor.index + 1)..<cursor.characters.count where cursor.characters[position] == "'" {
            if position + 1 == cursor.characters.count || cursor.characters[position + 1] == " " { candidates.append(position) }
        }
        var firstFailure: (String, String?, Result<LoggedEquation, LogParseProblem>)?
        for closing in candidates {
            let identifier = String(cursor.characters[(cursor.index + 1)..<closing])
            var body = DescriptionCursor(Substring(String(cursor.characters[(closing + 1)...])))
            var bodyMask = mask
            readMask(&body, into: &bodyMask)
            let equation = parseBody(&body, names: names, mask: &bodyMask)
            if case .success = equation {
                mask = bodyMask
                return (identifier, equation)
            }
            if firstFailure == nil { firstFailure = (identifier, bodyMask, equation) }
        }
        guard let firstFailure else { return ("", .failure(LogParseProblem("the identifier's closing quote is missing"))) }
        mask = firstFailure.1
        return (firstFailure.0, firstFailure.2)
    }

    /// Parses the body after the header and the autoresizing notation: VFL or an equation.
    static func parseBody(_ cursor: inout DescriptionCursor, names: [(String, LoggedItem)], mask: inout String?)
        -> Result<LoggedEquation, LogParseProblem> {
        cursor.skipSpaces()
        let result: Result<LoggedEquation, LogParseProblem>
        if cursor.starts(with: "H:") || cursor.starts(with: "V:") {
            result = VisualFormatDescription.parse(&cursor, names: names)
        } else {
            result = EquationDescription.parse(&cursor, names: names.map(\.0))
        }
        return result.map { equation in
            var resolved = NamesClause.resolve(equation, names: names)
            // An autoresizing frame constraint (`minX == 0`) is in its superview's
            // coordinates; the names clause may say which superview that is.
            if resolved.first.inSuperviewCoordinates, resolved.superviewLink == nil, let parent = names.first(where: { $0.0 == "|" })?.1 {
                resolved.superviewLink = (resolved.first.item, parent)
            }
            return resolved
        }
    }

    /// Splits the trailing `(active)`, `(active, names: …)` or `(Names: …)` off the body.
    static func splitClause(_ text: String) -> (body: String, clause: NamesClause?) {
        let trimmed = text.trimmingTrailingSpaces()
        guard trimmed.hasSuffix(")") else { return (trimmed, nil) }
        for opener in ["(active", "(inactive", "(Names:", "(names:"] {
            guard let range = TextSearch.lastRange(of: opener, in: trimmed) else { continue }
            let body = String(trimmed[..<range.lowerBound]).trimmingTrailingSpaces()
            let inside = trimmed[range.lowerBound...].dropFirst().dropLast()
            return (body, NamesClause.parse(inside))
        }
        return (trimmed, nil)
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var text = Substring(self)
        while let last = text.last, last == " " || last == "\t" || last == "\r" { text = text.dropLast() }
        return String(text)
    }
}
