import Cassowary

/// A constraint as plain numbers, independent of any solver:
/// `Σ coefficient·x[index] + constant  (== | <= | >=)  0` at `priority`.
struct ConstraintSpec {
    var terms: [(index: Int, coefficient: Double)]
    var constant: Double
    var relation: Relation
    var priority: Double

    var isRequired: Bool { priority >= 1000 }

    /// The left-hand side at `x`.
    func value(at x: [Double]) -> Double {
        var f = constant
        for term in terms { f += term.coefficient * x[term.index] }
        return f
    }

    /// How far `x` is from satisfying the constraint: |f| for `==`, max(0, f) for `<=`,
    /// max(0, −f) for `>=`.
    func error(at x: [Double]) -> Double {
        let f = value(at: x)
        switch relation {
        case .equal: return abs(f)
        case .lessOrEqual: return max(0, f)
        case .greaterOrEqual: return max(0, -f)
        }
    }

    /// The solver constraint over `variables`.
    func makeConstraint(_ variables: [Variable]) -> Constraint {
        Constraint(LinearExpression(terms.map { Term(variables[$0.index], $0.coefficient) }, constant: constant),
                   relation, priority: Priority(priority))
    }
}

/// The reference answer to "what is the best any solver can do?" under strict priority
/// levels, computed with `DenseSimplex` one level at a time from the highest:
///
///   level k: minimise Σ errors at level k
///            subject to every required constraint,
///            and Σ errors at each higher level j ≤ optimum_j (+ 1e-11 relative, for round-off).
///
/// Variables are free, so each is split as x = x⁺ − x⁻. An optional `==` gets two error
/// columns (f = p − n), an optional `<=` one (f ≤ e), an optional `>=` one (f ≥ −e).
enum LexicographicReference {
    enum Result {
        /// The required constraints have no common solution.
        case infeasible
        /// The reference itself failed (cycling); the test should say so, not guess.
        case failed(String)
        /// `optimum[k]` is the least error sum at `levels[k]` (levels descending).
        case optimal(levels: [Double], optimum: [Double], point: [Double])
    }

    /// The distinct optional priorities, highest first.
    static func levels(of constraints: [ConstraintSpec]) -> [Double] {
        Array(Set(constraints.filter { !$0.isRequired }.map(\.priority))).sorted(by: >)
    }

    /// Σ error at each of `levels` for the point `x`.
    static func errorSums(of constraints: [ConstraintSpec], at x: [Double], levels: [Double]) -> [Double] {
        levels.map { level in
            constraints.filter { $0.priority == level }.reduce(0.0) { $0 + $1.error(at: x) }
        }
    }

    static func solve(variableCount n: Int, constraints: [ConstraintSpec]) -> Result {
        let levels = levels(of: constraints)
        // Column layout: x⁺ (n), x⁻ (n), then the error columns of the optional constraints.
        var errorColumns: [[Int]] = []
        var width = 2 * n
        for c in constraints {
            if c.isRequired { errorColumns.append([]); continue }
            let count = c.relation == .equal ? 2 : 1
            errorColumns.append(Array(width..<(width + count)))
            width += count
        }
        var rows: [DenseSimplex.Row] = []
        for (c, errors) in zip(constraints, errorColumns) {
            var a = [Double](repeating: 0, count: width)
            for term in c.terms {
                a[term.index] += term.coefficient
                a[n + term.index] -= term.coefficient
            }
            var relation: DenseSimplex.Relation
            switch c.relation {
            case .equal: relation = .equal
            case .lessOrEqual: relation = .lessOrEqual
            case .greaterOrEqual: relation = .greaterOrEqual
            }
            if !c.isRequired {
                switch c.relation {
                case .equal: a[errors[0]] = -1; a[errors[1]] = 1    // f − p + n = 0
                case .lessOrEqual: a[errors[0]] = -1                // f − e ≤ 0
                case .greaterOrEqual: a[errors[0]] = 1              // f + e ≥ 0
                }
            }
            rows.append(DenseSimplex.Row(coefficients: a, relation: relation, rhs: -c.constant))
        }
        func levelObjective(_ level: Double) -> [Double] {
            var cost = [Double](repeating: 0, count: width)
            for (c, errors) in zip(constraints, errorColumns) where c.priority == level {
                for e in errors { cost[e] = 1 }
            }
            return cost
        }

        var optimum: [Double] = []
        var point = [Double](repeating: 0, count: n)
        for level in levels.isEmpty ? [Double.nan] : levels {
            let objective = level.isNaN ? [Double](repeating: 0, count: width) : levelObjective(level)
            switch DenseSimplex.minimize(objective, subjectTo: rows) {
            case .infeasible:
                return optimum.isEmpty ? .infeasible : .failed("a lower level became infeasible")
            case .unbounded:
                return .failed("unbounded error sum (impossible: errors are ≥ 0)")
            case .stalled:
                return .failed("Bland's rule stalled")
            case .optimal(let value, let z):
                point = (0..<n).map { z[$0] - z[n + $0] }
                if level.isNaN { break }
                optimum.append(value)
                // Later levels may not spend more error at this one.
                rows.append(DenseSimplex.Row(coefficients: objective, relation: .lessOrEqual,
                                             rhs: value + 1e-11 * max(1, abs(value))))
            }
        }
        return .optimal(levels: levels, optimum: optimum, point: point)
    }
}

extension ConstraintSpec {
    /// `Σ terms[i]·x[i] + constant  relation  0` at `priority`, written compactly:
    /// `.init([0: 1, 4: -2], -3, .lessOrEqual, 1000)` is `x0 − 2·x4 − 3 ≤ 0`, required.
    init(_ terms: KeyValuePairs<Int, Double>, _ constant: Double, _ relation: Relation, _ priority: Double) {
        self.init(terms: terms.map { ($0.key, $0.value) }, constant: constant, relation: relation, priority: priority)
    }
}
