/// An independent, deliberately simple linear-programming solver used as the reference for
/// the solver's optimality: a dense textbook two-phase simplex with Bland's rule.
///
///     minimise  c·z   subject to   Aᵢ·z (≤ | ≥ | =) bᵢ,   z ≥ 0
///
/// It shares no code with `Cassowary`: a full tableau, every reduced cost recomputed from
/// the basis on every iteration, artificial variables on every `≥`/`=` row, phase one
/// minimising their sum. It is slow (O(m·n) per pivot) and meant for systems of a few
/// dozen columns.
enum DenseSimplex {
    enum Relation {
        case lessOrEqual, greaterOrEqual, equal

        var flipped: Relation {
            switch self {
            case .lessOrEqual: return .greaterOrEqual
            case .greaterOrEqual: return .lessOrEqual
            case .equal: return .equal
            }
        }
    }

    struct Row {
        var coefficients: [Double]
        var relation: Relation
        var rhs: Double
    }

    enum Outcome {
        case infeasible
        case unbounded
        /// Bland's rule did not finish within the iteration cap (a numerical cycle).
        case stalled
        case optimal(value: Double, point: [Double])
    }

    /// Pivot and reduced-cost tolerance.
    static let tolerance = 1e-9
    /// Phase one's objective must end below this for the problem to count as feasible.
    static let feasibilityTolerance = 1e-7

    static func minimize(_ objective: [Double], subjectTo input: [Row]) -> Outcome {
        let n = objective.count
        // Make every right-hand side non-negative.
        let rows = input.map { row -> Row in
            row.rhs >= 0 ? row : Row(coefficients: row.coefficients.map { -$0 }, relation: row.relation.flipped, rhs: -row.rhs)
        }
        var m = rows.count
        var slackColumn = [Int](repeating: -1, count: m)
        var artificialColumn = [Int](repeating: -1, count: m)
        var width = n
        for i in 0..<m where rows[i].relation != .equal { slackColumn[i] = width; width += 1 }
        let artificialStart = width
        for i in 0..<m where rows[i].relation != .lessOrEqual { artificialColumn[i] = width; width += 1 }

        var tableau = Tableau(rows: m, columns: width)
        for i in 0..<m {
            for j in 0..<n { tableau[i, j] = rows[i].coefficients[j] }
            tableau[i, width] = rows[i].rhs
            switch rows[i].relation {
            case .lessOrEqual:
                tableau[i, slackColumn[i]] = 1
                tableau.basis[i] = slackColumn[i]
            case .greaterOrEqual:
                tableau[i, slackColumn[i]] = -1
                tableau[i, artificialColumn[i]] = 1
                tableau.basis[i] = artificialColumn[i]
            case .equal:
                tableau[i, artificialColumn[i]] = 1
                tableau.basis[i] = artificialColumn[i]
            }
        }

        // Phase one: minimise the sum of the artificial variables.
        var phaseOne = [Double](repeating: 0, count: width)
        for j in artificialStart..<width { phaseOne[j] = 1 }
        switch tableau.run(cost: phaseOne, enterable: width) {
        case .stalled: return .stalled
        case .unbounded: return .unbounded // cannot happen: the phase-one objective is ≥ 0
        case .optimal: break
        }
        if tableau.objectiveValue(phaseOne) > feasibilityTolerance { return .infeasible }

        // Drive the artificial variables that are still basic (at zero) out of the basis;
        // a row with nothing else to pivot on is redundant and is dropped.
        var i = 0
        while i < m {
            if tableau.basis[i] >= artificialStart {
                if let j = (0..<artificialStart).first(where: { abs(tableau[i, $0]) > tolerance }) {
                    tableau.pivot(row: i, column: j)
                } else {
                    tableau.removeRow(i)
                    m -= 1
                    continue
                }
            }
            i += 1
        }

        // Phase two: the real objective; artificial columns may no longer enter.
        var cost = [Double](repeating: 0, count: width)
        for j in 0..<n { cost[j] = objective[j] }
        switch tableau.run(cost: cost, enterable: artificialStart) {
        case .stalled: return .stalled
        case .unbounded: return .unbounded
        case .optimal: break
        }
        var point = [Double](repeating: 0, count: n)
        for i in 0..<tableau.rowCount where tableau.basis[i] < n { point[tableau.basis[i]] = tableau[i, width] }
        var value = 0.0
        for j in 0..<n { value += objective[j] * point[j] }
        return .optimal(value: value, point: point)
    }

