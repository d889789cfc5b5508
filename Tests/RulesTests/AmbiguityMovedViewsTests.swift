import Analysis
import Foundation
import LayoutModel
import Readers
import Testing

/// Which views move with a freedom: the ones Xcode would mark ambiguous together. A view's
/// frame is in its superview's coordinates, so a subview pinned inside a view that moves
/// stays where it is in its superview and does not move with it.
@Suite("Views that move with an ambiguous freedom")
struct AmbiguityMovedViewsTests {
    @Test("a card free along x moves its neighbour pinned to it, not the badge pinned inside it")
    func subviewsOfAMovingViewStay() throws {
        let json = """
            {"format": "layoutlint-dump", "version": 1, "platform": "ios",
             "views": [{"id": "root", "class": "UIView", "frame": [0, 0, 320, 200], "role": "rootView"},
                       {"id": "card", "class": "UIView", "superview": "root"},
                       {"id": "badge", "class": "UIView", "superview": "card"},
                       {"id": "label", "class": "UIView", "superview": "root"}],
             "constraints": [
               {"firstItem": "card", "firstAttribute": "top", "secondItem": "root", "secondAttribute": "top", "constant": 10},
               {"firstItem": "card", "firstAttribute": "width", "constant": 100},
               {"firstItem": "card", "firstAttribute": "height", "constant": 50},
               {"firstItem": "badge", "firstAttribute": "leading", "secondItem": "card", "secondAttribute": "leading", "constant": 8},
               {"firstItem": "badge", "firstAttribute": "top", "secondItem": "card", "secondAttribute": "top", "constant": 8},
               {"firstItem": "badge", "firstAttribute": "width", "constant": 20},
               {"firstItem": "badge", "firstAttribute": "height", "constant": 20},
               {"firstItem": "label", "firstAttribute": "leading", "secondItem": "card", "secondAttribute": "trailing", "constant": 8},
               {"firstItem": "label", "firstAttribute": "top", "secondItem": "root", "secondAttribute": "top", "constant": 10},
               {"firstItem": "label", "firstAttribute": "width", "constant": 50},
               {"firstItem": "label", "firstAttribute": "height", "constant": 20}]}
            """
        let dump = try LayoutDumpReader.parse(data: Data(json.utf8), fileName: "moved.json")
        let facts = try LayoutAnalysis.analyze(dump.graph).ambiguities
        let card = try #require(facts.first { dump.graph[$0.item].id == "card" && $0.variable == .minX })
        #expect(Set(card.moved.map { dump.graph[$0].id }) == ["card", "label"])
        // The badge has no freedom of its own.
        #expect(!facts.contains { dump.graph[$0.item].id == "badge" })
    }
}
