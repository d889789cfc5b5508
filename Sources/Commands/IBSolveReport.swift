import Analysis
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
        /// The ambiguous view variables, for the JSON report (nil in the text one).
        var ambiguities: [AmbiguityFact]? = nil
        /// Scroll views whose content size is not decided, for the JSON report.
        var scrollContent: [ScrollContentFact] = []
    }

    /// The names `ambiguous` lists a view's free variables by.
    static let variableNames: [FrameVariable: String] = [.minX: "x", .minY: "y", .width: "width", .height: "height"]

    /// A titled table per layout, rejected constraints after each.
    static func text(_ document: InterfaceBuilderDocument, _ solved: [Solved]) -> String {
        var out = ""
        for (index, item) in solved.enumerated() {
            if index > 0 { out += "\n" }
            out += "== \(item.layout.name)\(item.layout.usesAutoLayout ? "" : " (no constraints: frames as stored)") ==\n"
            out += DumpSolveReport.text(item.system, item.result, file: document.file)
        }
        if !document.notLaidOut.isEmpty {
            if !solved.isEmpty { out += "\n" }
            out += "== not laid out ==\n"
            let rows = document.notLaidOut.map { view in
                [view.id, view.className, view.name.map { "'\($0)'" } ?? "-", "\(view.line):\(view.column)", view.reason]
            }
            out += DumpSolveReport.table([["VIEW", "CLASS", "NAME", "LINE", "WHY"]] + rows)
        }
        return out
    }

    /// A view the file holds that no layout lays out: `"modelled": false` and the reason,
    /// `frame` null, the frame Interface Builder stored as `storedFrame`.
    static func notLaidOutMembers(_ view: InterfaceBuilderDocument.NotLaidOut, in document: InterfaceBuilderDocument) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("id", .string(view.id)),
            ("name", view.name.map(JSONValue.string) ?? .null),
            ("class", .string(view.className)),
            ("file", .string(document.file)),
            ("line", .number(view.line)),
            ("platform", .string(document.platform.rawValue)),
            ("layout", .string(view.layout)),
            ("modelled", .bool(false)),
            ("reason", .string(view.reason)),
            ("frame", .null),
        ]
        if let stored = view.storedFrame { members.append(("storedFrame", DumpSolveReport.rectValue(stored))) }
        return .object(members)
    }

    /// `[{"id", "name", "class", "file", "line", "platform", "layout", "autoLayout", "hidden", "frame",
    /// "storedFrame"?, "ambiguous", "ambiguousMarker", "misplacedMarker", "verifyAmbiguity"}]`, then
    /// one `{"id", …, "modelled": false, "reason", "frame": null, "storedFrame"?}` per view the
    /// file holds that no layout lays out (`notLaidOutMembers`), where
    /// `ambiguous` lists the variables ("x", "y", "width", "height", and for a scroll view
    /// "contentWidth", "contentHeight") that the analysis finds free — whatever
    /// `verifyAmbiguity` says, as Xcode's own `ambiguousMarker` does.
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
                let free = (item.ambiguities ?? []).filter { $0.item == id }.map(\.variable).sorted()
                var names = free.compactMap { variableNames[$0] }
                for fact in item.scrollContent where fact.scrollView == id {
                    names += [fact.freeWidth ? "contentWidth" : nil, fact.freeHeight ? "contentHeight" : nil].compactMap { $0 }
                }
                members.append(("ambiguous", .list(names.map(JSONValue.string))))
                members.append(("ambiguousMarker", .bool(view.designTime?.ambiguous ?? false)))
                members.append(("misplacedMarker", .bool(view.designTime?.misplaced ?? false)))
                members.append(("verifyAmbiguity", view.designTime?.verifyAmbiguity.map(JSONValue.string) ?? .null))
                views.append(.object(members))
            }
        }
        views += document.notLaidOut.map { notLaidOutMembers($0, in: document) }
        return JSONWriter.string(.list(views), style: .pretty) + "\n"
    }
}
