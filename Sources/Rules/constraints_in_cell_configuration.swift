import Analysis
import LayoutModel

/// `constraints_in_cell_configuration`: constraints created each time a reused cell is
/// configured, with none of the old ones removed.
enum ConstraintsInCellConfigurationRule: Rule {
    static let description = RuleDescription(
        id: "constraints_in_cell_configuration",
        name: "Constraints added on every cell configuration",
        summary: "tableView(_:cellForRowAt:), collectionView(_:cellForItemAt:) or a cell's configure method activates new constraints without removing the old ones.",
        rationale: """
            Table and collection views reuse cells: cellForRowAt and a cell's configure(…) \
            run again for the same cell object every time it scrolls back into view. \
            Constraints activated there are added to the ones the previous configuration \
            left: the cell collects duplicates and, when the constants differ, conflicts \
            that UIKit breaks at random. Create the constraints once (in the cell's init or \
            awakeFromNib) and change their constants or isActive here, or remove the old \
            ones first (deactivate, removeConstraints, SnapKit remakeConstraints). A cell's \
            configure method counts when it takes parameters (what to show) and the cell's \
            init does not call it. A method that removes or deactivates anything, or makes its constraints inside an if, a \
            guard's scope or a closure, is not flagged.
            """,
        defaultSeverity: .error,
        triggeringExamples: [],
        nonTriggeringExamples: [],
        sourceTriggeringExamples: [
            """
            final class MessageCell: UITableViewCell {
                let bubble = UIView()

                func configure(with message: Message) {
                    bubble.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        bubble.widthAnchor.constraint(equalToConstant: 200),
                        bubble.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                    ])
                }
            }
            """,
        ],
        sourceNonTriggeringExamples: [
            """
            final class MessageCell: UITableViewCell {
                let bubble = UIView()
                private var widthConstraint: NSLayoutConstraint?

                func configure(with message: Message) {
                    widthConstraint?.isActive = false
                    let width = bubble.widthAnchor.constraint(equalToConstant: 200)
                    width.isActive = true
                    widthConstraint = width
                }
            }
            """,
            """
            final class MessageCell: UITableViewCell {
                let bubble = UIView()

                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    configureLayout(in: contentView)
                }

                func configureLayout(in container: UIView) {
                    bubble.translatesAutoresizingMaskIntoConstraints = false
                    container.addSubview(bubble)
                    bubble.widthAnchor.constraint(equalToConstant: 200).isActive = true
                }
            }
            """,
        ]
    )

    static func check(_ facts: LayoutFacts) -> [Diagnostic] { [] }

    /// Whether the method configures a reused cell.
    static func configuresCell(_ method: CodeMethod, in type: CodeType) -> Bool {
        switch method.name {
        case "tableView", "collectionView":
            return method.labels.dropFirst().first.map { $0.hasPrefix("cellForRowAt") || $0.hasPrefix("cellForItemAt") } ?? false
        default:
            // `configure(with:)` takes what to show; a `configure()` without parameters, or
            // one the cell's own init calls, sets the cell up once.
            guard type.ownerKind == .cell, method.name.hasPrefix("configure"), !method.isOverride,
                  !method.parameters.isEmpty else { return false }
            let calledAtSetUp = type.methods.contains { other in
                ["init", "awakeFromNib", "initWithStyle", "initWithFrame", "initWithCoder", "<properties>"].contains(other.name)
                    && other.events.contains { event in
                        if case .call(_, let name) = event.kind { return name == method.name }
                        return false
                    }
            }
            return !calledAtSetUp
        }
    }

    static func check(_ code: CodeFile) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for type in code.types {
            for method in type.methods where configuresCell(method, in: type) {
                let removes = method.events.contains(where: CodeRuleSupport.removes)
                guard !removes else { continue }
                var made: [CodeConstraint] = []
                for (index, event) in method.events.enumerated() {
                    guard !event.isConditional, case .constraint(let constraint) = event.kind, constraint.activation == .active,
                          !CodeRuleSupport.replacesConstraints(constraint, at: index, in: method) else { continue }
                    made.append(constraint)
                }
                guard let first = made.first else { continue }
                result.append(Diagnostic(
                    ruleID: description.id,
                    message: "\(CodeRuleSupport.name(method, in: type)) activates \(made.count) new constraint\(made.count == 1 ? "" : "s") each time a reused cell is configured, and removes none",
                    location: first.location,
                    notes: made.prefix(8).map { Diagnostic.Note($0.text, at: $0.location) }
                        + [Diagnostic.Note("fix: create the constraints once in the cell's init and only change their constants or isActive here (or deactivate the previous ones first)")],
                    viewID: "\(type.name).\(method.name)"))
            }
        }
        return result
    }
}
