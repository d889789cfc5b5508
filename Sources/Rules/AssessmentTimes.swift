/// How long each variation of one layout's confidence assessment took (`lint --benchmark`).
/// Kept by the one worker that assesses the layout, then read when it is done: it is never
/// shared between threads while it is written.
public final class AssessmentTimes {
    /// One variation analysed: its name (`customClassSizes`, …), the passes it ran
    /// (`solve` alone for the verdict rules, `redundancy` for redundancy alone, else
    /// `analysis`), and its wall-clock time in seconds.
    public struct Entry: Equatable, Sendable {
        public var variation: String
        public var kind: String
        public var seconds: Double

        public init(variation: String, kind: String, seconds: Double) {
            self.variation = variation
            self.kind = kind
            self.seconds = seconds
        }
    }

    /// The variations analysed, in the order they ran; a variation skipped (nothing in the
    /// layout estimated that way, or no finding it could change) is not listed.
    public private(set) var entries: [Entry] = []

    public init() {}

    /// Records a variation that took `duration`.
    func record(_ variation: String, kind: String, _ duration: Duration) {
        entries.append(Entry(variation: variation, kind: kind, seconds: duration.seconds))
    }
}

extension Duration {
    /// The duration in seconds, as a `Double`.
    public var seconds: Double {
        let (whole, attoseconds) = components
        return Double(whole) + Double(attoseconds) * 1e-18
    }
}
