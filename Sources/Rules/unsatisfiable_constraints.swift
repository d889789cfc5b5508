import Analysis
import LayoutModel

/// `unsatisfiable_constraints`: required constraints that cannot all hold.
enum UnsatisfiableConstraintsRule: Rule {
    static let description = RuleDescription(
        id: "unsatisfiable_constraints",
        name: "Unsatisfiable constraints",
        summary: "Required constraints contradict each other, so UIKit will break one at run time.",
        rationale: """
            When required constraints contradict each other UIKit prints "Unable to simultaneously \
            satisfy constraints", throws one of them away, and lays out without it — often not \
            the one you would have chosen, so the layout differs from device to device. \
            layoutlint finds the smallest set of constraints that cannot hold together, shows \
            the arithmetic, and names the one to change.
            """,
        defaultSeverity: .error,
        triggeringExamples: [
            """
            {"format": "layoutlint-dump", "version": 1, "platform": "ios",
             "views": [{"id": "root", "class": "UIView", "frame": [0, 0, 150, 100], "role": "rootView"},
                       {"id": "card", "class": "UIView", "superview": "root"}],
             "constraints": [
               {"firstItem": "card", "firstAttribute": "leading", "secondItem": "root", "secondAttribute": "leading", "constant": 10},
               {"firstItem": "root", "firstAttribute": "trailing", "secondItem": "card", "secondAttribute": "trailing", "constant": 10},
               {"firstItem": "card", "firstAttribute": "width", "relation": ">=", "constant": 200}]}
            """,
        ],
        nonTriggeringExamples: [
            """
            {"format": "layoutlint-dump", "version": 1, "platform": "ios",
             "views": [{"id": "root", "class": "UIView", "frame": [0, 0, 150, 100], "role": "rootView"},
                       {"id": "card", "class": "UIView", "superview": "root"}],
             "constraints": [
               {"firstItem": "card", "firstAttribute": "leading", "secondItem": "root", "secondAttribute": "leading", "constant": 10},
               {"firstItem": "root", "firstAttribute": "trailing", "secondItem": "card", "secondAttribute": "trailing", "constant": 10},
               {"firstItem": "card", "firstAttribute": "width", "relation": ">=", "constant": 200, "priority": 999}]}
            """,
        ],
        sourceTriggeringExamples: [
            """
            final class AvatarView: UIView {
                private let image = UIImageView()

                func setUpConstraints() {
                    image.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(image)
                    NSLayoutConstraint.activate([
                        image.widthAnchor.constraint(equalToConstant: 40),
                        image.widthAnchor.constraint(equalToConstant: 48),
                    ])
                }
            }
            """,
        ],
        sourceNonTriggeringExamples: [
            """
            final class AvatarView: UIView {
                private let image = UIImageView()

                func setUpConstraints(compact: Bool) {
                    image.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(image)
                    let preferred = image.widthAnchor.constraint(equalToConstant: 48)
                    preferred.priority = .defaultHigh
                    NSLayoutConstraint.activate([image.widthAnchor.constraint(equalToConstant: 40), preferred])
                    if compact {
                        image.heightAnchor.constraint(equalToConstant: 20).isActive = true
                    } else {
                        image.heightAnchor.constraint(equalToConstant: 30).isActive = true
                    }
                }
            }
            """,
        ]
    )

    static func check(_ facts: LayoutFacts) -> [Diagnostic] {
        let graph = facts.system.graph
        let constraints = facts.system.constraints
        return facts.conflicts.map { conflict in
            let broken = constraints[conflict.broken]
            var notes = conflict.members.map { index in
                Diagnostic.Note(ConstraintText.labelled(constraints[index], in: graph), at: constraints[index].provenance.source)
            }
            notes.append(Diagnostic.Note(ConflictArithmetic.sentence(conflict, broken, graph)))
            notes.append(Diagnostic.Note("fix: " + fix(conflict, facts)))
            let location = broken.provenance.source
                ?? conflict.members.lazy.compactMap { constraints[$0].provenance.source }.first
            return Diagnostic(
                ruleID: description.id,
                message: "\(conflict.members.count) required constraints cannot all hold; \(graph.platform.layoutFramework) will break one — break `\(graph.describe(broken))`",
                location: location, notes: notes, viewID: graph[broken.firstItem].id,
                constraintIDs: conflict.members.compactMap { ConstraintText.identity(constraints[$0]) },
                brokenID: ConstraintText.identity(broken), figure: FigureBuilder.conflict(conflict, facts))
        }
    }

    /// The concrete change to make.
    static func fix(_ conflict: ConflictFact, _ facts: LayoutFacts) -> String {
        let graph = facts.system.graph
        let constraints = conflict.members.map { facts.system.constraints[$0] }
        // A root's or a controller view's mask stands for its container sizing it: legitimate.
        if let mask = constraints.first(where: { $0.origin == .autoresizingMask && graph[$0.firstItem].parent != nil
                                                 && graph[$0.firstItem].viewRole != .rootView }) {
            return "set translatesAutoresizingMaskIntoConstraints = false on \(graph.shortName(of: mask.firstItem)); its frame is being turned into constraints that fight the others"
        }
        let broken = facts.system.constraints[conflict.broken]
        if constraints.contains(where: { $0.origin == .cellEncapsulatedSize && graph[$0.firstItem].viewRole == .cellContentView }) {
            return "lower the priority of `\(graph.describe(broken))` to 999: the cell's temporary encapsulated size must be able to win while the cell is measured"
        }
        return "lower the priority of `\(graph.describe(broken))` to 999 so it gives way, or remove it if it is stale"
    }
}
