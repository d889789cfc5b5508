import Testing
@testable import LayoutModel

// MARK: - Distribution

@Suite("Stack views: distribution along the axis")
struct StackViewDistributionTests {
    @Test func fillStretchesTheViewThatHugsLeast() throws {
        let scene = StackScene(StackSettings(axis: .horizontal, spacing: 10), width: 300, height: 50, views: [
            view("a", width: 40), view("b", width: 60, hugging: AxisValues(200, nil)), view("c", width: 80),
        ])
        let solved = try scene.solve()
        expectFrame(solved.frame(scene.views[0]), 0, 0, 40, 50)
        expectFrame(solved.frame(scene.views[1]), 50, 0, 160, 50)
        expectFrame(solved.frame(scene.views[2]), 220, 0, 80, 50)
    }

    @Test func fillHugsTheIntrinsicLengthsWhenTheStackIsNotSized() throws {
        let scene = StackScene(StackSettings(axis: .horizontal, spacing: 10), height: 50, views: [
            view("a", width: 40), view("b", width: 60), view("c", width: 80),
        ])
        let solved = try scene.solve()
        expectFrame(solved.frame(scene.stack), 0, 0, 200, 50)
        expectFrame(solved.frame(scene.views[1]), 50, 0, 60, 50)
        expectFrame(solved.frame(scene.views[2]), 120, 0, 80, 50)
    }

    @Test func fillEquallySharesTheLengthLessTheSpacing() throws {
        let scene = StackScene(StackSettings(axis: .horizontal, distribution: .fillEqually, spacing: 10), width: 300, height: 50,
                               views: [view("a", width: 40), view("b", width: 60), view("c", width: 80)])
        let solved = try scene.solve()
        expectFrame(solved.frame(scene.views[0]), 0, 0, 280.0 / 3, 50)
        expectFrame(solved.frame(scene.views[1]), 310.0 / 3, 0, 280.0 / 3, 50)
        expectFrame(solved.frame(scene.views[2]), 620.0 / 3, 0, 280.0 / 3, 50)
    }

    /// AppKit keeps the lengths equal "as much as possible": below compression resistance, so
    /// the 120 pt view keeps its length and the others share what is left equally.
    @Test func fillEquallyInAnNSStackViewKeepsAViewLongerThanTheShare() throws {
        var scene = StackScene(StackSettings(axis: .horizontal, distribution: .fillEqually, spacing: 10), width: 300, height: 50,
                               views: [view("a", width: 40), view("b", width: 120), view("c", width: 30)])
        scene.graph.platform = .macOS
        let solved = try scene.solve()
        expectFrame(solved.frame(scene.views[0]), 0, 0, 80, 50)
        expectFrame(solved.frame(scene.views[1]), 90, 0, 120, 50)
        expectFrame(solved.frame(scene.views[2]), 220, 0, 80, 50)
    }

    /// 160 : 80 : 40 in 200 points, UIKit's multipliers 0.571429, 0.285714, 0.142857.
    @Test func fillProportionallySharesByIntrinsicLength() throws {
        let scene = StackScene(StackSettings(axis: .horizontal, distribution: .fillProportionally), width: 200, height: 50,
                               views: [view("a", width: 160), view("b", width: 80), view("c", width: 40)])
        let solved = try scene.solve()
        expectFrame(solved.frame(scene.views[0]), 0, 0, 800.0 / 7, 50)
        expectFrame(solved.frame(scene.views[1]), 800.0 / 7, 0, 400.0 / 7, 50)
        expectFrame(solved.frame(scene.views[2]), 1200.0 / 7, 0, 200.0 / 7, 50)
    }

    /// UIKit's shares are of `Σ intrinsic + spacing` (260 here), so away from the natural
    /// size they do not add up: the first views keep their shares of 300 (higher priority)
    /// and the last takes what is left.
    @Test func fillProportionallyWithSpacingLetsTheLastViewTakeTheRest() throws {
        let scene = StackScene(StackSettings(axis: .horizontal, distribution: .fillProportionally, spacing: 10),
                               width: 300, height: 50, views: [view("a", width: 40), view("b", width: 80), view("c", width: 120)])
        let solved = try scene.solve()
        expectFrame(solved.frame(scene.views[0]), 0, 0, 300.0 * 40 / 260, 50)
        expectFrame(solved.frame(scene.views[1]), 300.0 * 40 / 260 + 10, 0, 300.0 * 80 / 260, 50)
        expectFrame(solved.frame(scene.views[2]), 300.0 * 120 / 260 + 20, 0, 280 - 300.0 * 120 / 260, 50)
    }

