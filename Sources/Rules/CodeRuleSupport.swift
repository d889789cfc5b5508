import LayoutModel

/// What the rules on code share: the methods UIKit and AppKit call during layout, and how
/// findings name what code names.
enum CodeRuleSupport {
    /// Methods UIKit and AppKit call in every layout pass.
    static let layoutPassMethods: Set<String> = [
        "layoutSubviews", "viewDidLayoutSubviews", "viewWillLayoutSubviews", "layout", "viewDidLayout", "viewWillLayout",
        "layoutSublayers",
    ]

    /// Methods the constraint pass calls (as often as constraints need updating).
    static let constraintPassMethods: Set<String> = ["updateConstraints", "updateViewConstraints"]

    /// `draw(_:)`, `drawRect:`.
    static let drawMethods: Set<String> = ["draw", "drawRect"]

    /// Whether `method` is one UIKit or AppKit calls during layout, constraints or drawing
    /// (only as an override: a method of the same name the app calls itself is no such pass).
    static func isLayoutTime(_ method: CodeMethod, in type: CodeType) -> Bool {
        guard method.isOverride, type.ownerKind != .other else { return false }
        if method.name == "layout" && !method.labels.isEmpty { return false }
        return layoutPassMethods.contains(method.name) || constraintPassMethods.contains(method.name)
            || drawMethods.contains(method.name)
    }

    /// The type's own view: `self` for views and cells, `view` for controllers.
    static func ownView(_ item: CodeItem, in type: CodeType) -> Bool {
        guard item.guide == nil else { return false }
        return item.path == "self" || (type.ownerKind == .viewController && item.path == "view")
    }

    /// The types of the file merged by name: a class and its extensions are one type
    /// (their properties, outlets and methods belong together), in first-seen order.
    static func mergedTypes(_ code: CodeFile) -> [CodeType] {
        var order: [String] = []
        var merged: [String: CodeType] = [:]
        for type in code.types {
            if var existing = merged[type.name] {
                existing.methods += type.methods
                existing.outlets.formUnion(type.outlets)
                existing.createdViews.merge(type.createdViews) { first, _ in first }
                if existing.ownerKind == .other { existing.ownerKind = type.ownerKind }
                if existing.superclass == nil { existing.superclass = type.superclass }
                merged[type.name] = existing
            } else {
                order.append(type.name)
                merged[type.name] = type
            }
        }
        return order.compactMap { merged[$0] }
    }

    /// Whether an event takes constraints away: `deactivate`, `removeConstraints`,
    /// `remakeConstraints`, `removeFromSuperview`, `isActive = false`.
    static func removes(_ event: CodeEvent) -> Bool {
        switch event.kind {
        case .removal: true
        case .assignment(_, let property, let value): property == "isActive" && value == 0
        default: false
        }
    }

    /// How a finding names a method: `ProfileView.layoutSubviews()`.
    static func name(_ method: CodeMethod, in type: CodeType) -> String {
        let labels = method.labels.isEmpty ? "" : method.labels.map { $0 + ":" }.joined()
        return (type.name.isEmpty ? "" : type.name + ".") + method.name + "(\(labels))"
    }

    /// The maker call (`snp.makeConstraints`, `mas_updateConstraints`, …) that made the
    /// constraint at `index` of `method`, if it came from one.
    static func makerCall(before index: Int, of view: CodeItem, in method: CodeMethod) -> String? {
        guard index <= method.events.count else { return nil }
        for event in method.events[..<index].reversed() {
            if case .call(let receiver, let name) = event.kind, receiver == view,
               name.hasPrefix("snp.") || name.hasPrefix("mas_") {
                return name
            }
        }
        return nil
    }

    /// Whether the constraint at `index` replaces or updates existing ones rather than
    /// adding new ones (SnapKit `remake`/`update`, Masonry `mas_remake`/`mas_update`).
    static func replacesConstraints(_ constraint: CodeConstraint, at index: Int, in method: CodeMethod) -> Bool {
        guard constraint.idiom == .snapKit || constraint.idiom == .masonry,
              let call = makerCall(before: index, of: constraint.firstItem, in: method) else { return false }
        return call.contains("remake") || call.contains("update") || call.contains("Remake") || call.contains("Update")
            || call.contains("prepare")
    }
}
