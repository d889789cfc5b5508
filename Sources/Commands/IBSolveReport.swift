import JSONSupport
import LayoutModel
import Readers

/// The renderings of a solved Interface Builder file: per layout, a table of frames; or one
/// JSON array of views with the stored frames and Xcode's markers.
enum IBSolveReport {
    /// One solved layout.
    struct Solved {
        var layout: InterfaceBuilderDocument.Layout
        var system: RuntimeSystem
        var result: SolvedLayout
    }

    /// A titled table per layout, rejected constraints after each.
    static func text(_ document: InterfaceBuilderDocument, _ solved: [Solved]) -> String {
        var out = ""
        for (index, item) in solved.enumerated() {
            if index > 0 { out += "\n" }
            out += "== \(item.layout.name)\(item.layout.usesAutoLayout ? "" : " (no constraints: frames as stored)") ==\n"
            out += DumpSolveReport.text(item.system, item.result, file: document.file)
        }
        return out
    }

    /// `[{"id", "name", "class", "file", "line", "platform", "layout", "autoLayout", "hidden", "frame",
    /// "storedFrame"?, "ambiguousMarker", "misplacedMarker", "verifyAmbiguity"}]`.
    static func json(_ document: InterfaceBuilderDocument, _ solved: [Solved]) -> String {
        var views: [JSONValue] = []
        for item in solved {
            let graph = item.system.graph
            for id in graph.itemIDs where graph[id].isView {
                let view = graph[id]
                var members = DumpSolveReport.viewMembers(id, in: graph, item.result, file: document.file, extra: [
                    ("platform", .string(document.platform.rawValue)),
                    ("layout", .string(item.layout.name)),
                    ("autoLayout", .bool(item.layout.usesAutoLayout)),
                    ("hidden", .bool(view.isHidden)),
                ])
                members.append(("ambiguousMarker", .bool(view.designTime?.ambiguous ?? false)))
                members.append(("misplacedMarker", .bool(view.designTime?.misplaced ?? false)))
                members.append(("verifyAmbiguity", view.designTime?.verifyAmbiguity.map(JSONValue.string) ?? .null))
                views.append(.object(members))
            }
        }
        return JSONWriter.string(.list(views), style: .pretty) + "\n"
    }
}
