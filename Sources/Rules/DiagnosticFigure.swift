import LayoutModel

/// What to draw for a finding or a console-log conflict: the views involved and the
/// constraints between them. A plain value (names, indices, frames), so that reporters can
/// draw it without the layout.
public struct DiagnosticFigure: Sendable, Equatable, Codable {
    /// What the picture shows.
    public enum Kind: String, Sendable, Equatable, Codable {
        /// Required constraints that cannot all hold: the lines are the minimal conflicting set.
        case conflict
        /// A view whose position or size is not fixed: the lines are the constraints on it.
        case ambiguity
    }

    /// One view (or layout guide).
    public struct View: Sendable, Equatable, Codable {
        /// How people recognise it (`UILabel'title'`, `UIView:card`).
        public var name: String
        /// Its superview: an index into `views`, always smaller than this view's own.
        public var parent: Int?
        /// Its frame in root coordinates, as solved.
        public var frame: Rect
        /// The view the finding is about (the ambiguous one).
        public var highlighted: Bool

        /// Creates a view.
        public init(name: String, parent: Int?, frame: Rect, highlighted: Bool = false) {
            self.name = name
            self.parent = parent
            self.frame = frame
            self.highlighted = highlighted
        }
    }

    /// One constraint: between an attribute of one view and an attribute of another, or of
    /// one view and a constant.
    public struct Line: Sendable, Equatable, Codable {
        /// Its first item: an index into `views`.
        public var first: Int
        /// The attribute of the first item.
        public var firstAttribute: LayoutAttribute
        /// Its second item, when it has one.
        public var second: Int?
        /// The attribute of the second item (`notAnAttribute` for a constant).
        public var secondAttribute: LayoutAttribute
        /// The equation (`UIView:card.width >= 200`).
        public var label: String
        /// A member of the conflict, or a constraint on the ambiguous axis.
        public var highlighted: Bool
        /// The constraint to break.
        public var isSuggestedBreak: Bool
        /// The constraint UIKit said it broke (console logs).
        public var isBrokenByUIKit: Bool

        /// Creates a line.
        public init(first: Int, firstAttribute: LayoutAttribute, second: Int?, secondAttribute: LayoutAttribute,
                    label: String, highlighted: Bool, isSuggestedBreak: Bool = false, isBrokenByUIKit: Bool = false) {
            self.first = first
            self.firstAttribute = firstAttribute
            self.second = second
            self.secondAttribute = secondAttribute
            self.label = label
            self.highlighted = highlighted
            self.isSuggestedBreak = isSuggestedBreak
            self.isBrokenByUIKit = isBrokenByUIKit
        }
    }

    /// What the picture shows.
    public var kind: Kind
    /// The views, parents first.
    public var views: [View]
    /// The constraints.
    public var lines: [Line]

    /// Creates a figure.
    public init(kind: Kind, views: [View], lines: [Line]) {
        self.kind = kind
        self.views = views
        self.lines = lines
    }
}
