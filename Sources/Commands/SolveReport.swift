import Cassowary
import JSONSupport
import Readers

/// The two renderings of a solved system: an aligned table for people and a JSON
/// document for tools. Both list variables in declaration order, so the bytes out depend
/// only on the input.
enum SolveReport {
    /// Why the solver rejects a constraint: it is added in file order, so a rejected one
    /// contradicts the required constraints accepted before it.
    static let rejectionReason = "it contradicts the required constraints before it"

    /// `name  value` lines, then one `file:line:col: error:` line per rejected constraint.
    static func text(_ system: ConstraintSystem, _ run: SystemRun, file: String) -> String {
        let width = min(system.variables.map(\.count).max() ?? 0, 40)
        var out = ""
        for (name, value) in zip(system.variables, run.values) {
            let padding = String(repeating: " ", count: max(1, width - name.count + 2))
            out += name + padding + format(value) + "\n"
        }
        for index in run.rejected {
            out += "\(location(of: index, in: system, file: file)): error: constraint \(index) is unsatisfiable: \(rejectionReason); it was skipped\n"
        }
        return out
    }

    /// `{"name", "unsatisfiable", "rejected": [{index, line, column, message}], "variables": [{name, value}]}`.
    static func json(_ system: ConstraintSystem, _ run: SystemRun, file: String) -> String {
        let rejected: [JSONValue] = run.rejected.map { index in
            let position = system.constraints[index].position
            return .object([
                "index": .number(index),
                "file": .string(file),
                "line": position.map { JSONValue.number($0.line) } ?? .null,
                "column": position.map { JSONValue.number($0.column) } ?? .null,
                "message": .string(rejectionReason),
            ])
        }
        let variables: [JSONValue] = zip(system.variables, run.values).map { name, value in
            .object(["name": .string(name), "value": .number(rounded(value))])
        }
        let document = JSONValue.object([
            "name": .string(system.name),
            "unsatisfiable": .bool(!run.rejected.isEmpty),
            "rejected": .list(rejected),
            "variables": .list(variables),
        ])
        return JSONWriter.string(document, style: .pretty) + "\n"
    }

    /// `file:line:col` of constraint `index` (`file` alone when the position is unknown).
    static func location(of index: Int, in system: ConstraintSystem, file: String) -> String {
        guard let position = system.constraints[index].position else { return file }
        return "\(file):\(position.line):\(position.column)"
    }

    /// `value` rounded to 6 decimals, with -0 folded into 0, so tiny float noise never
    /// changes the output.
    static func rounded(_ value: Double) -> Double {
        let r = (value * 1e6).rounded() / 1e6
        return r == 0 ? 0 : r
    }

    /// The shortest decimal text of `rounded(value)`.
    static func format(_ value: Double) -> String {
        JSONWriter.format(rounded(value))
    }
}

extension JSONValue {
    /// An array value from plain values (positions unknown).
    static func list(_ values: [JSONValue]) -> JSONValue {
        .array(values.map { JSONNode($0) })
    }
}
