import LayoutModel

/// Declarations, assignments and calls: what each does to the scope's events.
extension ConstraintRecogniser {
    /// Class names that make a view (created in code when called).
    static func isViewClass(_ name: String) -> Bool {
        guard name.first?.isUppercase == true else { return false }
        return ["View", "Label", "Button", "Field", "Control", "Switch", "Slider", "Indicator", "Bar", "Stepper",
                "TextView", "Picker", "Cell", "Box", "Spinner"].contains { name.hasSuffix($0) }
            && !name.hasSuffix("Controller")
    }

    /// `UILabel()`, `UIView(frame: .zero)`, `[[UIView alloc] init]`, `[UIButton buttonWithType:…]`:
    /// the class name and arguments of a view creation, or nil.
    func viewCreation(_ expression: SourceExpr) -> (className: String, arguments: [SourceArgument])? {
        guard case .call(let callee, let arguments, _) = expression.kind else { return nil }
        switch callee.kind {
        case .name(let name) where Self.isViewClass(name):
            return (name, arguments)
        case .member(let base, let member):
            if case .name(let name) = base.kind, Self.isViewClass(name), ["new", "init", "buttonWithType", "systemButton"].contains(member) {
                return (name, arguments)
            }
            if member.hasPrefix("init"), case .call(let inner, _, _) = base.kind, case .member(let classExpr, "alloc") = inner.kind,
               case .name(let name) = classExpr.kind, Self.isViewClass(name) {
                return (name, arguments)
            }
            return nil
        default:
            return nil
        }
    }

    func visitDeclaration(_ name: String, value: SourceExpr?, at position: CodePosition, in scope: inout Scope) {
        guard let value else { return }
        if case .dictionary(let pairs) = value.kind { scope.dictionaries[name] = pairs }
        let target = CodeItem(path: name)
        let made = constraints(value, scope)
        if !made.isEmpty {
            record(made, storedIn: name, activation: .inactive, in: &scope)
            return
        }
        if let creation = viewCreation(value) {
            add(.createsView(view: target, className: creation.className), at: value.position, in: &scope)
            if creation.className.hasSuffix("StackView"),
               let views = Self.argument(creation.arguments, "arrangedSubviews") ?? Self.argument(creation.arguments, "views"),
               case .array(let elements) = views.kind {
                for element in elements {
                    add(.addSubview(parent: target, child: item(element, scope), arranged: true), at: element.position, in: &scope)
                }
            }
            for argument in creation.arguments { visitNested(argument.value, in: &scope) }
            return
        }
        // `lazy var stack: UIStackView = { let stack = UIStackView(); …; return stack }()`.
        if case .call(let callee, let arguments, nil) = value.kind, arguments.isEmpty, case .closure(let block) = callee.kind {
            var inner = scope
            inner.events = []
            for statement in block.statements {
                if case .returnStatement(let returned?) = statement.kind, case .name(let local) = returned.kind {
                    inner.aliases[local] = target
                }
            }
            visit(block.statements, in: &inner)
            scope.events += inner.events
            return
        }
        visitExpression(value, in: &scope, statementPosition: position)
    }

