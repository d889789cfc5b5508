/// Declares one boolean flag, such as `--strict` or `-s`.
public struct FlagSpec: Sendable, Equatable {
    /// The long name without dashes (`strict` for `--strict`); also the key for `ParsedCommand.flag(_:)`.
    public var name: String
    /// An optional one-letter alias; several can be combined, as in `-sv`.
    public var shortName: Character?
    /// One-line help shown in the `OPTIONS:` section.
    public var help: String

    /// Creates a flag.
    public init(name: String, shortName: Character? = nil, help: String = "") {
        self.name = name
        self.shortName = shortName
        self.help = help
    }
}
