import Cassowary
import Testing

/// Edit variables (drags, animations) and in-place constant changes (UIKit's
/// `NSLayoutConstraint.constant`), both re-solved with the dual simplex.
@Suite("Edits and constant changes")
struct EditAndConstantChangeTests {
    @Test func suggestValueMovesAnEditVariable() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        try solver.add(prefer(x, 5, priority: .defaultLow))
        try solver.addEditVariable(x, priority: .defaultHigh)
        // A fresh edit asks for the current value until something is suggested.
        #expect(solver.value(of: x) == 5)
        for target in [10.0, -3, 1e5, 0.25, 42] {
            try solver.suggestValue(target, for: x)
            #expect(solver.value(of: x) == target)
        }
        try solver.removeEditVariable(x)
        #expect(solver.value(of: x) == 5)
    }

    /// Dragging the left edge of a box whose width is required: the right edge follows,
    /// and the box stops at the required wall (x ≥ 0) however far the drag goes.
    @Test func requiredConstraintsHoldWhileDragging() throws {
        let solver = Solver()
        let left = solver.makeVariable(named: "left")
        let right = solver.makeVariable(named: "right")
        try solver.add([
            constraint(right, .equal, left + 50),
            constraint(left, .greaterOrEqual, 0),
            constraint(right, .lessOrEqual, 300),
            prefer(left, 100, priority: .defaultLow),
        ])
        try solver.addEditVariable(left, priority: .defaultHigh)
        var target = 120.0
        for step in 0..<80 {
            target += step < 40 ? 7 : -13
            try solver.suggestValue(target, for: left)
            let l = solver.value(of: left), r = solver.value(of: right)
            #expect(r - l == 50, "width broke at step \(step)")
            #expect(l >= 0 && r <= 300, "left the wall at step \(step)")
            #expect(l == min(max(target, 0), 250), "step \(step): wanted \(target), got \(l)")
        }
    }

    @Test func twoEditVariablesAtDifferentPriorities() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        let y = solver.makeVariable(named: "y")
        try solver.add(constraint(x + y, .lessOrEqual, 100))
        try solver.addEditVariable(x, priority: Priority(700))
        try solver.addEditVariable(y, priority: Priority(600))
        try solver.suggestValue(30, for: x)
        try solver.suggestValue(90, for: y)
        #expect(solver.values() == [30, 70])                     // x's edit outranks y's
        try solver.suggestValue(10, for: x)
        #expect(solver.values() == [10, 90])
    }

    /// `setConstant` changes the constant in place; the answer must be the one a fresh
    /// remove + add of the changed constraint gives (the optimum here is unique).
    @Test func setConstantMatchesRemoveAndAdd() throws {
        func build() throws -> (Solver, [Variable], [Constraint]) {
            let solver = Solver()
            let a = solver.makeVariable(named: "a")
            let b = solver.makeVariable(named: "b")
            let c = solver.makeVariable(named: "c")
            let constraints = [
                constraint(a, .greaterOrEqual, 0),
                constraint(b, .greaterOrEqual, a + 10),
                constraint(c, .greaterOrEqual, b + 10),
                constraint(c, .lessOrEqual, 100),
                prefer(a, 40, priority: Priority(300)),
                prefer(b, 45, priority: Priority(400)),
                prefer(c, 90, priority: Priority(200)),
                constraint(c - a, .equal, 30, priority: Priority(350)),
            ]
            try solver.add(constraints)
            return (solver, [a, b, c], constraints)
        }
        // (index of the constraint to change, new constant)
        let changes: [(Int, Double)] = [(1, 25), (3, -60), (4, -10), (5, -80), (7, -5), (2, 0), (3, -30), (6, 0)]
        let (inPlace, _, constraintsInPlace) = try build()
        let (rebuilt, variables, initial) = try build()
        var constraintsRebuilt = initial
        for (step, (index, constant)) in changes.enumerated() {
            try inPlace.setConstant(constant, of: constraintsInPlace[index])
            let old = constraintsRebuilt[index]
            try rebuilt.remove(old)
            let changed = Constraint(LinearExpression(old.expression.terms, constant: constant), old.relation,
                                     priority: old.priority)
            try rebuilt.add(changed)
            constraintsRebuilt[index] = changed
            #expect(maxDifference(inPlace.values(), rebuilt.values()) <= 1e-9,
                    "step \(step): setConstant \(inPlace.values()) vs remove+add \(rebuilt.values()) for \(variables)")
            #expect(inPlace.constant(of: constraintsInPlace[index]) == constant)
        }
    }

    @Test func setConstantToTheSameValueIsANoOp() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        let c = constraint(x, .greaterOrEqual, 12)
        try solver.add([c, prefer(x, 0, priority: .defaultLow)])
        let before = Snapshot(solver)
        try solver.setConstant(-12, of: c)
        #expect(Snapshot(solver) == before)
        #expect(solver.value(of: x) == 12)
    }

    @Test func setConstantOnAnOptionalConstraintMovesItsPreference() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        let stay = prefer(x, 10, priority: .defaultLow)
        try solver.add([stay, constraint(x, .lessOrEqual, 50)])
        for target in stride(from: 0.0, through: 80, by: 8) {
            try solver.setConstant(-target, of: stay)
            #expect(solver.value(of: x) == min(target, 50))
        }
    }
}
