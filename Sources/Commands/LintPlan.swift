import Configuration
import LayoutModel
import Reporters

/// What `lint` will do, decided before anything is linted: every file with its
/// configuration, the files skipped, and every configuration mistake (which stops the run).
struct LintPlan {
    /// The files to lint, in order.
    var jobs: [LintJob] = []
    /// Paths that name nothing.
    var failures: [FileResult] = []
    /// Files named on the command line that the configuration excludes.
    var notes: [String] = []
    /// The configuration files governing the jobs, in the order first used.
    var configurations: [LintConfiguration] = []
    /// The configurations' suppressions that could apply to a file linted (so are checked
    /// for use): those without `files`, and those whose `files` match a file linted.
    var suppressions: [Suppression] = []

    /// Finds the files under `paths` and their configurations (`configFile` for all when
    /// given); every configuration mistake found is returned instead.
    static func make(paths: [String], configFile: String?) -> Result<LintPlan, Mistakes> {
        let finder = ConfigurationFinder(explicit: configFile, reporters: LintReporters.names)
        var errors: [ConfigurationError] = []
        if let configFile {
            do { _ = try finder.configuration(for: configFile) } catch { return .failure(Mistakes(errors: [error])) }
        }
        var plan = LintPlan()
        var governed: [String: [String]] = [:]
        for path in paths {
            let files: [String]
            switch LintCommand.discover(path) {
            case .success(let found): files = found
            case .failure(let message):
                plan.failures.append(FileResult(file: path, failure: message))
                continue
            }
            let named = files == [path]
            for file in files {
                let configuration: LintConfiguration
                do {
                    configuration = try finder.configuration(for: file)
                } catch {
                    if !errors.contains(error) { errors.append(error) }
                    continue
                }
                let relative = configuration.relativePath(of: file, using: finder.paths)
                if let reason = configuration.exclusion(ofRelativePath: relative) {
                    if named { plan.notes.append("\(file): note: not linted: \(reason) in \(configuration.file ?? "")") }
                    continue
                }
                var job = LintJob(file: file, relativePath: relative, rules: configuration.ruleSettings(forRelativePath: relative),
                                  suppressions: configuration.suppressions)
                job.minimumConfidence = configuration.minimumConfidence
                job.limits = configuration.inputLimits
                job.trustsXcodeMarkers = configuration.trustXcodeMarkers
                plan.jobs.append(job)
                if let name = configuration.file {
                    if governed[name] == nil { plan.configurations.append(configuration) }
                    governed[name, default: []].append(relative)
                }
            }
        }
        guard errors.isEmpty else { return .failure(Mistakes(errors: errors)) }
        for configuration in plan.configurations {
            let files = configuration.file.flatMap { governed[$0] } ?? []
            plan.suppressions += configuration.suppressions.filter { suppression in
                suppression.files.isEmpty || files.contains { file in suppression.files.contains { $0.matches(file) } }
            }
        }
        return .success(plan)
    }

    /// Every configuration mistake found while planning.
    struct Mistakes: Error {
        var errors: [ConfigurationError]
    }

    /// `file:line:col: warning: suppression matched no finding` for each checked
    /// suppression that hid nothing in `outcomes`.
    func unusedSuppressionWarnings(_ outcomes: [LintOutcome]) -> [String] {
        let used = outcomes.reduce(into: Set<SourceLocation>()) { $0.formUnion($1.usedSuppressions) }
        return suppressions.filter { !used.contains($0.origin) }.map { "\($0.origin): warning: suppression matched no finding" }
    }
}
