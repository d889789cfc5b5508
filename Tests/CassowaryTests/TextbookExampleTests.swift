import Cassowary
import Testing

/// Systems with published or hand-derived answers. Each answer is forced — unique under
/// strict priority levels — so the expectations are exact.
@Suite("Textbook examples with known answers")
struct TextbookExampleTests {
    /// Badros, Borning & Stuckey, "The Cassowary Linear Arithmetic Constraint Solving
    /// Algorithm", ACM TOCHI 8(4), 2001, §2 (running example): a segment from xl to xr
    /// with midpoint xm, in a window from −10 to 100, at least 10 wide:
    ///
    ///     2·xm = xl + xr,   xl + 10 ≤ xr,   xl ≥ −10,   xr ≤ 100
    ///
    /// with weak stays on the current positions. The paper drags xm (a strong edit) right
    /// until "the rightmost point hits the wall and the left point slides right": at
    /// xm = 95 the required constraints alone force xr = 100 and xl = 90.
    @Test func cassowaryPaperMidpointDrag() throws {
        let solver = Solver()
        let xl = solver.makeVariable(named: "xl")
        let xm = solver.makeVariable(named: "xm")
        let xr = solver.makeVariable(named: "xr")
        try solver.add([
            constraint(2 * xm, .equal, xl + xr),
            constraint(xl + 10, .lessOrEqual, xr),
            constraint(xl, .greaterOrEqual, -10),
            constraint(xr, .lessOrEqual, 100),
            prefer(xl, 30, priority: .defaultLow),
            prefer(xm, 50, priority: .defaultLow),
            prefer(xr, 70, priority: .defaultLow),
        ])
        // The stays are consistent with the required constraints, so all hold.
        #expect(solver.values() == [30, 50, 70])

        try solver.addEditVariable(xm, priority: .defaultHigh)
        try solver.suggestValue(95, for: xm)
        #expect(solver.value(of: xl) == 90)
        #expect(solver.value(of: xm) == 95)
        #expect(solver.value(of: xr) == 100)
    }

    /// The same system with the stays at *different* weak levels, so the answer of an
    /// unforced drag is unique: at xm = 90, xl + xr = 180 and xr ≤ 100 give xl ≥ 80; the
    /// xl stay (250) outranks the xr stay (249), so xl = 80 and xr = 100.
    @Test func cassowaryPaperMidpointWithRankedStays() throws {
        let solver = Solver()
        let xl = solver.makeVariable(named: "xl")
        let xm = solver.makeVariable(named: "xm")
        let xr = solver.makeVariable(named: "xr")
        try solver.add([
            constraint(2 * xm, .equal, xl + xr),
            constraint(xl + 10, .lessOrEqual, xr),
            constraint(xl, .greaterOrEqual, -10),
            constraint(xr, .lessOrEqual, 100),
            prefer(xl, 30, priority: Priority(250)),
            prefer(xr, 60, priority: Priority(249)),
        ])
        #expect(solver.values() == [30, 45, 60])

        try solver.addEditVariable(xm, priority: .defaultHigh)
        try solver.suggestValue(90, for: xm)
        #expect(solver.values() == [80, 90, 100])

        // Dragging to the far left: xl ≥ −10 and xr ≥ xl + 10 force xm ≥ −5; the strong
        // edit gets as close as it can (xm = −5), and the xl stay then wants xl as large
        // as possible: xl = −10, xr = 0 is the only point with xm = −5.
        try solver.suggestValue(-50, for: xm)
        #expect(solver.values() == [-10, -5, 0])
    }

