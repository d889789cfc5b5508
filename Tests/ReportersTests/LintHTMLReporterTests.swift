import Analysis
import Foundation
import LayoutModel
import Readers
@testable import Reporters
import Rules
import Testing

/// `layoutlint lint --reporter html` against its golden page, and the properties every page
/// must have: offline, escaped, one picture per conflict or ambiguity, stable.
@Suite("Lint HTML page")
struct LintHTMLReporterTests {
    /// The fixtures, as `lint` names them.
    static let conflictFile = "Fixtures/ReportersTests/lint-html-conflict.json"
    static let ambiguousFile = "Fixtures/ReportersTests/lint-html-ambiguous.json"

    /// What `lint` finds in the dump at `path` (relative to the package): every rule, default
    /// severities.
    static func lint(_ path: String) throws -> FileResult {
        let data = try Data(contentsOf: ReporterGoldenTests.root.appendingPathComponent(path))
        let dump = try LayoutDumpReader.parse(data: data, fileName: path)
        let facts = try LayoutAnalysis.analyze(dump.graph)
        return FileResult(file: path, findings: RuleRegistry.run(facts))
    }

    /// A conflict (a title too wide for its card), a label nothing places horizontally (its
    /// name needs escaping), and an unreadable file.
    static func results() throws -> [FileResult] {
        [
            try lint(conflictFile),
            try lint(ambiguousFile),
            FileResult(file: "Screens/Old & <Broken>.storyboard",
                       failure: "Screens/Old & <Broken>.storyboard:3:14: error: the document is not well-formed XML: expected '>'"),
        ]
    }

    static func page() throws -> String { LintHTMLReporter.report(try results()) }

    /// The findings a picture explains.
    static func pictured(_ results: [FileResult]) -> [Finding] {
        results.flatMap(\.findings).filter { ["unsatisfiable_constraints", "ambiguous_layout"].contains($0.diagnostic.ruleID) }
    }

    @Test("golden page")
    func golden() throws {
        let actual = try Self.page()
        #expect(actual == (try ReporterGoldenTests.golden("lint-html.golden.html", actual: actual)))
    }

    @Test("the fixtures find what the page is meant to show")
    func fixtures() throws {
        let results = try Self.results()
        let conflict = results[0].findings.filter { $0.diagnostic.ruleID == "unsatisfiable_constraints" }
        #expect(conflict.count == 1)
        let figure = try #require(conflict.first?.diagnostic.figure)
        #expect(figure.kind == .conflict)
        #expect(figure.lines.allSatisfy { $0.highlighted })
        #expect(figure.lines.filter(\.isSuggestedBreak).count == 1)
        #expect(figure.views.map(\.name).contains("UILabel'title'"))
        let ambiguous = results[1].findings.filter { $0.diagnostic.ruleID == "ambiguous_layout" }
        #expect(ambiguous.count == 1)
        let picture = try #require(ambiguous.first?.diagnostic.figure)
        #expect(picture.kind == .ambiguity)
        #expect(picture.views.filter(\.highlighted).map(\.name) == [#"UILabel'Tom & Jerry's <"new"> badge'"#])
        // Other rules draw nothing.
        #expect(results.flatMap(\.findings).filter { $0.diagnostic.figure != nil }.count == Self.pictured(results).count)
    }

    @Test("works offline: no external URL, no src=, no scripts, no stylesheet links")
    func offline() throws {
        let page = try Self.page()
        for forbidden in ["http://", "https://", "src=", "<script", "<link", "@import", "//fonts", "<img", "<iframe", "href=\"/", "href=\"file"] {
            #expect(!page.lowercased().contains(forbidden), "page contains \(forbidden)")
        }
        // url(…) only for the arrow-head markers inside the same picture; links only within the page.
        #expect(page.components(separatedBy: "url(").dropFirst().allSatisfy { $0.hasPrefix("#") })
        #expect(page.components(separatedBy: "href=\"").dropFirst().allSatisfy { $0.hasPrefix("#") })
    }

    @Test("exactly one picture per conflict or ambiguity finding, inside that finding")
    func onePicturePerFinding() throws {
        let results = try Self.results()
        let page = LintHTMLReporter.report(results)
        #expect(Self.pictured(results).count == 2)
        #expect(page.components(separatedBy: "<svg").count - 1 == Self.pictured(results).count)
        let articles = page.components(separatedBy: "<article").dropFirst()
        let findings = results.flatMap(\.findings)
        #expect(articles.count == findings.count)
        for (article, finding) in zip(articles, findings) {
            let expected = Self.pictured([FileResult(file: "", findings: [finding])]).count
            #expect(article.components(separatedBy: "<svg").count - 1 == expected, "\(finding.diagnostic.ruleID)")
        }
    }

    @Test("every < in the page starts a tag: names, messages and failures are escaped")
    func escaping() throws {
        let page = try Self.page()
        #expect(page.contains("Tom &amp; Jerry&#39;s &lt;&quot;new&quot;&gt; badge"))
        #expect(page.contains("Screens/Old &amp; &lt;Broken&gt;.storyboard:3:14: error"))
        #expect(!page.contains("Tom & Jerry"))
        #expect(!page.contains("<Broken>"))
        #expect(page.contains("&gt;= 240"))
        let strays = page.components(separatedBy: "<").dropFirst().filter { rest in
            guard let next = rest.unicodeScalars.first else { return true }
            return !(CharacterSet.letters.contains(next) || next == "/" || next == "!")
        }
        #expect(strays.isEmpty, "unescaped < before: \(strays.prefix(3))")
        #expect(page.components(separatedBy: "&").dropFirst().allSatisfy { rest in
            ["amp;", "lt;", "gt;", "quot;", "#39;"].contains { rest.hasPrefix($0) }
        })
    }

    @Test("summary: files, errors, warnings, unreadable files, findings per rule with the rule's summary")
    func summary() throws {
        let results = try Self.results()
        let page = LintHTMLReporter.report(results)
        let errors = results.flatMap(\.findings).filter { $0.severity == .error }.count
        let warnings = results.flatMap(\.findings).filter { $0.severity == .warning }.count
        let sentence = "3 files linted: \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s"), 1 unreadable"
        #expect(page.contains("<p class=\"summary\">\(sentence)</p>"))
        for id in ["unsatisfiable_constraints", "ambiguous_layout"] {
            let summary = try #require(RuleRegistry.rule(id)).description.summary
            #expect(page.contains("<tr id=\"rule-\(id)\">"))
            #expect(page.contains(HTMLText.escape(summary)))
            #expect(page.contains("href=\"#rule-\(id)\""))
        }
    }

    @Test("the same results give the same bytes")
    func deterministic() throws {
        let first = try Self.page()
        let second = try Self.page()
        #expect(first == second)
    }

    @Test("no files: a page that says so")
    func empty() {
        let page = LintHTMLReporter.report([])
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        #expect(page.contains("0 files linted: 0 errors, 0 warnings"))
        #expect(!page.contains("<section"))
    }
}
