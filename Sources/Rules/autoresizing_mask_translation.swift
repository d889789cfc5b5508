import Analysis
import LayoutModel

/// `autoresizing_mask_translation`: a view that still translates its autoresizing mask into
/// constraints while constraints also position or size it.
enum AutoresizingMaskTranslationRule: Rule {
    static let description = RuleDescription(
        id: "autoresizing_mask_translation",
        name: "Autoresizing mask translated while constrained",
        summary: "A view with translatesAutoresizingMaskIntoConstraints = true is also positioned or sized by constraints.",
        rationale: """
            A view created in code translates its frame and autoresizing mask into constraints \
            until translatesAutoresizingMaskIntoConstraints is set to false. Those constraints \
            pin its position and size, so the constraints you add either conflict with them or \
            are silently overridden by the frozen frame. Views UIKit lays out itself (a \
            controller's root view, a cell's content view, arranged subviews of stack views, \
            the panes of an NSSplitView) are not flagged, and neither is a constraint that ties \
            another view, one Auto Layout places, to this one: that view moves instead. In \
            code, a view is flagged when it is created in code with a UIKit or \
            AppKit class (or a class of the same file that does not set the flag itself), added \
            with addSubview and placed by anchor, NSLayoutConstraint(item:…) or visual-format \
            constraints, and no line of the file sets its flag to false. Views from outlets, \
            arranged subviews, views SnapKit or Masonry constrain (they clear the flag), and \
            views handed to a method the reader does not know (a helper in another file may \
            clear it) are left alone.
            """,
        defaultSeverity: .error,
        triggeringExamples: [
            """
            {"format": "layoutlint-dump", "version": 1, "platform": "ios",
             "views": [{"id": "root", "class": "UIView", "frame": [0, 0, 320, 480], "role": "rootView"},
                       {"id": "badge", "class": "UILabel", "superview": "root", "frame": [0, 0, 40, 20],
                        "translatesAutoresizingMaskIntoConstraints": true}],
             "constraints": [
               {"firstItem": "badge", "firstAttribute": "centerX", "secondItem": "root", "secondAttribute": "centerX"}]}
            """,
        ],
        nonTriggeringExamples: [
            """
            {"format": "layoutlint-dump", "version": 1, "platform": "ios",
             "views": [{"id": "root", "class": "UIView", "frame": [0, 0, 320, 480], "role": "rootView",
                        "translatesAutoresizingMaskIntoConstraints": true},
                       {"id": "badge", "class": "UILabel", "superview": "root", "frame": [140, 0, 40, 20]}],
             "constraints": [
               {"firstItem": "badge", "firstAttribute": "centerX", "secondItem": "root", "secondAttribute": "centerX"},
               {"firstItem": "badge", "firstAttribute": "top", "secondItem": "root", "secondAttribute": "top"}]}
            """,
            """
            {"format": "layoutlint-dump", "version": 1, "platform": "macos",
             "views": [{"id": "root", "class": "NSView", "frame": [0, 0, 400, 300], "role": "rootView"},
                       {"id": "legacy", "class": "NSView", "name": "legacyPanel", "superview": "root", "frame": [20, 20, 360, 100],
                        "translatesAutoresizingMaskIntoConstraints": true},
                       {"id": "save", "class": "NSButton", "name": "saveButton", "superview": "root", "frame": [20, 134, 80, 32],
                        "intrinsicContentSize": [80, 32]}],
             "constraints": [
               {"firstItem": "save", "firstAttribute": "top", "secondItem": "legacy", "secondAttribute": "bottom", "constant": 14},
               {"firstItem": "save", "firstAttribute": "leading", "secondItem": "legacy", "secondAttribute": "leading"}]}
            """,
        ],
        sourceTriggeringExamples: [
            """
            final class CardView: UIView {
                private let badge = UILabel()

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(badge)
                    NSLayoutConstraint.activate([
                        badge.topAnchor.constraint(equalTo: topAnchor, constant: 8),
                        badge.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -8),
                    ])
                }
            }
            """,
        ],
        sourceNonTriggeringExamples: [
            """
            final class CardView: UIView {
                private let badge = UILabel()
                private let stack = UIStackView()

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    badge.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(badge)
                    NSLayoutConstraint.activate([
                        badge.topAnchor.constraint(equalTo: topAnchor, constant: 8),
                        badge.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -8),
                    ])
                }
            }
            """,
            """
            final class SettingsViewController: UIViewController {
                @IBOutlet private weak var footer: UIView!
                private let title = UILabel()
                private let stack = UIStackView()
                private let icon = UIImageView()
                private let card = CardView()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    stack.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(stack)
                    stack.addArrangedSubview(title)
                    title.heightAnchor.constraint(equalToConstant: 44).isActive = true
                    view.addSubview(footer)
                    footer.heightAnchor.constraint(equalToConstant: 44).isActive = true
                    view.addSubview(icon)
                    icon.snp.makeConstraints { make in
                        make.center.equalToSuperview()
                    }
                    view.addSubview(card)
                    card.widthAnchor.constraint(equalToConstant: 200).isActive = true
                }
            }
            """,
        ]
    )

