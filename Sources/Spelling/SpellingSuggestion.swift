/// "Did you mean …?" for error messages: the candidate nearest to a misspelt word.
public enum SpellingSuggestion {
    /// The candidate with the smallest edit distance to `word` (insertions, deletions,
    /// substitutions and swaps of adjacent characters each cost 1), if that distance is at
    /// most `maxDistance` and below the word's length (so `"x"` does not "resemble" `"y"`).
    /// Ties go to the earlier candidate, keeping messages deterministic. Only error paths
    /// call this, so the quadratic distance is affordable; candidates whose length alone
    /// rules them out are skipped.
    public static func closest(to word: String, among candidates: some Sequence<String>,
                               maxDistance: Int = 2) -> String? {
        let target = Array(word.unicodeScalars)
        let limit = min(maxDistance, target.count - 1)
        guard limit >= 1 else { return nil }
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate != word {
            let scalars = Array(candidate.unicodeScalars)
            guard abs(scalars.count - target.count) <= limit else { continue }
            let distance = editDistance(target, scalars)
            if distance <= limit, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// Optimal string alignment distance (Damerau–Levenshtein without repeated edits of a
    /// substring), which counts the common typo of two swapped letters as one edit.
    public static func distance(_ lhs: String, _ rhs: String) -> Int {
        editDistance(Array(lhs.unicodeScalars), Array(rhs.unicodeScalars))
    }

    /// `distance(_:_:)` on scalars already split out.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        let width = b.count + 1
        var previousPrevious = [Int](repeating: 0, count: width)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: width)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 1)
                }
                current[j] = value
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}
