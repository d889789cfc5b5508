import Testing
@testable import LayoutModel

// Each scene is a controller's root view (375 × 667) holding one stack view that user
// constraints pin at the root's top-left corner (and size, when given), with arranged
// subviews of known intrinsic sizes. The expected frames are the ones UIKit lays out; they
// are in the stack's coordinates unless said otherwise.

// MARK: - Scene

/// An arranged subview with the given intrinsic size (nil: no intrinsic metric).
private func view(_ id: String, width: Double? = nil, height: Double? = nil,
                  hugging: AxisValues<Double?> = AxisValues(nil, nil),
                  firstBaseline: Double? = nil, lastBaseline: Double? = nil, hidden: Bool = false) -> LayoutItem {
    LayoutItem(id: id, intrinsicContentSize: OptionalSize(width: width, height: height), huggingPriority: hugging,
               firstBaselineFromTop: firstBaseline, lastBaselineFromBottom: lastBaseline, isHidden: hidden)
}

/// A root view holding a stack view with arranged subviews.
private struct StackScene {
    var graph = LayoutGraph()
    let root: ItemID
    let stack: ItemID
    private(set) var views: [ItemID] = []

    /// `customSpacing` maps the index of an arranged view to the spacing after it.
    init(_ settings: StackSettings, width: Double? = nil, height: Double? = nil, margins: EdgeInsets = .zero,
         direction: LayoutDirection = .leftToRight, customSpacing: [Int: Double] = [:], views arranged: [LayoutItem]) {
        root = graph.add(LayoutItem(id: "root", kind: .view(.rootView), storedFrame: Rect(x: 0, y: 0, width: 375, height: 667),
                                    layoutDirection: direction))
        stack = graph.add(LayoutItem(id: "stack", kind: .view(.stackView), className: "UIStackView", parent: root,
                                     layoutMargins: margins, layoutDirection: direction))
        for item in arranged {
            var item = item
            item.parent = stack
            item.layoutDirection = direction
            views.append(graph.add(item))
        }
        var settings = settings
        settings.arrangedSubviews = views
        for (index, spacing) in customSpacing { settings.customSpacingAfter[views[index]] = spacing }
        graph[stack].stack = settings
        graph.constraints.append(LayoutConstraint(stack, .left, .equal, root, .left))
        graph.constraints.append(LayoutConstraint(stack, .top, .equal, root, .top))
        if let width { graph.constraints.append(LayoutConstraint(stack, .width, constant: width)) }
        if let height { graph.constraints.append(LayoutConstraint(stack, .height, constant: height)) }
    }

    /// The run-time system solved; expects every required constraint to hold.
    func solve(sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Solution {
        let system = RuntimeSystem(graph)
        let layout = try LayoutSolver.solve(system)
        #expect(layout.rejected.isEmpty, "rejected: \(layout.rejected.map { system.constraints[$0] })",
                sourceLocation: sourceLocation)
        return Solution(system: system, layout: layout)
    }
}

private struct Solution {
    let system: RuntimeSystem
    let layout: SolvedLayout

    /// The frame in the parent's coordinates, as UIKit reports it.
    func frame(_ item: ItemID) -> Rect { layout.frame(of: item, in: system.graph) }
}

private func expectFrame(_ actual: Rect, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
                         sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let close = [actual.x - x, actual.y - y, actual.width - width, actual.height - height].allSatisfy { abs($0) < 1e-6 }
    #expect(close, "frame \(actual) is not (\(x), \(y), \(width), \(height))", sourceLocation: sourceLocation)
}

private func expectClose(_ actual: Double, _ expected: Double, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    #expect(abs(actual - expected) < 1e-6, "\(actual) is not \(expected)", sourceLocation: sourceLocation)
}

