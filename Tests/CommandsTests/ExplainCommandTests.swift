import ArgumentKit
import Commands
import Foundation
import Testing

/// What `layoutlint explain --format json` must say about one hand-written conflict.
struct ExpectedDiagnosis: Sendable, CustomTestStringConvertible {
    var fixture: String
    var verdict: String
    var conflict: [String]
    var broken: String?
    var suggested: String?
    var rootCause: String
    /// Words the arithmetic must contain (the numbers that prove the conflict).
    var arithmetic: String?
    var testDescription: String { fixture }
}

/// The blocks of `layoutlint explain --format json FILE`, parsed with Foundation.
func explainJSON(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [[String: Any]] {
    let output = Layoutlint.main(["explain", "--format", "json", path])
    #expect(output.exitCode == .success, sourceLocation: sourceLocation)
    let parsed = try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8))
    return try #require(parsed as? [[String: Any]], sourceLocation: sourceLocation)
}

@Suite("layoutlint explain: console logs in, diagnoses out")
struct ExplainCommandTests {
    static let cases: [ExpectedDiagnosis] = [
        ExpectedDiagnosis(fixture: "autoresizing-mask", verdict: "confirmed", conflict: ["0x6000001", "0x6000002"],
                          broken: "0x6000001", suggested: "0x6000001", rootCause: "autoresizing-mask", arithmetic: "fix UILabel'Hello'.leading − UIView:0x7f00.leading = 0"),
        ExpectedDiagnosis(fixture: "container-size", verdict: "confirmed", conflict: ["0x60000c1", "0x60000c2", "0x60000c3", "0x60000c4"],
                          broken: "0x60000c1", suggested: "0x60000c1", rootCause: "container-size", arithmetic: "fix NSTextField:0x7fc1.width = 136"),
        ExpectedDiagnosis(fixture: "minx-names", verdict: "confirmed", conflict: ["0x60000b1", "0x60000b2"],
                          broken: nil, suggested: "0x60000b1", rootCause: "autoresizing-mask", arithmetic: nil),
        ExpectedDiagnosis(fixture: "cell-encapsulated-size", verdict: "confirmed",
                          conflict: ["0x6000011", "0x6000012", "0x6000013", "0x6000014"], broken: "0x6000012",
                          suggested: "0x6000012", rootCause: "cell-encapsulated-size", arithmetic: "fix UIImageView:0x7f11.height = 20"),
        ExpectedDiagnosis(fixture: "zero-size-container", verdict: "confirmed", conflict: ["0x6000021", "0x6000022", "0x6000023"],
                          broken: "0x6000022", suggested: "0x6000022", rootCause: "zero-size-container", arithmetic: "needs exactly -16"),
        ExpectedDiagnosis(fixture: "measuring-target", verdict: "confirmed", conflict: ["0x6000171", "0x6000172", "0x6000173"],
                          broken: "0x6000172", suggested: "0x6000173", rootCause: "zero-size-container", arithmetic: "needs exactly 0"),
        ExpectedDiagnosis(fixture: "measuring-target-unnamed", verdict: "confirmed", conflict: ["0x6000181", "0x6000182"],
                          broken: "0x6000181", suggested: "0x6000182", rootCause: "zero-size-container", arithmetic: "fix UITableViewCellContentView:0x7f181.width = 375"),
        ExpectedDiagnosis(fixture: "osx-lion-form", verdict: "confirmed", conflict: ["0x400191a20", "0x400191d80", "0x400191ea0", "0x400191fc0"],
                          broken: "0x400191ea0", suggested: "0x400191ea0", rootCause: "container-size", arithmetic: "fix NSButton'Archive'.width = 100"),
        ExpectedDiagnosis(fixture: "null-attribute", verdict: "confirmed", conflict: ["0x6000193", "0x6000194", "0x6000195", "0x6000196"],
                          broken: "0x6000195", suggested: "0x6000195", rootCause: "required-conflict", arithmetic: "fix UILabel'Title'.height = 24"),
        ExpectedDiagnosis(fixture: "stack-view", verdict: "confirmed", conflict: ["0x6000031", "0x6000032"], broken: "0x6000031",
                          suggested: "0x6000031", rootCause: "stack-view", arithmetic: "fix UIButton'More'.height = 0"),
        ExpectedDiagnosis(fixture: "stale-duplicate", verdict: "confirmed", conflict: ["0x6000041", "0x6000042"], broken: "0x6000041",
                          suggested: "0x6000042", rootCause: "stale-duplicate", arithmetic: "fix UIView:0x7f41.height = 200"),
        ExpectedDiagnosis(fixture: "required-conflict", verdict: "confirmed",
                          conflict: ["0x6000051", "0x6000052", "0x6000053", "0x6000054"], broken: "0x6000051",
                          suggested: "0x6000051", rootCause: "required-conflict", arithmetic: "fix UILabel'Price'.width = 98; `UILabel'Price'.width >= 120` needs at least 120"),
        ExpectedDiagnosis(fixture: "system-internal", verdict: "confirmed",
                          conflict: ["0x6000061", "0x6000062", "0x6000063", "0x6000064"], broken: "0x6000063",
                          suggested: "0x6000063", rootCause: "system-internal", arithmetic: nil),
        ExpectedDiagnosis(fixture: "system-internal-panel", verdict: "confirmed", conflict: ["0x6000161", "0x6000163", "0x6000165"],
                          broken: "0x6000165", suggested: "0x6000161", rootCause: "system-internal", arithmetic: nil),
        ExpectedDiagnosis(fixture: "toolbar", verdict: "confirmed", conflict: ["0x600061", "0x600062", "0x600063", "0x600064"],
                          broken: "0x600063", suggested: "0x600063", rootCause: "toolbar", arithmetic: nil),
        ExpectedDiagnosis(fixture: "keyboard", verdict: "confirmed", conflict: ["0x6000121", "0x6000122", "0x6000123", "0x6000124"],
                          broken: "0x6000124", suggested: "0x6000124", rootCause: "keyboard", arithmetic: nil),
        ExpectedDiagnosis(fixture: "keyboard-input-view", verdict: "confirmed", conflict: ["0x6000131", "0x6000132"],
                          broken: "0x6000131", suggested: "0x6000131", rootCause: "keyboard", arithmetic: "fix UIInputView:0x7f131.height = 260"),
        ExpectedDiagnosis(fixture: "navigation-bar", verdict: "confirmed", conflict: ["0x6000141", "0x6000142", "0x6000143", "0x6000144"],
                          broken: "0x6000141", suggested: "0x6000141", rootCause: "navigation-bar", arithmetic: nil),
        ExpectedDiagnosis(fixture: "split-view", verdict: "confirmed",
                          conflict: ["0x6000151", "0x6000153", "0x6000155", "0x6000156", "0x6000158", "0x6000159"],
                          broken: "0x6000156", suggested: "0x6000156", rootCause: "split-view", arithmetic: "fix NSTableView:0x6000157.width = 120"),
        ExpectedDiagnosis(fixture: "appkit-stack-edge", verdict: "confirmed", conflict: ["0x600002161310", "0x600002161400"],
                          broken: "0x600002161400", suggested: "0x600002161400", rootCause: "stack-view", arithmetic: "needs exactly -10"),
        ExpectedDiagnosis(fixture: "negative-size", verdict: "confirmed", conflict: ["0x6000071"], broken: "0x6000071",
                          suggested: "0x6000071", rootCause: "negative-size", arithmetic: "needs exactly -16"),
        ExpectedDiagnosis(fixture: "layout-margins", verdict: "confirmed",
                          conflict: ["0x6000081", "0x6000082", "0x6000083", "0x6000084", "0x6000085"], broken: nil,
                          suggested: "0x6000084", rootCause: "layout-margins", arithmetic: "fix UILabel:0x7f81.width = 280"),
        ExpectedDiagnosis(fixture: "not-reproduced", verdict: "not-reproduced", conflict: [], broken: "0x6000092", suggested: nil,
                          rootCause: "incomplete-list", arithmetic: nil),
        ExpectedDiagnosis(fixture: "unparsed-member", verdict: "not-reproduced", conflict: [], broken: nil, suggested: nil,
                          rootCause: "incomplete-list", arithmetic: nil),
    ]

