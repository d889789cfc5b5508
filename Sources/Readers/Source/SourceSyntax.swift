/// The parts of Swift and Objective-C syntax the constraint recogniser reads: a loose tree
/// of declarations, statements and postfix expressions. What it does not model is kept as
/// `unknown`, so it can never be mistaken for something known.
struct CodePosition: Sendable, Equatable {
    var line: Int
    var column: Int
}

/// An expression with where it starts.
struct SourceExpr: Sendable, Equatable {
    indirect enum Kind: Sendable, Equatable {
        /// A name (`titleLabel`, `self`, `$0`, `true`).
        case name(String)
        /// An implicit member (`.defaultHigh`, `.zero`).
        case implicitMember(String)
        /// `base.name`.
        case member(SourceExpr, String)
        /// `function(label: argument, …) { trailing closure }`; an Objective-C message send
        /// `[receiver first:a second:b]` is a call of `receiver.first` labelled `first`, `second`.
        case call(SourceExpr, [SourceArgument], trailing: SourceBlock?)
        /// `base[…]`: something the reader cannot name.
        case subscripted(SourceExpr)
        /// A number literal.
        case number(Double?)
        /// A string literal; nil when interpolated.
        case string(String?)
        /// `[a, b]`, `@[a, b]`.
        case array([SourceExpr])
        /// `["a": a]`, `@{@"a": a}`.
        case dictionary([SourcePair])
        /// `{ params in … }`, `^(…) { … }`.
        case closure(SourceBlock)
        /// `lhs op rhs`.
        case binary(String, SourceExpr, SourceExpr)
        /// `-x`, `!x`.
        case prefix(String, SourceExpr)
        /// `a ? b : c`.
        case ternary(SourceExpr, SourceExpr, SourceExpr)
        /// Something not modelled.
        case unknown
    }

    var kind: Kind
    var position: CodePosition
}

/// One argument of a call.
struct SourceArgument: Sendable, Equatable {
    var label: String?
    var value: SourceExpr
}

/// One entry of a dictionary literal.
struct SourcePair: Sendable, Equatable {
    var key: SourceExpr
    var value: SourceExpr
}

/// A braced body: a closure's parameters and its statements.
struct SourceBlock: Sendable, Equatable {
    var parameters: [String] = []
    var statements: [SourceStatement] = []
}

/// A statement with where it starts.
struct SourceStatement: Sendable, Equatable {
    indirect enum Kind: Sendable, Equatable {
        /// `let`/`var` (or an Objective-C declaration with an initial value).
        case declaration(name: String, typeName: String?, value: SourceExpr?, attributes: [String], accessors: SourceBlock?)
        /// `target op value` (`=`, `+=`).
        case assignment(target: SourceExpr, op: String, value: SourceExpr)
        /// An expression on its own.
        case expression(SourceExpr)
        /// `if`/`switch`/`for`/`while`/`do` bodies: each runs on some paths only.
        case branches([SourceBlock])
        /// `for name in sequence { … }` (the sequence when it parsed, for array literals).
        case loop(variable: String?, sequence: SourceExpr?, body: SourceBlock)
        /// `guard … else { … }`: what follows runs only when the condition held.
        case guardStatement(SourceBlock)
        /// `return value`.
        case returnStatement(SourceExpr?)
        /// A type declaration.
        case type(SourceTypeDeclaration)
        /// A function, initialiser, or Objective-C method.
        case function(SourceFunction)
        /// `#if`, `#else`, `#endif`: what follows up to `#endif` is conditional.
        case directive(String)
    }

    var kind: Kind
    var position: CodePosition
}

/// `class Name: Superclass, Protocol { … }`, `extension`, `@implementation`.
struct SourceTypeDeclaration: Sendable, Equatable {
    var keyword: String
    var name: String
    var inherited: [String]
    var body: [SourceStatement]
}

/// `func name(label parameter: Type) { … }`.
struct SourceFunction: Sendable, Equatable {
    var name: String
    var labels: [String]
    var parameters: [String]
    var modifiers: [String]
    var body: SourceBlock?
}
