/// The constraints an `NSGridView` generates to lay its content views out in rows and
/// columns, origin `.gridView`, owned by the grid.
///
/// Each row and each column is a layout guide owned by the grid (AppKit's `NSGridRow` and
/// `NSGridColumn` are not views either), added by `addTrackGuides(to:present:)` before
/// synthesis. Along each axis, with *start*/*end* the leading/trailing (top/bottom) edges:
/// - the tracks follow each other from the grid's start to its end: `first.start ==
///   grid.start + padding`, `next.start == previous.end + previous padding + spacing + next
///   padding`, `grid.end == last.end + padding`; a hidden track is 0 long and adds no spacing;
/// - a track of fixed size is that long; any other one hugs its content (length == 0 at the
///   grid's content-hugging priority in that axis), while every single-track content view
///   stays inside its track (required), so the track is as long as its longest view;
/// - each content view is placed in its cell by the placement in effect (the cell's, else
///   its row's or column's, else the grid's): `leading`/`trailing` pin that edge and keep
///   the other inside, `center` centres it in a one-track cell, `fill` pins both edges, and
///   `none` only keeps it inside;
/// - in a row aligned by first or last baselines, every view shares the baseline of the
///   row's first aligned view and stays inside the row; its vertical placement then holds at
///   a low priority only, so the baseline decides.
/// Across each axis every guide spans the grid, so its frame is fully determined.
enum GridViewConstraints {
    /// The class name given to row and column guides.
    static let rowClassName = "NSGridRow", columnClassName = "NSGridColumn"

    /// The priority of a vertical placement in a baseline-aligned row (below any hugging).
    static let baselineRowPlacementPriority = 50.0
    /// The hugging priority of tracks when the grid states none (AppKit's default hugging).
    static let defaultTrackHugging = 250.0

    /// Adds a guide per row and per column of every grid whose constraints the input does not
    /// hold, named `<grid id>.row.<i>` and `<grid id>.column.<j>`. Items are appended, so
    /// existing ids stay valid. Call before synthesis.
    static func addTrackGuides(to graph: inout LayoutGraph, present: PresentSystemConstraints) {
        for id in graph.itemIDs where graph[id].isView && !present.contains(.gridView, on: id) {
            guard let grid = graph[id].grid else { continue }
            let existing = Set(graph.guides(ownedBy: id).map { graph[$0].id })
            for (axis, count) in [(Axis.vertical, grid.rows.count), (.horizontal, grid.columns.count)] {
                for index in 0..<count where !existing.contains(guideID(grid: graph[id].id, axis: axis, index: index)) {
                    graph.add(LayoutItem(id: guideID(grid: graph[id].id, axis: axis, index: index), kind: .layoutGuide(.custom),
                                         className: axis == .horizontal ? columnClassName : rowClassName,
                                         name: axis == .horizontal ? "column \(index)" : "row \(index)", parent: id,
                                         layoutMargins: .zero, layoutDirection: graph[id].layoutDirection))
                }
            }
        }
    }

    /// The id of the guide of row or column `index` of the grid whose IB id is `grid`.
    static func guideID(grid: String, axis: Axis, index: Int) -> String {
        "\(grid).\(axis == .horizontal ? "column" : "row").\(index)"
    }

    static func constraints(in graph: LayoutGraph, present: PresentSystemConstraints) -> [LayoutConstraint] {
        var result: [LayoutConstraint] = []
        for id in graph.itemIDs where graph[id].isView && !present.contains(.gridView, on: id) {
            guard let layout = GridLayout(grid: id, in: graph) else { continue }
            for axis in [Axis.horizontal, .vertical] {
                result += layout.trackConstraints(along: axis)
                result += layout.placementConstraints(along: axis)
            }
        }
        return result
    }
}

/// One grid as the synthesis reads it: its settings and the guide of each row and column.
struct GridLayout {
    let graph: LayoutGraph
    let grid: ItemID
    let settings: GridSettings
    /// The guides of the rows and of the columns, in order.
    let rowGuides: [ItemID]
    let columnGuides: [ItemID]
    /// The cells whose view is one of the grid's subviews and whose tracks exist.
    let cells: [GridSettings.Cell]
    let make: ConstraintFactory

    init?(grid: ItemID, in graph: LayoutGraph) {
        guard let settings = graph[grid].grid, !settings.rows.isEmpty, !settings.columns.isEmpty else { return nil }
        var byID: [String: ItemID] = [:]
        for guide in graph.guides(ownedBy: grid) { byID[graph[guide].id] = guide }
        let gridID = graph[grid].id
        let rows = settings.rows.indices.compactMap { byID[GridViewConstraints.guideID(grid: gridID, axis: .vertical, index: $0)] }
        let columns = settings.columns.indices.compactMap { byID[GridViewConstraints.guideID(grid: gridID, axis: .horizontal, index: $0)] }
        guard rows.count == settings.rows.count, columns.count == settings.columns.count else { return nil }
        self.graph = graph
        self.grid = grid
        self.settings = settings
        rowGuides = rows
        columnGuides = columns
        cells = settings.cells.filter {
            graph.contains($0.view) && graph[$0.view].parent == grid && settings.rows.indices.contains($0.rows.lowerBound)
                && settings.rows.indices.contains($0.rows.upperBound) && settings.columns.indices.contains($0.columns.lowerBound)
                && settings.columns.indices.contains($0.columns.upperBound)
        }
        make = ConstraintFactory(origin: .gridView, owner: grid)
    }

