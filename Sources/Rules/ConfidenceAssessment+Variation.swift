import LayoutModel

extension ConfidenceAssessment {
    /// One way of varying the estimates of a layout.
    enum Variation: CaseIterable {
        /// Every intrinsic size read off a stored frame, made half as large again plus 10 pt.
        case estimatedSizes
        /// The same sizes made smaller (six tenths): a finding caused by content squeezed
        /// into too little room turns into another when there is room to spare.
        case smallerEstimatedSizes
        /// Every custom-class or container-managed view given an intrinsic size on each axis
        /// it has none, from its stored frame.
        case customClassSizes
        /// Every estimated intrinsic size held at 999 (content hugging and compression
        /// resistance): a tie or a freedom that only exists because estimated sizes do not
        /// fit the room Xcode gave them (content priorities trading off) goes away when the
        /// sizes are what Xcode measured.
        case heldEstimatedSizes
        /// Every safe area, layout guide and system margin of the assumed device 10 pt deeper.
        case systemInsets
        /// Every control's alignment insets 2 pt deeper on each side (the rectangle
        /// constraints act on smaller inside the same frame) and its baselines 2 pt deeper.
        case controlMetrics
        /// Every control's alignment insets gone: constraints act on its whole frame.
        case noControlInsets
        /// Every cell whose table's sizing the file does not state held 10 pt taller (the
        /// row height, separator and accessories are the table's).
        case cellHeight

        /// Every variation, those that say most about a finding first: a finding one
        /// variation has changed is not varied again.
        static let order: [Variation] = [.cellHeight, .customClassSizes, .systemInsets, .controlMetrics, .noControlInsets,
                                         .estimatedSizes, .smallerEstimatedSizes, .heldEstimatedSizes]

        /// The estimates this variation changes.
        var estimates: Estimates {
            switch self {
            case .estimatedSizes, .smallerEstimatedSizes, .heldEstimatedSizes: [.intrinsicWidth, .intrinsicHeight]
            case .customClassSizes: [.customClass, .containerManaged]
            case .systemInsets: .systemInsets
            case .controlMetrics, .noControlInsets: .controlMetrics
            case .cellHeight: .cellSizing
            }
        }

        /// Whether the variation can change what the rule `ruleID` finds in `graph`.
        /// Redundancy is among required constraints, and an intrinsic size makes one only at
        /// a content priority of 1000, or through a fill-proportionally stack's lengths (shares
        /// of its views' sizes); a custom class's size only through the stack.
        func canChange(_ ruleID: String, in graph: LayoutGraph) -> Bool {
            guard ruleID == "redundant_constraint" else { return true }
            if self == .controlMetrics || self == .noControlInsets { return Self.metricsReachRequiredConstraints(graph) }
            guard [.estimatedSizes, .smallerEstimatedSizes, .heldEstimatedSizes, .customClassSizes].contains(self) else { return true }
            if Self.proportionalStacksCanChange(self, graph) { return true }
            return graph.items.contains { item in
                Axis.allCases.contains { axis in
                    let estimated = self == .customClassSizes ? item.estimates.contains(.customClass)
                        : item.estimates.contains(Estimates.intrinsicSize(along: axis))
                    return estimated && (item.huggingPriority[axis] == 1000 || item.compressionResistancePriority[axis] == 1000)
                }
            }
        }

        /// Whether `variation` can change a required constraint of a fill-proportionally
        /// stack. Its lengths are shares of its views' intrinsic lengths at priorities below
        /// 1000, required only for a lone view (a share of exactly 1, whatever its length); it
        /// falls back to required equal lengths when no view has a positive intrinsic length.
        /// So only a change of which views have one can reach a required constraint: a custom
        /// class given a size, or an estimated length of 0 made larger. Holding sizes at 999
        /// changes no length.
        static func proportionalStacksCanChange(_ variation: Variation, _ graph: LayoutGraph) -> Bool {
            let stacks = graph.items.compactMap { $0.stack }.filter { $0.distribution == .fillProportionally }
            guard !stacks.isEmpty else { return false }
            switch variation {
            case .customClassSizes: return true
            case .estimatedSizes, .smallerEstimatedSizes:
                return stacks.contains { stack in
                    stack.arrangedSubviews.contains { view in
                        guard graph[view].hasEstimatedIntrinsicSize(along: stack.axis),
                              let length = graph[view].intrinsicContentSize[stack.axis] else { return false }
                        return !(length.isFinite && length > 0)
                    }
                }
            default: return false
            }
        }

