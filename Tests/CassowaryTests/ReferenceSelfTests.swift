import Cassowary
import Testing

/// The reference used by the optimality tests is itself checked on problems with known
/// answers, so a disagreement can be blamed on the solver with confidence.
@Suite("The reference simplex itself")
struct ReferenceSelfTests {
    private func optimum(_ objective: [Double], _ rows: [DenseSimplex.Row]) -> (Double, [Double])? {
        if case .optimal(let value, let point) = DenseSimplex.minimize(objective, subjectTo: rows) { return (value, point) }
        return nil
    }

    /// max x + y s.t. x + 2y ≤ 4, 3x + y ≤ 6: the vertex (1.6, 1.2), value 2.8.
    @Test func textbookMaximisation() throws {
        let result = try #require(optimum([-1, -1], [
            .init(coefficients: [1, 2], relation: .lessOrEqual, rhs: 4),
            .init(coefficients: [3, 1], relation: .lessOrEqual, rhs: 6),
        ]))
        #expect(abs(result.0 + 2.8) < 1e-12)
        #expect(maxDifference(result.1, [1.6, 1.2]) < 1e-12)
    }

    @Test func equalitiesGreaterOrEqualAndRedundantRows() throws {
        // min x + y s.t. x + y ≥ 2, x − y = 0, 2x − 2y = 0 (redundant): (1, 1).
        let result = try #require(optimum([1, 1], [
            .init(coefficients: [1, 1], relation: .greaterOrEqual, rhs: 2),
            .init(coefficients: [1, -1], relation: .equal, rhs: 0),
            .init(coefficients: [2, -2], relation: .equal, rhs: 0),
        ]))
        #expect(abs(result.0 - 2) < 1e-12)
        #expect(maxDifference(result.1, [1, 1]) < 1e-12)
    }

    @Test func infeasibleProblemsAreRecognised() {
        let outcome = DenseSimplex.minimize([0], subjectTo: [
            .init(coefficients: [1], relation: .greaterOrEqual, rhs: 5),
            .init(coefficients: [1], relation: .lessOrEqual, rhs: 3),
        ])
        guard case .infeasible = outcome else { Issue.record("expected infeasible, got \(outcome)"); return }
    }

    /// Beale's example (1955), which cycles under Dantzig's rule; Bland's rule must finish
    /// with the known optimum −1/20.
    @Test func bealesCyclingExampleTerminates() throws {
        let result = try #require(optimum([-0.75, 150, -0.02, 6], [
            .init(coefficients: [0.25, -60, -0.04, 9], relation: .lessOrEqual, rhs: 0),
            .init(coefficients: [0.5, -90, -0.02, 3], relation: .lessOrEqual, rhs: 0),
            .init(coefficients: [0, 0, 1, 0], relation: .lessOrEqual, rhs: 1),
        ]))
        #expect(abs(result.0 + 0.05) < 1e-12)
    }

    /// The lexicographic reference on the strict-levels example: level 251 is settled
    /// first (error 0 at x = 100), level 250 pays 4 × 100.
    @Test func lexicographicReferenceUsesStrictLevels() throws {
        let specs = [ConstraintSpec(terms: [(0, 1)], constant: -100, relation: .equal, priority: 251)]
            + Array(repeating: ConstraintSpec(terms: [(0, 1)], constant: 0, relation: .equal, priority: 250), count: 4)
        guard case .optimal(let levels, let optimum, let point) = LexicographicReference.solve(variableCount: 1,
                                                                                             constraints: specs) else {
            Issue.record("expected an optimum"); return
        }
        #expect(levels == [251, 250])
        #expect(maxDifference(optimum, [0, 400]) < 1e-9)
        #expect(abs(point[0] - 100) < 1e-9)
    }

    @Test func lexicographicReferenceHandlesFreeVariablesAndRequiredConstraints() throws {
        // x − y = 30 required, x ≤ −10 required, y == 0 at 500 → y = −40 at best, error 40.
        let specs = [
            ConstraintSpec(terms: [(0, 1), (1, -1)], constant: -30, relation: .equal, priority: 1000),
            ConstraintSpec(terms: [(0, 1)], constant: 10, relation: .lessOrEqual, priority: 1000),
            ConstraintSpec(terms: [(1, 1)], constant: 0, relation: .equal, priority: 500),
        ]
        guard case .optimal(_, let optimum, let point) = LexicographicReference.solve(variableCount: 2,
                                                                                    constraints: specs) else {
            Issue.record("expected an optimum"); return
        }
        #expect(maxDifference(optimum, [40]) < 1e-9)
        #expect(maxDifference(point, [-10, -40]) < 1e-9)

        let contradiction = specs + [ConstraintSpec(terms: [(1, 1)], constant: 0, relation: .greaterOrEqual, priority: 1000)]
        guard case .infeasible = LexicographicReference.solve(variableCount: 2, constraints: contradiction) else {
            Issue.record("y ≥ 0 contradicts y = x − 30 ≤ −40"); return
        }
    }
}
