import ArgumentKit
import Configuration
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Readers

/// `layoutlint init [--force] [PATH]`: writes a starter `.layoutlint.json`.
enum InitCommand {
    static let spec = CommandSpec(
        name: "init",
        abstract: "Write a starter .layoutlint.json configuration.",
        discussion: """
            The file lists every rule with its default severity ("error", "warning"; set \
            "off" to turn one off) and empty "include" and "exclude" glob lists, so linting \
            with it gives the same results as without it. PATH is a folder (the file is \
            written there as .layoutlint.json) or a file name; it defaults to the current \
            folder. 'layoutlint lint' uses the .layoutlint.json nearest to each file, \
            looking in its folder and the folders above. Other keys: "only", "enable", \
            "disable" (lists of rule ids), "overrides" (rule keys for some files: \
            [{"files": ["Legacy/**"], "disable": ["ambiguous_layout"]}]), "suppress" \
            ([{"rule": …, "files": […], "ids": […]}]), "reporter", "strict", "minimumConfidence", "trustXcodeMarkers" and "limits"; \
            docs/configuration.md describes them all. \
            Exit codes: 0 written; 1 the file exists (without --force) or cannot be written.
            """,
        arguments: [ArgumentSpec(name: "path", help: "Where to write it (default: ./.layoutlint.json).", arity: .optional)],
        flags: [FlagSpec(name: "force", help: "Overwrite an existing file.")]
    )

    static func run(_ command: ParsedCommand) -> CommandOutput {
        let target = destination(command.positional(of: "path"))
        if FileManager.default.fileExists(atPath: target), !command.flag("force") {
            return CommandOutput(standardError: "\(target): error: the file already exists; pass --force to overwrite it\n",
                                 exitCode: .failure)
        }
        let text = StarterConfiguration.text
        do {
            try AtomicFile.write(Data(text.utf8), to: target)
        } catch {
            return CommandOutput(standardError: "\(target): error: cannot write the configuration: \(error.description)\n",
                                 exitCode: .failure)
        }
        return CommandOutput(standardOutput: "wrote \(target):\n" + text, exitCode: .success)
    }

    /// `path` itself, or `.layoutlint.json` inside it when it is a folder.
    static func destination(_ path: String?) -> String {
        guard let path else { return ConfigurationReader.fileName }
        if PathKind.of(path) == .directory {
            return path.hasSuffix("/") ? path + ConfigurationReader.fileName : path + "/" + ConfigurationReader.fileName
        }
        return path
    }
}
