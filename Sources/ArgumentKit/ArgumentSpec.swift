/// Declares one positional argument of a command, such as `<file>`.
public struct ArgumentSpec: Sendable, Equatable {
    /// How many command-line values a positional argument binds.
    public enum Arity: Sendable, Equatable {
        /// Exactly one value must be given: `<file>`.
        case required
        /// Zero or one value: `[<file>]`.
        case optional
        /// At least one value: `<path> ...`.
        case oneOrMore
        /// Any number of values, including none: `[<path> ...]`.
        case zeroOrMore

        /// Whether the argument may bind more than one value.
        public var isRepeating: Bool { self == .oneOrMore || self == .zeroOrMore }

        /// Whether at least one value must be given.
        public var needsValue: Bool { self == .required || self == .oneOrMore }
    }

    /// The value name shown between angle brackets; also the key for `ParsedCommand.positionals(of:)`.
    public var name: String
    /// One-line help shown in the `ARGUMENTS:` section and in error hints.
    public var help: String
    /// How many values the argument binds.
    public var arity: Arity

    /// Creates a positional argument; it is required unless `arity` says otherwise.
    public init(name: String, help: String = "", arity: Arity = .required) {
        self.name = name
        self.help = help
        self.arity = arity
    }
}
