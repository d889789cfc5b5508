import LayoutModel

/// Turns the parsed statements of one file into its `CodeFile`: per type and method, the
/// constraints made (by idiom), views created and added, flags set and calls that matter.
/// What cannot be known statically (a view from a parameter, a computed constant) is kept
/// unknown, never guessed.
struct ConstraintRecogniser {
    let file: String
    let language: SourceLanguage
    /// Helpers of this file whose bodies make constraints or set flags, by base name.
    var helpers: [String: HelperSummary] = [:]

    /// What one method does, while it is being read.
    struct Scope {
        var owner: CodeOwnerKind
        var typeName: String
        var parameters: Set<String>
        /// Names that stand for another item (a closure parameter over an array literal, a
        /// local returned from a property's initialising closure).
        var aliases: [String: CodeItem] = [:]
        /// Local and type constants with literal values.
        var numbers: [String: Double] = [:]
        /// Local dictionary literals (the `views` and `metrics` of the visual format).
        var dictionaries: [String: [SourcePair]] = [:]
        /// Locals and properties holding a view this scope created.
        var createdViews: [String: CodeItem] = [:]
        /// Variables holding constraints: their indices in `events`.
        var storedConstraints: [String: [Int]] = [:]
        var events: [CodeEvent] = []
        /// How many enclosing bodies run on some paths only.
        var conditionalDepth = 0
        /// Placeholder names for parameters (helper summaries), else parameters are unknown.
        var parameterPlaceholders: [String: String] = [:]

        var isConditional: Bool { conditionalDepth > 0 }
    }

    init(file: String, language: SourceLanguage) {
        self.file = file
        self.language = language
    }

    /// The file model of `statements`.
    static func recognise(_ statements: [SourceStatement], file: String, language: SourceLanguage,
                          called: Set<String>? = nil) -> CodeFile {
        var recogniser = ConstraintRecogniser(file: file, language: language)
        recogniser.helpers = HelperSummary.collect(statements, recogniser: recogniser, called: called)
        var types: [CodeType] = []
        var free = CodeType(name: "")
        for statement in statements {
            switch statement.kind {
            case .type(let declaration):
                types += recogniser.types(declaration, at: statement.position, outer: nil)
            case .function(let function):
                if let method = recogniser.method(function, at: statement.position, owner: .other, typeName: "", constants: [:]) {
                    free.methods.append(method)
                }
            default:
                var scope = Scope(owner: .other, typeName: "", parameters: [])
                recogniser.visit([statement], in: &scope)
                if !scope.events.isEmpty {
                    free.methods.append(CodeMethod(name: "<top level>", location: recogniser.location(statement.position), events: scope.events))
                }
            }
        }
        if !free.methods.isEmpty { types.append(free) }
        // Types declared inside function bodies (a view class local to a method) are types
        // like any other.
        for (declaration, position) in typesInFunctions(statements, inFunction: false) {
            types += recogniser.types(declaration, at: position, outer: nil)
        }
        return CodeFile(file: file, types: types)
    }

    /// The type declarations found inside function bodies, at any depth, in source order.
    static func typesInFunctions(_ statements: [SourceStatement], inFunction: Bool) -> [(SourceTypeDeclaration, CodePosition)] {
        var found: [(SourceTypeDeclaration, CodePosition)] = []
        for statement in statements {
            switch statement.kind {
            case .type(let declaration):
                if inFunction { found.append((declaration, statement.position)) }
                // Its own nested types are read with it; look for functions inside it.
                found += typesInFunctions(declaration.body.filter {
                    if case .function = $0.kind { return true } else { return false }
                }, inFunction: false)
            case .function(let function):
                found += typesInFunctions(function.body?.statements ?? [], inFunction: true)
            case .branches(let blocks) where inFunction:
                found += blocks.flatMap { typesInFunctions($0.statements, inFunction: true) }
            case .loop(_, _, let body) where inFunction:
                found += typesInFunctions(body.statements, inFunction: true)
            case .guardStatement(let block) where inFunction:
                found += typesInFunctions(block.statements, inFunction: true)
            default:
                continue
            }
        }
        return found
    }

    func location(_ position: CodePosition) -> SourceLocation {
        SourceLocation(file: file, line: position.line, column: position.column)
    }

    /// The type and the types nested in it, in source order.
    func types(_ declaration: SourceTypeDeclaration, at position: CodePosition, outer: String?) -> [CodeType] {
        let name = outer.map { "\($0).\(declaration.name)" } ?? declaration.name
        let owner = Self.ownerKind(name: declaration.name, inherited: declaration.inherited)
        var type = CodeType(name: name, superclass: declaration.inherited.first, ownerKind: owner, location: location(position))
        var nested: [CodeType] = []
        var constants: [String: Double] = [:]
        var properties = Scope(owner: owner, typeName: name, parameters: [])
        for statement in declaration.body {
            switch statement.kind {
            case .declaration(let property, _, let value, let attributes, let accessors):
                if attributes.contains("@IBOutlet") { type.outlets.insert(property) }
                if let value, let number = number(value, properties) { constants[property] = number }
                properties.numbers = constants
                visitDeclaration(property, value: value, at: statement.position, in: &properties)
                if let accessors, let method = method(SourceFunction(name: property, labels: [], parameters: [], modifiers: [],
                                                                      body: accessors),
                                                       at: statement.position, owner: owner, typeName: name, constants: constants) {
                    type.methods.append(method)
                }
            case .function(let function):
                if let method = method(function, at: statement.position, owner: owner, typeName: name, constants: constants) {
                    type.methods.append(method)
                }
            case .type(let inner):
                nested += types(inner, at: statement.position, outer: name)
            default:
                visit([statement], in: &properties)
            }
        }
        for event in properties.events {
            if case .createsView(let view, _) = event.kind, let path = view.path { type.createdViews[path] = event.location }
        }
        if !properties.events.isEmpty {
            type.methods.insert(CodeMethod(name: "<properties>", location: location(position), events: properties.events), at: 0)
        }
        return [type] + nested
    }

