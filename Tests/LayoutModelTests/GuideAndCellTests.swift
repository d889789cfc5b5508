import Testing
@testable import LayoutModel

/// Layout guides, scroll views, cells and the root view.
@Suite("Layout guides, scroll views and cells")
struct GuideAndCellTests {
    @Test("the layout-margins guide is the owner inset by its margins")
    func marginsGuide() throws {
        var (graph, root) = LayoutGraph.screen()
        graph[root].layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        let guide = graph.add(LayoutItem(id: "margins", kind: .layoutGuide(.layoutMargins), parent: root))
        let solved = try solve(graph)
        #expect(frame(guide, solved) == Rect(x: 20, y: 10, width: 340, height: 760))
        let identifiers = solved.0.constraints.filter { $0.origin == .layoutGuide }.compactMap(\.provenance.identifier)
        #expect(identifiers.contains("UIView-leftMargin-guide-constraint"))
    }

    @Test("the safe-area guide is the owner inset by its safe-area insets; views pinned to it follow")
    func safeAreaGuide() throws {
        var (graph, root) = LayoutGraph.screen(width: 390, height: 844)
        graph[root].safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let guide = graph.add(LayoutItem(id: "safe", kind: .layoutGuide(.safeArea), parent: root))
        let bar = graph.view("bar", in: root)
        graph.constrain(bar, .bottom, .equal, guide, .bottom)
        graph.constrain(bar, .leading, .equal, guide, .leading)
        graph.constrain(bar, .trailing, .equal, guide, .trailing)
        graph.constrain(bar, .height, constant: 49)
        let solved = try solve(graph)
        #expect(frame(guide, solved) == Rect(x: 0, y: 47, width: 390, height: 763))
        #expect(frame(bar, solved) == Rect(x: 0, y: 761, width: 390, height: 49))
    }

    @Test("the readable-content guide is at most the readable width, centred in the margins", arguments: [
        (400.0, Rect(x: 8, y: 8, width: 384, height: 784)),
        (1024.0, Rect(x: 176, y: 8, width: 672, height: 784)),
    ])
    func readableContentGuide(width: Double, expected: Rect) throws {
        var (graph, root) = LayoutGraph.screen(width: width)
        graph[root].layoutMargins = .uiKitDefaultMargins
        let guide = graph.add(LayoutItem(id: "readable", kind: .layoutGuide(.readableContent), parent: root))
        #expect(frame(guide, try solve(graph)) == expected)
    }

    @Test("the keyboard guide is the bottom strip as tall as the keyboard, or the safe-area inset when hidden")
    func keyboardGuide() throws {
        var (graph, root) = LayoutGraph.screen(width: 390, height: 844)
        graph[root].safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let shown = graph.add(LayoutItem(id: "keyboard", kind: .layoutGuide(.keyboard), parent: root, guideLength: 336))
        let child = graph.view("child", in: root)
        graph.place(child, in: root, Rect(x: 0, y: 0, width: 390, height: 844))
        let hidden = graph.add(LayoutItem(id: "keyboard2", kind: .layoutGuide(.keyboard), parent: child))
        let solved = try solve(graph)
        #expect(frame(shown, solved) == Rect(x: 0, y: 508, width: 390, height: 336))
        #expect(frame(hidden, solved) == Rect(x: 0, y: 844, width: 390, height: 0))
    }

    @Test("scroll view: edges in constraints with its content mean the content area; width means the frame")
    func scrollViewContent() throws {
        var (graph, root) = LayoutGraph.screen()
        let scroll = graph.view("scroll", in: root) { $0.kind = .view(.scrollView) }
        graph.place(scroll, in: root, Rect(x: 0, y: 100, width: 400, height: 300))
        let content = graph.view("content", in: scroll)
        for (attribute, constant) in [(LayoutAttribute.top, 0.0), (.leading, 0), (.bottom, 0), (.trailing, 0)] {
            graph.constrain(content, attribute, .equal, scroll, attribute, constant: constant)
        }
        graph.constrain(content, .width, .equal, scroll, .width)
        graph.constrain(content, .height, constant: 1200)
        let solved = try solve(graph)
        #expect(solved.1.rejected.isEmpty)
        #expect(frame(content, solved) == Rect(x: 0, y: 0, width: 400, height: 1200))
        #expect(frame(scroll, solved) == Rect(x: 0, y: 100, width: 400, height: 300))
        let contentGuide = try #require(solved.0.graph.guide(.scrollContent, of: scroll))
        #expect(frame(contentGuide, solved).height == 1200)
    }

