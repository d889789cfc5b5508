import Analysis
import Cassowary
import Foundation
import LayoutModel
import Rules
import Testing

/// Feasibility of sets of linear constraints over a graph's frame variables, answered by a
/// fresh Cassowary solver per question: the test's own check, independent of
/// `Analysis`'s.
struct FeasibilityCheck {
    /// `form relation 0`.
    struct Row {
        var form: LinearForm
        var relation: LayoutRelation
    }

    let graph: LayoutGraph

    /// The row of a constraint of `graph` (nil when it names an item the graph lacks).
    func row(_ constraint: LayoutConstraint) -> Row? {
        AttributeForm.form(of: constraint, in: graph).map { Row(form: $0, relation: constraint.relation) }
    }

    /// Whether every row can hold at once, all taken as required.
    func isFeasible(_ rows: [Row]) -> Bool {
        let solver = Solver()
        let variables = (0..<(graph.items.count * 4)).map { _ in solver.makeVariable() }
        for row in rows {
            let expression = LinearExpression(
                row.form.terms.map { Term(variables[$0.item.index * 4 + $0.variable.rawValue], $0.coefficient) },
                constant: row.form.constant)
            let relation: Relation = switch row.relation {
            case .equal: .equal
            case .lessThanOrEqual: .lessOrEqual
            case .greaterThanOrEqual: .greaterOrEqual
            }
            do throws(SolverError) {
                try solver.add(Constraint(expression, relation, priority: .required))
            } catch {
                if case .unsatisfiableConstraint = error { return false }
                Issue.record("the solver failed: \(error)")
                return false
            }
        }
        return true
    }

    /// Whether the constraints of `system` at `indices` can hold together.
    func isFeasible(_ indices: [Int], of system: RuntimeSystem, plus extra: [Row] = []) -> Bool {
        isFeasible(indices.compactMap { row(system.constraints[$0]) } + extra)
    }
}

/// A random layout that is feasible by construction (every constraint holds at a planned
/// frame for each view), with contradictions planted into it.
struct PlantedLayout {
    /// The layout with the planted constraints.
    var graph: LayoutGraph
    /// The layout without them.
    var base: LayoutGraph
    /// Each view's planned frame in its parent, indexed like the items.
    var planned: [Rect]
    /// How many contradictions were planted (each one makes the layout infeasible alone).
    var planted: Int
    /// What was planted, for failure messages.
    var log: [String]

    static let horizontalDirectional: [LayoutAttribute] = [.leading, .trailing, .centerX, .leadingMargin, .trailingMargin, .centerXWithinMargins]
    static let horizontalAbsolute: [LayoutAttribute] = [.left, .right, .centerX, .leftMargin, .rightMargin, .centerXWithinMargins]
    static let vertical: [LayoutAttribute] = [.top, .bottom, .centerY, .topMargin, .bottomMargin, .centerYWithinMargins, .firstBaseline, .lastBaseline]

