import Foundation
import Readers
import Testing

@Suite struct SourceLexerTests {
    func tokens(_ text: String, _ language: SourceLanguage = .swift) throws -> [SourceToken] {
        try SourceLexer.tokens(of: Data(text.utf8), file: "t.swift", language: language)
    }

    @Test func literalsAndCommentsHideWhatLooksLikeCode() throws {
        let found = try SourceLexer.tokens(of: Fixtures.data("Source/Literals.swift"), file: "Literals.swift", language: .swift)
        let words = Set(found.filter { $0.kind == .identifier }.map(\.text))
        // Inside strings and comments: never tokens.
        for hidden in ["quoted", "nested", "interpolation", "string", "quotes", "backslash", "no", "here"] {
            #expect(!words.contains(hidden), "\(hidden) leaked out of a literal or comment")
        }
        let strings = found.filter { $0.kind == .string }
        #expect(strings.first?.text == "a \"quoted\" word and a \\ backslash")
        #expect(strings.contains { $0.text == "a raw \"string\" with \\(no) interpolation" && !$0.isInterpolated })
        #expect(strings.filter(\.isInterpolated).count == 4)
        let numbers = found.filter { $0.kind == .number }.compactMap(\.number)
        #expect(numbers == [1000, 31, 10, 15, 1500, 16, 2.25, 15])
        #expect(found.contains { $0.kind == .directive && $0.text == "#if" })
        #expect(found.contains { $0.kind == .attribute && $0.text == "@available" })
    }

    @Test func everyTokenKnowsItsLineAndColumn() throws {
        let found = try tokens("let a = 1\n  /* é */ view.topAnchor")
        #expect(found.map { "\($0.line):\($0.column)" } == ["1:1", "1:5", "1:7", "1:9", "2:11", "2:15", "2:16"])
        #expect(found[4].startsLine && !found[5].startsLine)
    }

    @Test func operatorsStopBeforeOptionalChainingAndComments() throws {
        let found = try tokens("view?.top != nil//x\na! == b")
        #expect(found.map(\.text) == ["view", "?", ".", "top", "!=", "nil", "a", "!", "==", "b"])
    }

    @Test(arguments: [
        ("let s = \"open", 1, 9, "unterminated string literal"),
        ("let s = \"\"\"\nno end", 1, 9, "unterminated string literal"),
        ("/* a /* b */", 1, 1, "unterminated /* comment"),
        ("let s = \"\\(a + \"b)\"", 1, 11, "unterminated string interpolation"),
        ("let s = #\"raw\"", 1, 9, "unterminated string literal"),
    ])
    func unterminatedInputIsALocatedError(_ text: String, _ line: Int, _ column: Int, _ message: String) throws {
        #expect(throws: ReaderError.self) { try self.tokens(text) }
        do {
            _ = try tokens(text)
        } catch let error as ReaderError {
            #expect(error.kind == .malformedSource)
            #expect(error.line == line && error.column == column, "\(error)")
            #expect(error.message.hasPrefix(message), "\(error)")
        }
    }

    @Test func invalidUTF8IsALocatedError() {
        var bytes = Array("let a = 1\nlet b = ".utf8)
        bytes += [0xC3, 0x28]
        do {
            _ = try SourceLexer.tokens(of: Data(bytes), file: "bad.swift", language: .swift)
            Issue.record("invalid UTF-8 was accepted")
        } catch {
            #expect(error.line == 2 && error.column == 9)
            #expect(error.description == "bad.swift:2:9: error: the file is not valid UTF-8 text")
        }
    }

    @Test func objectiveCBlockCommentsDoNotNestAndDirectivesTakeTheLine() throws {
        let found = try tokens("#import <UIKit/UIKit.h>\n/* a /* b */ x @\"s\" @[ @10 'c'", .objectiveC)
        #expect(found.map(\.kind) == [.directive, .identifier, .string, .punctuation, .number, .number])
        #expect(found[4].number == 10)
    }
}
