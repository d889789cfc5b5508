/// How much of an input layoutlint takes on (docs/limits.md). Past a limit the file gets a
/// located error and the other files are still linted: a hostile or runaway input cannot
/// make a run hang or use unbounded memory. `lint` raises them with `--max-file-size`,
/// `--max-views`, `--max-constraints`, `--max-line-length`, `--max-identifier-length` and
/// `--time-limit`, or with the configuration's `limits`.
public struct InputLimits: Sendable, Equatable {
    /// The largest file read, in bytes (checked before reading, and while reading).
    public var maximumFileBytes: Int
    /// The most views in one layout (a scene, a top-level view, a cell, a dump).
    public var maximumViews: Int
    /// The most constraints in one layout, as written in the file (before UIKit's own).
    public var maximumConstraints: Int
    /// The longest line, in bytes, of a text input (Swift or Objective-C source, a console log).
    public var maximumLineBytes: Int
    /// The longest identifier, in characters: a view's or constraint's id, class name,
    /// module, label or constraint identifier.
    public var maximumIdentifierLength: Int
    /// The most time the analysis of one file may take, in seconds.
    public var timeLimitSeconds: Int

    /// 64 MiB, 5,000 views, 20,000 constraints: far above real layouts (a scene rarely holds
    /// a few hundred views), and low enough that one layout stays near 1 GB: the analysis's
    /// time and memory grow faster than the layout (RELIABILITY.md: 10,000 views took 4.1 GiB).
    /// Lines of 16 MiB (a log pasted without its line breaks is one line: RELIABILITY.md
    /// reads 10 MB in 8 s), identifiers of 1,024 characters (Xcode's ids are 10, class
    /// names rarely 100), and 120 s per file (the largest real file takes milliseconds; the
    /// biggest layout the other limits allow, about 5 s).
    public static let defaults = InputLimits(maximumFileBytes: 64 << 20, maximumViews: 5_000, maximumConstraints: 20_000)

    /// Creates limits.
    public init(maximumFileBytes: Int, maximumViews: Int, maximumConstraints: Int, maximumLineBytes: Int = 16 << 20,
                maximumIdentifierLength: Int = 1_024, timeLimitSeconds: Int = 120) {
        self.maximumFileBytes = maximumFileBytes
        self.maximumViews = maximumViews
        self.maximumConstraints = maximumConstraints
        self.maximumLineBytes = maximumLineBytes
        self.maximumIdentifierLength = maximumIdentifierLength
        self.timeLimitSeconds = timeLimitSeconds
    }

    /// One limit, named as its option (`--max-views`) and configuration key (`maxViews`).
    public enum Setting: String, CaseIterable, Sendable {
        case fileSize = "max-file-size"
        case views = "max-views"
        case constraints = "max-constraints"
        case lineLength = "max-line-length"
        case identifierLength = "max-identifier-length"
        case timeLimit = "time-limit"

        /// The option's name camel-cased: the key in the configuration's `limits`.
        public var key: String {
            let words = rawValue.split(separator: "-")
            return words.enumerated().map { $0 == 0 ? String($1) : $1.prefix(1).uppercased() + $1.dropFirst() }.joined()
        }
    }

    /// The value of one limit.
    public subscript(setting: Setting) -> Int {
        get {
            switch setting {
            case .fileSize: maximumFileBytes
            case .views: maximumViews
            case .constraints: maximumConstraints
            case .lineLength: maximumLineBytes
            case .identifierLength: maximumIdentifierLength
            case .timeLimit: timeLimitSeconds
            }
        }
        set {
            switch setting {
            case .fileSize: maximumFileBytes = newValue
            case .views: maximumViews = newValue
            case .constraints: maximumConstraints = newValue
            case .lineLength: maximumLineBytes = newValue
            case .identifierLength: maximumIdentifierLength = newValue
            case .timeLimit: timeLimitSeconds = newValue
            }
        }
    }

    /// The first line of `bytes` longer than `maximumLineBytes`: its 1-based number and
    /// length, or nil. One pass, no copy.
    public func overlongLine(in bytes: some Sequence<UInt8>) -> (line: Int, length: Int)? {
        var line = 1
        var length = 0
        var found: (Int, Int)?
        for byte in bytes {
            if byte == UInt8(ascii: "\n") {
                if length > maximumLineBytes, found == nil { found = (line, length) }
                line += 1
                length = 0
            } else {
                length += 1
            }
        }
        if length > maximumLineBytes, found == nil { found = (line, length) }
        return found
    }
}