    init(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var graph = LayoutGraph(platform: .iOS)
        let rootFrame = Rect(x: 0, y: 0, width: Double(random.int(240...480)), height: Double(random.int(400...900)))
        graph.add(LayoutItem(id: "root", kind: .view(.rootView), storedFrame: rootFrame, translatesAutoresizingMask: random.chance(0.3)))
        var planned = [rootFrame]
        // Whether the required constraints fix the item's frame.
        var determined = [true]
        var log: [String] = []

        /// `constraint` with the constant (and relation slack) that makes it hold at the plan.
        func holding(_ constraint: LayoutConstraint, slack: Double = 0) -> LayoutConstraint {
            var result = constraint
            result.constant = 0
            let value = AttributeForm.form(of: result, in: graph)!.value(at: planned, in: graph)
            result.constant = switch constraint.relation {
            case .equal: value
            case .greaterThanOrEqual: value - slack
            case .lessThanOrEqual: value + slack
            }
            return result
        }

        for index in 1...random.int(3...7) {
            let parent = ItemID(random.chance(0.5) ? 0 : random.int(0...(index - 1)))
            let room = planned[parent.index]
            let width = Double(random.int(0...max(0, Int(room.width))))
            let height = Double(random.int(0...max(0, Int(room.height))))
            let frame = Rect(x: Double(random.int(0...Int(room.width - width))), y: Double(random.int(0...Int(room.height - height))),
                             width: width, height: height)
            var item = LayoutItem(id: "v\(index)", parent: parent, storedFrame: frame)
            if random.chance(0.2) { item.layoutDirection = .rightToLeft }
            if random.chance(0.3) {
                item.layoutMargins = EdgeInsets(top: Double(random.int(0...20)), left: Double(random.int(0...20)),
                                                bottom: Double(random.int(0...20)), right: Double(random.int(0...20)))
            }
            if random.chance(0.3) {
                item.intrinsicContentSize = OptionalSize(width: Double(random.int(0...200)), height: Double(random.int(0...60)))
            }
            if random.chance(0.3) {
                item.firstBaselineFromTop = Double(random.int(0...Int(height)))
                item.lastBaselineFromBottom = Double(random.int(0...Int(height)))
            }
            let kind = determined[parent.index] && random.chance(0.2) ? "autoresizing" : random.chance(0.25) ? "loose" : "pinned"
            if kind == "autoresizing" {
                item.translatesAutoresizingMask = true
                item.autoresizingMask = AutoresizingMask(rawValue: random.int(0...63))
            }
            let id = graph.add(item)
            planned.append(frame)
            determined.append(kind == "autoresizing")

            // Determined siblings a pinned view may hang from.
            let siblings = graph.itemIDs.filter { $0 != id && graph[$0].parent == parent && determined[$0.index] }
            let anchors = [parent] + siblings
            switch kind {
            case "pinned":
                var fixed = determined[parent.index]
                // Two independent equations per axis fix the view's position and size along it.
                for axis in [Axis.horizontal, .vertical] {
                    let roles = Array(random.shuffled([0, 1, 2, 3]).prefix(2))  // start, end, centre, size
                    for role in roles {
                        let family = axis == .vertical ? Self.vertical
                            : random.chance(0.5) ? Self.horizontalDirectional : Self.horizontalAbsolute
                        if role == 3 {
                            let size: LayoutAttribute = axis == .horizontal ? .width : .height
                            if random.chance(0.5) {
                                graph.constraints.append(holding(LayoutConstraint(id, size)))
                            } else {
                                let other = random.pick(graph.itemIDs.filter { $0 != id && determined[$0.index] })
                                let multiplier = random.pick([1, 1, 0.5, 2])
                                graph.constraints.append(holding(LayoutConstraint(id, size, .equal, other, random.pick([.width, .height]), multiplier: multiplier)))
                            }
                        } else {
                            let first = family[role]
                            let anchor = random.pick(anchors)
                            fixed = fixed && determined[anchor.index]
                            let multiplier = random.chance(0.8) ? 1 : random.pick([0.5, 2])
                            graph.constraints.append(holding(LayoutConstraint(id, first, .equal, anchor, random.pick(family), multiplier: multiplier)))
                        }
                    }
                }
                determined[id.index] = fixed
            case "loose":
                let choices = random.int(1...3)
                for _ in 0..<choices {
                    let relation = random.pick([LayoutRelation.greaterThanOrEqual, .lessThanOrEqual, .equal])
                    let slack = Double(random.int(0...30))
                    if random.chance(0.5) {
                        graph.constraints.append(holding(LayoutConstraint(id, random.pick([.width, .height]), relation), slack: slack))
                    } else {
                        let family = random.chance(0.5) ? Self.vertical : Self.horizontalAbsolute
                        graph.constraints.append(holding(LayoutConstraint(id, random.pick(family), relation, parent, random.pick(family)), slack: slack))
                    }
                }
            default:
                break
            }
            // Optional constraints never take part in conflicts, whatever they say.
            if random.chance(0.4) {
                let attribute = random.pick([LayoutAttribute.width, .height])
                graph.constraints.append(LayoutConstraint(id, attribute, random.pick([.equal, .greaterThanOrEqual]),
                                                          constant: Double(random.int(-50...900)),
                                                          priority: Double(random.pick([250, 500, 750, 999]))))
            }
        }
        let base = graph

        // The contradictions, each infeasible on its own with the base layout.
        var planted = 0
        let plantCount = random.chance(0.1) ? 0 : random.int(1...2)
        func insert(_ constraint: LayoutConstraint) {
            graph.constraints.insert(constraint, at: random.int(0...graph.constraints.count))
            log.append(graph.describe(constraint))
        }
        for _ in 0..<plantCount {
            let fixedItems = graph.itemIDs.filter { determined[$0.index] }
            switch random.int(0...5) {
            case 0, 1, 2:
                // A value of a fixed view that the plan does not give it.
                let item = random.pick(fixedItems)
                let shift = Double(random.int(3...40)) * (random.chance(0.5) ? 1 : -1)
                let relation = random.pick([LayoutRelation.equal, .greaterThanOrEqual, .lessThanOrEqual])
                var constraint: LayoutConstraint
                if item.index == 0 || random.chance(0.4) {
                    constraint = holding(LayoutConstraint(item, random.pick([.width, .height]), relation))
                } else {
                    let axisFamily = random.chance(0.5) ? Self.vertical : Self.horizontalAbsolute
                    let other = random.pick(fixedItems.filter { $0 != item })
                    constraint = holding(LayoutConstraint(item, random.pick(axisFamily), relation, other, random.pick(axisFamily)))
                }
                // Equal: off by the shift; ≥: above by |shift|; ≤: below by |shift|.
                let offset: Double = switch relation {
                case .equal: shift
                case .greaterThanOrEqual: abs(shift)
                case .lessThanOrEqual: -abs(shift)
                }
                constraint.constant += offset
                insert(constraint)
            case 3:
                // A negative size (the implicit width ≥ 0 and height ≥ 0 forbid it).
                let item = random.pick(graph.itemIDs)
                insert(LayoutConstraint(item, random.pick([.width, .height]), random.pick([.equal, .lessThanOrEqual]),
                                        constant: -Double(random.int(1...30))))
            default:
                // Two new constraints that exclude each other.
                let item = random.pick(graph.itemIDs)
                let attribute = random.pick([LayoutAttribute.width, .height])
                let size = Double(random.int(20...300))
                insert(LayoutConstraint(item, attribute, .greaterThanOrEqual, constant: size))
                insert(LayoutConstraint(item, attribute, .lessThanOrEqual, constant: size - Double(random.int(1...20))))
            }
            planted += 1
        }
        self.graph = graph
        self.base = base
        self.planned = planned
        self.planted = planted
        self.log = log
    }
}

