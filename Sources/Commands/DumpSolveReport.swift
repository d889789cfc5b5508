import JSONSupport
import LayoutModel
import Readers

/// The renderings of a solved layout dump: a table of frames for people, a JSON array for
/// tools. Views in dump order; frames in the superview's coordinates, as the platform's own
/// `frame` reports them.
enum DumpSolveReport {
    /// One line per view: `id  class  name  x y width height`, then a line per rejected
    /// required constraint.
    static func text(_ system: RuntimeSystem, _ layout: SolvedLayout, file: String) -> String {
        let graph = system.graph
        let rows: [[String]] = graph.itemIDs.filter { graph[$0].isView }.map { id in
            let item = graph[id]
            let frame = rootAware(layout.frame(of: id, in: graph), of: id, in: graph)
            var row = [indentation(of: id, in: graph) + item.id, item.className, item.name.map { "'\($0)'" } ?? "-",
                       "(\([frame.x, frame.y, frame.width, frame.height].map(SolveReport.format).joined(separator: ", ")))"]
            if let stored = item.storedFrame.map({ platformFrame($0, of: id, in: graph) }),
               !matches(stored, frame) {
                row[3] += "  stored (\([stored.x, stored.y, stored.width, stored.height].map(SolveReport.format).joined(separator: ", ")))"
            }
            if let flags = item.designTime {
                if flags.misplaced { row[3] += "  [misplaced in Xcode]" }
                if flags.ambiguous { row[3] += "  [ambiguous in Xcode]" }
            }
            return row
        }
        var out = table([["VIEW", "CLASS", "NAME", "FRAME (x, y, width, height)"]] + rows)
        for index in layout.rejected {
            out += rejectionLine(system, index, file: file) + "\n"
        }
        return out
    }

    /// `[{"id", "name", "class", "file", "line", "frame", "storedFrame"?}]`, one object per view.
    static func json(_ system: RuntimeSystem, _ layout: SolvedLayout, file: String) -> String {
        let graph = system.graph
        let views: [JSONValue] = graph.itemIDs.filter { graph[$0].isView }.map { id in
            .object(viewMembers(id, in: graph, layout, file: file))
        }
        return JSONWriter.string(.list(views), style: .pretty) + "\n"
    }

    /// The members every solved view has in JSON output: `id`, `name`, `class`, `file`,
    /// `line`, then `extra` (what the input kind adds), then `frame` and `storedFrame` when
    /// there is one.
    static func viewMembers(_ id: ItemID, in graph: LayoutGraph, _ layout: SolvedLayout, file: String,
                            extra: [(String, JSONValue)] = []) -> [(String, JSONValue)] {
        let item = graph[id]
        var members: [(String, JSONValue)] = [
            ("id", .string(item.id)),
            ("name", item.name.map(JSONValue.string) ?? .null),
            ("class", .string(item.className)),
            ("file", .string(item.source?.file ?? file)),
            ("line", item.source?.line.map { JSONValue.number($0) } ?? .null),
        ]
        members += extra
        members.append(("frame", rectValue(rootAware(layout.frame(of: id, in: graph), of: id, in: graph))))
        if let stored = item.storedFrame { members.append(("storedFrame", rectValue(platformFrame(stored, of: id, in: graph)))) }
        return members
    }

    /// `file:line:col: error: required constraint … contradicts …; it was left out`.
    static func rejectionLine(_ system: RuntimeSystem, _ index: Int, file: String) -> String {
        let constraint = system.constraints[index]
        // A synthesised constraint has no line of its own: its view's stands for it.
        let source = constraint.provenance.source ?? system.graph[constraint.firstItem].source
        let location = source?.description ?? file
        let origin = constraint.origin == .user ? "" : " (\(constraint.origin.rawValue))"
        return "\(location): error: required constraint \(system.graph.describe(constraint))\(origin) contradicts the required constraints before it; it was left out (run 'layoutlint lint' for the full conflict)"
    }

    /// A root's solved frame placed where the input stored it (the solver puts every root at
    /// the origin of its own coordinates; where it sits in its window or canvas is not ours
    /// to decide).
    static func rootAware(_ frame: Rect, of id: ItemID, in graph: LayoutGraph) -> Rect {
        guard graph[id].parent == nil, let stored = graph[id].storedFrame else { return frame }
        let placed = platformFrame(stored, of: id, in: graph)
        return Rect(x: placed.x, y: placed.y, width: frame.width, height: frame.height)
    }

    /// A stored top-left frame back in the platform's own coordinates.
    static func platformFrame(_ alignmentRect: Rect, of id: ItemID, in graph: LayoutGraph) -> Rect {
        guard let parent = graph[id].parent, let container = graph[parent].storedFrame else {
            return graph[id].frame(aroundAlignmentRect: alignmentRect)
        }
        return graph.platformFrame(ofAlignmentRect: alignmentRect, of: id, parentHeight: container.height)
    }

    static func matches(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.x - b.x) < 0.5 && abs(a.y - b.y) < 0.5 && abs(a.width - b.width) < 0.5 && abs(a.height - b.height) < 0.5
    }

    static func rectValue(_ rect: Rect) -> JSONValue {
        .list([rect.x, rect.y, rect.width, rect.height].map { .number(SolveReport.rounded($0)) })
    }

    /// Two spaces per level, at most 64 levels (deeper hierarchies stay readable).
    static func indentation(of id: ItemID, in graph: LayoutGraph) -> String {
        String(repeating: "  ", count: min(graph.depth(of: id), 64))
    }

    /// Left-aligned columns separated by two spaces; the last column is not padded.
    static func table(_ rows: [[String]]) -> String {
        guard let columns = rows.first?.count else { return "" }
        var widths = Array(repeating: 0, count: columns)
        for row in rows { for (column, cell) in row.enumerated() where column < columns - 1 { widths[column] = max(widths[column], cell.count) } }
        return rows.map { row in
            row.enumerated().map { column, cell in
                column < columns - 1 ? cell + String(repeating: " ", count: widths[column] - cell.count + 2) : cell
            }.joined()
        }.joined(separator: "\n") + "\n"
    }
}
