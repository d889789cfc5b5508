import Analysis
import LayoutModel

/// `duplicate_constraint`: the same constraint written twice.
enum DuplicateConstraintRule: Rule {
    static let description = RuleDescription(
        id: "duplicate_constraint",
        name: "Duplicate constraint",
        summary: "Two active constraints say the same thing about the same items.",
        rationale: """
            A constraint written twice (often once in Interface Builder and again in code, or \
            copied with a view) does nothing useful, and the day one copy is edited the two \
            contradict each other. Both are active, relate the same items and attributes (either \
            way round), with the same relation, multiplier, constant and priority.
            """,
        defaultSeverity: .warning,
        triggeringExamples: [
            """
            {"format": "layoutlint-dump", "version": 1, "platform": "ios",
             "views": [{"id": "root", "class": "UIView", "frame": [0, 0, 320, 480], "role": "rootView"},
                       {"id": "box", "class": "UIView", "superview": "root"}],
             "constraints": [
               {"id": "c1", "firstItem": "box", "firstAttribute": "leading", "secondItem": "root", "secondAttribute": "leading", "constant": 16},
               {"id": "c2", "firstItem": "box", "firstAttribute": "top", "secondItem": "root", "secondAttribute": "top"},
               {"id": "c3", "firstItem": "box", "firstAttribute": "width", "constant": 100},
               {"id": "c4", "firstItem": "box", "firstAttribute": "height", "constant": 100},
               {"id": "c5", "firstItem": "root", "firstAttribute": "leading", "secondItem": "box", "secondAttribute": "leading", "constant": -16}]}
            """,
        ],
        nonTriggeringExamples: [
            """
            {"format": "layoutlint-dump", "version": 1, "platform": "ios",
             "views": [{"id": "root", "class": "UIView", "frame": [0, 0, 320, 480], "role": "rootView"},
                       {"id": "box", "class": "UIView", "superview": "root"}],
             "constraints": [
               {"firstItem": "box", "firstAttribute": "leading", "secondItem": "root", "secondAttribute": "leading", "constant": 16},
               {"firstItem": "box", "firstAttribute": "leading", "relation": ">=", "secondItem": "root", "secondAttribute": "leading", "constant": 16},
               {"firstItem": "box", "firstAttribute": "top", "secondItem": "root", "secondAttribute": "top"},
               {"firstItem": "box", "firstAttribute": "width", "constant": 100},
               {"firstItem": "box", "firstAttribute": "height", "constant": 100}]}
            """,
        ],
        sourceTriggeringExamples: [
            """
            final class ToastView: UIView {
                private let title = UILabel()

                func setUpConstraints() {
                    addSubview(title)
                    title.snp.makeConstraints { make in
                        make.top.equalToSuperview().offset(8)
                        make.leading.trailing.equalToSuperview().inset(16)
                    }
                    title.snp.makeConstraints { make in
                        make.top.equalToSuperview().offset(8)
                    }
                }
            }
            """,
        ],
        sourceNonTriggeringExamples: [
            """
            final class ToastView: UIView {
                private let title = UILabel()

                func setUpConstraints() {
                    addSubview(title)
                    title.snp.makeConstraints { make in
                        make.top.equalToSuperview().offset(8)
                        make.leading.trailing.equalToSuperview().inset(16)
                    }
                    title.snp.remakeConstraints { make in
                        make.top.equalToSuperview().offset(8)
                    }
                }
            }
            """,
        ]
    )

    /// A constraint's meaning, independent of which item is written first: equal keys mean
    /// duplicates. `b.x == a.y − c` (multiplier 1) is the same as `a.y == b.x + c`.
    struct Meaning: Hashable {
        var first: ItemID, firstAttribute: LayoutAttribute, relation: LayoutRelation
        var second: ItemID?, secondAttribute: LayoutAttribute, multiplier: Double, constant: Double, priority: Double

        /// The items, the attributes and the constant, packed: constraints that differ
        /// only in the rest are rare, and hashing every field separately was most of the
        /// rule's cost. (Equality still compares every field.)
        func hash(into hasher: inout Hasher) {
            hasher.combine(first.index &* 1_000_003 &+ (second?.index ?? -1))
            hasher.combine(firstAttribute.ordinal &* 64 &+ secondAttribute.ordinal)
            hasher.combine(constant)
        }
    }

    static func meaning(_ c: LayoutConstraint) -> Meaning {
        let direct = Meaning(first: c.firstItem, firstAttribute: c.firstAttribute, relation: c.relation, second: c.secondItem,
                             secondAttribute: c.secondAttribute, multiplier: c.multiplier, constant: c.constant, priority: c.priority)
        guard let second = c.secondItem, c.multiplier == 1, (second, c.secondAttribute.ordinal) < (c.firstItem, c.firstAttribute.ordinal)
        else { return direct }
        let flipped: LayoutRelation = switch c.relation {
        case .equal: .equal
        case .lessThanOrEqual: .greaterThanOrEqual
        case .greaterThanOrEqual: .lessThanOrEqual
        }
        return Meaning(first: second, firstAttribute: c.secondAttribute, relation: flipped, second: c.firstItem,
                       secondAttribute: c.firstAttribute, multiplier: 1, constant: -c.constant, priority: c.priority)
    }

    static func order(_ a: LayoutConstraint, _ b: LayoutConstraint, _ graph: LayoutGraph) -> (LayoutConstraint, LayoutConstraint) {
        func key(_ c: LayoutConstraint) -> [Double] {
            [-Double(graph.depth(of: c.firstItem)), Double(c.firstAttribute.ordinal), c.constant]
        }
        return key(b).lexicographicallyPrecedes(key(a)) ? (b, a) : (a, b)
    }

    static func check(_ facts: LayoutFacts) -> [Diagnostic] {
        let graph = facts.system.graph
        let constraints = facts.system.constraints
        // Indices, not copies: a constraint carries its provenance's strings, and copying every
        // one into the table cost more than the hashing.
        var seen: [Meaning: Int] = [:]
        seen.reserveCapacity(constraints.indices.count { constraints[$0].origin == .user })
        var result: [Diagnostic] = []
        for index in constraints.indices where constraints[index].origin == .user {
            let key = meaning(constraints[index])
            guard let earlier = seen[key].map({ constraints[$0] }) else {
                seen[key] = index
                continue
            }
            // Which copy is "the original" must not depend on the file's order: the one written
            // from the deeper view's side, then by attribute and constant.
            let (original, constraint) = order(earlier, constraints[index], graph)
            result.append(Diagnostic(
                ruleID: description.id,
                message: "`\(graph.describe(constraint))` repeats `\(graph.describe(original))`",
                location: constraint.provenance.source ?? original.provenance.source,
                notes: [Diagnostic.Note("first written here", at: original.provenance.source),
                        Diagnostic.Note("fix: remove one of the two")],
                viewID: graph[constraint.firstItem].id,
                constraintIDs: [original, constraint].compactMap(ConstraintText.identity)))
        }
        return result
    }
}
