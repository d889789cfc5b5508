import Rules
import LayoutModel

/// One picture of a conflict as an inline `<svg>` element: the views as labelled boxes and
/// every constraint of the diagram as a numbered line between attribute positions, with a
/// key (number → equation) and a legend below the drawing.
///
/// Views are drawn to scale when the solved frames are usable; otherwise (logs carry no
/// sizes, so frames are often 0×0) they are laid out schematically: children inside their
/// superview, siblings side by side. Members of the minimal conflicting set are red, the
/// constraint we would break is dashed, the one UIKit broke carries a purple ✕. The output
/// depends only on the diagram (numbers have one decimal), so it is byte-for-byte stable.
public enum ConflictDiagramSVG {
    static let red = "#c62828", grey = "#78909c", purple = "#6a1b9a", ink = "#263238", orange = "#ef6c00"
    static let font = "font-family=\"ui-monospace, Menlo, Consolas, monospace\" font-size=\"12\""
    /// A white outline behind label text, so that lines crossing it do not hide it.
    static let halo = "stroke=\"#ffffff\" stroke-width=\"3\" stroke-linejoin=\"round\" paint-order=\"stroke\""

    /// The `<svg>` element for `diagram`; `id` (letters, digits, `-`) keeps the arrow-head
    /// marker identifiers unique when a page holds several pictures.
    /// `framework` names who broke a constraint in the key (`UIKit`, `AppKit`).
    public static func svg(_ diagram: DiagnosticFigure, id: String, framework: String = "UIKit") -> String {
        svg(diagram, id: id, key: .explain(framework: framework))
    }

