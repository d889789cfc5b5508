import Analysis
import LayoutModel

/// `ambiguous_layout`: a view whose position or size is not unique among the optimal solutions.
enum AmbiguousLayoutRule: Rule {
    static let description = RuleDescription(
        id: "ambiguous_layout",
        name: "Ambiguous layout",
        summary: "A view's position or size is not fixed by its constraints, so UIKit picks one of many layouts.",
        rationale: """
            When constraints leave a view's x, y, width or height free, UIKit silently picks one \
            of the equally good layouts — the choice can change between OS versions, devices and \
            even runs, and nothing is printed. The same happens when two views' equal content \
            hugging or compression-resistance priorities tie over who grows or shrinks. Views \
            whose Interface Builder ambiguity check is switched off (verifyAmbiguity) are \
            respected. One freedom is one finding: it names every view the freedom leaves free \
            (JSON `views`), as Xcode marks each of them. In Interface Builder files, a view \
            Xcode marked ambiguous="YES" is always reported; where the model alone calls an \
            unmarked view ambiguous on an estimate (an intrinsic size read off a stored frame, a \
            custom class's own size), Xcode is trusted and the finding left out (see \
            trustXcodeMarkers in docs/configuration.md).
            """,
        defaultSeverity: .error,
        triggeringExamples: [
            """
            {"format": "layoutlint-dump", "version": 1, "platform": "ios",
             "views": [{"id": "root", "class": "UIView", "frame": [0, 0, 320, 480], "role": "rootView"},
                       {"id": "title", "class": "UILabel", "name": "titleLabel", "superview": "root", "intrinsicContentSize": [80, 20]}],
             "constraints": [
               {"firstItem": "title", "firstAttribute": "top", "secondItem": "root", "secondAttribute": "top", "constant": 20}]}
            """,
            """
            {"format": "layoutlint-dump", "version": 1, "platform": "ios",
             "views": [{"id": "root", "class": "UIView", "frame": [0, 0, 320, 44], "role": "rootView"},
                       {"id": "a", "class": "UILabel", "name": "name", "superview": "root", "intrinsicContentSize": [60, 20],
                        "contentHuggingPriority": [250, 250]},
                       {"id": "b", "class": "UILabel", "name": "date", "superview": "root", "intrinsicContentSize": [60, 20],
                        "contentHuggingPriority": [250, 250]}],
             "constraints": [
               {"firstItem": "a", "firstAttribute": "leading", "secondItem": "root", "secondAttribute": "leading", "constant": 16},
               {"firstItem": "b", "firstAttribute": "leading", "secondItem": "a", "secondAttribute": "trailing", "constant": 8},
               {"firstItem": "root", "firstAttribute": "trailing", "secondItem": "b", "secondAttribute": "trailing", "constant": 16},
               {"firstItem": "a", "firstAttribute": "centerY", "secondItem": "root", "secondAttribute": "centerY"},
               {"firstItem": "b", "firstAttribute": "centerY", "secondItem": "root", "secondAttribute": "centerY"}]}
            """,
        ],
        nonTriggeringExamples: [
            """
            {"format": "layoutlint-dump", "version": 1, "platform": "ios",
             "views": [{"id": "root", "class": "UIView", "frame": [0, 0, 320, 480], "role": "rootView"},
                       {"id": "title", "class": "UILabel", "superview": "root", "intrinsicContentSize": [80, 20]}],
             "constraints": [
               {"firstItem": "title", "firstAttribute": "top", "secondItem": "root", "secondAttribute": "top", "constant": 20},
               {"firstItem": "title", "firstAttribute": "leading", "secondItem": "root", "secondAttribute": "leading", "constant": 16}]}
            """,
        ]
    )

    static func check(_ facts: LayoutFacts) -> [Diagnostic] {
        let graph = facts.system.graph
        var result: [Diagnostic] = []
        var byView: [(ItemID, [AmbiguityFact])] = []
        let checked = facts.ambiguities.filter { isChecked($0, facts.system.graph) }
        for fact in checked {
            if let last = byView.last, last.0 == fact.item {
                byView[byView.count - 1].1.append(fact)
            } else {
                byView.append((fact.item, [fact]))
            }
        }
        let ambiguousSizes = Set(checked.filter { $0.variable == .width || $0.variable == .height }
            .map { "\($0.item.index)-\($0.variable.rawValue)" })
        var reported: [(axis: Axis, isTie: Bool, moved: Set<ItemID>)] = []
        for (id, list) in byView {
            for axis in Axis.allCases {
                let (position, size): (FrameVariable, FrameVariable) = axis == .horizontal ? (.minX, .width) : (.minY, .height)
                let free = Set(list.filter { $0.variable == position || $0.variable == size }.map(\.variable))
                guard !free.isEmpty else { continue }
                // A tie is reported once, at the view of the pair that comes first on screen
                // (left to right, top to bottom): independent of file order and names.
                if free.contains(size), let tie = tiePartner(id, axis, facts, ambiguousSizes),
                   screenOrder(tie.partner, facts).lexicographicallyPrecedes(screenOrder(id, facts)) { continue }
                let moved = Set(list.filter { $0.variable == position || $0.variable == size }.flatMap(\.moved)).union([id])
                let isTie = free.contains(size) && tiePartner(id, axis, facts, ambiguousSizes) != nil
                // One freedom, one finding: a view that only moves with a freedom already
                // reported (children of a container whose height is free) is named there.
                if !isTie, reported.contains(where: { $0.axis == axis && !$0.isTie && $0.moved.isSuperset(of: moved) }) { continue }
                var finding = diagnostic(id, axis, positionFree: free.contains(position), sizeFree: free.contains(size),
                                         facts, ambiguousSizes)
                finding.viewIDs = [graph[id].id] + moved.subtracting([id]).sorted().map { graph[$0].id }
                if moved.count > 1 {
                    let others = moved.subtracting([id]).sorted().map { graph.shortName(of: $0) }
                    let shown = others.prefix(5).joined(separator: ", ") + (others.count > 5 ? " and \(others.count - 5) more" : "")
                    finding.notes.insert(Diagnostic.Note("the same freedom leaves \(others.count) other view\(others.count == 1 ? "" : "s") free with it: \(shown)"), at: 0)
                }
                reported.append((axis, isTie, moved))
                result.append(finding)
            }
        }
        return result + XcodeMarkers.ambiguousViewsNotFound(in: facts, besides: result, ruleID: description.id)
    }