        /// Whether a control's metrics can change a required constraint: constraints act on
        /// alignment rectangles whatever their insets, so only through a stored frame turned
        /// into constraints (the control, or a subview of it, translating its mask) or a
        /// baseline (a constraint on one, or a stack aligning its views by them).
        static func metricsReachRequiredConstraints(_ graph: LayoutGraph) -> Bool {
            let baselines: Set<LayoutAttribute> = [.firstBaseline, .lastBaseline]
            let flagged = graph.itemIDs.filter { graph[$0].estimates.contains(.controlMetrics) }
            guard !flagged.isEmpty else { return false }
            let flaggedSet = Set(flagged)
            if flagged.contains(where: { graph[$0].translatesAutoresizingMask }) { return true }
            if graph.items.contains(where: { item in item.translatesAutoresizingMask && item.parent.map(flaggedSet.contains) == true }) { return true }
            if graph.constraints.contains(where: { constraint in
                (flaggedSet.contains(constraint.firstItem) && baselines.contains(constraint.firstAttribute))
                    || (constraint.secondItem.map(flaggedSet.contains) == true && baselines.contains(constraint.secondAttribute))
            }) { return true }
            // Grids may place cells by their baselines too.
            if graph.items.contains(where: { $0.grid != nil }) { return true }
            return graph.items.contains { item in
                guard let stack = item.stack, stack.alignment == .firstBaseline || stack.alignment == .lastBaseline
                        || stack.isBaselineRelativeArrangement else { return false }
                return stack.arrangedSubviews.contains(where: flaggedSet.contains)
            }
        }

        /// Whether the device's insets reach any constraint: through a layout guide, or a
        /// margin of a view whose margins the variation deepens (a root's). Otherwise the
        /// variation moves nothing.
        static func systemInsetsMatter(_ graph: LayoutGraph) -> Bool {
            let margins: Set<LayoutAttribute> = [.leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin,
                                                 .trailingMargin, .centerXWithinMargins, .centerYWithinMargins]
            func reaches(_ item: ItemID, _ attribute: LayoutAttribute) -> Bool {
                graph[item].guideRole != nil || (graph[item].parent == nil && margins.contains(attribute))
            }
            if graph.items.contains(where: { $0.parent == nil && $0.stack?.isLayoutMarginsRelativeArrangement == true }) { return true }
            return graph.constraints.contains { constraint in
                reaches(constraint.firstItem, constraint.firstAttribute)
                    || (constraint.secondItem.map { reaches($0, constraint.secondAttribute) } ?? false)
            }
        }

