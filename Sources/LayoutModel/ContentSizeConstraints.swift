/// The intrinsic content size as UIKit's `NSContentSizeLayoutConstraint`s: per axis with an
/// intrinsic metric, `size ≤ intrinsic` at the hugging priority and `size ≥ intrinsic` at the
/// compression-resistance priority.
enum ContentSizeConstraints {
    static func constraints(in graph: LayoutGraph, present: PresentSystemConstraints) -> [LayoutConstraint] {
        var result: [LayoutConstraint] = []
        // The views with an intrinsic size, found in place (no copy of each item), and room
        // for their two constraints per axis at once: growing the list by doubling copied it
        // several times over for every layout analysed.
        let sized = graph.itemIDs.filter { id in
            graph.items[id.index].isView
                && (graph.items[id.index].intrinsicContentSize.width != nil || graph.items[id.index].intrinsicContentSize.height != nil)
        }
        result.reserveCapacity(4 * sized.count)
        for id in sized {
            let item = graph[id]
            let defaults = ContentPriorityDefaults.defaults(for: item.className)
            let factory = ConstraintFactory(origin: .contentSize, owner: id)
            for axis in Axis.allCases {
                guard let size = item.intrinsicContentSize[axis], size.isFinite, size >= 0,
                      !present.contains(.contentSize, on: id, axis: axis) else { continue }
                let attribute: LayoutAttribute = axis == .horizontal ? .width : .height
                let hugging = item.huggingPriority[axis] ?? defaults.hugging[axis]
                let resistance = item.compressionResistancePriority[axis] ?? defaults.compressionResistance[axis]
                // Literals, not interpolations: a built name longer than 15 bytes is a heap
                // string for every constraint of every layout analysed.
                result.append(factory.make(axis == .horizontal ? "ContentWidthHugging" : "ContentHeightHugging", id, attribute,
                                           .lessThanOrEqual, constant: size, priority: hugging))
                result.append(factory.make(axis == .horizontal ? "ContentWidthCompressionResistance" : "ContentHeightCompressionResistance",
                                           id, attribute, .greaterThanOrEqual, constant: size, priority: resistance))
            }
        }
        return result
    }
}
