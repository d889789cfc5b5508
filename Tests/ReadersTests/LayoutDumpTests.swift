import Foundation
import LayoutModel
import Testing
import Readers

@Suite("Layout dumps are read into the model")
struct LayoutDumpTests {
    func read(_ name: String) throws -> LayoutDump {
        try LayoutDumpReader.parse(data: try Fixtures.data(name), fileName: name)
    }

    @Test("a minimal dump: a root, one label, one constraint, with defaults for everything else")
    func minimal() throws {
        let dump = try read("readsLayoutDump-minimal.json")
        let graph = dump.graph
        #expect(graph.platform == .iOS)
        #expect(graph.items.map(\.id) == ["root", "label"])
        #expect(graph.items[1].parent == ItemID(0))
        #expect(graph.items[1].translatesAutoresizingMask == false)
        #expect(graph.items[1].layoutMargins == .uiKitDefaultMargins)
        #expect(graph.items[1].intrinsicContentSize == OptionalSize(width: 80, height: 20))
        #expect(graph.items[1].source == SourceLocation(file: "readsLayoutDump-minimal.json", line: 7, column: 5))
        let constraint = try #require(graph.constraints.first)
        #expect(constraint.firstAttribute == .leading && constraint.secondAttribute == .leading)
        #expect(constraint.constant == 16 && constraint.multiplier == 1 && constraint.priority == 1000)
        #expect(constraint.origin == .user)
        #expect(constraint.provenance.source?.line == 10)
    }

