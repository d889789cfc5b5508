import Cassowary

/// Random constraint systems built around a hidden point, so that the required constraints
/// always have a common solution (the hidden point satisfies every one of them).
///
/// Coefficients and constants are small integers: every vertex of the feasible region is
/// then a short rational, the solver and the reference agree to ~1e-12, and a 1e-6
/// tolerance in the comparisons only ever hides round-off.
struct RandomSystemMaker {
    var rng: SplitMix64
    let variableCount: Int
    let hidden: [Double]

    init(seed: UInt64, variableCount: Int, hiddenRange: ClosedRange<Int> = -20...20) {
        rng = SplitMix64(seed: seed)
        self.variableCount = variableCount
        var values: [Double] = []
        for _ in 0..<variableCount { values.append(Double(rng.int(hiddenRange))) }
        hidden = values
    }

    static let coefficients: [Double] = [-3, -2, -1, -1, 1, 1, 2, 3]
    static let relations: [Relation] = [.equal, .lessOrEqual, .greaterOrEqual]

    /// A random left-hand side over `minTerms`…`maxTerms` distinct variables (without constant).
    mutating func randomTerms(minTerms: Int = 1, maxTerms: Int) -> [(index: Int, coefficient: Double)] {
        let count = rng.int(min(minTerms, variableCount)...min(maxTerms, variableCount))
        return rng.distinct(count, below: variableCount).map { ($0, rng.pick(Self.coefficients)) }
    }

    /// A constraint the hidden point satisfies: equalities exactly, inequalities with a
    /// slack of 0…5 (0 on purpose, to produce degenerate vertices).
    mutating func satisfied(priority: Double, relation: Relation? = nil, minTerms: Int = 1, maxTerms: Int = 3) -> ConstraintSpec {
        let terms = randomTerms(minTerms: minTerms, maxTerms: maxTerms)
        let relation = relation ?? rng.pick(Self.relations)
        let atHidden = terms.reduce(0.0) { $0 + $1.coefficient * hidden[$1.index] }
        let slack = Double(rng.int(0...5))
        let constant: Double
        switch relation {
        case .equal: constant = -atHidden
        case .lessOrEqual: constant = -atHidden - slack
        case .greaterOrEqual: constant = -atHidden + slack
        }
        return ConstraintSpec(terms: terms, constant: constant, relation: relation, priority: priority)
    }

    /// A constraint that the hidden point may violate by up to `spread`.
    mutating func arbitrary(priority: Double, minTerms: Int = 1, maxTerms: Int = 3, spread: Int = 10) -> ConstraintSpec {
        var spec = satisfied(priority: priority, minTerms: minTerms, maxTerms: maxTerms)
        spec.constant += Double(rng.int(-spread...spread))
        return spec
    }

    /// A small system for the reference comparison: required constraints through the
    /// hidden point, optional ones anywhere, priorities drawn from `levels` (so ties
    /// within a level are common).
    mutating func mixedSystem(constraintCount: Int, levels: [Double], requiredShare: Double = 0.3) -> [ConstraintSpec] {
        (0..<constraintCount).map { _ in
            rng.chance(requiredShare)
                ? satisfied(priority: 1000)
                : arbitrary(priority: rng.pick(levels))
        }
    }

    /// A larger, sparse system in the shape of a layout: every constraint relates 2–3
    /// variables. Required constraints pass through the hidden point; optional ones are
    /// off it by up to `spread` (0 keeps every constraint satisfied at the hidden point).
    mutating func sparseSystem(constraintCount: Int, levels: [Double], requiredShare: Double = 0.4,
                               spread: Int = 10) -> [ConstraintSpec] {
        (0..<constraintCount).map { _ in
            rng.chance(requiredShare)
                ? satisfied(priority: 1000, minTerms: 2, maxTerms: 3)
                : arbitrary(priority: rng.pick(levels), minTerms: 2, maxTerms: 3, spread: spread)
        }
    }

    /// `==` preferences pinning every variable to `targets`, each at its own priority
    /// (distinct, in `band`, none shared with another constraint). With one solo level per
    /// variable the lexicographic optimum is unique: each pin level fixes its variable to
    /// the point of an interval nearest its target.
    mutating func pins(to targets: [Double], band: ClosedRange<Double>) -> [ConstraintSpec] {
        let step = (band.upperBound - band.lowerBound) / Double(max(1, variableCount))
        let order = rng.shuffled(Array(0..<variableCount))
        return order.enumerated().map { rank, index in
            ConstraintSpec(terms: [(index, 1)], constant: -targets[index], relation: .equal,
                           priority: band.lowerBound + Double(rank) * step)
        }
    }
}

/// Every bit of every value, for "bit-identical" comparisons (`==` on `Double` would call
/// 0.0 and −0.0 equal).
func bitPatterns(_ values: [Double]) -> [UInt64] {
    values.map(\.bitPattern)
}

/// The largest |a[i] − b[i]|.
func maxDifference(_ a: [Double], _ b: [Double]) -> Double {
    zip(a, b).reduce(0.0) { max($0, abs($1.0 - $1.1)) }
}

/// The largest difference between `a` and `b` relative to the values' size
/// (|a − b| / max(1, |b|)): round-off grows with the magnitude of what is computed.
func maxRelativeDifference(_ a: [Double], _ b: [Double]) -> Double {
    zip(a, b).reduce(0.0) { max($0, abs($1.0 - $1.1) / max(1, abs($1.1))) }
}
