#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import JSONSupport
import LayoutModel
import Readers
import Rules

/// Reads `.layoutlint.json`. Every mistake is an error naming the file, line, column and
/// JSON path; nothing is silently ignored.
public enum ConfigurationReader {
    /// The file name looked for next to linted files and in the folders above.
    public static let fileName = ".layoutlint.json"
    /// The configuration format this version reads.
    public static let version = 1
    /// The top-level keys, in the order the documentation lists them.
    public static let keys = ["version", "only", "enable", "disable", "severity", "include", "exclude",
                              "overrides", "suppress", "reporter", "strict", "minimumConfidence", "trustXcodeMarkers", "limits"]
    static let overrideKeys = ["files", "only", "enable", "disable", "severity"]
    static let suppressionKeys = ["rule", "files", "ids", "reason"]

    /// Reads the configuration at `file` (named so in messages); `reporters` are the names
    /// `reporter` may take.
    public static func read(_ file: String, reporters: [String]) throws(ConfigurationError) -> LintConfiguration {
        let data = try ConfigurationError.contents(of: file, what: "configuration")
        return try parse(data, file: file, reporters: reporters)
    }

    /// Reads a configuration from `data`; `file` names it in messages and its folder is
    /// what globs are relative to.
    public static func parse(_ data: Data, file: String, reporters: [String]) throws(ConfigurationError) -> LintConfiguration {
        let root: JSONNode
        do {
            root = try JSONParser.parse(data)
        } catch {
            throw ConfigurationError(file: file, error)
        }
        var problems: [JSONDecodingError] = []
        let configuration: LintConfiguration
        do {
            configuration = try decode(JSONCursor(root), file: file, reporters: reporters, problems: &problems)
        } catch {
            problems.append(error)
            configuration = LintConfiguration(file: file, folder: PathText.folder(of: file))
        }
        // In the order they appear in the file.
        problems.sort { ($0.position.line, $0.position.column) < ($1.position.line, $1.position.column) }
        guard let first = problems.first else { return configuration }
        var error = ConfigurationError(file: file, first)
        error.others = problems.dropFirst().map { ConfigurationError(file: file, $0) }
        throw error
    }

    /// Decodes the configuration. A mistake in one key does not hide mistakes in the others:
    /// each key is checked on its own and its mistake added to `problems` (only a document
    /// that is not an object, or lacks a usable version, stops at once).
    static func decode(_ cursor: JSONCursor, file: String, reporters: [String],
                       problems: inout [JSONDecodingError]) throws(JSONDecodingError) -> LintConfiguration {
        let object = try cursor.object()
        let versionCursor = try object.require("version")
        let version = try versionCursor.integer()
        guard version == Self.version else {
            throw versionCursor.error("unsupported configuration version \(version); this layoutlint reads version \(Self.version)")
        }
        var configuration = LintConfiguration(file: file, folder: PathText.folder(of: file))
        func check(_ body: () throws(JSONDecodingError) -> Void) {
            do { try body() } catch { problems.append(error) }
        }
        check { () throws(JSONDecodingError) in try JSONChecks.rejectUnknownKeys(object, allowed: keys) }
        configuration.rules = selection(object, problems: &problems)
        check { () throws(JSONDecodingError) in if let include = object["include"] { configuration.include = try JSONChecks.globs(include) } }
        check { () throws(JSONDecodingError) in if let exclude = object["exclude"] { configuration.exclude = try JSONChecks.globs(exclude) } }
        check { () throws(JSONDecodingError) in
            for element in try object["overrides"]?.array() ?? [] {
                check { () throws(JSONDecodingError) in configuration.overrides.append(try override(element)) }
            }
        }
        check { () throws(JSONDecodingError) in
            for element in try object["suppress"]?.array() ?? [] {
                check { () throws(JSONDecodingError) in configuration.suppressions.append(try suppression(element, file: file)) }
            }
        }
        check { () throws(JSONDecodingError) in
            if let reporter = object["reporter"] {
                let name = try JSONChecks.choice(reporter, among: reporters, what: "reporter")
                configuration.reporter = PlacedSetting(value: name, origin: location(file, reporter.position))
            }
        }
        check { () throws(JSONDecodingError) in
            if let strict = object["strict"] {
                configuration.strict = PlacedSetting(value: try strict.bool(), origin: location(file, strict.position))
            }
        }
        check { () throws(JSONDecodingError) in
            if let minimum = object["minimumConfidence"] {
                let level = try JSONChecks.choice(minimum, among: Confidence.allCases.map(\.rawValue), what: "confidence")
                configuration.minimumConfidence = Confidence(rawValue: level) ?? .estimated
            }
        }
        check { () throws(JSONDecodingError) in
            if let trust = object["trustXcodeMarkers"] { configuration.trustXcodeMarkers = try trust.bool() }
        }
        check { () throws(JSONDecodingError) in
            guard let limits = try object["limits"]?.object() else { return }
            try JSONChecks.rejectUnknownKeys(limits, allowed: InputLimits.Setting.allCases.map(\.key))
            for setting in InputLimits.Setting.allCases {
                guard let value = limits[setting.key] else { continue }
                check { () throws(JSONDecodingError) in configuration.limits[setting] = try value.integer(in: 1...Int(Int32.max)) }
            }
        }
        return configuration
    }

