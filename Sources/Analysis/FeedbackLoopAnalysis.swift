import LayoutModel

/// A view whose frame kept changing over the layout passes a running app recorded.
public struct FeedbackLoopFact: Sendable, Equatable {
    /// The view.
    public var view: ItemID
    /// The frames it took, pass by pass.
    public var frames: [Rect]
    /// The cycle's length in passes (2: it flips between two frames), or nil when the frames
    /// never repeat (the layout does not converge).
    public var period: Int?
    /// Where the passes come from.
    public var source: Source = .recordedPasses

    /// Where the passes of a feedback loop come from.
    public enum Source: String, Sendable, Equatable {
        /// Passes a running app recorded (a layout dump's `passes`).
        case recordedPasses
        /// Passes layoutlint simulated: wrapping content whose height depends on the width
        /// layout gives it (a dump's `heightForWidth` samples), re-laid out until it settles.
        case heightForWidth
    }
}

/// Layout feedback loops in recorded passes: a view whose frame never settles — it returns
/// to an earlier frame after `period` passes (oscillation), or keeps changing through the
/// last three passes without repeating (divergence). A frame that changes and then stays
/// is a layout that converged, not a loop.
enum FeedbackLoopAnalysis {
    /// Frames closer than this are the same (pixel rounding).
    static let tolerance = 0.5

    static func loops(in graph: LayoutGraph) -> [FeedbackLoopFact] {
        recordedLoops(in: graph) + HeightForWidthAnalysis.loops(in: graph)
    }

    static func recordedLoops(in graph: LayoutGraph) -> [FeedbackLoopFact] {
        guard graph.recordedPasses.count >= 3 else { return [] }
        var byView: [ItemID: [Rect]] = [:]
        var order: [ItemID] = []
        for pass in graph.recordedPasses {
            for record in pass.frames {
                if byView[record.view] == nil { order.append(record.view) }
                byView[record.view, default: []].append(record.frame)
            }
        }
        var facts: [FeedbackLoopFact] = []
        for view in order.sorted() {
            guard let frames = byView[view], frames.count >= 3 else { continue }
            let last = frames.count - 1
            // Settled: the last two passes agree.
            if same(frames[last], frames[last - 1]) { continue }
            // The smallest p for which the last 2p frames repeat with period p.
            let period = stride(from: 2, through: frames.count / 2, by: 1).first { p in
                (frames.count - p..<frames.count).allSatisfy { i in same(frames[i], frames[i - p]) }
            }
            facts.append(FeedbackLoopFact(view: view, frames: frames, period: period))
        }
        return facts
    }

    static func same(_ a: Rect, _ b: Rect) -> Bool {
        a.isWithin(tolerance, of: b)
    }
}
