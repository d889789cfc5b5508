import LayoutModel

/// `NSGridView`: its content views live in `<gridCells>`, each `<gridCell>` naming its row
/// and column; `<rows>` and `<columns>` carry sizes, paddings and placements.
extension IBLayoutBuilder {
    /// Adds the content view of every cell of the grid `grid` (read from `list`, its
    /// `<gridCells>`) as a subview of the grid, and remembers which cell holds it.
    mutating func addGridCells(_ list: XMLElementNode, grid: ItemID) throws(Failure) {
        for cell in list.children("gridCell") {
            guard let content = cell.children.first(where: { $0["key"] == "contentView" && Self.isView($0) }) else { continue }
            if let view = try addView(content, parent: grid), let cellID = cell["id"] {
                gridContent[cellID] = view
            }
        }
    }

    /// The grid's settings from its rows, columns and cells, or nil when it has no rows or
    /// no columns. A value Interface Builder writes that is not a number is an error at its
    /// element; an unknown placement or a cell naming no known row or column is left out.
    func gridSettings(_ element: XMLElementNode) throws(Failure) -> GridSettings? {
        let rowElements = element.child("rows")?.children("gridRow") ?? []
        let columnElements = element.child("columns")?.children("gridColumn") ?? []
        guard !rowElements.isEmpty, !columnElements.isEmpty else { return nil }
        func number(_ element: XMLElementNode, _ name: String) throws(Failure) -> Double? {
            guard let text = element[name] else { return nil }
            do throws(IBValues.Problem) { return try IBValues.number(text, attribute: name) } catch {
                throw Failure(element: element, message: error.message)
            }
        }
        func track(_ track: XMLElementNode, vertical: Bool) throws(Failure) -> GridSettings.Track {
            GridSettings.Track(size: try number(track, vertical ? "height" : "width"),
                               leadingPadding: try number(track, vertical ? "topPadding" : "leadingPadding") ?? 0,
                               trailingPadding: try number(track, vertical ? "bottomPadding" : "trailingPadding") ?? 0,
                               placement: Self.placement(track[vertical ? "yPlacement" : "xPlacement"]),
                               rowAlignment: vertical ? Self.rowAlignment(track["rowAlignment"]) : nil,
                               isHidden: IBValues.yes(track["hidden"]))
        }
        let rows = try rowElements.map { (row) throws(Failure) in try track(row, vertical: true) }
        let columns = try columnElements.map { (column) throws(Failure) in try track(column, vertical: false) }
        let rowIndex = Self.indexByID(rowElements), columnIndex = Self.indexByID(columnElements)
        let cellElements = element.child("gridCells")?.children("gridCell") ?? []
        // A merged cell spans every row and column of the cells that name it as their head.
        var spans: [String: (rows: ClosedRange<Int>, columns: ClosedRange<Int>)] = [:]
        for cell in cellElements {
            guard let row = cell["row"].flatMap({ rowIndex[$0] }), let column = cell["column"].flatMap({ columnIndex[$0] }) else { continue }
            let head = cell["headOfMergedCell"] ?? cell["id"] ?? ""
            if let span = spans[head] {
                spans[head] = (min(span.rows.lowerBound, row)...max(span.rows.upperBound, row),
                               min(span.columns.lowerBound, column)...max(span.columns.upperBound, column))
            } else {
                spans[head] = (row...row, column...column)
            }
        }
        var cells: [GridSettings.Cell] = []
        for cell in cellElements {
            guard let id = cell["id"], let view = gridContent[id], let span = spans[cell["headOfMergedCell"] ?? id] else { continue }
            cells.append(GridSettings.Cell(view: view, rows: span.rows, columns: span.columns, xPlacement: Self.placement(cell["xPlacement"]),
                                           yPlacement: Self.placement(cell["yPlacement"]), rowAlignment: Self.rowAlignment(cell["rowAlignment"])))
        }
        return GridSettings(rows: rows, columns: columns, cells: cells,
                            rowSpacing: try number(element, "rowSpacing") ?? 6, columnSpacing: try number(element, "columnSpacing") ?? 6,
                            xPlacement: Self.placement(element["xPlacement"]) ?? .leading,
                            yPlacement: Self.placement(element["yPlacement"]) ?? .trailing,
                            rowAlignment: Self.rowAlignment(element["rowAlignment"]) ?? .none)
    }

    /// `xPlacement` / `yPlacement` as Interface Builder writes them (`top` and `bottom` are
    /// AppKit's `leading` and `trailing`); nil when absent (inherited) or unknown.
    static func placement(_ text: String?) -> GridSettings.Placement? {
        switch text {
        case "leading", "top": .leading
        case "trailing", "bottom": .trailing
        case "center": .center
        case "fill": .fill
        case "none": GridSettings.Placement.none
        default: nil
        }
    }

    static func rowAlignment(_ text: String?) -> GridSettings.RowAlignment? {
        text.flatMap(GridSettings.RowAlignment.init(rawValue:))
    }

    static func indexByID(_ elements: [XMLElementNode]) -> [String: Int] {
        var index: [String: Int] = [:]
        for (position, element) in elements.enumerated() {
            if let id = element["id"], index[id] == nil { index[id] = position }
        }
        return index
    }
}
