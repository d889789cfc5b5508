import Analysis
import Foundation
import LayoutModel
import Readers
@testable import Rules
import Testing

/// What a finding rests on: the model's estimates are varied, and Xcode's markers are the
/// verdict of the file.
@Suite("Findings say whether they rest on an estimate")
struct ConfidenceTests {
    /// Every rule's findings in the fixture `name`, assessed.
    static func findings(_ name: String, trustingXcodeMarkers: Bool = true) throws -> [Diagnostic] {
        let document = try InterfaceBuilderReader.read(contentsOf: Package.url("Fixtures/RulesTests/Confidence/\(name)"))
        return try document.layouts.flatMap { layout in
            let facts = try LayoutAnalysis.analyze(layout.graph)
            let found = RuleRegistry.all.flatMap { $0.check(facts) }
            return try ConfidenceAssessment.assess(found, of: facts, rules: RuleRegistry.all, trustingXcodeMarkers: trustingXcodeMarkers)
        }
    }

    @Test("a tie that holds only at the label widths read off the stored frames is estimated, and left out where Xcode saw none")
    func estimatedTie() throws {
        #expect(try Self.findings("confidence-estimated-tie.xib").isEmpty)
        let all = try Self.findings("confidence-estimated-tie.xib", trustingXcodeMarkers: false)
        let tie = try #require(all.first { $0.ruleID == "ambiguous_layout" })
        #expect(tie.message.contains("tie over who grows horizontally"))
        #expect(tie.confidence == .estimated)
        #expect(tie.viewIDs == ["Tie-lb-002", "Tie-lb-003"])
        #expect(tie.restsOn == ["UILabel 'Name' (Tie-lb-002): estimated intrinsic size (read off its stored frame, or from layoutlint's font metrics)",
                                "UILabel 'Detail' (Tie-lb-003): estimated intrinsic size (read off its stored frame, or from layoutlint's font metrics)"])
        #expect(tie.notes.last?.message.hasPrefix("estimated: rests on UILabel 'Name'") == true)
        #expect(all.allSatisfy { $0.confidence == .estimated })
    }

    @Test("a frame left stale by a merge is certain: nothing estimated moves it, and the rest of the layout is as Xcode stored it")
    func mergeEditedFrame() throws {
        let findings = try Self.findings("confidence-merge-edited.xib")
        #expect(findings.map(\.ruleID) == ["misplaced_view"])
        #expect(findings.first?.viewID == "Mrg-cd-002")
        #expect(findings.first?.confidence == .certain)
        #expect(findings.first?.restsOn == [])
    }

    @Test("views laid out in a root Xcode marks misplaced are not reported misplaced: the root's stored frame is not the one Xcode laid them out in")
    func rootMarkedMisplaced() throws {
        let findings = try Self.findings("confidence-root-misplaced.xib")
        #expect(!findings.contains { $0.ruleID == "misplaced_view" && ["Rmp-ls-002", "Rmp-bt-003"].contains($0.viewID) })
        let unmarkedRoot = try Self.findings("confidence-root-misplaced.xib", trustingXcodeMarkers: false)
        #expect(Set(unmarkedRoot.filter { $0.ruleID == "misplaced_view" }.compactMap(\.viewID)) == ["Rmp-ls-002", "Rmp-bt-003"],
                "without trusting the markers the model's own findings stand")
    }

    @Test("a view Xcode marked ambiguous is reported with certainty even where the model fixes its frame")
    func xcodeMarkerIsAFact() throws {
        let findings = try Self.findings("confidence-xcode-marker.xib")
        #expect(findings.count == 1)
        let marker = try #require(findings.first)
        #expect(marker.ruleID == "ambiguous_layout")
        #expect(marker.viewID == "Mrk-vw-002")
        #expect(marker.message.hasPrefix("Xcode marks Demo.ChartView'Chart''s layout ambiguous"))
        #expect(marker.confidence == .certain)
    }

    @Test("a finding on no estimate at all is certain and unchanged")
    func dumpsStateEverything() throws {
        let json = """
            {"format": "layoutlint-dump", "version": 1, "platform": "ios",
             "views": [{"id": "root", "class": "UIView", "frame": [0, 0, 320, 480], "role": "rootView"},
                       {"id": "title", "class": "UILabel", "superview": "root", "intrinsicContentSize": [80, 20]}],
             "constraints": [
               {"firstItem": "title", "firstAttribute": "leading", "secondItem": "root", "secondAttribute": "leading", "constant": 16}]}
            """
        let dump = try LayoutDumpReader.parse(data: Data(json.utf8), fileName: "d.json")
        let facts = try LayoutAnalysis.analyze(dump.graph)
        let found = RuleRegistry.all.flatMap { $0.check(facts) }
        #expect(!found.isEmpty)
        #expect(try ConfidenceAssessment.assess(found, of: facts, rules: RuleRegistry.all) == found)
    }

    @Test("a required chain fights the estimated pass for certain only where the table states its estimated row height")
    func rowEstimate() throws {
        let findings = try Self.findings("confidence-row-estimate.storyboard").filter { $0.ruleID == "broken_self_sizing_chain" }
        #expect(findings.map(\.viewID) == ["Rw1-vw-006", "Rw2-vw-006"])
        #expect(findings.map(\.confidence) == [.estimated, .certain])
        #expect(findings.first?.restsOn == ["UITableViewCell (Rw1-cl-004): the table's estimated row height, which the file leaves to UIKit"])
    }

    @Test("every variation is tried, each once")
    func variationsInOrder() {
        #expect(ConfidenceAssessment.Variation.order.count == ConfidenceAssessment.Variation.allCases.count)
        #expect(Set(ConfidenceAssessment.Variation.order.map { "\($0)" }) == Set(ConfidenceAssessment.Variation.allCases.map { "\($0)" }))
    }

    @Test("one freedom is one finding, naming every view it leaves free")
    func freedomNamesEveryView() throws {
        // The card's height is free, and the caption pinned to its bottom moves with it.
        let json = """
            {"format": "layoutlint-dump", "version": 1, "platform": "ios",
             "views": [{"id": "root", "class": "UIView", "frame": [0, 0, 320, 480], "role": "rootView"},
                       {"id": "card", "class": "UIView", "superview": "root"},
                       {"id": "caption", "class": "UIView", "superview": "card"}],
             "constraints": [
               {"firstItem": "card", "firstAttribute": "leading", "secondItem": "root", "secondAttribute": "leading"},
               {"firstItem": "card", "firstAttribute": "trailing", "secondItem": "root", "secondAttribute": "trailing"},
               {"firstItem": "card", "firstAttribute": "top", "secondItem": "root", "secondAttribute": "top"},
               {"firstItem": "caption", "firstAttribute": "leading", "secondItem": "card", "secondAttribute": "leading"},
               {"firstItem": "caption", "firstAttribute": "trailing", "secondItem": "card", "secondAttribute": "trailing"},
               {"firstItem": "caption", "firstAttribute": "height", "constant": 20},
               {"firstItem": "caption", "firstAttribute": "bottom", "secondItem": "card", "secondAttribute": "bottom", "constant": -8}]}
            """
        let dump = try LayoutDumpReader.parse(data: Data(json.utf8), fileName: "d.json")
        let ambiguities = AmbiguousLayoutRule.check(try LayoutAnalysis.analyze(dump.graph))
        #expect(ambiguities.count == 1)
        #expect(ambiguities.first?.viewID == "card")
        #expect(ambiguities.first?.viewIDs == ["card", "caption"])
        #expect(ambiguities.first?.notes.first?.message == "the same freedom leaves 1 other view free with it: UIView:caption")
    }
}

