import LayoutModel

extension ConfidenceAssessment {
    /// What the assessment has learnt of each finding so far: the estimates whose variation
    /// removed it, and whether it is decided without variations. Findings with the same key
    /// (`key(_:)`: the same rule saying the same thing about the same view) share one state,
    /// as the variants' findings are matched by key. Held by position: the variations ask
    /// about every finding each time, and hashing keys (each holds a whole message) cost more
    /// than the rest of the bookkeeping.
    struct FindingStates {
        /// Per finding, the first finding with its key: the one whose state it shares.
        private let canonical: [Int]
        private var lost: [Estimates?]
        private var decided: [Bool]

        /// No finding lost or decided yet; `keys` are the findings' keys, in order.
        init(keys: [String]) {
            var first: [String: Int] = [:]
            canonical = keys.indices.map { index in
                if let earlier = first[keys[index]] { return earlier }
                first[keys[index]] = index
                return index
            }
            lost = Array(repeating: nil, count: keys.count)
            decided = Array(repeating: false, count: keys.count)
        }

        /// The estimates whose variations removed finding `index`; nil while none has.
        func lostIn(_ index: Int) -> Estimates? { lost[canonical[index]] }

        /// Records that varying `estimates` removes finding `index` (an empty set: that
        /// nothing the model estimated does, but it is still not to be trusted).
        mutating func lose(_ index: Int, _ estimates: Estimates) {
            lost[canonical[index]] = (lost[canonical[index]] ?? []).union(estimates)
        }

        /// Whether finding `index` was decided before, or without, the variations.
        func isDecided(_ index: Int) -> Bool { decided[canonical[index]] }

        /// Marks finding `index` decided.
        mutating func decide(_ index: Int) { decided[canonical[index]] = true }

        /// Whether no variation has removed finding `index` and it is not decided.
        func isOpen(_ index: Int) -> Bool { lostIn(index) == nil && !isDecided(index) }
    }
}
