import JSONSupport
import LayoutModel

/// The keys that apply to a whole run rather than to each file: `reporter` and `strict`.
/// When the files linted together have different configurations, those that set a key must
/// agree on it (the command line can settle it instead).
public struct RunSettings: Sendable, Equatable {
    /// The reporter the configurations name, if any does.
    public var reporter: String?
    /// `strict` as the configurations set it, if any does.
    public var strict: Bool?

    /// The settings of `configurations`; `reporterGiven` / `strictGiven` when the command line
    /// decides (the configurations are then not consulted for that key).
    public static func resolve(_ configurations: [LintConfiguration], reporterGiven: Bool,
                               strictGiven: Bool) throws(ConfigurationError) -> RunSettings {
        RunSettings(
            reporter: reporterGiven ? nil : try agreed(configurations.compactMap(\.reporter), key: "reporter",
                                                       flag: "--reporter", show: JSONWriter.quoted),
            strict: strictGiven ? nil : try agreed(configurations.compactMap(\.strict), key: "strict",
                                                   flag: "--strict") { $0 ? "true" : "false" })
    }

    private static func agreed<Value>(_ settings: [PlacedSetting<Value>], key: String, flag: String,
                                      show: (Value) -> String) throws(ConfigurationError) -> Value? {
        guard let first = settings.first else { return nil }
        if let other = settings.first(where: { $0.value != first.value }) {
            throw ConfigurationError(
                file: other.origin.file,
                position: JSONPosition(line: other.origin.line ?? 0, column: other.origin.column ?? 0),
                path: JSONPath([.key(key)]),
                message: "\(show(other.value)) disagrees with \(show(first.value)) at \(first.origin); "
                    + "\"\(key)\" applies to the whole run, so the configurations of files linted together "
                    + "must agree (or pass \(flag))")
        }
        return first.value
    }
}
