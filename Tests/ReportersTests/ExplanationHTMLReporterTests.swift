import Foundation
@testable import Explanations
import LayoutModel
@testable import Reporters
import Rules
import Testing

/// `layoutlint explain --format html` against its golden page, and the properties every page
/// must have: offline, escaped, one picture per conflict, stable.
@Suite("Explanation HTML page")
struct ExplanationHTMLReporterTests {
    /// A zero-width container with a button pinned 16 pt inside it (plus the width UIKit broke),
    /// and an ambiguity synopsis.
    static func fixture() throws -> String {
        let url = ReporterGoldenTests.root.appendingPathComponent("Fixtures/ReportersTests/explain-html-conflict.log")
        return try String(contentsOf: url, encoding: .utf8)
    }

    static func page() throws -> (page: String, explanations: [Explanation]) {
        let explanations = LogExplainer.explain(try fixture())
        return (ExplanationHTMLReporter.report(explanations, source: "explain-html-conflict.log"), explanations)
    }

    /// A conflict whose equations hold `<=` and whose last constraint cannot be parsed.
    static let escapingLog = """
        Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0x600000a1 UIView:0x7f0000000b00.width <= 40   (active)>",
            "<NSLayoutConstraint:0x600000a2 UIView:0x7f0000000b00.width >= 60   (active)>",
            "<NSLayoutConstraint:0x600000a3 UIView:0x7f0000000b00.width == 3 * & <b>   (active)>"
        )

        Will attempt to recover by breaking constraint
        <NSLayoutConstraint:0x600000a2 UIView:0x7f0000000b00.width >= 60   (active)>
        """

    @Test("golden page")
    func golden() throws {
        let actual = try Self.page().page
        #expect(actual == (try ReporterGoldenTests.golden("explain-html.golden.html", actual: actual)))
    }

    @Test("works offline: no external URL, no src=, no scripts, no stylesheet links")
    func offline() throws {
        for page in [try Self.page().page, ExplanationHTMLReporter.report(LogExplainer.explain(Self.escapingLog), source: "x.log")] {
            for forbidden in ["http://", "https://", "src=", "<script", "<link", "@import", "//fonts", "<img", "<iframe"] {
                #expect(!page.lowercased().contains(forbidden), "page contains \(forbidden)")
            }
            // url(…) only for the arrow-head markers inside the same picture.
            #expect(page.components(separatedBy: "url(").dropFirst().allSatisfy { $0.hasPrefix("#") })
        }
    }

    @Test("every < in the page starts a tag: equations and log text are escaped")
    func escaping() throws {
        let explanations = LogExplainer.explain(Self.escapingLog)
        let page = ExplanationHTMLReporter.report(explanations, source: "<stdin>")
        #expect(explanations.first?.constraints.contains { $0.equation?.contains("<=") == true } == true)
        #expect(explanations.first?.constraints.contains { $0.error != nil } == true)
        #expect(page.contains("width &lt;= 40"))
        #expect(page.contains("&lt;NSLayoutConstraint:0x600000a3"))
        #expect(page.contains("<title>layoutlint explain: &lt;stdin&gt;</title>"))
        #expect(page.contains("Could not parse"))
        #expect(page.contains("line 5:6"))
        for page in [page, try Self.page().page] {
            #expect(!page.contains("<="))
            #expect(!page.contains("<NSLayoutConstraint"))
            let strays = page.components(separatedBy: "<").dropFirst().filter { rest in
                guard let next = rest.unicodeScalars.first else { return true }
                return !(CharacterSet.letters.contains(next) || next == "/" || next == "!")
            }
            #expect(strays.isEmpty, "unescaped < before: \(strays.prefix(3))")
        }
        #expect(try Self.page().page.contains("UIButton&#39;Save&#39;.width &gt;= 88"))
        #expect(HTMLText.escape(#"a<b>&"c"'d'"#) == "a&lt;b&gt;&amp;&quot;c&quot;&#39;d&#39;")
    }

