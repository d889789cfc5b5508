import Foundation
import LayoutModel

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
        var record = LoggedConstraint(text: text, line: line, column: column,
                                      equation: .failure(LogParseProblem("unreadable constraint description")))
        var cursor = DescriptionCursor(inner)
        let className = cursor.read(while: ItemReferenceParser.isNameCharacter)
        guard !className.isEmpty, cursor.skip(":"), let address = cursor.readAddress() else {
            record.equation = .failure(LogParseProblem("expected “Class:0xADDRESS” at the start"))
            return record
        }
        record.className = className
        record.address = address
        if cursor.skip("@") { record.sourceHint = cursor.read { $0 != " " } }
        cursor.skipSpaces()
        let (body, clause) = splitClause(cursor.rest)
        record.isActive = clause?.isActive
        let names = clause?.names ?? []
        var remaining = DescriptionCursor(Substring(body))
        if remaining.current == "'" {
            let (identifier, mask, equation) = readIdentifier(&remaining, names: names)
            record.identifier = identifier
            record.autoresizingMask = mask
            record.equation = equation
        } else {
            record.equation = parseBody(&remaining, names: names, mask: &record.autoresizingMask)
        }
        return record
    }

    /// Reads `'identifier' body`. Identifiers are printed without escaping, so a quote or a
    /// parenthesis inside one is allowed: the first closing quote after which the body
    /// parses wins (else the first closing quote, with the body's error).
    static func readIdentifier(_ cursor: inout DescriptionCursor, names: [(String, LoggedItem)])
        -> (String, String?, Result<LoggedEquation, LogParseProblem>) {
        var candidates: [Int] = []
        for position in (cursor.index + 1)..<cursor.characters.count where cursor.characters[position] == "'" {
            if position + 1 == cursor.characters.count || cursor.characters[position + 1] == " " { candidates.append(position) }
        }
        var firstFailure: (String, String?, Result<LoggedEquation, LogParseProblem>)?
        for closing in candidates {
            let identifier = String(cursor.characters[(cursor.index + 1)..<closing])
            var body = DescriptionCursor(Substring(String(cursor.characters[(closing + 1)...])))
            body.skipSpaces()
            var mask: String?
            let equation = parseBody(&body, names: names, mask: &mask)
            if case .success = equation { return (identifier, mask, equation) }
            if firstFailure == nil { firstFailure = (identifier, mask, equation) }
        }
        return firstFailure ?? ("", nil, .failure(LogParseProblem("the identifier's closing quote is missing")))
    }

    /// Parses the body after the header: an optional autoresizing notation, then VFL or an
    /// equation.
    static func parseBody(_ cursor: inout DescriptionCursor, names: [(String, LoggedItem)], mask: inout String?)
        -> Result<LoggedEquation, LogParseProblem> {
        cursor.skipSpaces()
        if cursor.starts(with: "h=") {
            let horizontal = cursor.read { $0 != " " }
            cursor.skipSpaces()
            let vertical = cursor.starts(with: "v=") ? cursor.read { $0 != " " } : ""
            mask = vertical.isEmpty ? horizontal : horizontal + " " + vertical
            cursor.skipSpaces()
        }
        let result: Result<LoggedEquation, LogParseProblem>
        if cursor.starts(with: "H:") || cursor.starts(with: "V:") {
            result = VisualFormatDescription.parse(&cursor, names: names)
        } else {
            result = EquationDescription.parse(&cursor)
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
            guard let range = trimmed.range(of: opener, options: .backwards) else { continue }
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
