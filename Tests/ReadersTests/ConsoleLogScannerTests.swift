import Foundation
import LayoutModel
import Readers
import Testing

@Suite("Console logs: finding every Auto Layout message in pasted text")
struct ConsoleLogScannerTests {
    func blocks(_ name: String) throws -> [LogBlock] {
        ConsoleLogScanner.scan(String(decoding: try Fixtures.data("logs/" + name), as: UTF8.self))
    }

    @Test("Messages among unrelated output: each found with its kind, lines and constraints")
    func mixedOutput() throws {
        let found = try blocks("scanner-mixed-output.log")
        #expect(found.map(\.kind) == [.unsatisfiable, .ambiguous, .feedbackLoop, .hierarchyNotPrepared])
        let conflict = try #require(found.first)
        #expect(conflict.line == 2 && conflict.endLine == 15)
        #expect(conflict.constraints.map(\.address) == ["0x600000a1b0c0", "0x600000a1b160", "0x600000a1b200", "0x600000a1b2a0"])
        #expect(conflict.constraints.map(\.line) == [8, 9, 10, 11])
        #expect(conflict.constraints.first?.column == 6, "columns count from the `<` in the line as pasted")
        #expect(conflict.broken?.address == "0x600000a1b0c0")
        let ambiguity = found[1]
        #expect(ambiguity.ambiguousAnchors.map(\.attribute) == [.left, .width])
        #expect(ambiguity.ambiguousAnchors.first?.item.label == "Subtitle")
        #expect(found[3].constraints.count == 1, "the constraint quoted again in the same message is one constraint")
    }

    @Test("Markdown damage, lost line breaks and a description split over two lines")
    func markdownDamage() throws {
        let found = try blocks("scanner-markdown-damage.log")
        #expect(found.map(\.kind) == [.unsatisfiable, .layoutSubviewsSuper, .unsatisfiable])
        let conflict = found[0]
        #expect(conflict.constraints.count == 4)
        #expect(conflict.constraints.allSatisfy { if case .success = $0.equation { true } else { false } })
        #expect(conflict.broken?.address == "0x7f9e1a500100")
        #expect(conflict.constraints[3].isAutoresizing)
        let joined = found[2]
        #expect(joined.header == nil, "a bare list is a conflict without a header")
        #expect(joined.constraints.map(\.address) == ["0x7f9e1a600100", "0x7f9e1a600200", "0x7f9e1a600300"])
        #expect(joined.constraints.allSatisfy { if case .success = $0.equation { true } else { false } })
    }