@Suite struct ConflictPropertyTests {
    static let seeds: [UInt64] = Array(1...48)

    @Test(arguments: seeds)
    func conflictsAreMinimalAndBlameTheRightConstraint(seed: UInt64) throws {
        let layout = PlantedLayout(seed: seed)
        let context = "seed \(seed), planted: \(layout.log)"

        // The generator's promise: the base layout is feasible and holds at the plan.
        let baseFacts = try LayoutAnalysis.analyze(layout.base)
        #expect(baseFacts.conflicts.isEmpty, "the unplanted layout has conflicts: \(context)")
        #expect(baseFacts.solved.rejected.isEmpty, "\(context)")

        let facts = try LayoutAnalysis.analyze(layout.graph)
        let system = facts.system
        let check = FeasibilityCheck(graph: system.graph)
        let required = system.constraints.indices.filter { system.constraints[$0].isRequired }
        let allFeasible = check.isFeasible(required, of: system)
        if layout.planted > 0 {
            #expect(!allFeasible, "a planted contradiction left the layout feasible: \(context)")
        }
        #expect(facts.conflicts.isEmpty == allFeasible, "conflicts reported iff the required constraints are infeasible: \(context)")
        #expect(Set(facts.conflicts.map(\.broken)).isSubset(of: Set(facts.solved.rejected)),
                "every conflict's broken constraint is left out of the layout: \(context)")
        #expect(check.isFeasible(required.filter { !facts.solved.rejected.contains($0) }, of: system),
                "the layout without the rejected constraints is feasible: \(context)")

        for conflict in facts.conflicts {
            let members = conflict.members
            let described = members.map { "\(system.graph.describe(system.constraints[$0])) [\(system.constraints[$0].origin.rawValue)]" }
            let where_ = "conflict \(described) breaking \(system.graph.describe(system.constraints[conflict.broken])), \(context)"
            #expect(Set(members).count == members.count, "members are distinct: \(where_)")
            #expect(members.allSatisfy { system.constraints[$0].isRequired }, "only required members: \(where_)")
            #expect(!check.isFeasible(members, of: system), "the members are feasible together: \(where_)")
            for member in members {
                #expect(check.isFeasible(members.filter { $0 != member }, of: system),
                        "not minimal: still infeasible without \(system.graph.describe(system.constraints[member])): \(where_)")
            }
            #expect(members.contains(conflict.broken), "the broken constraint is not a member: \(where_)")
            let broken = system.constraints[conflict.broken]
            #expect(broken.origin != .implicit, "an implicit constraint is blamed: \(where_)")
            if members.contains(where: { system.constraints[$0].origin == .user }) {
                #expect(broken.origin == .user, "a system constraint is blamed though a user constraint takes part: \(where_)")
            }
            checkForcedRange(conflict, facts, check, where_)
        }

        // With a single conflict, breaking its broken constraint resolves the whole layout
        // exactly when the fact says so (the fact speaks for the constraints connected to it;
        // with one conflict those are all that can fail).
        if facts.conflicts.count == 1, let conflict = facts.conflicts.first {
            let resolves = check.isFeasible(required.filter { $0 != conflict.broken }, of: system)
            #expect(conflict.breakingResolvesAll == resolves, """
                breakingResolvesAll is \(conflict.breakingResolvesAll) but removing \
                \(system.graph.describe(system.constraints[conflict.broken])) leaves the layout \
                \(resolves ? "feasible" : "infeasible"): \(context)
                """)
        }

        // The rule reports each conflict once, and the analysis is deterministic.
        let diagnostics = try #require(RuleRegistry.rule("unsatisfiable_constraints")).check(facts)
        #expect(diagnostics.count == facts.conflicts.count)
        #expect(try LayoutAnalysis.analyze(layout.graph).conflicts == facts.conflicts, "\(context)")
    }

    /// The same layout with its constraints listed in another order and its items renamed
    /// blames the same constraint for the same conflict.
    @Test(arguments: seeds)
    func brokenConstraintDoesNotDependOnOrderOrNames(seed: UInt64) throws {
        let layout = PlantedLayout(seed: seed)
        var random = SplitMix64(seed: seed ^ 0x5EED)
        var shuffled = layout.graph
        shuffled.constraints = random.shuffled(shuffled.constraints)
        var original: [String: String] = [:]
        for index in shuffled.items.indices {
            let id = shuffled.items[index].id
            shuffled.items[index].id = "x-" + String(id.reversed())
            original[shuffled.items[index].id] = id
        }
        func restore(_ text: String) -> String {
            original.keys.sorted { ($0.count, $0) > ($1.count, $1) }.reduce(text) { $0.replacingOccurrences(of: $1, with: original[$1]!) }
        }
        func described(_ facts: LayoutFacts, _ restore: (String) -> String) -> [(members: [String], broken: String)] {
            facts.conflicts.map { conflict in
                (conflict.members.map { restore(facts.system.graph.describe(facts.system.constraints[$0])) }.sorted(),
                 restore(facts.system.graph.describe(facts.system.constraints[conflict.broken])))
            }
        }
        let first = described(try LayoutAnalysis.analyze(layout.graph), { $0 })
        let again = described(try LayoutAnalysis.analyze(shuffled), restore)
        // Another order may reject other constraints and so find other minimal sets; a set
        // found both ways must be broken the same way.
        for conflict in first {
            guard let same = again.first(where: { $0.members == conflict.members }) else { continue }
            #expect(same.broken == conflict.broken, "seed \(seed): \(conflict.members) breaks \(conflict.broken) in one order, \(same.broken) in another")
        }
    }

    /// `forcedRange` is what the other members allow the broken constraint's left-hand side,
    /// and it excludes what the broken constraint asks.
    func checkForcedRange(_ conflict: ConflictFact, _ facts: LayoutFacts, _ check: FeasibilityCheck, _ where_: String) {
        let system = facts.system
        let broken = system.constraints[conflict.broken]
        guard var side = AttributeForm.form(of: broken, in: system.graph) else { return }
        side.constant += broken.constant  // first − multiplier × second
        let others = conflict.members.filter { $0 != conflict.broken }
        func bounded(_ relation: LayoutRelation, _ value: Double) -> FeasibilityCheck.Row {
            var form = side
            form.constant -= value
            return FeasibilityCheck.Row(form: form, relation: relation)
        }
        let (low, high) = conflict.forcedRange
        if let low {
            #expect(check.isFeasible(others, of: system, plus: [bounded(.greaterThanOrEqual, low - 0.01), bounded(.lessThanOrEqual, low + 0.01)]),
                    "the others cannot reach the low end \(low): \(where_)")
            #expect(!check.isFeasible(others, of: system, plus: [bounded(.lessThanOrEqual, low - 0.5)]),
                    "the others allow less than the low end \(low): \(where_)")
        } else {
            #expect(check.isFeasible(others, of: system, plus: [bounded(.lessThanOrEqual, -1e6)]), "no low end, yet bounded below: \(where_)")
        }
        if let high {
            #expect(check.isFeasible(others, of: system, plus: [bounded(.greaterThanOrEqual, high - 0.01), bounded(.lessThanOrEqual, high + 0.01)]),
                    "the others cannot reach the high end \(high): \(where_)")
            #expect(!check.isFeasible(others, of: system, plus: [bounded(.greaterThanOrEqual, high + 0.5)]),
                    "the others allow more than the high end \(high): \(where_)")
        } else {
            #expect(check.isFeasible(others, of: system, plus: [bounded(.greaterThanOrEqual, 1e6)]), "no high end, yet bounded above: \(where_)")
        }
        let asked = broken.constant
        let excluded = switch broken.relation {
        case .equal: (low.map { asked < $0 - 1e-6 } ?? false) || (high.map { asked > $0 + 1e-6 } ?? false)
        case .greaterThanOrEqual: high.map { $0 < asked - 1e-6 } ?? false
        case .lessThanOrEqual: low.map { $0 > asked + 1e-6 } ?? false
        }
        #expect(excluded, "the forced range \(String(describing: low))…\(String(describing: high)) does not exclude \(broken.relation.rawValue) \(asked): \(where_)")
    }

    /// The generator plants what it says: sanity of the test itself.
    @Test func generatorPlantsConflictsInMostCases() throws {
        let planted = Self.seeds.filter { PlantedLayout(seed: $0).planted > 0 }.count
        #expect(planted >= 30, "only \(planted) of \(Self.seeds.count) layouts have a planted conflict")
        let (one, two) = (PlantedLayout(seed: 7), PlantedLayout(seed: 7))
        #expect(one.graph.constraints == two.graph.constraints && one.graph.items == two.graph.items, "a seed gives one layout")
    }
}
