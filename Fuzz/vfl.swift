// libFuzzer target 'vfl' (scripts/fuzz.sh vfl SECONDS): FuzzEntryPoint.visualFormat, the same code
// path Tests/CommandsTests/FuzzRegressionTests replays for Fixtures/Fuzz/vfl/.
@testable import Commands
import Foundation

private let folder = FuzzEntryPoint.processFolder()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    _ = FuzzEntryPoint.visualFormat.run(Data(bytes: bytes, count: count), in: folder)
    return 0
}
