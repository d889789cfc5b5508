import Analysis
import Cassowary
import LayoutModel

/// Decides what each finding rests on, by the definition the findings are held to: vary
/// what the model estimated and see whether the finding stays. A layout is analysed again
/// once per kind of estimate (`Variation`: intrinsic sizes, custom classes, device insets,
/// control metrics, cell heights); a finding missing from, or worded differently in, a
/// variant is `estimated`. Some facts say so directly: a freedom that resizes views with
/// estimated sizes, a self-sizing finding on a cell whose table's sizing the file does not
/// state, a conflict with such a cell's measuring height.
///
/// Interface Builder files also state Xcode's verdict on every view: a view without
/// `ambiguous="YES"` or `misplaced="YES"` was neither when Xcode saved the file. When the
/// model says otherwise on an estimate, the estimate is the likelier culprit, and such
/// findings are left out unless `trustingXcodeMarkers` is off. A finding that survives the
/// variations is kept: the file was changed after Xcode saved it (a merge, a hand edit).
public enum ConfidenceAssessment {
    /// Rules whose findings read only the constraints and views as written, never a solved
    /// layout: no estimate can change them.
    static let structuralRules: Set<String> = ["duplicate_constraint", "left_right_attributes", "autoresizing_mask_translation",
                                               "nested_stack_views_in_cell"]

    /// The analysis passes a rule's check reads (solving and conflicts always run).
    static func passes(of ruleID: String) -> LayoutAnalysis.Passes {
        switch ruleID {
        case "ambiguous_layout": .ambiguity
        case "scroll_content_size": .scrollContent
        case "broken_self_sizing_chain": .selfSizing
        case "layout_feedback_loop": .feedbackLoops
        case "redundant_constraint": .redundancy
        case "misplaced_view", "unsatisfiable_constraints": []
        default: .all
        }
    }

    /// What a diagnostic is compared by across variations: the same rule saying the same
    /// thing about the same view.
    static func key(_ diagnostic: Diagnostic) -> String {
        "\(diagnostic.ruleID)\u{1}\(diagnostic.viewID ?? "")\u{1}\(diagnostic.message)"
    }

    /// The rules whose findings compare the model with Xcode's own layout of a view.
    static let xcodeVerdictRules: Set<String> = ["ambiguous_layout", "misplaced_view"]

