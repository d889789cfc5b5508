import LayoutModel

/// A layout dump (format v1, `docs/dump-format.md`) as read: the graph, plus what the app
/// recorded for feedback-loop analysis.
public struct LayoutDump: Sendable {
    /// Height-for-width samples of one view's wrapping content.
    public struct HeightForWidth: Sendable, Equatable {
        /// The view.
        public var view: ItemID
        /// (width, height) pairs, in file order.
        public var samples: [(width: Double, height: Double)]

        public static func == (lhs: HeightForWidth, rhs: HeightForWidth) -> Bool {
            lhs.view == rhs.view && lhs.samples.elementsEqual(rhs.samples) { $0 == $1 }
        }
    }

    /// One recorded layout pass: frames of some views (in their superview's top-left coordinates).
    public struct LayoutPass: Sendable, Equatable {
        /// (view, frame) pairs, in file order.
        public var frames: [Frame]

        /// One view's frame in a pass.
        public struct Frame: Sendable, Equatable {
            public var view: ItemID
            public var frame: Rect
        }
    }

    /// The views, guides and constraints.
    public var graph: LayoutGraph
    /// Height-for-width samples, in view order.
    public var heightForWidth: [HeightForWidth]
    /// Recorded layout passes, in order.
    public var layoutPasses: [LayoutPass]
    /// The generator string, when the dump names one.
    public var generator: String?
}
