import JSONSupport
import Rules

/// The `.layoutlint.json` that `layoutlint init` writes: every rule at its default
/// severity, and empty `include` / `exclude` lists, ready to edit. Linting with it gives
/// the same results as linting without a configuration.
public enum StarterConfiguration {
    /// The file's text, ending in a newline.
    public static var text: String {
        let severities = RuleRegistry.all.map { rule in
            (rule.description.id, JSONValue.string(rule.description.defaultSeverity.rawValue))
        }
        let document = JSONValue.object([
            ("version", .number(ConfigurationReader.version)),
            ("include", .array([])),
            ("exclude", .array([])),
            ("severity", .object(severities)),
        ])
        return document.serialized(style: .pretty) + "\n"
    }
}
