import Cassowary
import LayoutModel

/// One conflict among required constraints: a minimal set that cannot hold together.
public struct ConflictFact: Sendable, Equatable {
    /// Indices into `RuntimeSystem.constraints` of a minimal infeasible set: infeasible,
    /// and feasible without any one member. In a canonical order that does not depend on
    /// the input's order (see `ConflictAnalysis.canonicalOrder`).
    public var members: [Int]
    /// The member to break: never an implicit constraint, and a user constraint whenever
    /// one takes part.
    public var broken: Int
    /// Whether removing `broken` makes every required constraint connected to it (sharing
    /// variables with it, directly or through others) satisfiable. Conflicts elsewhere in
    /// the layout are their own facts.
    public var breakingResolvesAll: Bool
    /// The value the other members force on the broken constraint's left-hand side
    /// (`low == high` when fixed; nil when unbounded on that side).
    public var forcedRange: (low: Double?, high: Double?)

    public static func == (lhs: ConflictFact, rhs: ConflictFact) -> Bool {
        lhs.members == rhs.members && lhs.broken == rhs.broken && lhs.breakingResolvesAll == rhs.breakingResolvesAll
            && lhs.forcedRange.low == rhs.forcedRange.low && lhs.forcedRange.high == rhs.forcedRange.high
    }
}

/// Finds every conflict among a layout's required constraints.
///
/// Required constraints are added in system order to one solver; each one the solver
/// rejects closes a conflict with those accepted before it. The conflict is narrowed to the
/// constraints that share variables with it (its connected component), then to a minimal
/// infeasible subset by QuickXplain. Cost: O(m log(k/m)) solves of at most k constraints per
/// conflict, k the component's size and m the conflict's.
enum ConflictAnalysis {
    static func conflicts(in system: RuntimeSystem, feasibility: ConstraintFeasibility) -> [ConflictFact] {
        let required = system.constraints.indices.filter { system.constraints[$0].isRequired && feasibility.forms[$0] != nil }
        return feasibility.rejections(adding: required).map { rejection in
            let candidates = componentMembers(of: rejection.rejected, among: rejection.acceptedBefore, feasibility) + [rejection.rejected]
            let members = canonicalOrder(minimalSubset(candidates, feasibility), in: system)
            return explain(members, allRequired: required, in: system, feasibility)
        }
    }

    /// The accepted constraints connected to `index` through shared variables.
    static func componentMembers(of index: Int, among accepted: [Int], _ feasibility: ConstraintFeasibility) -> [Int] {
        // A search over the variables shared, from an index of the constraints each variable
        // is in: the earlier fixed point swept every accepted constraint once per step along a
        // chain, quadratic in the conflict's size (a pasted log line with thousands of them).
        var holders: [Int: [Int]] = [:]
        for candidate in accepted {
            for slot in feasibility.variableSlots[candidate] { holders[slot, default: []].append(candidate) }
        }
        var members: Set<Int> = []
        var visited: Set<Int> = []
        var frontier = Array(feasibility.variableSlots[index])
        while let slot = frontier.popLast() {
            guard visited.insert(slot).inserted else { continue }
            for candidate in holders[slot] ?? [] where members.insert(candidate).inserted {
                frontier.append(contentsOf: feasibility.variableSlots[candidate])
            }
        }
        return accepted.filter(members.contains)
    }

    /// The members sorted by what they say rather than by where the input put them: by
    /// origin, then the breaking key (structural), then the equation's text.
    static func canonicalOrder(_ members: [Int], in system: RuntimeSystem) -> [Int] {
        let constraints = members.map { system.constraints[$0] }
        // Each key once: a break key counts over all members, so recomputing it on every
        // comparison would make the sort quadratic in the members per comparison.
        let keys = members.map { index in
            let constraint = system.constraints[index]
            return (index: index, order: [Double(constraint.origin.rank)] + breakKey(constraint, among: constraints, system),
                    text: system.graph.describe(constraint))
        }
        return keys.sorted { a, b in
            if a.order != b.order { return a.order.lexicographicallyPrecedes(b.order) }
            if a.text != b.text { return a.text < b.text }
            return a.index < b.index
        }.map(\.index)
    }