    /// Interface Builder's `verifyAmbiguity`: `off` silences a view, `ignoreSizes` its width
    /// and height.
    static func isChecked(_ fact: AmbiguityFact, _ graph: LayoutGraph) -> Bool {
        switch graph[fact.item].designTime?.verifyAmbiguity {
        case "off": false
        case "ignoreSizes": fact.variable != .width && fact.variable != .height
        default: true
        }
    }

    static func diagnostic(_ id: ItemID, _ axis: Axis, positionFree: Bool, sizeFree: Bool, _ facts: LayoutFacts,
                           _ ambiguousSizes: Set<String>) -> Diagnostic {
        let graph = facts.system.graph
        let name = graph.shortName(of: id)
        let horizontal = axis == .horizontal
        let sizeWord = horizontal ? "width" : "height"
        let edges = horizontal ? "leading, trailing or centerX" : "top, bottom or centerY"
        var message: String
        var fix: String
        let tie = sizeFree ? tiePartner(id, axis, facts, ambiguousSizes) : nil
        if let tie {
            let (kind, priority) = tie.kind
            message = "\(name) and \(graph.shortName(of: tie.partner)) tie over who \(kind == "hugging" ? "grows" : "shrinks") \(horizontal ? "horizontally" : "vertically"): both have \(horizontal ? "horizontal" : "vertical") content \(kind) priority \(ConstraintText.number(priority))"
            fix = "raise the content \(kind) priority of the one that should keep its size (e.g. \(name) to \(ConstraintText.number(priority + 1)))"
        } else if positionFree && sizeFree {
            message = "nothing fixes \(name)'s \(horizontal ? "horizontal position" : "vertical position") or \(sizeWord)"
            fix = "pin both of its \(horizontal ? "leading and trailing" : "top and bottom") edges, or one of its \(edges) and a \(sizeWord)"
        } else if positionFree {
            message = "\(name) has a \(sizeWord) but nothing fixes its \(edges)"
            fix = "constrain its \(horizontal ? "leading, trailing or centerX" : "top, bottom or centerY") to a neighbour or its superview"
        } else if graph[id].intrinsicContentSize[axis] != nil {
            message = "\(name)'s \(sizeWord) is not fixed: it has an intrinsic \(sizeWord), but a neighbour sharing the same space can grow or shrink instead of it at no cost"
            fix = "raise \(name)'s content hugging and compression resistance priorities above its neighbours', or give the neighbour a \(sizeWord)"
        } else {
            message = "\(name)'s \(sizeWord) is not fixed: its position is, but nothing decides how \(horizontal ? "wide" : "tall") it is"
            fix = "pin its other \(horizontal ? "horizontal" : "vertical") edge, or give it a \(sizeWord) (or an intrinsic content size)"
        }
        let item = graph[id]
        return Diagnostic(ruleID: description.id, message: message, location: item.source,
                          notes: [Diagnostic.Note("fix: " + fix)], viewID: item.id,
                          figure: FigureBuilder.ambiguity(id, axis: axis, sizeFree: sizeFree, partner: tie?.partner, facts))
    }

    /// Where a view is on screen, for ordering: x, then y of its solved frame.
    static func screenOrder(_ id: ItemID, _ facts: LayoutFacts) -> [Double] {
        let frame = facts.solved.rootFrames[id.index]
        return [frame.x, frame.y, frame.width, frame.height]
    }

    /// Another view whose size on the same axis is ambiguous and whose content priority
    /// (hugging when there is room to spare, compression resistance when squeezed) equals
    /// this one's.
    static func tiePartner(_ id: ItemID, _ axis: Axis, _ facts: LayoutFacts, _ ambiguousSizes: Set<String>)
        -> (partner: ItemID, kind: (String, Double))? {
        let graph = facts.system.graph
        guard let intrinsic = graph[id].intrinsicContentSize[axis] else { return nil }
        let size: FrameVariable = axis == .horizontal ? .width : .height
        let solved = axis == .horizontal ? facts.solved.localFrames[id.index].width : facts.solved.localFrames[id.index].height
        let squeezed = solved < intrinsic - 1e-6
        func priority(_ view: ItemID) -> Double? {
            let content = facts.system.constraints.first { constraint in
                constraint.origin == .contentSize && constraint.firstItem == view && constraint.axis == axis
                    && constraint.relation == (squeezed ? .greaterThanOrEqual : .lessThanOrEqual)
            }
            return content?.priority
        }
        guard let own = priority(id) else { return nil }
        for other in graph.itemIDs where other != id && ambiguousSizes.contains("\(other.index)-\(size.rawValue)") {
            if priority(other) == own { return (other, (squeezed ? "compression resistance" : "hugging", own)) }
        }
        return nil
    }
}
