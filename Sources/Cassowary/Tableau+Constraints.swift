/// What the tableau keeps about one constraint's row.
struct ConstraintRecord {
    let constraint: Constraint
    /// The slack, dummy or positive error symbol that identifies the constraint's row.
    let marker: Symbol
    /// The second error symbol of an optional constraint, or `noSymbol`.
    let other: Symbol
    /// The coefficient of `marker` in the equation `0 = f(x) + Σ k·marker`.
    let markerCoefficient: Double
    /// The constant currently in force (`setConstant` changes it).
    var constant: Double
}

/// Turning constraints into tableau rows and back: the add, remove and change-constant
/// steps of the incremental solver. They are mutating methods of the tableau (not of the
/// solver class) so that no step ever copies the 
extension Tableau {
    /// Builds the row of `constraint` (whose terms are already resolved to symbols),
    /// chooses its subject, inserts it and re-optimises.
    mutating func insertRow(for constraint: Constraint, terms: [(Symbol, Double)]) throws(SolverError) -> ConstraintRecord {
        var (equation, record) = makeRow(for: constraint, terms: terms)
        equation.trimCapacity()
        let subject = chooseSubject(equation, record)
        if subject == noSymbol {
            if equation.cells.allSatisfy({ symbols[Int($0.symbol)].kind == .dummy }) {
                guard negligible(equation.constant, scale: constraint.expression.constant) else {
                    throw .unsatisfiableConstraint(constraint)
                }
                // A redundant required equality: keep its (zero) row under its own marker
                // so that removing or changing it later finds it.
                equation.solve(for: record.marker)
                setRow(record.marker, equation)
            } else {
                // Only this step can fail after the tableau has changed, so only it is
                // journaled: a rejected constraint leaves the tableau bit-identical. The
                // dual simplex is tried first; when it gives up, its changes are undone
                // and phase one decides.
                beginJournal()
                let satisfiable: Bool
                do {
                    if let margin = dualInsertionMargin, try addByDualSimplex(equation, margin: margin) {
                        satisfiable = true
                    } else {
                        rollback()
                        beginJournal()
                        satisfiable = try addWithArtificialVariable(equation)
                    }
                } catch {
                    rollback()
                    throw error
                }
                guard satisfiable else {
                    rollback()
                    throw .unsatisfiableConstraint(constraint)
                }
                commitJournal()
            }
        } else {
            equation.solve(for: subject)
            substitute(subject, with: equation)
            setRow(subject, equation)
        }
        try optimize()
        return record
    }

