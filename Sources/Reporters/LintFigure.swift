import Explanations
import Rules

/// A lint finding's picture: its `DiagnosticFigure` drawn by `ConflictDiagramSVG`, with a
/// legend and caption worded for conflicts or for ambiguous views.
enum LintFigure {
    /// The `<figure>` element; `id` keeps the picture's marker identifiers unique on the page.
    static func html(_ figure: DiagnosticFigure, id: String) -> [String] {
        let diagram = figure
        let tooSmall = !DiagramLayout.framesAreUsable(diagram.views.map(\.frame))
        let covering = !tooSmall && DiagramLayout.highlightedViewCovers(diagram.views)
        return [
            "<figure>", ConflictDiagramSVG.svg(diagram, id: id, key: key(figure, covering: covering)),
            "<figcaption>\(HTMLText.escape(caption(figure, tooSmall: tooSmall, covering: covering)))</figcaption>", "</figure>",
        ]
    }

    /// The legend: only the entries the picture uses. `covering`: drawn schematically because
    /// the highlighted view covers another, not because the frames are too small.
    static func key(_ figure: DiagnosticFigure, covering: Bool) -> ConflictDiagramSVG.Key {
        let highlighted = figure.lines.contains(where: \.highlighted)
        let other = figure.lines.contains { !$0.highlighted }
        let suggested = figure.lines.contains(where: \.isSuggestedBreak)
        let views = figure.views.contains(where: \.highlighted)
        let scaled = "view (solved frame, to scale)", schematic = covering
            ? "view (schematic: the solved frames overlap)" : "view (schematic: the solved frames are too small to draw to scale)"
        switch figure.kind {
        case .conflict:
            return ConflictDiagramSVG.Key(
                ariaLabel: "views and constraints of the conflict", highlightedLine: highlighted ? "in the minimal conflicting set" : nil,
                otherLine: other ? "other constraint" : nil, suggested: suggested ? "the constraint to break" : nil, brokenByUIKit: nil,
                highlightedView: views ? "the view concerned" : nil, scaledView: scaled, schematicView: schematic,
                highlightedMark: "in the conflict", suggestedMark: "break this", brokenMark: nil)
        case .ambiguity:
            return ConflictDiagramSVG.Key(
                ariaLabel: "the ambiguous view and the constraints on it",
                highlightedLine: highlighted ? "constraint on the axis that is not fixed" : nil,
                otherLine: other ? "constraint on the other axis" : nil, suggested: suggested ? "the constraint to change" : nil,
                brokenByUIKit: nil, highlightedView: views ? "the ambiguous view" : nil, scaledView: scaled, schematicView: schematic,
                highlightedMark: nil, suggestedMark: nil, brokenMark: nil)
        }
    }

    /// What the picture shows, under it.
    static func caption(_ figure: DiagnosticFigure, tooSmall: Bool, covering: Bool) -> String {
        let how = tooSmall
            ? "Schematic: the solved frames are too small to draw to scale, so the boxes show only which view is inside which."
            : covering
            ? "Schematic: as solved, the orange view would cover another, so the boxes show only which view is inside which."
            : "Frames as solved, in root coordinates, scaled to fit."
        let what = switch figure.kind {
        case .conflict: " Red lines are the constraints that cannot all hold; the dashed one is the one to break."
        case .ambiguity: " The orange box is the ambiguous view (its frame is one of the layouts UIKit may pick); red lines are its constraints on the axis they leave free."
        }
        return how + what + " Each number is a constraint of the key; arrows point at the constraint's first item."
    }
}
