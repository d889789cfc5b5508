import Cassowary

/// Whether the left-hand side of `spec` is a linear combination of those of `others`
/// (constants ignored): Gaussian elimination with partial pivoting on dense rows.
func isLinearlyDependent(_ spec: ConstraintSpec, on others: [ConstraintSpec], variableCount n: Int) -> Bool {
    func dense(_ s: ConstraintSpec) -> [Double] {
        var row = [Double](repeating: 0, count: n)
        for t in s.terms { row[t.index] += t.coefficient }
        return row
    }
    func rank(_ input: [[Double]]) -> Int {
        var rows = input
        var rank = 0
        for column in 0..<n where rank < rows.count {
            var best = rank
            for i in rank..<rows.count where abs(rows[i][column]) > abs(rows[best][column]) { best = i }
            guard abs(rows[best][column]) > 1e-9 else { continue }
            rows.swapAt(rank, best)
            for i in (rank + 1)..<rows.count {
                let f = rows[i][column] / rows[rank][column]
                if f != 0 { for j in column..<n { rows[i][j] -= f * rows[rank][j] } }
            }
            rank += 1
        }
        return rank
    }
    let base = others.map(dense)
    return rank(base + [dense(spec)]) == rank(base)
}

extension MirroredSolver {
    /// Whether `spec` is a required equality implied (up to its constant) by the required
    /// equalities already held — the case of the known redundant-equality bug (see
    /// `RedundantEqualityTests`), which the general random tests steer around so that they
    /// keep testing everything else.
    func isRedundantRequiredEquality(_ spec: ConstraintSpec) -> Bool {
        guard spec.isRequired && spec.relation == .equal else { return false }
        let equalities = specs.filter { $0.isRequired && $0.relation == .equal }
        return isLinearlyDependent(spec, on: equalities, variableCount: variables.count)
    }
}

/// `specs` without the required equalities that earlier ones in the list already imply.
func droppingRedundantEqualities(_ specs: [ConstraintSpec], variableCount n: Int) -> [ConstraintSpec] {
    var kept: [ConstraintSpec] = []
    for spec in specs {
        if spec.isRequired && spec.relation == .equal
            && isLinearlyDependent(spec, on: kept.filter { $0.isRequired && $0.relation == .equal }, variableCount: n) {
            continue
        }
        kept.append(spec)
    }
    return kept
}