    /// `diagnostics` (found in `graph` by `rules`) with their confidence and what they rest
    /// on; when `trustingXcodeMarkers`, without the estimated ones Xcode's markers contradict.
    /// Throws only when the solver itself fails on a variant. `workspace`, when given, is the
    /// one `facts` were analysed with: the variations' redundancy passes start from its tableau.
    /// `timing`, when given, records how long each variation analysed took.
    public static func assess(_ diagnostics: [Diagnostic], of facts: LayoutFacts, rules: [any Rule.Type],
                              trustingXcodeMarkers: Bool = true,
                              reusing workspace: RedundancyWorkspace = RedundancyWorkspace(),
                              timing: AssessmentTimes? = nil) throws(SolverError) -> [Diagnostic] {
        guard !diagnostics.isEmpty else { return [] }
        let graph = facts.system.graph
        let ids = Dictionary(graph.items.enumerated().map { ($1.id, ItemID($0)) }, uniquingKeysWith: { first, _ in first })
        // Each finding's key, made once: the variations below look findings up many times,
        // and a key holds the whole message.
        let keys = diagnostics.map(key)
        var states = FindingStates(keys: keys)
        // A freedom that resizes views with estimated intrinsic sizes trades their content
        // priorities against each other: sized as Xcode measured them they would fit.
        for (index, diagnostic) in diagnostics.enumerated() where diagnostic.ruleID == "ambiguous_layout" {
            guard let view = diagnostic.viewID.flatMap({ ids[$0] }) else { continue }
            let resized = facts.ambiguities.filter { $0.item == view }.flatMap(\.resized)
            if resized.contains(where: { !graph[$0].estimates.isDisjoint(with: [.intrinsicWidth, .intrinsicHeight]) }) {
                states.lose(index, [.intrinsicWidth, .intrinsicHeight])
            }
        }
        // Whether a table sizes its cells by their content is a fact of the table, not the
        // cell; so is the height it holds a cell at before measuring it.
        for (index, diagnostic) in diagnostics.enumerated() where diagnostic.ruleID == "broken_self_sizing_chain" {
            guard let view = diagnostic.viewID.flatMap({ ids[$0] }) else { continue }
            let id = cell(containing: view, in: graph)
            if graph[id].estimates.contains(.cellSizing) { states.lose(index, .cellSizing) }
            let fightsEstimate = facts.selfSizingIssues.contains { $0.kind == .requiredBottomFightsEstimate && ($0.view == view || $0.contentView == view) }
            if fightsEstimate && graph[id].estimates.contains(.rowEstimate) { states.lose(index, .rowEstimate) }
        }
        // A conflict with the height a table holds a cell at while measuring it rests on
        // that height when the file does not say how the table sizes the cell.
        let constraints = facts.system.constraints
        for (index, diagnostic) in diagnostics.enumerated() where diagnostic.ruleID == "unsatisfiable_constraints" {
            let matching = facts.conflicts.first { conflict in
                conflict.members.compactMap { ConstraintText.identity(constraints[$0]) } == diagnostic.constraintIDs
            }
            let onEstimatedCell = matching?.members.contains { index in
                guard constraints[index].origin == .cellEncapsulatedSize else { return false }
                return graph[cell(containing: constraints[index].firstItem, in: graph)].estimates.contains(.cellSizing)
            } ?? false
            if onEstimatedCell { states.lose(index, .cellSizing) }
        }
        // Verdict findings decided before any variation: on a view Xcode marked (certain),
        // and, when Xcode is trusted, on an unmarked view of a layout the model does not
        // reproduce even leaving out every view such findings name (left out).
        let verdicts = diagnostics.indices.filter { index in
            xcodeVerdictRules.contains(diagnostics[index].ruleID)
                && diagnostics[index].viewID.flatMap { ids[$0] }.map { graph[$0].designTime != nil } == true
        }
        for index in verdicts where isMarked(diagnostics[index], graph, ids) { states.decide(index) }
        if trustingXcodeMarkers, verdicts.contains(where: { !isMarked(diagnostics[$0], graph, ids) }),
           !reproducesStoredFrames(facts, besides: Set(verdicts.flatMap { [diagnostics[$0].viewID].compactMap { $0 } + diagnostics[$0].viewIDs })) {
            for index in verdicts where !isMarked(diagnostics[index], graph, ids) { states.decide(index) }
        }
        // With their ids read once: `description` through `any Rule.Type` copies the whole
        // description, examples and all, on every read.
        let varying = rules.map { (rule: $0, id: $0.description.id) }.filter { !structuralRules.contains($0.id) }
        let base = facts
        let itemIDs = ids
        for variation in Variation.order {
            let started = timing.map { _ in ContinuousClock.now }
            // Only the rules with findings no variation has changed yet (one that changes a
            // finding is enough to call it estimated), with the passes they read. (Even
            // redundancy among required constraints reads intrinsic sizes: a stack view's own
            // constraints do.)
            let open = diagnostics.indices.filter { states.isOpen($0) }
            let undecided = Set(open.map { diagnostics[$0].ruleID })
            let affected = varying.filter { undecided.contains($0.id) && variation.canChange($0.id, in: graph) }
            guard !affected.isEmpty, let varied = variation.apply(to: graph) else { continue }
            let passes = affected.reduce(into: LayoutAnalysis.Passes()) { $0.formUnion(Self.passes(of: $1.id)) }
            // A redundancy finding stays when its constraint is still implied: only those of
            // the undecided findings need testing.
            let standing = Set(open.filter { diagnostics[$0].ruleID == "redundant_constraint" }.flatMap { diagnostics[$0].constraintIDs })
            let isStanding = { (constraint: LayoutConstraint) in ConstraintText.identity(constraint).map(standing.contains) ?? false }
            let ids = Set(affected.map(\.id))
            let kept: Set<String>
            let redundancyAlone = ids == [RedundantConstraintRule.description.id]
            if redundancyAlone {
                // Redundancy alone reads no frames: the layout is not laid out.
                let (system, redundancies) = LayoutAnalysis.redundancies(in: varied, among: isStanding, varying: base,
                                                                         reusing: workspace)
                kept = Set(RedundantConstraintRule.diagnostics(redundancies, in: system).map(key))
            } else {
                let facts = try LayoutAnalysis.analyze(varied, passes: passes, redundancyCandidates: isStanding, varying: base,
                                                       reusing: workspace)
                kept = Set(affected.flatMap { $0.rule.check(facts) }.map(key))
            }
            for (index, diagnostic) in diagnostics.enumerated() where ids.contains(diagnostic.ruleID) && !kept.contains(keys[index]) {
                states.lose(index, variation.estimates)
            }
            if trustingXcodeMarkers {
                decideUnmarkedVerdicts(verdicts, of: diagnostics, &states, base: base, graph, itemIDs)
            }
            if let timing, let started {
                timing.record("\(variation)", kind: redundancyAlone ? "redundancy" : passes.isEmpty ? "solve" : "analysis",
                              ContinuousClock.now - started)
            }
        }
        // The views the surviving verdict findings concern: the rest of the layout must be
        // where Xcode stored it for the model to be trusted over Xcode on these.
        let contested = Set(diagnostics.indices.filter { xcodeVerdictRules.contains(diagnostics[$0].ruleID) && states.lostIn($0) == nil }
            .flatMap { [diagnostics[$0].viewID].compactMap { $0 } + diagnostics[$0].viewIDs })
        var faithful: Bool?
        return diagnostics.indices.compactMap { index in
            let diagnostic = diagnostics[index]
            var assessed = diagnostic
            let view = diagnostic.viewID.flatMap { ids[$0] }
            if let view, graph[view].designTime != nil, xcodeVerdictRules.contains(diagnostic.ruleID) {
                // Xcode's marker is a fact of the file: the finding agrees with it.
                if isMarked(diagnostic, graph, ids) { return assessed }
                if trustingXcodeMarkers && states.isDecided(index) { return nil }
                let reproduces = faithful ?? reproducesStoredFrames(facts, besides: contested)
                faithful = reproduces
                if states.lostIn(index) == nil && !reproduces {
                    states.lose(index, [])
                }
                if trustingXcodeMarkers && states.lostIn(index) != nil { return nil }
            }
            guard let lost = states.lostIn(index) else { return assessed }
            assessed.confidence = .estimated
            assessed.restsOn = restsOn(diagnostic, lost, graph, ids)
            assessed.notes.append(Diagnostic.Note("estimated: rests on " + assessed.restsOn.joined(separator: "; ")))
            return assessed
        }
    }

