import LayoutModel
import Readers

/// The root cause of a conflict: one stable keyword, one sentence, one concrete fix.
///
/// Keywords (documented in docs/explain.md; checked in this order, the first that applies
/// wins):
/// - `keyboard`, `navigation-bar`, `toolbar`, `split-view` — the conflict happens in that
///   part of UIKit's or AppKit's machinery (see `SystemContext`);
/// - `system-internal` — only UIKit's or AppKit's private views are involved;
/// - `negative-size` — a constraint asks for a negative width or height;
/// - `zero-size-container` — a view was 0 wide or tall (its frame, UIKit's temporary
///   size, or the zero target size at which `systemLayoutSizeFitting` measures a cell's
///   content view) when constraints that need room were installed;
/// - `cell-encapsulated-size` — a cell's temporary encapsulated height or width fights a
///   required chain;
/// - `autoresizing-mask` — a view still translates its autoresizing mask into constraints
///   while the app's constraints place or size it;
/// - `container-size` — a container sized by its frame (autoresizing mask) is too small or
///   too large for the required constraints inside it;
/// - `stack-view` — a stack view's generated constraints against an explicit size, or a
///   hidden arranged subview with a required size;
/// - `layout-margins` — the layout margins leave too little room;
/// - `safe-area` — the safe area leaves too little room;
/// - `incomplete-list` — the printed constraints do not contradict each other and nothing
///   above applies: the paste is incomplete or the conflict involves unprinted sizes;
/// - `stale-duplicate` — two constraints on the same attribute that were never deactivated;
/// - `required-conflict` — plain contradictory required constraints.
struct RootCause {
    var keyword: String
    var sentence: String
    var fix: String

    /// One member of a conflict: the rebuilt constraint and what the log printed.
    struct Member {
        var constraint: LayoutConstraint
        var logged: LoggedConstraint?
    }

