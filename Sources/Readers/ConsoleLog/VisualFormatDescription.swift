import LayoutModel

/// The visual-format form of a constraint description, which UIKit uses for spacings and
/// constant sizes: `H:|-(8)-[A]`, `H:[A]-(>=5)-[B]`, `V:[A]-(0@250)-|`, `V:[A(200)]`,
/// `H:[A]-(NSSpace(8))-[B]`, `H:|-(5)-[A](LTR)`. `|` is the superview the names clause
/// names (`'|':UIView:0x…`); without one it stands for an unnamed superview.
enum VisualFormatDescription {
    enum Element {
        case edge
        case view(LoggedItem, size: Spec?)
        case gap(Spec)
    }

    /// A spacing or size: `(>=5)`, `(-7)`, `(0@250)`, `(==UIView:0x…)`.
    struct Spec {
        var relation: LayoutRelation = .equal
        var constant: Double = 0
        var item: LoggedItem?
        var priority: Double = LayoutConstraint.required
    }

    static func parse(_ cursor: inout DescriptionCursor, names: [(String, LoggedItem)]) -> Result<LoggedEquation, LogParseProblem> {
        let horizontal = cursor.current == "H"
        cursor.index += 2
        var elements: [Element] = []
        while let character = cursor.current, character != " " {
            if character == "|" {
                cursor.index += 1
                elements.append(.edge)
            } else if character == "[" {
                cursor.index += 1
                guard let item = ItemReferenceParser.readBracketedItem(&cursor) else { return failure("a view in brackets", cursor) }
                var size: Spec?
                if cursor.current == "(" {
                    guard let spec = readSpec(&cursor) else { return failure("a size in parentheses", cursor) }
                    size = spec
                }
                guard cursor.skip("]") else { return failure("“]”", cursor) }
                elements.append(.view(item, size: size))
            } else if character == "-" || cursor.starts(with: "~~") {
                // `~~` is a hyphen that Markdown's strikethrough syntax damaged in a paste.
                cursor.index += character == "-" ? 1 : 2
                if cursor.current == "(" {
                    guard let spec = readSpec(&cursor), cursor.skip("-") || cursor.skip("~~") else { return failure("a spacing like “-(8)-”", cursor) }
                    elements.append(.gap(spec))
                } else if let value = cursor.readNumber() {
                    guard cursor.skip("-") else { return failure("“-” after the spacing", cursor) }
                    elements.append(.gap(Spec(constant: value)))
                } else {
                    elements.append(.gap(Spec(constant: 8)))  // `[A]-[B]`: the standard spacing
                }
            } else if character == "(" && elements.last.map(isTerminal) == true {
                break  // `(LTR)` / `(RTL)`
            } else {
                return failure("VFL", cursor)
            }
        }
        var rightToLeft = false
        cursor.skipSpaces()  // a description wrapped over lines puts a space before `(LTR)`
        if cursor.skip("(RTL)") || cursor.skip("(RightToLeft)") { rightToLeft = true } else { _ = cursor.skip("(LTR)") || cursor.skip("(LeftToRight)") }
        cursor.skipSpaces()
        // Some releases print a VFL constraint's priority after it: `H:[A]-(8)-[B] priority:250`.
        var trailingPriority: Double?
        if cursor.skip("priority:") {
            cursor.skipSpaces()
            guard let value = cursor.readNumber(), value >= 1, value <= 1000 else { return failure("a priority between 1 and 1000", cursor) }
            trailingPriority = value
            cursor.skipSpaces()
        }
        guard cursor.isAtEnd else { return failure("the end of the VFL", cursor) }
        return relation(in: elements, horizontal: horizontal, rightToLeft: rightToLeft, names: names).map { equation in
            var result = equation
            if let trailingPriority { result.priority = trailingPriority }
            return result
        }
    }

    static func isTerminal(_ element: Element) -> Bool {
        if case .gap = element { return false }
        return true
    }

