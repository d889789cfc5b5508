import Foundation
import Testing
@testable import Spelling

/// The text helpers that stand in for Foundation's `NSString` methods (not loaded by
/// layoutlint on Linux) give what those methods give.
@Suite("Text helpers without Foundation agree with Foundation")
struct TextHelpersTests {
    @Test("the last occurrence, as range(of:options: .backwards) finds it",
          arguments: [("a:0x1:0x2", ":0x"), ("Hug: 250 Hug: 750", " Hug:"), ("aaa", "aa"), ("abc", "x"), ("", "a"), ("abc", "")])
    func lastRange(text: String, needle: String) {
        let expected = needle.isEmpty ? nil : text.range(of: needle, options: .backwards)
        #expect(TextSearch.lastRange(of: needle, in: text) == expected)
    }

    @Test("blanks trimmed as .whitespaces and .whitespacesAndNewlines trim them",
          arguments: ["  a b  ", "\t x\t", "\n a \n", "", "   ", "\u{00A0}x\u{2003}", "a\r\n", "é "])
    func trimmed(text: String) {
        #expect(TextSearch.trimmed(text) == text.trimmingCharacters(in: .whitespaces))
        #expect(TextSearch.trimmed(text, newlines: true) == text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    @Test("columns padded with spaces or cut, as padding(toLength:withPad:startingAt:) does",
          arguments: [("id", 6), ("warning", 9), ("exactly", 7), ("too long here", 4), ("", 3), ("≥ 200", 8)])
    func padded(text: String, width: Int) {
        #expect(TextColumns.padded(text, to: width) == text.padding(toLength: width, withPad: " ", startingAt: 0))
    }
}
