/// The engine's value restrictions: `width ≥ 0` and `height ≥ 0` for every item, required.
///
/// UIKit never prints them, but they decide real conflicts (a cell whose chain forces two
/// label heights to sum to −16 is infeasible only because heights cannot be negative). They
/// may take part in a conflict, and are never the constraint to break.
enum ImplicitSizeConstraints {
    static func constraints(in graph: LayoutGraph, present: PresentSystemConstraints) -> [LayoutConstraint] {
        let factory = ConstraintFactory(origin: .implicit, owner: nil)
        var result: [LayoutConstraint] = []
        result.reserveCapacity(2 * graph.items.count)
        for id in graph.itemIDs where !present.contains(.implicit, on: id) {
            result.append(factory.make("width >= 0", id, .width, .greaterThanOrEqual))
            result.append(factory.make("height >= 0", id, .height, .greaterThanOrEqual))
        }
        return result
    }
}
