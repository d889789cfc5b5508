import Testing
@testable import LayoutModel

/// `translatesAutoresizingMaskIntoConstraints = true` follows springs and struts.
@Suite("Autoresizing-mask constraints")
struct AutoresizingTests {
    /// A 100 × 50 view at (20, 30) in a 320 × 480 container whose width and height are then
    /// constrained to 400 × 600 (Δ = 80 across, 120 down).
    func solvedFrame(mask: AutoresizingMask) throws -> Rect {
        var (graph, root) = LayoutGraph.screen()
        let container = graph.view("container", in: root, frame: Rect(x: 0, y: 0, width: 320, height: 480))
        graph.place(container, in: root, Rect(x: 0, y: 0, width: 400, height: 600))
        let view = graph.view("view", in: container, frame: Rect(x: 20, y: 30, width: 100, height: 50)) {
            $0.translatesAutoresizingMask = true
            $0.autoresizingMask = mask
        }
        return frame(view, try solve(graph))
    }

    @Test("no flexible part: the view keeps its frame (UIKit prints h=--& v=--&)")
    func fixed() throws {
        #expect(try solvedFrame(mask: []) == Rect(x: 20, y: 30, width: 100, height: 50))
        #expect(AutoresizingMask().notation(along: .horizontal) == "h=--&")
    }

    @Test("flexible width and height: the size takes the whole change")
    func flexibleSize() throws {
        #expect(try solvedFrame(mask: [.flexibleWidth, .flexibleHeight]) == Rect(x: 20, y: 30, width: 180, height: 170))
    }

    @Test("flexible left margin: the view moves with the right edge")
    func flexibleLeft() throws {
        #expect(try solvedFrame(mask: [.flexibleLeftMargin, .flexibleTopMargin]) == Rect(x: 100, y: 150, width: 100, height: 50))
    }

    @Test("flexible margins on both sides share the change in proportion to their lengths")
    func proportionalMargins() throws {
        // Horizontal margins 20 and 200: shares 20/220 and 200/220 of Δ = 80.
        let frame = try solvedFrame(mask: [.flexibleLeftMargin, .flexibleRightMargin])
        #expect(abs(frame.x - (20 + 80 * 20 / 220)) < 1e-9)
        #expect(frame.width == 100)
        #expect(frame.y == 30)
    }

    @Test("all three parts flexible: each grows in proportion to its length")
    func allFlexible() throws {
        let frame = try solvedFrame(mask: [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin])
        #expect(abs(frame.x - (20 + 80 * 20 / 320)) < 1e-9)
        #expect(abs(frame.width - (100 + 80 * 100 / 320)) < 1e-9)
    }

    @Test("UIKit's console notation: '-' fixed, '&' flexible; margin, size, margin")
    func notation() {
        let mask: AutoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        #expect(mask.notation(along: .horizontal) == "h=-&-")
        #expect(mask.notation(along: .vertical) == "v=--&")
    }

    @Test("the generated constraints are measured in the superview, as UIKit prints them (midX == 70)")
    func superviewCoordinates() {
        var (graph, root) = LayoutGraph.screen()
        graph.view("view", in: root, frame: Rect(x: 20, y: 30, width: 100, height: 50)) { $0.translatesAutoresizingMask = true }
        let masks = RuntimeSystem(graph).constraints.filter { $0.origin == .autoresizingMask && $0.firstItem == ItemID(1) }
        #expect(masks.map(\.firstAttribute) == [.centerX, .width, .centerY, .height])
        #expect(masks.map(\.constant) == [70, 100, 55, 50])
        #expect(masks.allSatisfy { $0.provenance.identifier == "h=--& v=--&" && $0.isRequired })
    }

    @Test("a view with a frozen mask fights a user constraint: one of them is rejected")
    func maskFightsConstraint() throws {
        var (graph, root) = LayoutGraph.screen()
        let view = graph.view("view", in: root, frame: Rect(x: 0, y: 0, width: 100, height: 50)) { $0.translatesAutoresizingMask = true }
        graph.constrain(view, .width, constant: 200)
        let (system, layout) = try solve(graph)
        #expect(layout.rejected.map { system.constraints[$0].origin } == [.user])
    }

    @Test("AppKit's minYMargin is the bottom margin of an unflipped superview")
    func appKitMirroring() {
        let mask: AutoresizingMask = [.flexibleTopMargin, .flexibleWidth]
        #expect(mask.verticallyMirrored == [.flexibleBottomMargin, .flexibleWidth])
        #expect(mask.verticallyMirrored.verticallyMirrored == mask)
    }
}

@Suite("Recorded autoresizing constraints")
struct RecordedAutoresizingTests {
    @Test("a recorded constraint of a child that names its superview does not suppress the superview's own")
    func recordedChildConstraint() {
        var (graph, root) = LayoutGraph.screen()
        let container = graph.view("container", in: root, frame: Rect(x: 0, y: 0, width: 400, height: 800)) {
            $0.translatesAutoresizingMask = true
        }
        let child = graph.view("child", in: container, frame: Rect(x: 0, y: 0, width: 400, height: 800)) {
            $0.translatesAutoresizingMask = true
        }
        graph.constraints.append(LayoutConstraint(child, .width, .equal, container, .width,
                                                  provenance: ConstraintProvenance(origin: .autoresizingMask)))
        let masks = RuntimeSystem(graph).constraints.filter { $0.origin == .autoresizingMask }
        #expect(masks.filter { $0.firstItem == container }.count == 4)
        // The child's horizontal pair is recorded (one constraint kept); its vertical pair is synthesised.
        #expect(masks.filter { $0.firstItem == child }.map(\.firstAttribute) == [.centerY, .height, .width])
    }
}
