import Testing
@testable import LayoutModel

// MARK: - Alignment

@Suite("Stack views: alignment across the axis")
struct StackViewAlignmentTests {
    /// Three equal columns 100 wide, with intrinsic heights 20, 40 and 60.
    private func columns(_ alignment: StackSettings.Alignment, height: Double?, views: [LayoutItem]? = nil) -> StackScene {
        StackScene(StackSettings(axis: .horizontal, distribution: .fillEqually, alignment: alignment), width: 300, height: height,
                   views: views ?? [view("a", height: 20), view("b", height: 40), view("c", height: 60)])
    }

    @Test func fillStretchesEveryViewAcross() throws {
        let scene = columns(.fill, height: 100)
        let solved = try scene.solve()
        for (index, item) in scene.views.enumerated() { expectFrame(solved.frame(item), Double(index) * 100, 0, 100, 100) }
    }

    @Test func topKeepsIntrinsicHeightsAtTheTop() throws {
        let scene = columns(.leading, height: 100)
        let solved = try scene.solve()
        expectFrame(solved.frame(scene.views[0]), 0, 0, 100, 20)
        expectFrame(solved.frame(scene.views[1]), 100, 0, 100, 40)
        expectFrame(solved.frame(scene.views[2]), 200, 0, 100, 60)
    }

    @Test func topAlignedStackIsAsTallAsItsTallestView() throws {
        let scene = columns(.leading, height: nil)
        let solved = try scene.solve()
        expectFrame(solved.frame(scene.stack), 0, 0, 300, 60)
    }

    @Test func centerCentresEveryView() throws {
        let scene = columns(.center, height: 100)
        let solved = try scene.solve()
        expectFrame(solved.frame(scene.views[0]), 0, 40, 100, 20)
        expectFrame(solved.frame(scene.views[1]), 100, 30, 100, 40)
        expectFrame(solved.frame(scene.views[2]), 200, 20, 100, 60)
    }

    @Test func centerAlignedStackIsAsTallAsItsTallestView() throws {
        let scene = columns(.center, height: nil)
        let solved = try scene.solve()
        expectClose(solved.frame(scene.stack).height, 60)
        expectFrame(solved.frame(scene.views[0]), 0, 20, 100, 20)
        expectFrame(solved.frame(scene.views[2]), 200, 0, 100, 60)
    }

    @Test func bottomKeepsIntrinsicHeightsAtTheBottom() throws {
        let scene = columns(.trailing, height: 100)
        let solved = try scene.solve()
        expectFrame(solved.frame(scene.views[0]), 0, 80, 100, 20)
        expectFrame(solved.frame(scene.views[1]), 100, 60, 100, 40)
        expectFrame(solved.frame(scene.views[2]), 200, 40, 100, 60)
    }

    /// First baselines 15, 30 and 20 below the tops: b reaches highest above the baseline
    /// (30), c lowest below it (40), so the stack is 70 tall with the baseline at 30.
    @Test func firstBaselineAlignsFirstBaselinesInsideTheStack() throws {
        let scene = columns(.firstBaseline, height: nil, views: [
            view("a", height: 20, firstBaseline: 15), view("b", height: 40, firstBaseline: 30), view("c", height: 60, firstBaseline: 20),
        ])
        let solved = try scene.solve()
        expectClose(solved.frame(scene.stack).height, 70)
        expectFrame(solved.frame(scene.views[0]), 0, 15, 100, 20)
        expectFrame(solved.frame(scene.views[1]), 100, 0, 100, 40)
        expectFrame(solved.frame(scene.views[2]), 200, 10, 100, 60)
    }

    /// Last baselines 15, 30 and 30 below the tops.
    @Test func lastBaselineAlignsLastBaselinesInsideTheStack() throws {
        let scene = columns(.lastBaseline, height: nil, views: [
            view("a", height: 20, lastBaseline: 5), view("b", height: 40, lastBaseline: 10), view("c", height: 60, lastBaseline: 30),
        ])
        let solved = try scene.solve()
        expectClose(solved.frame(scene.stack).height, 60)
        expectFrame(solved.frame(scene.views[0]), 0, 15, 100, 20)
        expectFrame(solved.frame(scene.views[1]), 100, 0, 100, 40)
        expectFrame(solved.frame(scene.views[2]), 200, 0, 100, 60)
    }

    @Test func viewWithoutIntrinsicHeightCollapsesWhenNotFilling() throws {
        let scene = columns(.leading, height: 100, views: [view("a", height: 20), view("b"), view("c", height: 60)])
        let solved = try scene.solve()
        expectFrame(solved.frame(scene.views[1]), 100, 0, 100, 0)
    }

    @Test(arguments: [StackSettings.Alignment.firstBaseline, .lastBaseline])
    func verticalStackTreatsBaselineAlignmentAsFill(_ alignment: StackSettings.Alignment) throws {
        let scene = StackScene(StackSettings(axis: .vertical, alignment: alignment), width: 200,
                               views: [view("a", width: 50, height: 30, firstBaseline: 20), view("b", width: 100, height: 40)])
        let solved = try scene.solve()
        expectFrame(solved.frame(scene.views[0]), 0, 0, 200, 30)
        expectFrame(solved.frame(scene.views[1]), 0, 30, 200, 40)
    }
}

// MARK: - Vertical stacks

@Suite("Stack views: vertical stacks")
struct StackViewVerticalTests {
    @Test func verticalFillStacksDownwardsAndHugsTheHeights() throws {
        let scene = StackScene(StackSettings(axis: .vertical, spacing: 8), width: 200,
                               views: [view("a", height: 30), view("b", height: 40), view("c", height: 50)])
        let solved = try scene.solve()
        expectFrame(solved.frame(scene.stack), 0, 0, 200, 136)
        expectFrame(solved.frame(scene.views[0]), 0, 0, 200, 30)
        expectFrame(solved.frame(scene.views[1]), 0, 38, 200, 40)
        expectFrame(solved.frame(scene.views[2]), 0, 86, 200, 50)
    }

    @Test(arguments: [
        (StackSettings.Alignment.leading, [0.0, 0, 0]),
        (.center, [75.0, 50, 25]),
        (.trailing, [150.0, 100, 50]),
    ])
    func verticalAlignmentPlacesViewsAcross(_ alignment: StackSettings.Alignment, _ xs: [Double]) throws {
        let scene = StackScene(StackSettings(axis: .vertical, alignment: alignment), width: 200,
                               views: [view("a", width: 50, height: 30), view("b", width: 100, height: 30), view("c", width: 150, height: 30)])
        let solved = try scene.solve()
        for (index, item) in scene.views.enumerated() {
            expectFrame(solved.frame(item), xs[index], Double(index) * 30, [50.0, 100, 150][index], 30)
        }
    }

    @Test func rightToLeftVerticalStackAlignsLeadingToTheRight() throws {
        let scene = StackScene(StackSettings(axis: .vertical, alignment: .leading), width: 200, direction: .rightToLeft,
                               views: [view("a", width: 50, height: 30), view("b", width: 100, height: 30)])
        let solved = try scene.solve()
        expectFrame(solved.frame(scene.views[0]), 150, 0, 50, 30)
        expectFrame(solved.frame(scene.views[1]), 100, 30, 100, 30)
    }
}
