import Cassowary

/// How the model's linear forms become Cassowary expressions: each item has four solver
/// variables, `variables[SolverBridge.slot(item, variable)]`, in item order.
public enum SolverBridge {
    /// The position of `item`'s `variable` in a variable array.
    public static func slot(_ item: ItemID, _ variable: FrameVariable) -> Int {
        item.index * 4 + variable.rawValue
    }

    /// One new variable per item variable of `graph`; named `id.minX` … when `named` (for
    /// solver error messages), unnamed otherwise (cheaper, for throw-away solvers).
    public static func makeVariables(for graph: LayoutGraph, in solver: Solver, named: Bool) -> [Variable] {
        var variables: [Variable] = []
        variables.reserveCapacity(graph.items.count * 4)
        for item in graph.items {
            for component in FrameVariable.allCases {
                variables.append(named ? solver.makeVariable(named: "\(item.id).\(component)") : solver.makeVariable())
            }
        }
        return variables
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
