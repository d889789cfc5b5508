import LayoutModel

/// The children of a view element: subviews, keyed views (content views), the cells of
/// tables and collections, a tab view's items and a grid's cells.
extension IBLayoutBuilder {
    /// The subviews: elements inside `<subviews>` and keyed view children (content views,
    /// clip views); cells found in table and collection views become roots of their own.
    mutating func addChildren(of element: XMLElementNode, parent: ItemID) throws(Failure) {
        for child in element.children {
            // An NSStackView laid out by gravity areas keeps its views in three lists.
            if child.name == "subviews" || Self.gravityAreaLists.contains(child.name) {
                for subview in child.children {
                    if Self.isView(subview) {
                        if Self.isCell(subview) { nestedRoots.append((subview, element)) } else { try addView(subview, parent: parent) }
                    } else if isFramelessView(subview) {
                        reportUnplaced(inside: subview)
                    }
                }
            } else if isFramelessContentView(child, parent: parent) {
                // Xcode 6 and 7 could leave a cell's content view without a frame: UIKit
                // gives it the cell's bounds.
                if let id = try addView(child, parent: parent, role: .cellContentView), let cell = graph[parent].storedFrame {
                    graph[id].storedFrame = Rect(x: 0, y: 0, width: cell.width, height: cell.height)
                }
            } else if let legacyID = legacyContentViewID(child, parent: parent) {
                // A plain view that keeps its frame in the cell: the cell's own constraints
                // place the content, and it is the cell that UIKit measures for its size.
                try addView(child, parent: parent, objectID: legacyID)
            } else if Self.isView(child) {
                if Self.isCell(child) {
                    nestedRoots.append((child, element))
                } else {
                    let role: ViewRole? = child["key"] == "contentView" && graph[parent].viewRole == .cell ? .cellContentView : nil
                    try addView(child, parent: parent, role: role)
                }
            } else if Self.cellLists.contains(child.name) {
                collectCells(in: child, container: element)
            } else if child.name == "gridCells" {
                try addGridCells(child, grid: parent)
            } else if child["key"] == "contentView", isFramelessView(child) {
                reportUnplaced(inside: child)
            } else if child.name == "tabViewItems" {
                // Each tab's view fills the tab view's content rect while its tab is selected:
                // every one is laid out, as a root of its own at its stored size.
                for item in child.children("tabViewItem") {
                    if let view = item.children.first(where: { $0["key"] == "view" && Self.isView($0) }) {
                        nestedRoots.append((view, element))
                    }
                }
            }
        }
    }

    /// The id to give a cell's content view that Interface Builder stored without one, or nil.
    /// Xcode 10 and earlier wrote a collection view cell's content view as `<view
    /// key="contentView">` with no id (Xcode 11 made it `<collectionViewCellContentView>` with
    /// one), and kept the cell's constraints on the cell; the view still holds every subview.
    /// UICollectionViewCell measures itself (`preferredLayoutAttributesFitting(_:)` fits the
    /// cell), so constraints to the cell are not a broken self-sizing chain there.
    /// Xcode 6 and 7 wrote an NSBox's content view the same way (Sequel Pro's Xcode 6 files,
    /// AutoPkgr's Xcode 7 ones, whose constrained views sit in it): without an id its
    /// subviews would be left out unseen.
    func legacyContentViewID(_ element: XMLElementNode, parent: ItemID) -> String? {
        guard element.name == "view", element["key"] == "contentView", element["id"] == nil,
              graph[parent].viewRole == .cell || (platform == .macOS && graph[parent].className == "NSBox"),
              element.child("rect", key: "frame") != nil else { return nil }
        return graph[parent].id + ".contentView"
    }

    /// Whether `element` is a view the file stores without a frame. (A cell's frameless
    /// content view, which UIKit sizes to its cell, is taken up before this is asked.)
    func isFramelessView(_ element: XMLElementNode) -> Bool {
        element.child("rect", key: "frame") == nil && !IBElementKinds.nonViews.contains(element.name)
            && IBElementKinds.kind(of: element.name, on: platform) != nil
    }

    /// Records every view inside `container`, a view without a frame, as not laid out: the
    /// file does not say where `container` lies, so neither where they do.
    mutating func reportUnplaced(inside container: XMLElementNode) {
        let name = "<\(container.name)" + (container["id"].map { " id=\"\($0)\"" } ?? "") + ">"
        let reason = "it lies in \(name), which the file stores without a frame: where that view lies is not known"
        // Depth first, in document order.
        var pending = Array(container.children.reversed())
        while let next = pending.popLast() {
            if Self.isView(next) { unplaced.append((next, reason)) }
            pending.append(contentsOf: next.children.reversed())
        }
    }

    /// Whether `element` is a cell's content view stored without a frame (and with an id).
    func isFramelessContentView(_ element: XMLElementNode, parent: ItemID) -> Bool {
        element["key"] == "contentView" && element["id"] != nil && element.child("rect", key: "frame") == nil
            && graph[parent].viewRole == .cell && graph[parent].storedFrame != nil
            && !IBElementKinds.nonViews.contains(element.name)
    }

    mutating func collectCells(in element: XMLElementNode, container: XMLElementNode) {
        for child in element.children {
            // Any view can be a view-based table's cell view (a stack view, a custom view),
            // not only an NSTableCellView.
            if Self.isCell(child) || (element.name == "prototypeCellViews" && Self.isView(child)) {
                nestedRoots.append((child, container))
            } else if !Self.isView(child) {
                collectCells(in: child, container: container)
            }
        }
    }

    /// Whether an element is a view: it has an id and a stored frame, and is not a window,
    /// menu or cell-based control part. Unknown elements that look like views are views.
    static func isView(_ element: XMLElementNode) -> Bool {
        element["id"] != nil && !IBElementKinds.nonViews.contains(element.name) && element.child("rect", key: "frame") != nil
    }

    /// The first tools version whose table cells have iOS 11's margins: Xcode 9.0's files
    /// (13189–13196) still draw cells with UIKit's plain 8 pt margins (peaks-cc,
    /// JessRascal and thomaspickup outside the corpus: every margin-pinned cell, 12 views),
    /// Xcode 9.2's (ChatSecure, 13771) do not; the change is put between them.
    static let firstIOS11ToolsVersion = 13500.0

    /// Xcode 26 (toolsVersion 24xxx) is the first to draw iOS 26's taller table cells.
    static let firstXcode26ToolsVersion = 24000.0

    /// Elements that hold a table's or collection's cells (not views themselves): UIKit's
    /// prototypes and static sections, and a view-based `NSTableView`'s columns, whose
    /// `<prototypeCellViews>` hold its `NSTableCellView`s.
    static let cellLists: ElementNames = ["prototypes", "cells", "sections", "tableViewSection", "items", "tableColumns"]

    /// The lists an `NSStackView` laid out by gravity areas keeps its views in, in order.
    static let gravityAreaLists = ["beginningViews", "middleViews", "endViews"]

    static func isCell(_ element: XMLElementNode) -> Bool {
        ["tableViewCell", "collectionViewCell", "collectionReusableView", "tableCellView", "tableRowView"].contains(element.name)
    }
}
