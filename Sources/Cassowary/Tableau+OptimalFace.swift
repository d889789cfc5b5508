extension Tableau {
    /// For each of `targets`, whether it keeps its value at every solution that is optimal at
    /// every level above `level` (the optimal face): true only when that is certain; false
    /// when it may move, or when this cheap test cannot tell (an edit probe then decides).
    ///
    /// At an optimum the objective is its optimal value plus Σ cost(n) × n over the
    /// non-basic symbols n, so a symbol whose reduced cost leads positively above `level` is
    /// 0 on the whole face, and so is a required equality's marker (`heldAtZero`). The
    /// others may move, within the cone that the restricted rows at 0 (degenerate rows)
    /// allow: a restricted row `r = Σ a × n` at 0 whose free symbols all have a ≤ 0 and are
    /// restricted holds them all at 0 (they can only grow, and growing any would make `r`
    /// negative). Applied until nothing changes, that finds some of the cone's implicit
    /// equalities, not all of them, but the ones layouts make: a tight inequality that
    /// another constraint holds there (a minimum that meets a maximum, an inequality an
    /// equality repeats). A target is fixed when its row names only symbols held at 0: near
    /// the current solution it cannot move along the face, and the face is convex, so it
    /// cannot move at all. (`resistsEdit` is the same test without the degenerate rows.)
    ///
    /// Costs O(cells of the degenerate rows × their length + cells of the targets' rows).
    func fixedOnOptimalFace(_ targets: [Symbol], below level: Double) -> [Bool] {
        // 0: held at 0 on the face; 1: may move, restricted to ≥ 0; 2: may move either way.
        var freedom = [UInt8](repeating: 0, count: symbols.count)
        for i in symbols.indices where !symbols[i].isBasic && !heldAtZero(Symbol(i), below: level) {
            freedom[i] = symbols[i].kind == .external ? 2 : 1
        }
        // Only rows at 0 up to round-off block: one a little above 0 lets its symbols grow a
        // little, and a claim must hold exactly.
        var degenerate: [Symbol] = []
        for i in symbols.indices where symbols[i].isBasic && symbols[i].kind != .external && rows[i].constant < epsilon {
            if rows[i].cells.contains(where: { freedom[Int($0.symbol)] != 0 }) { degenerate.append(Symbol(i)) }
        }
        // Which degenerate rows hold each symbol (linked lists in flat arrays), so that a
        // symbol held at 0 sends only its own rows back for another look: a chain of rows,
        // each released by the next, costs its length, not its length squared.
        var firstEntry = [Int32](repeating: -1, count: symbols.count)
        var nextEntry: [Int32] = [], entryRow: [Int32] = []
        for (k, b) in degenerate.enumerated() {
            for cell in rows[Int(b)].cells where freedom[Int(cell.symbol)] != 0 {
                nextEntry.append(firstEntry[Int(cell.symbol)])
                entryRow.append(Int32(k))
                firstEntry[Int(cell.symbol)] = Int32(entryRow.count - 1)
            }
        }
        var settled = [Bool](repeating: false, count: degenerate.count)
        var work = Array((0..<Int32(degenerate.count)).reversed())
        while let k = work.popLast() {
            guard !settled[Int(k)] else { continue }
            let cells = rows[Int(degenerate[Int(k)])].cells
            var holds = false, blocked = false
            for cell in cells where freedom[Int(cell.symbol)] != 0 {
                if freedom[Int(cell.symbol)] == 2 || cell.coefficient > 0 { blocked = true; break }
                holds = true
            }
            guard !blocked else { continue }
            settled[Int(k)] = true
            guard holds else { continue }
            for cell in cells where freedom[Int(cell.symbol)] != 0 {
                freedom[Int(cell.symbol)] = 0
                var entry = firstEntry[Int(cell.symbol)]
                while entry >= 0 {
                    if !settled[Int(entryRow[Int(entry)])] { work.append(entryRow[Int(entry)]) }
                    entry = nextEntry[Int(entry)]
                }
            }
        }
        return targets.map { s in
            guard s != noSymbol else { return false }
            guard symbols[Int(s)].isBasic else { return freedom[Int(s)] == 0 }
            return rows[Int(s)].cells.allSatisfy { freedom[Int($0.symbol)] == 0 }
        }
    }
}