/// A fill-proportionally stack's required constraints depend on which of its views have an
/// intrinsic length, not on the lengths: varying estimated sizes cannot make a redundancy there
/// unless a length of 0 becomes positive, while giving custom classes sizes can.
@Suite("Which variations can reach a proportional stack's required constraints")
struct ProportionalStackVariationTests {
    static func graph(estimatedLength: Double) -> LayoutGraph {
        var graph = LayoutGraph()
        let stack = graph.add(LayoutItem(id: "stack"))
        var label = LayoutItem(id: "label", className: "UILabel", parent: stack,
                               intrinsicContentSize: OptionalSize(width: estimatedLength, height: 20))
        label.estimates = [.intrinsicWidth, .intrinsicHeight]
        let view = graph.add(label)
        graph[stack].stack = StackSettings(axis: .horizontal, distribution: .fillProportionally, arrangedSubviews: [view])
        return graph
    }

    @Test("Positive estimated lengths: only custom-class sizes can reach it")
    func positiveLengths() {
        let graph = Self.graph(estimatedLength: 80)
        #expect(!ConfidenceAssessment.Variation.proportionalStacksCanChange(.estimatedSizes, graph))
        #expect(!ConfidenceAssessment.Variation.proportionalStacksCanChange(.smallerEstimatedSizes, graph))
        #expect(!ConfidenceAssessment.Variation.proportionalStacksCanChange(.heldEstimatedSizes, graph))
        #expect(ConfidenceAssessment.Variation.proportionalStacksCanChange(.customClassSizes, graph))
    }

    @Test("An estimated length of 0 that a variation makes positive can")
    func zeroLength() {
        #expect(ConfidenceAssessment.Variation.proportionalStacksCanChange(.estimatedSizes, Self.graph(estimatedLength: 0)))
    }
}
