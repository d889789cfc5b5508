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

    /// Records what `<variation key="default">` excludes from the base configuration, and what
    /// the variations that apply to the document's device include or exclude.
    mutating func noteVariations(_ element: XMLElementNode) {
        for variation in element.children("variation") {
            hasVariations = true
            guard let key = variation["key"] else { continue }
            let base = key == "default"
            guard base || (sizeClasses?.applies(key) ?? false) else { continue }
            for mask in variation.children("mask") {
                for exclude in mask.children("exclude") {
                    guard let reference = exclude["reference"] else { continue }
                    if base { excludedFromBase.insert(reference) } else { excludedFromDevice.insert(reference) }
                }
                for include in mask.children("include") where !base {
                    if let reference = include["reference"] { includedOnDevice.insert(reference) }
                }
            }
        }
    }

    /// Whether the object `id` is left out of the configuration laid out: excluded from the
    /// base and not brought back by a variation of the device's size classes, or excluded by one.
    func isExcluded(id: String) -> Bool {
        (excludedFromBase.contains(id) && !includedOnDevice.contains(id)) || excludedFromDevice.contains(id)
    }

    func isExcluded(_ element: XMLElementNode) -> Bool {
        element["id"].map { isExcluded(id: $0) } ?? false
    }

    /// Records `element`, left out of the configuration laid out, and every view inside it
    /// (its subviews, content views and cells alike).
    mutating func noteNotInstalled(_ element: XMLElementNode) {
        if Self.isView(element) { notInstalled.append(element) }
        for child in element.children { noteNotInstalled(child) }
    }

    /// The value an applicable size-class variation inside `element` gives `attribute`
    /// (`<variation key="widthClass=compact" constant="180"/>`), or the element's own.
    func variedValue(_ element: XMLElementNode, _ attribute: String) -> String? {
        if let sizeClasses {
            for variation in element.children("variation") {
                if let key = variation["key"], sizeClasses.applies(key), let value = variation[attribute] { return value }
            }
        }
        return element[attribute]
    }
}
