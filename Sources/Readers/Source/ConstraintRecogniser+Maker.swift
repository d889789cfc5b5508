import LayoutModel

/// SnapKit (`make.top.equalTo(other.snp.bottom).offset(8)`) and Masonry
/// (`make.top.equalTo(other.mas_bottom).with.offset(8)`) blocks.
extension ConstraintRecogniser {
    /// SnapKit's and Masonry's attribute names, composites expanded as the libraries do
    /// (`edges` is top, left, bottom, right in both).
    static let makerAttributes: [String: [LayoutAttribute]] = [
        "top": [.top], "bottom": [.bottom], "left": [.left], "right": [.right], "leading": [.leading],
        "trailing": [.trailing], "width": [.width], "height": [.height], "centerX": [.centerX], "centerY": [.centerY],
        "lastBaseline": [.lastBaseline], "firstBaseline": [.firstBaseline], "baseline": [.lastBaseline],
        "topMargin": [.topMargin], "bottomMargin": [.bottomMargin], "leftMargin": [.leftMargin], "rightMargin": [.rightMargin],
        "leadingMargin": [.leadingMargin], "trailingMargin": [.trailingMargin],
        "centerXWithinMargins": [.centerXWithinMargins], "centerYWithinMargins": [.centerYWithinMargins],
        "edges": [.top, .left, .bottom, .right], "directionalEdges": [.top, .leading, .bottom, .trailing],
        "horizontalEdges": [.left, .right], "verticalEdges": [.top, .bottom],
        "directionalHorizontalEdges": [.leading, .trailing], "directionalVerticalEdges": [.top, .bottom],
        "size": [.width, .height], "center": [.centerX, .centerY],
        "margins": [.leftMargin, .rightMargin, .topMargin, .bottomMargin],
        "directionalMargins": [.leadingMargin, .trailingMargin, .topMargin, .bottomMargin],
        "centerWithinMargins": [.centerXWithinMargins, .centerYWithinMargins],
    ]

    /// One link of `make.top.equalTo(x).offset(8)`: a member, or a call with its arguments.
    enum ChainLink {
        case member(String, CodePosition)
        case call(String, [SourceArgument], CodePosition)
    }

    /// The base and links of a chain, outermost last.
    static func chain(_ expression: SourceExpr) -> (base: SourceExpr, links: [ChainLink]) {
        var links: [ChainLink] = []
        var current = expression
        while true {
            switch current.kind {
            case .member(let base, let name):
                links.append(.member(name, current.position))
                current = base
            case .call(let callee, let arguments, _):
                guard case .member(let base, let name) = callee.kind else { return (current, links.reversed()) }
                links.append(.call(name, arguments, current.position))
                current = base
            default:
                return (current, links.reversed())
            }
        }
    }

    /// Records the constraints a maker block makes on `view`.
    func recordMaker(_ block: SourceBlock, view: CodeItem, idiom: CodeIdiom, active: Bool, maker name: String? = nil,
                     in scope: inout Scope) {
        // A branch inside the block uses the block's maker.
        let maker = name ?? block.parameters.first ?? "$0"
        var inner = scope
        inner.conditionalDepth = scope.conditionalDepth
        for statement in block.statements {
            var expression: SourceExpr
            var stored: String?
            switch statement.kind {
            case .expression(let value): expression = value
            case .assignment(let target, "=", let value):
                expression = value
                stored = Self.storedName(target)
            case .declaration(let name, _, let value?, _, _):
                expression = value
                stored = name
            case .branches, .guardStatement:
                // Constraints made on some paths only: kept unknown.
                inner.conditionalDepth += 1
                if case .branches(let blocks) = statement.kind {
                    for branch in blocks {
                        recordMaker(branch, view: view, idiom: idiom, active: active, maker: maker, in: &inner)
                    }
                }
                inner.conditionalDepth -= 1
                continue
            default: continue
            }
            if case .member(let base, "constraint") = expression.kind { expression = base }
            for constraint in makerConstraints(expression, maker: maker, view: view, idiom: idiom, active: active, inner) {
                var made = constraint
                made.storedIn = stored
                if let stored { inner.storedConstraints[stored, default: []].append(inner.events.count) }
                inner.events.append(CodeEvent(.constraint(made), at: made.location, isConditional: inner.isConditional))
            }
        }
        scope.events = inner.events
        scope.storedConstraints = inner.storedConstraints
    }

