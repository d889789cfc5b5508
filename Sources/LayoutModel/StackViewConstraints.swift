/// The constraints a `UIStackView` (and an `NSStackView`, by the same rules) generates for
/// its arranged subviews, labelled with UIKit's identifiers, origin `.stackView`, owned by
/// the stack. A stack whose constraints the input already records is left alone.
///
/// The rules follow UIKit's documentation of `UIStackView.Distribution` and `.Alignment`
/// and the constraints UIKit is seen to install (the `UISV-…` constraints printed by stack
/// views at run time). Notation: *start*/*end*/*length* are leading/trailing/width in a
/// horizontal stack (directional, so right-to-left layouts mirror) and top/bottom/height in
/// a vertical one; the *canvas* is the stack's edges, or its layout margins
/// (`leadingMargin`, `topMargin`, …) when `isLayoutMarginsRelativeArrangement`.
///
/// **Along the axis** (`StackViewConstraints+Distribution.swift`). Only visible arranged
/// views take part:
/// - `UISV-canvas-connection`: `canvas.start == first.start`, `last.end == canvas.end`.
/// - `UISV-spacing`: `next.start == previous.end + spacing` (the custom spacing after the
///   previous view replaces `spacing`); `≥` for the two equal distributions. In a vertical
///   stack with `isBaselineRelativeArrangement` it runs from the previous view's last
///   baseline to the next view's first baseline.
/// - fillEqually: `UISV-fill-equally`, every other view's length == the first's (required;
///   in an `NSStackView` at `Priorities.appKitEqualLengths`, "as much as possible").
/// - fillProportionally: `UISV-fill-proportionally`,
///   `view.length == (intrinsic / D) × canvas.length` with `D = Σ intrinsic + spacing × (n − 1)`,
///   at `max(999 − index, 751)` (required for a multiplier of 1), as UIKit prints them
///   (`0.571429*StackView.width priority:999`, `…:998`). Because `D` counts the spacing,
///   the proportions only add up at the natural size; otherwise the later views absorb the
///   difference, as in UIKit. With no intrinsic lengths at all it falls back to equal
///   lengths (as UIKit does); with only some, to fill (undocumented; see
///   `StackArrangement.proportionalLengths()`).
/// - equalSpacing / equalCentering: the equal gaps need one gap layout guide
///   (`_UIOLAGapGuide`, UIKit's class) per gap — "gap k == gap 0" relates four edges of three
///   views and cannot be one two-item constraint — which `addDistributingGuides(to:present:)`
///   adds to the graph before synthesis. `UISV-distributing-edge` ties each guide between
///   the facing edges (equalSpacing) or the centres (equalCentering) of its neighbours;
///   `UISV-fill-equally` makes every gap as long as the first: required for equalSpacing,
///   `max(150 − index, 50)` for equalCentering (UIKit prints 149 for the second gap), so
///   that minimum spacing and compression resistance win over equal centring, as the
///   documentation says. `UISV-canvas-fit` (`stack.length == 0` at 49) lets such a stack
///   hug its content when nothing else sizes it.
/// - fill: no length constraints; hugging and compression resistance decide. Ties between
///   equal priorities ("based on their index", says the documentation) are left to the
///   solver.
///
/// **Hidden arranged views.** `UISV-hiding`: length == 0 at 999.999, just below required
/// (UIKit's value; early UIKit made it required and logged a conflict whenever a hidden view
/// had a required size of its own), so a hidden view's own required size wins and it keeps
/// it — as Xcode's stored frames show, and without a conflict. Each is parked in its
/// gap by `UISV-spacing-hidden` at priority 50 (after the previous visible view, half the
/// spacing in when a visible view follows; or just before the first visible view), so it
/// never adds spacing of its own. It stays aligned across the axis like the others.
///
/// **Across the axis** (`StackViewConstraints+Alignment.swift`). The reference view is the
/// first visible one; `UISV-alignment` ties every other arranged view to it:
/// - fill: `UISV-canvas-connection` both cross edges to the canvas; the others' edges equal.
/// - leading (top) / trailing (bottom): that edge to the canvas and equal; the other edge of
///   each visible view inside the canvas (`UISV-spanning-boundary`).
/// - center: centres to the canvas centre and equal; both edges inside the canvas.
/// - firstBaseline / lastBaseline (horizontal stacks): the baselines equal, both edges
///   inside the canvas. The documentation calls them valid for horizontal stacks only; a
///   vertical stack treats them as fill (our choice: UIKit does not document it).
/// - Every alignment but fill: `UISV-spanning-fit` holds the canvas's cross length at zero
///   at priority 51, so a stack not sized otherwise is as tall as its tallest view, and
///   `UISV-ambiguity-suppression` (cross length == 0 at 25) settles views with no intrinsic
///   cross size — at the length Interface Builder stored, where there is one, since Xcode's
///   canvas keeps such a view as drawn (UIKit itself holds it at 0). UIKit applies the fit
///   to a private spanning guide wrapped around the views; with the guide's edges at the
///   canvas, holding the canvas is the same.
///
/// On macOS the alignment (canvas connection and alignment, every alignment but fill) is
/// optional at AppKit's priority, 260, and every view is kept inside the canvas on both
/// edges: AppKit's conflict logs show its stack's edge constraints as `>= 0` inequalities
/// (`NSStackView.Edge.Top`, `.Bottom`, `.Leading`, `.Trailing`), Xcode shows no conflict for a
/// view pinned in from the aligned edge (vienna-rss, OpenInTerminal), and Mac projects pin
/// arranged views to the stack's aligned edge themselves (simplenote-macos, iina), which
/// only a non-required alignment needs. Identifiers are UIKit's on both platforms (AppKit
/// prints `NSStackView.…`; gravity areas are not modelled).
enum StackViewConstraints {
    /// The class name of the gap guides of the equal distributions.
    static let gapGuideClassName = "_UIOLAGapGuide"

