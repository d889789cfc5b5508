import Testing
@testable import LayoutModel

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
            "UISV-hiding: b.width == 0 @999.999",
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
