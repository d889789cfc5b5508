import ArgumentKit
import Commands
import Foundation
import Testing

/// `layoutlint solve FILE`: what it prints for systems whose answers are worked out by hand.
/// Every fixture is `Fixtures/CommandsTests/<test name>.json`.
@Suite("layoutlint solve prints every variable's value")
struct SolveCommandTests {
    /// `solvesSmallSystemAsTable.json`, solved by hand:
    /// - `left == 20` (required) → left = 20.
    /// - `right == left + width`, `right <= 300` (required) → width <= 280; the strong
    ///   `width == 400` gets as close as it can → width = 280, right = 300
    ///   (`width >= 100` holds).
    /// - `2 center == 2 left + width` → center = (40 + 280) / 2 = 160.
    /// - `3 third == width` → third = 93.333…, printed rounded to 6 decimals: 93.333333.
    /// - weak `offset + 12.5 == 0` is alone on its variable → offset = -12.5.
    /// - `unused` is in no constraint → 0.
    /// The longest name has 6 characters, so every value starts in column 6 + 2 + 1 = 9.
    @Test("Text output: one aligned `name  value` line per variable, in declaration order")
    func solvesSmallSystemAsTable() {
        let output = layoutlint("solve", Fixture.path())
        #expect(output == CommandOutput(standardOutput: """
            left    20
            width   280
            right   300
            center  160
            third   93.333333
            offset  -12.5
            unused  0

            """, exitCode: .success))
    }

    /// `printsJSONDocument.json`: x + y == 10 and x - y == 4 → x = 7, y = 3 (add and
    /// subtract the two equations); z >= 2.25 (required) beats the weak z == 0.1 → 2.25.
    @Test("--format json: a pretty-printed document with name, unsatisfiable, rejected and variables")
    func printsJSONDocument() throws {
        let output = layoutlint("solve", "--format", "json", Fixture.path())
        #expect(output.exitCode == .success)
        #expect(output.standardError == "")
        #expect(output.standardOutput.hasSuffix("}\n"))

        let document = try jsonObject(output.standardOutput)
        #expect(Set(document.keys) == ["name", "unsatisfiable", "rejected", "variables"])
        #expect(document["name"] as? String == "pair")
        #expect(document["unsatisfiable"] as? Bool == false)
        #expect((document["rejected"] as? [Any])?.isEmpty == true)
        let variables = try #require(document["variables"] as? [[String: Any]])
        #expect(variables.map { $0["name"] as? String } == ["x", "y", "z"])
        #expect(variables.map { number($0["value"]) } == [7, 3, 2.25])
    }

    /// `benchPrintsResultLine.json`, solved by hand. Before the edits: a >= 0 with
    /// b == a + 10 and b == 50 at 750 → a = 40, b = 50; c == 2b = 100; d + 0.5 == 0 →
    /// d = -0.5; 3e == 1 → e = 1/3; weak f == 1000 → f = 1000.
    /// The strong edit on a (stronger than 750) drags it 5, 6, 7 → a = 7, b = 17, c = 34.
    /// checksum = round(7 + 17 + 34 - 0.5 + 1/3 + 1000, 6) = 1057.833333;
    /// checksum_static = round(40 + 50 + 100 - 0.5 + 1/3 + 1000, 6) = 1189.833333;
    /// first5 = the first five final values, each rounded: e's 0.333… → 0.333333.
    @Test("--bench: one JSON line with the result fields, exact checksum and first5")
    func benchPrintsResultLine() throws {
        let output = layoutlint("solve", "--bench", Fixture.path())
        #expect(output.exitCode == .success)
        #expect(output.standardError == "")
        #expect(output.standardOutput.filter { $0 == "\n" }.count == 1, "exactly one line")
        #expect(output.standardOutput.hasSuffix("}\n"))
        // The numbers exactly as printed (no float parsing in between):
        #expect(output.standardOutput.contains(#""checksum":1057.833333,"#))
        #expect(output.standardOutput.contains(#""first5":[7,17,34,-0.5,0.333333],"#))

        let line = try jsonObject(output.standardOutput)
        let required = ["name", "n_constraints", "seconds_add", "seconds_update", "seconds_edits",
                        "checksum", "first5", "unsatisfiable", "rejected_index"]
        #expect(Set(required).isSubset(of: line.keys), "missing: \(Set(required).subtracting(line.keys))")
        #expect(line["name"] as? String == "bench-tiny")
        #expect(line["n_constraints"] as? Int == 7)
        #expect(number(line["checksum"]) == 1057.833333)
        #expect(number(line["checksum_static"]) == 1189.833333)
        #expect((line["first5"] as? [Any])?.map(number) == [7, 17, 34, -0.5, 0.333333])
        #expect(line["unsatisfiable"] as? Bool == false)
        #expect(line["rejected_index"] is NSNull)
        for field in ["seconds_add", "seconds_update", "seconds_edits"] {
            let seconds = try #require(number(line[field]), "\(field) is not a number")
            #expect(seconds >= 0 && seconds.isFinite, "\(field) = \(seconds)")
        }
        if let total = number(line["seconds_total"]),
           let add = number(line["seconds_add"]), let update = number(line["seconds_update"]),
           let edits = number(line["seconds_edits"]) {
            #expect(abs(total - (add + update + edits)) <= 1e-9)
        }
    }

    /// `reportsUnsatisfiableConstraint.json`: width == 100, height == 40, then width == 120
    /// (constraint 2, the object at line 7, column 5) contradicts constraint 0 and is
    /// skipped; perimeter == 2 width + 2 height is still solved: 2·100 + 2·40 = 280.
    @Test("An unsatisfiable constraint: exit 1, reported at file:line:col, the rest still solved")
    func reportsUnsatisfiableConstraint() {
        let path = Fixture.path()
        let output = layoutlint("solve", path)
        #expect(output == CommandOutput(standardOutput: """
            width      100
            height     40
            perimeter  280
            \(path):7:5: error: constraint 2 is unsatisfiable: it contradicts the required constraints before it; it was skipped

            """, exitCode: .failure))
    }

    /// The same system as `reportsUnsatisfiableConstraint`, as JSON.
    @Test("An unsatisfiable constraint in --format json: the rejection with index, file, line, column")
    func reportsUnsatisfiableConstraintAsJSON() throws {
        let path = Fixture.path("reportsUnsatisfiableConstraint.json")
        let output = layoutlint("solve", "--format", "json", path)
        #expect(output.exitCode == .failure)
        #expect(output.standardError == "")

        let document = try jsonObject(output.standardOutput)
        #expect(document["unsatisfiable"] as? Bool == true)
        let rejected = try #require(document["rejected"] as? [[String: Any]])
        try #require(rejected.count == 1)
        #expect(rejected[0]["index"] as? Int == 2)
        #expect(rejected[0]["file"] as? String == path)
        #expect(rejected[0]["line"] as? Int == 7)
        #expect(rejected[0]["column"] as? Int == 5)
        #expect(rejected[0]["message"] as? String == "it contradicts the required constraints before it")
        let variables = try #require(document["variables"] as? [[String: Any]])
        #expect(variables.map { number($0["value"]) } == [100, 40, 280])
    }

    /// `benchReportsRejectedIndex.json` is the conflict system above: constraint 2 is the
    /// first whose required prefix is infeasible; checksum = 100 + 40 + 280 = 420.
    /// The bench line exits 0 even so: it is read by `bench/compare.py`, which ignores the
    /// status and needs the line.
    @Test("--bench on an unsatisfiable system: unsatisfiable true and the rejected index")
    func benchReportsRejectedIndex() throws {
        let output = layoutlint("solve", "--bench", Fixture.path())
        #expect(output.exitCode == .success)
        #expect(output.standardError == "")
        let line = try jsonObject(output.standardOutput)
        #expect(line["unsatisfiable"] as? Bool == true)
        #expect(line["rejected_index"] as? Int == 2)
        #expect(number(line["checksum"]) == 420)
        #expect((line["first5"] as? [Any])?.map(number) == [100, 40, 280])
        #expect(number(line["seconds_edits"]) == 0, "no edits section → 0")
    }

    /// `appliesEditsAsDrag.json`: required 0 <= x, x + width <= 500, right == x + width;
    /// width == 100 at 500; weak x == 0. Edits: x (strong) 10, 20, 450; width (750) 150, 80.
    /// - step 0: x → 10, width → 150 (750 beats 500) → right 160.
    /// - step 1: x → 20, width → 80 → right 100.
    /// - step 2: only x has a value: x → 450; width's latest suggestion is still 80, but
    ///   x + width <= 500 leaves at most 50, and strong x outranks width's 750 → width 50,
    ///   right 500.
    /// Without the edits the answer would be x = 0, width = 100, right = 100.
    @Test("Edits: the values after the last drag step, with each edit's latest suggestion kept")
    func appliesEditsAsDrag() {
        let output = layoutlint("solve", Fixture.path())
        #expect(output == CommandOutput(standardOutput: """
            x      450
            right  500
            width  50

            """, exitCode: .success))
    }

    /// `prefersHigherPriorityLevel.json`. Strict levels: no error at a lower priority is
    /// traded for error at a higher one, however many lower constraints there are.
    /// - v: four `v == 0` at 250 against one `v == 100` at 251 → 100
    ///   (kiwi's weights: 4 × 250,000 > 251,000 → 0).
    /// - w: three `w == 10` at 999 against one strong `w == 20` → 20 (strong is above 999;
    ///   kiwi: 3 × 999,000 > 1,000,000 → 10).
    /// - m: two medium `m == 5` against `m == 7` at 1.5 → 7 (medium is level 1; kiwi: 2 ×
    ///   1,000 > 1,500 → 5).
    /// - k: three weak `k == 3` against `k == 4` at 1 → 4 (weak is below every priority;
    ///   kiwi agrees here).
    @Test("Strict priority levels: one higher-priority constraint beats any number of lower ones")
    func prefersHigherPriorityLevel() {
        let output = layoutlint("solve", Fixture.path())
        #expect(output == CommandOutput(standardOutput: """
            v  100
            w  20
            m  7
            k  4

            """, exitCode: .success))
    }

    /// `solvesDeterministically.json` has ties (labelA/labelB share slack at equal priority,
    /// viewLeft/viewRight have a width but no position), so the answer is one of many
    /// optima; whichever the solver picks, it must pick it every time.
    @Test("Solving the same file twice gives byte-identical output", arguments: ["text", "json"])
    func solvesDeterministically(format: String) {
        let path = Fixture.path()
        let first = layoutlint("solve", "--format", format, path)
        let second = layoutlint("solve", "--format", format, path)
        #expect(first.exitCode == .success)
        #expect(!first.standardOutput.isEmpty)
        #expect(first == second)
    }

    @Test("--bench twice on the same file: the same checksum and first5")
    func benchIsDeterministic() throws {
        let path = Fixture.path("solvesDeterministically.json")
        let first = try jsonObject(layoutlint("solve", "--bench", path).standardOutput)
        let second = try jsonObject(layoutlint("solve", "--bench", path).standardOutput)
        #expect(number(first["checksum"]) != nil)
        #expect(number(first["checksum"]) == number(second["checksum"]))
        #expect((first["first5"] as? [Any])?.map(number) == (second["first5"] as? [Any])?.map(number))
    }
}
