import Testing
@testable import LayoutModel

/// The constraints UIKit adds on its own, with the numbers UIKit would produce.
@Suite("Run-time constraint synthesis")
struct SynthesisTests {
    @Test("every view and guide gets required, implicit width >= 0 and height >= 0")
    func implicitSizes() {
        var (graph, root) = LayoutGraph.screen()
        graph.view("child", in: root)
        let implicit = RuntimeSystem(graph).constraints.filter { $0.origin == .implicit && $0.relation == .greaterThanOrEqual }
        #expect(implicit.count == 4)
        #expect(implicit.allSatisfy { $0.isRequired && $0.constant == 0 && $0.secondItem == nil })
        #expect(implicit.map(\.firstAttribute) == [.width, .height, .width, .height])
    }

    @Test("heights cannot go negative: a chain that needs a negative height is rejected")
    func negativeHeightIsInfeasible() throws {
        var (graph, root) = LayoutGraph.screen(height: 100)
        let a = graph.view("a", in: root)
        graph.constrain(a, .top, .equal, root, .top, constant: 80)
        graph.constrain(a, .bottom, .equal, root, .bottom, constant: -40)
        let (system, layout) = try solve(graph)
        #expect(layout.rejected.count == 1)
        #expect(layout.rejected.map { system.constraints[$0].constant } == [-40])
    }

    @Test("intrinsic size gives hugging (<=) and compression resistance (>=) at the class defaults")
    func contentSizeDefaults() {
        var (graph, root) = LayoutGraph.screen()
        graph.view("label", in: root, className: "UILabel") { $0.intrinsicContentSize = OptionalSize(width: 120, height: 21) }
        let content = RuntimeSystem(graph).constraints.filter { $0.origin == .contentSize }
        #expect(content.map(\.relation) == [.lessThanOrEqual, .greaterThanOrEqual, .lessThanOrEqual, .greaterThanOrEqual])
        #expect(content.map(\.priority) == [251, 750, 251, 750])
        #expect(content.map(\.constant) == [120, 120, 21, 21])
        #expect(content.map(\.firstAttribute) == [.width, .width, .height, .height])
    }

    @Test("class defaults: UISwitch hugs at 750, UIButton at 250, unknown classes at 250/750", arguments: [
        ("UISwitch", 750.0, 750.0), ("UIButton", 250, 750), ("UIImageView", 251, 750), ("MyApp.Badge", 250, 750),
    ])
    func classDefaults(className: String, hugging: Double, resistance: Double) {
        let defaults = ContentPriorityDefaults.defaults(for: className)
        #expect(defaults.hugging.horizontal == hugging)
        #expect(defaults.compressionResistance.vertical == resistance)
    }

    @Test("explicit priorities win over class defaults, and an axis without intrinsic metric gets nothing")
    func contentSizeExplicit() {
        var (graph, root) = LayoutGraph.screen()
        graph.view("field", in: root, className: "UITextField") {
            $0.intrinsicContentSize = OptionalSize(width: nil, height: 34)
            $0.huggingPriority = AxisValues(nil, 900)
            $0.compressionResistancePriority = AxisValues(nil, 1000)
        }
        let content = RuntimeSystem(graph).constraints.filter { $0.origin == .contentSize }
        #expect(content.map(\.firstAttribute) == [.height, .height])
        #expect(content.map(\.priority) == [900, 1000])
    }

    @Test("a label between two fixed edges is squeezed below its intrinsic width at compression 750 by a required constraint")
    func compressionResistanceYieldsToRequired() throws {
        var (graph, root) = LayoutGraph.screen(width: 100)
        let label = graph.view("label", in: root, className: "UILabel") { $0.intrinsicContentSize = OptionalSize(width: 300, height: 20) }
        graph.constrain(label, .leading, .equal, root, .leading, constant: 10)
        graph.constrain(label, .trailing, .equal, root, .trailing, constant: -10)
        graph.constrain(label, .top, .equal, root, .top)
        #expect(frame(label, try solve(graph)) == Rect(x: 10, y: 0, width: 80, height: 20))
    }

    @Test("content size constraints the input already holds are not added again")
    func contentSizeNotCountedTwice() {
        var (graph, root) = LayoutGraph.screen()
        let label = graph.view("label", in: root, className: "UILabel") { $0.intrinsicContentSize = OptionalSize(width: 50, height: 20) }
        graph.constraints.append(LayoutConstraint(label, .width, .lessThanOrEqual, constant: 50, priority: 251,
                                                  provenance: ConstraintProvenance(origin: .contentSize)))
        let content = RuntimeSystem(graph).constraints.filter { $0.origin == .contentSize }
        #expect(content.filter { $0.firstAttribute == .width }.count == 1)
        #expect(content.filter { $0.firstAttribute == .height }.count == 2)
    }
}
