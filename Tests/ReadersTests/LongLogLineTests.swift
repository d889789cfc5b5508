import Foundation
import Readers
import Testing

/// A paste that lost its line breaks holds many messages on one line; each is still a
/// message of its own, found with its columns in the line as pasted (and the scan stays
/// linear in the line's length: scripts/measure_reliability.sh measures it).
@Suite("Console logs: many messages on one line")
struct LongLogLineTests {
    static func message(_ number: Int) -> String {
        "Demo[1:2] [LayoutConstraints] Unable to simultaneously satisfy constraints. ( "
            + "\"<NSLayoutConstraint:0x\(number)01 UIView:0x\(number)a.width == 10   (active)>\", "
            + "\"<NSLayoutConstraint:0x\(number)02 UIView:0x\(number)a.width == 20   (active)>\" ) "
    }

    @Test("Three messages on one line are three blocks, each with its own two constraints")
    func threeMessagesOneLine() {
        let line = (1...3).map(Self.message).joined()
        let blocks = ConsoleLogScanner.scan("noise\n" + line + "\n")
        #expect(blocks.count == 3)
        #expect(blocks.map { $0.constraints.map(\.address) } == [["0x101", "0x102"], ["0x201", "0x202"], ["0x301", "0x302"]])
        #expect(blocks.allSatisfy { $0.line == 2 })
        // Columns count from the start of the pasted line, across the cut.
        let secondStart = Self.message(1).count
        let expected = secondStart + Self.message(2).distance(from: Self.message(2).startIndex, to: Self.message(2).firstIndex(of: "<")!) + 1
        #expect(blocks[1].constraints.first?.column == expected)
    }

    @Test("A line of a million spaces before a message is read like one with one space")
    func longIndentation() {
        let blocks = ConsoleLogScanner.scan(String(repeating: " ", count: 1_000_000) + Self.message(1))
        #expect(blocks.count == 1)
        #expect(blocks.first?.constraints.first?.column == 1_000_000 + 80)
    }
}