    /// `0 = f(x) + markers`, with basic symbols substituted, its constant made ≥ 0, and the
    /// error symbols' costs entered in the objective.
    private mutating func makeRow(for constraint: Constraint, terms: [(Symbol, Double)]) -> (Row, ConstraintRecord) {
        let expression = constraint.expression
        var row = Row(constant: expression.constant)
        if terms.count > Tableau.longExpression {
            substituteAtOnce(terms, into: &row)
        } else {
            for (s, coefficient) in terms where coefficient != 0 {
                if symbols[Int(s)].isBasic {
                    row.insert(cells: rows[Int(s)].cells, constant: rows[Int(s)].constant, scale: coefficient)
                } else {
                    row.insert(s, coefficient)
                }
            }
        }
        let required = constraint.priority.isRequired
        let level = constraint.priority.value
        var marker = noSymbol, other = noSymbol, k = 1.0
        switch constraint.relation {
        case .lessOrEqual, .greaterOrEqual:
            k = constraint.relation == .lessOrEqual ? 1 : -1
            marker = makeSymbol(.slack)
            row.insert(marker, k)
            if !required {
                other = makeSymbol(.error)
                row.insert(other, -k)
                addObjectiveTerm(other, level: level, value: 1)
            }
        case .equal:
            if required {
                marker = makeSymbol(.dummy)
                row.insert(marker, 1)
            } else {
                marker = makeSymbol(.error)
                other = makeSymbol(.error)
                k = -1
                row.insert(marker, -1)
                row.insert(other, 1)
                addObjectiveTerm(marker, level: level, value: 1)
                addObjectiveTerm(other, level: level, value: 1)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        let record = ConstraintRecord(constraint: constraint, marker: marker, other: other,
                                      markerCoefficient: k, constant: expression.constant)
        return (row, record)
    }

    /// Above this many terms an expression's row is built by `substituteAtOnce`.
    static let longExpression = 32

    /// Adds `terms` to `row` (basic symbols replaced by their rows) exactly as inserting them
    /// one at a time would — the same cells, the same sums in the same order, the same
    /// cancellations — but by gathering every contribution, sorting them by symbol (stably,
    /// so each symbol's keep their order) and folding each symbol's in turn. Inserting one
    /// at a time into a row that grows to thousands of cells moves its tail at every
    /// insertion: an expression that spans a long chain (the last of 5,000 cards pinned to
    /// its container) made that quadratic.
    /// - Precondition: `row` has no cells yet.
    private func substituteAtOnce(_ terms: [(Symbol, Double)], into row: inout Row) {
        var contributions: [(symbol: Symbol, order: Int, value: Double)] = []
        for (s, coefficient) in terms where coefficient != 0 {
            if symbols[Int(s)].isBasic {
                row.constant += rows[Int(s)].constant * coefficient
                for cell in rows[Int(s)].cells {
                    contributions.append((cell.symbol, contributions.count, cell.coefficient * coefficient))
                }
            } else {
                contributions.append((s, contributions.count, coefficient))
            }
        }
        contributions.sort { ($0.symbol, $0.order) < ($1.symbol, $1.order) }
        var index = 0
        while index < contributions.count {
            let symbol = contributions[index].symbol
            var sum: Double?
            while index < contributions.count && contributions[index].symbol == symbol {
                let value = contributions[index].value
                if let present = sum {
                    sum = cancels(present, value) ? nil : present + value
                } else if !nearZero(value) {
                    sum = value
                }
                index += 1
            }
            // Ascending symbols: each insertion lands at the end of the row.
            if let sum { row.insert(symbol, sum) }
        }
    }

    /// The subject to solve a new row for: an external symbol when there is one (the one
    /// in the fewest rows, so the substitution stays small); else, when the row's constant
    /// is zero, the restricted symbol the dual ratio test picks (`degenerateSubject`);
    /// else a marker of the row with a negative coefficient (its value is then the row's
    /// non-negative constant).
    private mutating func chooseSubject(_ row: Row, _ record: ConstraintRecord) -> Symbol {
        let external = symbolInFewestRows(of: row) { isExternal($0) }
        if external != noSymbol { return external }
        if negligible(row.constant) {
            let subject = degenerateSubject(row, record)
            if subject != noSymbol { return subject }
        }
        for s in [record.marker, record.other] where s != noSymbol {
            let kind = symbols[Int(s)].kind
            if (kind == .slack || kind == .error) && row.coefficient(for: s) < 0 { return s }
        }
        // The current point already satisfies the row (a redundant pin, say): any
        // restricted symbol can be its subject at value 0, which moves nothing, so every
        // row stays feasible and the costly phase one is not needed.
        if negligible(row.constant) {
            return symbolInFewestRows(of: row) { symbols[Int($0)].kind != .dummy }
        }
        return noSymbol
    }

    /// The subject of a row whose constant is zero — a constraint the current point
    /// already satisfies, such as a second `width == 40` preference on a width the first
    /// one set. Any restricted symbol can take such a row at value 0 without moving
    /// anything; the dual ratio test (the smallest reduced cost per unit of coefficient,
    /// among the coefficients of one sign) picks the one that also keeps every reduced
    /// cost optimal, so the add needs no pivot afterwards. The row's own marker (which no
    /// other row holds, so taking it costs no substitution) wins ties.
    /// - Returns: `noSymbol` when no restricted symbol has a usable coefficient.
    private func degenerateSubject(_ row: Row, _ record: ConstraintRecord) -> Symbol {
        var best = noSymbol, bestCost = CostVector(), bestMagnitude = 1.0
        for negative in [true, false] {
            for cell in row.cells {
                let s = cell.symbol, kind = symbols[Int(s)].kind
                guard kind == .slack || kind == .error else { continue }
                let magnitude = negative ? -cell.coefficient : cell.coefficient
                guard magnitude >= pivotTolerance else { continue }
                let cost = costs[Int(s)]
                let better = best == noSymbol || CostVector.ratioLess(cost, magnitude, bestCost, bestMagnitude)
                let tiedMarker = !better && (s == record.marker || s == record.other)
                    && !CostVector.ratioLess(bestCost, bestMagnitude, cost, magnitude)
                    && best != record.marker
                if better || tiedMarker {
                    best = s; bestCost = cost; bestMagnitude = magnitude
                }
            }
            if best != noSymbol { return best }
        }
        return noSymbol
    }

    /// The symbol of `row` accepted by `eligible` that appears in the fewest other rows
    /// (lowest id on ties), so that substituting it stays small; `noSymbol` if none.
    private func symbolInFewestRows(of row: Row, where eligible: (Symbol) -> Bool) -> Symbol {
        var best = noSymbol
        var bestCount = Int.max
        for cell in row.cells where eligible(cell.symbol) {
            // The lazy column length over-counts stale entries; it is only a heuristic.
            let count = columnLength(cell.symbol)
            if count < bestCount { best = cell.symbol; bestCount = count }
        }
        return best
    }

    /// Removes the row of `record`'s constraint and its costs, then re-optimises.
    mutating func removeRow(of record: ConstraintRecord) throws(SolverError) {
        let level = record.constraint.priority.value
        for s in [record.marker, record.other] where s != noSymbol && symbols[Int(s)].kind == .error {
            addObjectiveTerm(s, level: level, value: -1)
        }
        if symbols[Int(record.marker)].isBasic {
            _ = removeRow(record.marker)
        } else {
            // The constraint's equation is the only one with its marker and its other error
            // symbol. When that symbol is basic its row carries the equation, so the marker
            // must enter there; any other row would leave the equation behind in it.
            let other = record.other
            let leaving = other != noSymbol && symbols[Int(other)].isBasic ? other : markerLeavingRow(record.marker)
            if leaving != noSymbol {
                var row = removeRow(leaving)
                row.pivot(leaving: leaving, entering: record.marker)
                substitute(record.marker, with: row)
            }
        }
        try optimize()
    }

    /// The row to pivot a non-basic marker into before its row is dropped: the restricted
    /// row that stays feasible (smallest ratio among negative, then positive
    /// coefficients), else any row holding it. Lowest id on ties.
    private mutating func markerLeavingRow(_ marker: Symbol) -> Symbol {
        var first = noSymbol, second = noSymbol, third = noSymbol
        var r1 = Double.infinity, r2 = Double.infinity
        let holders = column(marker)
        // A redundant copy of the equation being removed holds a basic dummy row in terms
        // of it: that row must take the equation over, so that the copy stays in force.
        var copy = noSymbol
        for entry in holders where symbols[Int(entry.basic)].kind == .dummy && (copy == noSymbol || entry.basic < copy) {
            copy = entry.basic
        }
        if copy != noSymbol { return copy }
        for entry in holders {
            let b = entry.basic, row = row(b), c = entry.coefficient
            if abs(c) < pivotTolerance { continue }
            if isExternal(b) {
                if third == noSymbol || b < third { third = b }
            } else if c < 0 {
                let r = -row.constant / c
                if r < r1 || (r == r1 && b < first) { r1 = r; first = b }
            } else {
                let r = row.constant / c
                if r < r2 || (r == r2 && b < second) { r2 = r; second = b }
            }
        }
        return first != noSymbol ? first : (second != noSymbol ? second : third)
    }

    /// Applies a change of `delta` to the constant of `record`'s equation
    /// `0 = f(x) + k·marker + …`: every row holding the marker `a·marker` moves by
    /// `a·delta/k` (by `−delta/k` for the marker's own row), then the dual simplex
    /// restores feasibility.
    mutating func shiftConstant(of record: ConstraintRecord, by delta: Double, constraint: Constraint) throws(SolverError) {
        let marker = record.marker
        let k = record.markerCoefficient
        if symbols[Int(marker)].isBasic {
            if symbols[Int(marker)].kind == .dummy {
                // A redundant required equality: any change contradicts the rows it repeats.
                throw .unsatisfiableConstraint(constraint)
            }
            addToConstant(of: marker, -delta / k)
        } else {
            for entry in column(marker) {
                let b = entry.basic
                addToConstant(of: b, entry.coefficient * delta / k)
                // A basic dummy is a redundant required equality built on this one: it
                // must stay exactly 0, so any change to it is a contradiction.
                if symbols[Int(b)].kind == .dummy && !negligible(row(b).constant, scale: delta) {
                    throw .unsatisfiableConstraint(constraint)
                }
            }
        }
        guard try dualOptimize() else { throw .unsatisfiableConstraint(constraint) }
        // The dual simplex keeps the optimum only if every reduced cost was optimal to
        // begin with; a primal pass costs nothing when it was and repairs it when not.
        try optimize()
    }
}
