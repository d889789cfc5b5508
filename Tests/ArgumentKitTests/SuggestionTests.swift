import Testing
@testable import ArgumentKit
import Spelling

@Suite("Did-you-mean suggestions are close, and deterministic")
struct SuggestionTests {
    struct Distance: Sendable, CustomTestStringConvertible {
        let lhs: String
        let rhs: String
        let expected: Int
        var testDescription: String { "\(lhs) → \(rhs) = \(expected)" }
    }

    @Test("Edit distance counts an adjacent swap as one edit", arguments: [
        Distance(lhs: "fromat", rhs: "format", expected: 1),
        Distance(lhs: "format", rhs: "format", expected: 0),
        Distance(lhs: "", rhs: "abc", expected: 3),
        Distance(lhs: "abc", rhs: "", expected: 3),
        Distance(lhs: "kitten", rhs: "sitting", expected: 3),
        Distance(lhs: "strcit", rhs: "strict", expected: 1),
        Distance(lhs: "ca", rhs: "abc", expected: 3),
    ])
    func editDistance(_ example: Distance) {
        #expect(SpellingSuggestion.distance(example.lhs, example.rhs) == example.expected)
        #expect(SpellingSuggestion.distance(example.rhs, example.lhs) == example.expected)
    }

    @Test("The closest candidate wins and ties go to the alphabetically first")
    func ranking() {
        #expect(Suggestion.closest(to: "fromat", among: ["formats", "format"]) == "format")
        #expect(Suggestion.closest(to: "lit", among: ["list", "lint"]) == "lint")
        #expect(Suggestion.closest(to: "lit", among: ["lint", "list"]) == "lint")
    }

    @Test("Far-off names get no suggestion; abbreviations of three letters or more do")
    func thresholds() {
        #expect(Suggestion.closest(to: "zzz", among: ["format", "bench"]) == nil)
        #expect(Suggestion.closest(to: "ab", among: ["no"]) == nil)
        #expect(Suggestion.closest(to: "str", among: ["strict", "format"]) == "strict")
        #expect(Suggestion.closest(to: "formt", among: ["format"]) == "format")
    }
}