    func visitAssignment(_ target: SourceExpr, op: String, value: SourceExpr, at position: CodePosition, in scope: inout Scope) {
        switch target.kind {
        case .subscripted(let base):
            // `views["title"] = title`: the dictionary is no longer the literal.
            if case .name(let name) = base.kind { scope.dictionaries[name] = nil }
        case .member(let base, let property) where ["translatesAutoresizingMaskIntoConstraints"].contains(property):
            add(.setsTranslatesAutoresizingMask(view: item(base, scope), value: Self.boolean(value)), at: position, in: &scope)
        case .name("translatesAutoresizingMaskIntoConstraints"):
            add(.setsTranslatesAutoresizingMask(view: CodeItem(path: "self"), value: Self.boolean(value)), at: position, in: &scope)
        case .member(let base, let property) where property == "isActive" || property == "active":
            let active = Self.boolean(value)
            let made = constraints(base, scope)
            if !made.isEmpty {
                record(made, storedIn: nil, activation: active == true && !scope.isConditional ? .active : (active == false ? .inactive : .unknown), in: &scope)
            } else {
                let conditional = scope.isConditional
                update(base, in: &scope) { constraint, creationConditional in
                    if active == false { constraint.activation = .inactive }
                    else if active == true && (!conditional || creationConditional) { constraint.activation = .active }
                    else { constraint.activation = .unknown }
                }
                add(.assignment(target: item(base, scope), property: "isActive", value: active.map { $0 ? 1 : 0 }), at: position, in: &scope)
            }
        case .member(let base, let property) where ["priority", "constant", "identifier"].contains(property):
            let known = property == "priority" ? priority(value, scope) : number(value, scope)
            let wasActive = isActive(base, scope)
            let conditional = scope.isConditional
            update(base, in: &scope) { constraint, _ in
                switch property {
                case "priority": constraint.priority = conditional ? nil : known
                case "constant": constraint.constant = conditional ? nil : known
                default:
                    if case .string(let text) = value.kind { constraint.identifier = text }
                }
            }
            if property != "identifier" {
                add(.assignment(target: item(base, scope), property: wasActive ? property + "@active" : property, value: known),
                    at: position, in: &scope)
            }
        case .member(let base, let property) where ["frame", "bounds", "center", "size", "origin"].contains(property):
            add(.assignment(target: item(base, scope), property: property, value: nil), at: position, in: &scope)
        case .name(let property) where ["frame", "bounds", "center"].contains(property):
            add(.assignment(target: CodeItem(path: "self"), property: property, value: nil), at: position, in: &scope)
        case .name(let name) where scope.aliases[name] == nil && Self.localView(value, scope) != nil:
            // `picker = pickerView`: the property is the view the local holds.
            if let view = Self.localView(value, scope) { scope.aliases[name] = view }
        case .member(let base, let name) where base.kind == .name("self") && Self.localView(value, scope) != nil:
            if let view = Self.localView(value, scope) { scope.aliases[name] = view }
        case .name(let name):
            // `constraints = […]`, `constraints += NSLayoutConstraint.constraints(…)`.
            let made = constraints(value, scope)
            if !made.isEmpty { record(made, storedIn: name, activation: .inactive, in: &scope); return }
            if let creation = viewCreation(value) {
                add(.createsView(view: item(target, scope), className: creation.className), at: value.position, in: &scope)
                return
            }
        case .member(let base, let name):
            let made = constraints(value, scope)
            if !made.isEmpty, case .name("self") = base.kind {
                record(made, storedIn: name, activation: .inactive, in: &scope)
                return
            }
            if case .name("self") = base.kind, let creation = viewCreation(value) {
                add(.createsView(view: CodeItem(path: name), className: creation.className), at: value.position, in: &scope)
                return
            }
        default:
            break
        }
        visitNested(value, in: &scope)
    }

    /// The view a local variable created in this scope holds, when `expression` names one.
    static func localView(_ expression: SourceExpr, _ scope: Scope) -> CodeItem? {
        guard case .name(let local) = expression.kind else { return nil }
        return scope.createdViews[local]
    }

    /// Records constraints as events, remembering the variable they are stored in.
    func record(_ made: [CodeConstraint], storedIn name: String?, activation: CodeActivation, in scope: inout Scope) {
        for var constraint in made {
            constraint.storedIn = name
            if constraint.activation == .inactive { constraint.activation = activation }
            if let name { scope.storedConstraints[name, default: []].append(scope.events.count) }
            scope.events.append(CodeEvent(.constraint(constraint), at: constraint.location, isConditional: scope.isConditional))
        }
    }

    /// The variable a constraint expression names (`heightConstraint`, `self.heightConstraint`).
    static func storedName(_ expression: SourceExpr) -> String? {
        switch expression.kind {
        case .name(let name): return name
        case .member(let base, let name):
            if case .name("self") = base.kind { return name }
            return nil
        default: return nil
        }
    }

    /// Whether the constraints stored under `expression` are active at this point.
    func isActive(_ expression: SourceExpr, _ scope: Scope) -> Bool {
        guard let name = Self.storedName(expression), let indices = scope.storedConstraints[name] else {
            // A constraint kept in a property and changed here was most likely made and
            // activated elsewhere; the rule that needs this says so.
            return Self.storedName(expression) != nil
        }
        return indices.contains { index in
            guard scope.events.indices.contains(index), case .constraint(let constraint) = scope.events[index].kind else { return false }
            return constraint.activation == .active
        }
    }

    /// Changes the constraints stored under `expression` in this scope.
    func update(_ expression: SourceExpr, in scope: inout Scope, _ change: (inout CodeConstraint, Bool) -> Void) {
        guard let name = Self.storedName(expression), let indices = scope.storedConstraints[name] else { return }
        for index in indices where scope.events.indices.contains(index) {
            guard case .constraint(var constraint) = scope.events[index].kind else { continue }
            change(&constraint, scope.events[index].isConditional)
            scope.events[index].kind = .constraint(constraint)
        }
    }

    /// Closures inside an expression run later or on some paths: read them as conditional.
    func visitNested(_ expression: SourceExpr, in scope: inout Scope) {
        switch expression.kind {
        case .closure(let block):
            scope.conditionalDepth += 1
            visit(block.statements, in: &scope)
            scope.conditionalDepth -= 1
        case .call(let callee, let arguments, let trailing):
            visitNested(callee, in: &scope)
            for argument in arguments { visitNested(argument.value, in: &scope) }
            if let trailing { visitNested(SourceExpr(kind: .closure(trailing), position: expression.position), in: &scope) }
        case .member(let base, _):
            visitNested(base, in: &scope)
        default:
            break
        }
    }
}
