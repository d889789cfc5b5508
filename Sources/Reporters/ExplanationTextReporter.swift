import Explanations

/// `layoutlint explain`'s default output: per message, its kind and lines, what happened,
/// the minimal conflicting set with each member's line, the arithmetic, UIKit's choice
/// against ours, and the fix.
public enum ExplanationTextReporter {
    /// The report; `source` names the input in headings (`crash.log`, `<stdin>`).
    public static func report(_ explanations: [Explanation], source: String) -> String {
        guard !explanations.isEmpty else {
            return "No Auto Layout messages found in \(source).\n"
        }
        return explanations.enumerated().map { index, explanation in
            block(explanation, number: index + 1, source: source)
        }.joined(separator: "\n")
    }

    static func block(_ explanation: Explanation, number: Int, source: String) -> String {
        var lines: [String] = []
        let span = explanation.endLine > explanation.line ? "\(explanation.line)-\(explanation.endLine)" : "\(explanation.line)"
        let cause = explanation.rootCause.map { " [\($0)]" } ?? ""
        lines.append("\(source):\(span): \(title(explanation))\(cause)")
        lines.append(contentsOf: wrap(explanation.explanation, indent: "  "))
        let members = explanation.constraints.filter(\.inConflict)
        if !members.isEmpty || !explanation.implicitMembers.isEmpty {
            lines.append("  Minimal conflicting set:")
            for constraint in members {
                lines.append("    line \(constraint.line): \(constraint.equation ?? constraint.text)\(marks(constraint, explanation))")
                if let origin = constraint.origin { lines.append("        (\(origin))") }
            }
            for implicit in explanation.implicitMembers { lines.append("    implicit: \(implicit)") }
        }
        if explanation.kind != .unsatisfiable, !explanation.constraints.isEmpty {
            for constraint in explanation.constraints {
                lines.append("  line \(constraint.line): \(constraint.equation ?? constraint.text)")
            }
        }
        if let arithmetic = explanation.arithmetic { lines.append(contentsOf: wrap("Why: " + arithmetic, indent: "  ")) }
        if let broken = explanation.broken {
            let text = explanation.constraints.first { $0.address == broken }.map { $0.equation ?? $0.text } ?? broken
            lines.append("  \(explanation.framework) broke: \(text)")
        }
        if let suggested = explanation.suggested, explanation.agreesWithUIKit != true {
            let text = explanation.constraints.first { $0.address == suggested }.map { $0.equation ?? $0.text } ?? suggested
            lines.append("  We would break: \(text)")
        }
        for constraint in explanation.constraints where constraint.error != nil {
            lines.append("  line \(constraint.line):\(constraint.column): could not parse: \(constraint.error ?? "")")
            lines.append("      \(constraint.text)")
        }
        if !explanation.fix.isEmpty { lines.append(contentsOf: wrap("Fix: " + explanation.fix, indent: "  ")) }
        return lines.joined(separator: "\n") + "\n"
    }

    static func title(_ explanation: Explanation) -> String {
        switch explanation.kind {
        case .unsatisfiable:
            switch explanation.verdict {
            case .confirmed: return "unsatisfiable constraints (confirmed)"
            // Without `<private>` the message simply lists no constraints (a paste of its header).
            case .redacted: return explanation.rootCause == "redacted-log" ? "unsatisfiable constraints (redacted log)"
                                                                           : "unsatisfiable constraints (no constraints listed)"
            default: return "unsatisfiable constraints (not reproduced from the printed list)"
            }
        case .ambiguous: return "ambiguous layout"
        case .feedbackLoop: return "layout feedback loop"
        case .collectionViewLoop: return "collection view layout loop"
        case .flowLayoutItemSize: return "collection view item larger than the view"
        case .noCommonAncestor: return "constraint between views without a common ancestor"
        case .cannotInstall: return "constraint installed on the wrong view"
        case .hierarchyNotPrepared: return "view hierarchy not prepared for a constraint"
        case .requiredPriorityChange: return "priority changed between required and optional"
        case .zeroHeightCell: return "cell content view collapses to zero height"
        case .visualFormatSyntax: return "invalid visual format string"
        case .layoutSubviewsSuper: return "layoutSubviews without super"
        case .contentViewAutoresizing: return "cell content view's autoresizing changed"
        }
    }

    static func marks(_ constraint: ExplainedConstraint, _ explanation: Explanation) -> String {
        var marks: [String] = []
        if constraint.address != nil, constraint.address == explanation.broken { marks.append("\(explanation.framework) broke this") }
        if constraint.address != nil, constraint.address == explanation.suggested { marks.append("break this") }
        return marks.isEmpty ? "" : "  ← " + marks.joined(separator: "; ")
    }

    /// Wraps at 100 columns.
    static func wrap(_ text: String, indent: String) -> [String] {
        var lines: [String] = []
        var current = indent
        for word in text.split(separator: " ") {
            if current.count + word.count + 1 > 100, current.count > indent.count {
                lines.append(current)
                current = indent + "  "
            }
            current += (current.hasSuffix(" ") || current == indent ? "" : " ") + word
        }
        if current.count > indent.count { lines.append(current) }
        return lines
    }
}
