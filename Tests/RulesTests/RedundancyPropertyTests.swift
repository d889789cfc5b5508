@testable import Analysis
import LayoutModel
import Testing

/// Redundancy facts on random feasible layouts, checked against fresh solvers: a reported
/// constraint is implied by the required constraints still standing (the others, minus the
/// redundant ones found before it), and an unreported one is not.
@Suite struct RedundancyPropertyTests {
    static let seeds: [UInt64] = Array(1...40)

    /// The base layout of `PlantedLayout` (feasible by construction) plus constraints that
    /// are implied: duplicates and loosened copies of existing ones, one side of an
    /// equality, and a width ≥ a negative number (implied by the implicit width ≥ 0).
    static func layout(seed: UInt64) -> LayoutGraph {
        var graph = PlantedLayout(seed: seed).base
        var random = SplitMix64(seed: seed ^ 0xEEDD)
        let existing = graph.constraints.filter { $0.isRequired }
        for _ in 0..<random.int(1...4) where !existing.isEmpty {
            var copy = random.pick(existing)
            let shift = Double(random.int(0...3))
            // An exact duplicate (the later one is redundant), or a copy loosened on one side
            // (implied by its original), or — for an equality — one side of it.
            let loosening: LayoutRelation = copy.relation != .equal ? copy.relation
                : random.chance(0.5) ? .greaterThanOrEqual : .lessThanOrEqual
            if random.chance(0.7) {
                copy.relation = loosening
                copy.constant += loosening == .greaterThanOrEqual ? -shift : shift
            }
            graph.constraints.insert(copy, at: random.int(0...graph.constraints.count))
        }
        if let item = graph.itemIDs.dropFirst().first {
            graph.constraints.append(LayoutConstraint(item, .width, .greaterThanOrEqual, constant: -Double(random.int(0...5))))
        }
        return graph
    }

    @Test(arguments: seeds)
    func reportedExactlyWhenTheOthersImplyIt(seed: UInt64) throws {
        let facts = try LayoutAnalysis.analyze(Self.layout(seed: seed))
        let system = facts.system
        try #require(facts.conflicts.isEmpty, "seed \(seed): the layout is feasible by construction")
        let check = FeasibilityCheck(graph: system.graph)
        let required = system.constraints.indices.filter { system.constraints[$0].isRequired && check.row(system.constraints[$0]) != nil }
        let reported = Set(facts.redundancies.map(\.constraint))
        var removed: Set<Int> = []
        for index in required where system.constraints[index].origin == .user {
            let constraint = system.constraints[index]
            let others = required.filter { $0 != index && !removed.contains($0) }
            guard let row = check.row(constraint) else { continue }
            // The others allow the left-hand side to leave the constraint by 0.01 on a side.
            func escapes(_ relation: LayoutRelation, by margin: Double) -> Bool {
                var form = row.form
                form.constant += relation == .lessThanOrEqual ? margin : -margin
                return check.isFeasible(others, of: system, plus: [FeasibilityCheck.Row(form: form, relation: relation)])
            }
            let implied = switch constraint.relation {
            case .equal: !escapes(.lessThanOrEqual, by: 0.01) && !escapes(.greaterThanOrEqual, by: 0.01)
            case .greaterThanOrEqual: !escapes(.lessThanOrEqual, by: 0.01)
            case .lessThanOrEqual: !escapes(.greaterThanOrEqual, by: 0.01)
            }
            #expect(reported.contains(index) == implied,
                    "seed \(seed): \(system.graph.describe(constraint)) is \(implied ? "" : "not ")implied but \(reported.contains(index) ? "" : "not ")reported")
            if reported.contains(index) { removed.insert(index) }
        }
        #expect(reported.isSubset(of: Set(required)), "seed \(seed): only required constraints are redundant")
    }

    /// The one-solver pass and the fresh-solver pass it falls back on (when its solver
    /// refuses a request) find the same facts.
    @Test(arguments: seeds)
    func bothPassesAgree(seed: UInt64) throws {
        let system = RuntimeSystem(Self.layout(seed: seed))
        let feasibility = ConstraintFeasibility(system)
        let (candidates, required) = RedundancyAnalysis.candidates(in: system, feasibility)
        let fresh = RedundancyAnalysis.withFreshSolvers(candidates, required, system, feasibility)
        let one = try #require(RedundancyAnalysis.withOneTableau(candidates, required, system, feasibility), "seed \(seed): the solver refused")
        #expect(one == fresh, "seed \(seed)")
    }

    /// The generator makes redundancy often: sanity of the test itself.
    @Test func layoutsHaveRedundancies() throws {
        let withSome = try Self.seeds.filter { !(try LayoutAnalysis.analyze(Self.layout(seed: $0)).redundancies.isEmpty) }.count
        #expect(withSome >= 20, "only \(withSome) of \(Self.seeds.count) layouts have a redundant constraint")
    }
}

