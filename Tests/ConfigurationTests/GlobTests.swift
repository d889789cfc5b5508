@testable import Configuration
import Testing

@Suite("Glob: the path patterns of include, exclude, overrides and suppress")
struct GlobTests {
    func glob(_ pattern: String) throws -> Glob { try Glob(pattern) }

    @Test("* stays within a folder; ? is one character; both skip /")
    func starAndQuestionMark() throws {
        #expect(try glob("*.xib").matches("Main.xib"))
        #expect(try !glob("*.xib").matches("Screens/Main.xib"))
        #expect(try glob("Screens/*.xib").matches("Screens/Main.xib"))
        #expect(try glob("Ma?n.xib").matches("Main.xib"))
        #expect(try !glob("Ma?n.xib").matches("Man.xib"))
        #expect(try !glob("a?b").matches("a/b"))
    }

    @Test("** is any number of folders, including none")
    func globstar() throws {
        let legacy = try glob("**/Legacy*.xib")
        #expect(legacy.matches("LegacyCell.xib"))
        #expect(legacy.matches("A/B/LegacyCell.xib"))
        #expect(!legacy.matches("A/B/NewCell.xib"))
        #expect(try glob("Legacy/**").matches("Legacy/A/B.xib"))
        #expect(try glob("A/**/z.json").matches("A/z.json"))
        #expect(try glob("A/**/z.json").matches("A/b/c/z.json"))
        #expect(try !glob("A/**/z.json").matches("B/z.json"))
    }

    @Test("[abc], [a-z] and [!abc] match one character of a set")
    func sets() throws {
        #expect(try glob("[ab].xib").matches("a.xib"))
        #expect(try !glob("[ab].xib").matches("c.xib"))
        #expect(try glob("[a-c]x").matches("bx"))
        #expect(try glob("[!a-c]x").matches("dx"))
        #expect(try !glob("[^a-c]x").matches("ax"))
        #expect(try glob("[]]").matches("]"))
    }

    @Test("a pattern that matches a folder matches everything in it; ./ and \\ escapes")
    func foldersAndEscapes() throws {
        #expect(try glob("Pods").matches("Pods/A/B.xib"))
        #expect(try !glob("Pods").matches("Podsfile.xib"))
        #expect(try glob("./Pods/*").matches("Pods/x"))
        #expect(try glob("a\\*b").matches("a*b"))
        #expect(try !glob("a\\*b").matches("axb"))
    }

    @Test("mistakes are errors that say what and where", arguments: [
        ("Legacy/[ab", "the '[' at character 8 is not closed by ']'"),
        ("", "an empty pattern matches nothing"),
        ("/abs/*.xib", "patterns are relative to the configuration file's folder; remove the leading '/'"),
        ("a**b", "'**' at character 2 must be a whole path component, as in '**/x' or 'x/**'"),
        ("[z-a]", "the range 'z-a' at character 2 is reversed"),
        ("tail\\", "'\\' at character 5 escapes nothing"),
    ])
    func problems(pattern: String, message: String) {
        #expect(throws: Glob.Problem(message: message)) { try Glob(pattern) }
    }
}
