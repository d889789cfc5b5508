/// The mutable state of one left-to-right pass over a command line.
///
/// Kept internal so `CommandLineParser.parse(_:)` stays a pure function. The
/// pass does not stop at the first error: a later `--help` or subcommand name
/// can still change the outcome (see `CommandLineParser` for precedence).
struct ParseSession {
    private let root: CommandSpec
    private let tokens: [String]
    private var index = 0
    private var stack: [CommandSpec]
    private var optionValues: [String: [String]] = [:]
    private var flagCounts: [String: Int] = [:]
    private var positionalTokens: [String] = []
    private var firstError: ParseError?
    private var helpRequested = false
    private var versionRequested = false
    private var optionsEnded = false
    private var stopped = false

    init(root: CommandSpec, tokens: [String]) {
        self.root = root
        self.tokens = tokens
        self.stack = [root]
    }

    private var command: CommandSpec { stack.last ?? root }

    mutating func run() -> ParseResult {
        while index < tokens.count, !stopped {
            let token = tokens[index]
            index += 1
            handle(token)
        }
        return finish()
    }

    private mutating func handle(_ token: String) {
        if optionsEnded {
            handlePositional(token)
        } else if token == "--" {
            optionsEnded = true
        } else if token.hasPrefix("--") {
            handleLong(token)
        } else if token.isOptionLike {
            handleShort(token)
        } else {
            handlePositional(token)
        }
    }

    // MARK: Options

    private mutating func handleLong(_ token: String) {
        let body = token.dropFirst(2)
        let name = String(body.prefix { $0 != "=" })
        let inlineValue = body.firstIndex(of: "=").map { String(body[body.index(after: $0)...]) }
        let spelling = "--\(name)"
        if let option = command.options.first(where: { $0.name == name }) {
            takeValue(for: option, spelled: spelling, inlineValue: inlineValue)
        } else if let builtIn = builtInFlag(named: name) ?? command.flags.first(where: { $0.name == name })?.name {
            if let inlineValue {
                fail(.unexpectedValue(option: spelling, value: inlineValue))
            } else {
                setFlag(builtIn)
            }
        } else {
            let suggestion = Suggestion.closest(to: name, among: longNames)
            fail(.unknownOption(spelling, suggestion: suggestion.map { "--\($0)" }))
        }
    }

    /// Handles `-x` and combined groups such as `-sv` or `-so value`.
    /// A group is only taken apart when every letter is known and only the
    /// last may take a value; otherwise it is reported whole, so `-format`
    /// suggests `--format` instead of complaining about `-o`.
    private mutating func handleShort(_ token: String) {
        let letters = Array(token.dropFirst())
        let known = letters.enumerated().allSatisfy { offset, letter in
            shortFlag(letter) != nil || (offset == letters.count - 1 && shortOption(letter) != nil)
        }
        guard known else {
            let bare = String(letters)
            let suggestion = letters.count > 1 ? Suggestion.closest(to: bare, among: longNames) : nil
            fail(.unknownOption(token, suggestion: suggestion.map { "--\($0)" }))
            return
        }
        for letter in letters {
            if let flag = shortFlag(letter) {
                setFlag(flag)
            } else if let option = shortOption(letter) {
                takeValue(for: option, spelled: "-\(letter)", inlineValue: nil)
            }
        }
    }

    private mutating func takeValue(for option: OptionSpec, spelled spelling: String, inlineValue: String?) {
        let synopsis = option.synopsis(spelled: spelling)
        let hint = helpHint(label: synopsis, help: option.help)
        let value: String
        if let inlineValue {
            value = inlineValue
        } else if index < tokens.count, !tokens[index].isOptionLike, tokens[index] != "--" {
            value = tokens[index]
            index += 1
        } else {
            fail(.missingValue(option: synopsis), hint: hint)
            return
        }
        if !option.allowedValues.isEmpty, !option.allowedValues.contains(value) {
            fail(.invalidValue(value, option: synopsis, allowedValues: option.allowedValues), hint: hint)
            return
        }
        optionValues[option.name, default: []].append(value)
    }

    /// `help` everywhere, `version` only on a root that declares a version.
    private func builtInFlag(named name: String) -> String? {
        if name == "help" { return "help" }
        if name == "version", stack.count == 1, root.version != nil { return "version" }
        return nil
    }

