import Cassowary
import LayoutModel

/// Everything the analysis passes found about one layout: the facts rules read. Rules never
/// touch a solver.
public struct LayoutFacts: Sendable {
    /// The run-time system analysed.
    public var system: RuntimeSystem
    /// The solved layout (required constraints that contradict earlier ones left out).
    public var solved: SolvedLayout
    /// Every conflict among required constraints, in the order the solver met them.
    public var conflicts: [ConflictFact]
    /// Every ambiguous view variable, in item order.
    public var ambiguities: [AmbiguityFact]
    /// Scroll views whose scrollable content size is not decided, in item order.
    public var scrollContent: [ScrollContentFact]
    /// Every cell content view whose height its content does not decide.
    public var brokenSelfSizingChains: [SelfSizingFact]
    /// Self-sizing cells set up to misbehave: fixed heights on content, wrapping text
    /// without a width, a required bottom that fights the estimated height.
    public var selfSizingIssues: [SelfSizingIssue]
    /// Views whose frames never settled over the layout passes the app recorded.
    public var feedbackLoops: [FeedbackLoopFact]
    /// Required user constraints the others already imply (layouts without conflicts).
    public var redundancies: [RedundancyFact]
    /// The solver form of every constraint of `system` (nil for one naming a missing item),
    /// kept so that an analysis of a variation can tell whether its conflicts are these.
    var constraintForms: [LinearForm?]
}