    /// What `self` is, from the type's name and what it inherits.
    static func ownerKind(name: String, inherited: [String]) -> CodeOwnerKind {
        let names = [name] + inherited
        if names.contains(where: { $0.hasSuffix("ViewController") || $0.hasSuffix("Controller") && $0.hasPrefix("UI") }) {
            return .viewController
        }
        if names.contains(where: { $0.hasSuffix("Cell") || $0.hasSuffix("CellView") }) { return .cell }
        if names.contains(where: { $0.hasSuffix("View") || $0.hasSuffix("Button") || $0.hasSuffix("Label") || $0.hasSuffix("Control") }) {
            return .view
        }
        return .other
    }

    /// The method model of `function`, with its body read.
    func method(_ function: SourceFunction, at position: CodePosition, owner: CodeOwnerKind, typeName: String,
                constants: [String: Double]) -> CodeMethod? {
        guard let body = function.body else { return nil }
        var scope = Scope(owner: owner, typeName: typeName, parameters: Set(function.parameters))
        scope.numbers = constants
        visit(body.statements, in: &scope)
        return CodeMethod(name: function.name, labels: function.labels, parameters: function.parameters,
                          isOverride: function.modifiers.contains("override") || language == .objectiveC,
                          location: location(position), events: scope.events)
    }

    /// Reads statements in order.
    func visit(_ statements: [SourceStatement], in scope: inout Scope) {
        let depth = scope.conditionalDepth
        defer { scope.conditionalDepth = depth }
        var openDirectives = 0
        for statement in statements {
            switch statement.kind {
            case .declaration(let name, _, let value, _, let accessors):
                if let value, let number = number(value, scope) { scope.numbers[name] = number }
                visitDeclaration(name, value: value, at: statement.position, in: &scope)
                if let accessors {
                    scope.conditionalDepth += 1
                    visit(accessors.statements, in: &scope)
                    scope.conditionalDepth -= 1
                }
            case .assignment(let target, let op, let value):
                visitAssignment(target, op: op, value: value, at: statement.position, in: &scope)
            case .expression(let expression):
                visitExpression(expression, in: &scope, statementPosition: statement.position)
            case .returnStatement(let value):
                if let value { visitExpression(value, in: &scope, statementPosition: statement.position) }
            case .branches(let blocks):
                scope.conditionalDepth += 1
                for block in blocks { visit(block.statements, in: &scope) }
                scope.conditionalDepth -= 1
            case .loop(let variable, let sequence, let body):
                // Over an array literal the body runs once for each element, in order;
                // over anything else, an unknown number of times for unknown items.
                if let variable, let sequence, case .array(let elements) = sequence.kind {
                    for element in elements {
                        var inner = scope
                        inner.aliases[variable] = item(element, scope)
                        let before = inner.events.count
                        visit(body.statements, in: &inner)
                        scope.events += inner.events[before...]
                        scope.storedConstraints = inner.storedConstraints
                    }
                } else {
                    let shadowed = variable.flatMap { scope.aliases[$0] }
                    if let variable { scope.aliases[variable] = .unknown }
                    scope.conditionalDepth += 1
                    visit(body.statements, in: &scope)
                    scope.conditionalDepth -= 1
                    if let variable { scope.aliases[variable] = shadowed }
                }
            case .guardStatement(let block):
                scope.conditionalDepth += 1
                visit(block.statements, in: &scope)
                // What follows runs only when the guard passed.
            case .directive(let text):
                if text == "#if" {
                    openDirectives += 1
                    scope.conditionalDepth += 1
                } else if text == "#endif", openDirectives > 0 {
                    openDirectives -= 1
                    scope.conditionalDepth -= 1
                }
            case .function(let function):
                // A nested function runs when (and as often as) it is called: its work is
                // recorded here as conditional, its parameters unknown.
                guard let body = function.body else { break }
                var inner = scope
                inner.parameters.formUnion(function.parameters)
                inner.conditionalDepth += 1
                let before = inner.events.count
                visit(body.statements, in: &inner)
                scope.events += inner.events[before...]
            case .type:
                break
            }
        }
    }

    func add(_ kind: CodeEvent.Kind, at position: CodePosition, in scope: inout Scope) {
        if case .createsView(let view, _) = kind, let path = view.path { scope.createdViews[path] = view }
        scope.events.append(CodeEvent(kind, at: location(position), isConditional: scope.isConditional))
    }
}