    /// The one relation the elements describe.
    static func relation(in elements: [Element], horizontal: Bool, rightToLeft: Bool,
                         names: [(String, LoggedItem)]) -> Result<LoggedEquation, LogParseProblem> {
        var equations: [LoggedEquation] = []
        var previous: Element?
        var pendingGap: Spec?
        let (start, end): (LayoutAttribute, LayoutAttribute) = horizontal
            ? (rightToLeft ? (.right, .left) : (.leading, .trailing)) : (.top, .bottom)
        let sign: Double = horizontal && rightToLeft ? -1 : 1
        func superview(of child: LoggedItem) -> LoggedItem {
            names.first { $0.0 == "|" }?.1 ?? LoggedItem(printedClass: "|", address: nil, label: child.key)
        }
        for element in elements {
            if case .gap(let spec) = element { pendingGap = spec; continue }
            if let previous {
                let gap = pendingGap ?? Spec()
                switch (previous, element) {
                case (.edge, .view(let item, _)):
                    let parent = superview(of: item)
                    equations.append(spacing(LoggedAnchor(item: item, attribute: start), LoggedAnchor(item: parent, attribute: start),
                                             gap, sign, link: (item, parent)))
                case (.view(let left, _), .view(let right, _)):
                    equations.append(spacing(LoggedAnchor(item: right, attribute: start), LoggedAnchor(item: left, attribute: end),
                                             gap, sign, link: nil))
                case (.view(let item, _), .edge):
                    let parent = superview(of: item)
                    equations.append(spacing(LoggedAnchor(item: parent, attribute: end), LoggedAnchor(item: item, attribute: end),
                                             gap, sign, link: (item, parent)))
                default:
                    return .failure(LogParseProblem("VFL with two superview edges in a row"))
                }
            }
            if case .view(let item, let size?) = element {
                let dimension: LayoutAttribute = horizontal ? .width : .height
                equations.append(LoggedEquation(first: LoggedAnchor(item: item, attribute: dimension), relation: size.relation,
                                                second: size.item.map { LoggedAnchor(item: $0, attribute: dimension) },
                                                constant: size.item == nil ? size.constant : 0, priority: size.priority))
            }
            previous = element
            pendingGap = nil
        }
        guard equations.count == 1, let equation = equations.first else {
            return .failure(LogParseProblem("VFL describing \(equations.count) relations; a constraint is exactly one"))
        }
        return .success(equation)
    }

    /// `first (relation) second + gap`, mirrored for right-to-left (`sign` −1).
    static func spacing(_ first: LoggedAnchor, _ second: LoggedAnchor, _ gap: Spec, _ sign: Double,
                        link: (LoggedItem, LoggedItem)?) -> LoggedEquation {
        let relation: LayoutRelation = sign < 0 ? gap.relation.mirrored : gap.relation
        return LoggedEquation(first: first, relation: relation, second: second, constant: sign * gap.constant,
                              priority: gap.priority, superviewLink: link.map { (child: $0.0, superview: $0.1) })
    }

    /// Reads `(…)`: an optional relation, a number or a view, an optional `@priority`.
    static func readSpec(_ cursor: inout DescriptionCursor) -> Spec? {
        guard cursor.skip("(") else { return nil }
        var spec = Spec()
        spec.relation = EquationDescription.readRelation(&cursor) ?? .equal
        if let value = cursor.readNumber() {
            spec.constant = value
        } else if let item = ItemReferenceParser.readBracketedItem(&cursor) {
            spec.item = item
        } else {
            return nil
        }
        if cursor.skip("@") {
            guard let priority = cursor.readNumber(), priority >= 1, priority <= 1000 else { return nil }
            spec.priority = priority
        }
        return cursor.skip(")") ? spec : nil
    }

    static func failure(_ expected: String, _ cursor: DescriptionCursor) -> Result<LoggedEquation, LogParseProblem> {
        .failure(LogParseProblem("expected \(expected) at “\(cursor.rest.prefix(30))”"))
    }
}

extension LayoutRelation {
    /// The relation with its sides swapped (`>=` ↔ `<=`).
    var mirrored: LayoutRelation {
        switch self {
        case .equal: .equal
        case .greaterThanOrEqual: .lessThanOrEqual
        case .lessThanOrEqual: .greaterThanOrEqual
        }
    }
}
