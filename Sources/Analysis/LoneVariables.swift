import LayoutModel

/// How the required constraints a redundancy pass holds name each solver variable: with
/// other variables (or fixing it), or alone as a one-sided bound (`width ≥ 0`).
///
/// A variable that, once a constraint is withdrawn, only one-sided bounds name is free on
/// its own: the feasible set is its interval times the rest. So is one that a single other
/// constraint names, where a variable nothing else names takes up its change (a leading
/// edge held only by a trailing edge whose width only `≥ 0` bounds), or that it loosens.
/// A left-hand side with such a variable runs off to infinity on a side left open, so the
/// constraint is not implied there — known without asking the solver, which would pull the
/// form to ±1e7 and find it got there. Most non-redundant constraints are like that.
struct LoneVariables {
    /// Per variable slot: constraints naming it with others or fixing it; lower bounds; upper bounds.
    private var shared: [Int32]
    private var lower: [Int32]
    private var upper: [Int32]
    /// Per variable slot: the sum of the indices counted in `shared` (the index itself when
    /// there is one).
    private var holderSum: [Int]
    private let forms: [LinearForm?]
    private let relations: [LayoutRelation]

    /// The use made by the constraints at `held` (indices into `forms`, with `relations`
    /// parallel to `forms`) of the `slots` solver variables.
    init(holding held: [Int], forms: [LinearForm?], relations: [LayoutRelation], slots: Int) {
        shared = Array(repeating: 0, count: slots)
        lower = shared
        upper = shared
        holderSum = Array(repeating: 0, count: slots)
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
        let ownSlots = form.terms.map { SolverBridge.slot($0.item, $0.variable) }
        var below = false, above = false
        // A form names each variable once (like terms merge).
        for (term, slot) in zip(form.terms, ownSlots) where slot < shared.count {
            let (rises, falls) = freedom(of: slot, withdrawing: index, own: own, ownSlots: ownSlots)
            if term.coefficient > 0 ? rises : falls { above = true }
            if term.coefficient > 0 ? falls : rises { below = true }
        }
        return (below, above)
    }

    /// Whether the variable at `slot` can rise, and fall, without bound once the constraint
    /// at `index` (which names the `ownSlots`, and bounds the variable on `own` when it is a
    /// one-sided bound) is withdrawn: when nothing else names it but one-sided bounds, or
    /// one other constraint that it loosens that way, or in which a variable nothing else
    /// names (but one-sided bounds) takes up the change.
    private func freedom(of slot: Int, withdrawing index: Int, own: Side?, ownSlots: [Int]) -> (rises: Bool, falls: Bool) {
        let boundRises = upper[slot] - (own == .upper ? 1 : 0) == 0
        let boundFalls = lower[slot] - (own == .lower ? 1 : 0) == 0
        let others = shared[slot] - (own == nil ? 1 : 0)
        if others == 0 { return (boundRises, boundFalls) }
        // One other: `holderSum` is then its index.
        let partner = holderSum[slot] - (own == nil ? index : 0)
        guard others == 1, partner >= 0, partner < forms.count, let partnerForm = forms[partner],
              let coefficient = partnerForm.terms.first(where: { SolverBridge.slot($0.item, $0.variable) == slot })?.coefficient
        else { return (false, false) }
        var rises = false, falls = false
        if relations[partner] != .equal {
            // Raising the variable raises the partner's form by `coefficient` a point.
            if (relations[partner] == .greaterThanOrEqual) == (coefficient > 0) { rises = true } else { falls = true }
        }
        for term in partnerForm.terms {
            let other = SolverBridge.slot(term.item, term.variable)
            guard other != slot, other < shared.count, shared[other] == 1, !ownSlots.contains(other) else { continue }
            // Holding the partner's form, the other moves by −coefficient / its own per point.
            let together = -coefficient / term.coefficient > 0
            let otherRises = upper[other] == 0, otherFalls = lower[other] == 0
            if together ? otherRises : otherFalls { rises = true }
            if together ? otherFalls : otherRises { falls = true }
        }
        return (rises && boundRises, falls && boundFalls)
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
            guard slot < shared.count else { continue }
            shared[slot] += step
            holderSum[slot] += Int(step) * index
        }
    }
}
