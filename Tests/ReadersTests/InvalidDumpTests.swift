import Foundation
import Testing
import Readers

@Suite("Invalid layout dumps are reported like compiler errors")
struct InvalidDumpTests {
    /// Each case reads `Fixtures/ReadersTests/reportsInvalidDump-<case>.json` — a hand-edited
    /// or truncated dump — and expects exactly this `file:line:column: error: path: message`.
    @Test("Each broken dump gives its exact diagnostic", arguments: [
        ("arranged-not-subview",
         #"reportsInvalidDump-arranged-not-subview.json:6:118: error: $.views[0].stack.arrangedSubviews[0]: arranged subview "root" must be a subview of the stack "root""#),
        ("bad-attribute",
         #"reportsInvalidDump-bad-attribute.json:10:47: error: $.constraints[0].firstAttribute: expected one of "left", "right", "top", "bottom", "leading", "trailing", "width", "height", "centerX", "centerY", "lastBaseline", "firstBaseline", "leftMargin", "rightMargin", "topMargin", "bottomMargin", "leadingMargin", "trailingMargin", "centerXWithinMargins", "centerYWithinMargins", found "leadin""#),
        ("bad-autoresizing-mask",
         #"reportsInvalidDump-bad-autoresizing-mask.json:7:62: error: $.views[1].autoresizingMask: unknown autoresizing mask bits; only 1, 2, 4, 8, 16 and 32 exist"#),
        ("bad-platform",
         #"reportsInvalidDump-bad-platform.json:4:15: error: $.platform: expected one of "ios", "macos", found "android""#),
        ("bad-relation",
         #"reportsInvalidDump-bad-relation.json:10:138: error: $.constraints[0].relation: expected one of "<=", "==", ">=", found "=""#),
        ("constraint-not-object",
         #"reportsInvalidDump-constraint-not-object.json:10:5: error: $.constraints[0]: expected an object, found "label.leading == root.leading + 16""#),
        ("duplicate-id",
         #"reportsInvalidDump-duplicate-id.json:7:13: error: $.views[1].id: duplicate id "root"; ids must be unique across views and layout guides"#),
        ("empty",
         #"reportsInvalidDump-empty.json:1:1: error: $: empty document; expected a JSON value"#),
        ("fractional-version",
         #"reportsInvalidDump-fractional-version.json:3:14: error: $.version: expected an integer between 1 and 2147483647, found 1e+300"#),
        ("frame-as-string",
         #"reportsInvalidDump-frame-as-string.json:6:49: error: $.views[0].frame: expected an array, found "0,0,320,480""#),
        ("frame-negative-size",
         #"reportsInvalidDump-frame-negative-size.json:6:49: error: $.views[0].frame: a frame cannot have a negative width or height"#),
        ("frame-wrong-length",
         #"reportsInvalidDump-frame-wrong-length.json:6:49: error: $.views[0].frame: expected [x, y, width, height]: an array of 4 numbers, found 3 elements"#),
        ("guide-owner-unknown",
         #"reportsInvalidDump-guide-owner-unknown.json:9:51: error: $.layoutGuides[0].owningView: unknown owning view "rooot"; no view or layout guide listed before has this id (did you mean "root"?)"#),
        ("invalid-utf8",
         #"reportsInvalidDump-invalid-utf8.json:7:37: error: $.views[1].class: invalid UTF-8: byte 0xFF does not start a valid sequence"#),
        ("location-equals-constant",
         #"reportsInvalidDump-location-equals-constant.json:10:5: error: $.constraints[0]: a constraint cannot set a location (leading) equal to a constant; it needs a second item"#),
        ("missing-superview",
         #"reportsInvalidDump-missing-superview.json:7:5: error: $.views[1]: missing required key "superview""#),
        ("misspelt-view-key",
         #"reportsInvalidDump-misspelt-view-key.json:7:63: error: $.views[1].intrinsicContentSise: unknown key "intrinsicContentSise"; expected one of "id", "class", "name", "superview", "frame", "flipped", "translatesAutoresizingMaskIntoConstraints", "autoresizingMask", "intrinsicContentSize", "contentHuggingPriority", "contentCompressionResistancePriority", "layoutMargins", "safeAreaInsets", "firstBaseline", "lastBaseline", "hidden", "layoutDirection", "role", "stack", "heightForWidth" (did you mean "intrinsicContentSize"?)"#),
        ("mixed-axes",
         #"reportsInvalidDump-mixed-axes.json:10:5: error: $.constraints[0]: a constraint cannot relate a horizontal location (leading) to a vertical one (top)"#),
        ("negative-intrinsic-size",
         #"reportsInvalidDump-negative-intrinsic-size.json:7:87: error: $.views[1].intrinsicContentSize: an intrinsic size cannot be negative (use null for no intrinsic metric)"#),
        ("newer-version",
         #"reportsInvalidDump-newer-version.json:3:14: error: $.version: format version 2 is newer than this layoutlint understands (1); update layoutlint"#),
        ("no-views",
         #"reportsInvalidDump-no-views.json:5:12: error: $.views: a dump needs at least one view (the root)"#),
        ("not-a-dump",
         #"reportsInvalidDump-not-a-dump.json:2:13: error: $.format: expected "layoutlint-dump"; this is not a layoutlint layout dump"#),
        ("priority-out-of-range",
         #"reportsInvalidDump-priority-out-of-range.json:10:138: error: $.constraints[0].priority: a priority must be between 1 and 1000, found 1001"#),
        ("root-with-superview",
         #"reportsInvalidDump-root-with-superview.json:6:53: error: $.views[0].superview: the first view is the root and cannot have a superview"#),
        ("second-attribute-missing",
         #"reportsInvalidDump-second-attribute-missing.json:10:5: error: $.constraints[0]: missing required key "secondAttribute""#),
        ("stack-on-plain-view",
         #"reportsInvalidDump-stack-on-plain-view.json:7:51: error: $.views[1].stack: only a view with role "stackView" may have stack settings"#),
        ("stack-without-settings",
         #"reportsInvalidDump-stack-without-settings.json:7:5: error: $.views[1]: a view with role "stackView" needs a "stack" object"#),
        ("superview-is-guide",
         #"reportsInvalidDump-superview-is-guide.json:7:55: error: $.views[1].superview: unknown superview "safe"; no view or layout guide listed before has this id"#),
        ("superview-listed-later",
         #"reportsInvalidDump-superview-listed-later.json:7:55: error: $.views[1].superview: unknown superview "box"; no view or layout guide listed before has this id"#),
        ("top-level-array",
         #"reportsInvalidDump-top-level-array.json:1:1: error: $: expected an object, found an array of 1 element"#),
        ("truncated",
         #"reportsInvalidDump-truncated.json:10:4: error: $.constraints: unexpected end of input; expected a JSON value or ']' (the array opened at line 9, column 18 is not closed)"#),
        ("unknown-constraint-item",
         #"reportsInvalidDump-unknown-constraint-item.json:10:20: error: $.constraints[0].firstItem: unknown first item "lable"; no view or layout guide listed before has this id (did you mean "label"?)"#),
        ("unknown-superview",
         #"reportsInvalidDump-unknown-superview.json:7:55: error: $.views[1].superview: unknown superview "rot"; no view or layout guide listed before has this id (did you mean "root"?)"#),
    ])
    func reportsInvalidDump(name: String, expected: String) throws {
        let file = "reportsInvalidDump-\(name).json"
        let data = try Fixtures.data(file)
        let error = #expect(throws: ReaderError.self) {
            try SolverInput.parse(data: data, fileName: file)
        }
        #expect(error?.description == expected)
    }
}