    /// A minimal infeasible subset of the infeasible `set`, by QuickXplain (Junker, 2004):
    /// split the candidates in halves, find what the second half needs on top of the first,
    /// then what the first needs on top of that. Each test is one small solve, and there are
    /// O(k log(n/k)) of them for a minimal set of k among n candidates — instead of the n
    /// solves of a deletion filter, which made a one-constraint conflict in a large screen
    /// cost seconds.
    static func minimalSubset(_ set: [Int], _ feasibility: ConstraintFeasibility) -> [Int] {
        func explain(background: [Int], delta: [Int], candidates: ArraySlice<Int>) -> [Int] {
            if !delta.isEmpty && !feasibility.isFeasible(background) { return [] }
            if candidates.count <= 1 { return Array(candidates) }
            let middle = candidates.startIndex + candidates.count / 2
            let first = candidates[..<middle], second = candidates[middle...]
            let secondNeeds = explain(background: background + first, delta: Array(first), candidates: second)
            let firstNeeds = explain(background: background + secondNeeds, delta: secondNeeds, candidates: first)
            return firstNeeds + secondNeeds
        }
        guard !feasibility.isFeasible(set) else { return set }
        let found = Set(explain(background: [], delta: [], candidates: set[...]))
        return set.filter(found.contains)
    }

    /// Chooses the constraint to break and measures what the others force.
    static func explain(_ members: [Int], allRequired: [Int], in system: RuntimeSystem,
                        _ feasibility: ConstraintFeasibility) -> ConflictFact {
        let constraints = system.constraints
        let user = members.filter { constraints[$0].origin == .user }
        let breakable = user.isEmpty ? members.filter { constraints[$0].origin != .implicit } : user
        // Prefer a constraint whose removal leaves every required constraint satisfiable;
        // among those, by a key that depends on the constraints alone — not on their order in
        // the file or on names — so shuffled or renamed input breaks the same one.
        // When the members are all the required constraints they are connected to, removing
        // any one resolves everything (a minimal set is feasible without any member): no solve.
        let isWholeComponent = Set(componentMembers(of: members[0], among: allRequired.filter { $0 != members[0] }, feasibility)
            + [members[0]]) == Set(members)
        let resolving = isWholeComponent ? breakable : breakable.filter { candidate in
            feasibility.isFeasible(componentMembers(of: candidate, among: allRequired.filter { $0 != candidate }, feasibility))
        }
        let key = { (index: Int) in breakKey(constraints[index], among: members.map { constraints[$0] }, system) }
        let broken = (resolving.isEmpty ? breakable : resolving).min { key($0).lexicographicallyPrecedes(key($1)) }
            ?? members[members.count - 1]
        let others = members.filter { $0 != broken }
        var form = feasibility.forms[broken] ?? LinearForm()
        form.constant += constraints[broken].constant  // the left-hand side without the constant
        let range = feasibility.range(of: form, under: others)
        return ConflictFact(members: members, broken: broken, breakingResolvesAll: !resolving.isEmpty, forcedRange: range)
    }

    /// The order in which members are preferred for breaking, smallest first: inequalities
    /// before equalities (an extra minimum or maximum is the likelier addition), then
    /// constant sizes before relations between items, then deeper views before shallower
    /// ones, then end edges before centres before start edges (a view that cannot fit keeps
    /// its leading and top and gives way at its trailing and bottom — also what UIKit broke
    /// in most real logs we measured), then attributes, multiplier and constant, then the one whose first item the
    /// other members name most often (as first, then as second item). Only a fully
    /// symmetric conflict is left to the members' order.
    static func breakKey(_ constraint: LayoutConstraint, among members: [LayoutConstraint], _ system: RuntimeSystem) -> [Double] {
        let graph = system.graph
        return [constraint.relation == .equal ? 1 : 0,
                constraint.secondItem == nil ? 0 : 1,
                -Double(graph.depth(of: constraint.firstItem)),
                Double(edgeRank(constraint.firstAttribute)),
                Double(constraint.firstAttribute.ordinal), Double(constraint.secondAttribute.ordinal),
                constraint.multiplier, constraint.constant,
                -Double(members.filter { $0.firstItem == constraint.firstItem }.count),
                -Double(members.filter { $0.secondItem == constraint.firstItem }.count)]
    }

    /// 0 for end edges (trailing, bottom, right, last baseline), 1 for centres and sizes,
    /// 2 for start edges (leading, top, left, first baseline).
    static func edgeRank(_ attribute: LayoutAttribute) -> Int {
        switch attribute {
        case .trailing, .bottom, .right, .trailingMargin, .bottomMargin, .rightMargin, .lastBaseline: 0
        case .leading, .top, .left, .leadingMargin, .topMargin, .leftMargin, .firstBaseline: 2
        default: 1
        }
    }
}