    @Test("Each conflict: the minimal set, UIKit's choice and ours, the root cause and the numbers", arguments: cases)
    func diagnoses(_ expected: ExpectedDiagnosis) throws {
        let blocks = try explainJSON(Fixture.path("explain/\(expected.fixture).log"))
        let block = try #require(blocks.first)
        #expect(blocks.count == 1)
        #expect(block["kind"] as? String == "unsatisfiable")
        #expect(block["verdict"] as? String == expected.verdict)
        #expect(block["conflict"] as? [String] == expected.conflict)
        #expect(block["broken"] as? String == expected.broken)
        #expect(block["suggested"] as? String == expected.suggested)
        #expect(block["rootCause"] as? String == expected.rootCause)
        if let words = expected.arithmetic {
            let arithmetic = try #require(block["arithmetic"] as? String)
            #expect(arithmetic.contains(words), "\(arithmetic)")
        }
        #expect((block["fix"] as? String)?.isEmpty == false)
        #expect((block["explanation"] as? String)?.isEmpty == false)
        let constraints = try #require(block["constraints"] as? [[String: Any]])
        for constraint in constraints {
            #expect(constraint["address"] is String && constraint["text"] is String)
            #expect((constraint["equation"] is String) != (constraint["error"] is String), "exactly one of equation and error")
        }
    }