    /// Classifies the conflict `members`; `suggested` is the member we would break.
    static func classify(_ members: [Member], suggested: LayoutConstraint?, confirmed: Bool, in graph: LayoutGraph) -> RootCause {
        let items = Set(members.flatMap { [$0.constraint.firstItem] + ($0.constraint.secondItem.map { [$0] } ?? []) })
            .filter { graph[$0].id != "(window)" && graph[$0].name != "superview" }
        let suggestedText = suggested.map { "`\(graph.describe($0))`" } ?? "one of your constraints"
        let identifiers = members.compactMap(\.logged?.identifier)
        func name(_ item: ItemID) -> String { ViewNaming.name(graph[item]) }
        let framework = graph.platform.layoutFramework

        if let context = SystemContext.classify(items, in: graph, suggested: suggestedText) { return context }
        if !items.isEmpty, items.allSatisfy({ ViewNaming.isSystemOwned($0, in: graph) }) {
            let zero = members.contains { isZeroSize($0.constraint) }
            return RootCause(keyword: "system-internal",
                             sentence: "Only \(framework)'s own views take part; this is not a bug in your constraints.",
                             fix: zero ? "Nothing in your layout to change. It typically appears when a toolbar, bar button or input accessory view is created with a zero frame: give it a non-zero initial frame (e.g. width 100) to silence it."
                                       : "Nothing in your layout to change; ignore it or report it to Apple if it affects the layout.")
        }
        if let negative = members.first(where: { isNegativeSize($0.constraint) }) {
            let text = graph.describe(negative.constraint)
            return RootCause(keyword: "negative-size", sentence: "`\(text)` asks for a negative \(negative.constraint.firstAttribute.rawValue); sizes are never negative.",
                             fix: "Use a positive constant in `\(text)` (a minus sign often comes from computing a size as a difference that went negative).")
        }
        if let zero = members.first(where: { isZeroSize($0.constraint) && isMeasuringTarget($0, in: graph) }) {
            let view = name(zero.constraint.firstItem)
            let axis = zero.constraint.firstAttribute == .width ? "width" : "height"
            let inner = members.first { $0.constraint != zero.constraint }.map { "`\(graph.describe($0.constraint))`" } ?? "the constraints inside it"
            return RootCause(keyword: "zero-size-container",
                             sentence: "UIKit measured \(view) at a target \(axis) of 0 (systemLayoutSizeFitting with a compressed size adds `\(axis) == 0` to a cell's content view that is not in a table yet, iOS 10 and later), and \(inner) needs a different \(axis).",
                             fix: "Measure at the real \(axis): pass the table's \(axis) to systemLayoutSizeFitting with a required fitting priority for that axis, or lower the priority of \(inner) to 999 so it gives way while the content view is measured.")
        }
        if let zero = members.first(where: { isZeroSize($0.constraint) && isContainerSize($0) }) {
            let view = name(zero.constraint.firstItem)
            let dimension = zero.constraint.firstAttribute == .width ? "wide" : "tall"
            return RootCause(keyword: "zero-size-container",
                             sentence: "\(view) was 0 pt \(dimension) when these constraints were installed, and \(suggestedText) needs room inside it.",
                             fix: "Give \(view) its real size before its contents are laid out (create it with a non-zero frame, or size it with constraints and translatesAutoresizingMaskIntoConstraints = false), or lower the priority of \(suggestedText) to 999 so it gives way while the container is empty.")
        }
        if let encapsulated = members.first(where: { $0.logged?.identifier?.hasPrefix("UIView-Encapsulated-Layout") == true }) {
            let axis = encapsulated.constraint.firstAttribute == .width ? "width" : "height"
            return RootCause(keyword: "cell-encapsulated-size",
                             sentence: "The table or collection view holds the cell's content view at \(NumberText.format(encapsulated.constraint.constant, decimals: 2)) pt \(axis) (UIView-Encapsulated-Layout-\(axis == "width" ? "Width" : "Height")) while it measures the cell, and your required chain needs a different \(axis).",
                             fix: "Lower the priority of \(suggestedText) to 999: the chain then gives way to the temporary \(axis) and self-sizing still works. If the cell should not size itself, return the right \(axis) from the delegate instead.")
        }
        let masks = members.filter { $0.constraint.origin == .autoresizingMask }
        if let mask = masks.first(where: { isPlacedByUser($0.constraint.firstItem, members, graph) }) {
            let view = name(mask.constraint.firstItem)
            return RootCause(keyword: "autoresizing-mask",
                             sentence: "\(view) still has translatesAutoresizingMaskIntoConstraints = true, so \(framework) turned its frame into constraints (\(mask.logged?.autoresizingMask ?? "h=--& v=--&")) that fight the constraints you gave it.",
                             fix: "Set translatesAutoresizingMaskIntoConstraints = false on \(view) before activating its constraints.")
        }
        if let mask = masks.first {
            let view = name(mask.constraint.firstItem)
            return RootCause(keyword: "container-size",
                             sentence: "\(view) gets its size from its frame (its autoresizing mask, set by whoever sizes it: a table, a window, a superview), and the required constraints inside it need a different size.",
                             fix: "Let the contents give way: lower the priority of \(suggestedText) to 999 (or let the content shrink), or give \(view) the size its contents need.")
        }
        if identifiers.contains(where: { $0.hasPrefix("UISV-") || $0.hasPrefix("NSStackView") }) {
            if identifiers.contains("UISV-hiding") {
                return RootCause(keyword: "stack-view",
                                 sentence: "A hidden arranged subview is squeezed to zero by the stack (UISV-hiding), but a required constraint still gives it a size.",
                                 fix: "Lower the priority of \(suggestedText) to 999 so the hidden view can collapse.")
            }
            return RootCause(keyword: "stack-view",
                             sentence: "The stack view's own constraints (its distribution, alignment and spacing) contradict an explicit size or position you gave an arranged subview or the stack.",
                             fix: "Let the stack decide: remove \(suggestedText) or lower it to 999, or change the stack's distribution or alignment.")
        }
        if identifiers.contains(where: { $0.hasSuffix("Margin-guide-constraint") })
            || members.contains(where: { $0.constraint.firstAttribute.isMargin || $0.constraint.secondAttribute.isMargin }) {
            return RootCause(keyword: "layout-margins",
                             sentence: "The layout margins plus your constants need more room than the view has.",
                             fix: "Reduce the view's layoutMargins (or directionalLayoutMargins), pin to the edges instead of the margins, or lower \(suggestedText) to 999.")
        }
        if identifiers.contains(where: { $0.hasPrefix("UIViewSafeAreaLayoutGuide") }) {
            return RootCause(keyword: "safe-area",
                             sentence: "The safe area is smaller than your constraints need.",
                             fix: "Lower \(suggestedText) to 999 or pin to the view's edges instead of its safe area.")
        }
        if !confirmed {
            return RootCause(keyword: "incomplete-list",
                             sentence: "Nothing in the printed list explains the conflict on its own.",
                             fix: "Paste the whole message (every line between the parentheses, and the 'Will attempt to recover' line); if it is complete, the conflict involves a quantity the log does not print, such as a layout margin or a spacing \(framework) computes.")
        }
        if let duplicate = staleDuplicate(members) {
            return RootCause(keyword: "stale-duplicate",
                             sentence: "`\(graph.describe(duplicate.0))` and `\(graph.describe(duplicate.1))` set the same thing; the older one was never deactivated.",
                             fix: "Keep a reference to the first constraint and change its constant (or deactivate it) instead of adding another, e.g. when a cell is reused or updateConstraints runs again.")
        }
        return RootCause(keyword: "required-conflict", sentence: "Your required constraints contradict each other.",
                         fix: "Lower the priority of \(suggestedText) to 999 so it gives way, or remove it if it is stale.")
    }