/// Limiting the redundancy pass to some candidates (what the confidence assessment asks of a
/// variant: "is this one still implied?") finds exactly the redundant ones among them.
@Suite struct RedundancyCandidateTests {
    @Test(arguments: RedundancyPropertyTests.seeds)
    func limitedToTheReportedOnesFindsThemAgain(seed: UInt64) throws {
        let graph = RedundancyPropertyTests.layout(seed: seed)
        let full = try LayoutAnalysis.analyze(graph, passes: .redundancy)
        let reported = full.redundancies.map { full.system.constraints[$0.constraint] }
        let limited = try LayoutAnalysis.analyze(graph, passes: .redundancy, redundancyCandidates: { reported.contains($0) })
        #expect(limited.redundancies.map { limited.system.constraints[$0.constraint] } == reported, "seed \(seed)")
        let none = try LayoutAnalysis.analyze(graph, passes: .redundancy, redundancyCandidates: { _ in false })
        #expect(none.redundancies.isEmpty)
    }
}

/// The redundancy facts without a layout (what the confidence assessment asks of a variation
/// that only a redundancy finding reads) are the analysis' own: the same among any
/// candidates, and none where the required constraints conflict.
@Suite struct RedundancyWithoutLayoutTests {
    @Test(arguments: RedundancyPropertyTests.seeds)
    func sameFactsAsTheAnalysis(seed: UInt64) throws {
        let graph = RedundancyPropertyTests.layout(seed: seed)
        let everyOther = { (constraint: LayoutConstraint) in Int(constraint.constant.magnitude) % 2 == 0 }
        for candidates in [{ (_: LayoutConstraint) in true }, everyOther] {
            let analysed = try LayoutAnalysis.analyze(graph, passes: .redundancy, redundancyCandidates: candidates)
            let alone = LayoutAnalysis.redundancies(in: graph, among: candidates)
            #expect(alone.redundancies == analysed.redundancies, "seed \(seed)")
            #expect(alone.system.constraints == analysed.system.constraints)
        }
    }

    @Test(arguments: Array(UInt64(1)...20))
    func noneWhereRequiredConstraintsConflict(seed: UInt64) throws {
        let planted = PlantedLayout(seed: seed)
        guard planted.planted > 0 else { return }
        let analysed = try LayoutAnalysis.analyze(planted.graph, passes: .redundancy)
        try #require(!analysed.conflicts.isEmpty, "seed \(seed): conflicts are planted")
        #expect(analysed.redundancies.isEmpty)
        #expect(LayoutAnalysis.redundancies(in: planted.graph, among: { _ in true }).redundancies.isEmpty, "seed \(seed)")
    }

    /// Sanity of the test above: most of its layouts have a conflict planted.
    @Test func conflictsArePlanted() {
        #expect((1...20).filter { PlantedLayout(seed: UInt64($0)).planted > 0 }.count >= 10)
    }
}

/// A variation that leaves the required constraints as they were takes the redundancies of
/// the layout it varies without solving (`LayoutAnalysis.redundancies(in:among:varying:)`):
/// the facts must be those a fresh pass finds, among any candidates, and a variation that
/// changes a required constraint must be solved afresh.
@Suite struct RedundancyOfVariationsTests {
    /// `graph` with every non-required constraint's constant moved: the required ones stay.
    static func varyingPreferences(_ graph: LayoutGraph) -> LayoutGraph {
        var varied = graph
        for index in varied.constraints.indices where !varied.constraints[index].isRequired { varied.constraints[index].constant += 7 }
        return varied
    }

    /// `graph` with its first required user constraint's constant moved by 0.5.
    static func varyingARequiredConstant(_ graph: LayoutGraph) -> LayoutGraph {
        var varied = graph
        if let index = varied.constraints.indices.first(where: { varied.constraints[$0].isRequired }) { varied.constraints[index].constant += 0.5 }
        return varied
    }

    @Test(arguments: RedundancyPropertyTests.seeds)
    func takenFactsAreTheFreshOnes(seed: UInt64) throws {
        let graph = RedundancyPropertyTests.layout(seed: seed)
        let base = try LayoutAnalysis.analyze(graph)
        let reported = base.redundancies.map { base.system.constraints[$0.constraint] }
        let someReported = { (constraint: LayoutConstraint) in reported.firstIndex(of: constraint).map { $0 % 2 == 0 } ?? false }
        for varied in [Self.varyingPreferences(graph), Self.varyingARequiredConstant(graph)] {
            for candidates in [{ (_: LayoutConstraint) in true }, { reported.contains($0) }, someReported] {
                let taken = LayoutAnalysis.redundancies(in: varied, among: candidates, varying: base)
                let fresh = LayoutAnalysis.redundancies(in: varied, among: candidates)
                #expect(taken.redundancies == fresh.redundancies, "seed \(seed)")
                let analysed = try LayoutAnalysis.analyze(varied, passes: .redundancy, redundancyCandidates: candidates, varying: base)
                #expect(analysed.redundancies == fresh.redundancies, "seed \(seed)")
            }
        }
    }
}
