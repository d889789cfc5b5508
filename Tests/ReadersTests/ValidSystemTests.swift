import Foundation
import Testing
import Readers

@Suite("Valid constraint-system files read into the model the format describes")
struct ValidSystemTests {
    @Test("A minimal system: defaults for constant and strength, no edits, no expectation")
    func readsMinimalSystem() throws {
        let system = try ConstraintSystemReader.read(contentsOf: Fixtures.url("readsMinimalSystem.json"))
        #expect(system == ConstraintSystem(
            name: "minimal", variables: ["x"],
            constraints: [SystemConstraint(terms: [SystemTerm(coefficient: 1, variableIndex: 0)], constant: 0,
                                           relation: .greaterOrEqual, strength: .required)]))
        #expect(system.constraints[0].position == SourcePosition(line: 5, column: 5))
        #expect(system.edits.isEmpty)
        #expect(system.expectation == nil)
    }

    @Test("Every strength spelling, edits with their defaults, and an ambiguity expectation")
    func readsEditsAndExpectation() throws {
        let system = try ConstraintSystemReader.parse(data: try Fixtures.data("readsEditsAndExpectation.json"),
                                                      fileName: "readsEditsAndExpectation.json")
        #expect(system.name == "drag")
        #expect(system.variables == ["a", "b", "c"])
        #expect(system.constraints.map(\.strength) == [.required, .required, .priority(750), .weak, .priority(249.5), .medium])
        #expect(system.constraints.map(\.relation) == [.greaterOrEqual, .equal, .lessOrEqual, .equal, .equal, .lessOrEqual])
        #expect(system.constraints.map(\.constant) == [0, -10, -50, 0, 0.001, 0])
        #expect(system.constraints[1].terms == [SystemTerm(coefficient: 1, variableIndex: 1),
                                                SystemTerm(coefficient: -1, variableIndex: 0)])
        #expect(system.constraints[2].terms == [SystemTerm(coefficient: 2.5, variableIndex: 2)])
        #expect(system.edits == [
            SystemEdit(variableIndex: 0, strength: .strong, values: [5, 6, 7]),
            SystemEdit(variableIndex: 2, strength: .strong, values: [1.5]),
            SystemEdit(variableIndex: 1, strength: .priority(999), values: []),
        ])
        #expect(system.edits[1].position == SourcePosition(line: 17, column: 5))
        #expect(system.expectation == .satisfiable(ambiguous: [1]))
    }

    @Test("An unsatisfiable expectation names the constraint to reject")
    func readsUnsatisfiableExpectation() throws {
        let system = try ConstraintSystemReader.read(contentsOf: Fixtures.url("readsUnsatisfiableExpectation.json"))
        #expect(system.expectation == .unsatisfiable(rejectedIndex: 2))
        #expect(system.constraints[1].strength == .strong)
    }

    @Test("Strengths: names, priorities 1...1000 (1000 means required); absent means required", arguments: [
        (#""required""#, SystemStrength.required), (#""strong""#, .strong), (#""medium""#, .medium),
        (#""weak""#, .weak), ("1000", .required), ("1000.0", .required), ("999.99", .priority(999.99)),
        ("750", .priority(750)), ("1", .priority(1)), ("null", .required),
    ])
    func strengths(json: String, expected: SystemStrength) throws {
        let text = #"{"name": "s", "variables": ["a"], "constraints": [{"terms": [[1, "a"]], "op": "==", "strength": \#(json)}]}"#
        let system = try ConstraintSystemReader.parse(data: Data(text.utf8), fileName: "s.json")
        #expect(system.constraints[0].strength == expected)
    }

    @Test("Unknown top-level keys are tolerated for forward compatibility; null optionals mean absent")
    func toleratesUnknownTopLevelKeys() throws {
        let text = """
        {"name": "future", "shape": "x", "params": {"a": [1]}, "version": 2, "notes": ["later"],
         "variables": ["a"], "constraints": [{"terms": [[3, "a"]], "op": "<=", "constant": null}],
         "edits": null, "expect": null}
        """
        let system = try ConstraintSystemReader.parse(data: Data(text.utf8), fileName: "future.json")
        #expect(system.constraints.count == 1)
        #expect(system.edits.isEmpty)
        #expect(system.expectation == nil)
    }

    @Test("An integral rejected_index written as 1.0 is accepted")
    func integralRejectedIndex() throws {
        let text = #"{"name": "u", "expect": {"satisfiable": false, "rejected_index": 1.0}, "variables": ["a"], "constraints": [{"terms": [[1, "a"]], "op": ">="}, {"terms": [[1, "a"]], "op": "<=", "constant": 1}]}"#
        let system = try ConstraintSystemReader.parse(data: Data(text.utf8), fileName: "u.json")
        #expect(system.expectation == .unsatisfiable(rejectedIndex: 1))
    }

    @Test("Written back as JSON, a system reads back equal")
    func roundTrip() throws {
        for name in ["readsEditsAndExpectation.json", "readsUnsatisfiableExpectation.json", "readsMinimalSystem.json"] {
            let system = try ConstraintSystemReader.read(contentsOf: Fixtures.url(name))
            let written = system.jsonData()
            let reread = try ConstraintSystemReader.parse(data: written, fileName: name)
            #expect(reread == system)
        }
    }

    @Test("Variable lookup by name")
    func variableLookup() throws {
        let system = try ConstraintSystemReader.read(contentsOf: Fixtures.url("readsEditsAndExpectation.json"))
        #expect(system.variableIndex(named: "c") == 2)
        #expect(system.variableIndex(named: "zz") == nil)
        #expect(system.variableIndices() == ["a": 0, "b": 1, "c": 2])
    }
}
