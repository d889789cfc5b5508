import Cassowary

/// Everything observable about a solver, for "the solver is exactly as before" checks:
/// the bit pattern of every value, and the constraints it holds with their constants.
struct Snapshot: Equatable, CustomStringConvertible {
    let valueBits: [UInt64]
    let constraints: [ObjectIdentifier]
    let constants: [UInt64?]

    init(_ solver: Solver) {
        valueBits = bitPatterns(solver.values())
        constraints = solver.constraints.map(ObjectIdentifier.init)
        constants = solver.constraints.map { solver.constant(of: $0)?.bitPattern }
    }

    var description: String {
        "values \(valueBits.map(Double.init(bitPattern:))), \(constraints.count) constraints"
    }
}

/// The error `body` throws, or nil.
func caughtError(_ body: () throws(SolverError) -> Void) -> SolverError? {
    do {
        try body()
        return nil
    } catch {
        return error
    }
}
