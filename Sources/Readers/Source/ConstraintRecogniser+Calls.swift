import LayoutModel

/// Calls: activation, subviews, SnapKit and Masonry blocks, layout calls, helpers.
extension ConstraintRecogniser {
    static let layoutCalls: Set<String> = [
        "setNeedsLayout", "layoutIfNeeded", "invalidateIntrinsicContentSize", "setNeedsUpdateConstraints",
        "updateConstraintsIfNeeded", "layoutSubtreeIfNeeded", "setNeedsDisplay", "sizeToFit", "layoutSubviews",
    ]

    func visitExpression(_ expression: SourceExpr, in scope: inout Scope, statementPosition: CodePosition) {
        guard case .call(let callee, let arguments, let trailing) = expression.kind else {
            let made = constraints(expression, scope)
            if !made.isEmpty { record(made, storedIn: nil, activation: .inactive, in: &scope) }
            visitNested(expression, in: &scope)
            return
        }
        let receiverExpr: SourceExpr?
        let name: String
        switch callee.kind {
        case .member(let base, let member):
            receiverExpr = base
            name = member
        case .name(let function):
            receiverExpr = nil
            name = function
        default:
            visitNested(expression, in: &scope)
            return
        }
        let receiver = receiverExpr.map { item($0, scope) } ?? CodeItem(path: "self")
        let position = expression.position
        if case .name("super")? = receiverExpr?.kind {
            add(.superCall(name: name), at: position, in: &scope)
            return
        }
        let firstArgument = arguments.first?.value
        switch name {
        case "activate", "activateConstraints", "addConstraint", "addConstraints":
            guard let firstArgument else { break }
            activate(firstArgument, in: &scope)
            return
        case "deactivate", "deactivateConstraints", "removeConstraint", "removeConstraints":
            if let view = Self.snapKitOwner(receiverExpr) {
                add(.removal(view.kind == .name("self") ? CodeItem(path: "self") : item(view, scope)), at: position, in: &scope)
                return
            }
            if let firstArgument { deactivate(firstArgument, in: &scope) }
            add(.removal(name.hasPrefix("remove") ? receiver : .unknown), at: position, in: &scope)
            return
        case "append" where arguments.count == 1:
            // `constraints.append(c)`, `constraints.append(contentsOf: NSLayoutConstraint.constraints(…))`:
            // kept in the array, activated when the array is.
            guard let firstArgument, let list = receiverExpr.flatMap(Self.storedName) else { break }
            let made = constraints(firstArgument, scope)
            if !made.isEmpty {
                record(made, storedIn: list, activation: .inactive, in: &scope)
                return
            }
        case "addSubview", "insertSubview", "addArrangedSubview", "insertArrangedSubview":
            guard let firstArgument else { break }
            add(.addSubview(parent: receiver, child: item(firstArgument, scope), arranged: name.contains("Arranged")),
                at: position, in: &scope)
            return
        case "makeConstraints", "remakeConstraints", "updateConstraints", "prepareConstraints":
            guard let view = Self.snapKitOwner(receiverExpr), let block = trailing ?? Self.closure(arguments) else { break }
            let constrained = view.kind == .name("self") ? CodeItem(path: "self") : item(view, scope)
            if name == "remakeConstraints" { add(.removal(constrained), at: position, in: &scope) }
            add(.call(receiver: constrained, name: "snp." + name), at: position, in: &scope)
            let before = scope.events.count
            recordMaker(block, view: constrained, idiom: .snapKit, active: name != "prepareConstraints", in: &scope)
            if name == "updateConstraints" { markUpdates(from: before, in: &scope) }
            return
        case "mas_makeConstraints", "mas_remakeConstraints", "mas_updateConstraints":
            guard let block = trailing ?? Self.closure(arguments) else { break }
            if name == "mas_remakeConstraints" { add(.removal(receiver), at: position, in: &scope) }
            add(.call(receiver: receiver, name: name), at: position, in: &scope)
            let before = scope.events.count
            recordMaker(block, view: receiver, idiom: .masonry, active: true, in: &scope)
            if name == "mas_updateConstraints" { markUpdates(from: before, in: &scope) }
            return
        case "setTranslatesAutoresizingMaskIntoConstraints":
            add(.setsTranslatesAutoresizingMask(view: receiver, value: firstArgument.flatMap(Self.boolean)), at: position, in: &scope)
            return
        case "removeFromSuperview":
            add(.removal(receiver), at: position, in: &scope)
            return
        case "forEach":
            if let receiverExpr, case .array(let elements) = receiverExpr.kind, let block = trailing ?? Self.closure(arguments) {
                let parameter = block.parameters.first ?? "$0"
                for element in elements {
                    var inner = scope
                    inner.aliases[parameter] = item(element, scope)
                    let before = inner.events.count
                    visit(block.statements, in: &inner)
                    scope.events += inner.events[before...]
                    scope.storedConstraints = inner.storedConstraints
                }
                return
            }
        default:
            break
        }
        if let helper = helpers[name], arguments.count <= helper.labelCount, !helper.events.isEmpty {
            // The call itself is kept too: rules ask where a method is called from.
            add(.call(receiver: receiver, name: name), at: position, in: &scope)
            applyHelper(helper, receiver: receiverExpr == nil ? CodeItem(path: "self") : receiver, arguments: arguments,
                        at: position, in: &scope)
            return
        }
        let made = constraints(expression, scope)
        if !made.isEmpty {
            record(made, storedIn: nil, activation: .inactive, in: &scope)
            return
        }
        if receiver.isKnown || receiverExpr == nil {
            add(.call(receiver: receiver, name: name), at: position, in: &scope)
        }
        for argument in arguments where !Self.layoutCalls.contains(name) {
            let passed = item(argument.value, scope)
            if passed.isKnown, passed.guide == nil { add(.call(receiver: passed, name: "argument:" + name), at: argument.value.position, in: &scope) }
        }
        visitNested(expression, in: &scope)
    }

