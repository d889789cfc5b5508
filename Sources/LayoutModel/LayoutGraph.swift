/// A view hierarchy with its layout guides and constraints: what a reader produces and
/// what `RuntimeConstraints` completes into the system UIKit solves.
public struct LayoutGraph: Sendable {
    /// The platform whose rules apply.
    public var platform: Platform
    /// Every view and layout guide; `ItemID(i)` is `items[i]`. Parents come before children.
    public var items: [LayoutItem]
    /// The constraints the input holds (user constraints, and system ones when the input
    /// recorded them).
    public var constraints: [LayoutConstraint]
    /// Successive layout passes a running app recorded (layout dumps), oldest first.
    public var recordedPasses: [RecordedLayoutPass] = []
    /// Which items the solver measures from a sibling instead of their parent; set by
    /// `RuntimeSystem` for the constraints it solves (nil: every item from its parent).
    public internal(set) var positionAnchors: PositionAnchors?
    /// The screen scale at whose pixels the input's frames were laid out and stored, when it
    /// snaps them: every edge, in the root's coordinates, at the nearest pixel (Interface
    /// Builder stores AppKit documents' frames in whole points: 1). Nil: frames as solved.
    public var storedPixelScale: Double?

    /// Creates a graph.
    public init(platform: Platform = .iOS, items: [LayoutItem] = [], constraints: [LayoutConstraint] = []) {
        self.platform = platform
        self.items = items
        self.constraints = constraints
    }

    /// Appends an item and returns its id.
    @discardableResult
    public mutating func add(_ item: LayoutItem) -> ItemID {
        items.append(item)
        return ItemID(items.count - 1)
    }

    /// The item with the given id.
    @inlinable
    public subscript(id: ItemID) -> LayoutItem {
        // Not `_read`/`_modify`: borrowing through them read freed memory in
        // `IBLayoutBuilder.addView` under the address sanitizer (Swift 6.3, fuzz build).
        // Inlinable instead, so that `graph[id].parent` in another module reads the one
        // property from the array rather than copying the whole item (a copy retains and
        // releases each of its strings and arrays: 2 % of `lint`).
        get { items[id.index] }
        set { items[id.index] = newValue }
    }

    /// Every item id, in order.
    public var itemIDs: [ItemID] { items.indices.map(ItemID.init) }

    /// Whether `id` names an item of this graph.
    public func contains(_ id: ItemID) -> Bool { items.indices.contains(id.index) }

    /// The layout guides owned by `owner`, in order.
    public func guides(ownedBy owner: ItemID) -> [ItemID] {
        itemIDs.filter { self[$0].parent == owner && !self[$0].isView }
    }

    /// The first guide of `role` owned by `owner`.
    public func guide(_ role: GuideRole, of owner: ItemID) -> ItemID? {
        itemIDs.first { self[$0].parent == owner && self[$0].guideRole == role }
    }

    /// The subviews of `parent`, in order.
    public func subviews(of parent: ItemID) -> [ItemID] {
        itemIDs.filter { self[$0].parent == parent && self[$0].isView }
    }

    /// How many ancestors `item` has (0 for the root).
    public func depth(of item: ItemID) -> Int {
        var depth = 0
        var current = self[item].parent
        while let parent = current, depth <= items.count {
            depth += 1
            current = self[parent].parent
        }
        return depth
    }
    /// `rect`, an alignment rectangle of `item` in its parent's alignment rectangle (top-left
    /// origin, the solver's coordinates), as the platform's `frame` reports it: widened by the
    /// item's alignment insets, shifted by its parent's (a frame is in the parent's frame, a
    /// box's content view inside its border), and bottom-left in an unflipped AppKit superview
    /// whose alignment rectangle is `parentHeight` tall.
    public func platformFrame(ofAlignmentRect rect: Rect, of item: ItemID, parentHeight: Double) -> Rect {
        let frame = topLeftFrame(ofAlignmentRect: rect, of: item)
        guard let parent = self[item].parent, platform == .macOS, !self[parent].isFlipped else { return frame }
        let insets = self[parent].alignmentInsets
        return frame.flippedVertically(inContainerOfHeight: parentHeight + insets.top + insets.bottom)
    }

