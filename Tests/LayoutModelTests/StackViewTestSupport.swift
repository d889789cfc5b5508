import Testing
@testable import LayoutModel

// Each scene is a controller's root view (375 × 667) holding one stack view that user
// constraints pin at the root's top-left corner (and size, when given), with arranged
// subviews of known intrinsic sizes. The expected frames are the ones UIKit lays out; they
// are in the stack's coordinates unless said otherwise.

// MARK: - Scene

/// An arranged subview with the given intrinsic size (nil: no intrinsic metric).
func view(_ id: String, width: Double? = nil, height: Double? = nil,
                  hugging: AxisValues<Double?> = AxisValues(nil, nil),
                  firstBaseline: Double? = nil, lastBaseline: Double? = nil, hidden: Bool = false) -> LayoutItem {
    LayoutItem(id: id, intrinsicContentSize: OptionalSize(width: width, height: height), huggingPriority: hugging,
               firstBaselineFromTop: firstBaseline, lastBaselineFromBottom: lastBaseline, isHidden: hidden)
}

/// A root view holding a stack view with arranged subviews.
struct StackScene {
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

struct Solution {
    let system: RuntimeSystem
    let layout: SolvedLayout

    /// The frame in the parent's coordinates, as UIKit reports it.
    func frame(_ item: ItemID) -> Rect { layout.frame(of: item, in: system.graph) }
}

func expectFrame(_ actual: Rect, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
                         sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let close = [actual.x - x, actual.y - y, actual.width - width, actual.height - height].allSatisfy { abs($0) < 1e-6 }
    #expect(close, "frame \(actual) is not (\(x), \(y), \(width), \(height))", sourceLocation: sourceLocation)
}

func expectClose(_ actual: Double, _ expected: Double, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    #expect(abs(actual - expected) < 1e-6, "\(actual) is not \(expected)", sourceLocation: sourceLocation)
}

/// `identifier: first.attribute == multiplier*second.attribute + constant @priority`, the
/// parts that are not defaults left out.
func describe(_ constraint: LayoutConstraint, in graph: LayoutGraph) -> String {
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
