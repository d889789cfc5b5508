import Commands
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

InterruptCleanup.install()
let output = Layoutlint.main(Array(CommandLine.arguments.dropFirst()))
// A reader that has gone (`layoutlint lint . | head`) ends the run quietly, with its status.
if InterruptCleanup.writeOutput(output.standardOutput, to: STDOUT_FILENO) {
    InterruptCleanup.writeOutput(output.standardError, to: STDERR_FILENO)
}
exit(output.exitCode.rawValue)