    /// Marks the constraints recorded from `start` on as updates of existing ones.
    func markUpdates(from start: Int, in scope: inout Scope) {
        for index in scope.events.indices where index >= start {
            if case .constraint(var constraint) = scope.events[index].kind {
                constraint.updatesExisting = true
                scope.events[index].kind = .constraint(constraint)
            }
        }
    }

    /// The view of `view.snp` (a bare `snp` is `self.snp`), or nil when `receiver` is no `snp`.
    static func snapKitOwner(_ receiver: SourceExpr?) -> SourceExpr? {
        guard let receiver else { return nil }
        switch receiver.kind {
        case .member(let view, "snp"): return view
        case .name("snp"): return SourceExpr(kind: .name("self"), position: receiver.position)
        default: return nil
        }
    }

    /// The closure passed as an argument (Masonry's block, `snp.makeConstraints(closure)`).
    static func closure(_ arguments: [SourceArgument]) -> SourceBlock? {
        for argument in arguments { if case .closure(let block) = argument.value.kind { return block } }
        return nil
    }

    /// `activate([a, b] + others)`: each constraint expression made active, each stored
    /// one switched on.
    func activate(_ expression: SourceExpr, in scope: inout Scope) {
        switch expression.kind {
        case .array(let elements):
            for element in elements { activate(element, in: &scope) }
        case .binary("+", let lhs, let rhs):
            activate(lhs, in: &scope)
            activate(rhs, in: &scope)
        default:
            let made = constraints(expression, scope)
            if !made.isEmpty {
                record(made, storedIn: nil, activation: scope.isConditional ? .active : .active, in: &scope)
                return
            }
            let conditional = scope.isConditional
            update(expression, in: &scope) { constraint, creationConditional in
                constraint.activation = !conditional || creationConditional ? .active : .unknown
            }
            add(.assignment(target: item(expression, scope), property: "isActive", value: 1), at: expression.position, in: &scope)
        }
    }

    func deactivate(_ expression: SourceExpr, in scope: inout Scope) {
        switch expression.kind {
        case .array(let elements):
            for element in elements { deactivate(element, in: &scope) }
        default:
            let conditional = scope.isConditional
            update(expression, in: &scope) { constraint, _ in constraint.activation = conditional ? .unknown : .inactive }
            if Self.storedName(expression) != nil {
                add(.assignment(target: item(expression, scope), property: "isActive", value: 0), at: expression.position, in: &scope)
            }
        }
    }

    /// Every constraint `expression` makes: one anchor or item/attribute constraint, a
    /// visual format, or an array of them.
    func constraints(_ expression: SourceExpr, _ scope: Scope) -> [CodeConstraint] {
        switch expression.kind {
        case .array(let elements):
            let made = elements.map { constraints($0, scope) }
            return made.contains(where: \.isEmpty) ? [] : made.flatMap { $0 }
        case .call(let callee, let arguments, nil):
            if let constraint = anchorConstraint(callee, arguments, at: expression.position, scope) { return [constraint] }
            if let constraint = itemAttributeConstraint(callee, arguments, at: expression.position, scope) { return [constraint] }
            if let made = visualFormat(callee, arguments, at: expression.position, scope) { return made }
            // A method the reader does not know, called on a constraint (a project's own
            // `priority(_:)` helper): the constraint stays, its priority becomes unknown.
            if case .member(let base, _) = callee.kind {
                let inner = constraints(base, scope)
                if inner.count == 1, var only = inner.first {
                    only.priority = nil
                    return [only]
                }
            }
            return []
        default:
            return []
        }
    }

