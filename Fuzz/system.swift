// libFuzzer target 'system' (scripts/fuzz.sh system SECONDS): FuzzEntryPoint.constraintSystem, the same code
// path Tests/CommandsTests/FuzzRegressionTests replays for Fixtures/Fuzz/system/.
@testable import Commands
import Foundation

private let folder = FuzzEntryPoint.processFolder()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    _ = FuzzEntryPoint.constraintSystem.run(Data(bytes: bytes, count: count), in: folder)
    return 0
}
