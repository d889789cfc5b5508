import ArgumentKit
import Readers

/// The input-limit options a command takes (`--max-views 10000`, `--time-limit 300`).
enum LimitOptions {
    /// The values given for `settings`, in their order, or the usage error for the first
    /// that is not a whole number from 1 to 2³¹ − 1.
    static func given(_ settings: [InputLimits.Setting], in command: ParsedCommand)
        -> Result<[(InputLimits.Setting, Int)], ParseError> {
        var given: [(InputLimits.Setting, Int)] = []
        for setting in settings {
            guard let text = command.value(of: setting.rawValue) else { continue }
            guard let value = Int(text), value > 0, value <= Int(Int32.max) else {
                return .failure(command.validationError("--\(setting.rawValue) must be a whole number from 1 to \(Int32.max), found '\(text)'"))
            }
            given.append((setting, value))
        }
        return .success(given)
    }
}
