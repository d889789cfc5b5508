import LayoutModel

/// How the required constraints a redundancy pass holds name each solver variable: with
/// other variables (or fixing it), or alone as a one-sided bound (`width ≥ 0`).
///
/// A variable that, once a constraint is withdrawn, only one-sided bounds name is free on
/// its own: the feasible set is its interval times the rest. A left-hand side with such a
/// variable runs off to infinity on a side the interval leaves open, so the constraint is
/// not implied there — known without asking the solver, which would pull the form to
/// ±1e7 and find it got there. Most non-redundant constraints are like that (a view's
/// leading edge that nothing else places, a trailing edge whose width only `≥ 0` bounds).
struct LoneVariables {
    /// Per variable slot: constraints naming it with others or fixing it; lower bounds; upper bounds.
    private var shared: [Int32]
    private var lower: [Int32]
    private var upper: [Int32]
    private let forms: [LinearForm?]
    private let relations: [LayoutRelation]

    /// The use made by the constraints at `held` (indices into `forms`, with `relations`
    /// parallel to `forms`) of the `slots` solver variables.
    init(holding held: [Int], forms: [LinearForm?], relations: [LayoutRelation], slots: Int) {
        shared = Array(repeating: 0, count: slots)
        lower = shared
        upper = shared
        self.forms = forms
        self.relations = relations
        for index in held { count(index, by: 1) }
    }

    /// Stops counting the constraint at `index` (withdrawn for good).
    mutating func release(_ index: Int) { count(index, by: -1) }

    /// Whether the left-hand side of the held constraint at `index` is unbounded below and
    /// above once that constraint is withdrawn (false: not known without solving).
    func unbounded(withdrawing index: Int) -> (below: Bool, above: Bool) {
        guard let form = forms[index] else { return (false, false) }
        let own = Self.bound(form, relations[index])
        var below = false, above = false
        // A form names each variable once (like terms merge).
        for term in form.terms {
            let slot = SolverBridge.slot(term.item, term.variable)
            guard slot < shared.count, shared[slot] - (own == nil ? 1 : 0) == 0 else { continue }
            let rises = upper[slot] - (own == .upper ? 1 : 0) == 0, falls = lower[slot] - (own == .lower ? 1 : 0) == 0
            if term.coefficient > 0 ? rises : falls { above = true }
            if term.coefficient > 0 ? falls : rises { below = true }
        }
        return (below, above)
    }

    private enum Side { case lower, upper }

    /// The side `form (relation) 0` bounds its one variable on, when it is a one-sided bound.
    private static func bound(_ form: LinearForm, _ relation: LayoutRelation) -> Side? {
        guard form.terms.count == 1, relation != .equal else { return nil }
        // a·v + c ≥ 0 bounds v below when a > 0; ≤ flips it, and so does a negative a.
        return (relation == .greaterThanOrEqual) == (form.terms[0].coefficient > 0) ? .lower : .upper
    }

    private mutating func count(_ index: Int, by step: Int32) {
        guard let form = forms[index] else { return }
        if let bound = Self.bound(form, relations[index]) {
            let slot = SolverBridge.slot(form.terms[0].item, form.terms[0].variable)
            guard slot < shared.count else { return }
            if bound == .lower { lower[slot] += step } else { upper[slot] += step }
            return
        }
        for term in form.terms {
            let slot = SolverBridge.slot(term.item, term.variable)
            if slot < shared.count { shared[slot] += step }
        }
    }
}