    /// The cell `item` lies in (itself when it is one), or the root when it lies in none.
    static func cell(containing item: ItemID, in graph: LayoutGraph) -> ItemID {
        var id = item
        while graph[id].viewRole != .cell, let parent = graph[id].parent { id = parent }
        return id
    }

    /// Whether Xcode marked the view of a verdict finding as the finding says (an
    /// ambiguity on an ambiguous view; a misplacement on a misplaced or ambiguous one).
    static func isMarked(_ diagnostic: Diagnostic, _ graph: LayoutGraph, _ ids: [String: ItemID]) -> Bool {
        guard let view = diagnostic.viewID.flatMap({ ids[$0] }), let flags = graph[view].designTime else { return false }
        return diagnostic.ruleID == "ambiguous_layout" ? flags.ambiguous : flags.misplaced || flags.ambiguous
    }

    /// Decides every unmarked verdict finding (to be left out) as soon as the layout fails
    /// to reproduce Xcode's frames even leaving out the views of every verdict finding not
    /// lost yet: the views left out at the end (those never lost) can only be fewer, and
    /// fewer views left out can only make it fail too. Saves the variations such findings
    /// would still cost (53 of the 554 variant analyses over the corpus), with the same outcome.
    /// `verdicts` are positions in `diagnostics`.
    static func decideUnmarkedVerdicts(_ verdicts: [Int], of diagnostics: [Diagnostic], _ states: inout FindingStates,
                                       base: LayoutFacts, _ graph: LayoutGraph, _ ids: [String: ItemID]) {
        let unmarked = verdicts.filter { !isMarked(diagnostics[$0], graph, ids) }
        guard unmarked.contains(where: { states.isOpen($0) }) else { return }
        let standing = Set(verdicts.filter { states.lostIn($0) == nil }.flatMap { [diagnostics[$0].viewID].compactMap { $0 } + diagnostics[$0].viewIDs })
        guard !reproducesStoredFrames(base, besides: standing) else { return }
        for index in unmarked { states.decide(index) }
    }

