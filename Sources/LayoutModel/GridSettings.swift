/// The settings of an `NSGridView` that decide the constraints it generates: its rows and
/// columns, the cells that place a content view in them, spacing and placements.
///
/// Placements and the row alignment cascade as AppKit documents them: a cell's own value,
/// else its row's (y) or column's (x), else the grid's.
public struct GridSettings: Sendable, Equatable {
    /// Where a content view sits in its cell along one axis (`NSGridCell.Placement`):
    /// `leading` is `top` and `trailing` is `bottom` on the vertical axis, as in AppKit's enum.
    /// `none` leaves the position to the app's own constraints, inside the cell.
    public enum Placement: String, Sendable, CaseIterable {
        case leading, trailing, center, fill, none
    }

    /// How the views of a row line up (`NSGridRow.Alignment`): by their first or last
    /// baselines, or not at all.
    public enum RowAlignment: String, Sendable, CaseIterable {
        case none, firstBaseline, lastBaseline
    }

    /// A row or a column.
    public struct Track: Sendable, Equatable {
        /// A fixed height (row) or width (column); nil sizes the track to its content.
        public var size: Double?
        /// Extra space before the track (a row's `topPadding`, a column's `leadingPadding`).
        public var leadingPadding: Double
        /// Extra space after the track (`bottomPadding`, `trailingPadding`).
        public var trailingPadding: Double
        /// The placement along this track's axis for its cells; nil inherits the grid's.
        public var placement: Placement?
        /// A row's alignment; nil inherits the grid's (columns have none).
        public var rowAlignment: RowAlignment?
        /// A hidden track takes no space and no spacing.
        public var isHidden: Bool

        public init(size: Double? = nil, leadingPadding: Double = 0, trailingPadding: Double = 0, placement: Placement? = nil,
                    rowAlignment: RowAlignment? = nil, isHidden: Bool = false) {
            self.size = size
            self.leadingPadding = leadingPadding
            self.trailingPadding = trailingPadding
            self.placement = placement
            self.rowAlignment = rowAlignment
            self.isHidden = isHidden
        }
    }

    /// One content view and the rows and columns it covers (more than one when merged).
    public struct Cell: Sendable, Equatable {
        public var view: ItemID
        public var rows: ClosedRange<Int>
        public var columns: ClosedRange<Int>
        /// The cell's own placements and alignment; nil inherits.
        public var xPlacement: Placement?
        public var yPlacement: Placement?
        public var rowAlignment: RowAlignment?

        public init(view: ItemID, rows: ClosedRange<Int>, columns: ClosedRange<Int>, xPlacement: Placement? = nil,
                    yPlacement: Placement? = nil, rowAlignment: RowAlignment? = nil) {
            self.view = view
            self.rows = rows
            self.columns = columns
            self.xPlacement = xPlacement
            self.yPlacement = yPlacement
            self.rowAlignment = rowAlignment
        }
    }

    public var rows: [Track]
    public var columns: [Track]
    public var cells: [Cell]
    /// Space between adjacent rows and between adjacent columns (AppKit's default is 6).
    public var rowSpacing: Double
    public var columnSpacing: Double
    /// The grid's placements and row alignment, which rows, columns and cells inherit.
    public var xPlacement: Placement
    public var yPlacement: Placement
    public var rowAlignment: RowAlignment

    public init(rows: [Track], columns: [Track], cells: [Cell], rowSpacing: Double = 6, columnSpacing: Double = 6,
                xPlacement: Placement = .leading, yPlacement: Placement = .trailing, rowAlignment: RowAlignment = .none) {
        self.rows = rows
        self.columns = columns
        self.cells = cells
        self.rowSpacing = rowSpacing
        self.columnSpacing = columnSpacing
        self.xPlacement = xPlacement
        self.yPlacement = yPlacement
        self.rowAlignment = rowAlignment
    }

    /// The tracks along `axis`: columns along the horizontal axis, rows along the vertical.
    public func tracks(along axis: Axis) -> [Track] { axis == .horizontal ? columns : rows }

    /// The spacing between tracks along `axis`.
    public func spacing(along axis: Axis) -> Double { axis == .horizontal ? columnSpacing : rowSpacing }

    /// The placement in effect for `cell` along `axis`: the cell's, else its first track's,
    /// else the grid's.
    public func placement(of cell: Cell, along axis: Axis) -> Placement {
        let tracks = tracks(along: axis)
        let first = axis == .horizontal ? cell.columns.lowerBound : cell.rows.lowerBound
        let own = axis == .horizontal ? cell.xPlacement : cell.yPlacement
        let track = tracks.indices.contains(first) ? tracks[first].placement : nil
        return own ?? track ?? (axis == .horizontal ? xPlacement : yPlacement)
    }

    /// The row alignment in effect for `cell`: the cell's, else its row's, else the grid's.
    public func rowAlignment(of cell: Cell) -> RowAlignment {
        let row = rows.indices.contains(cell.rows.lowerBound) ? rows[cell.rows.lowerBound].rowAlignment : nil
        return cell.rowAlignment ?? row ?? rowAlignment
    }
}