    /// Whether the app's own constraints place or size `item` itself (a constant size, or a
    /// relation to something that is not inside it), rather than only using it as the
    /// container of other views.
    static func isPlacedByUser(_ item: ItemID, _ members: [Member], _ graph: LayoutGraph) -> Bool {
        members.contains { member in
            let constraint = member.constraint
            guard constraint.origin == .user else { return false }
            if constraint.firstItem == item {
                return constraint.secondItem.map { !graph.isAncestor(item, of: $0) } ?? true
            }
            return constraint.secondItem == item && !graph.isAncestor(item, of: constraint.firstItem)
        }
    }

    static func isZeroSize(_ constraint: LayoutConstraint) -> Bool {
        constraint.firstAttribute.isDimension && constraint.secondItem == nil && constraint.constant == 0 && constraint.relation != .greaterThanOrEqual
    }

    /// A size UIKit imposes on a container from outside: its autoresizing frame, a
    /// temporary measuring size, or a cell's encapsulated size.
    static func isContainerSize(_ member: Member) -> Bool {
        let identifier = member.logged?.identifier ?? ""
        return member.constraint.origin == .autoresizingMask || identifier.hasPrefix("_UITemporaryLayout")
            || identifier.hasPrefix("UIView-Encapsulated-Layout")
    }

    /// A size UIKit gives a view it measures (`systemLayoutSizeFitting`): named
    /// `fittingSizeHTarget`/`fittingSizeVTarget` on recent iOS, printed without a name on
    /// iOS 10, where it shows up as `UITableViewCellContentView.width == 0` from code that
    /// measures a cell outside its table (UIKit no longer gives such a content view a width).
    static func isMeasuringTarget(_ member: Member, in graph: LayoutGraph) -> Bool {
        let identifier = member.logged?.identifier ?? ""
        if identifier.hasPrefix("fittingSize") { return true }
        let className = graph[member.constraint.firstItem].className
        return identifier.isEmpty && member.constraint.origin == .user
            && className == "UITableViewCellContentView"
    }

    static func isNegativeSize(_ constraint: LayoutConstraint) -> Bool {
        constraint.firstAttribute.isDimension && constraint.secondItem == nil && constraint.constant < 0 && constraint.relation != .greaterThanOrEqual
    }

    /// Two user constraints on the same left-hand side and right-hand item and attribute.
    static func staleDuplicate(_ members: [Member]) -> (LayoutConstraint, LayoutConstraint)? {
        let user = members.map(\.constraint).filter { $0.origin == .user }
        for (index, first) in user.enumerated() {
            for second in user.dropFirst(index + 1) where first.firstItem == second.firstItem
                && first.firstAttribute == second.firstAttribute && first.secondItem == second.secondItem
                && first.secondAttribute == second.secondAttribute {
                return (first, second)
            }
        }
        return nil
    }
}

extension LayoutAttribute {
    var isMargin: Bool {
        [.leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
         .centerXWithinMargins, .centerYWithinMargins].contains(self)
    }
}
