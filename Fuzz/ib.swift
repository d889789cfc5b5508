// libFuzzer target 'ib' (scripts/fuzz.sh ib SECONDS): FuzzEntryPoint.interfaceBuilder, the same code
// path Tests/CommandsTests/FuzzRegressionTests replays for Fixtures/Fuzz/ib/.
@testable import Commands
import Foundation

private let folder = FuzzEntryPoint.processFolder()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    _ = FuzzEntryPoint.interfaceBuilder.run(Data(bytes: bytes, count: count), in: folder)
    return 0
}
