import Cassowary

/// How the model's linear forms become Cassowary expressions: each item has four solver
/// variables, `variables[SolverBridge.slot(item, variable)]`, in item order.
public enum SolverBridge {
    /// The position of `item`'s `variable` in a variable array.
    public static func slot(_ item: ItemID, _ variable: FrameVariable) -> Int {
        item.index * 4 + variable.rawValue
    }

    /// One new variable per item variable of `graph`, unnamed: the solver's messages name a
    /// variable by its index, and naming 4 per item cost 4 % of a corpus lint.
    public static func makeVariables(for graph: LayoutGraph, in solver: Solver) -> [Variable] {
        var variables: [Variable] = []
        variables.reserveCapacity(graph.items.count * 4)
        for _ in 0..<graph.items.count * FrameVariable.allCases.count { variables.append(solver.makeVariable()) }
        return variables
    }

    /// Every item's alignment rectangle in its parent (top-left origin), indexed like the
    /// graph's items, from solver values (`Solver.values()`, by variable index): a position
    /// measured from an anchor (`PositionAnchors`) gets the anchor's added back.
    public static func localFrames(from values: [Double], over variables: [Variable], in graph: LayoutGraph) -> [Rect] {
        func value(_ item: ItemID, _ component: FrameVariable) -> Double {
            let index = variables[slot(item, component)].index
            return index >= 0 && index < values.count ? values[index] : 0
        }
        var frames: [Rect] = []
        frames.reserveCapacity(graph.items.count)
        for item in graph.itemIDs {
            var frame = Rect(x: value(item, .minX), y: value(item, .minY), width: value(item, .width), height: value(item, .height))
            // Anchors come before the items they anchor (`PositionAnchors`).
            if let anchor = graph.positionAnchors?.anchor(of: item, along: .horizontal), anchor.index < item.index {
                frame.x += frames[anchor.index].x
            }
            if let anchor = graph.positionAnchors?.anchor(of: item, along: .vertical), anchor.index < item.index {
                frame.y += frames[anchor.index].y
            }
            frames.append(frame)
        }
        return frames
    }

    /// `item`'s origin along `variable`'s axis in its parent's coordinates (its own position
    /// variable, plus its anchors' up to the parent), or its size.
    public static func localForm(of item: ItemID, _ variable: FrameVariable, in graph: LayoutGraph) -> LinearForm {
        let attribute: LayoutAttribute = switch variable {
        case .minX: .left
        case .minY: .top
        case .width: .width
        case .height: .height
        }
        return AttributeForm.form(of: attribute, of: item, in: graph, reference: graph[item].parent)
    }
}

extension LinearForm {
    /// The form as a Cassowary expression over `variables`, its constant moved by `offset`.
    public func expression(over variables: [Variable], offset: Double = 0) -> LinearExpression {
        LinearExpression(terms.map { Cassowary.Term(variables[SolverBridge.slot($0.item, $0.variable)], $0.coefficient) },
                         constant: constant + offset)
    }

    /// The form's value at the solver's current solution.
    public func value(in solver: Solver, over variables: [Variable]) -> Double {
        terms.reduce(constant) { sum, term in
            sum + term.coefficient * solver.value(of: variables[SolverBridge.slot(term.item, term.variable)])
        }
    }
}

extension LayoutConstraint {
    /// The Cassowary constraint `form (relation) 0` for this constraint, at its own priority
    /// or at `priority`.
    public func solverConstraint(_ form: LinearForm, over variables: [Variable], priority: Double? = nil) -> Constraint {
        let solverRelation: Relation = switch relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessOrEqual
        case .greaterThanOrEqual: .greaterOrEqual
        }
        return Constraint(form.expression(over: variables), solverRelation, priority: Priority(priority ?? self.priority))
    }
}