/// The analysis passes, in their one fixed order: normalise (constraint forms) → solve →
/// conflicts → ambiguity → self-sizing → feedback loops → redundancy.
public enum LayoutAnalysis {
    /// The passes after solving and conflicts, which a caller may leave out when it needs
    /// only some of the facts (their lists are then empty).
    public struct Passes: OptionSet, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        public static let ambiguity = Passes(rawValue: 1 << 0)
        public static let scrollContent = Passes(rawValue: 1 << 1)
        public static let selfSizing = Passes(rawValue: 1 << 2)
        public static let feedbackLoops = Passes(rawValue: 1 << 3)
        public static let redundancy = Passes(rawValue: 1 << 4)
        public static let all: Passes = [.ambiguity, .scrollContent, .selfSizing, .feedbackLoops, .redundancy]
    }

    /// Analyses `graph` with the given passes (every one unless told). Throws only when the
    /// solver itself fails. `redundancyCandidates`, when given, limits the redundancy pass to
    /// the required user constraints it accepts (each still tested against all the others):
    /// what a caller asking "is this one still implied?" needs, at a fraction of the cost.
    /// `base`, when given, is an analysis of a layout `graph` varies (the same views, other
    /// sizes or constants): when the required constraints come out the same, in the same
    /// order and with the same forms, its conflicts are taken rather than found again — they
    /// depend on nothing else.
    /// `workspace`, when given, keeps the redundancy pass's tableau for later analyses of
    /// variations of the layout (`RedundancyWorkspace`): the same facts.
    public static func analyze(_ graph: LayoutGraph, passes: Passes = .all,
                               redundancyCandidates: ((LayoutConstraint) -> Bool)? = nil,
                               varying base: LayoutFacts? = nil,
                               reusing workspace: RedundancyWorkspace? = nil) throws(SolverError) -> LayoutFacts {
        let system = RuntimeSystem(graph)
        let feasibility = ConstraintFeasibility(system)
        let known = base.flatMap { sameRequiredConstraints(system, feasibility.forms, as: $0) ? $0.conflicts : nil }
        let (solver, variables, solved, conflicts) = try solveResolvingConflicts(system, feasibility, known: known)
        let ambiguities = passes.contains(.ambiguity) ? AmbiguityAnalysis.ambiguities(in: system, solver: solver, variables: variables) : []
        let scrollContent = passes.contains(.scrollContent) ? ScrollContentAnalysis.facts(in: system, solver: solver, variables: variables) : []
        let selfSizing = passes.contains(.selfSizing) ? SelfSizingAnalysis.analyze(graph) : (brokenChains: [], issues: [])
        return LayoutFacts(system: system, solved: solved, conflicts: conflicts, ambiguities: ambiguities, scrollContent: scrollContent,
                           brokenSelfSizingChains: selfSizing.brokenChains,
                           selfSizingIssues: selfSizing.issues,
                           feedbackLoops: passes.contains(.feedbackLoops) ? FeedbackLoopAnalysis.loops(in: graph) : [],
                           redundancies: conflicts.isEmpty && passes.contains(.redundancy)
                               ? base.flatMap { known == nil ? nil : redundancies(takenFrom: $0, system, feasibility, among: redundancyCandidates ?? { _ in true }) }
                                   ?? RedundancyAnalysis.redundancies(in: system, feasibility: feasibility, among: redundancyCandidates,
                                                                      reusing: workspace) : [],
                           constraintForms: feasibility.forms)
    }

    /// The redundancies `analyze(_:passes:redundancyCandidates:varying:)` finds with the
    /// redundancy pass among the constraints `candidates` accepts, without laying the layout
    /// out (for a caller that reads nothing else): none when the required constraints
    /// contradict each other, as there. The same facts, at the price of the required
    /// constraints' solve alone.
    ///
    /// `base`, when given, is the full analysis of a layout `graph` varies (its redundancy pass
    /// run on every candidate). When the variation leaves the required constraints as they
    /// were (the same, in the same order, with the same forms: a variation of control metrics
    /// often does) and every candidate is one of `base`'s redundancies, they all are here too,
    /// without solving: each was implied by the required constraints less those withdrawn
    /// before it, and this pass withdraws only candidates, so fewer (more constraints present
    /// can only keep it implied); required constraints alone decide it.
    ///
    /// `workspace`, when given, keeps the required constraints' tableau from one call to the
    /// next on variations of one layout (`RedundancyWorkspace`): the same facts.
    public static func redundancies(in graph: LayoutGraph, among candidates: (LayoutConstraint) -> Bool,
                                    varying base: LayoutFacts? = nil,
                                    reusing workspace: RedundancyWorkspace? = nil) -> (system: RuntimeSystem, redundancies: [RedundancyFact]) {
        let system = RuntimeSystem(graph)
        let feasibility = ConstraintFeasibility(system)
        if let base, sameRequiredConstraints(system, feasibility.forms, as: base),
           let taken = redundancies(takenFrom: base, system, feasibility, among: candidates) {
            return (system, taken)
        }
        return (system, RedundancyAnalysis.redundanciesUnlessConflicting(in: system, feasibility: feasibility, among: candidates,
                                                                         reusing: workspace))
    }

    /// The candidates' redundancies read off `base`, a full analysis of a layout with the same
    /// required constraints as `system` (`redundancies(in:among:varying:)` says why they
    /// hold); nil unless `base` had no conflict and found every candidate redundant.
    private static func redundancies(takenFrom base: LayoutFacts, _ system: RuntimeSystem, _ feasibility: ConstraintFeasibility,
                                     among candidates: (LayoutConstraint) -> Bool) -> [RedundancyFact]? {
        guard base.conflicts.isEmpty else { return nil }
        let redundant = Set(base.redundancies.map(\.constraint))
        let accepted = RedundancyAnalysis.candidates(in: system, feasibility).candidates.filter { candidates(system.constraints[$0]) }
        guard accepted.allSatisfy(redundant.contains) else { return nil }
        return accepted.map { RedundancyFact(constraint: $0) }
    }

    /// Whether `system`'s required constraints (with their `forms`) are `base`'s, one for
    /// one: what conflict analysis reads (besides names and depths in the hierarchy, which a
    /// variation keeps).
    static func sameRequiredConstraints(_ system: RuntimeSystem, _ forms: [LinearForm?], as base: LayoutFacts) -> Bool {
        let constraints = system.constraints, baseConstraints = base.system.constraints, baseForms = base.constraintForms
        return requiredConstraintsAgree(system, forms, base.system, baseForms) { index in
            constraints[index] == baseConstraints[index] && forms[index] == baseForms[index]
        }
    }

    /// Whether two systems of the same items require the same constraints, one for one in
    /// order, each pair agreeing by `agree` (given the index of a constraint both require):
    /// the walk behind `sameRequiredConstraints` (exactly the same) and `RedundancyWorkspace`
    /// (the same up to constants). An index, not the constraints themselves: passing those
    /// copied each one.
    static func requiredConstraintsAgree(_ system: RuntimeSystem, _ forms: [LinearForm?], _ other: RuntimeSystem, _ otherForms: [LinearForm?],
                                         _ agree: (Int) -> Bool) -> Bool {
        let constraints = system.constraints, otherConstraints = other.constraints
        guard constraints.count == otherConstraints.count, forms.count == otherForms.count,
              system.graph.items.count == other.graph.items.count else { return false }
        for index in constraints.indices {
            guard constraints[index].isRequired == otherConstraints[index].isRequired else { return false }
            guard constraints[index].isRequired else { continue }
            guard agree(index) else { return false }
        }
        return true
    }

    /// Every ambiguous view variable of `system` and every scroll view whose content size is
    /// not decided (the analysis' `ambiguities` and `scrollContent` alone), for reports that
    /// show them beside the frames. Throws only when the solver itself fails.
    public static func ambiguities(in system: RuntimeSystem) throws(SolverError)
        -> (variables: [AmbiguityFact], scrollContent: [ScrollContentFact]) {
        let (solver, variables, _, _) = try solveResolvingConflicts(system, ConstraintFeasibility(system))
        return (AmbiguityAnalysis.ambiguities(in: system, solver: solver, variables: variables),
                ScrollContentAnalysis.facts(in: system, solver: solver, variables: variables))
    }

    /// Solves `system`, finds its conflicts, and lays it out without the constraints the
    /// analysis chose to break — not whichever member of each conflict came last in the
    /// file — so that the layout, and the ambiguity found in it, do not depend on the order
    /// of the input.
    /// `known`: the conflicts, when already found (`analyze(_:passes:redundancyCandidates:varying:)`).
    private static func solveResolvingConflicts(_ system: RuntimeSystem, _ feasibility: ConstraintFeasibility,
                                                known: [ConflictFact]? = nil) throws(SolverError)
        -> (solver: Solver, variables: [Variable], solved: SolvedLayout, conflicts: [ConflictFact]) {
        var (solver, variables, solved) = try LayoutSolver.load(system, forms: feasibility.forms)
        let conflicts = solved.rejected.isEmpty ? [] : known ?? ConflictAnalysis.conflicts(in: system, feasibility: feasibility)
        let broken = Set(conflicts.map(\.broken))
        if !broken.isEmpty, Set(solved.rejected) != broken {
            (solver, variables, solved) = try LayoutSolver.load(system, forms: feasibility.forms, excluding: broken)
        }
        return (solver, variables, solved, conflicts)
    }
}
