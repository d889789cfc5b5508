// libFuzzer target 'dump' (scripts/fuzz.sh dump SECONDS): FuzzEntryPoint.layoutDump, the same code
// path Tests/CommandsTests/FuzzRegressionTests replays for Fixtures/Fuzz/dump/.
@testable import Commands
import Foundation

private let folder = FuzzEntryPoint.processFolder()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    _ = FuzzEntryPoint.layoutDump.run(Data(bytes: bytes, count: count), in: folder)
    return 0
}
