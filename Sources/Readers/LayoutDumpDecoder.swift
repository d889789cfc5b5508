import JSONSupport
import LayoutModel
import Spelling

/// The validation walk over a layout dump.
struct LayoutDumpDecoder {
    static let topLevelKeys = ["format", "version", "platform", "generator", "views", "layoutGuides", "constraints", "layoutPasses"]
    static let viewSchema = JSONRecordSchema<ViewKey>()
    static let guideSchema = JSONRecordSchema<GuideKey>()

    let file: String
    var graph = LayoutGraph()
    /// Item ids (views and guides) to their index.
    var index: [String: ItemID] = [:]
    /// Every id in file order, for did-you-mean suggestions.
    var allIDs: [String] = []
    var heightForWidth: [LayoutDump.HeightForWidth] = []

    init(file: String) {
        self.file = file
    }

    mutating func decodeDump(_ root: JSONCursor) throws(JSONDecodingError) -> LayoutDump {
        let object = try root.object()
        let format = try object.require("format")
        guard try format.string() == LayoutDumpReader.formatName else {
            throw format.error("expected \"\(LayoutDumpReader.formatName)\"; this is not a layoutlint layout dump")
        }
        let versionCursor = try object.require("version")
        let version = try versionCursor.integer(in: 1...Int(Int32.max))
        guard version <= LayoutDumpReader.supportedVersion else {
            throw versionCursor.error("format version \(version) is newer than this layoutlint understands (\(LayoutDumpReader.supportedVersion)); update layoutlint")
        }
        let platformName = try object.require("platform").oneOf(Platform.allCases.map(\.rawValue))
        graph.platform = Platform(rawValue: platformName) ?? .iOS
        let generator = try object.optionalString("generator")

        let viewsCursor = try object.require("views")
        let views = try viewsCursor.array()
        guard !views.isEmpty else { throw viewsCursor.error("a dump needs at least one view (the root)") }
        // Room for everything up front: growing arrays of this size copies them repeatedly.
        // (Counted without checking: errors keep their order, views first.)
        let itemCount = views.count + Self.elementCount(object.optional("layoutGuides"))
        graph.items.reserveCapacity(itemCount)
        graph.constraints.reserveCapacity(Self.elementCount(object.optional("constraints")))
        index.reserveCapacity(itemCount)
        allIDs.reserveCapacity(itemCount)
        var stackCursors: [(ItemID, JSONObjectCursor)] = []
        for (ordinal, cursor) in views.enumerated() {
            if let stack = try decodeView(cursor, isRoot: ordinal == 0) { stackCursors.append(stack) }
        }
        for (stackID, stackCursor) in stackCursors {
            graph[stackID].stack = try decodeStack(stackCursor, of: stackID)
        }
        for cursor in try object.optionalArray("layoutGuides") ?? [] {
            try decodeGuide(cursor)
        }
        var constraintIDs: [String: JSONCursor] = [:]
        for cursor in try object.optionalArray("constraints") ?? [] {
            graph.constraints.append(try decodeConstraint(cursor, seenIDs: &constraintIDs))
        }
        for cursor in try object.optionalArray("layoutPasses") ?? [] {
            graph.recordedPasses.append(try decodePass(cursor))
        }
        return LayoutDump(graph: graph, heightForWidth: heightForWidth, generator: generator)
    }

    /// The number of elements when `cursor` is an array, else 0 (a guess for capacity only).
    static func elementCount(_ cursor: JSONCursor?) -> Int {
        guard let cursor, case .array(let elements) = cursor.value else { return 0 }
        return min(elements.count, 1 << 24)
    }

    // MARK: - References

    /// Registers a new item id, rejecting duplicates.
    mutating func register(_ cursor: JSONCursor, as id: ItemID) throws(JSONDecodingError) -> String {
        let name = try cursor.string()
        guard !name.isEmpty else { throw cursor.error("an id must not be empty") }
        if index[name] != nil {
            throw cursor.error("duplicate id \(JSONWriter.quoted(name)); ids must be unique across views and layout guides")
        }
        index[name] = id
        allIDs.append(name)
        return name
    }

    /// Registers the id a record's member holds, as `register(_:as:)` does.
    mutating func register<Key>(_ object: JSONRecord<Key>, _ key: Key, as id: ItemID) throws(JSONDecodingError) -> String {
        if case .string(let name)? = object.value(key), !name.isEmpty, index[name] == nil {
            index[name] = id
            allIDs.append(name)
            return name
        }
        return try register(try object.require(key), as: id)
    }

    /// The item an id refers to, or an error that suggests a near id.
    func item(at cursor: JSONCursor, what: String) throws(JSONDecodingError) -> ItemID {
        let name = try cursor.string()
        if let id = index[name] {
            // The item being decoded is registered before its references are read: an id
            // that is not in the graph yet is its own.
            guard graph.contains(id) else {
                throw cursor.error("\(what) \(JSONWriter.quoted(name)) is this item itself; an item cannot refer to itself here")
            }
            return id
        }
        var message = "unknown \(what) \(JSONWriter.quoted(name)); no view or layout guide listed before has this id"
        if let near = SpellingSuggestion.closest(to: name, among: allIDs) {
            message += " (did you mean \(JSONWriter.quoted(near))?)"
        }
        throw cursor.error(message)
    }

