/// The intrinsic content size as UIKit's `NSContentSizeLayoutConstraint`s: per axis with an
/// intrinsic metric, `size ≤ intrinsic` at the hugging priority and `size ≥ intrinsic` at the
/// compression-resistance priority.
enum ContentSizeConstraints {
    static func constraints(in graph: LayoutGraph, present: PresentSystemConstraints) -> [LayoutConstraint] {
        var result: [LayoutConstraint] = []
        // Two per axis of a view with an intrinsic size: counted first, as growing the list
        // by doubling copied it several times over for every layout analysed.
        var axes = 0
        for index in graph.items.indices {
            axes += (graph.items[index].intrinsicContentSize.width == nil ? 0 : 1) + (graph.items[index].intrinsicContentSize.height == nil ? 0 : 1)
        }
        result.reserveCapacity(2 * axes)
        for id in graph.itemIDs where graph.items[id.index].isView
            && (graph.items[id.index].intrinsicContentSize.width != nil || graph.items[id.index].intrinsicContentSize.height != nil) {
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
