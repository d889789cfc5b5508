extension CommandSpec {
    /// Mistakes in this command tree that would make parsing ambiguous or help
    /// misleading, one sentence each, in tree order; empty when the tree is sound.
    ///
    /// Parsing never traps on a bad spec, so a test asserting this is empty is
    /// what keeps declarations honest.
    public func validationProblems() -> [String] {
        problems(path: [name], isRoot: true)
    }

    private func problems(path: [String], isRoot: Bool) -> [String] {
        let at = path.joined(separator: " ")
        var found: [String] = []
        if name.isEmpty || name.contains(" ") {
            found.append("\(at): command name '\(name)' must be one non-empty word")
        }
        if !isRoot, version != nil {
            found.append("\(at): only the root command can have a version")
        }

        let longNames = options.map(\.name) + flags.map(\.name)
        for name in duplicates(in: longNames) {
            found.append("\(at): '--\(name)' is declared more than once")
        }
        for name in longNames where ["help", "version"].contains(name) {
            found.append("\(at): '--\(name)' is built in and cannot be declared")
        }
        for name in longNames where name.isEmpty || name.hasPrefix("-") || name.contains("=") || name.contains(" ") {
            found.append("\(at): option name '\(name)' must be non-empty, without dashes, '=' or spaces")
        }
        let shortNames = (options.compactMap(\.shortName) + flags.compactMap(\.shortName)).map(String.init)
        for letter in duplicates(in: shortNames) {
            found.append("\(at): '-\(letter)' is declared more than once")
        }
        if shortNames.contains("h") {
            found.append("\(at): '-h' is built in and cannot be declared")
        }
        for option in options {
            if let value = option.defaultValue, !option.allowedValues.isEmpty, !option.allowedValues.contains(value) {
                found.append("\(at): default '\(value)' of '--\(option.name)' is not one of its allowed values")
            }
        }

        if subcommands.isEmpty {
            if arguments.filter(\.arity.isRepeating).count > 1 {
                found.append("\(at): at most one positional argument can repeat")
            }
            for name in duplicates(in: arguments.map(\.name)) {
                found.append("\(at): argument '<\(name)>' is declared more than once")
            }
        } else if !arguments.isEmpty {
            found.append("\(at): a command with subcommands cannot have positional arguments")
        }
        for name in duplicates(in: subcommands.map(\.name)) {
            found.append("\(at): subcommand '\(name)' is declared more than once")
        }
        if subcommand(named: "help") != nil {
            found.append("\(at): subcommand 'help' is built in and cannot be declared")
        }
        for subcommand in subcommands {
            found += subcommand.problems(path: path + [subcommand.name], isRoot: false)
        }
        return found
    }

    /// Each name that occurs more than once, in order of its first repeat.
    private func duplicates(in names: [String]) -> [String] {
        var seen: Set<String> = []
        var reported: [String] = []
        for name in names where !seen.insert(name).inserted && !reported.contains(name) {
            reported.append(name)
        }
        return reported
    }
}
