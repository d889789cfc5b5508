import Analysis
import Foundation
import LayoutModel
import Readers
import Rules
import Testing

/// One Swift source example of one rule.
struct SourceRuleExample: Sendable, CustomTestStringConvertible {
    var ruleID: String
    var triggering: Bool
    var index: Int
    var source: String

    var testDescription: String { "\(ruleID) \(triggering ? "triggering" : "non-triggering") Swift example \(index + 1)" }

    static var all: [SourceRuleExample] {
        RuleRegistry.all.flatMap { rule -> [SourceRuleExample] in
            let description = rule.description
            return description.sourceTriggeringExamples.enumerated().map {
                SourceRuleExample(ruleID: description.id, triggering: true, index: $0, source: $1)
            } + description.sourceNonTriggeringExamples.enumerated().map {
                SourceRuleExample(ruleID: description.id, triggering: false, index: $0, source: $1)
            }
        }
    }
}

/// What one rule finds in one Swift source, as `lint` runs it: over the code model, and
/// (for the rules that run on graphs) over the graph of every method.
func sourceDiagnostics(_ source: String, ruleID: String, fileName: String = "Example.swift") throws -> [Diagnostic] {
    let rule = try #require(RuleRegistry.rule(ruleID), "no rule \(ruleID)")
    let code = try SourceReader.parse(data: Data(source.utf8), fileName: fileName, language: .swift)
    var found = rule.check(code)
    if RuleRegistry.codeGraphRuleIDs.contains(ruleID) {
        for layout in CodeGraphBuilder.layouts(of: code) {
            found += rule.check(try LayoutAnalysis.analyze(layout.graph))
        }
    }
    return found
}

@Suite struct SourceRuleExampleTests {
    /// Every Swift example does what it says, and its findings point into the example.
    @Test(arguments: SourceRuleExample.all)
    func exampleBehavesAsDocumented(_ example: SourceRuleExample) throws {
        let found = try sourceDiagnostics(example.source, ruleID: example.ruleID)
        if example.triggering {
            #expect(!found.isEmpty, "\(example.testDescription) should be flagged but is not")
        } else {
            #expect(found.isEmpty, "\(example.testDescription) should not be flagged: \(found.map(\.message))")
        }
        let lines = example.source.split(separator: "\n", omittingEmptySubsequences: false).count
        for diagnostic in found {
            #expect(diagnostic.ruleID == example.ruleID)
            let line = try #require(diagnostic.location?.line, "a finding on code must name its line")
            #expect((1...lines).contains(line))
        }
    }

    /// The same code with other names for the views gives the same number of findings.
    @Test(arguments: SourceRuleExample.all)
    func findingsDoNotDependOnNames(_ example: SourceRuleExample) throws {
        var renamed = example.source
        for name in ["badge", "label", "bubble", "avatar", "handle", "heightConstraint"] {
            renamed = renamed.replacingOccurrences(of: name, with: "renamed_" + name)
        }
        let original = try sourceDiagnostics(example.source, ruleID: example.ruleID)
        let again = try sourceDiagnostics(renamed, ruleID: example.ruleID)
        #expect(original.count == again.count)
        #expect(original.map(\.location) == again.map(\.location))
    }
}
