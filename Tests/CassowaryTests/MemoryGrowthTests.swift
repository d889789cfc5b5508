import Cassowary
import Testing

/// Every add, remove, constant change and suggestion is journaled (so that a failure can
/// roll back), and it must not cost memory that is never given back: a thousand drags must
/// need no more memory than one.
///
/// Bug found at commit 50c723e (the tail-allocated row buffers of 3d3bfcf): a journaled
/// write to a row copies its cell buffer (the journal still shares the old one) and
/// `Row.replaceBuffer` sizes the copy at twice the old *capacity*, although the copy is
/// only for uniqueness. A row written once per operation doubles every operation; after
/// about 25 operations the process asks for ~35 GB and traps ("failed to allocate …").
/// These tests stop as soon as the address space passes `MemoryGuard.limit` (8 GB) so
/// that the failure is reported instead of crashing every other test with it.
@Suite("Memory stays bounded under repeated edits", .serialized)
struct MemoryGrowthTests {
    private func expectBounded(_ iterations: Int, _ context: String,
                               sourceLocation: SourceLocation = #_sourceLocation,
                               _ step: (Int) throws -> Void) rethrows {
        let start = MemoryGuard.virtualSize()
        for i in 0..<iterations {
            try step(i)
            if MemoryGuard.hasRunAway {
                Issue.record("""
                    \(context): after \(i + 1) operations the process has reserved \
                    \((MemoryGuard.virtualSize() ?? 0) >> 20) MB (it started at \((start ?? 0) >> 20) MB)
                    """, sourceLocation: sourceLocation)
                return
            }
        }
    }

    /// The smallest case found: one variable, a required floor moved up and down across
    /// an optional preference, so that every change pivots the same two rows.
    @Test func movingAConstantBackAndForth() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        let floor = constraint(x, .greaterOrEqual, 0)
        try solver.add([floor, prefer(x, 50, priority: Priority(500))])
        try expectBounded(200, "setConstant back and forth") { i in
            try solver.setConstant(i % 2 == 0 ? -100 : 0, of: floor)    // x ≥ 100, then x ≥ 0
            #expect(solver.value(of: x) == (i % 2 == 0 ? 100 : 50))
        }
    }

    @Test func draggingAcrossABoundBackAndForth() throws {
        let solver = Solver()
        let left = solver.makeVariable(named: "left")
        let right = solver.makeVariable(named: "right")
        try solver.add([
            constraint(right, .equal, left + 40),
            constraint(right, .lessOrEqual, 300),
            prefer(left, 0, priority: .defaultLow),
        ])
        try solver.addEditVariable(left, priority: .defaultHigh)
        try expectBounded(200, "suggestValue across a bound") { i in
            try solver.suggestValue(i % 2 == 0 ? 400 : 100, for: left)
            #expect(solver.value(of: left) == (i % 2 == 0 ? 260 : 100))
        }
    }

    @Test func addingAndRemovingTheSameConstraint() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        let y = solver.makeVariable(named: "y")
        try solver.add([constraint(y, .equal, x + 5), prefer(x, 10, priority: .defaultLow)])
        let cap = constraint(y, .lessOrEqual, 0)
        try expectBounded(200, "add and remove") { i in
            if i % 2 == 0 { try solver.add(cap) } else { try solver.remove(cap) }
            #expect(solver.value(of: x) == (i % 2 == 0 ? -5 : 10))
        }
    }
}