    /// Priorities UIKit uses for its optional stack constraints.
    enum Priorities {
        static let hiddenSpacing = 50.0
        static let hiding = 999.999
        static let canvasFit = 49.0
        static let spanningFit = 51.0
        static let ambiguitySuppression = 25.0
        static let proportionalCeiling = 999.0, proportionalFloor = 751.0
        static let centeringCeiling = 150.0, centeringFloor = 50.0
        /// AppKit's alignment of a stack's views (`NSStackView.Align`): just above the
        /// default content hugging (250), below compression resistance (750).
        static let appKitAlignment = 260.0
        /// AppKit's equal lengths (`fillEqually`, and `fillProportionally` without intrinsic
        /// lengths): "maintained to be equal as much as possible" (Apple's
        /// `NSStackView.Distribution`), where `UIStackView` requires them. A view longer than
        /// the equal share keeps its length (compression resistance, 750, wins: seb-mac's and
        /// iina's rows stored at their own heights, as GNUstep's measurements on macOS 26
        /// describe it), a shorter one is stretched to the share (default hugging, 250, loses).
        /// Any value between gives the same frames in every file measured; this is the middle.
        static let appKitEqualLengths = 500.0
    }

    static func constraints(in graph: LayoutGraph, present: PresentSystemConstraints) -> [LayoutConstraint] {
        var result: [LayoutConstraint] = []
        for id in graph.itemIDs where !present.contains(.stackView, on: id) {
            guard let arrangement = StackArrangement(stack: id, in: graph) else {
                result += emptyStackFit(id, in: graph)
                continue
            }
            result += arrangement.constraintsAlongAxis()
            result += arrangement.constraintsForHiddenViews()
            result += arrangement.constraintsAcrossAxis()
        }
        return result
    }

    /// A stack with no arranged views at all sits at its fitting size, 0 × 0, in whatever
    /// its own constraints leave free (`UISV-canvas-fit` on both lengths, at the canvas fit's
    /// priority): Xcode stores such stacks 0 wide when only their centre places them
    /// (NetNewsWire's account sheets, three files; Simplenote's PIN screen), and keeps the
    /// size any constraint of its own gives, even one at 900 against a stack hugging
    /// priority of 1000 (iina) — with no views, the stack's hugging has nothing to act on.
    static func emptyStackFit(_ stack: ItemID, in graph: LayoutGraph) -> [LayoutConstraint] {
        guard graph[stack].isView, let settings = graph[stack].stack,
              StackArrangement.arrangedViews(of: stack, settings, in: graph).isEmpty else { return [] }
        let make = ConstraintFactory(origin: .stackView, owner: stack)
        return Axis.allCases.map {
            make.make("UISV-canvas-fit", stack, StackArrangement.length($0), .equal, priority: Priorities.canvasFit)
        }
    }

