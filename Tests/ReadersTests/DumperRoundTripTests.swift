import Foundation
import LayoutDumpSupport
import LayoutModel
import Readers
import Testing

/// What `Support/LayoutDump.swift` writes is what the reader reads, and it solves back to
/// the frames the app had.
@Suite("The in-app dumper's output")
struct DumperRoundTripTests {
    typealias Dump = LayoutLintDump

    /// A settings row as the dumper would record it on an iPhone: a root view, its safe-area
    /// and margins guides, a horizontal stack (label + switch, centred) pinned to the margins.
    static let document = Dump.Document(platform: .ios, generator: "round-trip test", views: [
        Dump.View(id: "0x1", className: "UIView", name: "SettingsViewController.view",
                  frame: Dump.Rect(x: 0, y: 0, width: 390, height: 844), translatesAutoresizingMaskIntoConstraints: true,
                  autoresizingMask: 18, layoutMargins: Dump.Insets(top: 59, left: 16, bottom: 34, right: 16),
                  safeAreaInsets: Dump.Insets(top: 59, left: 0, bottom: 34, right: 0), role: .rootView),
        Dump.View(id: "0x2", className: "UIStackView", superview: "0x1", frame: Dump.Rect(x: 16, y: 75, width: 358, height: 31),
                  translatesAutoresizingMaskIntoConstraints: false, role: .stackView,
                  stack: Dump.Stack(axis: .horizontal, alignment: .center, spacing: 8, arrangedSubviews: ["0x3", "0x4"])),
        Dump.View(id: "0x3", className: "UILabel", name: "Wi‑Fi \"Home\"", superview: "0x2",
                  frame: Dump.Rect(x: 0, y: 5.5, width: 299, height: 20), translatesAutoresizingMaskIntoConstraints: false,
                  intrinsicContentSize: Dump.IntrinsicSize(width: 44, height: 20),
                  contentHuggingPriority: Dump.AxisPair(horizontal: 250, vertical: 251),
                  contentCompressionResistancePriority: Dump.AxisPair(horizontal: 750, vertical: 750),
                  firstBaseline: 16, lastBaseline: 4),
        Dump.View(id: "0x4", className: "UISwitch", superview: "0x2", frame: Dump.Rect(x: 307, y: 0, width: 51, height: 31),
                  translatesAutoresizingMaskIntoConstraints: false,
                  intrinsicContentSize: Dump.IntrinsicSize(width: 51, height: 31),
                  contentHuggingPriority: Dump.AxisPair(horizontal: 750, vertical: 750),
                  contentCompressionResistancePriority: Dump.AxisPair(horizontal: 750, vertical: 750)),
    ], layoutGuides: [
        Dump.Guide(id: "0x10", className: "UILayoutGuide", name: "UIViewSafeAreaLayoutGuide", owningView: "0x1",
                   role: .safeArea, layoutFrame: Dump.Rect(x: 0, y: 59, width: 390, height: 751)),
        Dump.Guide(id: "0x11", className: "UILayoutGuide", name: "UIViewLayoutMarginsGuide", owningView: "0x1",
                   role: .layoutMargins, layoutFrame: Dump.Rect(x: 16, y: 59, width: 358, height: 751)),
    ], constraints: [
        Dump.Constraint(id: "0x20", className: "NSLayoutConstraint", firstItem: "0x2", firstAttribute: .top,
                        relation: .equal, secondItem: "0x10", secondAttribute: .top, constant: 16, owner: "0x1"),
        Dump.Constraint(id: "0x21", className: "NSLayoutConstraint", firstItem: "0x2", firstAttribute: .leading,
                        relation: .equal, secondItem: "0x11", secondAttribute: .leading, owner: "0x1"),
        Dump.Constraint(id: "0x22", className: "NSLayoutConstraint", firstItem: "0x2", firstAttribute: .trailing,
                        relation: .equal, secondItem: "0x11", secondAttribute: .trailing, owner: "0x1"),
    ])

    @Test("reads back with every field in place")
    func readsBack() throws {
        let data = try Self.document.jsonData()
        let graph = try LayoutDumpReader.parse(data: data, fileName: "dump.json").graph
        #expect(graph.items.map(\.id) == ["0x1", "0x2", "0x3", "0x4", "0x10", "0x11"])
        #expect(graph.items[2].name == "Wi‑Fi \"Home\"")
        #expect(graph.items[1].stack?.alignment == .center)
        #expect(graph.items[3].huggingPriority == AxisValues(750, 750))
        #expect(graph.constraints.map(\.provenance.objectID) == ["0x20", "0x21", "0x22"])
        #expect(graph.constraints.allSatisfy { $0.provenance.owner == ItemID(0) && $0.origin == .user })
    }

    @Test("solves back to the frames the app recorded")
    func solvesToStoredFrames() throws {
        let graph = try LayoutDumpReader.parse(data: try Self.document.jsonData(), fileName: "dump.json").graph
        let system = RuntimeSystem(graph)
        let layout = try LayoutSolver.solve(system)
        #expect(layout.rejected.isEmpty)
        for id in graph.itemIDs where graph[id].isView {
            let stored = try #require(graph[id].storedFrame)
            let solved = layout.frame(of: id, in: system.graph)
            #expect(abs(solved.x - stored.x) < 1e-6 && abs(solved.y - stored.y) < 1e-6
                    && abs(solved.width - stored.width) < 1e-6 && abs(solved.height - stored.height) < 1e-6,
                    "\(graph[id].id): solved \(solved), stored \(stored)")
        }
    }

    @Test("compact and pretty output read the same")
    func bothStyles() throws {
        let pretty = try LayoutDumpReader.parse(data: try Self.document.jsonData(style: .pretty), fileName: "a").graph
        let compact = try LayoutDumpReader.parse(data: try Self.document.jsonData(style: .compact), fileName: "b").graph
        #expect(pretty.items.map(\.storedFrame) == compact.items.map(\.storedFrame))
        #expect(pretty.constraints.count == compact.constraints.count)
    }
}
