import Testing
@testable import ArgumentKit

@Suite("Help text wraps at word boundaries within 80 columns")
struct TextWrappingTests {
    @Test("Lines break at the last space that fits, including the indent")
    func wrapsAtWordBoundaries() {
        #expect(TextWrapping.wrap("aaa bbb ccc", width: 7) == "aaa bbb\nccc")
        #expect(TextWrapping.wrap("aaa bbb ccc", width: 9, indent: 2) == "  aaa bbb\n  ccc")
    }

    @Test("Existing line breaks are kept and blank lines get no indent")
    func keepsParagraphs() {
        #expect(TextWrapping.wrap("one\n\ntwo", width: 80, indent: 4) == "    one\n\n    two")
    }

    @Test("A word longer than the line gets a line of its own")
    func longWords() {
        #expect(TextWrapping.wrap("a abcdefghij b", width: 5) == "a\nabcdefghij\nb")
    }
}