    @Test("a second attribute without a second item may only say there is none; anything else lists every name")
    func loneSecondAttribute() throws {
        func dump(_ secondAttribute: String) -> Data {
            Data("""
                {"format": "layoutlint-dump", "version": 1, "platform": "ios",
                 "views": [{"id": "root", "class": "UIView", "frame": [0, 0, 390, 844]}],
                 "constraints": [{"firstItem": "root", "firstAttribute": "width", "secondAttribute": \(secondAttribute), "constant": 4}]}
                """.utf8)
        }
        let none = try LayoutDumpReader.parse(data: dump(#""notAnAttribute""#), fileName: "d.json")
        #expect(none.graph.constraints.first?.secondAttribute == .notAnAttribute)
        let names = LayoutAttribute.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        #expect(names.hasSuffix(#""centerYWithinMargins", "notAnAttribute""#))
        for (value, found) in [(#""bogus""#, #""bogus""#), ("3", "3")] {
            #expect(throws: ReaderError.self) { try LayoutDumpReader.parse(data: dump(value), fileName: "d.json") }
            do {
                _ = try LayoutDumpReader.parse(data: dump(value), fileName: "d.json")
            } catch {
                #expect(error.description.hasSuffix("$.constraints[0].secondAttribute: expected one of \(names), found \(found)"),
                        "\(error.description)")
            }
        }
        let lone = #"{"firstItem": "root", "firstAttribute": "width", "secondAttribute": "height", "constant": 4}"#
        let withHeight = Data(String(decoding: dump("0"), as: UTF8.self).replacingOccurrences(
            of: #"{"firstItem": "root", "firstAttribute": "width", "secondAttribute": 0, "constant": 4}"#, with: lone).utf8)
        do {
            _ = try LayoutDumpReader.parse(data: withHeight, fileName: "d.json")
            Issue.record("a lone real second attribute was accepted")
        } catch {
            #expect(error.description.hasSuffix("$.constraints[0].secondAttribute: a second attribute needs a second item"), "\(error.description)")
        }
    }

    @Test("every field of a full dump reaches the model")
    func full() throws {
        let dump = try read("readsLayoutDump-full.json")
        let graph = dump.graph
        #expect(dump.generator == "LayoutDump.swift 1")
        let root = graph.items[0]
        #expect(root.viewRole == .rootView && root.translatesAutoresizingMask)
        #expect(root.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        #expect(root.layoutMargins == EdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
        #expect(root.safeAreaInsets.bottom == 34 && root.layoutDirection == .rightToLeft)
        let stack = try #require(graph.items[1].stack)
        #expect(stack.axis == .horizontal && stack.distribution == .equalSpacing && stack.alignment == .firstBaseline)
        #expect(stack.spacing == 8 && stack.arrangedSubviews == [ItemID(2), ItemID(3)])
        #expect(stack.customSpacingAfter == [ItemID(2): 20] && stack.isLayoutMarginsRelativeArrangement)
        let title = graph.items[2]
        #expect(title.name == "Title" && title.huggingPriority == AxisValues(252, 251))
        #expect(title.compressionResistancePriority == AxisValues(749, 750))
        #expect(title.firstBaselineFromTop == 16 && title.lastBaselineFromBottom == 4.5)
        #expect(graph.items[3].isHidden)
        #expect(graph.items[4].intrinsicContentSize == OptionalSize(width: nil, height: 44))
        #expect(graph.items[5].guideRole == .safeArea && graph.items[5].storedFrame == Rect(x: 0, y: 47, width: 390, height: 763))
        #expect(graph.items[6].guideRole == .keyboard && graph.items[6].guideLength == 336)
        #expect(graph.items[7].guideRole == .custom && graph.items[7].className == "UILayoutGuide")
        #expect(dump.heightForWidth.count == 1 && dump.heightForWidth[0].samples.map(\.height) == [20.5, 41])
        #expect(dump.layoutPasses.count == 2)
    }

    @Test("constraint origins come from the dump, or from UIKit's classes and identifiers")
    func origins() throws {
        let constraints = try read("readsLayoutDump-full.json").graph.constraints
        #expect(constraints.map(\.origin) == [.user, .contentSize, .stackView, .user, .placeholder, .autoresizingMask])
        #expect(constraints[0].provenance.identifier == "stack-top" && constraints[0].provenance.owner == ItemID(0))
        #expect(constraints[0].provenance.objectID == "0x100")
        #expect(constraints[3].isActive == false && constraints[3].multiplier == 1.5 && constraints[3].priority == 999)
        #expect(constraints[5].isInSuperviewCoordinates)
    }

    @Test("recorded system constraints are not synthesised again")
    func recordedSystemConstraintsCountOnce() throws {
        let system = RuntimeSystem(try read("readsLayoutDump-full.json").graph)
        let titleWidthContent = system.constraints.filter {
            $0.origin == .contentSize && $0.firstItem == ItemID(2) && $0.firstAttribute == .width
        }
        #expect(titleWidthContent.count == 1)
        #expect(!system.constraints.contains { $0.origin == .placeholder || !$0.isActive })
        let imageAutoresizing = system.constraints.filter { $0.origin == .autoresizingMask && $0.firstItem == ItemID(4) }
        #expect(imageAutoresizing.count == 1)
    }

    @Test("macOS frames in unflipped superviews are converted to a top-left origin, and masks with them")
    func macOS() throws {
        let graph = try read("readsLayoutDump-macos.json").graph
        #expect(graph.platform == .macOS)
        #expect(graph.items[0].layoutMargins == .zero)
        #expect(graph.items[1].storedFrame == Rect(x: 20, y: 20, width: 80, height: 32))
        // NSView.AutoresizingMask 9 = minXMargin | minYMargin: minY is the bottom margin here.
        #expect(graph.items[1].autoresizingMask == [.flexibleLeftMargin, .flexibleBottomMargin])
        #expect(graph.items[2].storedFrame == Rect(x: 0, y: 70, width: 480, height: 200))
        #expect(graph.items[3].storedFrame == Rect(x: 10, y: 10, width: 100, height: 22))
    }

    @Test("a file that is not JSON-shaped like a dump goes to the constraint-system reader")
    func sniffing() throws {
        let system = Data(#"{"name": "s", "variables": ["x"], "constraints": []}"#.utf8)
        guard case .constraintSystem = try SolverInput.parse(data: system, fileName: "s.json") else {
            Issue.record("a constraint system was taken for a dump")
            return
        }
        guard case .layoutDump = try SolverInput.parse(data: try Fixtures.data("readsLayoutDump-minimal.json"), fileName: "d.json") else {
            Issue.record("a dump was not recognised")
            return
        }
    }
}
