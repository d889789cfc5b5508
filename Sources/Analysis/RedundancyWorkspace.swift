/// The required constraints' tableau of one layout, kept between redundancy passes over its
/// variations (`LayoutAnalysis.redundancies(in:among:varying:reusing:)`). A variation of
/// intrinsic sizes or control metrics gives most required constraints new constants and
/// none a new form, so the next pass moves the constants that changed instead of building
/// the tableau again: building it was nine tenths of such a pass.
///
/// Not shared between threads: one layout's assessment makes one and uses it alone.
public final class RedundancyWorkspace {
    /// The tableau kept from the last pass (it knows the constraints it holds); nil before
    /// the first pass or after the solver refused one.
    private var tableau: RequiredTableau?
    /// How many passes moved the kept tableau instead of building one (for tests).
    private(set) var reuses = 0

    /// An empty workspace: the first pass builds the tableau.
    public init() {}

    /// A tableau holding every one of `required` as `feasibility` states them: the kept one
    /// moved onto them when it was built for a layout with the same required forms up to
    /// their constants, else a new one. Either is kept for the next pass; a broken one
    /// (which the caller goes on to treat as any broken tableau) is not reused.
    func tableau(for feasibility: ConstraintFeasibility, holding required: [Int]) -> RequiredTableau {
        if let kept = tableau, Self.holdsSameForms(feasibility, as: kept.feasibility) {
            kept.rebase(onto: feasibility, holding: required)
            if !kept.broken {
                reuses += 1
                return kept
            }
        }
        let made = RequiredTableau(feasibility, holding: required)
        tableau = made.broken ? nil : made
        return made
    }

    /// Whether `feasibility`'s required constraints are `kept`'s up to their constants: the
    /// same items, the same constraints required, each with the same relation and the same
    /// terms. What a tableau reads besides constants.
    static func holdsSameForms(_ feasibility: ConstraintFeasibility, as kept: ConstraintFeasibility) -> Bool {
        let constraints = feasibility.system.constraints, keptConstraints = kept.system.constraints
        let forms = feasibility.forms, keptForms = kept.forms
        return LayoutAnalysis.requiredConstraintsAgree(feasibility.system, forms, kept.system, keptForms) { index in
            constraints[index].relation == keptConstraints[index].relation
                && (forms[index] == nil) == (keptForms[index] == nil) && forms[index]?.terms == keptForms[index]?.terms
        }
    }
}