    /// The `<svg>` element for `diagram`, its legend and marks worded by `key`.
    static func svg(_ diagram: DiagnosticFigure, id: String, key: Key) -> String {
        let id = HTMLText.escape(id)
        let layout = DiagramLayout(diagram.views)
        var boxes: [String] = []
        var occupied: [Box] = []
        for (index, view) in diagram.views.enumerated() {
            let box = layout.boxes[index]
            let fill = layout.depth[index] % 2 == 0 ? "#f4f6f8" : "#ffffff"
            let border = view.highlighted ? "stroke=\"\(orange)\" stroke-width=\"3.5\"" : "stroke=\"\(ink)\" stroke-width=\"1.5\""
            boxes.append("<rect x=\"\(n(box.x))\" y=\"\(n(box.y))\" width=\"\(n(box.w))\" height=\"\(n(box.h))\" rx=\"4\" fill=\"\(fill)\" \(border)/>")
            // To scale, a view may share its top-left corner with its superview: its name moves
            // down (a line per ancestor at most) until it clears the names drawn before it.
            let labelWidth = Double(view.name.count) * DiagramLayout.charWidth
            let steps = layout.schematic ? [0] : Array(0...layout.depth[index])
            let labelY = box.y + 16 + 14 * Double(steps.first { step in
                let y = box.y + 16 + 14 * Double(step)
                return !occupied.contains { $0.overlaps(Box(x: box.x + 6, y: y - 12, w: labelWidth, h: 16)) }
            } ?? steps.last ?? 0)
            boxes.append("<text x=\"\(n(box.x + 6))\" y=\"\(n(labelY))\" \(font) fill=\"\(ink)\">\(HTMLText.escape(view.name))</text>")
            occupied.append(Box(x: box.x + 6, y: labelY - 12, w: labelWidth, h: 16))
        }
        var strokes: [String] = []
        var badges: [String] = []
        var lanes = Lanes()
        // Constants first: their labels have few places to go; the badges of lines between
        // two views can slide along their line to avoid them.
        let order = diagram.lines.indices.filter { !isBetweenViews(diagram.lines[$0], layout) }
            + diagram.lines.indices.filter { isBetweenViews(diagram.lines[$0], layout) }
        for index in order where layout.boxes.indices.contains(diagram.lines[index].first) {
            draw(diagram.lines[index], number: index + 1, layout: layout, lanes: &lanes, occupied: &occupied, id: id,
                 strokes: &strokes, badges: &badges)
        }
        var bottom = layout.height + 8
        var footer: [String] = []
        var width = layout.width
        for (index, line) in diagram.lines.enumerated() {
            bottom += 18
            let text = "\(index + 1). \(line.label)\(marks(line, key: key))"
            width = max(width, 28 + Double(text.count) * DiagramLayout.charWidth)
            footer.append("<text x=\"12\" y=\"\(n(bottom))\" \(font) fill=\"\(line.highlighted ? red : ink)\">\(HTMLText.escape(text))</text>")
        }
        bottom += 14
        let legend: [(String, String?)] = [
            ("<line x1=\"12\" y1=\"0\" x2=\"44\" y2=\"0\" stroke=\"\(red)\" stroke-width=\"2.5\"/>", key.highlightedLine),
            ("<line x1=\"12\" y1=\"0\" x2=\"44\" y2=\"0\" stroke=\"\(grey)\" stroke-width=\"1.5\"/>", key.otherLine),
            ("<line x1=\"12\" y1=\"0\" x2=\"44\" y2=\"0\" stroke=\"\(ink)\" stroke-width=\"2\" stroke-dasharray=\"7 4\"/>", key.suggested),
            (cross(at: Point(x: 28, y: 0), size: 5), key.brokenByUIKit),
            ("<rect x=\"16\" y=\"-7\" width=\"24\" height=\"14\" rx=\"3\" fill=\"#f4f6f8\" stroke=\"\(orange)\" stroke-width=\"3\"/>", key.highlightedView),
            ("<rect x=\"16\" y=\"-7\" width=\"24\" height=\"14\" rx=\"3\" fill=\"#f4f6f8\" stroke=\"\(ink)\"/>",
             layout.schematic ? key.schematicView : key.scaledView),
        ]
        for case let (swatch, text?) in legend {
            bottom += 20
            footer.append("<g transform=\"translate(0 \(n(bottom - 4)))\">\(swatch)<text x=\"54\" y=\"4\" \(font) fill=\"\(ink)\">\(HTMLText.escape(text))</text></g>")
        }
        let height = bottom + 12
        let defs = [("c", red), ("o", grey)].map { suffix, colour in
            "<marker id=\"\(id)-\(suffix)\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"7\" markerHeight=\"7\" orient=\"auto-start-reverse\"><path d=\"M0 0 L10 5 L0 10 z\" fill=\"\(colour)\"/></marker>"
        }.joined()
        return (["<svg class=\"diagram\" width=\"\(n(width))\" height=\"\(n(height))\" viewBox=\"0 0 \(n(width)) \(n(height))\" role=\"img\" aria-label=\"\(HTMLText.escape(key.ariaLabel))\">",
                 "<defs>\(defs)</defs>", "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>"]
            + boxes + strokes + badges + footer + ["</svg>"]).joined(separator: "\n")
    }

