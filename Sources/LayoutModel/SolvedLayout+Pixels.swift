/// Frames at whole pixels, as Interface Builder stores them (`LayoutGraph.storedPixelScale`):
/// each edge of the alignment rectangle snapped in the root's coordinates, the frame around
/// it, then made relative to the snapped parent.
extension SolvedLayout {
    /// `item`'s frame in its parent's frame, top-left origin, as solved.
    private func topLeftFrame(of item: ItemID, in graph: LayoutGraph) -> Rect {
        graph.topLeftFrame(ofAlignmentRect: localFrames[item.index], of: item)
    }

    /// `item`'s frame in the root's frame (top-left origin), every edge moved to the nearest
    /// pixel. A half pixel goes right, and down on iOS but up on the Mac (AppKit's window
    /// coordinates grow upwards): the corpus's ties go so 126 times in 147 on iOS, 84 in 90
    /// on the Mac.
    private func snappedRootFrame(of item: ItemID, in graph: LayoutGraph, scale: Double) -> Rect {
        // The root is the origin, whatever its own position.
        var frame = topLeftFrame(of: item, in: graph)
        if graph[item].parent == nil { frame = Rect(x: 0, y: 0, width: frame.width, height: frame.height) }
        var current = graph[item].parent
        var steps = 0
        while let ancestor = current, graph[ancestor].parent != nil, steps <= graph.items.count {
            let outer = topLeftFrame(of: ancestor, in: graph)
            frame.x += outer.x
            frame.y += outer.y
            current = graph[ancestor].parent
            steps += 1
        }
        // The tolerance keeps a solver's rounding error from deciding which way a half goes.
        func halfUp(_ value: Double) -> Double { (value * scale + 0.5 + Self.pixelTolerance).rounded(.down) / scale }
        func halfDown(_ value: Double) -> Double { (value * scale - 0.5 - Self.pixelTolerance).rounded(.up) / scale }
        let snapY = graph.platform == .macOS ? halfDown : halfUp
        // The rectangle constraints act on is what lands on the pixel grid; the frame is it
        // widened by the insets, which may be a half point (a symbol button's 20.5 × 24 frame
        // around its 20 × 20 rectangle). Whole-pixel insets give the same result either way.
        let insets = graph[item].alignmentInsets
        let minX = halfUp(frame.x + insets.left), minY = snapY(frame.y + insets.top)
        let maxX = halfUp(frame.x + frame.width - insets.right), maxY = snapY(frame.y + frame.height - insets.bottom)
        return Rect(x: minX - insets.left, y: minY - insets.top,
                    width: maxX - minX + insets.left + insets.right, height: maxY - minY + insets.top + insets.bottom)
    }

    /// How close to a half pixel a solved edge counts as a half.
    private static let pixelTolerance = 1e-9

    /// `frame(of:in:)` for an input that stores pixel-aligned frames: the item's snapped frame
    /// in its parent's snapped frame, bottom-left in an unflipped AppKit parent.
    func pixelAlignedFrame(of item: ItemID, in graph: LayoutGraph, scale: Double) -> Rect {
        let snapped = snappedRootFrame(of: item, in: graph, scale: scale)
        guard let parent = graph[item].parent else { return snapped }
        let outer = snappedRootFrame(of: parent, in: graph, scale: scale)
        let local = Rect(x: snapped.x - outer.x, y: snapped.y - outer.y, width: snapped.width, height: snapped.height)
        guard graph.platform == .macOS, !graph[parent].isFlipped else { return local }
        return local.flippedVertically(inContainerOfHeight: outer.height)
    }
}
