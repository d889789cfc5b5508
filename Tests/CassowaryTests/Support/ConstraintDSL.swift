import Cassowary

// A few operators so that hand-written systems read like their sources:
// `constraint(xl + 10, .lessOrEqual, xr)` is the paper's `xl + 10 ≤ xr`.

protocol LinearOperand {
    var linear: LinearExpression { get }
}

extension Variable: LinearOperand {
    var linear: LinearExpression { LinearExpression([Term(self, 1)]) }
}

extension LinearExpression: LinearOperand {
    var linear: LinearExpression { self }
}

extension Double: LinearOperand {
    var linear: LinearExpression { LinearExpression(constant: self) }
}

extension Int: LinearOperand {
    var linear: LinearExpression { LinearExpression(constant: Double(self)) }
}

private func sum(_ a: LinearExpression, _ b: LinearExpression, _ sign: Double) -> LinearExpression {
    LinearExpression(a.terms + b.terms.map { Term($0.variable, sign * $0.coefficient) },
                     constant: a.constant + sign * b.constant)
}

func + (a: Variable, b: Variable) -> LinearExpression { sum(a.linear, b.linear, 1) }
func - (a: Variable, b: Variable) -> LinearExpression { sum(a.linear, b.linear, -1) }
func + (a: Variable, b: Double) -> LinearExpression { sum(a.linear, b.linear, 1) }
func - (a: Variable, b: Double) -> LinearExpression { sum(a.linear, b.linear, -1) }
func + (a: LinearExpression, b: Variable) -> LinearExpression { sum(a, b.linear, 1) }
func - (a: LinearExpression, b: Variable) -> LinearExpression { sum(a, b.linear, -1) }
func + (a: LinearExpression, b: Double) -> LinearExpression { sum(a, b.linear, 1) }
func - (a: LinearExpression, b: Double) -> LinearExpression { sum(a, b.linear, -1) }
func * (a: Double, b: Variable) -> LinearExpression { LinearExpression([Term(b, a)]) }

/// `lhs relation rhs` at `priority`, as the solver's `lhs − rhs relation 0`.
func constraint(_ lhs: some LinearOperand, _ relation: Relation, _ rhs: some LinearOperand,
                priority: Priority = .required, label: String? = nil) -> Constraint {
    Constraint(sum(lhs.linear, rhs.linear, -1), relation, priority: priority, label: label)
}

/// `x == value` at `priority`: a stay or a preference.
func prefer(_ x: Variable, _ value: Double, priority: Priority) -> Constraint {
    constraint(x, .equal, value, priority: priority)
}

extension Solver {
    /// Adds every constraint, in order.
    func add(_ constraints: [Constraint]) throws(SolverError) {
        for c in constraints { try add(c) }
    }
}
