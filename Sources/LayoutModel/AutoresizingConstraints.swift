/// What UIKit's `NSAutoresizingMaskLayoutConstraint`s say for a view that still has
/// `translatesAutoresizingMaskIntoConstraints = true`: its frame follows its superview's
/// size by the springs-and-struts rule, as two required equations per axis.
///
/// Per axis the superview's length is split into the margin before, the size and the margin
/// after (from the stored frames). When the superview's length changes by Δ, the flexible
/// parts absorb Δ in proportion to their current lengths (equally when they are all 0); with
/// no flexible part the margin after absorbs it — which is why UIKit prints a mask of none as
/// `h=--& v=--&`. Like UIKit, the view's centre and size are constrained:
///
///     view.midX  == x + w/2 + (kBefore + kSize/2) × (superview.width − W)
///     view.width == w + kSize × (superview.width − W)
///
/// where W is the superview's stored width and `midX` is measured in the superview's
/// coordinates (`isInSuperviewCoordinates`), exactly as UIKit prints them
/// (`UIImageView:0x….midX == 228.5`, `UIView:0x….width == UIView:0x….width`). Without a stored superview size the frame is
/// fixed (Δ = 0).
enum AutoresizingConstraints {
    static func constraints(in graph: LayoutGraph, present: PresentSystemConstraints) -> [LayoutConstraint] {
        var result: [LayoutConstraint] = []
        // Read in place (no copy of each item): most items are not translated views.
        for id in graph.itemIDs {
            guard graph[id].translatesAutoresizingMask, let role = graph[id].viewRole, let frame = graph[id].storedFrame,
                  let parent = graph[id].parent, role != .cellContentView else { continue }
            let parentSize = graph[parent].storedFrame
            let mask = graph[id].autoresizingMask
            let factory = ConstraintFactory(origin: .autoresizingMask, owner: parent)
            let label = mask.notation(along: .horizontal) + " " + mask.notation(along: .vertical)
            for axis in Axis.allCases where !present.contains(.autoresizingMask, on: id, axis: axis) {
                let start = axis == .horizontal ? frame.x : frame.y
                let size = axis == .horizontal ? frame.width : frame.height
                let share = shares(start: start, size: size,
                                   container: parentSize.map { axis == .horizontal ? $0.width : $0.height },
                                   flexibility: mask.flexibility(along: axis))
                let containerLength = parentSize.map { axis == .horizontal ? $0.width : $0.height } ?? 0
                let (center, sizeAttribute): (LayoutAttribute, LayoutAttribute) =
                    axis == .horizontal ? (.centerX, .width) : (.centerY, .height)
                let kCenter = share.before + share.size / 2
                var centerConstraint = factory.make(label, id, center, .equal, kCenter == 0 ? nil : parent,
                                                    kCenter == 0 ? .notAnAttribute : sizeAttribute, multiplier: kCenter,
                                                    constant: start + size / 2 - kCenter * containerLength)
                centerConstraint.isInSuperviewCoordinates = true
                result.append(centerConstraint)
                result.append(factory.make(label, id, sizeAttribute, .equal, share.size == 0 ? nil : parent,
                                           share.size == 0 ? .notAnAttribute : sizeAttribute,
                                           multiplier: share.size,
                                           constant: size - share.size * containerLength))
            }
        }
        return result
    }

    /// The fractions of a change in the container's length taken by the margin before and by
    /// the size.
    static func shares(start: Double, size: Double, container: Double?,
                       flexibility: (before: Bool, size: Bool, after: Bool)) -> (before: Double, size: Double) {
        guard let container else { return (0, 0) }
        let after = container - start - size
        var flexible = flexibility
        if !flexible.before && !flexible.size && !flexible.after { flexible.after = true }
        let parts = [(flexible.before, max(start, 0)), (flexible.size, max(size, 0)), (flexible.after, max(after, 0))]
        let total = parts.reduce(0) { $0 + ($1.0 ? $1.1 : 0) }
        let count = Double(parts.filter(\.0).count)
        func share(_ index: Int) -> Double {
            guard parts[index].0 else { return 0 }
            return total > 0 ? parts[index].1 / total : 1 / count
        }
        return (share(0), share(1))
    }
}

