import Foundation
import LayoutModel
import Readers
import Testing

/// Every number a reader accepts is finite and within the documented magnitudes
/// (docs/limits.md): lengths within ±1e7 pt, multipliers within ±1e4 (and not below 1e-4
/// unless 0), priorities 1…1000. Past them, a located error names the value, so no `inf`
/// or `nan` can come out of the solver's products.
@Suite("Numbers out of the documented magnitudes are input errors in every reader")
struct NumberMagnitudeTests {
    static func dump(constraint: String, rootFrame: String = "[0, 0, 150, 100]") -> Data {
        Data("""
        {
          "format": "layoutlint-dump", "version": 1, "platform": "ios",
          "views": [
            { "id": "root", "class": "UIView", "frame": \(rootFrame), "translatesAutoresizingMaskIntoConstraints": true },
            { "id": "c", "class": "UIView", "superview": "root" }
          ],
          "constraints": [
            \(constraint)
          ]
        }
        """.utf8)
    }

    static func dumpError(_ data: Data) -> String? {
        let error = #expect(throws: ReaderError.self) { try SolverInput.parse(data: data, fileName: "n.json") }
        return error?.description
    }

    @Test("A dump's 1e308 multiplier and constant are refused where they are written (once linted as `== -inf`)")
    func dumpHugeMultiplierAndConstant() {
        let data = Self.dump(constraint: #"{ "firstItem": "c", "firstAttribute": "height", "secondItem": "c", "secondAttribute": "width", "multiplier": 1e308, "constant": 1e308 }"#)
        #expect(Self.dumpError(data) == "n.json:8:114: error: $.constraints[0].multiplier: multiplier 1e308 is outside ±1e4, the largest multiplier layoutlint accepts")
        let constant = Self.dump(constraint: #"{ "firstItem": "c", "firstAttribute": "height", "constant": -1e308 }"#)
        #expect(Self.dumpError(constant) == "n.json:8:65: error: $.constraints[0].constant: constant -1e308 is outside ±1e7 pt, the largest length layoutlint accepts")
    }

    @Test("A dump accepts the edges: constant ±1e7, multiplier ±1e4 and 1e-4, and refuses just past them")
    func dumpEdges() throws {
        for accepted in [#""constant": 1e7"#, #""constant": -1e7"#] {
            _ = try SolverInput.parse(data: Self.dump(constraint: #"{ "firstItem": "c", "firstAttribute": "height", \#(accepted) }"#), fileName: "n.json")
        }
        for accepted in [#""multiplier": 1e4"#, #""multiplier": -1e4"#, #""multiplier": 1e-4"#] {
            _ = try SolverInput.parse(data: Self.dump(constraint: #"{ "firstItem": "c", "firstAttribute": "height", "secondItem": "c", "secondAttribute": "width", \#(accepted) }"#), fileName: "n.json")
        }
        let tooLong = Self.dump(constraint: #"{ "firstItem": "c", "firstAttribute": "height", "constant": 10000000.5 }"#)
        #expect(Self.dumpError(tooLong)?.hasSuffix("constant 10000000.5 is outside ±1e7 pt, the largest length layoutlint accepts") == true)
        let tiny = Self.dump(constraint: #"{ "firstItem": "c", "firstAttribute": "height", "secondItem": "c", "secondAttribute": "width", "multiplier": 1e-5 }"#)
        #expect(Self.dumpError(tiny)?.hasSuffix("multiplier 1e-05 is closer to 0 than ±1e-4, the smallest multiplier layoutlint accepts") == true)
    }

    @Test("A dump's frames are lengths too")
    func dumpFrame() {
        let data = Self.dump(constraint: #"{ "firstItem": "c", "firstAttribute": "height", "constant": 1 }"#, rootFrame: "[0, 0, 1e300, 100]")
        #expect(Self.dumpError(data) == "n.json:4:56: error: $.views[0].frame[2]: length 1e300 is outside ±1e7 pt, the largest length layoutlint accepts")
    }

    static func system(_ constraint: String) -> Data {
        Data(#"{"name": "n", "variables": ["w"], "constraints": [\#(constraint)]}"#.utf8)
    }

    static func systemError(_ data: Data) -> String? {
        let error = #expect(throws: ReaderError.self) { try ConstraintSystemReader.parse(data: data, fileName: "s.json") }
        return error?.description
    }

    @Test("A constraint system's coefficients are multipliers and its constants lengths")
    func systemMagnitudes() {
        #expect(Self.systemError(Self.system(#"{"terms": [[1e308, "w"]], "constant": 0, "op": "=="}"#))
                == "s.json:1:63: error: $.constraints[0].terms[0][0]: coefficient 1e308 is outside ±1e4, the largest multiplier layoutlint accepts")
        #expect(Self.systemError(Self.system(#"{"terms": [[1, "w"]], "constant": 2e7, "op": "=="}"#))
                == "s.json:1:85: error: $.constraints[0].constant: constant 20000000 is outside ±1e7 pt, the largest length layoutlint accepts")
    }

    static func xib(constraint: String, width: String = "40") -> Data {
        Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
                <view contentMode="scaleToFill" id="root-1">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="120"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="box-2">
                            <rect key="frame" x="16" y="16" width="\(width)" height="40"/>
                            <constraints>
                                \(constraint)
                            </constraints>
                        </view>
                    </subviews>
                </view>
            </objects>
        </document>
        """.utf8)
    }

    /// The error of the file's only layout, which the reader leaves out.
    static func xibError(_ data: Data) -> String? {
        do throws(ReaderError) {
            let document = try InterfaceBuilderReader.parse(data: data, fileName: "n.xib")
            #expect(document.layouts.isEmpty)
            return document.problems.map(\.description).joined(separator: "\n")
        } catch {
            Issue.record("the whole file was rejected: \(error)")
            return nil
        }
    }

    @Test("Interface Builder constants, ratios and frames are held to the same magnitudes")
    func interfaceBuilderMagnitudes() {
        #expect(Self.xibError(Self.xib(constraint: #"<constraint firstAttribute="width" constant="1e308" id="c-1"/>"#))
                == #"n.xib:10:85: error: <constraint id="c-1">: constant="1e308" is outside ±1e7 pt, the largest length layoutlint accepts"#)
        #expect(Self.xibError(Self.xib(constraint: #"<constraint firstAttribute="width" secondItem="box-2" secondAttribute="height" multiplier="1e300:1e-300" id="c-2"/>"#))
                == #"n.xib:10:138: error: <constraint id="c-2">: multiplier="1e300:1e-300" is not a finite number"#)
        #expect(Self.xibError(Self.xib(constraint: #"<constraint firstAttribute="width" secondItem="box-2" secondAttribute="height" multiplier="0:1" id="c-3"/>"#))
                == #"n.xib:10:129: error: <constraint id="c-3">: multiplier="0:1" is a ratio of 0"#)
        #expect(Self.xibError(Self.xib(constraint: #"<constraint firstAttribute="width" constant="40" id="c-4"/>"#, width: "3e7"))
                == #"n.xib:7:80: error: <view id="box-2">: width="3e7" is outside ±1e7 pt, the largest length layoutlint accepts"#)
    }

    @Test("A logged constraint with an out-of-range number is an unreadable description that names it")
    func consoleLogMagnitudes() {
        let multiplier = ConstraintDescriptionParser.parse("<NSLayoutConstraint:0x1 UIView:0x2.width == 1e308*UIView:0x3.width + 1e308   (active)>", line: 4, column: 7)
        #expect(multiplier.equation == .failure(LogParseProblem("the multiplier 1e308 is outside ±1e4, the largest multiplier layoutlint accepts")))
        let constant = ConstraintDescriptionParser.parse("<NSLayoutConstraint:0x1 UIView:0x2.width == 20000000.5   (active)>", line: 4, column: 7)
        #expect(constant.equation == .failure(LogParseProblem("the constant 20000000.5 is outside ±1e7 pt, the largest length layoutlint accepts")))
        let accepted = ConstraintDescriptionParser.parse("<NSLayoutConstraint:0x1 UIView:0x2.width == 10000000   (active)>", line: 4, column: 7)
        #expect(accepted.equation.map(\.constant) == .success(1e7))
    }

    @Test("A graph built in code is checked by the same bounds before it reaches the solver")
    func modelValidation() {
        var graph = LayoutGraph()
        let view = graph.add(LayoutItem(id: "v", className: "UIView"))
        let constraint = LayoutConstraint(view, .width, .equal, view, .height, multiplier: .infinity, constant: 0)
        #expect(constraint.validationProblem() == "the multiplier inf is not a finite number")
    }
}
