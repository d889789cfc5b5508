import Spelling

/// Picks the "Did you mean …?" candidate for a mistyped name.
enum Suggestion {
    /// The candidate closest to `typed`, or `nil` when none is close enough.
    ///
    /// A candidate qualifies when its edit distance is at most 1 for names of
    /// up to three characters and at most 2 otherwise (short names are too
    /// easily "close" to anything), or when `typed` has at least three
    /// characters and is a prefix of it (`--str` for `--strict`). The smallest
    /// distance wins and ties go to the alphabetically first name, so the
    /// answer never depends on declaration order.
    static func closest(to typed: String, among candidates: [String]) -> String? {
        let limit = typed.count <= 3 ? 1 : 2
        let ranked = candidates.compactMap { candidate -> (name: String, distance: Int)? in
            let distance = SpellingSuggestion.distance(typed, candidate)
            let isAbbreviation = typed.count >= 3 && candidate.hasPrefix(typed)
            guard distance <= limit || isAbbreviation else { return nil }
            return (candidate, distance)
        }
        return ranked.min { lhs, rhs in
            (lhs.distance, lhs.name) < (rhs.distance, rhs.name)
        }?.name
    }
}
