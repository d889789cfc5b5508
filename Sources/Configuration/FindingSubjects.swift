import LayoutModel
import Rules

/// What a finding is about, looked up in the layout it came from: the views and
/// constraints it names, and every name they go by (for suppressions and baselines).
public struct FindingSubjects: Sendable, Equatable {
    /// The view the finding points at.
    public var items: [ItemID] = []
    /// The constraints involved (indices in `LayoutGraph.constraints`).
    public var constraints: [Int] = []
    /// `viewID`, `constraintIDs`, `brokenID` and the identifiers of the constraints involved.
    public var names: Set<String> = []
    /// The same ids made stable across edits that move lines: a constraint named by its
    /// `file:line:col` becomes its identifier or its equation; sorted, without repeats.
    public var stableIDs: [String] = []
}

/// Looks views and constraints up by the names diagnostics use (one per analysed layout).
public struct LayoutLookup: Sendable {
    /// The layout.
    public let graph: LayoutGraph
    private var items: [String: ItemID] = [:]
    private var byObjectID: [String: Int] = [:]
    private var bySource: [String: Int] = [:]

    /// Indexes `graph`.
    public init(_ graph: LayoutGraph) {
        self.graph = graph
        for id in graph.itemIDs where items[graph[id].id] == nil { items[graph[id].id] = id }
        // A diagnostic names a constraint as `ConstraintText.identity` does: by its object id
        // when it has one, else by `file:line:col` — so only those without one are indexed
        // by place (formatting every place was 1 % of a corpus lint).
        for (index, constraint) in graph.constraints.enumerated() {
            if let objectID = constraint.provenance.objectID {
                if byObjectID[objectID] == nil { byObjectID[objectID] = index }
            } else if let source = constraint.provenance.source?.description, bySource[source] == nil {
                bySource[source] = index
            }
        }
    }

    /// The constraint a diagnostic names `id` (its object id, else — for one without — its
    /// `file:line:col`).
    public func constraint(named id: String) -> Int? {
        byObjectID[id] ?? bySource[id]
    }

    /// What `diagnostic` is about.
    public func subjects(of diagnostic: Diagnostic) -> FindingSubjects {
        var subjects = FindingSubjects()
        var stable: Set<String> = []
        if let viewID = diagnostic.viewID {
            subjects.names.insert(viewID)
            stable.insert(viewID)
            if let item = items[viewID] { subjects.items.append(item) }
        }
        for id in diagnostic.constraintIDs + [diagnostic.brokenID].compactMap({ $0 }) {
            subjects.names.insert(id)
            guard let index = constraint(named: id) else {
                stable.insert(Self.withoutLineAndColumn(id))
                continue
            }
            if !subjects.constraints.contains(index) { subjects.constraints.append(index) }
            let constraint = graph.constraints[index]
            if let identifier = constraint.provenance.identifier { subjects.names.insert(identifier) }
            stable.insert(constraint.provenance.objectID ?? constraint.provenance.identifier ?? graph.describe(constraint))
        }
        subjects.stableIDs = stable.sorted()
        return subjects
    }

    /// `file:12:5` → `file`; other text unchanged.
    static func withoutLineAndColumn(_ id: String) -> String {
        var parts = id.split(separator: ":", omittingEmptySubsequences: false)
        var dropped = 0
        while dropped < 2, parts.count > 1, let last = parts.last, !last.isEmpty, last.allSatisfy(\.isNumber) {
            parts.removeLast()
            dropped += 1
        }
        return parts.joined(separator: ":")
    }
}
