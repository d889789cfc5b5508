import Testing
@testable import Spelling

/// Substring search without Foundation: the first occurrence, as `firstRange(of:)` finds it.
@Suite struct TextSearchTests {
    @Test("finds the first occurrence in ASCII text, at the start, the end, or not at all",
          arguments: [("Storyboard.XIB", "Storyboard"), ("com.apple.InterfaceBuilder3.Cocoa.XIB", ".Cocoa."),
                      ("x layoutlint:disable ambiguous_layout", "layoutlint:disable"), ("MacOSX", "MacOSX"),
                      ("MacOS", "MacOSX"), ("aab", "ab"), ("", "a"), ("abc", "")])
    func asciiMatchesTheStandardLibrary(text: String, needle: String) {
        let expected = needle.isEmpty ? nil : text.firstRange(of: needle)
        #expect(TextSearch.firstRange(of: needle, in: text) == expected)
        #expect(TextSearch.contains(needle, in: text) == (expected != nil))
    }

    @Test("searches other text by characters: a combining accent is part of the letter before it")
    func nonASCIIByCharacters() {
        #expect(TextSearch.contains("é", in: "café"))
        #expect(!TextSearch.contains("disable", in: "layoutlint:disable\u{301}"))
        #expect(TextSearch.firstRange(of: "layoutlint:disable", in: "ünï layoutlint:disable x") != nil)
    }
}
