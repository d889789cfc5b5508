import Foundation
import Testing
import JSONSupport

@Suite("Parsing is fast enough for multi-megabyte files")
struct PerformanceTests {
    /// About 3 MB shaped like a large constraint file: many small objects, short strings,
    /// decimal numbers, one long array.
    static func syntheticDocument() -> [UInt8] {
        var text = "{\"name\": \"synthetic\", \"constraints\": [\n"
        var index = 0
        while text.utf8.count < 3_000_000 {
            if index > 0 { text += ",\n" }
            text += "  {\"terms\":[[1,\"v\(index).left\"],[-1,\"v\(index).width\"],[0.5,\"é\(index)\"]],"
            text += "\"constant\":-\(index % 1000).\(index % 7)25,\"op\":\">=\",\"strength\":\(index % 3 == 0 ? "\"strong\"" : "750")}"
            index += 1
        }
        text += "\n]}"
        return Array(text.utf8)
    }

    @Test("A 3 MB document parses in under a second in release builds")
    func threeMegabytes() throws {
        let bytes = Self.syntheticDocument()
        let clock = ContinuousClock()
        var best = Duration.seconds(1_000)
        var root: JSONNode?
        for _ in 0..<3 {
            let start = clock.now
            root = try JSONParser.parse(bytes)
            best = min(best, clock.now - start)
        }
        guard case .object(let object)? = root?.value, case .array(let constraints)? = object["constraints"]?.value else {
            Issue.record("unexpected shape")
            return
        }
        #expect(constraints.count > 20_000)
        let seconds = Double(best.components.seconds) + Double(best.components.attoseconds) * 1e-18
        print("JSONSupport: parsed \(bytes.count) bytes in \(String(format: "%.4f", seconds)) s (best of 3)")
        #if DEBUG
        #expect(seconds < 20, "debug builds are slow, but not this slow")
        #else
        #expect(seconds < 1)
        #endif
    }
}
