#if canImport(Glibc)
import Glibc
import FoundationEssentials
#elseif canImport(FoundationEssentials)
import FoundationEssentials
import Darwin
#else
import Foundation
#endif

/// Standard input read to its end with `read(2)` (Foundation's `FileHandle` is in the part
/// of Foundation layoutlint does not load).
public enum StandardInput {
    /// Everything on standard input; what was read before an error, if one comes.
    public static func readAll() -> Data {
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
            if count > 0 {
                data.append(contentsOf: chunk[0..<count])
            } else if count == 0 || errno != EINTR {
                return data
            }
        }
    }
}
