import Foundation

/// Where the package lives, from this source file, so the tests work from any working
/// directory and with any build (scratch) path.
enum Package {
    /// The package root: this file is `<root>/Tests/RulesTests/Support.swift`.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    /// `<root>/<relativePath>`.
    static func url(_ relativePath: String) -> URL {
        root.appendingPathComponent(relativePath)
    }
}

/// A tiny deterministic pseudo-random generator (Vigna's SplitMix64): every random case is
/// reproducible from its seed. Integers are drawn with this file's own arithmetic, so a
/// change in the standard library's sampling can never change what a seed produces.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// An integer in `range`.
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        let width = UInt64(range.upperBound - range.lowerBound + 1)
        return range.lowerBound + Int(next() % width)
    }

    /// True with probability `p`.
    mutating func chance(_ p: Double) -> Bool {
        Double(next() >> 11) * 0x1.0p-53 < p
    }

    /// One element of a non-empty array.
    mutating func pick<T>(_ items: [T]) -> T {
        items[int(0...(items.count - 1))]
    }

    /// A Fisher–Yates shuffle.
    mutating func shuffled<T>(_ items: [T]) -> [T] {
        var result = items
        var i = result.count - 1
        while i > 0 {
            result.swapAt(i, int(0...i))
            i -= 1
        }
        return result
    }
}

/// FNV-1a over the UTF-8 bytes: a stable seed for a string (`hashValue` changes per run).
func stableHash(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in text.utf8 {
        hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }
    return hash
}