    /// The constraints of one maker statement, or none when it is not one.
    func makerConstraints(_ expression: SourceExpr, maker: String, view: CodeItem, idiom: CodeIdiom, active: Bool,
                          _ scope: Scope) -> [CodeConstraint] {
        let (base, links) = Self.chain(expression)
        guard case .name(let name) = base.kind, name == maker, !links.isEmpty else { return [] }
        var attributes: [LayoutAttribute] = []
        var relation: LayoutRelation?
        var target: (item: CodeItem, attribute: LayoutAttribute?)?
        var constantTarget: Double??
        var offsets: [Double?] = []
        var insets: [Double?] = []
        var multiplier: Double? = 1
        var priorityValue: Double? = 1000
        for link in links {
            switch link {
            case .member(let name, _):
                if relation == nil, let expanded = Self.makerAttributes[name] { attributes += expanded }
                else if ["with", "and"].contains(name) { continue }
                else if relation == nil { return [] }
            case .call(let name, let arguments, _):
                switch name {
                case "equalTo", "mas_equalTo", "lessThanOrEqualTo", "mas_lessThanOrEqualTo", "greaterThanOrEqualTo",
                     "mas_greaterThanOrEqualTo", "equalToSuperview", "lessThanOrEqualToSuperview", "greaterThanOrEqualToSuperview":
                    relation = name.contains("lessThan") ? .lessThanOrEqual : name.contains("greaterThan") ? .greaterThanOrEqual : .equal
                    if name.hasSuffix("Superview") {
                        target = (superview(of: view, scope), nil)
                    } else if let value = arguments.first?.value {
                        if let constant = number(value, scope) {
                            constantTarget = .some(constant)
                        } else if case .call(let callee, _, _) = value.kind, case .name(let function) = callee.kind,
                                  function.hasPrefix("CG") || function.hasPrefix("UIEdgeInsets") || function.hasPrefix("NSEdgeInsets") {
                            constantTarget = .some(nil)
                        } else {
                            target = makerTarget(value, scope)
                        }
                    }
                case "offset", "mas_offset":
                    offsets.append(arguments.first.flatMap { number($0.value, scope) })
                case "inset", "insets", "mas_inset":
                    insets.append(arguments.first.flatMap { number($0.value, scope) })
                case "multipliedBy":
                    multiplier = arguments.first.flatMap { number($0.value, scope) }
                case "dividedBy":
                    multiplier = arguments.first.flatMap { number($0.value, scope) }.flatMap { $0 == 0 ? nil : 1 / $0 }
                case "priority", "priorityRequired", "priorityHigh", "priorityMedium", "priorityLow":
                    let named = ["priorityRequired": 1000.0, "priorityHigh": 750, "priorityMedium": 500, "priorityLow": 250]
                    priorityValue = named[name] ?? arguments.first.flatMap { priority($0.value, scope, snapKit: true) }
                case "labeled", "key", "identifier":
                    continue
                default:
                    // A modifier the reader does not know: the constraint is not trusted.
                    multiplier = nil
                }
            }
        }
        guard let relation, !attributes.isEmpty else { return [] }
        return attributes.map { attribute in
            var constraint = CodeConstraint(firstItem: view, firstAttribute: attribute, relation: relation,
                                            multiplier: multiplier, priority: priorityValue,
                                            activation: active ? .active : .inactive, idiom: idiom, location: location(expression.position))
            var constant: Double? = 0
            if let constantTarget {
                if attribute.isDimension {
                    constraint.secondItem = nil
                } else {
                    // SnapKit and Masonry relate a position given as a number to the superview.
                    constraint.secondItem = superview(of: view, scope)
                    constraint.secondAttribute = attribute
                }
                constant = constantTarget
            } else if let target {
                constraint.secondItem = target.item
                constraint.secondAttribute = target.attribute ?? attribute
                if target.attribute != nil, attributes.count > 1 { constraint.secondItem = .unknown }
            } else {
                return CodeConstraint(firstItem: view, firstAttribute: attribute, secondItem: .unknown, secondAttribute: attribute,
                                      constant: nil, activation: constraint.activation, idiom: idiom, location: constraint.location)
            }
            for offset in offsets { constant = constant.flatMap { base in offset.map { base + $0 } } }
            for inset in insets {
                let sign: Double = [.bottom, .right, .trailing, .bottomMargin, .rightMargin, .trailingMargin].contains(attribute) ? -1 : 1
                let factor: Double = attribute.isDimension ? -2 : ([.centerX, .centerY].contains(attribute) ? 0 : sign)
                constant = constant.flatMap { base in inset.map { base + factor * $0 } }
            }
            constraint.constant = constant
            return constraint
        }
    }

    /// What `equalTo(…)` names: `other` (same attribute), `other.snp.top`, `other.mas_top`,
    /// `other.safeAreaLayoutGuide.snp.top`.
    func makerTarget(_ expression: SourceExpr, _ scope: Scope) -> (item: CodeItem, attribute: LayoutAttribute?) {
        if case .member(let base, let name) = expression.kind {
            if case .member(let owner, "snp") = base.kind, let attributes = Self.makerAttributes[name] {
                return (item(owner, scope), attributes.count == 1 ? attributes.first : nil)
            }
            if name.hasPrefix("mas_"), let attributes = Self.makerAttributes[String(name.dropFirst(4))] {
                return (item(base, scope), attributes.count == 1 ? attributes.first : nil)
            }
            if name.hasPrefix("mas_safeAreaLayoutGuide"), name.count > "mas_safeAreaLayoutGuide".count {
                let rest = name.dropFirst("mas_safeAreaLayoutGuide".count)
                let attribute = Self.makerAttributes[rest.prefix(1).lowercased() + rest.dropFirst()]
                let owner = item(base, scope)
                return (CodeItem(path: owner.path, guide: .safeArea), attribute?.count == 1 ? attribute?.first : nil)
            }
            if name == "snp" { return (item(base, scope), nil) }
        }
        if case .array = expression.kind { return (.unknown, nil) }
        return (item(expression, scope), nil)
    }

    /// The superview `view` was added to in this scope, or unknown.
    func superview(of view: CodeItem, _ scope: Scope) -> CodeItem {
        guard view.isKnown else { return .unknown }
        for event in scope.events.reversed() {
            if case .addSubview(let parent, let child, _) = event.kind, child == view { return parent }
        }
        return .unknown
    }
}
