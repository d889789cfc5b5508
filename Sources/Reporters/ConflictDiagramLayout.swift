import Rules
import LayoutModel

/// A point in picture coordinates.
struct Point {
    var x: Double
    var y: Double

    static func + (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
    static func - (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }
    static func * (lhs: Point, rhs: Double) -> Point { Point(x: lhs.x * rhs, y: lhs.y * rhs) }
    var length: Double { (x * x + y * y).squareRoot() }
}

/// A view's box in picture coordinates.
struct Box {
    var x: Double
    var y: Double
    var w: Double
    var h: Double
    var midX: Double { x + w / 2 }
    var midY: Double { y + h / 2 }
    var maxX: Double { x + w }
    var maxY: Double { y + h }

    func overlaps(_ other: Box) -> Bool {
        x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
    }
}

/// Where the views of a diagram go: their solved frames scaled to fit, or — when those are
/// unusable (a side under 4 pt, or every view at one point), or a highlighted view covers
/// another — nested boxes by superview.
struct DiagramLayout {
    /// Estimated advance of one character of the 12 px monospace labels.
    static let charWidth = 7.3
    static let margin = 20.0

    var boxes: [Box]
    /// How many ancestors each view has among the diagram's views.
    var depth: [Int]
    var schematic: Bool
    var width: Double
    var height: Double

    init(_ views: [DiagnosticFigure.View]) {
        // Parents come first; an index that does not point backwards is treated as no parent,
        // which also rules out cycles.
        let parents = views.indices.map { index in views[index].parent.flatMap { $0 >= 0 && $0 < index ? $0 : nil } }
        depth = parents.indices.map { _ in 0 }
        for index in views.indices { if let parent = parents[index] { depth[index] = depth[parent] + 1 } }
        schematic = !Self.framesAreUsable(views.map(\.frame)) || Self.highlightedViewCovers(views)
        boxes = schematic ? Self.nested(views, parents: parents) : Self.scaled(views.map(\.frame))
        width = (boxes.map(\.maxX).max() ?? 0) + Self.margin
        height = (boxes.map(\.maxY).max() ?? 0) + Self.margin
        // Room for constant labels above the topmost boxes.
        let top = boxes.map(\.y).min() ?? Self.margin
        if top < 36 {
            let shift = 36 - top
            boxes = boxes.map { Box(x: $0.x, y: $0.y + shift, w: $0.w, h: $0.h) }
            height += shift
        }
    }

    /// Whether the solved frames can be drawn to scale: finite, every side at least 4 pt,
    /// and not every view at one and the same place.
    static func framesAreUsable(_ frames: [Rect]) -> Bool {
        guard let first = frames.first else { return false }
        let finite = frames.allSatisfy { [$0.x, $0.y, $0.width, $0.height].allSatisfy(\.isFinite) }
        let sized = frames.allSatisfy { $0.width >= 4 && $0.height >= 4 }
        let spread = frames.count == 1 || frames.contains { $0 != first }
        return finite && sized && spread
    }

    /// Whether a highlighted view (the one a picture is about, typically one whose frame its
    /// constraints do not decide) overlaps a view that is neither its ancestor nor its
    /// descendant: to scale, the picture would hide one under the other, and the overlap is
    /// often only one arbitrary layout among many.
    static func highlightedViewCovers(_ views: [DiagnosticFigure.View]) -> Bool {
        let parents = views.indices.map { index in views[index].parent.flatMap { $0 >= 0 && $0 < index ? $0 : nil } }
        func isAncestor(_ ancestor: Int, of item: Int) -> Bool {
            var current = parents[item]
            while let parent = current {
                if parent == ancestor { return true }
                current = parents[parent]
            }
            return false
        }
        for (index, view) in views.enumerated() where view.highlighted {
            let a = view.frame
            for other in views.indices where other != index && !isAncestor(index, of: other) && !isAncestor(other, of: index) {
                let b = views[other].frame
                if a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height { return true }
            }
        }
        return false
    }

    /// Frames in window coordinates, shifted to the margin and scaled to at most 760×520
    /// (and at most 2× enlarged).
    static func scaled(_ frames: [Rect]) -> [Box] {
        let minX = frames.map(\.x).min() ?? 0, minY = frames.map(\.y).min() ?? 0
        let maxX = frames.map { $0.x + $0.width }.max() ?? 1, maxY = frames.map { $0.y + $0.height }.max() ?? 1
        let scale = min(2, 760 / max(maxX - minX, 1), 520 / max(maxY - minY, 1))
        return frames.map { frame in
            Box(x: margin + (frame.x - minX) * scale, y: margin + (frame.y - minY) * scale,
                w: frame.width * scale, h: frame.height * scale)
        }
    }

