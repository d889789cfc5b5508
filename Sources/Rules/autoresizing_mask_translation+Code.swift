import LayoutModel

/// `autoresizing_mask_translation` on code: a view created in code, added to a superview
/// and constrained, whose `translatesAutoresizingMaskIntoConstraints` is never set to false.
extension AutoresizingMaskTranslationRule {
    /// Methods of UIKit and AppKit views that do not touch the flag: a view only receiving
    /// these stays under the reader's eyes. Any other method (a project's own extension,
    /// like a `pinEdges()` helper from another file) might set it, so the view is left alone.
    static let harmlessCalls: Set<String> = [
        "setContentHuggingPriority", "setContentCompressionResistancePriority", "addTarget", "setTitle", "setTitleColor",
        "setImage", "setBackgroundImage", "setAttributedTitle", "addGestureRecognizer", "sizeToFit", "layoutIfNeeded",
        "setNeedsLayout", "setNeedsDisplay", "addSubview", "insertSubview", "bringSubviewToFront", "sendSubviewToBack",
        "addArrangedSubview", "insertArrangedSubview", "removeArrangedSubview", "setCustomSpacing", "register",
        "reloadData", "setContentOffset", "becomeFirstResponder", "resignFirstResponder", "setOn", "setProgress",
        "startAnimating", "stopAnimating", "addLayoutGuide", "addInteraction", "addAction", "invalidateIntrinsicContentSize",
        "setTitleTextAttributes", "insertSegment", "setEnabled", "setSelected", "setHighlighted", "setValue",
        "addTrackingArea", "setFrameSize", "setButtonType", "setAccessibilityLabel", "setNeedsUpdateConstraints",
        "removeFromSuperview", "setBackgroundColor", "setTextColor", "setFont", "setText", "setAlpha", "setHidden",
        "setContentMode", "setClipsToBounds", "setTintColor", "setNumberOfLines", "setTextAlignment", "setUserInteractionEnabled",
        "argument:addSubview", "argument:insertSubview", "argument:bringSubviewToFront", "argument:sendSubviewToBack",
        "argument:addArrangedSubview", "argument:setCustomSpacing", "argument:contains", "argument:isDescendant",
    ]

    /// Whether a call cannot set the flag: a UIKit or AppKit method, a property setter
    /// (Objective-C `setText:`), SnapKit and Masonry (which set it to false themselves).
    static func isHarmless(_ name: String) -> Bool {
        if harmlessCalls.contains(name) || name.hasPrefix("snp.") || name.hasPrefix("mas_") { return true }
        return name.hasPrefix("set") && !name.lowercased().hasPrefix("setup") && name != "setTranslatesAutoresizingMaskIntoConstraints"
    }

    static func check(_ code: CodeFile) -> [Diagnostic] {
        // Whether each class of the file clears its own flag (in its init, say).
        var ownClasses: [String: Bool] = [:]
        for type in code.types {
            let setsOwnFlag = type.methods.contains { method in
                method.events.contains { event in
                    if case .setsTranslatesAutoresizingMask(let view, _) = event.kind { return view.path == "self" }
                    return false
                }
            }
            ownClasses[type.name] = (ownClasses[type.name] ?? false) || setsOwnFlag
        }
        var result: [Diagnostic] = []
        for type in scopes(of: code) {
            let (managed, unknownCalls) = names(in: type)
            result += check(type, managed: managed, unknownCalls: unknownCalls, ownClasses: ownClasses)
        }
        return result
    }

    /// The scopes names live in: each type with its extensions, and each free function on
    /// its own (its views are locals).
    static func scopes(of code: CodeFile) -> [CodeType] {
        CodeRuleSupport.mergedTypes(code).flatMap { type -> [CodeType] in
            guard type.name.isEmpty else { return [type] }
            return type.methods.map { CodeType(name: "", ownerKind: .other, methods: [$0]) }
        }
    }

