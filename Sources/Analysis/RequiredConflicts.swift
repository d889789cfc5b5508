import LayoutModel

/// The conflict analysis on its own, for inputs that are only a list of constraints (a
/// console log's conflict) rather than a whole layout.
public enum RequiredConflicts {
    /// The run-time system of `graph` and every conflict among its required constraints
    /// (minimal sets, the member to break, what the others force), as `LayoutAnalysis`
    /// finds them.
    public static func find(in graph: LayoutGraph) -> (system: RuntimeSystem, conflicts: [ConflictFact]) {
        let system = RuntimeSystem(graph)
        return (system, ConflictAnalysis.conflicts(in: system, feasibility: ConstraintFeasibility(system)))
    }
}
