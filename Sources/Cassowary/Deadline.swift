/// A time by which the solving a caller asked for must be done, bound for the work of one
/// caller (a file being linted) with `Deadline.$current.withValue(…)`.
///
/// The solver checks it when a constraint is added and every few pivots, and throws
/// `SolverError.timeLimit` once it has passed: a pathological input can cost its caller
/// the time it was given, never a hang. Unbound (nil), nothing is checked.
public enum Deadline {
    /// The deadline of the work running on this task or thread, if any.
    @TaskLocal public static var current: ContinuousClock.Instant?

    /// Whether the bound deadline has passed.
    /// - Returns: false when none is bound.
    @inlinable public static var hasPassed: Bool {
        guard let deadline = current else { return false }
        return ContinuousClock.now >= deadline
    }

    /// How often, in pivots, the simplex loops look at the clock: often enough to stop
    /// within milliseconds, rarely enough to cost nothing measurable.
    static let pivotsBetweenChecks = 64
}