/// `identifier: first.attribute == multiplier*second.attribute + constant @priority`, the
/// parts that are not defaults left out.
private func describe(_ constraint: LayoutConstraint, in graph: LayoutGraph) -> String {
    func number(_ value: Double) -> String { value == value.rounded() ? String(Int(value)) : String(value) }
    var text = "\(constraint.provenance.identifier ?? "?"): \(graph[constraint.firstItem].id).\(constraint.firstAttribute.rawValue) "
        + constraint.relation.rawValue
    if let second = constraint.secondItem {
        text += " " + (constraint.multiplier == 1 ? "" : number(constraint.multiplier) + "*")
            + "\(graph[second].id).\(constraint.secondAttribute.rawValue)"
        if constraint.constant != 0 { text += " + " + number(constraint.constant) }
    } else {
        text += " " + number(constraint.constant)
    }
    if !constraint.isRequired { text += " @" + number(constraint.priority) }
    return text
}

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

// MARK: - Hidden views, spacing, margins, baselines, direction

@Suite("Stack views: hidden views, spacing, margins, baselines and direction")
struct StackViewArrangementTests {
    @Test func hiddenViewCollapsesWithoutDoubleSpacing() throws {
        let scene = StackScene(StackSettings(axis: .horizontal, distribution: .fillEqually, spacing: 10), width: 300, height: 50,
                               views: [view("a"), view("b", width: 80, hidden: true), view("c")])
        let solved = try scene.solve()
        expectFrame(solved.frame(scene.views[0]), 0, 0, 145, 50)
        expectFrame(solved.frame(scene.views[2]), 155, 0, 145, 50)
        // Zero wide, parked mid-gap, and still aligned (filled) across the axis.
        expectFrame(solved.frame(scene.views[1]), 150, 0, 0, 50)
    }

    @Test func hiddenFirstViewLeavesNoLeadingSpace() throws {
        let scene = StackScene(StackSettings(axis: .horizontal, spacing: 10), height: 50,
                               views: [view("a", width: 40, hidden: true), view("b", width: 60), view("c", width: 80)])
        let solved = try scene.solve()
        expectFrame(solved.frame(scene.stack), 0, 0, 150, 50)
        expectFrame(solved.frame(scene.views[0]), 0, 0, 0, 50)
        expectFrame(solved.frame(scene.views[1]), 0, 0, 60, 50)
        expectFrame(solved.frame(scene.views[2]), 70, 0, 80, 50)
    }

    @Test func customSpacingReplacesTheSpacingAfterItsView() throws {
        let scene = StackScene(StackSettings(axis: .horizontal, spacing: 10), height: 50, customSpacing: [0: 30],
                               views: [view("a", width: 40), view("b", width: 60), view("c", width: 80)])
        let solved = try scene.solve()
        expectFrame(solved.frame(scene.stack), 0, 0, 220, 50)
        expectFrame(solved.frame(scene.views[1]), 70, 0, 60, 50)
        expectFrame(solved.frame(scene.views[2]), 140, 0, 80, 50)
    }

    @Test func marginsRelativeArrangementLaysOutInsideTheMargins() throws {
        var settings = StackSettings(axis: .horizontal, distribution: .fillEqually, spacing: 10)
        settings.isLayoutMarginsRelativeArrangement = true
        let scene = StackScene(settings, width: 300, height: 100, margins: EdgeInsets(top: 5, left: 10, bottom: 15, right: 20),
                               views: [view("a"), view("b")])
        let solved = try scene.solve()
        expectFrame(solved.frame(scene.views[0]), 10, 5, 130, 80)
        expectFrame(solved.frame(scene.views[1]), 150, 5, 130, 80)
    }

    @Test func marginsRelativeProportionsAreOfTheSpaceInsideTheMargins() throws {
        var settings = StackSettings(axis: .horizontal, distribution: .fillProportionally)
        settings.isLayoutMarginsRelativeArrangement = true
        let scene = StackScene(settings, width: 320, height: 50, margins: EdgeInsets(top: 0, left: 10, bottom: 0, right: 10),
                               views: [view("a", width: 100), view("b", width: 200)])
        let solved = try scene.solve()
        expectFrame(solved.frame(scene.views[0]), 10, 0, 100, 50)
        expectFrame(solved.frame(scene.views[1]), 110, 0, 200, 50)
    }

