import LayoutModel

/// A required user constraint that the other required constraints already imply.
public struct RedundancyFact: Sendable, Equatable {
    /// Index into `RuntimeSystem.constraints`.
    public var constraint: Int
}

/// Redundant constraints: for each required user constraint, the range its left-hand side
/// can take under all the other required constraints; if that range already satisfies it,
/// removing it changes nothing. Run only on layouts without conflicts (where "implied" is
/// meaningful) and of a bounded size (two solves per constraint).
enum RedundancyAnalysis {
    /// Larger layouts are skipped: the pass costs two solves of the layout per constraint.
    static let maximumConstraints = 600
    /// Slack below this counts as exact.
    static let tolerance = 1e-6

    static func redundancies(in system: RuntimeSystem, feasibility: ConstraintFeasibility) -> [RedundancyFact] {
        let required = system.constraints.indices.filter { system.constraints[$0].isRequired && feasibility.forms[$0] != nil }
        guard required.count <= maximumConstraints else { return [] }
        var facts: [RedundancyFact] = []
        var removed: Set<Int> = []
        for index in required where system.constraints[index].origin == .user {
            let constraint = system.constraints[index]
            let others = required.filter { $0 != index && !removed.contains($0) }
            var form = feasibility.forms[index] ?? LinearForm()
            form.constant += constraint.constant
            let range = feasibility.range(of: form, under: others)
            let k = constraint.constant
            let implied: Bool = switch constraint.relation {
            case .equal: range.low.map { abs($0 - k) <= tolerance } == true && range.high.map { abs($0 - k) <= tolerance } == true
            case .greaterThanOrEqual: range.low.map { $0 >= k - tolerance } == true
            case .lessThanOrEqual: range.high.map { $0 <= k + tolerance } == true
            }
            if implied {
                facts.append(RedundancyFact(constraint: index))
                // Of two constraints that imply each other, only the later one is redundant.
                removed.insert(index)
            }
        }
        return facts
    }
}
