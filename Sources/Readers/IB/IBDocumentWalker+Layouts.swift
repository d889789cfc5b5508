import LayoutModel

extension IBDocumentWalker {
    /// Builds the layout rooted at `root`, then the cells found inside it. A layout that
    /// cannot be read (a constraint naming no object, a value out of range) is left out with
    /// its error in `problems` and its views in `notLaidOut`; the file's other layouts, and
    /// the cells found before the error, are still built. Xcode refuses the whole document,
    /// but one broken scene should not hide the findings of a storyboard's thirty others.
    mutating func buildLayouts(_ root: XMLElementNode, controller: XMLElementNode?, container: XMLElementNode? = nil) {
        var nested: [(cell: XMLElementNode, container: XMLElementNode)] = []
        do throws(IBLayoutBuilder.Failure) {
            try buildLayout(root, controller: controller, container: container, nested: &nested)
        } catch {
            leaveOut(root, controller: controller, failure: error, keeping: nested.map(\.cell))
        }
        for (cell, container) in nested {
            buildLayouts(cell, controller: nil, container: container)
        }
    }

    /// Leaves out the layout rooted at `root`, which `failure` stopped: the error joins
    /// `problems` as the whole file's would have, and every view of the layout joins
    /// `notLaidOut` with the error as its reason, so that a measure or a report still counts
    /// them. The cells in `keeping` are layouts of their own, built separately: their views are
    /// not listed.
    mutating func leaveOut(_ root: XMLElementNode, controller: XMLElementNode?, failure: IBLayoutBuilder.Failure,
                           keeping: [XMLElementNode]) {
        let element = failure.element
        let path = "<\(element.name)\(element["id"].map { " id=\"\($0)\"" } ?? "")>"
        problems.append(ReaderError(kind: .invalidContent, file: file, line: element.line, column: element.column,
                                    path: path, message: failure.message))
        let layout = controllerName(controller)
            ?? IBValues.trimmed("\(IBElementKinds.className(of: root, on: platform)) \(root["id"] ?? "")")
        let reason = "its layout could not be read: \(path) at line \(element.line), column \(element.column): \(failure.message)"
        var views: [XMLElementNode] = []
        collectViews(root, skipping: keeping, into: &views)
        notLaidOut += views.map { notLaidOutReport($0, layout: layout, reason: reason) }
    }

    /// The views at and under `element` in document order, leaving out the subtrees of
    /// `skipping`.
    private func collectViews(_ element: XMLElementNode, skipping: [XMLElementNode], into views: inout [XMLElementNode]) {
        // Elements are values; a position in the file tells them apart.
        if skipping.contains(where: { $0.line == element.line && $0.column == element.column }) { return }
        if IBLayoutBuilder.isView(element) { views.append(element) }
        for child in element.children where !Self.skipped.contains(child.name) {
            collectViews(child, skipping: skipping, into: &views)
        }
    }
}