    func guides(along axis: Axis) -> [ItemID] { axis == .horizontal ? columnGuides : rowGuides }

    /// The chain of tracks from the grid's start to its end, each track's length, and every
    /// guide spanning the grid across the axis.
    func trackConstraints(along axis: Axis) -> [LayoutConstraint] {
        let tracks = settings.tracks(along: axis), guides = guides(along: axis)
        let start = axis.start, end = axis.end, length = axis.length
        let crossStart = axis.perpendicular.start, crossEnd = axis.perpendicular.end
        let name = axis == .horizontal ? "NSGridView-column" : "NSGridView-row"
        let hugging = graph[grid].huggingPriority[axis] ?? GridViewConstraints.defaultTrackHugging
        var result: [LayoutConstraint] = []
        var previous: (guide: ItemID, padding: Double)?
        for (index, track) in tracks.enumerated() {
            let guide = guides[index]
            let before = track.isHidden ? 0 : track.leadingPadding
            if let previous {
                let gap = previous.padding + (track.isHidden ? 0 : settings.spacing(along: axis)) + before
                result.append(make.make("\(name)-spacing", guide, start, .equal, previous.guide, end, constant: gap))
            } else {
                result.append(make.make("\(name)-edge", guide, start, .equal, grid, start, constant: before))
            }
            previous = (guide, track.isHidden ? 0 : track.trailingPadding)
            if track.isHidden {
                result.append(make.make("\(name)-hidden", guide, length, .equal, nil, .notAnAttribute))
            } else if let size = track.size {
                result.append(make.make("\(name)-size", guide, length, .equal, nil, .notAnAttribute, constant: max(0, size)))
            } else {
                result.append(make.make("\(name)-fit", guide, length, .equal, nil, .notAnAttribute, priority: min(hugging, 999)))
            }
            result.append(make.make("\(name)-span", guide, crossStart, .equal, grid, crossStart))
            result.append(make.make("\(name)-span", guide, crossEnd, .equal, grid, crossEnd))
        }
        if let previous {
            result.append(make.make("\(name)-edge", grid, end, .equal, previous.guide, end, constant: previous.padding))
        }
        return result
    }

    /// Each content view placed in its cell along `axis`.
    func placementConstraints(along axis: Axis) -> [LayoutConstraint] {
        let guides = guides(along: axis)
        let start = axis.start, end = axis.end, center = axis.center
        let name = axis == .horizontal ? "NSGridCell-x" : "NSGridCell-y"
        var result: [LayoutConstraint] = []
        var rowBaselines: [Int: ItemID] = [:]
        for cell in cells {
            let span = axis == .horizontal ? cell.columns : cell.rows
            let first = guides[span.lowerBound], last = guides[span.upperBound]
            var priority = LayoutConstraint.required
            if axis == .vertical, span.count == 1, let baseline = baselineAttribute(settings.rowAlignment(of: cell)) {
                if let reference = rowBaselines[span.lowerBound] {
                    result.append(make.make("NSGridRow-alignment", cell.view, baseline, .equal, reference, baseline))
                } else {
                    rowBaselines[span.lowerBound] = cell.view
                }
                priority = GridViewConstraints.baselineRowPlacementPriority
            }
            // Inside the cell, always (this is what sizes a track to its longest view).
            result.append(make.make("\(name)-inside", cell.view, start, .greaterThanOrEqual, first, start))
            result.append(make.make("\(name)-inside", cell.view, end, .lessThanOrEqual, last, end))
            switch settings.placement(of: cell, along: axis) {
            case .leading:
                result.append(make.make("\(name)-placement", cell.view, start, .equal, first, start, priority: priority))
            case .trailing:
                result.append(make.make("\(name)-placement", cell.view, end, .equal, last, end, priority: priority))
            case .center where span.count == 1:
                result.append(make.make("\(name)-placement", cell.view, center, .equal, first, center, priority: priority))
            case .fill:
                result.append(make.make("\(name)-placement", cell.view, start, .equal, first, start, priority: priority))
                result.append(make.make("\(name)-placement", cell.view, end, .equal, last, end, priority: priority))
            case .center, .none:
                break
            }
        }
        return result
    }

    func baselineAttribute(_ alignment: GridSettings.RowAlignment) -> LayoutAttribute? {
        switch alignment {
        case .firstBaseline: .firstBaseline
        case .lastBaseline: .lastBaseline
        case .none: nil
        }
    }
}
