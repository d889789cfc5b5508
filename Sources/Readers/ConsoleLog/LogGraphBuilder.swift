import LayoutModel

/// A constraint system rebuilt from the constraints one log block lists.
public struct LogLayout: Sendable {
    /// The views by address (classes, label text and names as printed) under a synthetic
    /// window, with the superviews the log reveals; the constraints that parsed.
    public var graph: LayoutGraph
    /// The logged constraints: the block's list, then the broken one when the list lacks it.
    public var logged: [LoggedConstraint]
}

/// Rebuilds the constraint system of a log block, for the solver.
///
/// What a log does not say is chosen so that it cannot create a conflict the app does not
/// have: a view whose superview the log never names (by a VFL `|`, or by aligning it edge
/// to same edge with a view known to hold subviews) gets one of its own, free to move, so
/// the autoresizing constraints that place it in its superview (`minX == 0`) bind nothing
/// else; layout margins are UIKit's default 8 pt; views have no intrinsic size. UIKit's
/// implicit `width ≥ 0` and `height ≥ 0` are added by the run-time system, as in the app.
public enum LogGraphBuilder {
    /// The system of `block`'s constraints (the broken one included).
    public static func build(_ block: LogBlock, platform: Platform) -> LogLayout {
        var logged = block.constraints
        if let broken = block.broken, !logged.contains(where: { $0.address != nil && $0.address == broken.address }) {
            logged.append(broken)
        }
        var builder = Builder(platform: platform)
        var equations: [(LoggedEquation, LoggedConstraint)] = []
        for constraint in logged {
            guard case .success(let equation) = constraint.equation, !equation.hasUnnamedAttribute else { continue }
            equations.append((equation, constraint))
            builder.note(equation)
        }
        builder.settleSuperviews()
        var graph = builder.makeGraph()
        for (equation, constraint) in equations {
            guard let first = builder.ids[equation.first.item.key] else { continue }
            let second = equation.second.flatMap { builder.ids[$0.item.key] }
            var made = LayoutConstraint(first, equation.first.attribute, equation.relation, second,
                                        equation.second?.attribute ?? .notAnAttribute, multiplier: equation.multiplier,
                                        constant: equation.constant, priority: equation.priority,
                                        // A constraint in UIKit's list took part, whatever its flag says now.
                                        isActive: true,
                                        provenance: ConstraintProvenance(origin: LoggedOrigin.origin(of: constraint),
                                                                         identifier: constraint.identifier,
                                                                         source: SourceLocation(file: "log", line: constraint.line,
                                                                                                column: constraint.column),
                                                                         objectID: constraint.address, className: constraint.className))
            made.isInSuperviewCoordinates = equation.first.inSuperviewCoordinates && equation.second == nil
            if let (hugging, resistance) = constraint.contentPriorities, equation.second == nil {
                // A content size is two preferences: at most it at the hugging priority, at
                // least it at the compression resistance.
                var atMost = made
                atMost.relation = .lessThanOrEqual
                atMost.priority = hugging
                made.relation = .greaterThanOrEqual
                made.priority = resistance
                graph.constraints.append(atMost)
            }
            graph.constraints.append(made)
        }
        return LogLayout(graph: graph, logged: logged)
    }

    /// Collects the items and superview links of the equations.
    struct Builder {
        let platform: Platform
        var order: [String] = []
        var items: [String: LoggedItem] = [:]
        var parents: [String: String] = [:]
        var ids: [String: ItemID] = [:]
        var placedInSuperview: [String] = []
        var alignedWith: [String: [String]] = [:]

        init(platform: Platform) { self.platform = platform }

        mutating func note(_ equation: LoggedEquation) {
            if let link = equation.superviewLink {
                add(link.superview)
                add(link.child)
                if parents[link.child.key] == nil, link.child.key != link.superview.key, !isAncestor(link.child.key, of: link.superview.key) {
                    parents[link.child.key] = link.superview.key
                }
            }
            add(equation.first.item)
            if let second = equation.second { add(second.item) }
            if equation.first.inSuperviewCoordinates { placedInSuperview.append(equation.first.item.key) }
            if let second = equation.second, second.attribute == equation.first.attribute, !second.attribute.isDimension,
               second.item.key != equation.first.item.key {
                alignedWith[equation.first.item.key, default: []].append(second.item.key)
                alignedWith[second.item.key, default: []].append(equation.first.item.key)
            }
        }

