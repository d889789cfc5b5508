/// The complete constraint system UIKit solves for a graph: the input's active run-time
/// constraints plus every constraint the system adds on its own, each labelled with its
/// origin.
///
/// Built in a fixed order — system constraints first (implicit, encapsulation and root,
/// autoresizing, layout guides, content size, stack views, grid views, split views), then the input's constraints in
/// input order — so that the same graph always gives the same list. Placeholder and inactive
/// constraints are left out (they do not exist at run time); Interface Builder's placeholders
/// are kept aside in `placeholders`, since the app installs its own constraints in their
/// place and Xcode lays the canvas out with them. System constraints the input already holds
/// are never synthesised again.
public struct RuntimeSystem: Sendable {
    /// The graph, with a content layout guide added to every scroll view that lacked one and
    /// the gap guides of equal-spacing and equal-centering stack views (appended, so the
    /// input's item ids stay valid).
    public private(set) var graph: LayoutGraph
    /// Every constraint that takes part in layout.
    public private(set) var constraints: [LayoutConstraint]
    /// Interface Builder's placeholder constraints (removed at build time, to be replaced by
    /// constraints the app installs in code): not part of the run-time system, so they take no
    /// part in conflicts or redundancy, but frames and ambiguity are judged with them.
    public private(set) var placeholders: [LayoutConstraint]

    /// Builds the run-time system of `graph`. With `anchoringPositions` false every item's
    /// position is measured from its parent (`PositionAnchors`): the same layout in a larger
    /// tableau, for comparisons.
    public init(_ input: LayoutGraph, anchoringPositions: Bool = true) {
        var graph = input
        graph.positionAnchors = nil
        // Only a scroll view's constraints are rewritten below: without one, none is looked at.
        let scrolls = !ScrollContentAttachment.addMissingContentGuides(to: &graph).isEmpty
        var live: [LayoutConstraint] = []
        live.reserveCapacity(graph.constraints.count)
        var placeholders: [LayoutConstraint] = []
        for constraint in graph.constraints where constraint.isActive && constraint.validationProblem() == nil
            && graph.contains(constraint.firstItem) && (constraint.secondItem.map(graph.contains) ?? true) {
            if constraint.origin == .placeholder { placeholders.append(constraint) } else { live.append(constraint) }
        }
        let present = PresentSystemConstraints(live)
        StackViewConstraints.addDistributingGuides(to: &graph, present: present)
        GridViewConstraints.addTrackGuides(to: &graph, present: present)
        let synthesised = [
            ImplicitSizeConstraints.constraints(in: graph, present: present),
            EncapsulationConstraints.constraints(in: graph, present: present),
            AutoresizingConstraints.constraints(in: graph, present: present),
            LayoutGuideConstraints.constraints(in: graph, present: present),
            ContentSizeConstraints.constraints(in: graph, present: present),
            StackViewConstraints.constraints(in: graph, present: present),
            GridViewConstraints.constraints(in: graph, present: present),
            SplitViewConstraints.constraints(in: graph, present: present),
        ]
        // One buffer of the exact size: the list is the largest thing a big dump holds, and
        // growing it by doubling kept up to three times its size at once.
        var constraints: [LayoutConstraint] = []
        constraints.reserveCapacity(synthesised.reduce(live.count) { $0 + $1.count })
        for part in synthesised { constraints += part }
        constraints += live.lazy.filter { $0.origin.isSystem }
        constraints += live.lazy.filter { !$0.origin.isSystem }.map { scrolls ? ScrollContentAttachment.attach($0, in: graph) : $0 }
        live = []
        if anchoringPositions {
            let anchors = PositionAnchors(graph: graph, constraints: constraints)
            graph.positionAnchors = anchors.isEmpty ? nil : anchors
        }
        self.graph = graph
        self.constraints = constraints
        self.placeholders = scrolls ? placeholders.map { ScrollContentAttachment.attach($0, in: graph) } : placeholders
    }
}

/// UIKit's rule for scroll views: in a constraint between a scroll view and one of its
/// descendants, the scroll view's *edges and margins* mean its content area (the content
/// layout guide), while its *width, height and centres* mean its frame (Apple's Auto Layout
/// Guide, "Working with Scroll Views"; Xcode's stored frames agree: a view centred in a
/// scroll view and pinned to its margins sits at the frame's centre).
enum ScrollContentAttachment {
    /// Adds a `scrollContent` guide to every scroll view without one, and gives every
    /// content guide its scroll view's layout margins: a constraint to the scroll view's
    /// `leadingMargin` from inside it means the content area inset by those margins (a
    /// layout guide has no margins of its own, so nothing else reads them). Returns the
    /// scroll views.
    static func addMissingContentGuides(to graph: inout LayoutGraph) -> [ItemID] {
        // The scroll views first: testing the items of a graph the loop changes copied each one.
        let scrollViews = graph.itemIDs.filter { graph.items[$0.index].scrollsContent }
        for id in scrollViews {
            if let guide = graph.guide(.scrollContent, of: id) {
                graph[guide].layoutMargins = graph[id].layoutMargins
            } else {
                graph.add(LayoutItem(id: graph[id].id + ".contentLayoutGuide", kind: .layoutGuide(.scrollContent),
                                     className: "UILayoutGuide", name: "contentLayoutGuide", parent: id,
                                     layoutMargins: graph[id].layoutMargins))
            }
        }
        return scrollViews
    }

    /// The constraint with the scroll view's position attributes moved to its content guide
    /// when the other item lives inside the scroll view.
    static func attach(_ constraint: LayoutConstraint, in graph: LayoutGraph) -> LayoutConstraint {
        guard let second = constraint.secondItem else { return constraint }
        var result = constraint
        if let guide = contentGuide(replacing: constraint.firstItem, constraint.firstAttribute, other: second, graph) {
            result.firstItem = guide
        }
        if let guide = contentGuide(replacing: second, constraint.secondAttribute, other: constraint.firstItem, graph) {
            result.secondItem = guide
        }
        return result
    }

    private static func contentGuide(replacing item: ItemID, _ attribute: LayoutAttribute, other: ItemID,
                                     _ graph: LayoutGraph) -> ItemID? {
        // Read in place (`items`, not the copying subscript): this runs for every constraint.
        guard graph.items[item.index].scrollsContent, !attribute.isDimension, !attribute.isCenter,
              graph.isAncestor(item, of: other), graph.items[other.index].parent != item || graph.items[other.index].isView
        else { return nil }
        return graph.guide(.scrollContent, of: item)
    }
}
