/// The simplex steps on a tableau: primal optimisation, the dual simplex used after a
/// constant changes and to add a row, and phase one with an artificial variable.
///
/// The entering symbol is the lowest id with an improving reduced cost (Bland's rule);
/// the leaving row comes from a two-pass ratio test that prefers large pivot elements,
/// ties to the lowest id; a pivot bound stops any cycle. Ids follow insertion order, so
/// the pivot sequence — and every value — depends only on the order constraints arrive.
extension Tableau {
    /// The level of phase one's artificial objective: above every priority.
    static let artificialLevel = 2000.0

    /// A pivot bound for one optimisation, so a bug can never loop forever.
    var pivotLimit: Int { 100 * symbolCount + 10_000 }

    /// Primal simplex: pivots until no symbol has an improving reduced cost.
    ///
    /// A restricted symbol improves when its cost is lexicographically negative (it can
    /// only grow from 0); an external one when its cost is non-zero (it can move either
    /// way). The leaving row is the restricted basic that reaches 0 first.
    /// - Parameter budget: when given, the number of pivots after which it stops and
    ///   returns false (the tableau is then feasible but perhaps not optimal) instead of
    ///   running to the pivot bound.
    /// - Returns: true at the optimum.
    /// - Throws: `.unboundedObjective`, `.iterationLimit`, or `.timeLimit` once the bound
    ///   `Deadline` has passed.
    @discardableResult
    mutating func optimize(budget: Int? = nil) throws(SolverError) -> Bool {
        var pivots = 0
        var noiseDrops = 0
        var degenerateRun = 0
        while let (entering, direction) = enteringSymbol() {
            // Preferring large pivot elements can cycle through degenerate pivots; after a
            // run of them, Bland's rule (lowest id on ratio ties), which cannot cycle, takes over.
            let bland = degenerateRun > 50
            var leaving = leavingRow(for: entering, direction: direction, bland: bland)
            while leaving != noSymbol && abs(row(leaving).coefficient(for: entering)) < pivotTolerance {
                // Round-off, not a coefficient (see `pivotTolerance`): clear it and look again.
                removeTerm(entering, fromRowOf: leaving)
                leaving = leavingRow(for: entering, direction: direction, bland: bland)
            }
            if leaving != noSymbol {
                degenerateRun = negligible(row(leaving).constant) ? degenerateRun + 1 : 0
            }
            guard leaving != noSymbol else {
                // Every level of the objective is a sum of errors, so it is bounded below:
                // a move that nothing blocks cannot really improve it. The leading entry
                // of this reduced cost is round-off from long chains of substitutions;
                // drop it and look again.
                dropLeadingCostEntry(of: entering)
                noiseDrops += 1
                if noiseDrops > pivotLimit { throw .unboundedObjective }
                continue
            }
            if let budget, pivots >= budget { return false }
            pivot(entering: entering, leaving: leaving)
            pivots += 1
            if pivots > pivotLimit { throw .iterationLimit(pivotLimit) }
            if pivots % Deadline.pivotsBetweenChecks == 0, Deadline.hasPassed { throw .timeLimit }
        }
        infeasibleRows.removeAll()
        return true
    }

    /// The lowest-id non-basic symbol whose move lowers the objective, and the direction
    /// (+1 or −1) of that move; nil at the optimum.
    mutating func enteringSymbol() -> (Symbol, Double)? {
        // The queue is moved out while it calls back into the tableau (exclusive access).
        var queue = EnteringQueue()
        swap(&queue, &entering)
        let best = queue.next { isImproving($0) }
        swap(&queue, &entering)
        guard best != noSymbol else { return nil }
        return (best, symbols[Int(best)].kind == .external && costs[Int(best)].sign > 0 ? -1 : 1)
    }

    /// Whether moving non-basic `s` lowers the objective: a restricted symbol can only
    /// grow, so its cost must be negative; an external one can move either way.
    func isImproving(_ s: Symbol) -> Bool {
        let i = Int(s)
        if symbols[i].isBasic { return false }
        switch symbols[i].kind {
        case .dummy: return false
        case .external: return costs[i].sign != 0
        case .slack, .error: return costs[i].sign < 0
        }
    }

