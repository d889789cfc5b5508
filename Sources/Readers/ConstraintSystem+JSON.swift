#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import JSONSupport

extension ConstraintSystem {
    /// The system in the format `ConstraintSystemReader` reads, members in the format's
    /// order (`name`, `expect`, `variables`, `constraints`, `edits`), with `constant` and
    /// `strength` always written. Reading the result back gives an equal system, so tools
    /// can write derived problems (e.g. a reduced conflicting subset) for other solvers.
    ///
    /// Indices that do not name a declared variable (possible only for systems built in
    /// code) are written as the name `"#<index>"`, which a reader will reject; they never
    /// trap.
    public func jsonValue() -> JSONValue {
        var object = JSONObject()
        object.append(key: "name", value: .string(name))
        if let expectation {
            object.append(key: "expect", value: expectationValue(expectation))
        }
        object.append(key: "variables", value: .array(variables.map { JSONNode(.string($0)) }))
        object.append(key: "constraints", value: .array(constraints.map { JSONNode(constraintValue($0)) }))
        if !edits.isEmpty {
            object.append(key: "edits", value: .array(edits.map { JSONNode(editValue($0)) }))
        }
        return .object(object)
    }

    /// `jsonValue()` serialised: one line by default, or indented with `pretty`.
    public func jsonData(pretty: Bool = false) -> Data {
        JSONWriter.data(jsonValue(), style: pretty ? .pretty : .compact)
    }

    private func variableName(_ index: Int) -> String {
        variables.indices.contains(index) ? variables[index] : "#\(index)"
    }

    private func constraintValue(_ constraint: SystemConstraint) -> JSONValue {
        let terms: [JSONNode] = constraint.terms.map { term in
            JSONNode([.number(term.coefficient), .string(variableName(term.variableIndex))])
        }
        return [
            "terms": .array(terms),
            "constant": .number(constraint.constant),
            "op": .string(constraint.relation.rawValue),
            "strength": Self.strengthValue(constraint.strength),
        ]
    }

    private func editValue(_ edit: SystemEdit) -> JSONValue {
        [
            "variable": .string(variableName(edit.variableIndex)),
            "strength": Self.strengthValue(edit.strength),
            "values": .array(edit.values.map { JSONNode(.number($0)) }),
        ]
    }

    private func expectationValue(_ expectation: SystemExpectation) -> JSONValue {
        var object = JSONObject()
        switch expectation {
        case .unsatisfiable(let rejectedIndex):
            object.append(key: "satisfiable", value: false)
            if let rejectedIndex { object.append(key: "rejected_index", value: .number(rejectedIndex)) }
        case .satisfiable(let ambiguous):
            object.append(key: "satisfiable", value: true)
            if let ambiguous {
                object.append(key: "ambiguous", value: .array(ambiguous.map { JSONNode(.string(variableName($0))) }))
            }
        }
        return .object(object)
    }

    private static func strengthValue(_ strength: SystemStrength) -> JSONValue {
        switch strength {
        case .required: return "required"
        case .strong: return "strong"
        case .medium: return "medium"
        case .weak: return "weak"
        case .priority(let value): return .number(value)
        }
    }
}