    @Test("Autoresizing positions printed as (null) are read and said to take no part, not reported unreadable")
    func nullAttributes() throws {
        let block = try #require(try explainJSON(Fixture.path("explain/null-attribute.log")).first)
        let constraints = try #require(block["constraints"] as? [[String: Any]])
        let unnamed = constraints.filter { ($0["text"] as? String)?.contains(".(null)") == true }
        #expect(unnamed.count == 2)
        for constraint in unnamed {
            #expect(constraint["error"] == nil)
            #expect((constraint["equation"] as? String)?.hasSuffix(".(null) == 0") == true || (constraint["equation"] as? String)?.hasSuffix(".(null) == 12") == true)
            #expect((constraint["origin"] as? String)?.contains("takes no part in the solve") == true)
        }
    }

    @Test("A conflict the printed list does not reproduce names the quantity the log leaves out and the values that make it conflict",
          arguments: [
              ("unshown-boundary", ["only on their boundary", "height >= 60", "height == 60", "printing precision"]),
              ("unshown-margin", ["layout margins of UIView:0x7ff1", "more than 10 pt"]),
              ("unshown-system-spacing", ["system spacing of UIView:0x7f102.top >= UIView:0x7f101.bottom + 8", "more than 20 pt"]),
          ])
    func unshownQuantity(fixture: String, words: [String]) throws {
        let block = try #require(try explainJSON(Fixture.path("explain/\(fixture).log")).first)
        #expect(block["verdict"] as? String == "not-reproduced")
        let unshown = try #require(block["unshown"] as? String)
        for word in words { #expect(unshown.contains(word), "\(unshown)") }
        #expect((block["explanation"] as? String)?.contains(unshown) == true)
    }

    @Test("The keyboard's own conflicts are UIKit's; a custom input view's are the app's")
    func keyboardOwnership() throws {
        let system = try #require(try explainJSON(Fixture.path("explain/keyboard.log")).first)
        #expect((system["explanation"] as? String)?.contains("Only the keyboard's own views take part") == true)
        let custom = try #require(try explainJSON(Fixture.path("explain/keyboard-input-view.log")).first)
        #expect((custom["explanation"] as? String)?.contains("A view of yours sits in the keyboard's input host") == true)
        #expect((custom["fix"] as? String)?.contains("999") == true)
    }

    @Test("An AppKit log is told in AppKit's words: AppKit listed and broke the constraints, and its stack edge names what it keeps")
    func appKitWording() {
        let mac = Layoutlint.main(["explain", Fixture.path("explain/appkit-stack-edge.log")]).standardOutput
        #expect(mac.contains("All 2 constraints AppKit listed are needed to produce the conflict."), "\(mac)")
        #expect(mac.contains("AppKit broke the same constraint we would."))
        #expect(mac.contains("(generated by NSStackView: keeps an arranged view inside the stack's leading edge ('NSStackView.Edge.Leading'))"))
        #expect(mac.contains("← AppKit broke this"))
        #expect(mac.contains("  AppKit broke: NSButton:0x101f5f8c0.leading == NSStackView:0x103b434b0.leading - 10"))
        #expect(!mac.contains("UIKit"))
        let html = Layoutlint.main(["explain", "--format", "html", Fixture.path("explain/appkit-stack-edge.log")]).standardOutput
        #expect(html.contains("AppKit broke this") && !html.contains("UIKit"))
        let mask = Layoutlint.main(["explain", Fixture.path("explain/osx-lion-form.log")]).standardOutput
        #expect(!mask.contains("UIKit"), "\(mask)")
        let ios = Layoutlint.main(["explain", Fixture.path("explain/stack-view.log")]).standardOutput
        #expect(ios.contains("UIKit broke") && !ios.contains("AppKit"))
    }

    @Test("A list the paste cut says where it was cut", arguments: [
        ("    \"<NSLayoutConstraint:0x1 UIView:0x2.width == 10   (active)>\"\n)\n", "the paste starts inside the list"),
        ("Unable to simultaneously satisfy constraints.\n(\n    \"<NSLayoutConstraint:0x1 UIView:0x2.width == 10   (active)>\",\n", "the paste ends inside the list"),
        ("Unable to simultaneously satisfy constraints.\n(\n    \"<NSLayoutConstraint:0x1 UIView:0x2.width == 10   (active)>\",\n    \"<NSLayoutConstraint:0x3 UIView:0x2.width == 2",
         "The paste ends in the middle of a description"),
    ])
    func cutLists(text: String, words: String) throws {
        let output = Layoutlint.main(["explain", "--format", "json", "-"], standardInput: { Data(text.utf8) })
        let blocks = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [[String: Any]])
        let explanation = try #require(blocks.first?["explanation"] as? String)
        #expect(explanation.contains(words), "\(explanation)")
    }

