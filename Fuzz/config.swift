// libFuzzer target 'config' (scripts/fuzz.sh config SECONDS): FuzzEntryPoint.configuration, the same code
// path Tests/CommandsTests/FuzzRegressionTests replays for Fixtures/Fuzz/config/.
@testable import Commands
import Foundation

private let folder = FuzzEntryPoint.processFolder()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    _ = FuzzEntryPoint.configuration.run(Data(bytes: bytes, count: count), in: folder)
    return 0
}
