/// Every output format of `layoutlint lint`, by the name `--reporter` and the configuration
/// use. One small type per format.
public enum LintReporters {
    /// The formats, in the order `--help` lists them.
    public static var all: [(name: String, reporter: any Reporter.Type)] { [
        ("text", TextReporter.self),
        ("json", JSONReporter.self),
        ("xcode", XcodeReporter.self),
        ("sarif", SARIFReporter.self),
        ("github", GitHubReporter.self),
        ("checkstyle", CheckstyleReporter.self),
        ("junit", JUnitReporter.self),
        ("gitlab", GitLabReporter.self),
        ("html", LintHTMLReporter.self),
    ] }

    /// The names, for `--reporter` and for validating configuration.
    public static var names: [String] { all.map(\.name) }

    /// The reporter called `name`.
    public static func named(_ name: String) -> (any Reporter.Type)? {
        all.first { $0.name == name }?.reporter
    }
}
