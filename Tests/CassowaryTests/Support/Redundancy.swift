import Cassowary

/// The span of the left-hand sides of some constraints (constants ignored), kept in row
/// echelon form so that a membership test costs one reduction.
struct LinearSpan {
    let variableCount: Int
    private var rows: [(pivot: Int, row: [Double])] = []

    init(variableCount: Int) {
        self.variableCount = variableCount
    }

    private func dense(_ spec: ConstraintSpec) -> [Double] {
        var row = [Double](repeating: 0, count: variableCount)
        for t in spec.terms { row[t.index] += t.coefficient }
        return row
    }

    /// `spec`'s left-hand side reduced by the span: all zeros when it lies in it.
    private func reduced(_ spec: ConstraintSpec) -> [Double] {
        var v = dense(spec)
        for (pivot, row) in rows where v[pivot] != 0 {
            let f = v[pivot] / row[pivot]
            for j in 0..<variableCount where row[j] != 0 { v[j] -= f * row[j] }
            v[pivot] = 0
        }
        return v
    }

    func contains(_ spec: ConstraintSpec) -> Bool {
        reduced(spec).allSatisfy { abs($0) <= 1e-9 }
    }

    mutating func insert(_ spec: ConstraintSpec) {
        let v = reduced(spec)
        guard let pivot = v.indices.max(by: { abs(v[$0]) < abs(v[$1]) }), abs(v[pivot]) > 1e-9 else { return }
        rows.append((pivot, v))
    }
}

/// Whether the left-hand side of `spec` is a linear combination of those of `others`.
func isLinearlyDependent(_ spec: ConstraintSpec, on others: [ConstraintSpec], variableCount n: Int) -> Bool {
    var span = LinearSpan(variableCount: n)
    for other in others { span.insert(other) }
    return span.contains(spec)
}

extension MirroredSolver {
    /// Whether `spec` is a required equality implied (up to its constant) by the required
    /// equalities already held — the case of the redundant-equality bug (see
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
    var span = LinearSpan(variableCount: n)
    var kept: [ConstraintSpec] = []
    for spec in specs {
        if spec.isRequired && spec.relation == .equal {
            if span.contains(spec) { continue }
            span.insert(spec)
        }
        kept.append(spec)
    }
    return kept
}
