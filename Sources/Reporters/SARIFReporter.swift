#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import JSONSupport
import LayoutModel
import Rules

/// SARIF 2.1.0, for GitHub code scanning and other SARIF viewers: one run whose driver
/// lists every rule (`RuleRegistry.all`: id, a PascalCase name, summary, rationale,
/// default level, help link) and one result per finding with `ruleId`, `ruleIndex`,
/// `level`, `message`, its location (a region only when the line is known), the located
/// notes as `relatedLocations`, and a `partialFingerprints["layoutlint/v1"]` that does not
/// depend on line numbers. Notes that point nowhere follow the message after a blank line.
/// Unreadable files are error notifications of the run's invocation, which then has
/// `executionSuccessful: false`. Member order is fixed, so equal input gives equal bytes.
public enum SARIFReporter: Reporter {
    static let schema = "https://json.schemastore.org/sarif-2.1.0.json"
    static let informationURI = "https://github.com/layoutlint/layoutlint"
    static let fingerprintKey = "layoutlint/v1"

    /// The log without a tool version, absolute paths under the current directory made
    /// relative. Callers that know the version should pass it (`report(_:version:root:)`).
    public static func report(_ results: [FileResult]) -> String {
        report(results, version: nil)
    }

    /// The log; `version` becomes `tool.driver.version` when given, and absolute paths under
    /// `root` (a directory; by default the current one) are written relative to it.
    public static func report(_ results: [FileResult], version: String?,
                              root: String? = FileManager.default.currentDirectoryPath) -> String {
        let rules = RuleRegistry.all.map { $0.description }
        var ruleIndex: [String: Int] = [:]
        for (index, rule) in rules.enumerated() where ruleIndex[rule.id] == nil { ruleIndex[rule.id] = index }

        var findings: [JSONValue] = []
        var notifications: [JSONValue] = []
        var seen: [String: Int] = [:]
        for fileResult in results {
            for failure in fileResult.inputErrors {
                let parts = LintReportText.failure(failure, file: fileResult.file)
                notifications.append(.object([
                    ("level", .string("error")),
                    ("message", text(parts.message)),
                    ("locations", .array([location(parts.file, line: parts.line, column: parts.column, root: root)])),
                    ("descriptor", .object([("id", .string("input"))])),
                ]))
            }
            if fileResult.failure != nil { continue }
            for finding in fileResult.findings {
                let diagnostic = finding.diagnostic
                let file = diagnostic.location?.file ?? fileResult.file
                let base = fingerprint(diagnostic, uri: uri(file, root: root))
                let occurrence = (seen[base] ?? 0) + 1
                seen[base] = occurrence
                findings.append(result(finding, file: file, ruleIndex: ruleIndex[diagnostic.ruleID],
                                       fingerprint: "\(base):\(occurrence)", root: root))
            }
        }

        var driver: [(String, JSONValue)] = [("name", .string("layoutlint")), ("informationUri", .string(informationURI))]
        if let version { driver.append(("version", .string(version))) }
        driver.append(("rules", .array(rules.map(rule))))
        var invocation: [(String, JSONValue)] = [("executionSuccessful", .bool(notifications.isEmpty))]
        if !notifications.isEmpty { invocation.append(("toolExecutionNotifications", .array(notifications))) }
        let run: JSONValue = .object([
            ("tool", .object([("driver", .object(driver))])),
            ("invocations", .array([JSONValue.object(invocation)])),
            ("results", .array(findings)),
        ])
        let log: JSONValue = .object([
            ("$schema", .string(schema)),
            ("version", .string("2.1.0")),
            ("runs", .array([run])),
        ])
        return JSONWriter.string(log, style: .pretty) + "\n"
    }

    static func rule(_ rule: RuleDescription) -> JSONValue {
        .object([
            ("id", .string(rule.id)),
            ("name", .string(pascalCase(rule.id))),
            ("shortDescription", text(rule.summary)),
            ("fullDescription", text(rule.rationale)),
            ("helpUri", .string("\(informationURI)/blob/main/rules/\(rule.id).md")),
            ("defaultConfiguration", .object([("level", .string(level(rule.defaultSeverity)))])),
        ])
    }

