import LayoutModel

extension IBLayoutBuilder {
    /// Reads every recorded `<constraints>` list. An omitted `firstItem` is the view that
    /// holds the list; an omitted `secondItem` makes a constant constraint. Constraints the
    /// device's size-class configuration leaves out are skipped, and its variations' constants
    /// and priorities apply; placeholders are kept with origin
    /// `placeholder` (design time only). A reference to an object outside this layout (a
    /// view of another scene) skips the constraint with a note; one to no object at all is
    /// an error.
    mutating func readConstraints(knownIDs: KnownIDs) throws(Failure) {
        for (owner, list) in constraintLists {
            for element in list.children("constraint") {
                if let id = element["id"], isExcluded(id: id) { continue }
                if let constraint = try constraint(element, owner: owner, knownIDs: knownIDs) {
                    graph.constraints.append(constraint)
                }
            }
        }
    }

    /// Interface Builder gives a view that no constraint mentions fixed "prototyping"
    /// constraints at build time (`NSIBPrototypingLayoutConstraint`): it keeps its frame. The
    /// same as translating a fixed autoresizing mask. Arranged subviews (their stack places
    /// them), a grid's content views, a split view's panes, content views and roots are left
    /// alone.
    mutating func fixUnconstrainedViews() {
        var mentioned = Set<ItemID>()
        // A placeholder counts: Xcode adds no prototyping constraints to a view that has one.
        for constraint in graph.constraints {
            mentioned.insert(constraint.firstItem)
            if let second = constraint.secondItem { mentioned.insert(second) }
        }
        for id in graph.itemIDs {
            let item = graph[id]
            guard let parent = item.parent, item.isView, !item.translatesAutoresizingMask, !mentioned.contains(id),
                  item.viewRole != .cellContentView, graph[parent].stack == nil, graph[parent].grid == nil, graph[parent].split == nil,
                  item.storedFrame != nil else { continue }
            graph[id].translatesAutoresizingMask = true
            graph[id].autoresizingMask = [.flexibleRightMargin, .flexibleBottomMargin]
        }
    }

    func constraint(_ element: XMLElementNode, owner: ItemID, knownIDs: KnownIDs) throws(Failure) -> LayoutConstraint? {
        func item(_ attribute: String) throws(Failure) -> ItemID?? {
            guard let reference = element[attribute] else { return .some(nil) }
            if let id = index[reference] { return .some(id) }
            if knownIDs.contains(reference) { return nil }
            throw Failure(element: element, message: "\(attribute)=\"\(reference)\" refers to no object in this document")
        }
        guard let firstReference = try item("firstItem"), let secondItem = try item("secondItem") else { return nil }
        let first = firstReference ?? owner
        do throws(IBValues.Problem) {
            guard let firstText = element["firstAttribute"] else { throw IBValues.Problem(message: "missing firstAttribute") }
            let firstAttribute = try IBValues.attribute(firstText)
            var secondAttribute = LayoutAttribute.notAnAttribute
            if secondItem != nil {
                guard let text = element["secondAttribute"] else { throw IBValues.Problem(message: "missing secondAttribute") }
                secondAttribute = try IBValues.attribute(text)
            }
            let origin: ConstraintOrigin = IBValues.yes(element["placeholder"]) ? .placeholder : .user
            let constraint = LayoutConstraint(
                first, firstAttribute, try IBValues.relation(element["relation"]), secondItem, secondAttribute,
                multiplier: try element["multiplier"].map { text throws(IBValues.Problem) in try IBValues.multiplier(text) } ?? 1,
                constant: try variedValue(element, "constant").map { text throws(IBValues.Problem) in try IBValues.number(text, attribute: "constant") } ?? 0,
                priority: try variedValue(element, "priority").map { text throws(IBValues.Problem) in try IBValues.priority(text, attribute: "priority") } ?? 1000,
                provenance: ConstraintProvenance(origin: origin, identifier: element["identifier"],
                                                 source: SourceLocation(file: file, line: element.line, column: element.column),
                                                 objectID: element["id"], owner: owner, className: "NSLayoutConstraint"))
            if let problem = constraint.validationProblem() { throw IBValues.Problem(message: problem) }
            return constraint
        } catch {
            throw Failure(element: element, message: error.message)
        }
    }
}