    @Test("scroll view: its margins inset the content area; its centre is the frame's centre")
    func scrollViewMarginsAndCentre() throws {
        var (graph, root) = LayoutGraph.screen(width: 320, height: 568)
        let scroll = graph.view("scroll", in: root) { $0.kind = .view(.scrollView) }
        graph.place(scroll, in: root, Rect(x: 0, y: 0, width: 320, height: 568))
        let stack = graph.view("stack", in: scroll)
        // UIKit's default 8 pt margins: leading at 8 + 8; trailing 8 past the trailing margin,
        // so the content area ends where the stack does.
        graph.constrain(stack, .leading, .equal, scroll, .leadingMargin, constant: 8)
        graph.constrain(stack, .trailing, .equal, scroll, .trailingMargin, constant: 8)
        graph.constrain(stack, .centerX, .equal, scroll, .centerX)
        graph.constrain(stack, .top, .equal, scroll, .top, constant: 16)
        graph.constrain(stack, .bottom, .equal, scroll, .bottom)
        graph.constrain(stack, .height, constant: 154)
        let solved = try solve(graph)
        #expect(solved.1.rejected.isEmpty)
        // Centred on the 320 pt frame (160), starting at 16: 288 wide; the content is 304.
        #expect(frame(stack, solved) == Rect(x: 16, y: 16, width: 288, height: 154))
        let contentGuide = try #require(solved.0.graph.guide(.scrollContent, of: scroll))
        #expect(frame(contentGuide, solved).width == 304)
    }

    @Test("a cell's content view is held at the cell's size; a taller chain conflicts as at run time")
    func encapsulatedHeight() throws {
        var graph = LayoutGraph()
        let cell = graph.add(LayoutItem(id: "cell", kind: .view(.cell), className: "UITableViewCell",
                                        storedFrame: Rect(x: 0, y: 0, width: 320, height: 44), translatesAutoresizingMask: true))
        let contentView = graph.add(LayoutItem(id: "content", kind: .view(.cellContentView), className: "UITableViewCellContentView",
                                               parent: cell, storedFrame: Rect(x: 0, y: 0, width: 320, height: 44),
                                               translatesAutoresizingMask: true))
        let label = graph.view("label", in: contentView)
        graph.constrain(label, .top, .equal, contentView, .top, constant: 12)
        graph.constrain(label, .height, constant: 40)
        graph.constrain(contentView, .bottom, .equal, label, .bottom, constant: 12)
        let (system, layout) = try solve(graph)
        let encapsulated = system.constraints.filter { $0.origin == .cellEncapsulatedSize }.compactMap(\.provenance.identifier)
        #expect(encapsulated.contains("UIView-Encapsulated-Layout-Height"))
        #expect(layout.rejected.count == 1)
        #expect(layout.frame(of: contentView, in: system.graph).height == 44)
    }

    @Test("the same chain at priority 999 gives way to the encapsulated height without a conflict")
    func encapsulatedHeightWithLoweredBottom() throws {
        var graph = LayoutGraph()
        let cell = graph.add(LayoutItem(id: "cell", kind: .view(.cell), storedFrame: Rect(x: 0, y: 0, width: 320, height: 44),
                                        translatesAutoresizingMask: true))
        let contentView = graph.add(LayoutItem(id: "content", kind: .view(.cellContentView), parent: cell,
                                               storedFrame: Rect(x: 0, y: 0, width: 320, height: 44)))
        let label = graph.view("label", in: contentView)
        graph.constrain(label, .top, .equal, contentView, .top, constant: 12)
        graph.constrain(label, .height, constant: 40)
        graph.constrain(contentView, .bottom, .equal, label, .bottom, constant: 12, priority: 999)
        #expect(try solve(graph).1.rejected.isEmpty)
    }

