import LayoutModel

/// The layout guides of a view, and the size-class variations that leave elements out of the
/// base configuration.
extension IBLayoutBuilder {
    // MARK: Guides

    /// `<viewLayoutGuide key="safeArea">` and its kin.
    mutating func addGuides(of element: XMLElementNode, owner: ItemID) throws(Failure) {
        for guide in element.children where guide.name == "viewLayoutGuide" || guide.name == "keyboardLayoutGuide" {
            guard let objectID = guide["id"] else { continue }
            let key = guide.name == "keyboardLayoutGuide" ? "keyboard" : guide["key"]
            let role: GuideRole = switch key {
            case "safeArea": .safeArea
            case "contentLayoutGuide": .scrollContent
            case "frameLayoutGuide": .scrollFrame
            case "layoutMargins": .layoutMargins
            case "keyboard": .keyboard
            default: .custom
            }
            addGuide(objectID, role: role, owner: owner, element: guide)
        }
        if let guides = element.child("layoutGuides") {
            for guide in guides.children where guide["id"] != nil {
                addGuide(guide["id"] ?? "", role: .custom, owner: owner, element: guide)
            }
        }
    }

    mutating func addGuide(_ objectID: String, role: GuideRole, owner: ItemID, element: XMLElementNode) {
        let id = graph.add(LayoutItem(id: objectID, kind: .layoutGuide(role), className: platform == .iOS ? "UILayoutGuide" : "NSLayoutGuide",
                                      name: element["key"] ?? element["identifier"], parent: owner, layoutMargins: .zero,
                                      layoutDirection: graph[owner].layoutDirection,
                                      source: SourceLocation(file: file, line: element.line, column: element.column)))
        index[objectID] = id
    }

    // MARK: Size classes

    /// Records what `<variation key="default">` excludes from the base configuration.
    mutating func noteVariations(_ element: XMLElementNode) {
        for variation in element.children("variation") {
            hasVariations = true
            guard variation["key"] == "default" else { continue }
            for mask in variation.children("mask") {
                for exclude in mask.children("exclude") { if let reference = exclude["reference"] { excludedFromBase.insert(reference) } }
            }
        }
    }

    func isExcluded(_ element: XMLElementNode) -> Bool {
        element["id"].map(excludedFromBase.contains) ?? false
    }
}
