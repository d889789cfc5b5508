import JSONSupport
import Rules

/// A JSON array of findings: `file`, `line`, `column`, `severity`, `rule`, `message`,
/// `view`, `views` (every view concerned), `confidence` (`certain` or `estimated`), `restsOn`
/// (the estimates an estimated finding rests on), `constraints`, `broken` and `notes`; unreadable inputs as `severity: "error"`,
/// `rule: "input"`.
public enum JSONReporter: Reporter {
    public static func report(_ results: [FileResult]) -> String {
        var findings: [JSONValue] = []
        for result in results {
            for failure in result.inputErrors {
                findings.append(.object([
                    ("file", .string(result.file)), ("line", .null), ("column", .null), ("severity", .string("error")),
                    ("rule", .string("input")), ("message", .string(failure)), ("view", .null),
                    ("views", .array([])), ("confidence", .string(Confidence.certain.rawValue)), ("restsOn", .array([])),
                    ("constraints", .array([])), ("broken", .null), ("notes", .array([])),
                ]))
            }
            if result.failure != nil { continue }
            for finding in result.findings {
                let diagnostic = finding.diagnostic
                let notes: [JSONValue] = diagnostic.notes.map { note in
                    .object([("message", .string(note.message)),
                             ("location", note.location.map { JSONValue.string($0.description) } ?? .null)])
                }
                findings.append(.object([
                    ("file", .string(diagnostic.location?.file ?? result.file)),
                    ("line", diagnostic.location?.line.map { JSONValue.number($0) } ?? .null),
                    ("column", diagnostic.location?.column.map { JSONValue.number($0) } ?? .null),
                    ("severity", .string(finding.severity.rawValue)),
                    ("rule", .string(diagnostic.ruleID)),
                    ("message", .string(diagnostic.message)),
                    ("view", diagnostic.viewID.map(JSONValue.string) ?? .null),
                    ("views", .array(diagnostic.viewIDs.map { JSONNode(.string($0)) })),
                    ("confidence", .string(diagnostic.confidence.rawValue)),
                    ("restsOn", .array(diagnostic.restsOn.map { JSONNode(.string($0)) })),
                    ("constraints", .array(diagnostic.constraintIDs.map { JSONNode(.string($0)) })),
                    ("broken", diagnostic.brokenID.map(JSONValue.string) ?? .null),
                    ("notes", .array(notes.map { JSONNode($0) })),
                ]))
            }
        }
        return JSONWriter.string(.array(findings.map { JSONNode($0) }), style: .pretty) + "\n"
    }
}
