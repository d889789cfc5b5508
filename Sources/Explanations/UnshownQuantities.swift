import Analysis
import LayoutModel
import Readers

/// What a conflict that the printed constraints do not reproduce may rest on: a quantity
/// the log never prints, and the values of it that make the list conflict.
///
/// Each probe changes one quantity our rebuild had to assume and re-solves:
/// - the printing precision: UIKit prints constants to 6 significant digits (`54.3333`), so
///   two constraints that hold only at exactly the printed value (`height >= 48` against the
///   cell's `UIView-Encapsulated-Layout-Height == 48`) may be a hair apart in the engine;
/// - layout margins that `…Margin` attributes use without the log printing them (UIKit's
///   default is 8 pt; a view controller's root view has 16 or 20, system views their own);
/// - system spacings (`NSSpace(8)`, `NSLayoutAnchorConstraintSpace(8)`): the printed value
///   is the standard one, a baseline spacing depends on the fonts.
///
/// Intrinsic content sizes are not probed: they are optional constraints (hugging 250,
/// compression resistance 750 by default), so they never take part in a conflict among
/// required constraints unless their priority is 1000, and then the log lists them.
enum UnshownQuantities {
    /// How many views' margins and how many spacings are probed: each probe is some thirty
    /// solves, and a conflict list rarely holds more.
    static let probeLimit = 8

    /// The sentence naming the quantity and the values that make the list conflict, if one does.
    static func probe(_ layout: LogLayout) -> String? {
        boundary(layout.graph) ?? margins(layout.graph) ?? systemSpacings(layout)
    }

    static func conflicts(_ graph: LayoutGraph) -> Bool { !RequiredConflicts.find(in: graph).conflicts.isEmpty }

    /// Inequalities tightened by a hundredth of a point: a list that then conflicts holds
    /// only on its boundary.
    static func boundary(_ graph: LayoutGraph) -> String? {
        var tightened = graph
        var changed = false
        for index in tightened.constraints.indices where tightened.constraints[index].isRequired && tightened.constraints[index].relation != .equal {
            tightened.constraints[index].constant += tightened.constraints[index].relation == .greaterThanOrEqual ? 0.01 : -0.01
            changed = true
        }
        guard changed else { return nil }
        let (system, found) = RequiredConflicts.find(in: tightened)
        guard let conflict = found.first else { return nil }
        let members = conflict.members.filter { system.constraints[$0].origin != .implicit }.map { index -> String in
            var original = system.constraints[index]
            if original.isRequired, original.relation != .equal {
                original.constant -= original.relation == .greaterThanOrEqual ? 0.01 : -0.01
            }
            return system.graph.describe(original)
        }
        return "The printed constraints hold only on their boundary: \(members.joined(separator: ", ")) are satisfied at exactly the printed values and at nothing else, so a difference below the log's printing precision (UIKit prints 6 significant digits) makes them conflict — typically a computed size (a row height minus a 1/3 pt separator, a scaled line height) that lands a fraction of a point past one of your constants."
    }

    /// Layout margins: every view whose margins the list uses, set wider and narrower than
    /// UIKit's default 8 pt.
    static func margins(_ graph: LayoutGraph) -> String? {
        var owners: [ItemID] = []
        for constraint in graph.constraints {
            for (item, attribute) in [(constraint.firstItem, constraint.firstAttribute)] + (constraint.secondItem.map { [($0, constraint.secondAttribute)] } ?? [])
            where isMargin(attribute) && !owners.contains(item) {
                owners.append(item)
            }
        }
        for owner in owners.prefix(probeLimit) {
            let current = graph[owner].layoutMargins.left
            let threshold = Threshold.find(from: current) { value in
                var changed = graph
                changed[owner].layoutMargins = EdgeInsets(top: value, left: value, bottom: value, right: value)
                return conflicts(changed)
            }
            guard let threshold else { continue }
            let name = graph.describe(LayoutConstraint(owner, .width, .equal, nil, .notAnAttribute)).split(separator: ".width", omittingEmptySubsequences: false).first.map(String.init) ?? "the view"
            return "The list conflicts only if the layout margins of \(name), which the log does not print, are \(threshold.words) (we assumed UIKit's default 8 pt; a view controller's root view has 16 or 20 pt, and system views set their own)."
        }
        return nil
    }

    /// System spacings: each constraint that printed one, with other values for it.
    static func systemSpacings(_ layout: LogLayout) -> String? {
        let graph = layout.graph
        let spacings = graph.constraints.indices.filter { index in
            let constraint = graph.constraints[index]
            guard constraint.isRequired,
                  let logged = layout.logged.first(where: { $0.address != nil && $0.address == constraint.provenance.objectID }) else { return false }
            return logged.text.contains("NSSpace(") || logged.text.contains("NSLayoutAnchorConstraintSpace(")
        }
        for index in spacings.prefix(probeLimit) {
            let constraint = graph.constraints[index]
            let threshold = Threshold.find(from: constraint.constant) { value in
                var changed = graph
                changed.constraints[index].constant = value
                return conflicts(changed)
            }
            guard let threshold else { continue }
            return "The list conflicts only if the system spacing of \(graph.describe(constraint)), printed as the standard \(NumberText.format(constraint.constant, decimals: 1)) pt, is in fact \(threshold.words) (a baseline-to-baseline spacing follows the fonts' line heights and Dynamic Type)."
        }
        return nil
    }

    static func isMargin(_ attribute: LayoutAttribute) -> Bool {
        attribute.rawValue.hasSuffix("Margin") || attribute.rawValue.hasSuffix("WithinMargins")
    }
}

/// Where a quantity starts making a list conflict, found by bisection from the value the
/// rebuild assumed (which does not conflict) towards 0 and towards 2,000 pt.
struct Threshold {
    /// The value past which the list conflicts.
    var value: Double
    /// Whether the list conflicts above `value` (else below it).
    var above: Bool

    var words: String {
        let number = NumberText.format(value, decimals: 1)
        return above ? "more than \(number) pt" : "less than \(number) pt"
    }

    static func find(from current: Double, conflicts: (Double) -> Bool) -> Threshold? {
        for (limit, above) in [(2000.0, true), (min(0, current - 1), false)] where conflicts(limit) {
            var fine = current
            var bad = limit
            for _ in 0..<24 where abs(bad - fine) > 0.05 {
                let middle = (fine + bad) / 2
                if conflicts(middle) { bad = middle } else { fine = middle }
            }
            return Threshold(value: (fine * 10).rounded() / 10, above: above)
        }
        return nil
    }
}
