import LayoutModel

/// The size Xcode gives an `NSMatrix` (a group of radio buttons or check boxes in cells):
/// its cells' bounding box. A matrix constrained only by its position is not ambiguous in
/// Xcode, and is stored at that size (outside the corpus: Skim's export accessory, Xcode 10,
/// one column of three 18 pt cells stored 160 × 58; CotEditor's Xcode 6 panes, 299 × 86 for
/// four 20 pt cells; sidplay5's Xcode 26 preferences, two 97 pt columns stored 198 wide).
enum IBMatrixSize {
    /// `matrix`'s cells with the spacing between them: columns × `cellSize.width` +
    /// (columns − 1) × `intercellSpacing.width` wide, and as tall for the rows (the most
    /// cells a column holds). Nil when the file gives no cell size or no cells.
    static func cellsSize(of matrix: XMLElementNode) throws(IBValues.Problem) -> OptionalSize? {
        guard matrix.name == "matrix", let cellSize = matrix.child("size", key: "cellSize"),
              let columns = matrix.child("cells")?.children("column"), !columns.isEmpty else { return nil }
        let rows = columns.map { $0.children.filter { $0.name.hasSuffix("Cell") }.count }.max() ?? 0
        guard rows > 0 else { return nil }
        let spacing = matrix.child("size", key: "intercellSpacing")
        func length(_ size: XMLElementNode?, _ name: String) throws(IBValues.Problem) -> Double {
            guard let size, let text = size[name] else { return 0 }
            return max(0, try IBValues.number(text, attribute: "\(size["key"] ?? "size").\(name)"))
        }
        let width = Double(columns.count) * (try length(cellSize, "width")) + Double(columns.count - 1) * (try length(spacing, "width"))
        let height = Double(rows) * (try length(cellSize, "height")) + Double(rows - 1) * (try length(spacing, "height"))
        // Many cells of a large size can add up past what any length may be.
        for (value, axis) in [(width, "width"), (height, "height")] {
            if let problem = InputNumber.length.problem(value, name: "the matrix's \(axis) from its cells") { throw IBValues.Problem(message: problem) }
        }
        return OptionalSize(width: width, height: height)
    }
}
