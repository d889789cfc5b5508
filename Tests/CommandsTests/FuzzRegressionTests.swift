import ArgumentKit
@testable import Commands
import Foundation
import Testing

/// Every input that ever crashed, hung or blew the memory of a fuzz target (scripts/fuzz.sh)
/// is kept in `Fixtures/Fuzz/<target>/` and replayed here through the same code path the
/// target runs (`FuzzEntryPoint`): each command ends with a result or a located error —
/// had the trap come back, this test process would die with it.
@Suite("Inputs the fuzzers found are read cleanly")
struct FuzzRegressionTests {
    static let root = Fixture.packageRoot.appendingPathComponent("Fixtures/Fuzz")

    /// The saved inputs, as (target, file name).
    static var inputs: [(String, String)] {
        FuzzEntryPoint.allCases.flatMap { target in
            let folder = root.appendingPathComponent(target.rawValue).path
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            return names.filter { !$0.hasPrefix(".") && $0 != "README.md" }.sorted().map { (target.rawValue, $0) }
        }
    }

    @Test("The saved inputs are there (a move of the folder must not empty this suite)")
    func inputsExist() {
        #expect(Self.inputs.count >= 1)
    }

    @Test("Each saved input gives a result or a located error", arguments: inputs)
    func replays(target name: String, file: String) throws {
        let target = try #require(FuzzEntryPoint(rawValue: name))
        let data = try Data(contentsOf: Self.root.appendingPathComponent(name).appendingPathComponent(file))
        let folder = FuzzEntryPoint.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for output in target.run(data, in: folder) {
            #expect([ExitCode.success, .failure, .inputUnreadable].contains(output.exitCode),
                    "\(name)/\(file): exit \(output.exitCode.rawValue): \(output.standardError)")
            if output.exitCode == .inputUnreadable {
                // A located error: `path:line:column: error:` or `path: error:`, on either stream
                // (GitLab's Code Quality report calls it a "blocker" at the path and line).
                let text = output.standardError + output.standardOutput
                #expect(text.contains(folder.path) && (text.contains("error") || text.contains("\"blocker\"")), "\(name)/\(file): \(text)")
            }
        }
    }

    @Test("An IB file with a byte that is not UTF-8 in an attribute name is an error at that byte, not a trap in XMLParser")
    func invalidUTF8InAttributeName() throws {
        let folder = FuzzEntryPoint.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("bad.xib")
        try (Data(#"<?xml version="1.0" encoding="UTF-8"?>"#.utf8) + Data("\n<document a\u{1}=\"1\" p".utf8) + Data([0xDD])
            + Data(#"x="none"/>"#.utf8)).write(to: file)
        let output = layoutlint("lint", file.path)
        #expect(output.exitCode == .inputUnreadable)
        #expect(output.standardOutput.contains("\(file.path):2:19: error: invalid UTF-8 (byte 0xDD); Interface Builder files are UTF-8"),
                "\(output.standardOutput)")
    }

    @Test("A dump view that names itself as its superview is an error at that reference, not a trap")
    func viewIsItsOwnSuperview() throws {
        let folder = FuzzEntryPoint.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("self.json")
        try Data("""
            {"format": "layoutlint-dump", "version": 1, "platform": "ios", "views": [
             {"id": "root", "class": "UIView", "frame": [0, 0, 320, 480]},
             {"id": "label", "class": "UILabel", "superview": "label"}]}
            """.utf8).write(to: file)
        let output = layoutlint("solve", file.path)
        #expect(output.exitCode == .inputUnreadable)
        #expect(output.standardError.contains("\(file.path):3:51: error: $.views[1].superview: superview \"label\" is this item itself"),
                "\(output.standardError)")
    }
}

/// The shapes of the Interface Builder inputs the fuzzer found, written out: each is refused
/// before FoundationXML's `XMLParser` sees it, with the position of the offending bytes.
@Suite("Interface Builder bytes XMLParser must not see")
struct XMLParserGuardTests {
    @Test("Each is a located error", arguments: [
        ("processing instruction without text", Data(#"<?xml version="1.0" encoding="UTF-8"?>"#.utf8) + Data("\n<document><?x?></document>".utf8),
         "2:11: error: processing instructions ('<?…?>' after the XML declaration) are not allowed: Interface Builder never writes them"),
        ("a processing instruction in place of the declaration", Data("<?xmlinsets?>\n<document/>".utf8),
         "1:1: error: processing instructions ('<?…?>' after the XML declaration) are not allowed: Interface Builder never writes them"),
        ("UTF-16 with a byte-order mark", Data([0xFF, 0xFE]) + Data("<\0a\0/\0>\0".utf8),
         "1:1: error: the file is UTF-16 (it starts with the byte-order mark 0xFF); Interface Builder files are UTF-8: save it as UTF-8"),
        ("UTF-16 without one", Data("<\0?\0x\0?\0>\0".utf8),
         "1:2: error: a NUL byte (is the file UTF-16?); Interface Builder files are UTF-8 text"),
    ])
    func refused(_ what: String, _ bytes: Data, _ expected: String) throws {
        let folder = FuzzEntryPoint.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("bad.xib")
        try bytes.write(to: file)
        let output = layoutlint("lint", file.path)
        #expect(output.exitCode == .inputUnreadable, "\(what)")
        #expect(output.standardOutput.contains("\(file.path):\(expected)"), "\(what): \(output.standardOutput)")
    }
}
