/// The constraints across a stack's axis: how the alignment places every arranged view in
/// the canvas. See `StackViewConstraints`.
extension StackArrangement {
    /// The alignment in effect: the baseline alignments are documented for horizontal stacks
    /// only, so a vertical stack with one fills (our reading; UIKit does not say).
    var effectiveAlignment: StackSettings.Alignment {
        if axis == .vertical && (settings.alignment == .firstBaseline || settings.alignment == .lastBaseline) {
            return .fill
        }
        return settings.alignment
    }

    /// Whether the alignment only pulls: AppKit's stack view aligns its views at priority 260
    /// and keeps them inside it with required inequalities on both edges
    /// (`NSStackView.Edge.Top` … in AppKit's own conflict logs, `>= 0` where UIKit's canvas
    /// connection is `==`), so a view may be pinned in from the edge the others sit on.
    /// UIKit's alignment is required.
    var alignsOptionally: Bool {
        graph.platform == .macOS && effectiveAlignment != .fill
    }

    /// In order: `UISV-canvas-connection` of the reference view (the first visible one),
    /// `UISV-alignment` of every other arranged view to it, `UISV-spanning-boundary` keeping
    /// visible views inside the canvas, and for every alignment but fill `UISV-spanning-fit`
    /// and `UISV-ambiguity-suppression`. On macOS (`alignsOptionally`) each view is pulled
    /// to the stack's own edge or centre at AppKit's priority instead (`NSStackView.Align`),
    /// and bounded on both edges.
    func constraintsAcrossAxis() -> [LayoutConstraint] {
        let cross = axis.perpendicular
        let start = Self.start(cross), end = Self.end(cross), center = Self.center(cross)
        let reference = visible.first ?? items[0]
        let alignment = alignsOptionally ? StackViewConstraints.Priorities.appKitAlignment : LayoutConstraint.required
        var result: [LayoutConstraint] = []
        func align(_ attribute: LayoutAttribute) {
            for item in items where item != reference {
                result.append(make.make("UISV-alignment", reference, attribute, .equal, item, attribute, priority: alignment))
            }
        }
        func bound(start bindsStart: Bool, end bindsEnd: Bool) {
            for view in visible {
                if bindsStart {
                    result.append(make.make("UISV-spanning-boundary", stack, canvas(start), .lessThanOrEqual, view, start))
                }
                if bindsEnd {
                    result.append(make.make("UISV-spanning-boundary", stack, canvas(end), .greaterThanOrEqual, view, end))
                }
            }
        }
        switch effectiveAlignment {
        case .fill:
            result.append(make.make("UISV-canvas-connection", stack, canvas(start), .equal, reference, start))
            result.append(make.make("UISV-canvas-connection", reference, end, .equal, stack, canvas(end)))
            align(start)
            align(end)
            return result
        case .leading where alignsOptionally, .trailing where alignsOptionally, .center where alignsOptionally:
            // AppKit pulls each view to the stack itself, not to the first view: a view pinned
            // elsewhere then leaves the others where the stack puts them.
            let attribute = effectiveAlignment == .leading ? start : effectiveAlignment == .trailing ? end : center
            for item in items {
                result.append(make.make("UISV-canvas-connection", stack, canvas(attribute), .equal, item, attribute, priority: alignment))
            }
            bound(start: true, end: true)
        case .leading:
            result.append(make.make("UISV-canvas-connection", stack, canvas(start), .equal, reference, start))
            align(start)
            bound(start: false, end: true)
        case .trailing:
            result.append(make.make("UISV-canvas-connection", reference, end, .equal, stack, canvas(end)))
            align(end)
            bound(start: true, end: false)
        case .center:
            result.append(make.make("UISV-canvas-connection", stack, canvas(center), .equal, reference, center))
            align(center)
            bound(start: true, end: true)
        case .firstBaseline, .lastBaseline:
            align(effectiveAlignment == .firstBaseline ? .firstBaseline : .lastBaseline)
            bound(start: true, end: true)
        }
        let length = Self.length(cross)
        result.append(make.make("UISV-spanning-fit", stack, length, .equal, constant: canvasInset(along: cross),
                                priority: StackViewConstraints.Priorities.spanningFit))
        for item in items {
            // UIKit holds the length at 0; Xcode's canvas keeps the length the view was drawn
            // at (a plain view in a centre-aligned stack is stored at any width, never
            // flagged: WordPressAuthenticator, ChatSecure, Simplenote, iina), so a stored
            // length, where there is one, is the length held.
            let stored = graph[item].storedFrame.map { cross == .horizontal ? $0.width : $0.height } ?? 0
            result.append(make.make("UISV-ambiguity-suppression", item, length, .equal, constant: max(0, stored),
                                    priority: StackViewConstraints.Priorities.ambiguitySuppression))
        }
        return result
    }
}
