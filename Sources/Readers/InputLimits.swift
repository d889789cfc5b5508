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

    /// 64 MiB, 200,000 views, 500,000 constraints: well above the largest real files (the
    /// corpus's largest storyboard is a few MB) and above the shapes RELIABILITY.md measures.
    public static let defaults = InputLimits(maximumFileBytes: 64 << 20, maximumViews: 200_000, maximumConstraints: 500_000)

    /// Creates limits.
    public init(maximumFileBytes: Int, maximumViews: Int, maximumConstraints: Int) {
        self.maximumFileBytes = maximumFileBytes
        self.maximumViews = maximumViews
        self.maximumConstraints = maximumConstraints
    }
}
