#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Readers

/// Runs a program with `posix_spawnp`, reading nothing (standard input is `/dev/null`) and
/// capturing both outputs. Not Foundation's `Process`, which is in the part of Foundation
/// layoutlint does not load (it costs half of start-up).
enum Subprocess {
    /// How a program ended, and what it printed.
    struct Finished {
        /// The exit code, or nil when a signal ended it.
        var exitCode: Int32?
        var output: [UInt8]
        var errors: [UInt8]
    }

    /// Runs `program` (looked up in `PATH`) with `arguments`; a failure to start it is the
    /// system's words for why.
    static func run(_ program: String, _ arguments: [String]) -> Result<Finished, SubprocessError> {
        var output: [Int32] = [-1, -1]
        var errors: [Int32] = [-1, -1]
        guard pipe(&output) == 0 else { return .failure(SubprocessError(errno)) }
        guard pipe(&errors) == 0 else {
            let code = errno
            close(output[0]); close(output[1])
            return .failure(SubprocessError(code))
        }
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, output[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errors[1], 2)
        for descriptor in output + errors { posix_spawn_file_actions_addclose(&actions, descriptor) }
        let argv: [UnsafeMutablePointer<CChar>?] = ([program] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        #if canImport(Darwin)
        let environment = _NSGetEnviron().pointee
        #else
        let environment = environ
        #endif
        let started = posix_spawnp(&pid, program, &actions, nil, argv, environment)
        close(output[1])
        close(errors[1])
        guard started == 0 else {
            close(output[0]); close(errors[0])
            return .failure(SubprocessError(started))
        }
        let (printed, complained) = readBoth(output[0], errors[0])
        close(output[0])
        close(errors[0])
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        // WIFEXITED and WEXITSTATUS are macros Swift does not import.
        let exitCode: Int32? = status & 0x7F == 0 ? (status >> 8) & 0xFF : nil
        return .success(Finished(exitCode: exitCode, output: printed, errors: complained))
    }

    /// Everything written to both pipes, read as it comes (reading one to its end first
    /// would block a program that fills the other).
    private static func readBoth(_ first: Int32, _ second: Int32) -> ([UInt8], [UInt8]) {
        var results: [[UInt8]] = [[], []]
        var open = [true, true]
        let descriptors = [first, second]
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while open[0] || open[1] {
            var polled = descriptors.indices.map { pollfd(fd: open[$0] ? descriptors[$0] : -1, events: Int16(POLLIN), revents: 0) }
            let ready = poll(&polled, nfds_t(polled.count), -1)
            if ready < 0 {
                if errno == EINTR { continue }
                break
            }
            for index in descriptors.indices where open[index] && polled[index].revents != 0 {
                let count = buffer.withUnsafeMutableBytes { read(descriptors[index], $0.baseAddress, $0.count) }
                if count > 0 {
                    results[index].append(contentsOf: buffer[0..<count])
                } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                    open[index] = false
                }
            }
        }
        return (results[0], results[1])
    }
}

/// Why a program could not be started, in the system's words.
struct SubprocessError: Error, CustomStringConvertible {
    var code: Int32
    init(_ code: Int32) { self.code = code }
    var description: String { SystemErrorWords.words(errno: code) }
}
