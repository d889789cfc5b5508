import Foundation
import Testing
import Readers

@Suite("Invalid constraint-system files are reported like compiler errors")
struct InvalidSystemTests {
    /// Each case reads `Fixtures/ReadersTests/reportsInvalidFile-<case>.json` and expects
    /// exactly this `file:line:column: error: path: message`.
    @Test("Each broken file gives its exact diagnostic", arguments: [
        ("wrong-type",
         #"reportsInvalidFile-wrong-type.json:6:43: error: $.constraints[1].constant: expected a number, found "-10""#),
        ("unknown-variable",
         #"reportsInvalidFile-unknown-variable.json:6:34: error: $.constraints[1].terms[1][1]: unknown variable "widht"; it is not declared in $.variables (did you mean "width"?)"#),
        ("bad-strength",
         #"reportsInvalidFile-bad-strength.json:6:55: error: $.constraints[1].strength: expected one of "required", "strong", "medium", "weak" or a priority from 1 to 1000, found "heavy""#),
        ("priority-out-of-range",
         #"reportsInvalidFile-priority-out-of-range.json:6:55: error: $.constraints[1].strength: priority must be between 1 and 1000, found 1001"#),
        ("priority-below-one",
         #"reportsInvalidFile-priority-below-one.json:6:55: error: $.constraints[1].strength: priority must be between 1 and 1000, found 0.5"#),
        ("bad-op",
         #"reportsInvalidFile-bad-op.json:6:37: error: $.constraints[1].op: expected one of "==", "<=", ">=", found "=<""#),
        ("repeated-variable",
         #"reportsInvalidFile-repeated-variable.json:6:48: error: $.constraints[1].terms[2][1]: variable "width" appears twice in this constraint (also at $.constraints[1].terms[0])"#),
        ("zero-coefficient",
         #"reportsInvalidFile-zero-coefficient.json:6:31: error: $.constraints[1].terms[1][0]: coefficient must be non-zero"#),
        ("empty-terms",
         #"reportsInvalidFile-empty-terms.json:6:15: error: $.constraints[1].terms: a constraint needs at least one term"#),
        ("missing-op",
         #"reportsInvalidFile-missing-op.json:6:5: error: $.constraints[1]: missing required key "op""#),
        ("not-a-pair",
         #"reportsInvalidFile-not-a-pair.json:6:16: error: $.constraints[1].terms[0]: expected a [coefficient, "variable"] pair, found an array of 3 elements"#),
        ("swapped-pair",
         #"reportsInvalidFile-swapped-pair.json:6:17: error: $.constraints[1].terms[0][0]: expected a number, found "width""#),
        ("unknown-key",
         #"reportsInvalidFile-unknown-key.json:6:43: error: $.constraints[1].stength: unknown key "stength"; expected one of "terms", "constant", "op", "strength" (did you mean "strength"?)"#),
        ("constraint-not-object",
         #"reportsInvalidFile-constraint-not-object.json:6:5: error: $.constraints[1]: expected an object, found an array of 1 element"#),
        ("truncated",
         #"reportsInvalidFile-truncated.json:7:1: error: $.constraints[1]: unexpected end of input; expected a string key after ',' (the object opened at line 6, column 5 is not closed)"#),
        ("trailing-comma",
         #"reportsInvalidFile-trailing-comma.json:5:38: error: $.constraints: trailing comma before ']' is not allowed"#),
        ("duplicate-variable",
         #"reportsInvalidFile-duplicate-variable.json:4:17: error: $.variables[2]: duplicate variable "a"; already declared at $.variables[0] (line 3, column 17)"#),
        ("missing-name",
         #"reportsInvalidFile-missing-name.json:1:1: error: $: missing required key "name" (found "nmae"; misspelt?)"#),
        ("not-an-object",
         #"reportsInvalidFile-not-an-object.json:1:1: error: $: expected an object, found an array of 1 element"#),
        ("variables-not-strings",
         #"reportsInvalidFile-variables-not-strings.json:1:34: error: $.variables[1]: expected a string, found 2"#),
        ("required-edit",
         #"reportsInvalidFile-required-edit.json:7:35: error: $.edits[1].strength: an edit cannot be required; use "strong" or a priority below 1000"#),
        ("edit-twice",
         #"reportsInvalidFile-edit-twice.json:7:18: error: $.edits[1].variable: variable "a" already has an edit at $.edits[0]; a variable can have only one edit"#),
        ("edit-values-missing",
         #"reportsInvalidFile-edit-values-missing.json:5:13: error: $.edits[0]: missing required key "values""#),
        ("rejected-index-huge",
         #"reportsInvalidFile-rejected-index-huge.json:3:54: error: $.expect.rejected_index: expected an integer between 0 and 1, found 1e+300"#),
        ("rejected-index-negative",
         #"reportsInvalidFile-rejected-index-negative.json:3:54: error: $.expect.rejected_index: expected an integer between 0 and 1, found -3"#),
        ("rejected-index-fraction",
         #"reportsInvalidFile-rejected-index-fraction.json:3:54: error: $.expect.rejected_index: expected an integer between 0 and 1, found 2.5"#),
        ("rejected-not-required",
         #"reportsInvalidFile-rejected-not-required.json:3:54: error: $.expect.rejected_index: constraint 1 has strength "strong", so it cannot be rejected; only required constraints can"#),
        ("satisfiable-with-rejection",
         #"reportsInvalidFile-satisfiable-with-rejection.json:3:53: error: $.expect.rejected_index: a satisfiable system has no rejected constraint; remove "rejected_index" or set "satisfiable" to false"#),
        ("ambiguous-unknown",
         #"reportsInvalidFile-ambiguous-unknown.json:3:54: error: $.expect.ambiguous[1]: unknown variable "z"; it is not declared in $.variables"#),
        ("expect-not-bool",
         #"reportsInvalidFile-expect-not-bool.json:3:29: error: $.expect.satisfiable: expected a boolean, found "yes""#),
        ("invalid-utf8",
         #"reportsInvalidFile-invalid-utf8.json:2:17: error: $.name: invalid UTF-8: byte 0xFF does not start a valid sequence"#),
    ])
    func reportsInvalidFile(fixture: String, expected: String) throws {
        let name = "reportsInvalidFile-\(fixture).json"
        let data = try Fixtures.data(name)
        let error = #expect(throws: ReaderError.self) {
            try ConstraintSystemReader.parse(data: data, fileName: name)
        }
        #expect(error?.description == expected)
    }

    @Test("Errors carry their parts separately, and the kind tells syntax from content")
    func errorParts() throws {
        let name = "reportsInvalidFile-bad-op.json"
        let contentError = #expect(throws: ReaderError.self) {
            try ConstraintSystemReader.read(contentsOf: Fixtures.url(name))
        }
        #expect(contentError?.kind == .invalidContent)
        #expect(contentError?.file == Fixtures.url(name).relativePath)
        #expect(contentError?.line == 6)
        #expect(contentError?.column == 37)
        #expect(contentError?.path == "$.constraints[1].op")
        #expect(contentError?.message == #"expected one of "==", "<=", ">=", found "=<""#)

        let syntaxError = #expect(throws: ReaderError.self) {
            try ConstraintSystemReader.read(contentsOf: Fixtures.url("reportsInvalidFile-truncated.json"))
        }
        #expect(syntaxError?.kind == .malformedJSON)
    }

    @Test("A file that cannot be read is reported without a position")
    func unreadableFile() {
        let url = URL(fileURLWithPath: "/nonexistent/layoutlint/problem.json")
        let error = #expect(throws: ReaderError.self) { try ConstraintSystemReader.read(contentsOf: url) }
        #expect(error?.kind == .unreadable)
        #expect(error?.line == nil)
        #expect(error?.description.hasPrefix("/nonexistent/layoutlint/problem.json: error: cannot read file: ") == true)
    }

    @Test("Hostile numbers and shapes never trap", arguments: [
        #"{"name": "x", "variables": ["a"], "constraints": [], "expect": {"satisfiable": false, "rejected_index": 0}}"#,
        #"{"name": "x", "variables": ["a"], "constraints": [{"terms": [[1e308, "a"]], "op": "=="}], "expect": {"satisfiable": false, "rejected_index": -9.3e18}}"#,
        #"{"name": "x", "variables": ["a"], "constraints": [{"terms": [[1, "a"]], "op": "==", "strength": -1e308}]}"#,
        #"{"name": "x", "variables": ["a"], "constraints": [{"terms": [[1, "a"]], "op": "==", "strength": 1e-320}]}"#,
        #"{"name": "x", "variables": ["a"], "constraints": [{"terms": [[1e-320, "a"], [[1], "a"]], "op": "=="}]}"#,
        #"{"name": 1, "variables": {}, "constraints": "none"}"#,
        #"{"name": "x", "variables": [], "constraints": [], "edits": [{"variable": "a", "values": [1]}]}"#,
        #"{"name": "x", "variables": ["a"], "constraints": [], "edits": [{"variable": "a", "strength": "weak", "values": [1, "2"]}]}"#,
        #"{"name": "x", "variables": ["a"], "constraints": [], "expect": {"satisfiable": false, "ambiguous": []}}"#,
        #"{"name": "x", "variables": ["a"], "constraints": [], "expect": {"satisfiable": true, "ambiguous": ["a", "a"]}}"#,
        #"{"name": "x", "variables": ["a"], "constraints": [], "expect": {"satisfiable": true, "extra": 1}}"#,
        "",
        "\u{FEFF}",
        "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[",
    ])
    func hostileInput(text: String) {
        #expect(throws: ReaderError.self) {
            try ConstraintSystemReader.parse(data: Data(text.utf8), fileName: "hostile.json")
        }
    }

    @Test("Semantic checks on expect and edits explain themselves", arguments: [
        (#"{"name": "x", "variables": ["a"], "constraints": [], "expect": {"satisfiable": false, "rejected_index": 0}}"#,
         #"x.json:1:105: error: $.expect.rejected_index: there are no constraints, so none can be rejected"#),
        (#"{"name": "x", "variables": ["a"], "constraints": [], "expect": {"satisfiable": false, "ambiguous": []}}"#,
         #"x.json:1:100: error: $.expect.ambiguous: ambiguity is only defined for satisfiable systems; remove "ambiguous" or set "satisfiable" to true"#),
        (#"{"name": "x", "variables": ["a"], "constraints": [], "expect": {"satisfiable": true, "ambiguous": ["a", "a"]}}"#,
         #"x.json:1:105: error: $.expect.ambiguous[1]: variable "a" is listed twice (also at $.expect.ambiguous[0])"#),
        (#"{"name": "x", "variables": ["a"], "constraints": [], "expect": {"satisfiable": true, "extra": 1}}"#,
         #"x.json:1:86: error: $.expect.extra: unknown key "extra"; expected one of "satisfiable", "rejected_index", "ambiguous""#),
        (#"{"name": "x", "variables": ["a"], "constraints": [], "edits": [{"variable": "a", "strength": "weak", "values": [1, "2"]}]}"#,
         #"x.json:1:116: error: $.edits[0].values[1]: expected a number, found "2""#),
        (#"{"name": "x", "variables": ["a"], "constraints": [], "edits": [{"variable": "a", "strength": "required", "values": []}]}"#,
         #"x.json:1:94: error: $.edits[0].strength: an edit cannot be required; use "strong" or a priority below 1000"#),
        (#"{"name": "x", "variables": ["a"], "constraints": [{"terms": [[1, "a"]], "op": "==", "strength": "strnog"}]}"#,
         #"x.json:1:97: error: $.constraints[0].strength: expected one of "required", "strong", "medium", "weak" or a priority from 1 to 1000, found "strnog" (did you mean "strong"?)"#),
        (#"{"name": "x", "variables": ["a"], "constraints": [{"terms": [[1, "a"]], "op": "==", "strength": true}]}"#,
         #"x.json:1:97: error: $.constraints[0].strength: expected one of "required", "strong", "medium", "weak" or a priority from 1 to 1000, found true"#),
    ])
    func semanticChecks(text: String, expected: String) {
        let error = #expect(throws: ReaderError.self) {
            try ConstraintSystemReader.parse(data: Data(text.utf8), fileName: "x.json")
        }
        #expect(error?.description == expected)
    }
}