    @Test("An app on Flutter, React Native or SwiftUI is told where its constraints come from", arguments: [
        ("host-flutter", "This is a Flutter app", "toolbar"),
        ("host-react-native", "This is a React Native app", "cell-encapsulated-size"),
        ("host-swiftui", "SwiftUI hosts these views", "container-size"),
    ])
    func hostFrameworks(fixture: String, words: String, rootCause: String) throws {
        let block = try #require(try explainJSON(Fixture.path("explain/\(fixture).log")).first)
        #expect(block["verdict"] as? String == "confirmed")
        #expect(block["rootCause"] as? String == rootCause)
        #expect((block["explanation"] as? String)?.contains(words) == true)
        let others = ["This is a Flutter app", "This is a React Native app", "SwiftUI hosts these views"].filter { $0 != words }
        #expect(others.allSatisfy { (block["explanation"] as? String)?.contains($0) == false })
    }

    @Test("A list that holds with room to spare names no unshown quantity")
    func nothingUnshown() throws {
        let block = try #require(try explainJSON(Fixture.path("explain/not-reproduced.log")).first)
        #expect(block["unshown"] is NSNull)
    }

    @Test("UIKit's broken constraint and ours are compared")
    func agreement() throws {
        let agreeing = try #require(try explainJSON(Fixture.path("explain/required-conflict.log")).first)
        #expect(agreeing["agreesWithUIKit"] as? Bool == true)
        let differing = try #require(try explainJSON(Fixture.path("explain/stale-duplicate.log")).first)
        #expect(differing["agreesWithUIKit"] as? Bool == false)
        let unknown = try #require(try explainJSON(Fixture.path("explain/layout-margins.log")).first)
        #expect(unknown["agreesWithUIKit"] is NSNull)
    }

    @Test("A constraint that cannot be parsed is reported with its text and position")
    func unparsedConstraint() throws {
        let block = try #require(try explainJSON(Fixture.path("explain/unparsed-member.log")).first)
        let constraints = try #require(block["constraints"] as? [[String: Any]])
        let broken = try #require(constraints.first { $0["error"] != nil })
        #expect(broken["address"] as? String == "0x60000a2")
        #expect(broken["line"] as? Int == 5 && broken["column"] as? Int == 6)
        let text = Layoutlint.main(["explain", Fixture.path("explain/unparsed-member.log")]).standardOutput
        #expect(text.contains("line 5:6: could not parse: the first item and attribute are missing"))
    }

    @Test("The text report names the set, the break, the numbers and the fix")
    func textReport() throws {
        let output = Layoutlint.main(["explain", Fixture.path("explain/required-conflict.log")])
        #expect(output.exitCode == .success)
        let text = output.standardOutput
        #expect(text.contains("required-conflict.log:1-12: unsatisfiable constraints (confirmed) [required-conflict]"))
        #expect(text.contains("Only 4 of the 5 constraints UIKit listed are needed"))
        #expect(text.contains("line 4: UILabel'Price'.width >= 120  ← UIKit broke this; break this"))
        #expect(text.contains("Why: the other constraints fix UILabel'Price'.width = 98"))
        #expect(text.contains("Fix: Lower the priority of `UILabel'Price'.width >= 120` to 999"))
    }

