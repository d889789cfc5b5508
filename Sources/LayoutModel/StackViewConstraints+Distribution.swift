/// The constraints along a stack's axis: canvas connections, spacing, the distribution's
/// length or gap constraints, and the hidden arranged views. See `StackViewConstraints`.
extension StackArrangement {
    /// The attribute of the following view that spacing reaches (its first baseline in a
    /// baseline-relative vertical stack, else its start).
    var spacingStartAttribute: LayoutAttribute { isBaselineRelative ? .firstBaseline : Self.start(axis) }

    /// The attribute of the preceding view that spacing starts from (its last baseline in a
    /// baseline-relative vertical stack, else its end).
    var spacingEndAttribute: LayoutAttribute { isBaselineRelative ? .lastBaseline : Self.end(axis) }

    /// `UISV-canvas-connection` at the start, `UISV-spacing` between adjacent visible views,
    /// `UISV-canvas-connection` at the end, then the distribution's constraints.
    func constraintsAlongAxis() -> [LayoutConstraint] {
        guard let first = visible.first, let last = visible.last else { return [] }
        if let areas = settings.gravityAreas { return gravityConstraints(areas, first: first, last: last) }
        let start = Self.start(axis), end = Self.end(axis)
        let relation: LayoutRelation = isEqualDistribution ? .greaterThanOrEqual : .equal
        var result = [make.make("UISV-canvas-connection", stack, canvas(start), .equal, first, start)]
        for (previous, next) in zip(visible, visible.dropFirst()) {
            result.append(make.make("UISV-spacing", next, spacingStartAttribute, relation, previous, spacingEndAttribute,
                                    constant: spacing(after: previous)))
        }
        result.append(make.make("UISV-canvas-connection", last, end, .equal, stack, canvas(end)))
        switch settings.distribution {
        case .fill:
            break
        case .fillEqually:
            result += equalLengths()
        case .fillProportionally:
            result += proportionalLengths()
        case .equalSpacing, .equalCentering:
            result += equalGaps()
            result.append(make.make("UISV-canvas-fit", stack, Self.length(axis), .equal,
                                    priority: StackViewConstraints.Priorities.canvasFit))
        }
        return result
    }

    /// `NSStackView`'s gravity areas: the leading area's first view at the canvas's start and
    /// the trailing area's last view at its end (or, when that area is empty, the outermost
    /// view inside the canvas and hugged at the stack's hugging priority); `spacing` between
    /// views of one area, at least `spacing` between areas. (The middle area's centring is not
    /// modelled: it is pulled like the others.) `first` and `last` are the outermost visible views.
    func gravityConstraints(_ areas: StackSettings.GravityAreas, first: ItemID, last: ItemID) -> [LayoutConstraint] {
        let start = Self.start(axis), end = Self.end(axis)
        func area(_ view: ItemID) -> Int {
            let position = index(of: view)
            return position < areas.middleStart ? 0 : position < areas.endStart ? 1 : 2
        }
        var result: [LayoutConstraint] = []
        if area(first) == 0 {
            result.append(make.make("NSStackView-canvas-connection", stack, canvas(start), .equal, first, start))
        } else {
            result.append(make.make("NSStackView-canvas-connection", first, start, .greaterThanOrEqual, stack, canvas(start)))
            result.append(make.make("NSStackView-hugging", first, start, .equal, stack, canvas(start), priority: areas.huggingPriority))
        }
        for (previous, next) in zip(visible, visible.dropFirst()) {
            let relation: LayoutRelation = area(previous) == area(next) ? .equal : .greaterThanOrEqual
            result.append(make.make("NSStackView-spacing", next, start, relation, previous, end, constant: spacing(after: previous)))
            if relation != .equal {
                result.append(make.make("NSStackView-hugging", next, start, .equal, previous, end, constant: spacing(after: previous),
                                        priority: areas.huggingPriority))
            }
        }
        if area(last) == 2 {
            result.append(make.make("NSStackView-canvas-connection", last, end, .equal, stack, canvas(end)))
        } else {
            result.append(make.make("NSStackView-canvas-connection", last, end, .lessThanOrEqual, stack, canvas(end)))
            result.append(make.make("NSStackView-hugging", last, end, .equal, stack, canvas(end), priority: areas.huggingPriority))
        }
        return result
    }

    /// `UISV-fill-equally`: every other visible view as long as the first; required in a
    /// `UIStackView`, "as much as possible" in an `NSStackView` (`Priorities.appKitEqualLengths`).
    func equalLengths() -> [LayoutConstraint] {
        guard let first = visible.first else { return [] }
        let length = Self.length(axis)
        let priority = graph.platform == .macOS ? StackViewConstraints.Priorities.appKitEqualLengths : LayoutConstraint.required
        return visible.dropFirst().map { make.make("UISV-fill-equally", $0, length, .equal, first, length, priority: priority) }
    }

