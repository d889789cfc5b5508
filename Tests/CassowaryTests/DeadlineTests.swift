import Cassowary
import Testing

/// The solver gives up, with a typed error, once its caller's deadline has passed — and does
/// nothing different when no deadline is bound or it is still ahead.
@Suite("Deadline")
struct DeadlineTests {
    @Test("Past the bound deadline an add throws .timeLimit")
    func pastDeadline() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        let passed = ContinuousClock.now - .seconds(1)
        Deadline.$current.withValue(passed) {
            #expect(throws: SolverError.timeLimit) { try solver.add(constraint(x, .equal, 10)) }
        }
    }

    @Test("With no deadline, or one still ahead, the same adds solve as always")
    func noDeadline() throws {
        for deadline in [nil, ContinuousClock.now + .seconds(60)] as [ContinuousClock.Instant?] {
            let solver = Solver()
            let x = solver.makeVariable(named: "x")
            try Deadline.$current.withValue(deadline) {
                try solver.add(constraint(x, .greaterOrEqual, 10))
                try solver.add(prefer(x, 3, priority: .defaultLow))
            }
            #expect(solver.value(of: x) == 10)
        }
    }

    @Test("The deadline is the binding caller's own: another thread's work is not stopped by it")
    func boundPerCaller() async throws {
        let passed = ContinuousClock.now - .seconds(1)
        let other = Task.detached { () -> Bool in
            let solver = Solver()
            let x = solver.makeVariable(named: "x")
            return (try? solver.add(constraint(x, .equal, 1))) != nil
        }
        let stopped = Deadline.$current.withValue(passed) { Deadline.hasPassed }
        #expect(stopped)
        #expect(await other.value)
        #expect(!Deadline.hasPassed)
    }
}
