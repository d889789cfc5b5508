import LayoutModel

/// Feedback loops through wrapping content, simulated as UIKit runs them: lay out, give
/// each wrapping view (a multi-line label, a text view) the height its text needs at the
/// width it got (`heightForWidth` samples), lay out again, and so on. When a view's width
/// depends on its own height — an aspect ratio, a row whose other views follow the text's
/// height — the widths may cycle (the frames flip between states every pass) or never
/// repeat; when a pass gives the widths of the pass before, the layout has settled.
enum HeightForWidthAnalysis {
    /// Passes simulated before giving up: a cycle of up to 12 passes is seen twice.
    static let maximumPasses = 24

    static func loops(in graph: LayoutGraph) -> [FeedbackLoopFact] {
        let sampled = graph.itemIDs.filter { graph[$0].isView && !graph[$0].heightForWidth.isEmpty }
        guard !sampled.isEmpty else { return [] }
        var working = graph
        // The first pass uses the width the view was recorded at (else its widest sample).
        var widths = sampled.map { graph[$0].storedFrame?.width ?? graph[$0].heightForWidth.map(\.width).max() ?? 0 }
        var history: [[Double]] = []
        var frames: [[Rect]] = []
        for _ in 0..<maximumPasses {
            for (index, item) in sampled.enumerated() {
                working[item].intrinsicContentSize.height = HeightSample.height(at: widths[index], in: graph[item].heightForWidth)
            }
            guard let solved = try? LayoutSolver.solve(RuntimeSystem(working)) else { return [] }
            let next = sampled.map { solved.localFrames[$0.index].width }
            frames.append(sampled.map { solved.localFrames[$0.index] })
            if let last = history.last, same(last, next) { return [] }
            if let earlier = history.lastIndex(where: { same($0, next) }) {
                return facts(sampled, frames, period: history.count - earlier)
            }
            history.append(next)
            widths = next
        }
        return facts(sampled, frames, period: nil)
    }

    /// One fact per wrapping view whose frame changes over the passes.
    static func facts(_ sampled: [ItemID], _ frames: [[Rect]], period: Int?) -> [FeedbackLoopFact] {
        sampled.indices.compactMap { index in
            let own = frames.map { $0[index] }
            guard let first = own.first, own.contains(where: { !$0.isWithin(FeedbackLoopAnalysis.tolerance, of: first) }) else { return nil }
            return FeedbackLoopFact(view: sampled[index], frames: own, period: period, source: .heightForWidth)
        }
    }

    static func same(_ a: [Double], _ b: [Double]) -> Bool {
        zip(a, b).allSatisfy { abs($0 - $1) <= FeedbackLoopAnalysis.tolerance }
    }
}
