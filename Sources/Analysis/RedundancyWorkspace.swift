import LayoutModel

/// The required constraints' tableau of one layout, kept between redundancy passes over its
/// variations (`LayoutAnalysis.redundancies(in:among:varying:reusing:)`). A variation of
/// intrinsic sizes or control metrics gives most required constraints new constants and
/// none a new form, so the next pass moves the constants that changed instead of building
/// the tableau again: building it was nine tenths of such a pass.
///
/// Not shared between threads: one layout's assessment makes one and uses it alone.
public final class RedundancyWorkspace {
    private var tableau: RequiredTableau?
    private var system: RuntimeSystem?
    private var forms: [LinearForm?] = []
    /// How many passes moved the kept tableau instead of building one (for tests).
    private(set) var reuses = 0

    /// An empty workspace: the first pass builds the tableau.
    public init() {}

    /// A tableau holding every one of `required` as `feasibility` states them: the kept one
    /// moved onto them when it was built for a layout with the same required forms up to
    /// their constants, else a new one. Either is kept for the next pass; a broken one
    /// (which the caller goes on to treat as any broken tableau) is not reused.
    func tableau(for feasibility: ConstraintFeasibility, holding required: [Int]) -> RequiredTableau {
        if let kept = tableau, let system, Self.holdsSameForms(feasibility, as: system, forms) {
            kept.rebase(onto: feasibility, holding: required)
            if !kept.broken {
                reuses += 1
                self.system = feasibility.system
                forms = feasibility.forms
                return kept
            }
        }
        let made = RequiredTableau(feasibility, holding: required)
        tableau = made.broken ? nil : made
        system = feasibility.system
        forms = feasibility.forms
        return made
    }

    /// Whether `feasibility`'s required constraints are those of `system` (with `forms`) up
    /// to their constants: the same items, the same constraints required, each with the
    /// same relation and the same terms. What a tableau reads besides constants.
    static func holdsSameForms(_ feasibility: ConstraintFeasibility, as system: RuntimeSystem, _ forms: [LinearForm?]) -> Bool {
        let constraints = feasibility.system.constraints, kept = system.constraints
        guard constraints.count == kept.count, feasibility.forms.count == forms.count,
              feasibility.system.graph.items.count == system.graph.items.count else { return false }
        for index in constraints.indices {
            guard constraints[index].isRequired == kept[index].isRequired else { return false }
            guard constraints[index].isRequired else { continue }
            guard constraints[index].relation == kept[index].relation,
                  (feasibility.forms[index] == nil) == (forms[index] == nil),
                  feasibility.forms[index]?.terms == forms[index]?.terms else { return false }
        }
        return true
    }
}
