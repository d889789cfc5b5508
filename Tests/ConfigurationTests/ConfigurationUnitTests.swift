@testable import Configuration
import Foundation
import JSONSupport
import LayoutModel
import Rules
import Testing

@Suite("Configuration: rule layering, directives, baseline keys, paths")
struct ConfigurationUnitTests {
    func severity(_ settings: RuleSettings, _ rule: String) -> Severity? {
        RuleRegistry.rule(rule).flatMap { settings.severity(of: $0) }
    }

    @Test("only replaces the set, enable adds, disable removes, severity off removes; overrides apply on top in order")
    func ruleLayering() throws {
        let configuration = try ConfigurationReader.parse(Data("""
            { "version": 1, "only": ["ambiguous_layout", "misplaced_view"], "enable": ["redundant_constraint"],
              "disable": ["misplaced_view"], "severity": { "redundant_constraint": "error", "ambiguous_layout": "off" },
              "overrides": [ { "files": ["Legacy/**"], "enable": ["ambiguous_layout"], "severity": { "redundant_constraint": "warning" } } ] }
            """.utf8), file: "/p/.layoutlint.json", reporters: ["text"])
        let main = configuration.ruleSettings(forRelativePath: "Main.xib")
        #expect(main.enabled == ["redundant_constraint"])
        #expect(severity(main, "redundant_constraint") == .error)
        let legacy = configuration.ruleSettings(forRelativePath: "Legacy/Old.xib")
        #expect(legacy.enabled == ["redundant_constraint", "ambiguous_layout"])
        #expect(severity(legacy, "redundant_constraint") == .warning)
        #expect(severity(legacy, "ambiguous_layout") == .error)
    }

    @Test("include (empty: everything) and exclude decide which files are linted")
    func inclusion() throws {
        var configuration = LintConfiguration(file: "/p/.layoutlint.json", folder: "/p")
        #expect(configuration.exclusion(ofRelativePath: "A/b.xib") == nil)
        configuration.include = [try Glob("A/**")]
        configuration.exclude = [try Glob("**/Gen*")]
        #expect(configuration.exclusion(ofRelativePath: "A/b.xib") == nil)
        #expect(configuration.exclusion(ofRelativePath: "B/b.xib") == "it matches no \"include\" pattern")
        #expect(configuration.exclusion(ofRelativePath: "A/Generated/b.xib") == "it matches the \"exclude\" pattern \"**/Gen*\"")
    }