    /// `a.topAnchor.constraint(equalTo: b.topAnchor, multiplier: 2, constant: 8)` and the
    /// other anchor methods.
    func anchorConstraint(_ callee: SourceExpr, _ arguments: [SourceArgument], at position: CodePosition,
                          _ scope: Scope) -> CodeConstraint? {
        guard case .member(let anchorExpr, let method) = callee.kind, let first = arguments.first?.label,
              let (firstItem, firstAttribute) = anchor(anchorExpr, scope) else { return nil }
        guard method == "constraint" || method == "constraintEqualToAnchor" || method == "constraintGreaterThanOrEqualToAnchor"
                || method == "constraintLessThanOrEqualToAnchor" || method == "constraintEqualToConstant" else { return nil }
        let relation: LayoutRelation = first.hasPrefix("greaterThan") ? .greaterThanOrEqual : first.hasPrefix("lessThan") ? .lessThanOrEqual : .equal
        var constraint = CodeConstraint(firstItem: firstItem, firstAttribute: firstAttribute, relation: relation,
                                        idiom: .anchor, location: location(position))
        if first.hasSuffix("Constant") {
            constraint.constant = arguments.first.flatMap { number($0.value, scope) }
            if let multiplier = Self.argument(arguments, "multiplier") { constraint.multiplier = number(multiplier, scope) }
            return constraint
        }
        guard let target = arguments.first?.value, let (secondItem, secondAttribute) = anchor(target, scope) else {
            constraint.secondItem = .unknown
            constraint.secondAttribute = firstAttribute
            constraint.constant = nil
            return constraint
        }
        constraint.secondItem = secondItem
        constraint.secondAttribute = secondAttribute
        if first.contains("SystemSpacing") {
            // System spacing depends on the fonts and the device: not known statically.
            constraint.constant = nil
            constraint.multiplier = 1
            if let multiplier = Self.argument(arguments, "multiplier") {
                constraint.multiplier = number(multiplier, scope)
            }
            return constraint
        }
        if let constant = Self.argument(arguments, "constant") { constraint.constant = number(constant, scope) }
        if let multiplier = Self.argument(arguments, "multiplier") { constraint.multiplier = number(multiplier, scope) }
        return constraint
    }

    /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`
    /// and `[NSLayoutConstraint constraintWithItem:…]`.
    func itemAttributeConstraint(_ callee: SourceExpr, _ arguments: [SourceArgument], at position: CodePosition,
                                 _ scope: Scope) -> CodeConstraint? {
        let isSwift: Bool
        switch callee.kind {
        case .name("NSLayoutConstraint"): isSwift = true
        case .member(let base, "constraintWithItem") where base.kind == .name("NSLayoutConstraint"): isSwift = false
        default: return nil
        }
        let labels = arguments.map { $0.label ?? "" }
        let itemLabel = isSwift ? "item" : "constraintWithItem"
        guard labels.count == 7, labels.first == itemLabel, labels[1] == "attribute", labels[2] == "relatedBy",
              labels[3] == "toItem", labels[4] == "attribute" else { return nil }
        let values = arguments.map(\.value)
        guard let firstAttribute = Self.attribute(values[1]), let relation = Self.relation(values[2]) else {
            return CodeConstraint(firstItem: .unknown, firstAttribute: .notAnAttribute, idiom: .itemAttribute, location: location(position))
        }
        var constraint = CodeConstraint(firstItem: item(values[0], scope), firstAttribute: firstAttribute, relation: relation,
                                        idiom: .itemAttribute, location: location(position))
        let secondAttribute = Self.attribute(values[4])
        if case .name(let name) = values[3].kind, name == "nil" {
            constraint.secondItem = nil
        } else {
            constraint.secondItem = item(values[3], scope)
        }
        if constraint.secondItem != nil {
            constraint.secondAttribute = secondAttribute ?? .notAnAttribute
            if secondAttribute == nil { constraint.secondItem = .unknown }
        }
        constraint.multiplier = number(values[5], scope)
        constraint.constant = number(values[6], scope)
        return constraint
    }
}
