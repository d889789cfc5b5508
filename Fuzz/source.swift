// libFuzzer target 'source' (scripts/fuzz.sh source SECONDS): FuzzEntryPoint.source, the same code
// path Tests/CommandsTests/FuzzRegressionTests replays for Fixtures/Fuzz/source/.
@testable import Commands
import Foundation

private let folder = FuzzEntryPoint.processFolder()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    _ = FuzzEntryPoint.source.run(Data(bytes: bytes, count: count), in: folder)
    return 0
}