    @Test func marginsRelativeStackHugsItsTallestViewPlusTheMargins() throws {
        var settings = StackSettings(axis: .horizontal, distribution: .fillEqually, alignment: .leading)
        settings.isLayoutMarginsRelativeArrangement = true
        let scene = StackScene(settings, width: 300, margins: EdgeInsets(top: 5, left: 0, bottom: 15, right: 0),
                               views: [view("a", height: 20), view("b", height: 60)])
        let solved = try scene.solve()
        expectClose(solved.frame(scene.stack).height, 80)
        expectFrame(solved.frame(scene.views[0]), 0, 5, 150, 20)
        expectFrame(solved.frame(scene.views[1]), 150, 5, 150, 60)
        let fit = solved.system.constraints.filter { $0.provenance.identifier == "UISV-spanning-fit" }
        #expect(fit.map { describe($0, in: scene.graph) } == ["UISV-spanning-fit: stack.height == 20 @51"])
    }

    /// a's last baseline is 25 down; b's first baseline is 15 below its top; 20 between
    /// them puts b at 30, not at 50 as edge spacing would.
    @Test func baselineRelativeArrangementSpacesFromBaselineToBaseline() throws {
        var settings = StackSettings(axis: .vertical, spacing: 20)
        settings.isBaselineRelativeArrangement = true
        let scene = StackScene(settings, width: 200,
                               views: [view("a", height: 30, lastBaseline: 5), view("b", height: 40, firstBaseline: 15)])
        let solved = try scene.solve()
        expectFrame(solved.frame(scene.views[0]), 0, 0, 200, 30)
        expectFrame(solved.frame(scene.views[1]), 0, 30, 200, 40)
        expectClose(solved.frame(scene.stack).height, 70)
    }

    @Test func baselineRelativeArrangementIsIgnoredByHorizontalStacks() throws {
        var settings = StackSettings(axis: .horizontal, spacing: 20)
        settings.isBaselineRelativeArrangement = true
        let scene = StackScene(settings, height: 50, views: [
            view("a", width: 40, lastBaseline: 5), view("b", width: 60, firstBaseline: 15),
        ])
        let solved = try scene.solve()
        expectFrame(solved.frame(scene.views[1]), 60, 0, 60, 50)
    }

    @Test func rightToLeftStackStartsOnTheRight() throws {
        let scene = StackScene(StackSettings(axis: .horizontal, spacing: 10), height: 50, direction: .rightToLeft,
                               views: [view("a", width: 40), view("b", width: 60), view("c", width: 80)])
        let solved = try scene.solve()
        expectFrame(solved.frame(scene.stack), 0, 0, 200, 50)
        expectFrame(solved.frame(scene.views[0]), 160, 0, 40, 50)
        expectFrame(solved.frame(scene.views[1]), 90, 0, 60, 50)
        expectFrame(solved.frame(scene.views[2]), 0, 0, 80, 50)
    }

    @Test func rightToLeftEqualSpacingMirrorsTheGaps() throws {
        let scene = StackScene(StackSettings(axis: .horizontal, distribution: .equalSpacing, spacing: 10), width: 300, height: 50,
                               direction: .rightToLeft, views: [view("a", width: 40), view("b", width: 60), view("c", width: 80)])
        let solved = try scene.solve()
        expectFrame(solved.frame(scene.views[0]), 260, 0, 40, 50)
        expectFrame(solved.frame(scene.views[1]), 140, 0, 60, 50)
        expectFrame(solved.frame(scene.views[2]), 0, 0, 80, 50)
    }
}

// MARK: - Provenance

@Suite("Stack views: identifiers, priorities and recorded constraints")
struct StackViewProvenanceTests {
    private func generated(_ scene: StackScene) -> [LayoutConstraint] {
        StackViewConstraints.constraints(in: scene.graph, present: PresentSystemConstraints(scene.graph.constraints))
    }

