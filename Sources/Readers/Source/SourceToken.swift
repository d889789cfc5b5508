/// The language of a source file, which decides its comments, strings and directives.
public enum SourceLanguage: String, Sendable {
    /// Swift (`.swift`): nested block comments, raw and multi-line strings, `#if`.
    case swift
    /// Objective-C (`.m`, `.mm`): `@"…"` strings, `'c'` characters, preprocessor lines.
    case objectiveC

    /// The language of a file name (`.swift`, `.m`, `.mm`), or nil.
    public static func of(_ path: String) -> SourceLanguage? {
        if path.hasSuffix(".swift") { return .swift }
        if path.hasSuffix(".m") || path.hasSuffix(".mm") { return .objectiveC }
        return nil
    }
}

/// One token of Swift or Objective-C source, with the position it starts at.
public struct SourceToken: Sendable, Equatable {
    /// What kind of token.
    public enum Kind: UInt8, Sendable {
        /// A name or keyword (`let`, `topAnchor`, `$0`, `` `default` ``).
        case identifier
        /// A number literal; `number` holds its value.
        case number
        /// A string literal; `text` holds its value when it has no interpolation.
        case string
        /// An operator (`=`, `==`, `+`, `->`, `?`, `!`).
        case op
        /// One of `( ) [ ] { } , : ; .` (and `@[`, `@{`, `@(` in Objective-C).
        case punctuation
        /// `@name`: an attribute (`@IBOutlet`) or Objective-C keyword (`@implementation`).
        case attribute
        /// A compiler directive (`#if`, `#endif`, `#selector`); in Objective-C, a whole
        /// preprocessor line (`#import …`).
        case directive
    }

    /// The kind.
    public var kind: Kind
    /// The text: the name, operator, punctuation, or a string's value.
    public var text: String
    /// A number's value.
    public var number: Double?
    /// A string with interpolation (its value is not known).
    public var isInterpolated: Bool
    /// 1-based line.
    public var line: Int
    /// 1-based column, in Unicode scalars.
    public var column: Int
    /// Whether a line break separates it from the previous token.
    public var startsLine: Bool

    /// Creates a token.
    public init(_ kind: Kind, _ text: String, number: Double? = nil, isInterpolated: Bool = false,
                line: Int, column: Int, startsLine: Bool) {
        self.kind = kind
        self.text = text
        self.number = number
        self.isInterpolated = isInterpolated
        self.line = line
        self.column = column
        self.startsLine = startsLine
    }

    /// Whether it is the punctuation or operator `text`.
    public func isSymbol(_ symbol: String) -> Bool {
        (kind == .punctuation || kind == .op) && text == symbol
    }

    /// Whether it is the identifier `name`.
    public func isWord(_ name: String) -> Bool { kind == .identifier && text == name }
}
