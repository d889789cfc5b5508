import Analysis
import LayoutModel

/// `constraint_before_common_ancestor`: a constraint activated before one of its views is
/// added to the hierarchy the other belongs to.
enum ConstraintBeforeCommonAncestorRule: Rule {
    static let description = RuleDescription(
        id: "constraint_before_common_ancestor",
        name: "Constraint activated before addSubview",
        summary: "A constraint between two views is activated before the addSubview that gives them a common ancestor.",
        rationale: """
            Activating a constraint between two views needs them in one view hierarchy: UIKit \
            raises "Unable to activate constraint with anchors … because they have no common \
            ancestor" and the app crashes (SnapKit stops with "couldn't find a common \
            superview"). The reader flags a constraint made and activated in a method that \
            adds one of its two views with addSubview (or insertSubview, addArrangedSubview) \
            only later in the same method, when neither view is inside the other. A view \
            added earlier in the same method, or that the other view contains, is fine; \
            constants-only constraints (width == 44) need no ancestor.
            """,
        defaultSeverity: .error,
        triggeringExamples: [],
        nonTriggeringExamples: [],
        sourceTriggeringExamples: [
            """
            final class ProfileViewController: UIViewController {
                private let avatar = UIImageView()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    avatar.translatesAutoresizingMaskIntoConstraints = false
                    avatar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16).isActive = true
                    view.addSubview(avatar)
                }
            }
            """,
        ],
        sourceNonTriggeringExamples: [
            """
            final class ProfileViewController: UIViewController {
                private let avatar = UIImageView()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    avatar.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(avatar)
                    avatar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16).isActive = true
                }
            }
            """,
        ]
    )

    static func check(_ facts: LayoutFacts) -> [Diagnostic] { [] }

    static func check(_ code: CodeFile) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for type in CodeRuleSupport.mergedTypes(code) {
            // Property initialisers run first: their stack views and subviews exist already.
            var initial: [String: String] = [:]
            for method in type.methods where method.name == "<properties>" {
                for event in method.events {
                    if case .addSubview(let parent, let child, _) = event.kind, let childPath = child.path, let parentPath = parent.path {
                        initial[childPath] = parentPath
                    }
                }
            }
            for method in type.methods where method.name != "<properties>" {
                result += check(method, in: type, parents: initial, framework: code.platform.layoutFramework)
            }
        }
        return result
    }

    static func check(_ method: CodeMethod, in type: CodeType, parents initial: [String: String], framework: String) -> [Diagnostic] {
        var result: [Diagnostic] = []
        var parents = initial
        var addedHere: Set<String> = []
        for (index, event) in method.events.enumerated() {
            switch event.kind {
            case .addSubview(let parent, let child, _):
                if let childPath = child.path, let parentPath = parent.path {
                    parents[childPath] = parentPath
                    addedHere.insert(childPath)
                }
                continue
            case .constraint(let constraint) where constraint.activation == .active && !event.isConditional:
                guard let second = constraint.secondItem, let firstPath = constraint.firstItem.path, let secondPath = second.path,
                      firstPath != secondPath else { continue }
                for (view, other) in [(firstPath, secondPath), (secondPath, firstPath)] where !addedHere.contains(view) {
                    guard let later = laterAddition(of: view, after: index, in: method), !contains(view, other, parents),
                          !contains(other, view, parents) else { continue }
                    result.append(Diagnostic(
                        ruleID: description.id,
                        message: "\(constraint.text) is activated before \(view) is added to a superview (\(later.location)): the views have no common ancestor yet and \(framework) raises an exception",
                        location: constraint.location,
                        notes: [Diagnostic.Note("added here", at: later.location),
                                Diagnostic.Note("fix: add \(view) to its superview before activating constraints that involve it")],
                        viewID: "\(type.name).\(view)"))
                    break
                }
            default:
                continue
            }
        }
        return result
    }

    /// The first `addSubview` of `view` after the event at `index`, unconditional.
    static func laterAddition(of view: String, after index: Int, in method: CodeMethod) -> CodeEvent? {
        method.events[(index + 1)...].first { event in
            if case .addSubview(_, let child, _) = event.kind { return child.path == view && !event.isConditional }
            return false
        }
    }

    /// Whether `ancestor` contains `item` (by path or by the `addSubview` calls seen so far).
    static func contains(_ ancestor: String, _ item: String, _ parents: [String: String]) -> Bool {
        if item.hasPrefix(ancestor + ".") { return true }
        var current = parents[item]
        var steps = 0
        while let next = current, steps < 64 {
            if next == ancestor { return true }
            current = parents[next]
            steps += 1
        }
        return false
    }
}
