@testable import Commands
import LayoutModel
import Rules
import Testing

/// A file's findings are listed by position, then rule, then message.
@Suite struct FindingOrderTests {
    static func finding(line: Int?, column: Int = 1, rule: String = "misplaced_view", message: String = "m") -> Finding {
        let location = line.map { SourceLocation(file: "a.xib", line: $0, column: column) }
        return Finding(Diagnostic(ruleID: rule, message: message, location: location), severity: .warning)
    }

    @Test("line 10 comes after line 9 and column 10 after column 9 (numbers, not text); then rule, then message")
    func byPositionThenRuleThenMessage() {
        let findings = [Self.finding(line: 10), Self.finding(line: 9, column: 10), Self.finding(line: 9, column: 9, rule: "z"),
                        Self.finding(line: 9, column: 9, rule: "a", message: "b"), Self.finding(line: 9, column: 9, rule: "a", message: "a"),
                        Self.finding(line: nil)]
        let sorted = findings.sorted { LintCommand.order($0) < LintCommand.order($1) }
        #expect(sorted.map { [$0.diagnostic.location?.line ?? 0, $0.diagnostic.location?.column ?? 0] }
                == [[0, 0], [9, 9], [9, 9], [9, 9], [9, 10], [10, 1]])
        #expect(sorted[1...3].map { $0.diagnostic.ruleID + $0.diagnostic.message } == ["aa", "ab", "zm"])
    }
}