    /// Whether the model lays out every other view where Xcode stored it: every view
    /// Xcode did not mark, and that `contested` does not name, solved within the misplaced
    /// view rule's tolerance of its stored frame. Never when Xcode marked the layout's root
    /// misplaced: the model holds the root at its stored frame, which Xcode says is not the
    /// one it laid the other views out in (NetNewsWire's accounts pane, stored 380 pt tall
    /// around views laid out for 265).
    static func reproducesStoredFrames(_ facts: LayoutFacts, besides contested: Set<String>) -> Bool {
        let graph = facts.system.graph
        // Read in place: copying every item to test it cost more than the test.
        return graph.itemIDs.allSatisfy { id in
            if graph[id].parent == nil { return graph[id].designTime?.misplaced != true }
            guard graph[id].isView, graph[id].parent != nil, let flags = graph[id].designTime, !flags.ambiguous, !flags.misplaced,
                  let stored = graph[id].storedFrame, !facts.solved.localFrames[id.index].isWithin(MisplacedViewRule.tolerance, of: stored)
            else { return true }
            return contested.contains(graph[id].id)
        }
    }

    /// The estimates of the views a finding names that the variations that removed it
    /// changed; the layout's count of them when its own views have none.
    static func restsOn(_ diagnostic: Diagnostic, _ lost: Estimates, _ graph: LayoutGraph, _ ids: [String: ItemID]) -> [String] {
        var named: [String] = []
        for id in [diagnostic.viewID].compactMap({ $0 }) + diagnostic.viewIDs where !named.contains(id) { named.append(id) }
        var concerned = named.compactMap { ids[$0] }
        if !lost.isDisjoint(with: [.cellSizing, .rowEstimate]), let first = concerned.first {
            concerned.append(cell(containing: first, in: graph))
        }
        var seen: Set<ItemID> = []
        concerned = concerned.filter { seen.insert($0).inserted }
        let own = concerned.compactMap { id -> String? in
            let words = graph[id].estimates.intersection(lost).descriptions
            return words.isEmpty ? nil : "\(graph[id].displayName): \(words.joined(separator: "; "))"
        }
        if !own.isEmpty { return own }
        var words: [String] = []
        if lost.isEmpty {
            words.append("a layout the model does not reproduce: other views of it are not where Xcode stored them")
        }
        for (estimates, what) in [(Estimates([.intrinsicWidth, .intrinsicHeight]), "intrinsic sizes read off stored frames"),
                                  (Estimates([.customClass, .containerManaged]), "sizes assumed for custom classes and container-managed views"),
                                  (.systemInsets, "safe areas and margins assumed for the device"),
                                  (.controlMetrics, "control metrics (alignment insets, baselines)")] where !lost.isDisjoint(with: estimates) {
            let count = graph.items.count { !$0.estimates.isDisjoint(with: estimates) }
            words.append("the \(what) of \(count) view\(count == 1 ? "" : "s") in this layout")
        }
        return words
    }
}
