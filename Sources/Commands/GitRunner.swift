import Foundation

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

    /// Runs `git arguments…` and returns its standard output.
    func run(_ arguments: [String]) -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return .failure("cannot run git: \(error.localizedDescription)")
        }
        // Read before waiting: a full pipe would block git forever.
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let text = String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            return .failure(text.isEmpty ? "git \(arguments.joined(separator: " ")) failed" : text)
        }
        return .success(data)
    }

    /// The repository's top folder.
    func topLevel() -> Result<String, GitError> {
        switch run(["rev-parse", "--show-toplevel"]) {
        case .success(let data):
            return .success(String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
        case .failure(let message):
            return .failure(GitError(message: "not in a git repository (\(message))"))
        }
    }
}

/// A git failure, in words.
struct GitError: Error {
    var message: String
}
