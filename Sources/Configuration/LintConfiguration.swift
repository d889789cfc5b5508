import LayoutModel
import Readers
import Rules

/// What a configuration may set a rule to.
public enum RuleLevel: String, Sendable, CaseIterable {
    case error, warning, off
}

/// The rule keys of the configuration or of one override: `only`, `enable`, `disable`,
/// `severity`. Applied in that order, each layer on top of the one before.
public struct RuleSelection: Sendable, Equatable {
    /// `only`: run just these (nil: not given).
    public var only: [String]?
    /// `enable`: turn these on.
    public var enable: [String] = []
    /// `disable`: turn these off.
    public var disable: [String] = []
    /// `severity`: rule → level, in file order; `off` turns the rule off.
    public var severity: [RuleSeverity] = []

    /// Creates a selection.
    public init(only: [String]? = nil, enable: [String] = [], disable: [String] = [], severity: [RuleSeverity] = []) {
        self.only = only
        self.enable = enable
        self.disable = disable
        self.severity = severity
    }

    /// Whether the selection changes nothing.
    public var isEmpty: Bool { only == nil && enable.isEmpty && disable.isEmpty && severity.isEmpty }

    /// `settings` with this layer applied.
    public func applied(to settings: RuleSettings) -> RuleSettings {
        var result = settings
        if let only { result.enabled = Set(only) }
        result.enabled.formUnion(enable)
        result.enabled.subtract(disable)
        for entry in severity {
            switch entry.level {
            case .off: result.enabled.remove(entry.rule)
            case .error: result.levels[entry.rule] = .error
            case .warning: result.levels[entry.rule] = .warning
            }
        }
        return result
    }
}

/// One `"rule": "level"` member of `severity`.
public struct RuleSeverity: Sendable, Equatable {
    /// The rule id.
    public var rule: String
    /// The level.
    public var level: RuleLevel

    /// Creates an entry.
    public init(rule: String, level: RuleLevel) {
        self.rule = rule
        self.level = level
    }
}

/// Which rules run on one file, and at what severity.
public struct RuleSettings: Sendable, Equatable {
    /// The rules that run.
    public var enabled: Set<String>
    /// Severities set by configuration (the others keep their rule's default).
    public var levels: [String: Severity] = [:]

    /// Every rule, at its default severity.
    public static var defaults: RuleSettings {
        RuleSettings(enabled: Set(RuleRegistry.all.map { $0.description.id }))
    }

    /// The severity of `rule`, or nil when it does not run.
    public func severity(of rule: any Rule.Type) -> Severity? {
        let id = rule.description.id
        guard enabled.contains(id) else { return nil }
        return levels[id] ?? rule.description.defaultSeverity
    }
}

/// `overrides[n]`: rule keys that apply only to the files its globs match.
public struct ConfigurationOverride: Sendable, Equatable {
    /// `files`.
    public var files: [Glob]
    /// The rule keys.
    public var selection: RuleSelection
}

/// `suppress[n]`: hides the findings that match every field given.
public struct Suppression: Sendable, Equatable {
    /// Where the entry is written (for "matched no finding"), and its identity in a run.
    public var origin: SourceLocation
    /// `rule`: only this rule's findings.
    public var rule: String?
    /// `files`: only in files matching one of these.
    public var files: [Glob]
    /// `ids`: only findings that concern one of these views or constraints (IB object id,
    /// dump id, constraint identifier).
    public var ids: [String]

    /// Whether the finding of `rule`, in the file at `relativePath`, that concerns `subjects`
    /// is hidden.
    public func matches(rule findingRule: String, relativePath: String, subjects: Set<String>) -> Bool {
        if let rule, rule != findingRule { return false }
        if !files.isEmpty, !files.contains(where: { $0.matches(relativePath) }) { return false }
        if !ids.isEmpty, !ids.contains(where: subjects.contains) { return false }
        return true
    }
}

/// A run-wide setting (`reporter`, `strict`) and where it was written.
public struct PlacedSetting<Value: Sendable & Equatable>: Sendable, Equatable {
    /// The value.
    public var value: Value
    /// Where the value is written.
    public var origin: SourceLocation
}

/// A `.layoutlint.json` file, read and checked.
public struct LintConfiguration: Sendable, Equatable {
    /// The file as it is named in messages (nil for the built-in default).
    public var file: String?
    /// The absolute folder the globs are relative to.
    public var folder: String
    /// The top-level rule keys.
    public var rules = RuleSelection()
    /// `include`: lint only files matching one of these (empty: every file).
    public var include: [Glob] = []
    /// `exclude`: never lint files matching one of these.
    public var exclude: [Glob] = []
    /// `overrides`, in file order (later ones win).
    public var overrides: [ConfigurationOverride] = []
    /// `suppress`.
    public var suppressions: [Suppression] = []
    /// `reporter`.
    public var reporter: PlacedSetting<String>?
    /// `strict`.
    public var strict: PlacedSetting<Bool>?
    /// `minimumConfidence`: findings less certain than this are left out (default: none is).
    public var minimumConfidence: Confidence = .estimated
    /// `trustXcodeMarkers`: leave out findings on estimates that Xcode's markers contradict
    /// (default true).
    public var trustXcodeMarkers = true
    /// `limits`: the input limits this configuration raises or lowers (docs/limits.md);
    /// the command line's options win over them.
    public var limits: [InputLimits.Setting: Int] = [:]

    /// The default limits with this configuration's `limits` applied.
    public var inputLimits: InputLimits {
        var result = InputLimits.defaults
        for setting in InputLimits.Setting.allCases { if let value = limits[setting] { result[setting] = value } }
        return result
    }

    /// Creates an empty configuration for `folder`.
    public init(file: String?, folder: String) {
        self.file = file
        self.folder = folder
    }

    /// What applies where no `.layoutlint.json` is found: every rule, every file.
    public static func builtIn(folder: String) -> LintConfiguration {
        LintConfiguration(file: nil, folder: folder)
    }

    /// `file` relative to this configuration's folder (what the globs are matched against).
    public func relativePath(of file: String) -> String {
        PathText.relative(file, to: folder)
    }

    /// `relativePath(of:)` with the absolute forms taken from `paths`.
    public func relativePath(of file: String, using paths: PathMemo) -> String {
        paths.relative(file, to: folder)
    }

    /// The first `exclude` glob that matches, or the reason `include` does not: nil when
    /// the file is linted.
    public func exclusion(ofRelativePath path: String) -> String? {
        if !include.isEmpty, !include.contains(where: { $0.matches(path) }) {
            return "it matches no \"include\" pattern"
        }
        if let glob = exclude.first(where: { $0.matches(path) }) {
            return "it matches the \"exclude\" pattern \"\(glob)\""
        }
        return nil
    }

    /// The rules for the file at `path` (relative): the top-level keys, then every
    /// override whose globs match, in order.
    public func ruleSettings(forRelativePath path: String) -> RuleSettings {
        var settings = rules.applied(to: .defaults)
        for override in overrides where override.files.contains(where: { $0.matches(path) }) {
            settings = override.selection.applied(to: settings)
        }
        return settings
    }
}
