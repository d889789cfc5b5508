import Foundation
import LayoutModel
import Reporters
import Rules
import Testing

/// Each reporter against its golden file in `Fixtures/ReportersTests/`.
@Suite("Reporters match their golden files")
struct ReporterGoldenTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A conflict with located and unlocated notes, a warning without notes, an unreadable
    /// file, and a file linted apart from one layout that could not be read.
    static let results: [FileResult] = [
        FileResult(file: "Screens/Profile.xib", findings: [
            Finding(Diagnostic(
                ruleID: "unsatisfiable_constraints",
                message: "3 required constraints cannot all hold; UIKit will break one — break `UIView:card.width >= 200`",
                location: SourceLocation(file: "Screens/Profile.xib", line: 40, column: 17),
                notes: [
                    .init("UIView:card.leading == UIView:root.leading + 10", at: SourceLocation(file: "Screens/Profile.xib", line: 38, column: 17)),
                    .init("UIView:root.trailing == UIView:card.trailing + 10", at: SourceLocation(file: "Screens/Profile.xib", line: 39, column: 17)),
                    .init("UIView:card.width >= 200", at: SourceLocation(file: "Screens/Profile.xib", line: 40, column: 17)),
                    .init("the other constraints fix UIView:card.width = 130; `UIView:card.width >= 200` needs at least 200"),
                    .init("fix: lower the priority of `UIView:card.width >= 200` to 999 so it gives way, or remove it if it is stale"),
                ],
                viewID: "card", constraintIDs: ["A1", "B2", "C3"], brokenID: "C3"), severity: .error),
            Finding(Diagnostic(ruleID: "misplaced_view", message: "UIView'Bar' is stored at (16, 60, 100, 2) but its constraints place it at (16, 62, 208, 2) (y +2, width +108)",
                               location: SourceLocation(file: "Screens/Profile.xib", line: 52, column: 9), viewID: "Bar-00-004"),
                    severity: .warning),
        ]),
        FileResult(file: "Screens/Broken.storyboard",
                   failure: "Screens/Broken.storyboard:3:14: error: the document is not well-formed XML: the document ends before its elements are closed (truncated?)"),
        FileResult(file: "Screens/Main.storyboard", findings: [
            Finding(Diagnostic(ruleID: "misplaced_view", message: "UILabel'Name' is stored at (16, 8, 80, 21) but its constraints place it at (16, 12, 80, 21) (y +4)",
                               location: SourceLocation(file: "Screens/Main.storyboard", line: 120, column: 21), viewID: "Nm-00-001"),
                    severity: .warning),
        ], readErrors: ["Screens/Main.storyboard:88:25: error: <constraint id=\"Qx-00-001\">: secondItem=\"Gn-00-001\" refers to no object in this document"]),
    ]

    /// An ambiguity over two views that rests on an estimate.
    static var estimatedAmbiguity: Diagnostic {
        var diagnostic = Diagnostic(ruleID: "ambiguous_layout", message: "UILabel'Title' has a height but nothing fixes its top, bottom or centerY",
                                    location: SourceLocation(file: "Screens/Profile.xib", line: 60, column: 9),
                                    notes: [.init("estimated: rests on UILabel 'Title' (Tt-1): estimated intrinsic height (read off its stored frame)")],
                                    viewID: "Tt-1")
        diagnostic.viewIDs = ["Tt-1", "Sub-2"]
        diagnostic.confidence = .estimated
        diagnostic.restsOn = ["UILabel 'Title' (Tt-1): estimated intrinsic height (read off its stored frame)"]
        return diagnostic
    }

    @Test("an estimated finding says so, and what it rests on, in JSON, SARIF and text")
    func estimatedFinding() throws {
        let results = [FileResult(file: "Screens/Profile.xib", findings: [Finding(Self.estimatedAmbiguity, severity: .warning)])]
        let json = JSONReporter.report(results)
        #expect(json.contains("\"confidence\": \"estimated\""))
        #expect(json.contains("\"views\": [\n      \"Tt-1\",\n      \"Sub-2\"\n    ]"))
        #expect(json.contains("\"restsOn\": [\n      \"UILabel 'Title' (Tt-1): estimated intrinsic height (read off its stored frame)\"\n    ]"))
        let sarif = SARIFReporter.report(results)
        #expect(sarif.contains("\"confidence\": \"estimated\""))
        #expect(sarif.contains("\"restsOn\""))
        #expect(TextReporter.report(results).contains("\n    estimated: rests on UILabel 'Title' (Tt-1): estimated intrinsic height (read off its stored frame)\n"))
    }

    /// The golden file's text. With `LAYOUTLINT_UPDATE_GOLDEN=1` in the environment the file
    /// is first rewritten from `actual` (then review the diff before committing).
    static func golden(_ name: String, actual: String) throws -> String {
        let url = root.appendingPathComponent("Fixtures/ReportersTests/\(name)")
        if ProcessInfo.processInfo.environment["LAYOUTLINT_UPDATE_GOLDEN"] == "1" {
            try Data(actual.utf8).write(to: url)
        }
        return try String(contentsOf: url, encoding: .utf8)
    }

    @Test("text")
    func text() throws {
        let actual = TextReporter.report(Self.results)
        #expect(actual == (try Self.golden("text.golden.txt", actual: actual)))
    }

    @Test("text with colour: ANSI codes around severities and locations only")
    func colouredText() {
        let coloured = TextReporter.report(Self.results, color: true)
        #expect(coloured.contains("\u{1B}[31merror\u{1B}[0m"))
        #expect(coloured.contains("\u{1B}[33mwarning\u{1B}[0m"))
        #expect(coloured.replacingOccurrences(of: "\u{1B}[31m", with: "").replacingOccurrences(of: "\u{1B}[33m", with: "")
            .replacingOccurrences(of: "\u{1B}[2m", with: "").replacingOccurrences(of: "\u{1B}[0m", with: "") == TextReporter.report(Self.results))
    }

    @Test("json")
    func json() throws {
        let actual = JSONReporter.report(Self.results)
        #expect(actual == (try Self.golden("json.golden.json", actual: actual)))
        _ = try JSONSerialization.jsonObject(with: Data(JSONReporter.report(Self.results).utf8))
    }
}