    @Test("the root is the coordinate origin, held at its stored size when the system sizes it")
    func rootView() throws {
        var graph = LayoutGraph()
        let root = graph.add(LayoutItem(id: "root", kind: .view(.rootView), storedFrame: Rect(x: 50, y: 60, width: 300, height: 200)))
        let solved = try solve(graph)
        #expect(solved.1.rootFrames[root.index] == Rect(x: 0, y: 0, width: 300, height: 200))
        #expect(frame(root, solved) == Rect(x: 0, y: 0, width: 300, height: 200))
    }

    @Test("a macOS root that translates its mask and is marked misplaced gives way to its content's required height; elsewhere the stored size holds", arguments: [
        (Platform.macOS, true, 142.0), (Platform.macOS, false, 200.0), (Platform.iOS, true, 200.0),
    ])
    func misplacedRootFitsContent(platform: Platform, misplaced: Bool, expected: Double) throws {
        var graph = LayoutGraph(platform: platform)
        var rootItem = LayoutItem(id: "content", kind: .view(.rootView), storedFrame: Rect(x: 0, y: 0, width: 400, height: 200),
                                  translatesAutoresizingMask: true)
        rootItem.designTime = DesignTimeFlags(misplaced: misplaced)
        let root = graph.add(rootItem)
        let panel = graph.view("panel", in: root)
        graph.constrain(panel, .top, .equal, root, .top, constant: 20)
        graph.constrain(panel, .height, constant: 102, priority: 750)
        graph.constrain(root, .bottom, .equal, panel, .bottom, constant: 20)
        let solved = try solve(graph)
        #expect(solved.1.rejected.isEmpty)
        #expect(frame(root, solved).height == expected)
    }

    @Test("macOS frames are reported with a bottom-left origin inside an unflipped superview")
    func appKitFrames() throws {
        var (graph, root) = LayoutGraph.screen(width: 480, height: 270, platform: .macOS)
        graph[root].isFlipped = false
        let button = graph.view("button", in: root)
        graph.place(button, in: root, Rect(x: 20, y: 20, width: 80, height: 32))
        #expect(frame(button, try solve(graph)) == Rect(x: 20, y: 218, width: 80, height: 32))
    }

    @Test("placeholder and inactive constraints are not part of the run-time system")
    func placeholdersIgnored() {
        var (graph, root) = LayoutGraph.screen()
        let view = graph.view("v", in: root)
        graph.constraints.append(LayoutConstraint(view, .width, constant: 10, provenance: ConstraintProvenance(origin: .placeholder)))
        graph.constraints.append(LayoutConstraint(view, .width, constant: 20, isActive: false))
        #expect(RuntimeSystem(graph).constraints.allSatisfy { $0.origin != .user && $0.origin != .placeholder })
    }

    @Test("the layout follows placeholders, as Xcode's canvas does; one that contradicts the run-time constraints is dropped unlisted")
    func placeholdersLaidOutWith() throws {
        var (graph, root) = LayoutGraph.screen()
        let view = graph.view("v", in: root)
        graph.place(view, in: root, Rect(x: 16, y: 0, width: 100, height: 40))
        graph.constraints.removeAll { $0.firstAttribute == .top }
        graph.constraints.append(LayoutConstraint(view, .top, .equal, root, .top, constant: 50,
                                                  provenance: ConstraintProvenance(origin: .placeholder)))
        graph.constraints.append(LayoutConstraint(view, .width, constant: 300, provenance: ConstraintProvenance(origin: .placeholder)))
        let system = RuntimeSystem(graph)
        #expect(system.placeholders.count == 2)
        let solved = try LayoutSolver.solve(system)
        #expect(solved.rejected.isEmpty)
        #expect(frame(view, (system, solved)) == Rect(x: 16, y: 50, width: 100, height: 40))
    }
}