        /// Gives every view that autoresizing places in its superview, and whose superview
        /// the log does not name, a superview: the one view it is aligned edge to same edge
        /// with when that view is known to hold subviews (`UIView.bottom == Toast.bottom - 10`
        /// where a VFL `|` names `Toast`), else one of its own that binds nothing else.
        mutating func settleSuperviews() {
            let containers = Set(parents.values)
            for key in placedInSuperview where parents[key] == nil {
                var candidates: [String] = []
                for other in alignedWith[key] ?? [] where containers.contains(other) && !candidates.contains(other) {
                    candidates.append(other)
                }
                if candidates.count == 1, let parent = candidates.first, !isAncestor(key, of: parent) {
                    parents[key] = parent
                } else {
                    let phantom = LoggedItem(printedClass: "|", label: key)
                    add(phantom)
                    parents[key] = phantom.key
                }
            }
        }

        mutating func add(_ item: LoggedItem) {
            if let known = items[item.key] {
                if known.label == nil, item.label != nil { items[item.key]?.label = item.label }
                if known.printedClass != item.printedClass, item.address != nil, known.printedClass == known.key {
                    items[item.key]?.printedClass = item.printedClass
                }
                return
            }
            items[item.key] = item
            order.append(item.key)
        }

        func isAncestor(_ candidate: String, of key: String) -> Bool {
            var current = parents[key]
            var steps = 0
            while let next = current, steps <= order.count {
                if next == candidate { return true }
                current = parents[next]
                steps += 1
            }
            return false
        }

        /// How the graph names an item: its address (`0x…/contentSize` for a scroll view's
        /// content size), else Masonry's key, else its printed name.
        static func identity(of item: LoggedItem) -> String {
            if let address = item.address { return item.qualifier.map { address + "/" + $0 } ?? address }
            return item.qualifier ?? item.printedClass
        }

        /// The graph: a synthetic window, then every item after its superview.
        mutating func makeGraph() -> LayoutGraph {
            var graph = LayoutGraph(platform: platform)
            let window = graph.add(LayoutItem(id: "(window)", className: platform == .macOS ? "NSWindow" : "UIWindow",
                                              name: "window", layoutMargins: .zero))
            func place(_ key: String) {
                guard ids[key] == nil, let item = items[key] else { return }
                if let parent = parents[key] { place(parent) }
                let parentID = parents[key].flatMap { ids[$0] } ?? window
                ids[key] = graph.add(LayoutItem(
                    id: item.isUnnamedSuperview ? "superview of \(item.label ?? "?")" : Self.identity(of: item),
                    className: item.isUnnamedSuperview ? (platform == .macOS ? "NSView" : "UIView") : item.className,
                    name: item.isUnnamedSuperview ? "superview" : item.qualifier == "contentSize" ? "content size" : item.label,
                    parent: parentID, isFlipped: true))
            }
            for key in order { place(key) }
            return graph
        }
    }
}

/// Who made a logged constraint, judged by its class and identifier.
public enum LoggedOrigin {
    /// The origin `LayoutModel` uses for analysis (which constraints may be blamed).
    public static func origin(of constraint: LoggedConstraint) -> ConstraintOrigin {
        if constraint.isAutoresizing { return .autoresizingMask }
        if constraint.className == "NSContentSizeLayoutConstraint" { return .contentSize }
        guard let identifier = constraint.identifier else { return .user }
        if identifier.hasPrefix("UIView-Encapsulated-Layout") || identifier.hasPrefix("_UITemporaryLayout") {
            return .cellEncapsulatedSize
        }
        if identifier.hasPrefix("UISV-") || identifier.hasPrefix("NSStackView") || identifier.hasPrefix("_UIStackView") { return .stackView }
        if isSystemIdentifier(identifier) { return .layoutGuide }
        return .user
    }

    /// Whether UIKit or AppKit names constraints this way (`UIView-…`, `UIViewSafeAreaLayoutGuide-…`,
    /// `_UI…`, `UINav_…`, `NS…`); the app's own identifiers and IB's `IB_…` are not.
    public static func isSystemIdentifier(_ identifier: String) -> Bool {
        ["UIView-", "UIViewSafeAreaLayoutGuide", "UIViewLayoutMarginsGuide", "UIViewReadableContentGuide", "_UI", "_NS",
         "UINav_", "UIInputWindowController", "UIKB", "UIKeyboard", "UITableView", "UIButtonBar", "NSView-", "NSWindow-",
         "NSLayoutAnchorConstraint"].contains { identifier.hasPrefix($0) }
    }
}
