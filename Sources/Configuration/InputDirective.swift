import LayoutModel
import Rules
import Spelling

/// `layoutlint:disable` written in the input itself: in a constraint's identifier, or in a
/// view's name (IB user label, accessibility identifier). `layoutlint:disable` alone hides
/// every rule's findings about that view or constraint; `layoutlint:disable rule_a, rule_b`
/// only those rules'.
public struct InputDirective: Sendable, Equatable {
    /// The marker.
    public static let marker = "layoutlint:disable"

    /// What the directive is written on.
    public enum Subject: Sendable, Hashable {
        /// A view or guide.
        case item(ItemID)
        /// A constraint (index in `LayoutGraph.constraints`).
        case constraint(Int)
    }

    /// Where it is written on.
    public var subject: Subject
    /// The rules it hides (nil: all).
    public var rules: [String]?
    /// Rule ids it names that do not exist.
    public var unknownRules: [String]
    /// The directive as written, from the marker on (`layoutlint:disable ambiguous_layout`).
    public var text: String
    /// Where the view or constraint is written.
    public var location: SourceLocation?

    /// Whether the directive hides a finding of `rule` about `subjects`.
    public func suppresses(rule: String, subjects: FindingSubjects) -> Bool {
        guard rules?.contains(rule) ?? true else { return false }
        switch subject {
        case .item(let item): return subjects.items.contains(item)
        case .constraint(let index): return subjects.constraints.contains(index)
        }
    }

    /// Every directive in `graph`, views first.
    public static func all(in graph: LayoutGraph) -> [InputDirective] {
        var directives: [InputDirective] = []
        for id in graph.itemIDs {
            if let name = graph[id].name, let directive = parse(name, subject: .item(id), location: graph[id].source) {
                directives.append(directive)
            }
        }
        for (index, constraint) in graph.constraints.enumerated() {
            if let identifier = constraint.provenance.identifier,
               let directive = parse(identifier, subject: .constraint(index), location: constraint.provenance.source) {
                directives.append(directive)
            }
        }
        return directives
    }

    /// The directive in `text`, if it has one.
    static func parse(_ text: String, subject: Subject, location: SourceLocation?) -> InputDirective? {
        guard let range = TextSearch.firstRange(of: marker, in: text) else { return nil }
        var rest = text[range.upperBound...]
        var rules: [String] = []
        let written = String(text[range])
        // The rule list: after a blank, identifiers separated by commas.
        if rest.first == " " || rest.first == "\t" {
            rest = rest.drop(while: isBlank)
            while true {
                let word = rest.prefix(while: isRuleCharacter)
                guard !word.isEmpty else { break }
                rules.append(String(word))
                let next = rest[word.endIndex...].drop(while: isBlank)
                guard next.first == "," else { break }
                rest = next.dropFirst().drop(while: isBlank)
            }
        }
        let known = Set(RuleRegistry.all.map { $0.description.id })
        return InputDirective(subject: subject, rules: rules.isEmpty ? nil : rules,
                              unknownRules: rules.filter { !known.contains($0) },
                              text: rules.isEmpty ? written : written + " " + rules.joined(separator: ", "), location: location)
    }

    static func isBlank(_ character: Character) -> Bool {
        character == " " || character == "\t"
    }

    static func isRuleCharacter(_ character: Character) -> Bool {
        character == "_" || (character.isASCII && (character.isLetter || character.isNumber))
    }

    /// The warning for each unknown rule id, with a did-you-mean; `file` stands in for an
    /// unknown location.
    public func unknownRuleWarnings(in file: String) -> [String] {
        let known = RuleRegistry.all.map { $0.description.id }
        return unknownRules.map { id in
            var message = "\(location?.description ?? file): warning: '\(text)' names an unknown rule \"\(id)\""
            if let near = SpellingSuggestion.closest(to: id, among: known) { message += " (did you mean \"\(near)\"?)" }
            return message
        }
    }
}