    static func result(_ finding: Finding, file: String, ruleIndex: Int?, fingerprint: String, root: String?) -> JSONValue {
        let diagnostic = finding.diagnostic
        let unlocated = diagnostic.notes.filter { $0.location == nil }.map(\.message)
        let message = ([diagnostic.message] + (unlocated.isEmpty ? [] : [""] + unlocated)).joined(separator: "\n")
        var members: [(String, JSONValue)] = [("ruleId", .string(diagnostic.ruleID))]
        if let ruleIndex { members.append(("ruleIndex", .number(ruleIndex))) }
        members.append(("level", .string(level(finding.severity))))
        members.append(("message", text(message)))
        members.append(("locations", .array([
            location(file, line: diagnostic.location?.line, column: diagnostic.location?.column, root: root),
        ])))
        let located = diagnostic.notes.compactMap { note in note.location.map { (note.message, $0) } }
        let related: [JSONValue] = located.enumerated().map { index, note in
            .object([
                ("id", .number(index)),
                ("physicalLocation", physicalLocation(note.1.file, line: note.1.line, column: note.1.column, root: root)),
                ("message", text(note.0)),
            ])
        }
        if !related.isEmpty { members.append(("relatedLocations", .array(related))) }
        members.append(("partialFingerprints", .object([(fingerprintKey, .string(fingerprint))])))
        var properties: [(String, JSONValue)] = []
        if let view = diagnostic.viewID { properties.append(("view", .string(view))) }
        if !diagnostic.viewIDs.isEmpty { properties.append(("views", .array(diagnostic.viewIDs.map(JSONValue.string)))) }
        properties.append(("confidence", .string(diagnostic.confidence.rawValue)))
        if !diagnostic.restsOn.isEmpty { properties.append(("restsOn", .array(diagnostic.restsOn.map(JSONValue.string)))) }
        if !diagnostic.constraintIDs.isEmpty { properties.append(("constraints", .array(diagnostic.constraintIDs.map(JSONValue.string)))) }
        if let broken = diagnostic.brokenID { properties.append(("broken", .string(broken))) }
        if !properties.isEmpty { members.append(("properties", .object(properties))) }
        return .object(members)
    }

    /// A location object: the artifact and, when the line is known, a region.
    static func location(_ file: String, line: Int?, column: Int?, root: String?) -> JSONValue {
        .object([("physicalLocation", physicalLocation(file, line: line, column: column, root: root))])
    }

    static func physicalLocation(_ file: String, line: Int?, column: Int?, root: String?) -> JSONValue {
        var physical: [(String, JSONValue)] = [("artifactLocation", .object([("uri", .string(uri(file, root: root)))]))]
        if let line, line >= 1 {
            var region: [(String, JSONValue)] = [("startLine", .number(line))]
            if let column, column >= 1 { region.append(("startColumn", .number(column))) }
            physical.append(("region", .object(region)))
        }
        return .object(physical)
    }

    static func text(_ text: String) -> JSONValue { .object([("text", .string(text))]) }

    static func level(_ severity: Severity) -> String { severity == .error ? "error" : "warning" }

    /// `unsatisfiable_constraints` → `UnsatisfiableConstraints`.
    static func pascalCase(_ id: String) -> String {
        id.split(separator: "_").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// The stable part of a finding's identity — file, rule, view, constraints and message,
    /// never its line or column — hashed with 64-bit FNV-1a as 16 hex digits. (Swift's
    /// `Hasher` is seeded per process, so it cannot be used for values that are stored.)
    static func fingerprint(_ diagnostic: Diagnostic, uri: String) -> String {
        let parts = [uri, diagnostic.ruleID, diagnostic.viewID ?? "", diagnostic.constraintIDs.joined(separator: ","),
                     diagnostic.message]
        return hex(fnv1a64(parts.joined(separator: "\u{0}")))
    }

    static func fnv1a64(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// The file as a URI reference: `\` as `/`, a leading `./` dropped, an absolute path
    /// under `root` made relative to it, other absolute paths as `file:` URIs, and every
    /// character a URI cannot hold (space, `%`, `:`, `#`, `?`, non-ASCII …) percent-encoded.
    static func uri(_ file: String, root: String?) -> String {
        var path = String(file.map { $0 == "\\" ? "/" : $0 })
        while path.hasPrefix("./") { path.removeFirst(2) }
        if path.hasPrefix("/"), var root = root.map({ String($0.map { $0 == "\\" ? "/" : $0 }) }), root.hasPrefix("/") {
            if !root.hasSuffix("/") { root += "/" }
            if path.hasPrefix(root), path.count > root.count { path.removeFirst(root.count) }
        }
        if path.hasPrefix("/") { return "file://" + encode(path) }
        let start = Array(path.utf8.prefix(3))
        if start.count == 3, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(start[0] & 0xDF),
           start[1] == UInt8(ascii: ":"), start[2] == UInt8(ascii: "/") {
            return "file:///" + String(path.prefix(2)) + encode(String(path.dropFirst(2)))
        }
        return encode(path)
    }

    static func encode(_ path: String) -> String {
        let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/!$&'()*+,;=@".utf8)
        let hexDigits = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        for byte in path.utf8 {
            if allowed.contains(byte) {
                bytes.append(byte)
            } else {
                bytes += [UInt8(ascii: "%"), hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
