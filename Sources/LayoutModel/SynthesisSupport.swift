/// Shared helpers for the synthesisers: building labelled constraints briefly.
struct ConstraintFactory {
    let origin: ConstraintOrigin
    let owner: ItemID?

    /// `first.a (relation) multiplier × second.b + constant @ priority`, labelled.
    func make(_ identifier: String, _ first: ItemID, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation = .equal,
              _ second: ItemID? = nil, _ secondAttribute: LayoutAttribute = .notAnAttribute,
              multiplier: Double = 1, constant: Double = 0, priority: Double = LayoutConstraint.required) -> LayoutConstraint {
        LayoutConstraint(first, firstAttribute, relation, second, secondAttribute, multiplier: multiplier, constant: constant,
                         priority: priority,
                         provenance: ConstraintProvenance(origin: origin, identifier: identifier, owner: owner))
    }
}

/// Which system constraints the input already holds, so synthesis never adds them twice.
struct PresentSystemConstraints {
    private var present: Set<Key> = []

    private struct Key: Hashable {
        var origin: ConstraintOrigin
        var item: ItemID
        var axis: Axis?
    }

    /// Records, per origin, the items the input's system constraints are *about*: the first
    /// item (an autoresizing or content-size constraint of `view` names `view` first, even
    /// when it also names the superview), and for stack-view, layout-guide, grid and split-view
    /// constraints every item and the owner, since UIKit writes those either way round.
    init(_ constraints: [LayoutConstraint]) {
        for constraint in constraints where constraint.origin.isSystem {
            var items = [constraint.firstItem]
            // A switch, not an array literal's `contains`: this runs for every system
            // constraint a dump records, and the literal is built anew each time.
            switch constraint.origin {
            case .stackView, .layoutGuide, .gridView, .splitView:
                items += [constraint.secondItem, constraint.provenance.owner].compactMap { $0 }
            default:
                break
            }
            for item in items {
                present.insert(Key(origin: constraint.origin, item: item, axis: constraint.axis))
                present.insert(Key(origin: constraint.origin, item: item, axis: nil))
            }
        }
    }

    /// Whether the input holds constraints of `origin` on `item` (along `axis`, or any axis).
    func contains(_ origin: ConstraintOrigin, on item: ItemID, axis: Axis? = nil) -> Bool {
        // Interface Builder files hold none: no hashing for every item and axis then.
        !present.isEmpty && present.contains(Key(origin: origin, item: item, axis: axis))
    }
}
