#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import JSONSupport

/// One known finding, keyed so that it survives edits that move lines: the file (relative
/// to the baseline's folder), the rule, the ids involved (see `FindingSubjects.stableIDs`)
/// and the message.
public struct BaselineEntry: Sendable, Hashable, Comparable {
    /// The file, relative to the baseline file's folder.
    public var file: String
    /// The rule id.
    public var rule: String
    /// The stable ids of the views and constraints involved, sorted.
    public var ids: [String]
    /// The message.
    public var message: String

    /// Creates an entry.
    public init(file: String, rule: String, ids: [String], message: String) {
        self.file = file
        self.rule = rule
        self.ids = ids
        self.message = message
    }

    public static func < (lhs: BaselineEntry, rhs: BaselineEntry) -> Bool {
        if lhs.file != rhs.file { return lhs.file < rhs.file }
        if lhs.rule != rhs.rule { return lhs.rule < rhs.rule }
        if lhs.ids != rhs.ids { return lhs.ids.lexicographicallyPrecedes(rhs.ids) }
        return lhs.message < rhs.message
    }
}

/// A baseline file: the findings a project has accepted for now, so that only new ones are
/// reported. Entries form a multiset: two identical findings need two entries.
public struct Baseline: Sendable, Equatable {
    /// The format version written and read.
    public static let version = 1
    static let keys = ["version", "findings"]
    static let entryKeys = ["file", "rule", "ids", "message"]

    /// The entries, sorted.
    public private(set) var entries: [BaselineEntry]

    /// A baseline of `entries` (sorted here).
    public init(_ entries: [BaselineEntry]) {
        self.entries = entries.sorted()
    }

    /// The file's text: versioned, sorted, one entry per finding, ending in a newline.
    public var text: String {
        let findings = entries.map { entry in
            JSONValue.object([
                ("file", .string(entry.file)),
                ("rule", .string(entry.rule)),
                ("ids", .array(entry.ids.map { JSONValue.string($0) })),
                ("message", .string(entry.message)),
            ])
        }
        let document = JSONValue.object([("version", .number(Self.version)), ("findings", .array(findings))])
        return document.serialized(style: .pretty) + "\n"
    }

    /// Reads the baseline at `file`; a file that cannot be read or is malformed is an error
    /// with its line and column.
    public static func read(_ file: String) throws(ConfigurationError) -> Baseline {
        let data = try ConfigurationError.contents(of: file, what: "baseline")
        let root: JSONNode
        do {
            root = try JSONParser.parse(data)
        } catch {
            throw ConfigurationError(file: file, error)
        }
        do {
            return try decode(JSONCursor(root))
        } catch {
            throw ConfigurationError(file: file, error)
        }
    }

    static func decode(_ cursor: JSONCursor) throws(JSONDecodingError) -> Baseline {
        let object = try cursor.object()
        let versionCursor = try object.require("version")
        let version = try versionCursor.integer()
        guard version == Self.version else {
            throw versionCursor.error("unsupported baseline version \(version); this layoutlint reads version \(Self.version)")
        }
        try JSONChecks.rejectUnknownKeys(object, allowed: keys)
        var entries: [BaselineEntry] = []
        for element in try object.require("findings").array() {
            let entry = try element.object()
            try JSONChecks.rejectUnknownKeys(entry, allowed: entryKeys)
            entries.append(BaselineEntry(file: try entry.requireString("file"), rule: try entry.requireString("rule"),
                                         ids: try JSONChecks.strings(try entry.require("ids")),
                                         message: try entry.requireString("message")))
        }
        return Baseline(entries)
    }

    /// Hides known findings one for one: each entry hides at most one finding.
    public struct Filter: Sendable {
        private var remaining: [BaselineEntry: Int] = [:]

        /// A filter holding every entry of `baseline`.
        public init(_ baseline: Baseline) {
            for entry in baseline.entries { remaining[entry, default: 0] += 1 }
        }

        /// Whether `entry` is known; if so, one of its copies is used up.
        public mutating func absorbs(_ entry: BaselineEntry) -> Bool {
            guard let count = remaining[entry], count > 0 else { return false }
            remaining[entry] = count - 1
            return true
        }
    }
}