    /// kiwisolver's documentation, "Basic systems" (also the README example of its ports):
    ///
    ///     x1 ≥ 0,  x2 ≤ 100,  x2 ≥ x1 + 10,  xm = (x1 + x2)/2,  x1 = 40 (weak),
    ///     xm an edit variable (strong)
    ///
    /// suggest xm = 60 → x1 = 40, x2 = 80; suggest xm = 90 → x1 = 80, x2 = 100.
    @Test func kiwiDocumentationExample() throws {
        let solver = Solver()
        let x1 = solver.makeVariable(named: "x1")
        let x2 = solver.makeVariable(named: "x2")
        let xm = solver.makeVariable(named: "xm")
        try solver.add([
            constraint(x1, .greaterOrEqual, 0),
            constraint(x2, .lessOrEqual, 100),
            constraint(x2, .greaterOrEqual, x1 + 10),
            constraint(2 * xm, .equal, x1 + x2),
            prefer(x1, 40, priority: .defaultLow),
        ])
        try solver.addEditVariable(xm, priority: .defaultHigh)

        try solver.suggestValue(60, for: xm)
        #expect(solver.value(of: x1) == 40)
        #expect(solver.value(of: x2) == 80)
        #expect(solver.value(of: xm) == 60)

        try solver.suggestValue(90, for: xm)
        #expect(solver.value(of: x1) == 80)
        #expect(solver.value(of: x2) == 100)
        #expect(solver.value(of: xm) == 90)
    }

    /// An Auto Layout row computed by hand: a container of width W with 20-point margins
    /// holds label A (intrinsic width 100) and label B (intrinsic width 80), 8 points
    /// apart. Each label has content hugging (width ≤ intrinsic) and compression
    /// resistance (width ≥ intrinsic) as in UIKit; B's are one notch stronger than A's.
    private struct LabelRow {
        let solver = Solver()
        let aLeft, aWidth, bLeft, bWidth: Variable
        let containerWidth: Constraint

        init(width: Double) throws {
            aLeft = solver.makeVariable(named: "a.left")
            aWidth = solver.makeVariable(named: "a.width")
            bLeft = solver.makeVariable(named: "b.left")
            bWidth = solver.makeVariable(named: "b.width")
            let container = solver.makeVariable(named: "container.width")
            containerWidth = constraint(container, .equal, width)
            try solver.add([
                containerWidth,
                constraint(aLeft, .equal, 20),                                 // leading margin
                constraint(bLeft, .equal, aLeft + aWidth + 8),                 // spacing
                constraint(bLeft + bWidth, .equal, container - 20),            // trailing margin
                constraint(aWidth, .lessOrEqual, 100, priority: Priority(250)),     // A hugging
                constraint(aWidth, .greaterOrEqual, 100, priority: Priority(750)),  // A compression
                constraint(bWidth, .lessOrEqual, 80, priority: Priority(251)),      // B hugging
                constraint(bWidth, .greaterOrEqual, 80, priority: Priority(751)),   // B compression
            ])
        }
    }

    @Test func autoLayoutRowStretchesTheLabelThatHugsLeast() throws {
        // 320 − 20 − 8 − 20 = 272 points for 180 points of content: 92 spare. A's hugging
        // (250) is weaker than B's (251), so A takes all of it: A = 192, B = 80.
        let row = try LabelRow(width: 320)
        #expect(row.solver.value(of: row.aLeft) == 20)
        #expect(row.solver.value(of: row.aWidth) == 192)
        #expect(row.solver.value(of: row.bLeft) == 220)
        #expect(row.solver.value(of: row.bWidth) == 80)
    }

    @Test func autoLayoutRowCompressesTheLabelThatResistsLeast() throws {
        // 200 − 48 = 152 points for 180 points of content: 28 short. A's compression
        // resistance (750) is weaker than B's (751), so A gives up all of it: A = 72.
        let row = try LabelRow(width: 200)
        #expect(row.solver.value(of: row.aWidth) == 72)
        #expect(row.solver.value(of: row.bLeft) == 100)
        #expect(row.solver.value(of: row.bWidth) == 80)
    }

    @Test func autoLayoutRowFollowsTheContainerWhenItsWidthChanges() throws {
        let row = try LabelRow(width: 320)
        try row.solver.setConstant(-200, of: row.containerWidth)
        #expect(row.solver.value(of: row.aWidth) == 72)
        #expect(row.solver.value(of: row.bWidth) == 80)
        try row.solver.setConstant(-228, of: row.containerWidth)   // exactly the content
        #expect(row.solver.value(of: row.aWidth) == 100)
        #expect(row.solver.value(of: row.bWidth) == 80)
    }
}
