import Dispatch
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import JSONSupport
import Readers

/// `solve --bench` on an Interface Builder file or a layout dump: how fast the file is read
/// — parsed and turned into layouts, the bytes already in memory — as one JSON line, so that
/// reading throughput can be measured without the solver and without process start-up.
enum ReadBench {
    /// How many in-process reads the best is taken from.
    static let runs = 5

    /// Reads `data` (the bytes of `file`) `runs` times and returns the result line, or the
    /// reader's error.
    static func line(data: Data, file: String) -> Result<String, ReaderError> {
        var best = Double.infinity
        var views = 0
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            let read: SolverInput
            do {
                read = try SolverInput.read(data: data, fileName: file)
            } catch {
                return .failure(error)
            }
            best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            views = switch read {
            case .interfaceBuilder(let document): document.layouts.reduce(0) { $0 + $1.graph.items.count }
            case .layoutDump(let dump): dump.graph.items.count
            case .constraintSystem(let system): system.variables.count
            }
        }
        let document = JSONValue.object([
            "file": .string(file),
            "bytes": .number(Double(data.count)),
            "items": .number(Double(views)),
            "seconds_read": .number(SolveReport.rounded(best)),
            "mb_per_second": .number(SolveReport.rounded(best > 0 ? Double(data.count) / best / 1e6 : 0)),
        ])
        return .success(JSONWriter.string(document))
    }
}