    /// Whether `item` stays put when a constraint ties `view` to it: an ancestor of `view`,
    /// a view translating its own mask (or a guide of one), or the root.
    static func isFixed(_ item: ItemID, relativeTo view: ItemID, _ graph: LayoutGraph) -> Bool {
        let owner = graph[item].isView ? item : (graph[item].parent ?? item)
        return graph.isAncestor(owner, of: view) || graph[owner].parent == nil || graph[owner].translatesAutoresizingMask
    }

    static func check(_ facts: LayoutFacts) -> [Diagnostic] {
        let graph = facts.system.graph
        var result: [Diagnostic] = []
        // Each item's user constraints, in system order, found in one pass: filtering all of
        // them for every translating view made the rule quadratic (2 % of a project's lint).
        let constraints = facts.system.constraints
        var byItem = Array(repeating: [Int](), count: graph.items.count)
        for (index, constraint) in constraints.enumerated() where constraint.origin == .user {
            if graph.items.indices.contains(constraint.firstItem.index) { byItem[constraint.firstItem.index].append(index) }
            if let second = constraint.secondItem, second != constraint.firstItem, graph.items.indices.contains(second.index) {
                byItem[second.index].append(index)
            }
        }
        // Translating views found before the item is copied: most items are not.
        for id in graph.itemIDs where graph[id].translatesAutoresizingMask {
            let view = graph[id]
            guard view.isView, let parent = view.parent,
                  view.viewRole != .rootView, view.viewRole != .cellContentView, view.viewRole != .cell,
                  graph[parent].stack?.arrangedSubviews.contains(id) != true,
                  // A split view sizes its panes itself; constraints on a pane (a minimum width)
                  // are how AppKit documents limiting it.
                  graph[parent].className != "NSSplitView" else { continue }
            // Constraints to the view's own guides or from its subviews do not place it, nor
            // do constraints to a view that Auto Layout places: that view moves instead (the
            // mask holds this one where it is).
            let placing = byItem[id.index].map { constraints[$0] }.filter { constraint in
                guard !(constraint.secondItem.map { graph[$0].parent == id } ?? false), !(graph[constraint.firstItem].parent == id) else {
                    return false
                }
                let other = constraint.firstItem == id ? constraint.secondItem : constraint.firstItem
                return other.map { isFixed($0, relativeTo: id, graph) } ?? true
            }
            guard !placing.isEmpty else { continue }
            result.append(Diagnostic(
                ruleID: description.id,
                message: "\(graph.shortName(of: id)) still translates its autoresizing mask into constraints, but \(placing.count) constraint\(placing.count == 1 ? "" : "s") also position or size it",
                location: view.source,
                notes: placing.map { Diagnostic.Note(graph.describe($0), at: $0.provenance.source) }
                    + [Diagnostic.Note("fix: set translatesAutoresizingMaskIntoConstraints = false on \(graph.shortName(of: id)) before adding its constraints")],
                viewID: view.id,
                constraintIDs: placing.compactMap(ConstraintText.identity)))
        }
        return result
    }
}
