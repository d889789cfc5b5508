import Analysis
import Foundation
import LayoutModel
import Readers
import Testing

/// Where ambiguity starts: play between two equal priorities that is far below a pixel is
/// the rounding of stored 32-bit frames, not a layout UIKit could pick differently.
@Suite("Ambiguity below a thousandth of a point is rounding, not freedom")
struct AmbiguityThresholdTests {
    /// A 64 pt row holding a text view whose content wants `content` pt and whose height is
    /// also tied to the row's at the same priority (750 both): any height between the two
    /// costs the same.
    func ambiguousVariables(content: Double) throws -> [FrameVariable] {
        let json = """
            {"format": "layoutlint-dump", "version": 1, "platform": "ios",
             "views": [{"id": "root", "class": "UIView", "frame": [0, 0, 320, 64], "role": "rootView"},
                       {"id": "text", "class": "UITextView", "superview": "root", "intrinsicContentSize": [null, \(content)],
                        "contentHuggingPriority": [250, 250], "contentCompressionResistancePriority": [750, 750]}],
             "constraints": [
               {"firstItem": "text", "firstAttribute": "top", "secondItem": "root", "secondAttribute": "top"},
               {"firstItem": "text", "firstAttribute": "leading", "secondItem": "root", "secondAttribute": "leading"},
               {"firstItem": "text", "firstAttribute": "width", "constant": 100},
               {"firstItem": "text", "firstAttribute": "height", "secondItem": "root", "secondAttribute": "height", "priority": 750}]}
            """
        let dump = try LayoutDumpReader.parse(data: Data(json.utf8), fileName: "threshold.json")
        let facts = try LayoutAnalysis.analyze(dump.graph)
        return facts.ambiguities.filter { dump.graph[$0.item].id == "text" }.map(\.variable)
    }

    @Test("content 2e-6 pt taller than the row it must match: not ambiguous")
    func floatRoundingIsNotAmbiguity() throws {
        #expect(try ambiguousVariables(content: 64.000002) == [])
    }

    @Test("content a point taller than the row it must match: the height is free between them")
    func realPlayIsAmbiguity() throws {
        #expect(try ambiguousVariables(content: 65) == [.height])
    }
}
