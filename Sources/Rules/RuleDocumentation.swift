/// The Markdown pages of the rules: `rules/<id>.md` for each rule and `rules/README.md`
/// for the list. `layoutlint rules --write-docs DIR` writes them; `RulesTests` checks that
/// the committed pages are exactly what these functions give.
///
/// The output depends only on the descriptions (no dates, no paths of the machine), so
/// regenerating an unchanged rule gives an identical file.
public enum RuleDocumentation {
    /// The command that regenerates the pages from the package root.
    public static let regenerateCommand = "swift run layoutlint rules --write-docs rules"

    /// The file name of `rule`'s page: `<id>.md`.
    public static func fileName(for rule: RuleDescription) -> String {
        "\(rule.id).md"
    }

    /// The file name of the list of rules.
    public static let indexFileName = "README.md"

    /// The page of one rule.
    public static func markdown(for rule: RuleDescription) -> String {
        var lines: [String] = []
        lines.append("# \(rule.name) (`\(rule.id)`)")
        lines.append("")
        lines.append(rule.summary)
        lines.append("")
        lines.append("| Identifier | Default severity |")
        lines.append("|---|---|")
        lines.append("| `\(rule.id)` | \(rule.defaultSeverity.rawValue) |")
        lines.append("")
        lines.append("## Why")
        lines.append("")
        lines.append(rule.rationale)
        lines.append("")
        lines.append("## Triggering examples")
        lines.append("")
        lines += examples(rule.triggeringExamples, none: "None: the rule does not apply to layout dumps.")
        lines.append("## Non-triggering examples")
        lines.append("")
        lines += examples(rule.nonTriggeringExamples, none: "None.")
        if !rule.sourceTriggeringExamples.isEmpty || !rule.sourceNonTriggeringExamples.isEmpty {
            lines.append("## Triggering examples in Swift source")
            lines.append("")
            lines += examples(rule.sourceTriggeringExamples, none: "None: the rule does not read code.", language: "swift")
            lines.append("## Non-triggering examples in Swift source")
            lines.append("")
            lines += examples(rule.sourceNonTriggeringExamples, none: "None.", language: "swift")
        }
        lines.append("---")
        lines.append("")
        lines.append("Generated from Sources/Rules/\(rule.id).swift by `\(regenerateCommand)`; do not edit.")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The list of rules (`rules/README.md`): each rule's identifier linked to its page, its
    /// name, default severity and summary, in the order given.
    public static func index(_ rules: [RuleDescription]) -> String {
        var lines: [String] = []
        lines.append("# Rules")
        lines.append("")
        lines.append("Every rule layoutlint checks, with the severity it reports unless configuration says otherwise.")
        lines.append("")
        lines.append("| Rule | Name | Default severity | Summary |")
        lines.append("|---|---|---|---|")
        for rule in rules {
            let cells = ["[`\(rule.id)`](\(fileName(for: rule)))", cell(rule.name), rule.defaultSeverity.rawValue, cell(rule.summary)]
            lines.append("| " + cells.joined(separator: " | ") + " |")
        }
        lines.append("")
        lines.append("---")
        lines.append("")
        lines.append("Generated from Sources/Rules/*.swift by `\(regenerateCommand)`; do not edit.")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Each example in its own fenced block (`json`, or `swift` for source), exactly as
    /// written, followed by a blank line; `none` (and a blank line) when there are none.
    static func examples(_ examples: [String], none: String, language: String = "json") -> [String] {
        guard !examples.isEmpty else { return [none, ""] }
        var lines: [String] = []
        for example in examples {
            let fence = String(repeating: "`", count: max(3, longestBacktickRun(in: example) + 1))
            lines.append(fence + language)
            lines.append(example.hasSuffix("\n") ? String(example.dropLast()) : example)
            lines.append(fence)
            lines.append("")
        }
        return lines
    }

    /// The longest run of backticks in `text` (a fence must be longer).
    static func longestBacktickRun(in text: String) -> Int {
        var longest = 0
        var current = 0
        for character in text {
            current = character == "`" ? current + 1 : 0
            longest = max(longest, current)
        }
        return longest
    }

    /// `text` made safe inside a table cell: pipes escaped, line breaks as spaces.
    static func cell(_ text: String) -> String {
        var result = ""
        for character in text {
            if character == "|" {
                result += "\\|"
            } else if character.isNewline {
                result += " "
            } else {
                result.append(character)
            }
        }
        return result
    }
}
