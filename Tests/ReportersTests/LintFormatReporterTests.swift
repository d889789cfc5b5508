import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import LayoutModel
@testable import Reporters
import Rules
import Testing

/// The CI and editor formats of `layoutlint lint` (xcode, sarif, github, checkstyle, junit)
/// against their golden files, and the properties their readers rely on.
@Suite("Lint output formats for editors and CI")
struct LintFormatReporterTests {
    static let settings = "Screens/Settings, 100% <Dark>.storyboard"

    /// The golden tests' results plus: a file with a warning with a line but no column, an
    /// error without location whose message spans lines, a warning with a file but no line
    /// (CRLF in its message), notes with and without location; a clean file; an unreadable
    /// file without line; and every character some format must escape (`<`, `&`, `"`, `'`,
    /// `%`, newline, `::`, `,`).
    /// The result of the file whose name has commas, a percent sign and angle brackets.
    static var settingsResult: FileResult { results.first { $0.file == settings } ?? FileResult(file: "") }

    static let results: [FileResult] = ReporterGoldenTests.results + [
        FileResult(file: settings, findings: [
            Finding(Diagnostic(
                ruleID: "left_right_attributes",
                message: "UILabel'Title \"Main\"' uses .left & .right: right-to-left::languages flip 100% <of> them, not just some",
                location: SourceLocation(file: settings, line: 12), viewID: "lbl-1"), severity: .warning),
            Finding(Diagnostic(
                ruleID: "ambiguous_layout",
                message: "UIView'card' has an ambiguous height:\nnothing fixes it between 0 & ∞",
                location: nil,
                notes: [
                    .init("the label's top <= card.top, \"any\" value"),
                    .init("UILabel'Title'.top == UIView'card'.top + 8", at: SourceLocation(file: settings, line: 20, column: 5)),
                    .init("fix: add a height constraint", at: SourceLocation(file: settings, line: 21)),
                ],
                viewID: "card-2", constraintIDs: ["k-1", "k-2"]), severity: .error),
            Finding(Diagnostic(
                ruleID: "redundant_constraint",
                message: "a width constraint repeats another\r\nremove one",
                location: SourceLocation(file: settings), constraintIDs: ["w-1"]), severity: .warning),
        ]),
        FileResult(file: "Screens/Clean.xib"),
        FileResult(file: "Screens/Missing.xib", failure: "Screens/Missing.xib: error: cannot read the file: no such file or directory"),
    ]

    static func golden(_ name: String, _ actual: String) throws {
        #expect(actual == (try ReporterGoldenTests.golden(name, actual: actual)))
    }

    @Test("the formats, in the order --help lists them")
    func registry() {
        #expect(LintReporters.names == ["text", "json", "xcode", "sarif", "github", "checkstyle", "junit", "gitlab", "html"])
        #expect(LintReporters.named("sarif") == SARIFReporter.self)
        #expect(LintReporters.named("junit") == JUnitReporter.self)
        #expect(LintReporters.named("html") == LintHTMLReporter.self)
    }

    @Test("xcode golden") func xcodeGolden() throws { try Self.golden("xcode.golden.txt", XcodeReporter.report(Self.results)) }
    @Test("sarif golden") func sarifGolden() throws {
        try Self.golden("sarif.golden.sarif", SARIFReporter.report(Self.results, version: "1.2.3", root: "/work/project"))
    }
    @Test("github golden") func githubGolden() throws { try Self.golden("github.golden.txt", GitHubReporter.report(Self.results)) }
    @Test("checkstyle golden") func checkstyleGolden() throws {
        try Self.golden("checkstyle.golden.xml", CheckstyleReporter.report(Self.results))
    }
    @Test("junit golden") func junitGolden() throws { try Self.golden("junit.golden.xml", JUnitReporter.report(Self.results)) }
    @Test("gitlab golden") func gitlabGolden() throws {
        try Self.golden("gitlab.golden.json", GitLabReporter.report(Self.results, root: "/work/project"))
    }

    @Test("gitlab: every issue has the fields GitLab requires, unique fingerprints, lines from 1")
    func gitlabFields() throws {
        let parsed = try JSONSerialization.jsonObject(with: Data(GitLabReporter.report(Self.results, root: nil).utf8))
        let issues = try #require(parsed as? [[String: Any]])
        #expect(!issues.isEmpty)
        let fingerprints = issues.compactMap { $0["fingerprint"] as? String }
        #expect(Set(fingerprints).count == issues.count)
        for issue in issues {
            #expect(issue["description"] is String && issue["check_name"] is String)
            #expect(["info", "minor", "major", "critical", "blocker"].contains(issue["severity"] as? String ?? ""))
            let location = try #require(issue["location"] as? [String: Any])
            #expect(location["path"] is String)
            #expect(((location["lines"] as? [String: Any])?["begin"] as? Int ?? 0) >= 1)
        }
    }

