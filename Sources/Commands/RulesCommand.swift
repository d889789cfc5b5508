import ArgumentKit
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Rules
import Spelling
import Readers

/// `layoutlint rules [ID]`: lists the rules, prints one, or writes their documentation.
enum RulesCommand {
    static let spec = CommandSpec(
        name: "rules",
        abstract: "List the rules, or describe one.",
        discussion: """
            Without ID, one line per rule: identifier, default severity and summary. With ID, \
            the rule's documentation: what it finds, why it matters, and examples. \
            --write-docs DIR writes every rule's page (DIR/<id>.md) and an index \
            (DIR/README.md); the repository's rules/ folder is generated this way.
            """,
        arguments: [ArgumentSpec(name: "id", help: "A rule identifier, such as unsatisfiable_constraints.", arity: .optional)],
        options: [OptionSpec(name: "write-docs", help: "Write the rule pages into this folder.")]
    )

    static func run(_ command: ParsedCommand) -> CommandOutput {
        let rules = RuleRegistry.all.map { $0.description }
        if let folder = command.value(of: "write-docs") {
            return writeDocs(rules, to: folder)
        }
        if let id = command.positional(of: "id") {
            guard let rule = rules.first(where: { $0.id == id }) else {
                return command.validationError("Unknown rule '\(id)'; 'layoutlint rules' lists them").output
            }
            return CommandOutput(standardOutput: RuleDocumentation.markdown(for: rule), exitCode: .success)
        }
        let width = rules.map(\.id.count).max() ?? 0
        let lines = rules.map { rule in
            TextColumns.padded(rule.id, to: width + 2)
                + TextColumns.padded(rule.defaultSeverity.rawValue, to: 9) + rule.summary
        }
        return CommandOutput(standardOutput: lines.joined(separator: "\n") + "\n", exitCode: .success)
    }

    static func writeDocs(_ rules: [RuleDescription], to folder: String) -> CommandOutput {
        let directory = URL(fileURLWithPath: folder, isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            for rule in rules {
                try AtomicFile.write(Data(RuleDocumentation.markdown(for: rule).utf8), to: directory.appendingPathComponent("\(rule.id).md").path)
            }
            try AtomicFile.write(Data(RuleDocumentation.index(rules).utf8), to: directory.appendingPathComponent("README.md").path)
        } catch {
            return CommandOutput(standardError: "\(folder): error: cannot write the rule pages: \(SystemErrorWords.describe(error))\n",
                                 exitCode: .failure)
        }
        return CommandOutput(standardOutput: "wrote \(rules.count) rule pages and README.md to \(folder)\n", exitCode: .success)
    }
}
