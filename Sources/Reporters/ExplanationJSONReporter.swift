import Explanations
import JSONSupport

/// `layoutlint explain --format json`: an array with one object per message — `kind`,
/// `line`, `endLine`, `verdict`, `constraints` (each with `address`, `text`, `line`,
/// `column`, `origin`, `inConflict`, and `equation` or `error`), `conflict` (addresses of
/// the minimal set), `implicit`, `broken`, `suggested`, `agreesWithUIKit`, `rootCause`,
/// `explanation`, `arithmetic`, `unshown` (for a conflict the printed list does not reproduce: the
/// quantity the log does not print and the values of it that make the conflict), `fix`.
public enum ExplanationJSONReporter {
    /// The JSON array, pretty-printed, ending in a newline.
    public static func report(_ explanations: [Explanation]) -> String {
        let blocks: [JSONValue] = explanations.map { explanation in
            .object([
                ("kind", .string(explanation.kind.rawValue)),
                ("line", .number(explanation.line)),
                ("endLine", .number(explanation.endLine)),
                ("verdict", .string(explanation.verdict.rawValue)),
                ("constraints", .array(explanation.constraints.map(constraint))),
                ("conflict", .array(explanation.conflict.map(JSONValue.string))),
                ("implicit", .array(explanation.implicitMembers.map(JSONValue.string))),
                ("broken", optional(explanation.broken)),
                ("suggested", optional(explanation.suggested)),
                ("agreesWithUIKit", explanation.agreesWithUIKit.map(JSONValue.bool) ?? .null),
                ("rootCause", optional(explanation.rootCause)),
                ("explanation", .string(explanation.explanation)),
                ("arithmetic", optional(explanation.arithmetic)),
                ("unshown", optional(explanation.unshown)),
                ("fix", .string(explanation.fix)),
            ])
        }
        return JSONWriter.string(.array(blocks), style: .pretty) + "\n"
    }

    static func constraint(_ constraint: ExplainedConstraint) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("address", optional(constraint.address)), ("text", .string(constraint.text)),
            ("line", .number(constraint.line)), ("column", .number(constraint.column)),
        ]
        if let error = constraint.error {
            members.append(("error", .string(error)))
        } else {
            members.append(("equation", optional(constraint.equation)))
        }
        members.append(("origin", optional(constraint.origin)))
        members.append(("inConflict", .bool(constraint.inConflict)))
        return .object(members)
    }

    static func optional(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }
}
