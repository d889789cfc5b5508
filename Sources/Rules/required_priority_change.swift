import Analysis
import LayoutModel

/// `required_priority_change`: a constraint's priority changed between required and
/// optional while it is active.
enum RequiredPriorityChangeRule: Rule {
    static let description = RuleDescription(
        id: "required_priority_change",
        name: "Priority changed across required on an active constraint",
        summary: "The priority of an active constraint is changed from required (1000) to optional or back.",
        rationale: """
            UIKit and AppKit refuse it: "Mutating a priority from required to not on an \
            installed constraint (or vice-versa) is not supported" — an exception, so a crash. \
            Priorities may change freely among the optional values (999 and below). The \
            reader flags an assignment to priority on a constraint it saw created with a known \
            priority and activated, earlier in the same method or in another method of the \
            type, when the new value is known and on the other side of 1000 (and the method has \
            not deactivated it first). Make the \
            constraint optional from the start (999 behaves almost as required), or \
            deactivate it, change the priority and activate it again.
            """,
        defaultSeverity: .error,
        triggeringExamples: [],
        nonTriggeringExamples: [],
        sourceTriggeringExamples: [
            """
            final class DrawerView: UIView {
                private let handle = UIView()
                private var heightConstraint: NSLayoutConstraint!

                func setUp() {
                    heightConstraint = handle.heightAnchor.constraint(equalToConstant: 44)
                    heightConstraint.isActive = true
                }

                func collapse() {
                    heightConstraint.priority = .defaultLow
                }
            }
            """,
        ],
        sourceNonTriggeringExamples: [
            """
            final class DrawerView: UIView {
                private let handle = UIView()
                private var heightConstraint: NSLayoutConstraint!

                func setUp() {
                    heightConstraint = handle.heightAnchor.constraint(equalToConstant: 44)
                    heightConstraint.priority = .defaultHigh
                    heightConstraint.isActive = true
                }

                func collapse() {
                    heightConstraint.priority = .defaultLow
                }
            }
            """,
            """
            final class DrawerView: UIView {
                private let handle = UIView()
                private var heightConstraint: NSLayoutConstraint!

                func setUp() {
                    heightConstraint = handle.heightAnchor.constraint(equalToConstant: 44)
                    heightConstraint.isActive = true
                }

                func collapse() {
                    NSLayoutConstraint.deactivate([heightConstraint])
                    heightConstraint.priority = .defaultLow
                    heightConstraint.isActive = true
                }
            }
            """,
        ]
    )

    static func check(_ facts: LayoutFacts) -> [Diagnostic] { [] }

    static func check(_ code: CodeFile) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for type in CodeRuleSupport.mergedTypes(code) {
            // Each stored constraint's priority once made, when it was also activated.
            var stored: [String: (priority: Double, method: String)] = [:]
            var ambiguous: Set<String> = []
            for method in type.methods {
                for constraint in method.constraints {
                    guard let name = constraint.storedIn else { continue }
                    if stored[name] != nil || ambiguous.contains(name) {
                        ambiguous.insert(name)
                        stored[name] = nil
                    } else if constraint.activation == .active, let priority = constraint.priority {
                        stored[name] = (priority, method.name)
                    }
                }
            }
            for method in type.methods {
                var deactivated: Set<String> = []
                for event in method.events {
                    if case .assignment(let target, "isActive", 0) = event.kind, let name = target.path { deactivated.insert(name) }
                    guard case .assignment(let target, let property, let value?) = event.kind,
                          property == "priority" || property == "priority@active",
                          let name = target.path, let original = stored[name], !deactivated.contains(name) else { continue }
                    // In the method that made it, only after it was activated.
                    if original.method == method.name && property != "priority@active" { continue }
                    guard (original.priority >= 1000) != (value >= 1000) else { continue }
                    result.append(Diagnostic(
                        ruleID: description.id,
                        message: "\(name).priority changes from \(Self.number(original.priority)) to \(Self.number(value)) while the constraint is active: \(code.platform.layoutFramework) raises an exception when a priority crosses required (1000)",
                        location: event.location,
                        notes: [Diagnostic.Note("fix: give \(name) an optional priority (999) when it is created, or deactivate it before changing the priority")],
                        viewID: "\(type.name).\(name)"))
                }
            }
        }
        return result
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
    }
}
