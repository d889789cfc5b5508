import Testing
import ArgumentKit

@Suite("validationProblems() catches spec mistakes before users do")
struct SpecValidationTests {
    @Test("The sample tree is sound")
    func sampleIsSound() {
        #expect(Sample.root.validationProblems() == [])
    }

    @Test("Clashing, reserved and inconsistent declarations are each reported, in tree order")
    func problemsAreReported() {
        let broken = CommandSpec(name: "tool", arguments: [ArgumentSpec(name: "x")], subcommands: [
            CommandSpec(
                name: "run",
                version: "1",
                arguments: [
                    ArgumentSpec(name: "a", arity: .zeroOrMore),
                    ArgumentSpec(name: "b", arity: .oneOrMore),
                ],
                options: [
                    OptionSpec(name: "mode", shortName: "m", allowedValues: ["a"], defaultValue: "b"),
                    OptionSpec(name: "help"),
                ],
                flags: [FlagSpec(name: "mode", shortName: "m"), FlagSpec(name: "hidden", shortName: "h")]
            ),
            CommandSpec(name: "help"),
        ])
        #expect(broken.validationProblems() == [
            "tool: a command with subcommands cannot have positional arguments",
            "tool: subcommand 'help' is built in and cannot be declared",
            "tool run: only the root command can have a version",
            "tool run: '--mode' is declared more than once",
            "tool run: '--help' is built in and cannot be declared",
            "tool run: '-m' is declared more than once",
            "tool run: '-h' is built in and cannot be declared",
            "tool run: default 'b' of '--mode' is not one of its allowed values",
            "tool run: at most one positional argument can repeat",
        ])
    }
}
