import ArgumentKit
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Spelling
import Configuration
import Readers

/// `layoutlint install-hook`: a plain git pre-commit hook that runs `layoutlint lint
/// --staged`, installed without clobbering a hook that is already there, and removable.
enum InstallHookCommand {
    static let spec = CommandSpec(
        name: "install-hook",
        abstract: "Install a git pre-commit hook that lints the staged layout files.",
        discussion: """
            Writes the repository's pre-commit hook (in core.hooksPath when set, else \
            .git/hooks) so that every commit runs 'layoutlint lint --staged': the staged \
            .xib, .storyboard, layout dump and Swift/Objective-C source files are linted as they will be committed, \
            and the commit is refused when there are errors. An existing hook is kept: it \
            is renamed to pre-commit.layoutlint-saved and still runs first. Installing \
            twice changes nothing. --uninstall removes layoutlint's hook and puts a saved \
            one back. For the pre-commit framework, use the 'layoutlint' hook of \
            .pre-commit-hooks.yaml instead. \
            Exit codes: 0 done; 1 nothing to undo, or the hook could not be written; \
            64 usage error.
            """,
        flags: [FlagSpec(name: "uninstall", help: "Remove layoutlint's hook and restore the one it replaced.")]
    )

    /// The first line after the shebang of every hook layoutlint writes.
    static let marker = "# installed by layoutlint install-hook"

    static func run(_ command: ParsedCommand, executable: String) -> CommandOutput {
        let git = GitRunner(directory: FileManager.default.currentDirectoryPath)
        let hooks: String
        switch hooksFolder(git) {
        case .success(let folder): hooks = folder
        case .failure(let error): return CommandOutput(standardError: "Error: \(error.message)\n", exitCode: .failure)
        }
        let hook = PathText.join(hooks, "pre-commit")
        let saved = hook + ".layoutlint-saved"
        let existing = try? String(contentsOfFile: hook, encoding: .utf8)
        let isOurs = existing?.contains(marker) == true
        if command.flag("uninstall") {
            guard isOurs else {
                return CommandOutput(standardError: "Error: \(hook) was not installed by layoutlint; nothing to undo\n", exitCode: .failure)
            }
            do {
                try FileManager.default.removeItem(atPath: hook)
                if FileManager.default.fileExists(atPath: saved) {
                    try FileManager.default.moveItem(atPath: saved, toPath: hook)
                    return CommandOutput(standardOutput: "Removed layoutlint's pre-commit hook and restored the previous one (\(hook)).\n", exitCode: .success)
                }
            } catch {
                return CommandOutput(standardError: "Error: cannot remove \(hook): \(SystemErrorWords.describe(error))\n", exitCode: .failure)
            }
            return CommandOutput(standardOutput: "Removed layoutlint's pre-commit hook (\(hook)).\n", exitCode: .success)
        }
        if isOurs { return CommandOutput(standardOutput: "layoutlint's pre-commit hook is already installed (\(hook)).\n", exitCode: .success) }
        do {
            try FileManager.default.createDirectory(atPath: hooks, withIntermediateDirectories: true)
            var message = ""
            if existing != nil || FileManager.default.fileExists(atPath: hook) {
                if FileManager.default.fileExists(atPath: saved) {
                    return CommandOutput(standardError: "Error: both \(hook) and \(saved) exist; move one away first\n", exitCode: .failure)
                }
                try FileManager.default.moveItem(atPath: hook, toPath: saved)
                message = "Kept the existing hook as \(saved); it still runs first.\n"
            }
            try AtomicFile.write(Data(script(executable: executable).utf8), to: hook, permissions: 0o755)
            return CommandOutput(standardOutput: message + "Installed a pre-commit hook that runs 'layoutlint lint --staged' (\(hook)).\nUndo with: layoutlint install-hook --uninstall\n", exitCode: .success)
        } catch {
            return CommandOutput(standardError: "Error: cannot write \(hook): \(SystemErrorWords.describe(error))\n", exitCode: .failure)
        }
    }

    /// The hook: the saved hook first (its refusal refuses the commit), then layoutlint —
    /// the binary that installed it when it still exists, else the one on PATH.
    static func script(executable: String) -> String {
        """
        #!/bin/sh
        \(marker)
        # Lints the staged .xib, .storyboard, layout dump, .swift and .m files; undo with
        # 'layoutlint install-hook --uninstall'.
        saved="$(dirname "$0")/pre-commit.layoutlint-saved"
        if [ -x "$saved" ]; then "$saved" "$@" || exit $?; fi
        layoutlint='\(executable.replacing("'", with: "'\\''"))'
        [ -x "$layoutlint" ] || layoutlint=layoutlint
        exec "$layoutlint" lint --staged

        """
    }

    /// `core.hooksPath` when set (relative to the top folder), else the git directory's hooks.
    static func hooksFolder(_ git: GitRunner) -> Result<String, GitError> {
        let top: String
        switch git.topLevel() {
        case .success(let found): top = found
        case .failure(let error): return .failure(error)
        }
        if case .success(let data) = GitRunner(directory: top).run(["config", "--get", "core.hooksPath"]) {
            let path = TextSearch.trimmed(String(decoding: data, as: UTF8.self), newlines: true)
            if !path.isEmpty { return .success(path.hasPrefix("/") ? path : PathText.join(top, path)) }
        }
        switch GitRunner(directory: top).run(["rev-parse", "--git-path", "hooks"]) {
        case .success(let data):
            let path = TextSearch.trimmed(String(decoding: data, as: UTF8.self), newlines: true)
            return .success(path.hasPrefix("/") ? path : PathText.join(top, path))
        case .failure(let message):
            return .failure(GitError(message: message))
        }
    }
}
