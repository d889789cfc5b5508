import Cassowary
import Testing

/// Requests the solver must refuse with a precise, typed error — and after each refusal the
/// solver is exactly as it was.
@Suite("Invalid requests")
struct InvalidRequestTests {
    private let solver = Solver()
    private let x: Variable
    private let y: Variable
    private let held: Constraint

    init() throws {
        x = solver.makeVariable(named: "x")
        y = solver.makeVariable(named: "y")
        held = constraint(x + y, .equal, 10)
        try solver.add([held, prefer(x, 3, priority: .defaultLow), constraint(y, .lessOrEqual, 4, priority: Priority(600))])
    }

    /// Runs `body`, expects it to fail, and checks the solver is untouched.
    private func refused(_ body: () throws(SolverError) -> Void,
                         sourceLocation: SourceLocation = #_sourceLocation) -> SolverError? {
        let before = Snapshot(solver)
        let error = caughtError(body)
        #expect(error != nil, "expected the request to be refused", sourceLocation: sourceLocation)
        #expect(Snapshot(solver) == before, "a refused request changed the solver", sourceLocation: sourceLocation)
        return error
    }

    private func isNonFinite(_ error: SolverError?) -> Bool {
        if case .nonFiniteValue = error { return true }
        return false
    }

    @Test func theFixtureSolvesAsExpected() {
        // x + y = 10, y ≤ 4 at 600 beats x = 3 at 250: y = 4, x = 6.
        #expect(solver.values() == [6, 4])
    }

    @Test func addingAConstraintTwiceIsADuplicate() {
        #expect(refused { () throws(SolverError) in try solver.add(held) } == .duplicateConstraint(held))
    }

    @Test func removingAConstraintTheSolverDoesNotHoldIsUnknown() throws {
        let stranger = constraint(x, .equal, 1)
        #expect(refused { () throws(SolverError) in try solver.remove(stranger) } == .unknownConstraint(stranger))
        #expect(refused { () throws(SolverError) in try solver.setConstant(5, of: stranger) } == .unknownConstraint(stranger))

        try solver.remove(held)
        #expect(refused { () throws(SolverError) in try solver.remove(held) } == .unknownConstraint(held))
        #expect(solver.constant(of: held) == nil)
        try solver.add(held)                                    // and it can come back
        #expect(solver.values() == [6, 4])
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteCoefficientsAndConstantsAreRefused(_ bad: Double) {
        let badCoefficient = Constraint(LinearExpression([Term(x, bad), Term(y, 1)]), .equal)
        let badConstant = Constraint(LinearExpression([Term(x, 1)], constant: bad), .lessOrEqual, priority: .defaultLow)
        #expect(isNonFinite(refused { () throws(SolverError) in try solver.add(badCoefficient) }))
        #expect(isNonFinite(refused { () throws(SolverError) in try solver.add(badConstant) }))
        #expect(isNonFinite(refused { () throws(SolverError) in try solver.setConstant(bad, of: held) }))
        #expect(!solver.has(badCoefficient) && !solver.has(badConstant))
    }

    @Test(arguments: [0, 1000.5, 1001, -1, Double.nan, .infinity, -.infinity])
    func prioritiesOutsideZeroToThousandAreRefused(_ bad: Double) {
        let c = constraint(x, .equal, 1, priority: Priority(bad))
        let error = refused { () throws(SolverError) in try solver.add(c) }
        #expect(error == .invalidPriority(bad))
        #expect(!solver.has(c))
    }

    @Test(arguments: [Double.leastNonzeroMagnitude, 0.5, 999.999, 1000])
    func prioritiesInsideZeroToThousandAreAccepted(_ good: Double) throws {
        let c = constraint(x, .greaterOrEqual, -1000, priority: Priority(good))
        try solver.add(c)
        #expect(solver.has(c))
    }

    @Test func aVariableFromAnotherSolverIsUnknown() {
        let other = Solver()
        _ = other.makeVariable(named: "a")
        let foreign = other.makeVariable(named: "b")            // index 1, like y here
        let c = constraint(x + foreign, .equal, 0)
        #expect(refused { () throws(SolverError) in try solver.add(c) } == .unknownVariable(foreign))
        #expect(refused { () throws(SolverError) in try solver.addEditVariable(foreign, priority: .defaultHigh) }
                == .unknownVariable(foreign))
        #expect(solver.value(of: foreign) == 0)
    }

    @Test func editVariableMisuseIsRefused() throws {
        #expect(refused { () throws(SolverError) in try solver.suggestValue(1, for: x) } == .unknownEditVariable(x))
        #expect(refused { () throws(SolverError) in try solver.removeEditVariable(x) } == .unknownEditVariable(x))
        #expect(refused { () throws(SolverError) in try solver.addEditVariable(x, priority: .required) }
                == .requiredEditVariable(x))
        #expect(refused { () throws(SolverError) in try solver.addEditVariable(x, priority: Priority(0)) }
                == .invalidPriority(0))
        #expect(!solver.hasEditVariable(x))

        try solver.addEditVariable(x, priority: .defaultHigh)
        #expect(solver.hasEditVariable(x))
        #expect(refused { () throws(SolverError) in try solver.addEditVariable(x, priority: .defaultLow) }
                == .duplicateEditVariable(x))
        #expect(isNonFinite(refused { () throws(SolverError) in try solver.suggestValue(.nan, for: x) }))
        #expect(isNonFinite(refused { () throws(SolverError) in try solver.suggestValue(.infinity, for: x) }))

        try solver.suggestValue(8, for: x)                       // 750 beats y ≤ 4 at 600
        #expect(solver.values() == [8, 2])
        try solver.removeEditVariable(x)
        #expect(refused { () throws(SolverError) in try solver.suggestValue(1, for: x) } == .unknownEditVariable(x))
        #expect(solver.values() == [6, 4])
    }
}