    /// `rect`, an alignment rectangle of `item` in its parent's alignment rectangle, as a
    /// frame in the parent's frame with a top-left origin: widened by the item's alignment
    /// insets and shifted by its parent's.
    public func topLeftFrame(ofAlignmentRect rect: Rect, of item: ItemID) -> Rect {
        let frame = self[item].frame(aroundAlignmentRect: rect)
        guard let parent = self[item].parent else { return frame }
        let insets = self[parent].alignmentInsets
        return Rect(x: frame.x + insets.left, y: frame.y + insets.top, width: frame.width, height: frame.height)
    }


    /// Whether `ancestor` is a strict ancestor of `item` (through superviews and guide owners).
    public func isAncestor(_ ancestor: ItemID, of item: ItemID) -> Bool {
        var current = self[item].parent
        var steps = 0
        while let next = current, steps <= items.count {
            if next == ancestor { return true }
            current = self[next].parent
            steps += 1
        }
        return false
    }
}

/// One layout pass as a running app recorded it: some views' frames in their superviews.
public struct RecordedLayoutPass: Sendable, Equatable {
    /// One view's frame in the pass.
    public struct Frame: Sendable, Equatable {
        /// The view.
        public var view: ItemID
        /// Its frame in its superview (top-left origin).
        public var frame: Rect

        /// Creates a record.
        public init(view: ItemID, frame: Rect) {
            self.view = view
            self.frame = frame
        }
    }

    /// The frames, in the order recorded.
    public var frames: [Frame]

    /// Creates a pass.
    public init(frames: [Frame]) {
        self.frames = frames
    }
}

extension LayoutConstraint {
    /// Why UIKit would refuse to create this constraint (mixing axes, a location equal to a
    /// constant, mixing leading/trailing with left/right, a zero multiplier on a location,
    /// a non-finite number, a priority out of 1…1000), or nil when it is valid.
    public func validationProblem() -> String? {
        // The readers check each number where they read it; this catches graphs built in code.
        if let problem = InputNumber.multiplier.problem(multiplier, name: "the multiplier") { return problem }
        if let problem = InputNumber.length.problem(constant, name: "the constant") { return problem }
        if let problem = InputNumber.priority.problem(priority, name: "the priority") { return problem }
        guard let firstAxis = firstAttribute.axis else { return "the first attribute cannot be notAnAttribute" }
        if isInSuperviewCoordinates { return nil }
        guard secondItem != nil else {
            if !firstAttribute.isDimension {
                return "a constraint cannot set a location (\(firstAttribute.rawValue)) equal to a constant; it needs a second item"
            }
            return nil
        }
        guard let secondAxis = secondAttribute.axis else { return "a constraint with a second item needs a second attribute" }
        if firstAttribute.isDimension != secondAttribute.isDimension {
            return "a constraint cannot relate a size (\(firstAttribute.isDimension ? firstAttribute.rawValue : secondAttribute.rawValue)) to a location (\(firstAttribute.isDimension ? secondAttribute.rawValue : firstAttribute.rawValue))"
        }
        if !firstAttribute.isDimension && firstAxis != secondAxis {
            return "a constraint cannot relate a horizontal location (\(firstAxis == .horizontal ? firstAttribute.rawValue : secondAttribute.rawValue)) to a vertical one (\(firstAxis == .vertical ? firstAttribute.rawValue : secondAttribute.rawValue))"
        }
        if (firstAttribute.isDirectional && secondAttribute.isAbsoluteHorizontalEdge)
            || (firstAttribute.isAbsoluteHorizontalEdge && secondAttribute.isDirectional) {
            return "a constraint cannot mix leading/trailing with left/right (\(firstAttribute.rawValue), \(secondAttribute.rawValue))"
        }
        if multiplier == 0 && !firstAttribute.isDimension {
            return "a multiplier of 0 on a location (\(secondAttribute.rawValue)) is invalid"
        }
        return nil
    }
}