    @Test("Windows line endings (\\r\\n) split lines like \\n")
    func carriageReturns() throws {
        let text = String(decoding: try Fixtures.data("logs/scanner-mixed-output.log"), as: UTF8.self)
        let crlf = ConsoleLogScanner.scan(text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n"))
        #expect(crlf == ConsoleLogScanner.scan(text))
    }

    @Test("AppKit's double report of one conflict is one message")
    func appKitDoubleReport() throws {
        let found = try blocks("scanner-appkit-double-report.log")
        #expect(found.count == 1)
        #expect(found.first?.mergedDoubleReport == true)
        #expect(found.first?.constraints.count == 3)
        #expect(found.first?.broken?.address == "0x600003aa0100")
        #expect(found.first?.line == 1 && found.first?.endLine == 16)
    }

    @Test("Pastes from other tools and hands: tool prefixes, empty pids, curly quotes, no angle brackets, comments, blank lines")
    func pastedForms() throws {
        let found = try blocks("scanner-pasted-forms.log")
        #expect(found.map(\.kind) == Array(repeating: .unsatisfiable, count: 7))
        #expect(found.map { $0.constraints.count } == [2, 2, 2, 4, 2, 2, 2])
        let all = found.flatMap(\.constraints)
        #expect(all.count == 16, "every description in the text is found")
        for constraint in all {
            if case .failure(let problem) = constraint.equation { Issue.record("line \(constraint.line): \(problem.message)") }
        }
        #expect(found[3].constraints.first?.text.contains("’") == false, "curly quotes are straightened")
        #expect(found[4].constraints.map(\.address) == ["0x600000c10b00", "0x600000c10c00"])
        #expect(found[5].constraints.first?.text.hasSuffix("(active)>") == true, "a `>` inside a label does not end the description")
        #expect(found[6].broken?.address == "0x600000c11000")
    }

    @Test("A content size is rebuilt as two preferences at its hugging and compression-resistance priorities")
    func contentSizeConstraint() throws {
        let text = "(\n\"<NSContentSizeLayoutConstraint:0x1 H:[NSTextField:0x2'Total'(131)] Hug:250 CompressionResistance:750>\",\n"
            + "\"<NSLayoutConstraint:0x3 H:[NSTextField:0x2'Total'(>=200)]>\"\n)"
        let block = try #require(ConsoleLogScanner.scan(text).first)
        let graph = LogGraphBuilder.build(block, platform: .macOS).graph
        let sizes = graph.constraints.filter { $0.provenance.objectID == "0x1" }
        #expect(sizes.map(\.relation) == [.lessThanOrEqual, .greaterThanOrEqual])
        #expect(sizes.map(\.priority) == [250, 750])
        #expect(sizes.allSatisfy { $0.constant == 131 })
    }

    @Test("A scroll view's content size is a variable apart from its frame")
    func contentSizeVariable() throws {
        let text = "(\n\"<_UIScrollViewAutomaticContentSizeConstraint:0x1 UITableView:0x2.contentHeight{id: 28} == -32.000000>\",\n"
            + "\"<NSLayoutConstraint:0x3 UITableView:0x2.height == 300>\"\n)"
        let block = try #require(ConsoleLogScanner.scan(text).first)
        let graph = LogGraphBuilder.build(block, platform: .iOS).graph
        let items = Set(graph.constraints.map(\.firstItem))
        #expect(items.count == 2)
    }

    @Test("Whether the paste holds the start and the end of a list", arguments: [
        ("    \"<NSLayoutConstraint:0x1 UIView:0x2.width == 10   (active)>\",\n    \"<NSLayoutConstraint:0x3 UIView:0x2.left == 0>\"\n)\n", false, true),
        ("Unable to simultaneously satisfy constraints.\n(\n    \"<NSLayoutConstraint:0x1 UIView:0x2.width == 10   (active)>\",\n    \"<NSLayou", true, false),
        ("(\n    \"<NSLayoutConstraint:0x1 UIView:0x2.width == 10>\",\n    \"<NSLayoutConstraint:0x3 UIView:0x2.width == 20>\")", true, true),
        ("(\"<NSLayoutConstraint:0x1 UIView:0x2.width == 10>\",\n\"<NSLayoutConstraint:0x3 UIView:0x2.width == 20>\"\n\nWill attempt to recover by breaking constraint\n<NSLayoutConstraint:0x3 UIView:0x2.width == 20>", true, true),
    ])
    func listEnds(text: String, opened: Bool, closed: Bool) throws {
        let block = try #require(ConsoleLogScanner.scan(text).first)
        #expect(block.listOpened == opened)
        #expect(block.listClosed == closed)
    }

    @Test("A generic class's angle brackets do not end the description")
    func genericClasses() throws {
        let text = "(\n    \"<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& _UIHostingView<ModifiedContent<Card, _FrameLayout>>:0x2.width == 320   (active)>\",\n)"
        let constraint = try #require(ConsoleLogScanner.scan(text).first?.constraints.first)
        #expect(constraint.text.hasSuffix("(active)>"))
        #expect((try? constraint.equation.get())?.first.item.className == "_UIHostingView")
    }

    @Test("A redacted log is recognised as such")
    func redacted() throws {
        let found = try blocks("scanner-redacted.log")
        #expect(found.count == 1)
        #expect(found.first?.isRedacted == true && found.first?.constraints.isEmpty == true)
    }

    @Test("Timestamp and process prefixes of every vintage are removed")
    func prefixes() throws {
        let found = try blocks("scanner-prefixes.log")
        #expect(found.count == 4)
        #expect(found.allSatisfy { $0.kind == .unsatisfiable && $0.header?.hasPrefix("Unable to simultaneously") == true })
        #expect(found.map { $0.constraints.count } == [2, 2, 2, 2])
    }

    @Test("Line cleaning", arguments: [
        ("2016-09-04 20:43:03.447 TMDB[28304:3323822] Unable to", "Unable to"),
        ("2018-02-08 23:37:39.171851-0500 Tabs Style[303:26335] [LayoutConstraints] View has", "View has"),
        ("> > \\<NSLayoutConstraint:0x1 V:[UIView:0x2(3)]\\>", "<NSLayoutConstraint:0x1 V:[UIView:0x2(3)]>"),
        ("**\\* Terminating app", "*** Terminating app"),
        ("0x1a2b Default 0x0 812 0 Cards: (UIKitCore) [com.apple.UIKit:LayoutConstraints] Unable to", "Unable to"),
        ("label 'It couldn\\U2019t'", "label 'It couldn\\U2019t'"),
    ])
    func normalizesLines(raw: String, clean: String) {
        #expect(ConsoleLineNormalizer.normalize(raw).text == clean)
    }

    @Test("Every recognised header opens a message of its kind", arguments: [
        ("Unable to activate constraint with anchors <NSLayoutXAxisAnchor:0x1 \"UIView:0x2.centerX\"> and <NSLayoutXAxisAnchor:0x3 \"UIView:0x4.centerX\"> because they have no common ancestor.", LogBlockKind.noCommonAncestor),
        ("*** Terminating app due to uncaught exception 'NSGenericException', reason: 'Unable to install constraint on view.", .cannotInstall),
        ("Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.", .requiredPriorityChange),
        ("Warning once only: Detected a case where constraints ambiguously suggest a height of zero for a table view cell's content view.", .zeroHeightCell),
        ("reason: 'Unable to parse constraint format: ", .visualFormatSyntax),
        ("reason: 'UICollectionView (<UICollectionView 0x11883c800>) is stuck in its update/layout loop.", .collectionViewLoop),
        ("Changing the translatesAutoresizingMaskIntoConstraints property of the contentView of a UITableViewCell is not supported", .contentViewAutoresizing),
        ("reason: 'Impossible to set up layout with view hierarchy unprepared for constraint.'", .hierarchyNotPrepared),
        ("the behavior of the UICollectionViewFlowLayout is not defined because:", .flowLayoutItemSize),
        ("|   |   *UILabel:0x7fa2'Name'", .ambiguous),
    ])
    func headers(line: String, kind: LogBlockKind) {
        #expect(ConsoleLogScanner.scan("noise\n" + line + "\nmore noise").map(\.kind) == [kind])
    }

    @Test("Hostile text never crashes and finds nothing it should not", arguments: [
        "", "\n\n\n", String(repeating: "<", count: 10_000), String(repeating: "<NSLayoutConstraint:0x1 ", count: 500),
        "<NSLayoutConstraint:0x1 H:|-(8)-[", "Will attempt to recover by breaking constraint", "\u{0}\u{1}\u{FFFD}",
        String(repeating: "(", count: 5000) + "Unable to simultaneously satisfy constraints",
    ])
    func hostile(text: String) {
        for block in ConsoleLogScanner.scan(text) {
            for constraint in block.constraints { #expect(!constraint.text.isEmpty) }
        }
    }

    @Test("A cut-off description is reported with its position, not dropped")
    func cutOff() {
        let found = ConsoleLogScanner.scan("Unable to simultaneously satisfy constraints.\n(\n    \"<NSLayoutConstraint:0x1 UIView:0x2.width == 1")
        let constraint = found.first?.constraints.first
        #expect(constraint?.line == 3 && constraint?.column == 6)
        if case .failure(let problem)? = constraint?.equation {
            #expect(problem.message.contains("cut off"))
            #expect(problem.message.contains("read: first item UIView:0x2.width =="), "what survived is read: \(problem.message)")
        } else {
            Issue.record("expected a cut-off description")
        }
    }

    @Test("A description cut inside its identifier or its first item keeps only what is whole")
    func cutOffEarly() {
        let cases = [("\"<NSLayoutConstraint:0x1 '_UITemporaryLayoutWidth' UIView:0x2.wid", "read: identifier '_UITemporaryLayoutWidth'"),
                     ("\"<NSLayoutConstraint:0x1 'IB_Base", "cut off (no closing “>”)")]
        for (tail, words) in cases {
            let found = ConsoleLogScanner.scan("Unable to simultaneously satisfy constraints.\n(\n    " + tail)
            guard case .failure(let problem)? = found.first?.constraints.first?.equation else {
                Issue.record("expected a cut-off description for \(tail)")
                continue
            }
            #expect(problem.message.contains(words), "\(problem.message)")
            #expect(!problem.message.contains("first item"), "no half attribute is reported")
        }
    }
}