    /// Draws one constraint: its brackets, its line (or constant label), its number badge.
    static func draw(_ line: DiagnosticFigure.Line, number: Int, layout: DiagramLayout, lanes: inout Lanes, occupied: inout [Box],
                     id: String, strokes: inout [String], badges: inout [String]) {
        let colour = line.highlighted ? red : grey
        let style = "stroke=\"\(colour)\" stroke-width=\"\(line.highlighted ? "2.5" : "1.5")\" fill=\"none\"\(line.isSuggestedBreak ? " stroke-dasharray=\"7 4\"" : "")"
        let other = isBetweenViews(line, layout) ? line.second : nil
        func end(_ item: Int, _ attribute: LayoutAttribute, facing: Int? = nil) -> (point: Point, lane: Int) {
            let box = layout.boxes[item]
            guard attribute.isDimension else {
                return (DiagramLayout.anchor(attribute, in: box, facing: facing.map { layout.boxes[$0] }), 0)
            }
            let lane = lanes.take("bracket \(item) \(attribute.rawValue)")
            let (start, stop) = DiagramLayout.bracket(attribute, in: box, lane: Double(lane))
            let tick = attribute == .width ? Point(x: 0, y: 4) : Point(x: 4, y: 0)
            strokes.append("<path d=\"M\(p(start - tick)) L\(p(start + tick)) M\(p(start)) L\(p(stop)) M\(p(stop - tick)) L\(p(stop + tick))\" \(style)/>")
            return (Point(x: (start.x + stop.x) / 2, y: (start.y + stop.y) / 2), lane)
        }
        let target = end(line.first, line.firstAttribute, facing: other).point
        var badge: Point
        var broken: Point
        if isBetweenViews(line, layout), let second = line.second {
            let source = end(second, line.secondAttribute, facing: line.first).point
            let points = route(from: source, line.secondAttribute, to: target, line.firstAttribute, lanes: &lanes)
            if points.count == 1 {
                strokes.append("<circle cx=\"\(n(points[0].x))\" cy=\"\(n(points[0].y))\" r=\"8\" \(style)/>")
                badge = points[0] + Point(x: 16, y: -10)
                broken = points[0] + Point(x: -14, y: 0)
            } else {
                for (a, b) in zip(points, points.dropFirst()) where a.x == b.x || a.y == b.y {
                    lanes.segments.append(Box(x: min(a.x, b.x) - 4, y: min(a.y, b.y) - 4, w: abs(a.x - b.x) + 8, h: abs(a.y - b.y) + 8))
                }
                let path = points.enumerated().map { ($0.offset == 0 ? "M" : "L") + p($0.element) }.joined(separator: " ")
                strokes.append("<path d=\"\(path)\" \(style) marker-end=\"url(#\(id)-\(line.highlighted ? "c" : "o"))\"/>")
                // The badge goes where no earlier badge or label is, the middle if possible.
                let (from, to) = points.count == 4 ? (points[1], points[2]) : (points[0], points[1])
                let fraction = [0.5, 0.35, 0.65, 0.22, 0.78].first { fraction in
                    let centre = from + (to - from) * fraction
                    return !occupied.contains { $0.overlaps(Box(x: centre.x - 10, y: centre.y - 10, w: 20, h: 20)) }
                } ?? 0.5
                badge = from + (to - from) * fraction
                broken = from + (to - from) * (fraction > 0.3 ? fraction - 0.2 : fraction + 0.2)
            }
        } else {
            // A width's label sits above its bracket, a height's left of it; other constants
            // above their point. Each moves to the first nearby place that is still free.
            let leftwards = line.firstAttribute == .height
            let text = constantText(line)
            let textWidth = Double(text.count) * DiagramLayout.charWidth
            var offsets = [(0.0, 0.0), (-80, 0), (80, 0), (-160, 0), (160, 0), (0, -18), (0, -36)]
            var base = target + Point(x: 0, y: -11)
            if leftwards {
                base = target + Point(x: -14, y: 0)
                // Off the middle row, where the lines to leading and trailing edges arrive.
                offsets = [(0, 22), (0, -22), (0, 44), (0, -44), (0, 0)]
            } else if !line.firstAttribute.isDimension {
                strokes.append("<circle cx=\"\(n(target.x))\" cy=\"\(n(target.y))\" r=\"3.5\" fill=\"\(colour)\"/>")
                base = target + Point(x: 0, y: -12)
                offsets = [(0, 0), (0, -18), (0, 24), (0, -36), (0, 42)]
            }
            func area(_ place: Point) -> Box {
                Box(x: leftwards ? place.x - 14 - textWidth : place.x - 10, y: place.y - 10, w: textWidth + 24, h: 20)
            }
            // Free of everything if possible, else at least of other labels and badges.
            let places = offsets.map { base + Point(x: $0.0, y: $0.1) }.filter { place in
                area(place).x >= 2 && area(place).y >= 2 && area(place).maxX <= layout.width
            }
            let place = places.first { place in !(occupied + lanes.segments).contains { $0.overlaps(area(place)) } }
                ?? places.first { place in !occupied.contains { $0.overlaps(area(place)) } } ?? base
            badges.append("<text x=\"\(n(place.x + (leftwards ? -12 : 12)))\" y=\"\(n(place.y + 4))\"\(leftwards ? " text-anchor=\"end\"" : "") \(font) \(halo) fill=\"\(colour)\" font-weight=\"bold\">\(HTMLText.escape(text))</text>")
            badge = place
            broken = place + Point(x: leftwards ? -20 - textWidth : 20 + textWidth, y: 0)
            occupied.append(area(place))
        }
        occupied.append(Box(x: badge.x - 10, y: badge.y - 10, w: 20, h: 20))
        badges.append("<circle cx=\"\(n(badge.x))\" cy=\"\(n(badge.y))\" r=\"9\" fill=\"#ffffff\" stroke=\"\(colour)\" stroke-width=\"\(line.isSuggestedBreak ? "2.5" : "1.5")\"/>")
        badges.append("<text x=\"\(n(badge.x))\" y=\"\(n(badge.y + 4))\" text-anchor=\"middle\" \(font) font-weight=\"bold\" fill=\"\(colour)\">\(number)</text>")
        if line.isBrokenByUIKit { badges.append(cross(at: broken, size: 6)) }
    }

    /// Whether `line` joins attributes of two drawn views (not a constant).
    static func isBetweenViews(_ line: DiagnosticFigure.Line, _ layout: DiagramLayout) -> Bool {
        line.second.map(layout.boxes.indices.contains) == true && line.secondAttribute != .notAnAttribute
    }

    /// The path of a two-item constraint from `source` to `target`: one point (a loop's
    /// centre) when they coincide; around the outside when both ends are the same outer edge
    /// at the same level (a straight line would run along the box edges); otherwise straight,
    /// moved sideways when it would overlap an earlier line on the same row or column.
    static func route(from source: Point, _ sourceAttribute: LayoutAttribute, to target: Point, _ targetAttribute: LayoutAttribute,
                      lanes: inout Lanes) -> [Point] {
        let delta = target - source
        if delta.length < 2 {
            let lane = Double(lanes.take("loop \(p(target))"))
            return [target + Point(x: 0, y: -8 - 14 * lane)]
        }
        if let out = outward(sourceAttribute), let other = outward(targetAttribute), out.x == other.x, out.y == other.y,
           abs(out.x == 0 ? delta.y : delta.x) < 0.05 {
            let level = out.x == 0 ? source.y : source.x
            let span = out.x == 0 ? (min(source.x, target.x), max(source.x, target.x)) : (min(source.y, target.y), max(source.y, target.y))
            let lane = Double(lanes.take("around \(p(out)) \(n(level))", from: span.0, to: span.1))
            let away = out * (16 + 12 * lane)
            return [source, source + away, target + away, target]
        }
        let horizontal = abs(delta.y) < 0.05, vertical = abs(delta.x) < 0.05
        let key = horizontal ? "row \(n(source.y))" : vertical ? "column \(n(source.x))" : "segment " + [p(source), p(target)].sorted().joined(separator: " ")
        let lane = Double(horizontal ? lanes.take(key, from: min(source.x, target.x), to: max(source.x, target.x))
            : vertical ? lanes.take(key, from: min(source.y, target.y), to: max(source.y, target.y)) : lanes.take(key))
        let normal = Point(x: -delta.y / delta.length, y: delta.x / delta.length)
        let step = lane == 0 ? 0 : (lane.truncatingRemainder(dividingBy: 2) == 1 ? 1 : -1) * 9 * ((lane + 1) / 2).rounded(.down)
        return [source + normal * step, target + normal * step]
    }

    /// The direction out of the box from an outer edge attribute; nil for others.
    static func outward(_ attribute: LayoutAttribute) -> Point? {
        switch attribute {
        case .top: Point(x: 0, y: -1)
        case .bottom: Point(x: 0, y: 1)
        case .left, .leading: Point(x: -1, y: 0)
        case .right, .trailing: Point(x: 1, y: 0)
        default: nil
        }
    }

    /// `width == 0` from `UIView:0x….width == 0`: the attribute and what follows the relation.
    static func constantText(_ line: DiagnosticFigure.Line) -> String {
        for relation in [" == ", " >= ", " <= "] {
            if let range = line.label.firstRange(of: relation) {
                return line.firstAttribute.rawValue + relation + line.label[range.upperBound...]
            }
        }
        return line.firstAttribute.rawValue
    }

    /// How the key marks a constraint.
    static func marks(_ line: DiagnosticFigure.Line, key: Key = .explain(framework: "UIKit")) -> String {
        var marks: [String] = []
        if line.highlighted, let mark = key.highlightedMark { marks.append(mark) }
        if line.isSuggestedBreak, let mark = key.suggestedMark { marks.append(mark) }
        if line.isBrokenByUIKit, let mark = key.brokenMark { marks.append(mark) }
        return marks.isEmpty ? "" : "  (" + marks.joined(separator: "; ") + ")"
    }

    /// The purple ✕ that marks UIKit's broken constraint.
    static func cross(at point: Point, size: Double) -> String {
        let a = Point(x: size, y: size), b = Point(x: size, y: -size)
        return "<path d=\"M\(p(point - a)) L\(p(point + a)) M\(p(point - b)) L\(p(point + b))\" stroke=\"\(purple)\" stroke-width=\"3\" stroke-linecap=\"round\"/>"
    }

    /// A number with exactly one decimal (`-0.5`, `12.0`), never locale-dependent.
    static func n(_ value: Double) -> String {
        let tenths = value.isFinite ? Int((value * 10).rounded()) : 0
        let magnitude = abs(tenths)
        return (tenths < 0 ? "-" : "") + "\(magnitude / 10).\(magnitude % 10)"
    }

    /// `x y` for a path.
    static func p(_ point: Point) -> String { "\(n(point.x)) \(n(point.y))" }
}

