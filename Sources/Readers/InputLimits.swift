/// How much of an input layoutlint takes on (docs/limits.md). Past a limit the file gets a
/// located error and the other files are still linted: a hostile or runaway input cannot
/// make a run hang or use unbounded memory. `lint` raises them with `--max-file-size`,
/// `--max-views` and `--max-constraints`.
public struct InputLimits: Sendable, Equatable {
    /// The largest file read, in bytes (checked before reading, and while reading).
    public var maximumFileBytes: Int
    /// The most views in one layout (a scene, a top-level view, a cell, a dump).
    public var maximumViews: Int
    /// The most constraints in one layout, as written in the file (before UIKit's own).
    public var maximumConstraints: Int

    /// 64 MiB, 5,000 views, 20,000 constraints: far above real layouts (a scene rarely holds
    /// a few hundred views), and low enough that one layout stays near 1 GB: the analysis's
    /// time and memory grow faster than the layout (RELIABILITY.md: 10,000 views took 4.1 GiB).
    public static let defaults = InputLimits(maximumFileBytes: 64 << 20, maximumViews: 5_000, maximumConstraints: 20_000)

    /// Creates limits.
    public init(maximumFileBytes: Int, maximumViews: Int, maximumConstraints: Int) {
        self.maximumFileBytes = maximumFileBytes
        self.maximumViews = maximumViews
        self.maximumConstraints = maximumConstraints
    }
}