    /// The item a record's member names, as `item(at:what:)` reads it; a known id is looked
    /// up with no cursor.
    func item<Key>(_ object: JSONRecord<Key>, _ key: Key, what: String) throws(JSONDecodingError) -> ItemID {
        if case .string(let name)? = object.value(key), let id = index[name], graph.contains(id) { return id }
        return try item(at: try object.require(key), what: what)
    }

    /// The view a record's member names, as `view(at:what:)` reads it.
    func view<Key>(_ object: JSONRecord<Key>, _ key: Key, what: String) throws(JSONDecodingError) -> ItemID {
        if case .string(let name)? = object.value(key), let id = index[name], graph.contains(id),
           graph.items[id.index].isView {
            return id
        }
        return try view(at: try object.require(key), what: what)
    }

    /// The view an id refers to (not a guide).
    func view(at cursor: JSONCursor, what: String) throws(JSONDecodingError) -> ItemID {
        let id = try item(at: cursor, what: what)
        guard graph.items[id.index].isView else { throw cursor.error("\(what) \(JSONWriter.quoted(graph[id].id)) is a layout guide; a view is needed here") }
        return id
    }

    func location(_ cursor: JSONCursor) -> SourceLocation {
        SourceLocation(file: file, line: cursor.position.line, column: cursor.position.column)
    }

    // MARK: - Numbers

    /// A length (a frame, a size, an inset, a spacing, a constant) within ±1e7 pt.
    static func finite(_ cursor: JSONCursor, name: String = "length") throws(JSONDecodingError) -> Double {
        try cursor.number(as: .length, name: name)
    }

    static func numbers(_ cursor: JSONCursor, count: Int, what: String, allowNull: Bool = false) throws(JSONDecodingError) -> [Double?] {
        // Most arrays are plain lengths: read them from the nodes, with no cursor per element
        // and no path; anything else takes the checked walk below for its error.
        if case .array(let nodes) = cursor.value, nodes.count == count,
           let values = plainLengths(nodes, allowNull: allowNull) {
            return values
        }
        let elements = try cursor.array()
        guard elements.count == count else {
            throw cursor.error("expected \(what): an array of \(count) numbers, found \(elements.count) element\(elements.count == 1 ? "" : "s")")
        }
        var result: [Double?] = []
        for element in elements {
            if allowNull && element.isNull {
                result.append(nil)
            } else {
                result.append(try finite(element))
            }
        }
        return result
    }

    /// The values of `nodes` when every one is a length (or `null`, where allowed), else nil.
    static func plainLengths(_ nodes: [JSONNode], allowNull: Bool) -> [Double?]? {
        var values: [Double?] = []
        values.reserveCapacity(nodes.count)
        for node in nodes {
            switch node.value {
            case .number(let number) where InputNumber.length.accepts(number.value): values.append(number.value)
            case .null where allowNull: values.append(nil)
            default: return nil
            }
        }
        return values
    }

    /// Four lengths, `[a, b, c, d]`, read from the nodes when they are plain (see `numbers`).
    static func fourLengths(_ cursor: JSONCursor, what: String) throws(JSONDecodingError) -> (Double, Double, Double, Double) {
        if case .array(let nodes) = cursor.value, nodes.count == 4,
           case .number(let a) = nodes[0].value, case .number(let b) = nodes[1].value,
           case .number(let c) = nodes[2].value, case .number(let d) = nodes[3].value,
           InputNumber.length.accepts(a.value), InputNumber.length.accepts(b.value),
           InputNumber.length.accepts(c.value), InputNumber.length.accepts(d.value) {
            return (a.value, b.value, c.value, d.value)
        }
        let values = try numbers(cursor, count: 4, what: what).map { $0 ?? 0 }
        guard values.count == 4 else { throw cursor.error("expected \(what)") }
        return (values[0], values[1], values[2], values[3])
    }

    static func rect(_ cursor: JSONCursor) throws(JSONDecodingError) -> Rect {
        let (x, y, width, height) = try fourLengths(cursor, what: "[x, y, width, height]")
        return Rect(x: x, y: y, width: width, height: height)
    }

    static func insets(_ cursor: JSONCursor) throws(JSONDecodingError) -> EdgeInsets {
        let (top, left, bottom, right) = try fourLengths(cursor, what: "[top, left, bottom, right]")
        return EdgeInsets(top: top, left: left, bottom: bottom, right: right)
    }

    static func priority(_ cursor: JSONCursor) throws(JSONDecodingError) -> Double {
        try cursor.number(as: .priority, name: "a priority")
    }

    static func priorities(_ cursor: JSONCursor) throws(JSONDecodingError) -> AxisValues<Double?> {
        let elements = try cursor.array()
        guard elements.count == 2 else {
            throw cursor.error("expected [horizontal, vertical] priorities, found \(elements.count) element\(elements.count == 1 ? "" : "s")")
        }
        return AxisValues(try priority(elements[0]), try priority(elements[1]))
    }
}