    @Test("the same input gives the same bytes, for every format")
    func deterministic() {
        for (name, reporter) in LintReporters.all {
            #expect(reporter.report(Self.results) == reporter.report(Self.results), "\(name)")
        }
    }

    @Test("failure lines taken apart")
    func failureParts() {
        typealias Failure = LintReportText.Failure
        #expect(LintReportText.failure("a.xib:3:14: error: bad", file: "a.xib") == Failure(file: "a.xib", line: 3, column: 14, message: "bad"))
        #expect(LintReportText.failure("a.xib:3: error: bad: x", file: "a.xib") == Failure(file: "a.xib", line: 3, column: nil, message: "bad: x"))
        #expect(LintReportText.failure("a.xib: error: 1:2: x", file: "a.xib") == Failure(file: "a.xib", line: nil, column: nil, message: "1:2: x"))
        #expect(LintReportText.failure("something else", file: "a.xib") == Failure(file: "a.xib", line: nil, column: nil, message: "something else"))
        #expect(LintReportText.failure("a.xib:+3: error: x", file: "a.xib").line == nil)
    }

    // MARK: xcode

    @Test("xcode: never :0:, one issue per line, every line a file:line:col: kind: message Xcode parses")
    func xcodeLines() throws {
        var odd = Self.results
        odd.append(FileResult(file: "Zero.xib", findings: [
            Finding(Diagnostic(ruleID: "misplaced_view", message: "at zero", location: SourceLocation(file: "Zero.xib", line: 0, column: 0),
                               notes: [.init("note at zero", at: SourceLocation(file: "Zero.xib", line: 7, column: 0))]), severity: .warning),
        ]))
        odd.append(FileResult(file: "Zero2.xib", failure: "Zero2.xib:0:0: error: empty"))
        let output = XcodeReporter.report(odd)
        #expect(!output.contains(":0:"))
        #expect(!output.contains(":0 "))
        let pattern = try Regex(#"[^:]+(:[1-9][0-9]*:[1-9][0-9]*)?: (error|warning|note): .+"#)
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(output.hasSuffix("\n"))
        for line in lines { #expect(line.wholeMatch(of: pattern) != nil, "\(line)") }
        #expect(!output.contains("\r"))
        #expect(output.contains("Screens/Settings, 100% <Dark>.storyboard:12:1: warning: "))
        #expect(output.contains("Screens/Settings, 100% <Dark>.storyboard: error: UIView'card' has an ambiguous height: nothing fixes it"))
        #expect(output.contains("Screens/Broken.storyboard:3:14: error: the document is not well-formed XML"))
        #expect(output.contains("Screens/Missing.xib: error: cannot read the file"))
        #expect(output.contains("Zero.xib:7:1: note: note at zero"))
        let issues = lines.filter { !$0.contains(": note: ") }.count
        #expect(issues == odd.map { $0.findings.count + $0.inputErrors.count }.reduce(0, +))
    }

    // MARK: github

    @Test("github: one workflow command per line, no raw newline in any message")
    func githubCommands() {
        let output = GitHubReporter.report(Self.results)
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == Self.results.map { $0.findings.count + $0.inputErrors.count }.reduce(0, +))
        for line in lines {
            #expect(line.hasPrefix("::error file=") || line.hasPrefix("::warning file="), "\(line)")
            // The properties end at the first `::`; the message is everything after it.
            #expect(line.split(separator: "::", maxSplits: 2, omittingEmptySubsequences: false).count == 3, "\(line)")
        }
        #expect(!output.contains("\r"))
        #expect(output.contains("%0A"))
        #expect(output.contains("100%25 <of>"))
        #expect(output.contains("::error file=Screens/Missing.xib,title=unreadable file::cannot read the file"))
        #expect(output.contains("::error file=Screens/Broken.storyboard,line=3,col=14,title=unreadable file::the document"))
    }

    @Test("github: property values escape : and , as well")
    func githubEscaping() {
        let file = "odd:name, 50%\n.xib"
        let output = GitHubReporter.report([FileResult(file: file, findings: [
            Finding(Diagnostic(ruleID: "misplaced_view", message: "a::b,c\r\n50%", location: SourceLocation(file: file, line: 3, column: 4)),
                    severity: .error),
        ])])
        #expect(output == "::error file=odd%3Aname%2C 50%25%0A.xib,line=3,col=4,title=misplaced_view::a::b,c%0D%0A50%25\n")
        #expect(GitHubReporter.escapeData("%\r\n:,") == "%25%0D%0A:,")
        #expect(GitHubReporter.escapeProperty("%\r\n:,") == "%25%0D%0A%3A%2C")
    }

    // MARK: sarif

    static func sarif(_ results: [FileResult]) throws -> [String: Any] {
        let text = SARIFReporter.report(results, version: "1.2.3", root: "/work/project")
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    static func run(_ log: [String: Any]) throws -> [String: Any] {
        try #require((log["runs"] as? [[String: Any]])?.first)
    }

    @Test("sarif: parses as JSON; every result's ruleIndex names its rule; every rule listed")
    func sarifShape() throws {
        let log = try Self.sarif(Self.results)
        #expect(log["version"] as? String == "2.1.0")
        #expect(log["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
        let run = try Self.run(log)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "layoutlint")
        #expect(driver["version"] as? String == "1.2.3")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == RuleRegistry.all.map { $0.description.id })
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == Self.results.map(\.findings.count).reduce(0, +))
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules.indices.contains(index))
            #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
            let locations = try #require(result["locations"] as? [[String: Any]])
            #expect(locations.count == 1)
            #expect(["error", "warning"].contains(result["level"] as? String))
        }
        // The unreadable files and layouts are notifications; the run did not succeed.
        let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
        #expect(invocation["executionSuccessful"] as? Bool == false)
        #expect((invocation["toolExecutionNotifications"] as? [[String: Any]])?.count == Self.results.flatMap(\.inputErrors).count)
        let clean = try Self.run(try Self.sarif(Array(Self.results.prefix(1))))
        #expect((clean["invocations"] as? [[String: Any]])?.first?["executionSuccessful"] as? Bool == true)
        #expect(SARIFReporter.report([]).contains("\"results\": []"))
    }

    static func fingerprints(_ results: [FileResult]) throws -> [String] {
        let run = try Self.run(try Self.sarif(results))
        let found = try #require(run["results"] as? [[String: Any]])
        return try found.map { try #require(($0["partialFingerprints"] as? [String: String])?["layoutlint/v1"]) }
    }

    static func shifted(_ location: LayoutModel.SourceLocation?, by lines: Int) -> LayoutModel.SourceLocation? {
        location.map { SourceLocation(file: $0.file, line: $0.line.map { $0 + lines }, column: $0.column.map { $0 + 3 }) }
    }

    @Test("sarif: fingerprints ignore line and column changes, follow everything else, and are unique")
    func sarifFingerprints() throws {
        let moved = Self.results.map { result in
            var result = result
            result.findings = result.findings.map { finding in
                var finding = finding
                finding.diagnostic.location = Self.shifted(finding.diagnostic.location, by: 17)
                finding.diagnostic.notes = finding.diagnostic.notes.map { .init($0.message, at: Self.shifted($0.location, by: 17)) }
                return finding
            }
            return result
        }
        let before = try Self.fingerprints(Self.results)
        #expect(try Self.fingerprints(moved) == before)
        #expect(Set(before).count == before.count)
        #expect(before.allSatisfy { $0.wholeMatch(of: /[0-9a-f]{16}:[0-9]+/) != nil })
        var reworded = Self.results
        reworded[0].findings[0].diagnostic.message += "!"
        #expect(try Self.fingerprints(reworded)[0] != before[0])
        #expect(try Self.fingerprints(reworded).dropFirst() == before.dropFirst())
        // Two identical findings differ by their occurrence number only.
        var twice = Array(Self.results.prefix(1))
        twice[0].findings.append(twice[0].findings[1])
        let doubled = try Self.fingerprints(twice)
        #expect(doubled[2].dropLast(2) == doubled[1].dropLast(2))
        #expect(doubled[1].hasSuffix(":1") && doubled[2].hasSuffix(":2"))
        // FNV-1a 64 reference values.
        #expect(SARIFReporter.fnv1a64("") == 0xcbf2_9ce4_8422_2325)
        #expect(SARIFReporter.hex(SARIFReporter.fnv1a64("a")) == "af63dc4c8601ec8c")
        #expect(SARIFReporter.hex(SARIFReporter.fnv1a64("foobar")) == "85944171f73967e8")
    }

    @Test("sarif: artifact URIs are relative, use forward slashes and are percent-encoded")
    func sarifURIs() {
        #expect(SARIFReporter.uri("./Screens/A b.xib", root: nil) == "Screens/A%20b.xib")
        #expect(SARIFReporter.uri("Screens\\A.xib", root: nil) == "Screens/A.xib")
        #expect(SARIFReporter.uri("/work/project/Screens/A.xib", root: "/work/project") == "Screens/A.xib")
        #expect(SARIFReporter.uri("/work/project/Screens/A.xib", root: "/work/project/") == "Screens/A.xib")
        #expect(SARIFReporter.uri("/work/projectX/A.xib", root: "/work/project") == "file:///work/projectX/A.xib")
        #expect(SARIFReporter.uri("C:\\Code\\A.xib", root: nil) == "file:///C:/Code/A.xib")
        #expect(SARIFReporter.uri("a:b#1?%é.xib", root: nil) == "a%3Ab%231%3F%25%C3%A9.xib")
        #expect(SARIFReporter.uri(Self.settings, root: nil) == "Screens/Settings,%20100%25%20%3CDark%3E.storyboard")
    }

    // MARK: checkstyle and junit

    /// Every element with its attributes, and the text inside each, read by XMLParser.
    final class XMLCollector: NSObject, XMLParserDelegate {
        var elements: [(name: String, attributes: [String: String])] = []
        var text: [String] = []

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            elements.append((elementName, attributes))
            text.append("")
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if !text.isEmpty { text[text.count - 1] += string }
        }

        static func parse(_ xml: String) throws -> XMLCollector {
            let collector = XMLCollector()
            let parser = XMLParser(data: Data(xml.utf8))
            parser.delegate = collector
            let ok = parser.parse()
            #expect(ok, "\(parser.parserError.map { "\($0)" } ?? "")")
            return collector
        }

        func all(_ name: String) -> [[String: String]] { elements.filter { $0.name == name }.map(\.attributes) }
    }

    @Test("checkstyle: well-formed XML, one file element per file, attributes round-trip")
    func checkstyleParses() throws {
        let xml = try XMLCollector.parse(CheckstyleReporter.report(Self.results))
        #expect(xml.all("checkstyle").count == 1)
        #expect(xml.all("file").compactMap { $0["name"] } == Self.results.map(\.file))
        let errors = xml.all("error")
        #expect(errors.count == Self.results.map { $0.findings.count + $0.inputErrors.count }.reduce(0, +))
        #expect(Set(errors.compactMap { $0["severity"] }) == ["error", "warning"])
        let warning = try #require(errors.first { $0["source"] == "layoutlint.left_right_attributes" })
        #expect(warning["message"] == Self.settingsResult.findings[0].diagnostic.message)
        #expect(warning["line"] == "12" && warning["column"] == nil)
        let ambiguous = try #require(errors.first { $0["source"] == "layoutlint.ambiguous_layout" })
        #expect(ambiguous["line"] == nil)
        #expect(ambiguous["message"]?.hasPrefix("UIView'card' has an ambiguous height:\nnothing fixes it between 0 & ∞\nthe label's top <= card.top, \"any\" value\n") == true)
        #expect(errors.filter { $0["source"] == "layoutlint.input" }.count == Self.results.flatMap(\.inputErrors).count)
    }

    @Test("junit: well-formed XML, counts add up, one test case per finding")
    func junitParses() throws {
        let xml = try XMLCollector.parse(JUnitReporter.report(Self.results))
        let findings = Self.results.map(\.findings.count).reduce(0, +)
        let unreadable = Self.results.flatMap(\.inputErrors).count
        let clean = Self.results.filter { $0.failure == nil && $0.findings.isEmpty }.count
        let cases = xml.all("testcase")
        #expect(cases.count == findings + unreadable + clean)
        for suite in xml.all("testsuites") + xml.all("testsuite") {
            #expect(suite["tests"] == "\(cases.count)")
            #expect(suite["failures"] == "\(findings)")
            #expect(suite["errors"] == "\(unreadable)")
        }
        #expect(xml.all("testsuite").count == 1)
        #expect(xml.all("failure").count == findings)
        #expect(xml.all("error").count == unreadable)
        let failure = try #require(xml.all("failure").first { $0["type"] == "left_right_attributes" })
        #expect(failure["message"] == Self.settingsResult.findings[0].diagnostic.message)
        let body = try #require(zip(xml.elements, xml.text).first { $0.0.name == "failure" && $0.0.attributes["type"] == "ambiguous_layout" }?.1)
        #expect(body.contains("0 & ∞ [ambiguous_layout]\n    the label's top <= card.top"))
        #expect(cases.contains { $0["classname"] == "Screens/Clean.xib" && $0["name"] == "no findings" })
    }
}
