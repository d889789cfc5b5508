// NSMatrix (a group of radio buttons in cells) as Xcode lays it out (docs/appkit-metrics.md).

import Foundation
import LayoutModel
@testable import Readers
import Testing

/// A matrix is as big as its cells with the spacing between them, so one placed by its
/// position alone is not ambiguous.
@Suite("Interface Builder matrices (AppKit)")
struct InterfaceBuilderMatrixTests {
    let name = "readsIB-matrix.xib"

    @Test("one column of three 160 × 18 cells 2 pt apart is 160 × 58, placed by its leading edge and top alone")
    func oneColumn() throws {
        let matrix = try #require(try fixtureItems(name).first { $0.id == "Mtx-mx-004" })
        #expect(matrix.intrinsicContentSize == OptionalSize(width: 160, height: 58))
        #expect(try solvedFrame(name, "Mtx-mx-004") == Rect(x: 77, y: 64, width: 160, height: 58))
    }

    @Test("two columns of one 97 × 18 cell 4 pt apart are 198 × 18")
    func twoColumns() throws {
        #expect(try solvedFrame(name, "Mtx-mx-009") == Rect(x: 77, y: 20, width: 198, height: 18))
    }

    @Test("without a cell size a matrix has no intrinsic size")
    func withoutCells() throws {
        let document = try resaved(name, [("<size key=\"cellSize\" width=\"160\" height=\"18\"/>", "")])
        let matrix = try #require(document.item(id: "Mtx-mx-004"))
        #expect(matrix.intrinsicContentSize == OptionalSize(width: nil, height: nil))
    }

    @Test("cells that add up past the largest length are reported on the matrix, not laid out")
    func tooLarge() throws {
        let document = try resaved(name, [("<size key=\"cellSize\" width=\"97\" height=\"18\"/>", "<size key=\"cellSize\" width=\"9000000\" height=\"18\"/>")])
        let problem = try #require(document.problems.first)
        #expect(problem.description.hasSuffix(#"error: <matrix id="Mtx-mx-009">: the matrix's width from its cells 18000004 is outside ±1e7 pt, the largest length layoutlint accepts"#))
    }

    @Test("a cell size that is not a number is reported on the matrix, naming the attribute")
    func badCellSize() throws {
        let document = try resaved(name, [("width=\"160\" height=\"18\"/>", "width=\"wide\" height=\"18\"/>")])
        #expect(document.layouts.isEmpty)
        let problem = try #require(document.problems.first)
        #expect(problem.description.hasSuffix(#"error: <matrix id="Mtx-mx-004">: cellSize.width="wide" is not a finite number"#))
        #expect(problem.line != nil && problem.column != nil)
    }
}