    /// What the scope says about each name: the flag cleared (or set to something not
    /// literal), arranged in a stack view, constrained by SnapKit or Masonry (which clear
    /// it); and the names handed to methods the reader does not know.
    static func names(in type: CodeType) -> (managed: Set<String>, unknownCalls: Set<String>) {
        var managed: Set<String> = []
        var unknownCalls: Set<String> = []
        for method in type.methods {
            for event in method.events {
                switch event.kind {
                case .setsTranslatesAutoresizingMask(let view, let value) where value != true:
                    if let path = view.path { managed.insert(path) }
                case .addSubview(_, let child, true):
                    if let path = child.path { managed.insert(path) }
                case .constraint(let constraint) where [.snapKit, .masonry].contains(constraint.idiom):
                    if let path = constraint.firstItem.path { managed.insert(path) }
                case .call(let receiver, let name) where !isHarmless(name):
                    if let path = receiver.path { unknownCalls.insert(path) }
                default:
                    break
                }
            }
        }
        return (managed, unknownCalls)
    }

    static func check(_ type: CodeType, managed: Set<String>, unknownCalls: Set<String>, ownClasses: [String: Bool]) -> [Diagnostic] {
        // A flag cleared on something the reader cannot name (`views.forEach { $0… = false }`
        // over an array it does not know) may be any of the type's views: none is flagged.
        let clearsUnknown = type.methods.contains { method in
            method.events.contains { event in
                if case .setsTranslatesAutoresizingMask(let view, let value) = event.kind { return !view.isKnown && value != true }
                return false
            }
        }
        guard !clearsUnknown else { return [] }
        var created: [String: (className: String, location: SourceLocation)] = [:]
        var added: [String: (parent: CodeItem, location: SourceLocation)] = [:]
        var constrained: [String: [CodeConstraint]] = [:]
        for method in type.methods {
            for event in method.events {
                switch event.kind {
                case .createsView(let view, let className):
                    if let path = view.path, created[path] == nil { created[path] = (className, event.location) }
                case .addSubview(let parent, let child, false):
                    if let path = child.path, parent.isKnown, added[path] == nil { added[path] = (parent, event.location) }
                case .constraint(let constraint) where [.anchor, .itemAttribute, .visualFormat].contains(constraint.idiom):
                    // The first item is the one a constraint places: a frame-based view can
                    // anchor others (`badge.centerX == icon.centerX` leaves `icon` alone).
                    if constraint.firstItem.guide == nil, let path = constraint.firstItem.path {
                        constrained[path, default: []].append(constraint)
                    }
                default:
                    break
                }
            }
        }
        var result: [Diagnostic] = []
        for path in created.keys.sorted() {
            guard let creation = created[path], let addition = added[path], let constraints = constrained[path],
                  !path.contains("."), path != "self", path != "view", path != "contentView",
                  !type.outlets.contains(path), !managed.contains(path), !unknownCalls.contains(path) else { continue }
            // A class of the project may set the flag itself (in its init): only UIKit's and
            // AppKit's own classes, and this file's classes that do not, are known not to.
            let systemClass = creation.className.hasPrefix("UI") || creation.className.hasPrefix("NS")
            guard systemClass || ownClasses[creation.className] == false else { continue }
            // Constraints between the view and its own subviews do not place it.
            let placing = constraints.filter { constraint in
                let other = constraint.firstItem.path == path ? constraint.secondItem : constraint.firstItem
                guard let otherPath = other?.path else { return true }
                return added[otherPath]?.parent.path != path
            }
            guard let first = placing.first else { continue }
            result.append(Diagnostic(
                ruleID: description.id,
                message: "\(path) (\(creation.className), created in code) is added to \(addition.parent) and constrained, but its translatesAutoresizingMaskIntoConstraints is never set to false: its autoresizing-mask constraints will fight these",
                location: first.location,
                notes: [Diagnostic.Note("created here", at: creation.location), Diagnostic.Note("added here", at: addition.location)]
                    + placing.prefix(6).map { Diagnostic.Note($0.text, at: $0.location) }
                    + [Diagnostic.Note("fix: set \(path).translatesAutoresizingMaskIntoConstraints = false before activating its constraints")],
                viewID: "\(type.name).\(path)"))
        }
        return result
    }
}
