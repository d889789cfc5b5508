import LayoutModel

/// One method's constraints as a `LayoutGraph`, for the rules that work on graphs
/// (`unsatisfiable_constraints`, `duplicate_constraint`, `left_right_attributes`).
public struct CodeLayout: Sendable {
    /// The type and method the constraints come from (`ProfileView.setUpConstraints`).
    public var scope: String
    /// The graph: items named by their property or variable path, constraints with their
    /// source locations.
    public var graph: LayoutGraph
}

/// Builds a graph for every method whose constraints are all known: only constraints
/// whose items, numbers and activation are statically known, made on every path through
/// the method (not in a branch, closure or `#if`), and not removed later in it. Views take
/// part without an intrinsic size and without autoresizing constraints, so nothing is
/// claimed that the code did not write; the views' sizes are free (no ambiguity is judged).
public enum CodeGraphBuilder {
    /// The layouts of `code`, in source order; methods with fewer than two known
    /// constraints are left out (nothing can conflict).
    public static func layouts(of code: CodeFile, platform: Platform = .iOS) -> [CodeLayout] {
        var result: [CodeLayout] = []
        for type in code.types {
            let parents = Self.parents(in: type)
            for method in type.methods {
                let constraints = Self.settled(method)
                guard constraints.count >= 2 else { continue }
                let graph = Self.graph(constraints, type: type, parents: parents, platform: platform)
                result.append(CodeLayout(scope: type.name.isEmpty ? method.name : "\(type.name).\(method.name)", graph: graph))
            }
        }
        return result
    }

    /// The constraints of `method` that exist once it has run, as far as the reader knows.
    static func settled(_ method: CodeMethod) -> [CodeConstraint] {
        var kept: [(constraint: CodeConstraint, index: Int)] = []
        for (index, event) in method.events.enumerated() {
            guard case .constraint(let constraint) = event.kind else { continue }
            if constraint.updatesExisting {
                // An update replaces the constraint between the same attributes (or, made
                // on some path only, leaves it unknown).
                kept.removeAll { Self.sameAttributes($0.constraint, constraint) }
            }
            guard !event.isConditional, constraint.isFullyKnown, constraint.idiom != .helper else { continue }
            kept.append((constraint, index))
        }
        // A removal after a constraint (of one of its views, or of something unknown) may take it away.
        return kept.filter { entry in
            !method.events[(entry.index + 1)...].contains { event in
                guard case .removal(let item) = event.kind else { return false }
                return !item.isKnown || item.path == entry.constraint.firstItem.path || item.path == entry.constraint.secondItem?.path
            }
        }.map(\.constraint)
    }

    /// Whether two constraints relate the same items, attributes and relation.
    static func sameAttributes(_ one: CodeConstraint, _ other: CodeConstraint) -> Bool {
        one.firstItem == other.firstItem && one.firstAttribute == other.firstAttribute && one.relation == other.relation
            && one.secondItem == other.secondItem && one.secondAttribute == other.secondAttribute
    }

    /// Each view's superview, from every `addSubview` of the type (the last one wins).
    static func parents(in type: CodeType) -> [String: String] {
        var parents: [String: String] = [:]
        for method in type.methods {
            for event in method.events {
                if case .addSubview(let parent, let child, _) = event.kind, let parentPath = parent.path, parent.guide == nil,
                   let childPath = child.path, child.guide == nil, parentPath != childPath {
                    parents[childPath] = parentPath
                }
            }
        }
        return parents
    }

    static func graph(_ constraints: [CodeConstraint], type: CodeType, parents: [String: String], platform: Platform) -> LayoutGraph {
        var graph = LayoutGraph(platform: platform)
        let rootPath = type.ownerKind == .viewController ? "view" : "self"
        var ids: [String: ItemID] = [:]
        var classes: [String: String] = [:]
        for method in type.methods {
            for event in method.events {
                if case .createsView(let view, let className) = event.kind, let path = view.path { classes[path] = className }
            }
        }
        func view(_ path: String, depth: Int = 0) -> ItemID {
            if let id = ids[path] { return id }
            var parent: ItemID?
            if path != rootPath {
                // Unknown superviews hang under the root; a cycle of addSubview calls is cut.
                let parentPath = parents[path].flatMap { depth < 64 ? $0 : nil } ?? rootPath
                parent = view(parentPath == path ? rootPath : parentPath, depth: depth + 1)
            }
            if let id = ids[path] { return id }
            let className = classes[path] ?? (platform == .macOS ? "NSView" : "UIView")
            let item = LayoutItem(id: path, kind: .view(.plain), className: className, name: path, parent: parent,
                                  translatesAutoresizingMask: false, source: type.createdViews[path])
            let id = graph.add(item)
            ids[path] = id
            return id
        }
        func item(_ code: CodeItem) -> ItemID? {
            guard let path = code.path else { return nil }
            let owner = view(path)
            guard let guide = code.guide else { return owner }
            let key = code.description
            if let id = ids[key] { return id }
            let id = graph.add(LayoutItem(id: key, kind: .layoutGuide(guide), className: "UILayoutGuide",
                                          name: CodeItem.guideProperty(guide), parent: owner))
            ids[key] = id
            return id
        }
        _ = view(rootPath)
        for constraint in constraints {
            guard let first = item(constraint.firstItem), let multiplier = constraint.multiplier,
                  let constant = constraint.constant, let priority = constraint.priority else { continue }
            let second = constraint.secondItem.flatMap(item)
            let provenance = ConstraintProvenance(origin: .user, identifier: constraint.identifier, source: constraint.location)
            graph.constraints.append(LayoutConstraint(first, constraint.firstAttribute, constraint.relation, second,
                                                      constraint.secondAttribute, multiplier: multiplier, constant: constant,
                                                      priority: priority, provenance: provenance))
        }
        return graph
    }
}