    /// `UISV-fill-proportionally`: each visible view's length a share of the canvas's,
    /// `intrinsic / (Σ intrinsic + spacing × (n − 1))`, at `max(999 − index, 751)`.
    ///
    /// When no visible view has an intrinsic length along the axis there is nothing to be
    /// proportional to and UIKit falls back to equal lengths (`UISV-fill-equally`). When
    /// only some have one, UIKit's handling is undocumented; we fall back to fill (no length
    /// constraints) rather than guess a length for the others.
    func proportionalLengths() -> [LayoutConstraint] {
        let lengths = visible.map { view -> Double? in
            guard let length = graph[view].intrinsicContentSize[axis], length.isFinite, length > 0 else { return nil }
            return length
        }
        if lengths.allSatisfy({ $0 == nil }) { return equalLengths() }
        let known = lengths.compactMap { $0 }
        guard known.count == lengths.count else { return [] }
        let denominator = known.reduce(0, +) + settings.spacing * Double(known.count - 1)
        guard denominator > 0, denominator.isFinite else { return [] }
        let length = Self.length(axis)
        let inset = canvasInset(along: axis)
        let priorities = StackViewConstraints.Priorities.self
        return zip(visible, known).map { view, intrinsic in
            let multiplier = intrinsic / denominator
            let priority = multiplier == 1 ? LayoutConstraint.required
                : max(priorities.proportionalCeiling - Double(index(of: view)), priorities.proportionalFloor)
            return make.make("UISV-fill-proportionally", view, length, .equal, stack, length,
                             multiplier: multiplier, constant: -multiplier * inset, priority: priority)
        }
    }

    /// The gap guides of this stack, one per gap between visible views, or nil when any is
    /// missing from the graph (`StackViewConstraints.addDistributingGuides` adds them).
    func gapGuides() -> [ItemID]? {
        guard usesGapGuides else { return nil }
        let owned = graph.guides(ownedBy: stack)
        let guides = (0..<(visible.count - 1)).map { gap in
            let id = StackViewConstraints.gapGuideID(stack: graph[stack].id, gap: gap)
            return owned.first { graph[$0].id == id }
        }
        let found = guides.compactMap { $0 }
        return found.count == guides.count ? found : nil
    }

    /// equalSpacing / equalCentering: `UISV-distributing-edge` places each gap guide between
    /// the facing edges (or the centres) of its two views; `UISV-fill-equally` makes every
    /// gap as long as the first — required for equal spacing, `max(150 − index, 50)` for
    /// equal centring (index: the view before the gap). Without the guides only the
    /// minimum spacing holds.
    func equalGaps() -> [LayoutConstraint] {
        guard let guides = gapGuides() else { return [] }
        let centering = settings.distribution == .equalCentering
        let before = centering ? Self.center(axis) : spacingEndAttribute
        let after = centering ? Self.center(axis) : spacingStartAttribute
        let length = Self.length(axis)
        var result: [LayoutConstraint] = []
        for (gap, guide) in guides.enumerated() {
            result.append(make.make("UISV-distributing-edge", guide, Self.start(axis), .equal, visible[gap], before))
            result.append(make.make("UISV-distributing-edge", guide, Self.end(axis), .equal, visible[gap + 1], after))
        }
        let priorities = StackViewConstraints.Priorities.self
        for gap in guides.indices.dropFirst() {
            let priority = centering
                ? max(priorities.centeringCeiling - Double(index(of: visible[gap])), priorities.centeringFloor)
                : LayoutConstraint.required
            result.append(make.make("UISV-fill-equally", guides[gap], length, .equal, guides[0], length, priority: priority))
        }
        return result
    }

    /// Per hidden arranged view, in order: `UISV-hiding` (length 0, just below required) and
    /// `UISV-spacing-hidden` at 50, which parks it after the previous visible view (half
    /// that view's spacing in when a visible view follows, so the gap looks the same either
    /// way), or just before the first visible view, or at the canvas start when none is
    /// visible. The visible views' own spacing skips hidden views, so nothing is doubled.
    func constraintsForHiddenViews() -> [LayoutConstraint] {
        let start = Self.start(axis), end = Self.end(axis), length = Self.length(axis)
        let relation: LayoutRelation = isEqualDistribution ? .greaterThanOrEqual : .equal
        let priority = StackViewConstraints.Priorities.hiddenSpacing
        var result: [LayoutConstraint] = []
        var previousVisible: ItemID?
        for (position, item) in items.enumerated() {
            guard graph[item].isHidden else {
                previousVisible = item
                continue
            }
            result.append(make.make("UISV-hiding", item, length, .equal, priority: StackViewConstraints.Priorities.hiding))
            if let previous = previousVisible {
                let followedByVisible = items[(position + 1)...].contains { !graph[$0].isHidden }
                result.append(make.make("UISV-spacing-hidden", item, start, relation, previous, end,
                                        constant: followedByVisible ? spacing(after: previous) / 2 : 0, priority: priority))
            } else if let first = visible.first {
                result.append(make.make("UISV-spacing-hidden", first, start, relation, item, end, priority: priority))
            } else {
                result.append(make.make("UISV-spacing-hidden", item, start, .equal, stack, canvas(start), priority: priority))
            }
        }
        return result
    }
}