    @Test("layoutlint:disable: alone means every rule; rule ids follow a blank, separated by commas")
    func directives() {
        func rules(_ text: String) -> [String]?? {
            InputDirective.parse(text, subject: .constraint(0), location: nil).map(\.rules)
        }
        #expect(rules("card-width") == .none)
        #expect(rules("card-width layoutlint:disable") == .some(nil))
        #expect(rules("layoutlint:disable ambiguous_layout") == .some(["ambiguous_layout"]))
        #expect(rules("layoutlint:disable ambiguous_layout,misplaced_view because") == .some(["ambiguous_layout", "misplaced_view"]))
        #expect(rules("layoutlint:disable ambiguous_layout , misplaced_view") == .some(["ambiguous_layout", "misplaced_view"]))
        let unknown = InputDirective.parse("layoutlint:disable ambigous_layout", subject: .item(ItemID(0)), location: SourceLocation(file: "a.json", line: 3, column: 5))
        #expect(unknown?.unknownRuleWarnings(in: "a.json") == [
            #"a.json:3:5: warning: 'layoutlint:disable ambigous_layout' names an unknown rule "ambigous_layout" (did you mean "ambiguous_layout"?)"#,
        ])
    }

    @Test("baseline ids: object ids kept; a constraint named by file:line:col becomes its identifier or equation")
    func stableIDs() {
        var graph = LayoutGraph()
        let root = graph.add(LayoutItem(id: "root"))
        let card = graph.add(LayoutItem(id: "card", parent: root))
        graph.constraints = [
            LayoutConstraint(card, .width, constant: 10, provenance: ConstraintProvenance(origin: .user, objectID: "W")),
            LayoutConstraint(card, .height, constant: 20, provenance: ConstraintProvenance(
                origin: .user, identifier: "card-height", source: SourceLocation(file: "a.json", line: 9, column: 5))),
            LayoutConstraint(card, .top, .equal, root, .top, provenance: ConstraintProvenance(
                origin: .user, source: SourceLocation(file: "a.json", line: 10, column: 5))),
        ]
        let diagnostic = Diagnostic(ruleID: "x", message: "m", location: nil, viewID: "card",
                                    constraintIDs: ["W", "a.json:9:5", "a.json:10:5", "gone.json:4:2"], brokenID: "W")
        let subjects = LayoutLookup(graph).subjects(of: diagnostic)
        #expect(subjects.stableIDs == ["UIView:card.top == UIView:root.top", "W", "card", "card-height", "gone.json"])
        #expect(subjects.names.isSuperset(of: ["card", "W", "a.json:9:5", "card-height"]))
        #expect(subjects.items == [card] && subjects.constraints == [0, 1, 2])
    }

    @Test("a baseline hides findings one for one: two identical findings need two entries")
    func multiset() {
        let entry = BaselineEntry(file: "a.json", rule: "duplicate_constraint", ids: ["x"], message: "m")
        var filter = Baseline.Filter(Baseline([entry, entry]))
        let answers = [filter.absorbs(entry), filter.absorbs(entry), filter.absorbs(entry)]
        #expect(answers == [true, true, false])
    }

    @Test("paths relative to a folder, with .. when outside it")
    func relativePaths() {
        #expect(PathText.relative("/a/b/c.xib", to: "/a") == "b/c.xib")
        #expect(PathText.relative("/x/c.xib", to: "/a/b") == "../../x/c.xib")
        #expect(PathText.relative("/a/./b/../c.xib", to: "/a/") == "c.xib")
        // Inside the folder by text alone (the quick way) or only by components (the walk).
        #expect(PathText.relative(absolute: "/a/b/c.xib", toAbsolute: "/") == "a/b/c.xib")
        #expect(PathText.relative(absolute: "/ab/c.xib", toAbsolute: "/a") == "../ab/c.xib")
        #expect(PathText.relative(absolute: "/a//b/c.xib", toAbsolute: "/a") == "b/c.xib")
        #expect(PathText.relative(absolute: "/a/b/c.xib", toAbsolute: "/a/") == "b/c.xib")
        #expect(PathText.relative(absolute: "/a/b/", toAbsolute: "/a") == "b")
        #expect(PathText.relative(absolute: "/a", toAbsolute: "/a") == "")
    }

    @Test("the memo of folders gives PathText's absolute forms, folders and relative paths")
    func pathMemoAgreesWithPathText() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("pathmemo-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("a/b"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("link"), withDestinationURL: root.appendingPathComponent("a/b"))
        try Data().write(to: root.appendingPathComponent("a/b/c.xib"))
        let r = root.path
        let paths = ["\(r)/a/b/c.xib", "\(r)/a/./b/c.xib", "\(r)/a/b/../b/c.xib", "\(r)//a/b/c.xib", "\(r)/link/c.xib",
                     "\(r)/a/b", "\(r)/a/b/", "\(r)/a/b/.", "\(r)/a/b/..", "\(r)/missing/x.xib", "/c.xib", "c.xib",
                     "./c.xib", "../c.xib", "a/b/c.xib", "./a//b/./c.xib", "a/b/../../x.storyboard", "."]
        let memo = PathMemo()
        for _ in 0..<2 {  // the second round reads the memo
            for path in paths {
                #expect(memo.absolute(path) == PathText.absolute(path), "\(path)")
                #expect(memo.folder(of: path) == PathText.folder(of: path), "\(path)")
                for folder in [r, "\(r)/a", "\(r)/link", ".", "/"] {
                    #expect(memo.relative(path, to: folder) == PathText.relative(path, to: folder), "\(path) to \(folder)")
                }
            }
        }
    }
}
