extension Tableau {
    /// Whether no edit of `s` at a level below `level` can move it: `s` is basic, and every
    /// symbol of its row is a required equality's marker (fixed at 0, never entering) or a
    /// restricted symbol whose reduced cost leads with a positive entry above `level` — at
    /// an optimum every move of the others costs nothing less, so growing any of these
    /// costs more at a higher level than the edit could gain.
    func resistsEdit(_ s: Symbol, below level: Double) -> Bool {
        guard symbols[Int(s)].isBasic else { return false }
        return rows[Int(s)].cells.allSatisfy { cell in
            switch symbols[Int(cell.symbol)].kind {
            case .dummy: true
            case .external: false
            case .slack, .error: costs[Int(cell.symbol)].leadsPositively(above: level)
            }
        }
    }
}