    /// The restricted basic symbol that first reaches 0 when `entering` moves in
    /// `direction`; `noSymbol` when nothing bounds the move.
    ///
    /// A two-pass (Harris) ratio test: first the smallest ratio, allowing each row the
    /// solver's tolerance; then, among the rows within that bound, the largest pivot
    /// element, lowest id on ties. Pivoting on the largest element keeps round-off from
    /// growing through long runs of pivots, where a textbook "lowest ratio, lowest id"
    /// rule picks tiny pivots and blows values up.
    mutating func leavingRow(for entering: Symbol, direction: Double, bland: Bool = false) -> Symbol {
        let holders = column(entering)
        if bland { return blandLeavingRow(direction: direction, holders: holders) }
        var bound = Double.infinity
        for entry in holders where !isExternal(entry.basic) {
            let rate = entry.coefficient * direction
            guard rate <= -pivotTolerance else { continue }
            bound = min(bound, (max(row(entry.basic).constant, 0) + pivotTolerance) / -rate)
        }
        guard bound < .infinity else { return noSymbol }
        var best = noSymbol
        var bestRate = 0.0
        for entry in holders where !isExternal(entry.basic) {
            let b = entry.basic
            let rate = entry.coefficient * direction
            guard rate <= -pivotTolerance, max(row(b).constant, 0) / -rate <= bound else { continue }
            if best == noSymbol || -rate > bestRate || (-rate == bestRate && b < best) {
                best = b
                bestRate = -rate
            }
        }
        return best
    }

    /// The textbook ratio test under Bland's rule over `holders` (the column of the
    /// entering symbol): the smallest ratio, lowest id on ties.
    func blandLeavingRow(direction: Double, holders: [ColumnEntry]) -> Symbol {
        var best = noSymbol
        var bestRatio = Double.infinity
        for entry in holders where !isExternal(entry.basic) {
            let b = entry.basic
            let rate = entry.coefficient * direction
            guard rate <= -pivotTolerance else { continue }
            let ratio = max(row(b).constant, 0) / -rate
            if ratio < bestRatio || (ratio == bestRatio && b < best) {
                best = b
                bestRatio = ratio
            }
        }
        return best
    }

    /// Dual simplex: restores primal feasibility after constants changed, keeping the
    /// objective optimal. Each infeasible row leaves; the entering symbol is the one with
    /// the smallest ratio of reduced cost to coefficient (lexicographically).
    /// - Parameter budget: when given, the number of pivots after which it gives up and
    ///   returns false.
    /// - Returns: false when some row cannot be made feasible (the change is unsatisfiable).
    mutating func dualOptimize(budget: Int? = nil) throws(SolverError) -> Bool {
        var pivots = 0
        while true {
            // The lowest-id infeasible row leaves: the choice must not depend on the order
            // rows were queued in, which follows the lazy column lists.
            var queued = infeasibleRows
            queued.removeAll { !symbols[Int($0)].isBasic || isExternal($0) || negligible(min(row($0).constant, 0)) }
            infeasibleRows = queued
            guard let leaving = queued.min() else { break }
            let entering = dualEnteringSymbol(for: leaving)
            guard entering != noSymbol else { return false }
            if let budget, pivots >= budget { return false }
            pivot(entering: entering, leaving: leaving)
            pivots += 1
            if pivots > pivotLimit { throw .iterationLimit(pivotLimit) }
            if pivots % Deadline.pivotsBetweenChecks == 0, Deadline.hasPassed { throw .timeLimit }
        }
        return true
    }