    private func shortFlag(_ letter: Character) -> String? {
        if letter == "h" { return "help" }
        return command.flags.first { $0.shortName == letter }?.name
    }

    private func shortOption(_ letter: Character) -> OptionSpec? {
        command.options.first { $0.shortName == letter }
    }

    /// Candidate names for suggestions, built-ins included.
    private var longNames: [String] {
        var names = command.options.map(\.name) + command.flags.map(\.name) + ["help"]
        if stack.count == 1, root.version != nil { names.append("version") }
        return names
    }

    private mutating func setFlag(_ name: String) {
        switch name {
        case "help": helpRequested = true
        case "version": versionRequested = true
        default: flagCounts[name, default: 0] += 1
        }
    }

    // MARK: Positionals and subcommands

    private mutating func handlePositional(_ token: String) {
        guard !command.subcommands.isEmpty else {
            positionalTokens.append(token)
            return
        }
        if let subcommand = command.subcommand(named: token) {
            stack.append(subcommand)
        } else if token == "help" {
            handleHelpSubcommand()
        } else {
            failUnknownSubcommand(token)
        }
    }

    /// `tool help a b` shows the help of `tool a b`; `-h`/`--help` after it are redundant, not errors.
    private mutating func handleHelpSubcommand() {
        stopped = true
        let names = tokens[index...].filter { $0 != "-h" && $0 != "--help" }
        for (offset, name) in names.enumerated() {
            if command.subcommands.isEmpty {
                fail(.unexpectedArguments(Array(names.dropFirst(offset))))
                return
            }
            guard let subcommand = command.subcommand(named: name) else {
                failUnknownSubcommand(name)
                return
            }
            stack.append(subcommand)
        }
        helpRequested = true
    }

    private mutating func failUnknownSubcommand(_ name: String) {
        let suggestion = Suggestion.closest(to: name, among: command.subcommands.map(\.name))
        fail(.unknownSubcommand(name, suggestion: suggestion))
        // Without the subcommand the rest of the line has no meaning.
        stopped = true
    }

    private mutating func fail(_ kind: ParseError.Kind, hint: String? = nil) {
        guard firstError == nil else { return }
        firstError = ParseError(
            kind: kind,
            commandPath: stack.map(\.name),
            usage: UsageRenderer.synopsis(for: stack),
            helpHint: hint
        )
    }

    // MARK: Result

    private mutating func finish() -> ParseResult {
        if helpRequested { return .help(HelpRenderer.render(stack: stack)) }
        if versionRequested, let version = root.version { return .version(version) }
        if let firstError { return .error(firstError) }
        // swift-argument-parser shows help for a command run without its subcommand.
        if !command.subcommands.isEmpty { return .help(HelpRenderer.render(stack: stack)) }
        checkRequiredOptions()
        let positionals = bindPositionals()
        if let firstError { return .error(firstError) }
        var defaults: [String: String] = [:]
        for option in stack.flatMap(\.options) {
            defaults[option.name] = option.defaultValue
        }
        return .success(ParsedCommand(
            commandPath: stack.map(\.name),
            usage: UsageRenderer.synopsis(for: stack),
            optionValues: optionValues,
            optionDefaults: defaults,
            flagCounts: flagCounts,
            positionalValues: positionals
        ))
    }

    private mutating func checkRequiredOptions() {
        for option in command.options where option.isRequired && optionValues[option.name] == nil {
            let synopsis = option.synopsis()
            fail(.missingArgument(synopsis), hint: helpHint(label: synopsis, help: option.help))
        }
    }

    private mutating func bindPositionals() -> [String: [String]] {
        switch PositionalBinder.bind(positionalTokens, to: command.arguments) {
        case .success(let bound):
            return bound
        case .failure(.missing(let argument)):
            fail(.missingArgument(argument.requiredSynopsis),
                 hint: helpHint(label: argument.helpLabel, help: argument.help))
        case .failure(.leftover(let extra)):
            fail(.unexpectedArguments(extra))
        }
        return [:]
    }
}

extension String {
    /// Whether the token is spelled like an option rather than a value:
    /// a lone `-` (stdin by convention) and negative numbers are values.
    var isOptionLike: Bool {
        hasPrefix("-") && count > 1 && Double(self) == nil
    }
}
