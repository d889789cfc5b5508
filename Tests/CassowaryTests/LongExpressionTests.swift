import Cassowary
import Testing

/// An expression of many terms (above `Tableau.longExpression`, 32) is substituted in one
/// pass instead of term by term; the rows, and so the solution, must be the same.
@Suite("Long expressions")
struct LongExpressionTests {
    /// A chain `p[k] = p[k−1] + w[k]` with preferred widths, and one constraint over every
    /// width: `end == p[0] + Σ w[k]`, written with `count + 1` terms (plus pairs that cancel).
    static func chain(_ count: Int, cancellingPairs: Bool) throws -> (Solver, end: Variable, positions: [Variable]) {
        let solver = Solver()
        let origin = solver.makeVariable(named: "p0")
        try solver.add(constraint(origin, .equal, 5))
        var positions = [origin]
        var widths: [Variable] = []
        for index in 1...count {
            let width = solver.makeVariable(named: "w\(index)")
            let position = solver.makeVariable(named: "p\(index)")
            try solver.add(constraint(width, .greaterOrEqual, 1))
            try solver.add(prefer(width, Double(10 + index % 3), priority: .defaultHigh))
            try solver.add(Constraint(LinearExpression([Term(position, 1), Term(positions[index - 1], -1), Term(width, -1)]), .equal))
            positions.append(position)
            widths.append(width)
        }
        let end = solver.makeVariable(named: "end")
        var terms = [Term(end, 1), Term(origin, -1)] + widths.map { Term($0, -1) }
        if cancellingPairs {
            for width in widths.prefix(20) { terms += [Term(width, 0.5), Term(width, -0.5)] }
        }
        try solver.add(Constraint(LinearExpression(terms), .equal))
        return (solver, end, positions)
    }

    @Test("a sum over a chain of 500 links comes out exact", arguments: [false, true])
    func chainSum(cancellingPairs: Bool) throws {
        let (solver, end, positions) = try Self.chain(500, cancellingPairs: cancellingPairs)
        let expected = 5 + (1...500).reduce(0.0) { $0 + Double(10 + $1 % 3) }
        #expect(solver.value(of: end) == expected)
        #expect(solver.value(of: positions[500]) == expected)
    }

    @Test("the same system written with 20 terms and with 400 solves to the same values")
    func shortAndLongAgree() throws {
        for count in [20, 400] {
            let (solver, end, positions) = try Self.chain(count, cancellingPairs: count > 32)
            #expect(solver.value(of: end) == solver.value(of: positions[count]))
        }
    }
}
