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

    /// The views, guides and constraints.
    public var graph: LayoutGraph
    /// Height-for-width samples, in view order.
    public var heightForWidth: [HeightForWidth]
    /// Recorded layout passes, in order (they live in the graph, where the analysis reads them).
    public var layoutPasses: [RecordedLayoutPass] { graph.recordedPasses }
    /// The generator string, when the dump names one.
    public var generator: String?
}
