import LayoutModel

/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)` with a literal
/// format: the constraints Apple's visual format language gives, with the literal
/// `metrics` and `views` dictionaries (anything else leaves its parts unknown).
extension ConstraintRecogniser {
    func visualFormat(_ callee: SourceExpr, _ arguments: [SourceArgument], at position: CodePosition,
                      _ scope: Scope) -> [CodeConstraint]? {
        guard case .member(let base, let method) = callee.kind, case .name("NSLayoutConstraint") = base.kind,
              method == "constraints" || method == "constraintsWithVisualFormat",
              let first = arguments.first, first.label == "withVisualFormat" || first.label == "constraintsWithVisualFormat" else {
            return nil
        }
        let here = location(position)
        guard case .string(let format?) = first.value.kind else {
            return [CodeConstraint(firstItem: .unknown, firstAttribute: .notAnAttribute, constant: nil, idiom: .visualFormat, location: here)]
        }
        var metrics: [String: Double] = [:]
        if let given = Self.argument(arguments, "metrics"), let pairs = dictionary(given, scope) {
            for pair in pairs {
                if case .string(let key?) = pair.key.kind, let value = number(pair.value, scope) { metrics[key] = value }
            }
        }
        var views: [String: CodeItem] = [:]
        if let given = Self.argument(arguments, "views") {
            switch given.kind {
            case _ where dictionary(given, scope) != nil:
                for pair in dictionary(given, scope) ?? [] {
                    if case .string(let key?) = pair.key.kind { views[key] = item(pair.value, scope) }
                }
            case .call(let function, let bound, _) where function.kind == .name("NSDictionaryOfVariableBindings"):
                for argument in bound { if case .name(let name) = argument.value.kind { views[name] = item(argument.value, scope) } }
            default:
                break
            }
        }
        var alignment: LayoutAttribute?
        if let options = Self.argument(arguments, "options") {
            let text: String? = switch options.kind {
            case .implicitMember(let name), .name(let name): name
            case .array(let items): items.count == 1 ? { if case .implicitMember(let name) = items[0].kind { return name } else { return nil } }() : nil
            default: nil
            }
            if let text, let range = text.firstRange(of: "alignAll") {
                let rest = text[range.upperBound...]
                alignment = LayoutAttribute(rawValue: rest.prefix(1).lowercased() + rest.dropFirst())
            }
        }
        var parser = VisualFormatSource(format: format, metrics: metrics, views: views)
        guard let parsed = parser.parse() else {
            return [CodeConstraint(firstItem: .unknown, firstAttribute: .notAnAttribute, constant: nil, idiom: .visualFormat, location: here)]
        }
        let container: CodeItem = parsed.views.first.map { self.superview(of: $0, scope) } ?? CodeItem.unknown
        var result: [CodeConstraint] = []
        for piece in parsed.constraints {
            var constraint = CodeConstraint(firstItem: piece.first ?? container, firstAttribute: piece.firstAttribute,
                                            relation: piece.relation, constant: piece.constant, priority: piece.priority,
                                            idiom: .visualFormat, location: here)
            if piece.secondAttribute != .notAnAttribute {
                constraint.secondItem = piece.second ?? container
                constraint.secondAttribute = piece.secondAttribute
            }
            result.append(constraint)
        }
        if let alignment {
            for (previous, next) in zip(parsed.views, parsed.views.dropFirst()) {
                result.append(CodeConstraint(firstItem: previous, firstAttribute: alignment, secondItem: next, secondAttribute: alignment,
                                             idiom: .visualFormat, location: here))
            }
        }
        return result
    }
}

extension ConstraintRecogniser {
    /// A dictionary literal, written in place or held by a local.
    func dictionary(_ expression: SourceExpr, _ scope: Scope) -> [SourcePair]? {
        switch expression.kind {
        case .dictionary(let pairs): return pairs
        case .name(let name): return scope.dictionaries[name]
        default: return nil
        }
    }
}

/// A parser of one visual format string. Items nil mean the superview (`|`).
struct VisualFormatSource {
    struct Piece {
        var first: CodeItem?
        var firstAttribute: LayoutAttribute
        var relation: LayoutRelation
        var second: CodeItem?
        var secondAttribute: LayoutAttribute
        var constant: Double?
        var priority: Double?
    }

    struct Predicate {
        var relation: LayoutRelation = .equal
        var constant: Double?
        var view: String?
        var priority: Double? = 1000
    }

    let characters: [Character]
    let metrics: [String: Double]
    let views: [String: CodeItem]
    var index = 0

    init(format: String, metrics: [String: Double], views: [String: CodeItem]) {
        characters = Array(format.filter { !$0.isWhitespace })
        self.metrics = metrics
        self.views = views
    }

    var current: Character? { index < characters.count ? characters[index] : nil }

    /// The constraints and the views in order, or nil when the format is not valid.
    mutating func parse() -> (constraints: [Piece], views: [CodeItem])? {
        var vertical = false
        if characters.count > 1, characters[1] == ":", let axis = characters.first {
            vertical = axis == "V"
            index = 2
        }
        let leading: LayoutAttribute = vertical ? .top : .leading
        let trailing: LayoutAttribute = vertical ? .bottom : .trailing
        let size: LayoutAttribute = vertical ? .height : .width
        var pieces: [Piece] = []
        var order: [CodeItem] = []
        var previous: CodeItem??  // .some(nil): the superview
        var pending: [Predicate]? = nil
        while let character = current {
            switch character {
            case "|":
                index += 1
                if let last = previous, let view = last {
                    for predicate in pending ?? [Predicate(constant: 0)] {
                        pieces.append(Piece(first: nil, firstAttribute: trailing, relation: predicate.relation, second: view,
                                            secondAttribute: trailing, constant: predicate.constant, priority: predicate.priority))
                    }
                }
                previous = .some(nil)
                pending = nil
            case "-":
                index += 1
                if current == "(" || current?.isNumber == true || current?.isLetter == true {
                    guard let predicates = predicateList() else { return nil }
                    pending = predicates
                    guard current == "-" else { return nil }
                    index += 1
                } else {
                    pending = [Predicate(constant: nil)]
                }
            case "[":
                index += 1
                var name = ""
                while let next = current, next != "(", next != "]" {
                    name.append(next)
                    index += 1
                }
                let view = views[name] ?? .unknown
                if current == "(" {
                    guard let predicates = predicateList() else { return nil }
                    for predicate in predicates {
                        let other = predicate.view.map { views[$0] ?? .unknown }
                        pieces.append(Piece(first: view, firstAttribute: size, relation: predicate.relation, second: other,
                                            secondAttribute: other == nil ? .notAnAttribute : size,
                                            constant: other == nil ? predicate.constant : 0, priority: predicate.priority))
                    }
                }
                guard current == "]" else { return nil }
                index += 1
                if let last = previous {
                    for predicate in pending ?? [Predicate(constant: 0)] {
                        pieces.append(Piece(first: view, firstAttribute: leading, relation: predicate.relation, second: last,
                                            secondAttribute: last == nil ? leading : trailing,
                                            constant: predicate.constant, priority: predicate.priority))
                    }
                }
                order.append(view)
                previous = .some(view)
                pending = nil
            default:
                return nil
            }
        }
        return (pieces, order)
    }

    /// `8`, `padding`, `(>=8@750,<=20)`, `(==other)`.
    mutating func predicateList() -> [Predicate]? {
        guard current == "(" else { return simplePredicate().map { [$0] } }
        index += 1
        var predicates: [Predicate] = []
        while true {
            var predicate = Predicate()
            if let relation = relationHere() { predicate.relation = relation }
            var token = ""
            while let next = current, next != ",", next != ")", next != "@" {
                token.append(next)
                index += 1
            }
            if let value = Double(token) ?? metrics[token] { predicate.constant = value }
            else if views[token] != nil { predicate.view = token; predicate.constant = 0 }
            else { predicate.constant = nil }
            if current == "@" {
                index += 1
                var priority = ""
                while let next = current, next != ",", next != ")" {
                    priority.append(next)
                    index += 1
                }
                predicate.priority = Double(priority) ?? metrics[priority]
            }
            predicates.append(predicate)
            if current == "," { index += 1; continue }
            guard current == ")" else { return nil }
            index += 1
            return predicates
        }
    }

    mutating func simplePredicate() -> Predicate? {
        var token = ""
        while let next = current, next != "-", next != "[", next != "|", next != "(" {
            token.append(next)
            index += 1
        }
        guard !token.isEmpty else { return nil }
        return Predicate(constant: Double(token) ?? metrics[token])
    }

    mutating func relationHere() -> LayoutRelation? {
        guard index + 1 < characters.count, characters[index + 1] == "=" else { return nil }
        let relation: LayoutRelation? = switch characters[index] {
        case "=": .equal
        case "<": .lessThanOrEqual
        case ">": .greaterThanOrEqual
        default: nil
        }
        if relation != nil { index += 2 }
        return relation
    }
}
