// libFuzzer target 'log' (scripts/fuzz.sh log SECONDS): FuzzEntryPoint.consoleLog, the same code
// path Tests/CommandsTests/FuzzRegressionTests replays for Fixtures/Fuzz/log/.
@testable import Commands
import Foundation

private let folder = FuzzEntryPoint.processFolder()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    _ = FuzzEntryPoint.consoleLog.run(Data(bytes: bytes, count: count), in: folder)
    return 0
}