    @Test("exactly one picture per conflict with a diagram, in that conflict's section")
    func onePicturePerConflict() throws {
        let (page, explanations) = try Self.page()
        let pictured = explanations.filter { !($0.diagram?.views.isEmpty ?? true) }
        #expect(pictured.count == 1)
        #expect(page.components(separatedBy: "<svg").count - 1 == pictured.count)
        let sections = page.components(separatedBy: "<section").dropFirst()
        #expect(sections.count == explanations.count)
        for (section, explanation) in zip(sections, explanations) {
            let pictures = section.components(separatedBy: "<svg").count - 1
            #expect(pictures == (explanation.diagram?.views.isEmpty == false ? 1 : 0))
        }
        // Every constraint of the diagram is numbered in the picture, conflict members in red.
        let diagram = try #require(pictured.first?.diagram)
        #expect(diagram.lines.count == 4)
        for number in 1...diagram.lines.count { #expect(page.contains(">\(number). ")) }
        #expect(page.contains("stroke-dasharray=\"7 4\""))
        #expect(page.contains("(UIKit broke this)"))
        #expect(page.contains("zero-size-container"))
    }

    @Test("the same input gives the same bytes")
    func deterministic() throws {
        let first = try Self.page().page
        let second = try Self.page().page
        #expect(first == second)
        let log = Self.escapingLog
        #expect(ExplanationHTMLReporter.report(LogExplainer.explain(log), source: "a")
            == ExplanationHTMLReporter.report(LogExplainer.explain(log), source: "a"))
    }

    @Test("no messages: a page that says so")
    func empty() {
        let page = ExplanationHTMLReporter.report([], source: "empty.log")
        #expect(page.contains("No Auto Layout messages found in empty.log."))
        #expect(!page.contains("<section"))
        #expect(page.hasPrefix("<!DOCTYPE html>"))
    }

    @Test("usable frames are drawn to scale; degenerate ones schematically")
    func layoutModes() {
        let views = [
            DiagnosticFigure.View(name: "UIView'root'", parent: nil, frame: Rect(x: 0, y: 0, width: 380, height: 260)),
            DiagnosticFigure.View(name: "UILabel'a'", parent: 0, frame: Rect(x: 20, y: 20, width: 100, height: 40)),
        ]
        let scaled = DiagramLayout(views)
        #expect(!scaled.schematic)
        #expect(scaled.boxes[1].w == scaled.boxes[0].w * 100 / 380)
        #expect(scaled.boxes[1].x - scaled.boxes[0].x == 40)
        var degenerate = views
        degenerate[1].frame = Rect(x: 0, y: 0, width: 0, height: 0)
        let nested = DiagramLayout(degenerate)
        #expect(nested.schematic)
        let (parent, child) = (nested.boxes[0], nested.boxes[1])
        #expect(child.x > parent.x && child.maxX < parent.maxX && child.y > parent.y && child.maxY < parent.maxY)
        #expect(!DiagramLayout.framesAreUsable(Array(repeating: Rect(x: 5, y: 5, width: 50, height: 50), count: 2)))
        let line = DiagnosticFigure.Line(first: 1, firstAttribute: .leading, second: 0, secondAttribute: .leading, label: "a.leading <= b.leading",
                                        highlighted: true, isSuggestedBreak: false, isBrokenByUIKit: true)
        let svg = ConflictDiagramSVG.svg(DiagnosticFigure(kind: .conflict, views: views, lines: [line]), id: "t")
        #expect(svg.contains("view (solved frame, to scale)"))
        #expect(svg.contains("1. a.leading &lt;= b.leading  (in the conflict; UIKit broke this)"))
        #expect(ConflictDiagramSVG.n(-0.04) == "0.0" && ConflictDiagramSVG.n(-0.05) == "-0.1" && ConflictDiagramSVG.n(12) == "12.0")
    }
}