    /// `only`, `enable`, `disable` and `severity` of the configuration or an override; the
    /// mistake of each key is added to `problems`.
    static func selection(_ object: JSONObjectCursor, problems: inout [JSONDecodingError]) -> RuleSelection {
        var selection = RuleSelection()
        func check(_ body: () throws(JSONDecodingError) -> Void) {
            do { try body() } catch { problems.append(error) }
        }
        check { () throws(JSONDecodingError) in if let only = object["only"] { selection.only = try JSONChecks.ruleIDs(only) } }
        check { () throws(JSONDecodingError) in if let enable = object["enable"] { selection.enable = try JSONChecks.ruleIDs(enable) } }
        check { () throws(JSONDecodingError) in if let disable = object["disable"] { selection.disable = try JSONChecks.ruleIDs(disable) } }
        check { () throws(JSONDecodingError) in
            guard let severity = object["severity"] else { return }
            let levels = try severity.object()
            for member in levels.object.members {
                guard JSONChecks.ruleIDs.contains(member.key) else {
                    problems.append(JSONDecodingError(path: levels.path.appending(key: member.key), position: member.keyPosition,
                                                      message: JSONChecks.unknownRule(member.key)))
                    continue
                }
                guard let value = levels[member.key] else { continue }
                check { () throws(JSONDecodingError) in
                    let level = try JSONChecks.choice(value, among: RuleLevel.allCases.map(\.rawValue), what: "severity")
                    selection.severity.append(RuleSeverity(rule: member.key, level: RuleLevel(rawValue: level) ?? .off))
                }
            }
        }
        return selection
    }

    static func override(_ cursor: JSONCursor) throws(JSONDecodingError) -> ConfigurationOverride {
        let object = try cursor.object()
        try JSONChecks.rejectUnknownKeys(object, allowed: overrideKeys)
        let files = try JSONChecks.globs(try object.require("files"), nonEmpty: true)
        var problems: [JSONDecodingError] = []
        let selection = selection(object, problems: &problems)
        if let first = problems.first { throw first }
        guard !selection.isEmpty else {
            throw cursor.error("an override needs at least one of \"only\", \"enable\", \"disable\", \"severity\"")
        }
        return ConfigurationOverride(files: files, selection: selection)
    }

    static func suppression(_ cursor: JSONCursor, file: String) throws(JSONDecodingError) -> Suppression {
        let object = try cursor.object()
        try JSONChecks.rejectUnknownKeys(object, allowed: suppressionKeys)
        guard object.contains("rule") || object.contains("files") || object.contains("ids") else {
            throw cursor.error("a suppression needs at least one of \"rule\", \"files\", \"ids\"")
        }
        _ = try object["reason"]?.string()
        return Suppression(origin: location(file, cursor.position),
                           rule: try object["rule"].map(JSONChecks.ruleID),
                           files: try object["files"].map { cursor throws(JSONDecodingError) in
                               try JSONChecks.globs(cursor, nonEmpty: true)
                           } ?? [],
                           ids: try object["ids"].map { cursor throws(JSONDecodingError) in
                               try JSONChecks.strings(cursor, nonEmpty: true)
                           } ?? [])
    }

    static func location(_ file: String, _ position: JSONPosition) -> SourceLocation {
        SourceLocation(file: file, line: position.line, column: position.column)
    }
}