    /// Schematic boxes: a leaf is wide enough for its name; a parent holds its children side
    /// by side with room around them for the constraint lines; roots sit side by side.
    static func nested(_ views: [DiagnosticFigure.View], parents: [Int?]) -> [Box] {
        let padX = 72.0, padY = 44.0, gap = 88.0
        var children: [[Int]] = views.map { _ in [] }
        var roots: [Int] = []
        for index in views.indices {
            if let parent = parents[index] { children[parent].append(index) } else { roots.append(index) }
        }
        // Sizes bottom-up: children have larger indices than their parents.
        var sizes: [(w: Double, h: Double)] = views.map { _ in (0, 0) }
        for index in views.indices.reversed() {
            let label = Double(views[index].name.count) * charWidth + 16
            let kids = children[index]
            if kids.isEmpty {
                sizes[index] = (max(150, label), 88)
            } else {
                let inner = kids.map { sizes[$0].w }.reduce(0, +) + gap * Double(kids.count - 1)
                let tallest = kids.map { sizes[$0].h }.max() ?? 0
                sizes[index] = (max(label, inner + 2 * padX), tallest + 2 * padY)
            }
        }
        var boxes: [Box] = views.map { _ in Box(x: 0, y: 0, w: 0, h: 0) }
        func place(_ index: Int, x: Double, y: Double) {
            let box = Box(x: x, y: y, w: sizes[index].w, h: sizes[index].h)
            boxes[index] = box
            let kids = children[index]
            let inner = kids.map { sizes[$0].w }.reduce(0, +) + gap * Double(max(kids.count - 1, 0))
            var cursor = box.x + (box.w - inner) / 2
            for kid in kids {
                place(kid, x: cursor, y: box.midY - sizes[kid].h / 2)
                cursor += sizes[kid].w + gap
            }
        }
        var cursor = margin
        for root in roots {
            place(root, x: cursor, y: margin)
            cursor += sizes[root].w + gap
        }
        return boxes
    }

    /// Where a constraint meets `box` for a position attribute: an edge's midpoint, the
    /// centre, a baseline; margins sit inside the edge. When the constraint's other view
    /// (`facing`) lies across from part of the edge, the midpoint of that part, so that the
    /// line runs straight across.
    static func anchor(_ attribute: LayoutAttribute, in box: Box, facing other: Box? = nil) -> Point {
        let inset = min(10, box.w / 4, box.h / 4)
        let isEdge = !attribute.isDimension && ![.centerX, .centerY, .centerXWithinMargins, .centerYWithinMargins,
                                                 .firstBaseline, .lastBaseline, .notAnAttribute].contains(attribute)
        var box = box
        if let other, isEdge {
            let across = attribute.axis == .horizontal
            let low = across ? max(box.y, other.y) : max(box.x, other.x)
            let high = across ? min(box.maxY, other.maxY) : min(box.maxX, other.maxX)
            // The part of the edge across from the other view stands in for the whole edge.
            if high > low, across { box = Box(x: box.x, y: low, w: box.w, h: high - low) }
            if high > low, !across { box = Box(x: low, y: box.y, w: high - low, h: box.h) }
        }
        switch attribute {
        case .left, .leading: return Point(x: box.x, y: box.midY)
        case .right, .trailing: return Point(x: box.maxX, y: box.midY)
        case .top: return Point(x: box.midX, y: box.y)
        case .bottom: return Point(x: box.midX, y: box.maxY)
        case .leftMargin, .leadingMargin: return Point(x: box.x + inset, y: box.midY)
        case .rightMargin, .trailingMargin: return Point(x: box.maxX - inset, y: box.midY)
        case .topMargin: return Point(x: box.midX, y: box.y + inset)
        case .bottomMargin: return Point(x: box.midX, y: box.maxY - inset)
        case .firstBaseline: return Point(x: box.midX, y: box.y + box.h * 0.4)
        case .lastBaseline: return Point(x: box.midX, y: box.y + box.h * 0.7)
        case .centerX, .centerY, .centerXWithinMargins, .centerYWithinMargins, .notAnAttribute, .width, .height:
            return Point(x: box.midX, y: box.midY)
        }
    }

    /// A dimension bracket inside `box`: along its bottom for a width, along its right side
    /// for a height; later brackets on the same side move inwards by `lane` steps of 24.
    static func bracket(_ attribute: LayoutAttribute, in box: Box, lane: Double) -> (Point, Point) {
        let inset = min(8, box.w / 4, box.h / 4)
        if attribute == .width {
            let y = max(box.y + inset, box.maxY - 10 - lane * 24)
            return (Point(x: box.x + inset, y: y), Point(x: box.maxX - inset, y: y))
        }
        let x = max(box.x + inset, box.maxX - 10 - lane * 24)
        return (Point(x: x, y: box.y + inset), Point(x: x, y: box.maxY - inset))
    }
}

/// Text for HTML and SVG.
enum HTMLText {
    /// `text` with `&`, `<`, `>`, `"` and `'` escaped, safe in element content and in
    /// quoted attributes.
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }
}
