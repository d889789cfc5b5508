/// The intrinsic content size as UIKit's `NSContentSizeLayoutConstraint`s: per axis with an
/// intrinsic metric, `size ≤ intrinsic` at the hugging priority and `size ≥ intrinsic` at the
/// compression-resistance priority.
enum ContentSizeConstraints {
    static func constraints(in graph: LayoutGraph, present: PresentSystemConstraints) -> [LayoutConstraint] {
        var result: [LayoutConstraint] = []
        for id in graph.itemIDs {
            let item = graph[id]
            guard item.isView else { continue }
            let defaults = ContentPriorityDefaults.defaults(for: item.className)
            let factory = ConstraintFactory(origin: .contentSize, owner: id)
            for axis in Axis.allCases {
                guard let size = item.intrinsicContentSize[axis], size.isFinite, size >= 0,
                      !present.contains(.contentSize, on: id, axis: axis) else { continue }
                let attribute: LayoutAttribute = axis == .horizontal ? .width : .height
                let hugging = item.huggingPriority[axis] ?? defaults.hugging[axis]
                let resistance = item.compressionResistancePriority[axis] ?? defaults.compressionResistance[axis]
                let name = axis == .horizontal ? "Width" : "Height"
                result.append(factory.make("Content\(name)Hugging", id, attribute, .lessThanOrEqual,
                                           constant: size, priority: hugging))
                result.append(factory.make("Content\(name)CompressionResistance", id, attribute, .greaterThanOrEqual,
                                           constant: size, priority: resistance))
            }
        }
        return result
    }
}