    @Test("Reads standard input with '-' or no file")
    func standardInput() throws {
        let log = try Data(contentsOf: URL(fileURLWithPath: Fixture.path("explain/negative-size.log")))
        for arguments in [["explain", "-"], ["explain"]] {
            let output = Layoutlint.main(arguments, standardInput: { log })
            #expect(output.exitCode == .success)
            #expect(output.standardOutput.hasPrefix("<stdin>:1-8: unsatisfiable constraints (confirmed) [negative-size]"))
        }
    }

    @Test("Other messages are recognised and explained with a fix")
    func otherMessages() throws {
        let blocks = try explainJSON(Fixture.path("explain/other-messages.log"))
        #expect(blocks.map { $0["kind"] as? String } == ["ambiguous", "feedback-loop", "collection-view-loop", "no-common-ancestor",
                                                        "cannot-install", "hierarchy-not-prepared", "required-priority-change",
                                                        "zero-height-cell", "vfl-syntax", "layout-subviews-super",
                                                        "content-view-autoresizing", "flow-layout-item-size", "unsatisfiable"])
        for block in blocks {
            #expect((block["fix"] as? String)?.isEmpty == false, "\(block["kind"] ?? "")")
            #expect((block["explanation"] as? String)?.isEmpty == false, "\(block["kind"] ?? "")")
        }
        let ambiguity = blocks[0]["explanation"] as? String ?? ""
        #expect(ambiguity.contains("UILabel 'Subtitle' (0x7fc1): nothing fixes its horizontal position"))
        #expect(ambiguity.contains("UIView (0x7fc3): nothing fixes its height"))
        #expect(!ambiguity.contains("UILabel 'Subtitle' (0x7fc1): nothing fixes its horizontal position (leading, trailing or centerX); nothing fixes its height"),
                "a label has an intrinsic size the log does not print")
        #expect(ambiguity.contains("its height is not settled, although it has an intrinsic content size the log does not print"))
        #expect((blocks[2]["explanation"] as? String ?? "").contains("FeedCollectionView (0x7fc9)"))
        #expect(blocks[12]["verdict"] as? String == "redacted" && blocks[12]["rootCause"] as? String == "redacted-log")
    }

    @Test("A view-hierarchy trace pasted without its header and without AMBIGUOUS rows is an ambiguity message that says so")
    func traceWithoutMarks() throws {
        let trace = "|   |   •MyApp.HeaderView:0x7fd1\n|   |   |   *UILabel:0x7fd2'Title'\n|   |   |   *UIView:0x7fd3\n"
        let output = Layoutlint.main(["explain", "--format", "json", "-"], standardInput: { Data(trace.utf8) })
        let blocks = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [[String: Any]])
        #expect(blocks.map { $0["kind"] as? String } == ["ambiguous"])
        #expect((blocks.first?["explanation"] as? String)?.contains("no view is marked AMBIGUOUS LAYOUT") == true)
        #expect((blocks.first?["fix"] as? String)?.contains("Paste the whole trace") == true)
    }

    @Test("Nothing to explain is exit 1; an unreadable file is exit 2 with its name")
    func exitCodes() {
        let none = Layoutlint.main(["explain", "-"], standardInput: { Data("just some app output\n".utf8) })
        #expect(none.exitCode == .failure)
        #expect(none.standardOutput == "No Auto Layout messages found in <stdin>.\n")
        let missing = Layoutlint.main(["explain", "/no/such/file.log"])
        #expect(missing.exitCode == .inputUnreadable)
        #expect(missing.standardError == "Error: /no/such/file.log: cannot read file: no such file\n")
        let folder = Layoutlint.main(["explain", Fixture.path("explain")])
        #expect(folder.exitCode == .inputUnreadable)
    }

    @Test("--max-file-size and --max-line-length hold at their edges; a FIFO is refused, not waited on")
    func inputLimits() throws {
        let path = Fixture.path("explain/zero-size-container.log")
        let size = try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
        #expect(Layoutlint.main(["explain", "--max-file-size", "\(size)", path]).exitCode == .success)
        let tooLarge = Layoutlint.main(["explain", "--max-file-size", "\(size - 1)", path])
        #expect(tooLarge.exitCode == .inputUnreadable)
        #expect(tooLarge.standardError.contains("the file is \(size) bytes, more than the limit of \(size - 1) (raise it with --max-file-size)"))
        let longest = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(\.utf8.count).max() ?? 0
        #expect(Layoutlint.main(["explain", "--max-line-length", "\(longest)", path]).exitCode == .success)
        let tooLong = Layoutlint.main(["explain", "--max-line-length", "\(longest - 1)", path])
        #expect(tooLong.exitCode == .inputUnreadable)
        #expect(tooLong.standardError.contains("more than the limit of \(longest - 1) (raise it with --max-line-length)"))
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("pipe.log").path
        try #require(mkfifo(fifo, 0o600) == 0)
        let piped = Layoutlint.main(["explain", fifo])
        #expect(piped.exitCode == .inputUnreadable)
        #expect(piped.standardError.contains("it is a FIFO (named pipe), not a regular file"))
    }

    @Test("A message that lists no constraints is not called redacted unless the log redacted it")
    func emptyAgainstRedacted() {
        let header = Layoutlint.main(["explain", "-"], standardInput: { Data("Unable to simultaneously satisfy constraints.\n".utf8) })
        #expect(header.standardOutput.contains("unsatisfiable constraints (no constraints listed)"))
        let redacted = Layoutlint.main(["explain", "-"], standardInput: {
            Data("[LayoutConstraints] Unable to simultaneously satisfy constraints:\n<private>\n".utf8)
        })
        #expect(redacted.standardOutput.contains("unsatisfiable constraints (redacted log)"), "\(redacted.standardOutput)")
    }

    @Test("Hostile bytes never crash: invalid UTF-8, UTF-16 with a byte-order mark, NUL bytes, one huge line")
    func hostileInput() throws {
        let log = try Data(contentsOf: URL(fileURLWithPath: Fixture.path("explain/negative-size.log")))
        var utf16 = Data([0xFF, 0xFE])
        for unit in String(decoding: log, as: UTF8.self).utf16 { utf16.append(contentsOf: [UInt8(unit & 0xFF), UInt8(unit >> 8)]) }
        #expect(Layoutlint.main(["explain"], standardInput: { utf16 }).standardOutput.contains("[negative-size]"))
        let inputs = [Data([0xC3, 0x28, 0xFF, 0x00, 0x0A]) + log, Data(repeating: 0, count: 4096),
                      Data(String(repeating: "<NSLayoutConstraint:0x1 H:|-(8)-[", count: 20_000).utf8)]
        for input in inputs {
            let output = Layoutlint.main(["explain", "--format", "json"], standardInput: { input })
            #expect(output.exitCode == .success || output.exitCode == .failure)
            #expect((try? JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8))) != nil)
        }
    }

    @Test("The same log gives the same bytes, and shuffling the list does not change the diagnosis")
    func deterministic() throws {
        let path = Fixture.path("explain/required-conflict.log")
        let first = Layoutlint.main(["explain", "--format", "json", path]).standardOutput
        #expect(Layoutlint.main(["explain", "--format", "json", path]).standardOutput == first)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var lines = text.components(separatedBy: "\n")
        let listed = lines.indices.filter { lines[$0].contains("\"<NSLayoutConstraint") }
        let reversed = listed.map { lines[$0] }.reversed().map { $0.hasSuffix(",") ? $0 : $0 + "," }
        for (index, line) in zip(listed, reversed) { lines[index] = line }
        if let last = listed.last, lines[last].hasSuffix(",") { lines[last].removeLast() }
        let output = Layoutlint.main(["explain", "--format", "json"], standardInput: { Data(lines.joined(separator: "\n").utf8) })
        let block = try #require((try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [[String: Any]])?.first)
        #expect(Set(block["conflict"] as? [String] ?? []) == ["0x6000051", "0x6000052", "0x6000053", "0x6000054"])
        #expect(block["suggested"] as? String == "0x6000051")
    }

    @Test("--help documents the command, its formats and exit codes")
    func help() {
        let output = Layoutlint.main(["explain", "--help"])
        #expect(output.exitCode == .success)
        #expect(output.standardOutput.contains("USAGE: layoutlint explain [--format <format>] [--max-file-size <bytes>] [--max-line-length <bytes>] [--source <dir>] [<file>]"))
        #expect(output.standardOutput.contains("(values: text, json, html; default:"))
        #expect(output.standardOutput.contains("1 no Auto Layout message found"))
        #expect(output.standardOutput.contains("pbpaste | layoutlint explain"))
    }
}
