import LayoutModel

/// A function of the same file whose body makes constraints, adds subviews or sets the
/// autoresizing flag on `self` or on its parameters: at its call sites it is an idiom of
/// its own, with `self` and the parameters replaced by what the call passes.
struct HelperSummary: Sendable {
    /// The number of parameters (calls with more arguments are other functions; fewer may
    /// leave defaulted ones out).
    var labelCount: Int
    /// The body's events, with parameters written `‹0›`, `‹1›`, ….
    var events: [CodeEvent]

    /// The summaries of every uniquely named function with a body in `statements`.
    /// With `called`, only functions of those names (the others are never called by name here).
    static func collect(_ statements: [SourceStatement], recogniser: ConstraintRecogniser,
                        called: Set<String>? = nil) -> [String: HelperSummary] {
        var found: [String: HelperSummary] = [:]
        var ambiguous: Set<String> = []
        func walk(_ statements: [SourceStatement], owner: CodeOwnerKind, typeName: String) {
            for statement in statements {
                switch statement.kind {
                case .type(let declaration):
                    walk(declaration.body, owner: ConstraintRecogniser.ownerKind(name: declaration.name, inherited: declaration.inherited),
                         typeName: declaration.name)
                case .function(let function):
                    guard let body = function.body, function.name != "init", !function.name.isEmpty,
                          called?.contains(function.name) ?? true else { continue }
                    var scope = ConstraintRecogniser.Scope(owner: owner, typeName: typeName, parameters: [])
                    for (index, parameter) in function.parameters.enumerated() { scope.parameterPlaceholders[parameter] = "‹\(index)›" }
                    recogniser.visit(body.statements, in: &scope)
                    let kept = scope.events.filter(Self.isSummarised)
                    if found[function.name] != nil || ambiguous.contains(function.name) {
                        ambiguous.insert(function.name)
                        found[function.name] = nil
                    } else {
                        found[function.name] = HelperSummary(labelCount: function.parameters.count, events: kept)
                    }
                default:
                    continue
                }
            }
        }
        walk(statements, owner: .other, typeName: "")
        return found
    }

    static func isSummarised(_ event: CodeEvent) -> Bool {
        switch event.kind {
        case .constraint, .addSubview, .setsTranslatesAutoresizingMask, .removal: true
        default: false
        }
    }
}

extension ConstraintRecogniser {
    /// Adds a helper's events at its call site, `self` meaning `receiver` and `‹i›` the
    /// i-th argument.
    func applyHelper(_ helper: HelperSummary, receiver: CodeItem, arguments: [SourceArgument], at position: CodePosition,
                     in scope: inout Scope) {
        let passed = arguments.map { item($0.value, scope) }
        func substitute(_ original: CodeItem) -> CodeItem {
            guard let path = original.path else { return .unknown }
            let head = path.split(separator: ".", maxSplits: 1).first.map(String.init) ?? path
            let rest = path.dropFirst(head.count)
            let replacement: CodeItem
            if head == "self" {
                replacement = receiver
            } else if head.hasPrefix("‹"), let index = Int(head.dropFirst().dropLast()), passed.indices.contains(index) {
                replacement = passed[index]
            } else {
                return receiver.path == "self" ? original : .unknown
            }
            guard let base = replacement.path, replacement.guide == nil || rest.isEmpty else { return .unknown }
            return CodeItem(path: base + rest, guide: original.guide ?? replacement.guide)
        }
        let site = location(position)
        for event in helper.events {
            let kind: CodeEvent.Kind
            switch event.kind {
            case .constraint(var constraint):
                constraint.firstItem = substitute(constraint.firstItem)
                constraint.secondItem = constraint.secondItem.map(substitute)
                constraint.idiom = .helper
                constraint.location = site
                constraint.storedIn = nil
                kind = .constraint(constraint)
            case .addSubview(let parent, let child, let arranged):
                kind = .addSubview(parent: substitute(parent), child: substitute(child), arranged: arranged)
            case .setsTranslatesAutoresizingMask(let view, let value):
                kind = .setsTranslatesAutoresizingMask(view: substitute(view), value: value)
            case .removal(let view):
                kind = .removal(substitute(view))
            default:
                continue
            }
            scope.events.append(CodeEvent(kind, at: site, isConditional: scope.isConditional || event.isConditional))
        }
    }
}