    @Test func fillProportionallyWithoutIntrinsicLengthsFillsEqually() throws {
        let scene = StackScene(StackSettings(axis: .horizontal, distribution: .fillProportionally, spacing: 10),
                               width: 300, height: 50, views: [view("a"), view("b"), view("c")])
        let solved = try scene.solve()
        expectFrame(solved.frame(scene.views[0]), 0, 0, 280.0 / 3, 50)
        expectFrame(solved.frame(scene.views[2]), 620.0 / 3, 0, 280.0 / 3, 50)
        let identifiers = solved.system.constraints.compactMap(\.provenance.identifier)
        #expect(identifiers.filter { $0 == "UISV-fill-equally" }.count == 2)
        #expect(!identifiers.contains("UISV-fill-proportionally"))
    }

    @Test func equalSpacingPadsTheGapsEvenly() throws {
        let scene = StackScene(StackSettings(axis: .horizontal, distribution: .equalSpacing, spacing: 10), width: 300, height: 50,
                               views: [view("a", width: 40), view("b", width: 60), view("c", width: 80)])
        let solved = try scene.solve()
        expectFrame(solved.frame(scene.views[0]), 0, 0, 40, 50)
        expectFrame(solved.frame(scene.views[1]), 100, 0, 60, 50)
        expectFrame(solved.frame(scene.views[2]), 220, 0, 80, 50)
        let guides = solved.system.graph.guides(ownedBy: scene.stack)
        #expect(guides.map { solved.system.graph[$0].className } == ["_UIOLAGapGuide", "_UIOLAGapGuide"])
        for guide in guides { expectClose(solved.frame(guide).width, 60) }
    }

    @Test func equalSpacingHugsAtTheMinimumSpacingWhenTheStackIsNotSized() throws {
        let scene = StackScene(StackSettings(axis: .horizontal, distribution: .equalSpacing, spacing: 10), height: 50,
                               views: [view("a", width: 40), view("b", width: 60), view("c", width: 80)])
        let solved = try scene.solve()
        expectClose(solved.frame(scene.stack).width, 200)
        expectFrame(solved.frame(scene.views[1]), 50, 0, 60, 50)
        expectFrame(solved.frame(scene.views[2]), 120, 0, 80, 50)
    }

    @Test func equalCenteringSpacesTheCentresEvenly() throws {
        let scene = StackScene(StackSettings(axis: .horizontal, distribution: .equalCentering), width: 300, height: 50,
                               views: [view("a", width: 40), view("b", width: 60), view("c", width: 80)])
        let solved = try scene.solve()
        expectFrame(solved.frame(scene.views[0]), 0, 0, 40, 50)
        expectFrame(solved.frame(scene.views[1]), 110, 0, 60, 50)
        expectFrame(solved.frame(scene.views[2]), 220, 0, 80, 50)
    }

    /// Centred, b would start at 180, 20 points into a; the minimum spacing wins and b sits
    /// as near the middle as it allows.
    @Test func equalCenteringGivesWayToTheMinimumSpacing() throws {
        let scene = StackScene(StackSettings(axis: .horizontal, distribution: .equalCentering, spacing: 10), width: 300, height: 50,
                               views: [view("a", width: 200), view("b", width: 20), view("c", width: 40)])
        let solved = try scene.solve()
        expectFrame(solved.frame(scene.views[0]), 0, 0, 200, 50)
        expectFrame(solved.frame(scene.views[1]), 210, 0, 20, 50)
        expectFrame(solved.frame(scene.views[2]), 260, 0, 40, 50)
    }

    @Test func onlyTheEqualDistributionsAddGapGuides() {
        for distribution in StackSettings.Distribution.allCases {
            let scene = StackScene(StackSettings(axis: .horizontal, distribution: distribution), width: 300, height: 50,
                                   views: [view("a", width: 40), view("b", width: 60), view("c", width: 80)])
            let added = RuntimeSystem(scene.graph).graph.items.count - scene.graph.items.count
            let expected = distribution == .equalSpacing || distribution == .equalCentering ? 2 : 0
            #expect(added == expected, "\(distribution)")
        }
    }
}