    /// The symbol whose entry keeps the objective optimal while raising `leaving` to 0:
    /// the smallest ratio of reduced cost to coefficient (lexicographically), and among
    /// ratios equal within the tolerance the largest coefficient, for the same numerical
    /// reason as in `leavingRow`; lowest id on ties.
    func dualEnteringSymbol(for leaving: Symbol) -> Symbol {
        let r = row(leaving)
        var best = noSymbol
        var bestCost = CostVector()
        var bestCoefficient = 1.0
        var candidates: [(Symbol, Double)] = []
        for cell in r.cells {
            let s = cell.symbol, a = cell.coefficient
            let kind = symbols[Int(s)].kind
            if kind == .dummy { continue }
            let magnitude = kind == .external ? abs(a) : a
            guard magnitude >= pivotTolerance else { continue }
            candidates.append((s, magnitude))
            let cost = costs[Int(s)]
            if best == noSymbol || CostVector.ratioLess(cost, magnitude, bestCost, bestCoefficient) {
                best = s
                bestCost = cost
                bestCoefficient = magnitude
            }
        }
        var chosen = best
        var chosenMagnitude = bestCoefficient
        for (s, magnitude) in candidates where magnitude > chosenMagnitude {
            if !CostVector.ratioLess(bestCost, bestCoefficient, costs[Int(s)], magnitude) {
                chosen = s
                chosenMagnitude = magnitude
            }
        }
        return chosen
    }

    /// Phase one for a row with no valid subject: an artificial variable takes the row,
    /// is minimised at a level above every priority, and must reach 0.
    /// - Returns: whether the row's constraint is satisfiable together with the others.
    mutating func addWithArtificialVariable(_ row: Row) throws(SolverError) -> Bool {
        let artificial = makeSymbol(.slack)
        setRow(artificial, row)
        beginArtificialLevel()
        addObjectiveTerm(artificial, level: Tableau.artificialLevel, value: 1)
        do throws(SolverError) {
            try optimize()
        } catch {
            endArtificialLevel()
            throw error
        }
        var success = negligible(value(of: artificial), scale: row.constant)
        if symbols[Int(artificial)].isBasic {
            var rest = removeRow(artificial)
            if !rest.isEmpty {
                let entering = rest.cells.first { symbols[Int($0.symbol)].kind == .slack || symbols[Int($0.symbol)].kind == .error }?.symbol ?? noSymbol
                if entering == noSymbol {
                    success = false
                } else {
                    rest.pivot(leaving: artificial, entering: entering)
                    substitute(entering, with: rest)
                    setRow(entering, rest)
                }
            }
        }
        retire(artificial)
        endArtificialLevel()
        return success
    }
}

extension Tableau {
    /// Adds a row with no valid subject by the dual simplex, where it can: the tableau is
    /// optimal, so an artificial symbol takes the row and leaves the basis by the dual
    /// ratio test, which keeps every reduced cost optimal, and `dualOptimize()` repairs
    /// the rows that the substitution pushed below zero. A grid's closing pin costs one
    /// or a few pivots this way, where phase one walks a chain of degenerate pivots
    /// through every row that holds the grid's shared width.
    ///
    /// Round-off can leave a reduced cost slightly negative after dual pivots, and the
    /// primal repair of that is not guaranteed to be short, so every step has a budget.
    /// - Returns: true when the row is in and the tableau optimal; false when the method
    ///   gave up (no entering symbol, a row it cannot repair, a budget spent). The caller
    ///   must then roll the journal back and use phase one, which alone decides whether
    ///   the row is satisfiable.
    /// - Parameter margin: the pivots each repair may spend beyond two per row to repair
    ///   (`dualInsertionMargin`).
    /// - Precondition: journaling; `row` is `0 = c + Σ a·s` with c ≥ 0 over non-basic
    ///   restricted and dummy symbols.
    mutating func addByDualSimplex(_ row: Row, margin: Int) throws(SolverError) -> Bool {
        let artificial = makeSymbol(.slack)
        var negated = row
        negated.reverseSign()
        setRow(artificial, negated)
        let entering = dualEnteringSymbol(for: artificial)
        guard entering != noSymbol else { return false }
        pivot(entering: entering, leaving: artificial)
        retire(artificial)
        // Each row the substitution pushed below zero needs about one dual pivot (a
        // grid's weak width pins: one each); twice that plus a margin is far more than a
        // repair needs and far fewer pivots than a round-off cycle would take.
        let budget = margin + 2 * infeasibleRows.count
        guard try dualOptimize(budget: budget) else { return false }
        return try optimize(budget: budget)
    }
}