    /// A dense tableau `basis[i] = rhs[i] − Σ a[i][j]·z[j]` stored row-major; the last
    /// column holds the right-hand side.
    private struct Tableau {
        private(set) var rowCount: Int
        let columnCount: Int
        private var cells: [Double]
        var basis: [Int]

        init(rows: Int, columns: Int) {
            rowCount = rows
            columnCount = columns
            cells = [Double](repeating: 0, count: rows * (columns + 1))
            basis = [Int](repeating: -1, count: rows)
        }

        subscript(i: Int, j: Int) -> Double {
            get { cells[i * (columnCount + 1) + j] }
            set { cells[i * (columnCount + 1) + j] = newValue }
        }

        mutating func removeRow(_ i: Int) {
            let stride = columnCount + 1
            cells.removeSubrange(i * stride..<(i + 1) * stride)
            basis.remove(at: i)
            rowCount -= 1
        }

        func objectiveValue(_ cost: [Double]) -> Double {
            var value = 0.0
            for i in 0..<rowCount { value += cost[basis[i]] * self[i, columnCount] }
            return value
        }

        mutating func pivot(row r: Int, column c: Int) {
            let stride = columnCount + 1
            let p = cells[r * stride + c]
            for j in 0..<stride { cells[r * stride + j] /= p }
            for i in 0..<rowCount where i != r {
                let f = cells[i * stride + c]
                if f == 0 { continue }
                for j in 0..<stride { cells[i * stride + j] -= f * cells[r * stride + j] }
                cells[i * stride + c] = 0
                // Snap round-off below zero on the right-hand side back to zero.
                if cells[i * stride + columnCount] < 0 && cells[i * stride + columnCount] > -1e-12 {
                    cells[i * stride + columnCount] = 0
                }
            }
            basis[r] = c
        }

        enum RunOutcome { case optimal, unbounded, stalled }

        /// Primal simplex with Bland's rule: the entering column is the lowest index with a
        /// negative reduced cost; ratio ties leave by the lowest basic index. Only columns
        /// below `enterable` may enter.
        mutating func run(cost: [Double], enterable: Int) -> RunOutcome {
            let stride = columnCount + 1
            var isBasic = [Bool](repeating: false, count: columnCount)
            for b in basis { isBasic[b] = true }
            for _ in 0..<50_000 {
                var entering = -1
                for j in 0..<enterable where !isBasic[j] {
                    var reduced = cost[j]
                    for i in 0..<rowCount { reduced -= cost[basis[i]] * cells[i * stride + j] }
                    if reduced < -DenseSimplex.tolerance { entering = j; break }
                }
                if entering < 0 { return .optimal }
                var leaving = -1
                var best = Double.infinity
                for i in 0..<rowCount {
                    let a = cells[i * stride + entering]
                    guard a > DenseSimplex.tolerance else { continue }
                    let ratio = cells[i * stride + columnCount] / a
                    if leaving < 0 || ratio < best - 1e-12 {
                        leaving = i
                        best = ratio
                    } else if ratio <= best + 1e-12 && basis[i] < basis[leaving] {
                        leaving = i
                    }
                }
                if leaving < 0 { return .unbounded }
                isBasic[basis[leaving]] = false
                isBasic[entering] = true
                pivot(row: leaving, column: entering)
            }
            return .stalled
        }
    }
}