        /// `graph` with this variation applied, or nil when nothing in it is estimated that way.
        func apply(to graph: LayoutGraph) -> LayoutGraph? {
            if self == .systemInsets && !Self.systemInsetsMatter(graph) { return nil }
            var varied = graph
            var changed = false
            for id in graph.itemIDs where !graph[id].estimates.isDisjoint(with: estimates) {
                var item = graph[id]
                switch self {
                case .estimatedSizes, .smallerEstimatedSizes:
                    let larger = self == .estimatedSizes
                    if item.changeEstimatedIntrinsicSize({ size, _ in larger ? size * 1.5 + 10 : size * 0.6 }) { changed = true }
                case .heldEstimatedSizes:
                    for axis in Axis.allCases where item.hasEstimatedIntrinsicSize(along: axis) {
                        item.huggingPriority[axis] = 999
                        item.compressionResistancePriority[axis] = 999
                        changed = true
                    }
                case .customClassSizes:
                    guard item.isView, let frame = item.storedFrame else { continue }
                    if item.intrinsicContentSize.width == nil {
                        item.intrinsicContentSize.width = frame.width
                        changed = true
                    }
                    if item.intrinsicContentSize.height == nil {
                        item.intrinsicContentSize.height = frame.height
                        changed = true
                    }
                case .systemInsets:
                    let deeper = { (value: Double) in value == 0 ? 0 : value + 10 }
                    let insets = item.safeAreaInsets
                    item.safeAreaInsets = EdgeInsets(top: item.parent == nil ? insets.top + 10 : deeper(insets.top),
                                                     left: deeper(insets.left), bottom: deeper(insets.bottom), right: deeper(insets.right))
                    if item.parent == nil {
                        let margins = item.layoutMargins
                        item.layoutMargins = EdgeInsets(top: margins.top, left: margins.left + 4, bottom: margins.bottom, right: margins.right + 4)
                    }
                    if let length = item.guideLength { item.guideLength = length + 10 }
                    changed = true
                case .controlMetrics:
                    if let stored = item.storedFrame {
                        let frame = item.frame(aroundAlignmentRect: stored)
                        let insets = item.alignmentInsets
                        item.alignmentInsets = EdgeInsets(top: insets.top + 2, left: insets.left + 2,
                                                          bottom: insets.bottom + 2, right: insets.right + 2)
                        item.storedFrame = item.alignmentRect(inFrame: frame)
                        _ = item.changeEstimatedIntrinsicSize { size, _ in max(0, size - 4) }
                    }
                    item.firstBaselineFromTop = item.firstBaselineFromTop.map { $0 + 2 }
                    item.lastBaselineFromBottom = item.lastBaselineFromBottom.map { $0 + 2 }
                    changed = true
                case .noControlInsets:
                    let insets = item.alignmentInsets
                    guard insets != .zero, let stored = item.storedFrame else { continue }
                    item.storedFrame = item.frame(aroundAlignmentRect: stored)
                    _ = item.changeEstimatedIntrinsicSize { size, axis in
                        size + (axis == .horizontal ? insets.left + insets.right : insets.top + insets.bottom)
                    }
                    item.alignmentInsets = .zero
                    changed = true
                case .cellHeight:
                    guard item.viewRole == .cell, let stored = item.storedFrame else { continue }
                    // The content view is held at its own stored frame: it grows with the row.
                    for content in graph.subviews(of: id) where graph[content].viewRole == .cellContentView {
                        if let frame = graph[content].storedFrame {
                            varied[content].storedFrame = Rect(x: frame.x, y: frame.y, width: frame.width, height: frame.height + 10)
                        }
                    }
                    item.storedFrame = Rect(x: stored.x, y: stored.y, width: stored.width, height: stored.height + 10)
                    changed = true
                }
                varied[id] = item
            }
            return changed ? varied : nil
        }
    }
}

extension LayoutItem {
    /// Whether the item has an intrinsic size along `axis` that the model estimated.
    func hasEstimatedIntrinsicSize(along axis: Axis) -> Bool {
        estimates.contains(Estimates.intrinsicSize(along: axis)) && intrinsicContentSize[axis] != nil
    }

    /// Replaces each estimated intrinsic length by `change(length, axis)`; whether any was.
    mutating func changeEstimatedIntrinsicSize(_ change: (Double, Axis) -> Double) -> Bool {
        var changed = false
        for axis in Axis.allCases where hasEstimatedIntrinsicSize(along: axis) {
            if let length = intrinsicContentSize[axis] {
                if axis == .horizontal { intrinsicContentSize.width = change(length, axis) } else { intrinsicContentSize.height = change(length, axis) }
                changed = true
            }
        }
        return changed
    }
}
