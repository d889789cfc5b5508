// How each kind of spec is spelled in usage lines, help labels and error
// messages. Kept in one place so that errors quote exactly what help shows.

extension OptionSpec {
    /// `--format <format>`, or the same with whichever spelling the user typed.
    func synopsis(spelled spelling: String? = nil) -> String {
        "\(spelling ?? "--\(name)") <\(valueName)>"
    }

    /// The element in a usage line: `[--format <format>]`, `[--tag <tag> ...]`.
    var usageElement: String {
        var element = synopsis()
        if isRepeatable { element += " ..." }
        return isRequired ? element : "[\(element)]"
    }

    /// The label in the `OPTIONS:` section: `-f, --format <format>`.
    var helpLabel: String {
        let names = [shortName.map { "-\($0)" }, "--\(name)"].compactMap { $0 }
        return "\(names.joined(separator: ", ")) <\(valueName)>"
    }

    /// The description in the `OPTIONS:` section, with allowed values and the
    /// default appended the way swift-argument-parser 1.3 and later do.
    var helpDescription: String {
        var notes: [String] = []
        if !allowedValues.isEmpty {
            notes.append("values: \(allowedValues.joined(separator: ", "))")
        }
        if let defaultValue, !defaultValue.isEmpty {
            notes.append("default: \(defaultValue)")
        }
        let suffix = notes.isEmpty ? nil : "(\(notes.joined(separator: "; ")))"
        return [help, suffix].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
    }
}

extension FlagSpec {
    /// The element in a usage line: `[--strict]`.
    var usageElement: String { "[--\(name)]" }

    /// The label in the `OPTIONS:` section: `-s, --strict`.
    var helpLabel: String {
        [shortName.map { "-\($0)" }, "--\(name)"].compactMap { $0 }.joined(separator: ", ")
    }
}

extension ArgumentSpec {
    /// `<file>` or, for repeating arguments, `<path> ...`; used when one is missing.
    var requiredSynopsis: String {
        arity.isRepeating ? "<\(name)> ..." : "<\(name)>"
    }

    /// The element in a usage line: `<file>`, `[<file>]`, `<path> ...`, `[<path> ...]`.
    var usageElement: String {
        arity.needsValue ? requiredSynopsis : "[\(requiredSynopsis)]"
    }

    /// The label in the `ARGUMENTS:` section: `<path>`.
    var helpLabel: String { "<\(name)>" }
}

/// Builds the text after `Help:` in an error: `<file>  The input file.`
/// Returns `nil` when there is no help text, rather than a dangling label.
func helpHint(label: String, help: String) -> String? {
    help.isEmpty ? nil : "\(label)  \(help)"
}
