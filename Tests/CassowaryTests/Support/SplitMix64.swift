/// A tiny deterministic pseudo-random generator (Vigna's SplitMix64), so that every random
/// test is reproducible from the seed printed in its failure message.
///
/// The helpers below draw integers and doubles with this file's own arithmetic rather than
/// the standard library's `random(in:using:)`, so a change in the standard library's
/// sampling algorithm can never change the systems a seed produces.
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

    /// An integer in `range` (the modulo bias is negligible for the small ranges used here).
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        let width = UInt64(range.upperBound - range.lowerBound + 1)
        return range.lowerBound + Int(next() % width)
    }

    /// A double in [0, 1).
    mutating func unit() -> Double {
        Double(next() >> 11) * 0x1.0p-53
    }

    /// True with probability `p`.
    mutating func chance(_ p: Double) -> Bool {
        unit() < p
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
            let j = int(0...i)
            result.swapAt(i, j)
            i -= 1
        }
        return result
    }

    /// `count` distinct indices in `0..<bound`, in random order.
    mutating func distinct(_ count: Int, below bound: Int) -> [Int] {
        Array(shuffled(Array(0..<bound)).prefix(count))
    }
}
