extension Tableau {
    /// Whether no edit of `s` at a level below `level` can move it: `s` is basic, and every
    /// symbol of its row is held at 0 by the optimum alone (`heldAtZero(_:below:)`).
    func resistsEdit(_ s: Symbol, below level: Double) -> Bool {
        guard symbols[Int(s)].isBasic else { return false }
        return rows[Int(s)].cells.allSatisfy { heldAtZero($0.symbol, below: level) }
    }

    /// Whether non-basic `s` is 0 on every solution optimal at every level above `level`,
    /// whatever the other symbols do: a required equality's marker (fixed at 0, never
    /// entering), or a restricted symbol whose reduced cost leads with a positive entry
    /// above `level` — at an optimum every move of the others costs nothing less, so growing
    /// it costs more at a higher level than anything below `level` could gain. An external
    /// symbol never is: it may move either way.
    @inline(__always)
    func heldAtZero(_ s: Symbol, below level: Double) -> Bool {
        switch symbols[Int(s)].kind {
        case .dummy: true
        case .external: false
        case .slack, .error: costs[Int(s)].leadsPositively(above: level)
        }
    }
}
