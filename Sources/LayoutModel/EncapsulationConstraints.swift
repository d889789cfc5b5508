/// Sizes the system imposes from outside the constraint graph.
///
/// - A cell's content view is held at the cell's size by required
///   `UIView-Encapsulated-Layout-Width/Height` constraints (and at the cell's origin by
///   `…-Left/Top`), exactly as UIKit does while it measures and lays out cells, so a
///   content view whose constraints demand another height conflicts as it does at run time.
///   A self-sizing cell (`sizesHeightToContent`) is measured first: its content decides
///   the height, and the stored height only settles one the content leaves open.
/// - A view controller's root view embedded in a container (a root view with a superview and
///   without autoresizing) gets the same four constraints from its stored frame.
/// - The graph's root view is the origin of the coordinates (`minX = minY = 0`); a root
///   that translates its autoresizing mask, or is a controller's root view, is also held at
///   its stored size (its window or container sets it).
/// - On macOS, a root that Interface Builder marked misplaced is held at its stored size only
///   at `NSLayoutPriorityWindowSizeStayPut` (500): AppKit lets a window's required content
///   constraints resize it, and Xcode stores the subviews laid out in that size while the
///   root keeps the frame it was given (hence the marker). Its views without an intrinsic
///   size keep their stored sizes just above that (`storedSizeHolds(inMisplacedRoot:_:)`).
enum EncapsulationConstraints {
    /// `NSLayoutPriorityWindowSizeStayPut`: the priority with which an AppKit window keeps its
    /// current size against its content's constraints.
    static let windowSizeStayPut = 500.0

    /// The priority of a self-sizing cell's stored height (`LayoutItem.sizesHeightToContent`):
    /// below every content priority, so it only settles a height the content leaves open.
    static let storedHeightPreference = 1.0
    static func constraints(in graph: LayoutGraph, present: PresentSystemConstraints) -> [LayoutConstraint] {
        var result: [LayoutConstraint] = []
        // Read in place (no copy of each item): most items are neither roots nor encapsulated views.
        for id in graph.itemIDs {
            guard let role = graph[id].viewRole else { continue }
            guard let parent = graph[id].parent else {
                result += rootConstraints(id, graph[id], role, platform: graph.platform)
                if isResizableWindowRoot(graph[id], platform: graph.platform) {
                    result += storedSizeHolds(inMisplacedRoot: id, graph)
                }
                continue
            }
            let encapsulated = role == .cellContentView || (role == .rootView && !graph[id].translatesAutoresizingMask)
            guard encapsulated, let frame = graph[id].storedFrame ?? graph[parent].storedFrame.map({ Rect(x: 0, y: 0, width: $0.width, height: $0.height) }),
                  !present.contains(.cellEncapsulatedSize, on: id) else { continue }
            let factory = ConstraintFactory(origin: .cellEncapsulatedSize, owner: parent)
            result.append(factory.make("UIView-Encapsulated-Layout-Left", id, .left, .equal, parent, .left, constant: frame.x))
            result.append(factory.make("UIView-Encapsulated-Layout-Top", id, .top, .equal, parent, .top, constant: frame.y))
            result.append(factory.make("UIView-Encapsulated-Layout-Width", id, .width, constant: frame.width))
            let height = graph[parent].sizesHeightToContent ? storedHeightPreference : LayoutConstraint.required
            result.append(factory.make("UIView-Encapsulated-Layout-Height", id, .height, constant: frame.height, priority: height))
        }
        return result
    }

    /// Whether `root` is an AppKit root that translates its mask and that Interface Builder
    /// marked misplaced: a window content view its content may resize.
    private static func isResizableWindowRoot(_ root: LayoutItem, platform: Platform) -> Bool {
        platform == .macOS && root.translatesAutoresizingMask && root.designTime?.misplaced == true
    }

    /// The priority at which the views of a misplaced window content view keep their
    /// stored sizes: just above the window's own (`windowSizeStayPut`).
    static let storedSizeInMisplacedRoot = windowSizeStayPut + 1

    /// Holds, in a root Interface Builder marked misplaced, each view whose size in an axis no
    /// intrinsic size decides at the size Xcode stored for it, just above the window's 500:
    /// Auto Layout leaves what nothing decides where it was, so Xcode kept those views at
    /// their sizes and laid the window out around them, and the window's frame is the stale
    /// one (hence the marker). NetNewsWire's accounts pane is stored 380 pt tall around views
    /// laid out for 265 (its 201 pt table kept), iina's welcome window 400 around 399.
    private static func storedSizeHolds(inMisplacedRoot root: ItemID, _ graph: LayoutGraph) -> [LayoutConstraint] {
        let factory = ConstraintFactory(origin: .implicit, owner: nil)
        var result: [LayoutConstraint] = []
        for id in graph.itemIDs where id != root && !graph[id].translatesAutoresizingMask {
            guard let frame = graph[id].storedFrame else { continue }
            let intrinsic = graph[id].intrinsicContentSize
            if intrinsic.width == nil {
                result.append(factory.make("stored width in a misplaced window", id, .width, constant: frame.width, priority: storedSizeInMisplacedRoot))
            }
            if intrinsic.height == nil {
                result.append(factory.make("stored height in a misplaced window", id, .height, constant: frame.height, priority: storedSizeInMisplacedRoot))
            }
        }
        return result
    }

    private static func rootConstraints(_ id: ItemID, _ item: LayoutItem, _ role: ViewRole, platform: Platform) -> [LayoutConstraint] {
        let origin = ConstraintFactory(origin: .implicit, owner: nil)
        var result = [origin.make("root minX = 0", id, .left), origin.make("root minY = 0", id, .top)]
            .map { constraint in
                var pinned = constraint
                pinned.isInSuperviewCoordinates = true
                return pinned
            }
        let masked = item.translatesAutoresizingMask
        if let frame = item.storedFrame, masked || role == .rootView || role == .cell {
            let size = ConstraintFactory(origin: masked ? .autoresizingMask : .cellEncapsulatedSize, owner: nil)
            let (width, height) = masked ? ("h=--& v=--&", "h=--& v=--&")
                                         : ("UIView-Encapsulated-Layout-Width", "UIView-Encapsulated-Layout-Height")
            let priority = isResizableWindowRoot(item, platform: platform) ? windowSizeStayPut : LayoutConstraint.required
            result.append(size.make(width, id, .width, constant: frame.width, priority: priority))
            result.append(size.make(height, id, .height, constant: frame.height, priority: priority))
        }
        return result
    }
}