extension ConflictDiagramSVG {
    /// The words of a picture: its accessible label, its legend (an entry whose text is nil
    /// is left out) and the marks after a line of its key (nil: none).
    struct Key {
        var ariaLabel: String
        /// Red lines.
        var highlightedLine: String?
        /// Grey lines.
        var otherLine: String?
        /// The dashed line.
        var suggested: String?
        /// The purple ✕.
        var brokenByUIKit: String?
        /// Views with the thick orange border.
        var highlightedView: String?
        /// Plain views, when drawn to scale and when drawn schematically.
        var scaledView: String
        var schematicView: String
        var highlightedMark: String?
        var suggestedMark: String?
        var brokenMark: String?

        /// `explain`'s words: a conflict printed in a console log by `framework`.
        static func explain(framework: String) -> Key {
            Key(ariaLabel: "views and constraints of the conflict", highlightedLine: "in the minimal conflicting set",
                otherLine: "other constraint of the message", suggested: "the constraint we would break",
                brokenByUIKit: "the constraint \(framework) broke", highlightedView: nil, scaledView: "view (solved frame, to scale)",
                schematicView: "view (schematic: the log gives no usable sizes)", highlightedMark: "in the conflict",
                suggestedMark: "we would break this", brokenMark: "\(framework) broke this")
        }
    }
}

/// Which lines already use a place (a point, a row, a column), so that later ones on the
/// same place fan out instead of hiding each other. An array, not a dictionary: the order of
/// use decides the lanes, so the picture is the same on every run.
struct Lanes {
    private var taken: [(key: String, low: Double, high: Double, lane: Int)] = []
    /// The horizontal and vertical line pieces drawn so far, widened a little.
    var segments: [Box] = []

    /// The lowest lane free on `key` over `low...high` (0 when nothing overlaps), now taken.
    mutating func take(_ key: String, from low: Double = 0, to high: Double = 0) -> Int {
        let busy = taken.filter { $0.key == key && $0.low <= high + 1 && low <= $0.high + 1 }.map(\.lane)
        var lane = 0
        while busy.contains(lane) { lane += 1 }
        taken.append((key, low, high, lane))
        return lane
    }
}