    /// Adds the gap guides of every equalSpacing and equalCentering stack whose constraints
    /// the input does not hold: one `_UIOLAGapGuide` per gap between visible arranged views,
    /// owned by the stack, named `<stack id>.UISV-distributing.<gap>`. Items are appended,
    /// so existing ids stay valid. Call before synthesis.
    static func addDistributingGuides(to graph: inout LayoutGraph, present: PresentSystemConstraints) {
        for id in graph.itemIDs where !present.contains(.stackView, on: id) {
            guard let arrangement = StackArrangement(stack: id, in: graph), arrangement.usesGapGuides else { continue }
            let existing = Set(graph.guides(ownedBy: id).map { graph[$0].id })
            for gap in 0..<(arrangement.visible.count - 1) {
                let guideID = gapGuideID(stack: graph[id].id, gap: gap)
                guard !existing.contains(guideID) else { continue }
                graph.add(LayoutItem(id: guideID, kind: .layoutGuide(.custom), className: gapGuideClassName,
                                     name: "UISV-distributing", parent: id, layoutMargins: .zero,
                                     layoutDirection: graph[id].layoutDirection))
            }
        }
    }

    /// The id of the guide of gap `gap` (between visible views `gap` and `gap + 1`).
    static func gapGuideID(stack: String, gap: Int) -> String {
        "\(stack).UISV-distributing.\(gap)"
    }
}

/// One stack view as the synthesis reads it: its settings, its arranged views, and the
/// attributes along and across its axis.
struct StackArrangement {
    let graph: LayoutGraph
    let stack: ItemID
    let settings: StackSettings
    /// Every arranged view that exists in the graph, in order, without repeats.
    let items: [ItemID]
    /// The arranged views that take part in the arrangement (not hidden).
    let visible: [ItemID]
    let make: ConstraintFactory

    init?(stack: ItemID, in graph: LayoutGraph) {
        guard graph[stack].isView, let settings = graph[stack].stack else { return nil }
        let items = Self.arrangedViews(of: stack, settings, in: graph)
        guard !items.isEmpty else { return nil }
        self.graph = graph
        self.stack = stack
        self.settings = settings
        self.items = items
        self.visible = items.filter { !graph[$0].isHidden }
        self.make = ConstraintFactory(origin: .stackView, owner: stack)
    }

    /// The arranged subviews of `stack` that exist in `graph` as views, in order, without
    /// repeats (and never the stack itself).
    static func arrangedViews(of stack: ItemID, _ settings: StackSettings, in graph: LayoutGraph) -> [ItemID] {
        var seen: Set<ItemID> = []
        return settings.arrangedSubviews.filter {
            $0 != stack && graph.contains($0) && graph[$0].isView && seen.insert($0).inserted
        }
    }

    var axis: Axis { settings.axis }

    /// Whether the distribution keeps spacing as a minimum and equalises gaps.
    var isEqualDistribution: Bool { settings.distribution == .equalSpacing || settings.distribution == .equalCentering }

    /// Whether the distribution needs gap guides here (at least two visible views).
    var usesGapGuides: Bool { isEqualDistribution && visible.count >= 2 }

    /// Whether spacing runs between baselines (vertical stacks only, as documented).
    var isBaselineRelative: Bool { axis == .vertical && settings.isBaselineRelativeArrangement }

    /// The position of `item` in the arranged subviews (UIKit's index for priorities).
    func index(of item: ItemID) -> Int { items.firstIndex(of: item) ?? 0 }

    /// The spacing after `item`: its custom spacing, or the stack's.
    func spacing(after item: ItemID) -> Double { settings.customSpacingAfter[item] ?? settings.spacing }

    // MARK: Attributes

    static func start(_ axis: Axis) -> LayoutAttribute { axis.start }
    static func end(_ axis: Axis) -> LayoutAttribute { axis.end }
    static func center(_ axis: Axis) -> LayoutAttribute { axis.center }
    static func length(_ axis: Axis) -> LayoutAttribute { axis.length }

    /// The stack's attribute standing for the canvas's `attribute`: the margin variant when
    /// the arrangement is relative to the layout margins.
    func canvas(_ attribute: LayoutAttribute) -> LayoutAttribute {
        guard settings.isLayoutMarginsRelativeArrangement else { return attribute }
        switch attribute {
        case .leading: return .leadingMargin
        case .trailing: return .trailingMargin
        case .left: return .leftMargin
        case .right: return .rightMargin
        case .top: return .topMargin
        case .bottom: return .bottomMargin
        case .centerX: return .centerXWithinMargins
        case .centerY: return .centerYWithinMargins
        default: return attribute
        }
    }

    /// How much shorter the canvas is than the stack along `axis` (its two margins, or 0).
    func canvasInset(along axis: Axis) -> Double {
        guard settings.isLayoutMarginsRelativeArrangement else { return 0 }
        let margins = graph[stack].layoutMargins
        return axis == .horizontal ? margins.left + margins.right : margins.top + margins.bottom
    }
}