    @Test func constraintsCarryUIKitsIdentifiersAndAreOwnedByTheStack() {
        let scene = StackScene(StackSettings(axis: .horizontal, spacing: 8), width: 300, height: 50,
                               views: [view("a"), view("b", hidden: true), view("c")])
        let constraints = generated(scene)
        #expect(constraints.map { describe($0, in: scene.graph) } == [
            "UISV-canvas-connection: stack.leading == a.leading",
            "UISV-spacing: c.leading == a.trailing + 8",
            "UISV-canvas-connection: c.trailing == stack.trailing",
            "UISV-hiding: b.width == 0",
            "UISV-spacing-hidden: b.leading == a.trailing + 4 @50",
            "UISV-canvas-connection: stack.top == a.top",
            "UISV-canvas-connection: a.bottom == stack.bottom",
            "UISV-alignment: a.top == b.top",
            "UISV-alignment: a.top == c.top",
            "UISV-alignment: a.bottom == b.bottom",
            "UISV-alignment: a.bottom == c.bottom",
        ])
        #expect(constraints.allSatisfy { $0.origin == .stackView && $0.provenance.owner == scene.stack })
    }

    @Test func theFirstVisibleViewIsTheReference() {
        let scene = StackScene(StackSettings(axis: .vertical, alignment: .leading), width: 300,
                               views: [view("a", hidden: true), view("b"), view("c")])
        let described = generated(scene).map { describe($0, in: scene.graph) }
        #expect(described.contains("UISV-canvas-connection: stack.top == b.top"))
        #expect(described.contains("UISV-canvas-connection: stack.leading == b.leading"))
        #expect(described.contains("UISV-alignment: b.leading == a.leading"))
        #expect(described.contains("UISV-spacing-hidden: b.top == a.bottom @50"))
        #expect(!described.contains { $0.hasPrefix("UISV-spanning-boundary: ") && $0.hasSuffix(" a.trailing") })
    }

    @Test func centerAlignmentAddsBoundariesFitAndAmbiguitySuppression() {
        let scene = StackScene(StackSettings(axis: .horizontal, alignment: .center), width: 300,
                               views: [view("a"), view("b")])
        let across = generated(scene).map { describe($0, in: scene.graph) }.filter { !$0.contains("leading") && !$0.contains("trailing") }
        #expect(across == [
            "UISV-canvas-connection: stack.centerY == a.centerY",
            "UISV-alignment: a.centerY == b.centerY",
            "UISV-spanning-boundary: stack.top <= a.top",
            "UISV-spanning-boundary: stack.bottom >= a.bottom",
            "UISV-spanning-boundary: stack.top <= b.top",
            "UISV-spanning-boundary: stack.bottom >= b.bottom",
            "UISV-spanning-fit: stack.height == 0 @51",
            "UISV-ambiguity-suppression: a.height == 0 @25",
            "UISV-ambiguity-suppression: b.height == 0 @25",
        ])
    }

    @Test func proportionalFillAsksAt999MinusTheIndex() {
        let scene = StackScene(StackSettings(axis: .horizontal, distribution: .fillProportionally), width: 280, height: 50,
                               views: [view("a", width: 160), view("b", width: 80), view("c", width: 40)])
        let proportional = generated(scene).filter { $0.provenance.identifier == "UISV-fill-proportionally" }
        #expect(proportional.map(\.priority) == [999, 998, 997])
        let shares: [Double] = [160.0 / 280, 80.0 / 280, 40.0 / 280]
        #expect(proportional.map(\.multiplier) == shares)
        #expect(proportional.allSatisfy { $0.secondItem == scene.stack && $0.firstAttribute == .width })
    }

    @Test func singleProportionalViewIsRequired() {
        let scene = StackScene(StackSettings(axis: .horizontal, distribution: .fillProportionally), width: 280, height: 50,
                               views: [view("a", width: 160)])
        let proportional = generated(scene).filter { $0.provenance.identifier == "UISV-fill-proportionally" }
        #expect(proportional.map(\.priority) == [1000])
    }

    @Test func equalCenteringGapsAsk150MinusTheIndexAndTheStackFitsAt49() {
        var scene = StackScene(StackSettings(axis: .horizontal, distribution: .equalCentering), width: 300, height: 50,
                               views: [view("a", width: 10), view("b", width: 10), view("c", width: 10), view("d", width: 10)])
        StackViewConstraints.addDistributingGuides(to: &scene.graph, present: PresentSystemConstraints([]))
        let constraints = generated(scene)
        let gaps = constraints.filter { $0.provenance.identifier == "UISV-fill-equally" }
        #expect(gaps.map(\.priority) == [149, 148])
        #expect(constraints.filter { $0.provenance.identifier == "UISV-distributing-edge" }.count == 6)
        #expect(constraints.filter { $0.provenance.identifier == "UISV-spacing" }.allSatisfy { $0.relation == .greaterThanOrEqual })
        let fit = constraints.filter { $0.provenance.identifier == "UISV-canvas-fit" }
        #expect(fit.map { describe($0, in: scene.graph) } == ["UISV-canvas-fit: stack.width == 0 @49"])
    }

    @Test func stackWhoseConstraintsTheInputRecordsGetsNothingTwice() throws {
        let scene = StackScene(StackSettings(axis: .horizontal, distribution: .equalSpacing, spacing: 10), width: 300, height: 50,
                               views: [view("a", width: 40), view("b", width: 60), view("c", width: 80)])
        let first = try scene.solve()
        var recorded = first.system.graph
        let stackConstraints = first.system.constraints.filter { $0.origin == .stackView }
        recorded.constraints += stackConstraints
        let second = RuntimeSystem(recorded)
        #expect(second.graph.items.count == recorded.items.count)
        #expect(second.constraints.filter { $0.origin == .stackView } == stackConstraints)
        let layout = try LayoutSolver.solve(second)
        #expect(layout.rejected.isEmpty)
        for item in scene.views {
            #expect(layout.frame(of: item, in: second.graph) == first.frame(item))
        }
    }

    @Test func onlyTheStackWithRecordedConstraintsIsSkipped() {
        var graph = LayoutGraph()
        let root = graph.add(LayoutItem(id: "root", kind: .view(.rootView), storedFrame: Rect(x: 0, y: 0, width: 375, height: 667)))
        var stacks: [ItemID] = []
        for name in ["first", "second"] {
            let stack = graph.add(LayoutItem(id: name, kind: .view(.stackView), parent: root))
            let a = graph.add(LayoutItem(id: name + ".a", parent: stack))
            let b = graph.add(LayoutItem(id: name + ".b", parent: stack))
            graph[stack].stack = StackSettings(axis: .vertical, arrangedSubviews: [a, b])
            stacks.append(stack)
        }
        graph.constraints.append(LayoutConstraint(stacks[0], .top, .equal, ItemID(2), .top,
                                                  provenance: ConstraintProvenance(origin: .stackView,
                                                                                   identifier: "UISV-canvas-connection", owner: stacks[0])))
        let constraints = StackViewConstraints.constraints(in: graph, present: PresentSystemConstraints(graph.constraints))
        #expect(!constraints.isEmpty)
        #expect(constraints.allSatisfy { $0.provenance.owner == stacks[1] })
    }

    @Test func outputIsDeterministicAndInItemOrder() {
        var graph = LayoutGraph()
        let root = graph.add(LayoutItem(id: "root", kind: .view(.rootView), storedFrame: Rect(x: 0, y: 0, width: 375, height: 667)))
        let outer = graph.add(LayoutItem(id: "outer", kind: .view(.stackView), parent: root))
        let inner = graph.add(LayoutItem(id: "inner", kind: .view(.stackView), parent: outer))
        let a = graph.add(LayoutItem(id: "a", parent: inner))
        let b = graph.add(LayoutItem(id: "b", parent: inner))
        let c = graph.add(LayoutItem(id: "c", parent: outer))
        graph[outer].stack = StackSettings(axis: .vertical, alignment: .center, spacing: 4, arrangedSubviews: [inner, c])
        graph[inner].stack = StackSettings(axis: .horizontal, distribution: .fillEqually, arrangedSubviews: [a, b])
        let present = PresentSystemConstraints([])
        let constraints = StackViewConstraints.constraints(in: graph, present: present)
        #expect(constraints == StackViewConstraints.constraints(in: graph, present: present))
        let owners = constraints.compactMap(\.provenance.owner)
        #expect(owners.first == outer && owners.last == inner)
        #expect(owners == owners.sorted())
    }
}
