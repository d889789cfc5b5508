#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Spelling

/// Runs `git` for the commands that work with a repository (`lint --staged`,
/// `install-hook`), with its output captured and its failures turned into messages.
struct GitRunner {
    /// The folder git runs in.
    var directory: String

    /// What git printed, or why it failed.
    enum Outcome {
        case success(Data)
        case failure(String)
    }

    /// Runs `git arguments…` in `directory` and returns its standard output.
    func run(_ arguments: [String]) -> Outcome {
        switch Subprocess.run("git", ["-C", directory] + arguments) {
        case .failure(let error):
            return .failure("cannot run git: \(error)")
        case .success(let finished):
            guard finished.exitCode == 0 else {
                let text = TextSearch.trimmed(String(decoding: finished.errors, as: UTF8.self), newlines: true)
                return .failure(text.isEmpty ? "git \(arguments.joined(separator: " ")) failed" : text)
            }
            return .success(Data(finished.output))
        }
    }

    /// The repository's top folder.
    func topLevel() -> Result<String, GitError> {
        switch run(["rev-parse", "--show-toplevel"]) {
        case .success(let data):
            return .success(TextSearch.trimmed(String(decoding: data, as: UTF8.self), newlines: true))
        case .failure(let message):
            return .failure(GitError(message: "not in a git repository (\(message))"))
        }
    }
}

/// A git failure, in words.
struct GitError: Error {
    var message: String
}
