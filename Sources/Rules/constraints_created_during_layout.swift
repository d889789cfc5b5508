import Analysis
import LayoutModel

/// `constraints_created_during_layout`: code that creates and activates constraints in a
/// method UIKit calls on every layout pass, with nothing to stop it from doing so again.
enum ConstraintsCreatedDuringLayoutRule: Rule {
    static let description = RuleDescription(
        id: "constraints_created_during_layout",
        name: "Constraints created during layout",
        summary: "Constraints are created and activated in layoutSubviews, viewDidLayoutSubviews, updateConstraints or draw without a guard.",
        rationale: """
            UIKit and AppKit call layoutSubviews, viewDidLayoutSubviews, updateConstraints, \
            draw(_:) (and AppKit's layout()) whenever layout or drawing is needed — many times \
            in a view's life. A constraint created and activated there on every call is added \
            again and again: the view accumulates duplicates, each pass gets slower, and when \
            the constants differ the copies conflict. Create constraints once (in init, \
            viewDidLoad, or behind a flag checked with if/guard) and only change their \
            constants during layout. SnapKit's remakeConstraints/updateConstraints and \
            Masonry's mas_remake/mas_update replace or update instead of adding, and are not \
            flagged; constraints made inside an if, a guard's scope, a loop or a closure are \
            not flagged either (the reader cannot tell how often they run), nor those made \
            after the method removes or deactivates constraints (a replacement).
            """,
        defaultSeverity: .error,
        triggeringExamples: [],
        nonTriggeringExamples: [],
        sourceTriggeringExamples: [
            """
            final class BadgeView: UIView {
                private let label = UILabel()

                override func layoutSubviews() {
                    super.layoutSubviews()
                    addSubview(label)
                    label.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        label.centerXAnchor.constraint(equalTo: centerXAnchor),
                        label.centerYAnchor.constraint(equalTo: centerYAnchor),
                    ])
                }
            }
            """,
        ],
        sourceNonTriggeringExamples: [
            """
            final class BadgeView: UIView {
                private let label = UILabel()
                private var didSetUpConstraints = false

                override func updateConstraints() {
                    if !didSetUpConstraints {
                        label.translatesAutoresizingMaskIntoConstraints = false
                        NSLayoutConstraint.activate([
                            label.centerXAnchor.constraint(equalTo: centerXAnchor),
                            label.centerYAnchor.constraint(equalTo: centerYAnchor),
                        ])
                        didSetUpConstraints = true
                    }
                    super.updateConstraints()
                }
            }
            """,
            """
            final class ToastView: UIView {
                private let message = UILabel()
                var compact = false

                override func updateConstraints() {
                    message.snp.remakeConstraints { make in
                        make.edges.equalToSuperview().inset(compact ? 8 : 16)
                    }
                    super.updateConstraints()
                }

                override func layoutSubviews() {
                    super.layoutSubviews()
                    guard message.superview == nil else { return }
                    addSubview(message)
                    message.translatesAutoresizingMaskIntoConstraints = false
                    message.centerXAnchor.constraint(equalTo: centerXAnchor).isActive = true
                }
            }
            """,
        ]
    )

    static func check(_ facts: LayoutFacts) -> [Diagnostic] { [] }

    static func check(_ code: CodeFile) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for type in code.types {
            for method in type.methods where CodeRuleSupport.isLayoutTime(method, in: type) {
                var made: [CodeConstraint] = []
                for (index, event) in method.events.enumerated() {
                    // Constraints made after old ones are removed or deactivated replace them.
                    if CodeRuleSupport.removes(event) { break }
                    guard !event.isConditional, case .constraint(let constraint) = event.kind, constraint.activation == .active,
                          !CodeRuleSupport.replacesConstraints(constraint, at: index, in: method) else { continue }
                    made.append(constraint)
                }
                guard let first = made.first else { continue }
                let where_ = CodeRuleSupport.name(method, in: type)
                result.append(Diagnostic(
                    ruleID: description.id,
                    message: "\(where_) creates and activates \(made.count) constraint\(made.count == 1 ? "" : "s") on every call, and \(code.platform.layoutFramework) calls it on every \(CodeRuleSupport.drawMethods.contains(method.name) ? "redraw" : "layout pass"): they pile up as duplicates",
                    location: first.location,
                    notes: made.prefix(8).map { Diagnostic.Note($0.text, at: $0.location) }
                        + [Diagnostic.Note("fix: create the constraints once (init, viewDidLoad, or behind a flag) and only change their constants here")],
                    viewID: "\(type.name).\(method.name)"))
            }
        }
        return result
    }
}
