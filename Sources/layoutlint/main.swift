import Commands
#if canImport(Glibc)
import Glibc
import FoundationEssentials
#elseif canImport(FoundationEssentials)
import FoundationEssentials
import Darwin
#else
import Foundation
#endif

InterruptCleanup.install()
let output = Layoutlint.main(Array(CommandLine.arguments.dropFirst()))
// A reader that has gone (`layoutlint lint . | head`) ends the run quietly, with its status.
if InterruptCleanup.writeOutput(output.standardOutput, to: STDOUT_FILENO) {
    InterruptCleanup.writeOutput(output.standardError, to: STDERR_FILENO)
}
exit(output.exitCode.rawValue)
