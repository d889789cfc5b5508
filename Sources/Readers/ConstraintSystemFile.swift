#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import JSONSupport
import LayoutModel
import Spelling

/// Reads constraint-system files in the neutral benchmark format v1 (`bench/FORMAT.md`).
///
/// Everything the format requires is checked, and each violation is reported with file,
/// line, column and JSON path (see `ReaderError`): missing fields, wrong types, unknown or
/// duplicate variables, a variable twice in one constraint, zero coefficients, empty
/// terms, unknown operators, strengths out of range, required edits, and an `expect`
/// that contradicts itself or the constraints.
///
/// Unknown keys: at the top level they are **tolerated** (forward compatibility: newer
/// generators may add informational sections, like today's `shape` and `params`, which
/// are ignored). Inside constraint, edit and `expect` objects they are **errors**, because
/// there a typo changes the meaning silently (a misspelt `"stength"` would make a
/// preference required).
///
/// `null` for an optional field (`constant`, `strength`, `edits`, `expect`, …) means the
/// same as leaving it out.
public enum ConstraintSystemReader {
    /// Reads and validates the file at `url`. Errors name the file as the URL's relative
    /// path, i.e. as the user typed it.
    public static func read(contentsOf url: URL) throws(ReaderError) -> ConstraintSystem {
        let file = url.isFileURL ? url.relativePath : url.absoluteString
        return try parse(data: try InputFile.read(url, as: file), fileName: file)
    }

    /// Parses and validates a document held in memory; `fileName` is used in errors only.
    public static func parse(data: Data, fileName: String) throws(ReaderError) -> ConstraintSystem {
        let root = try InputFile.parseJSON(data, file: fileName)
        return try decode(root, fileName: fileName)
    }

    /// Validates an already parsed document; `fileName` is used in errors only.
    public static func decode(_ root: JSONNode, fileName: String) throws(ReaderError) -> ConstraintSystem {
        do throws(JSONDecodingError) {
            var decoder = ConstraintSystemDecoder()
            return try decoder.decodeSystem(JSONCursor(root))
        } catch {
            throw ReaderError(error, file: fileName)
        }
    }
}

/// The validation walk. Keeps the variable table and per-variable scratch state so that
/// checking a 10,000-constraint file stays linear and allocation-light: well-formed terms
/// are checked by pattern matching, and cursors (with their paths) are only built for
/// records and for the error paths.
struct ConstraintSystemDecoder {
    static let constraintKeys = ["terms", "constant", "op", "strength"]
    static let editKeys = ["variable", "strength", "values"]
    static let expectKeys = ["satisfiable", "rejected_index", "ambiguous"]
    static let relationSpellings = SystemRelation.allCases.map(\.rawValue)

    var variableNames: [String] = []
    var variableIndex: [String: Int] = [:]
    /// For each variable, 1 + the ordinal of the last constraint that used it, so "twice in
    /// one constraint" is an O(1) check without clearing a set per constraint.
    var lastConstraintUsing: [Int] = []
    /// For each variable, the term index where that constraint used it.
    var termUsing: [Int] = []

    mutating func decodeSystem(_ root: JSONCursor) throws(JSONDecodingError) -> ConstraintSystem {
        let object = try root.object()
        let name = try object.requireString("name")
        try decodeVariables(try object.require("variables"))

        let constraintCursors = try object.requireArray("constraints")
        var constraints: [SystemConstraint] = []
        constraints.reserveCapacity(constraintCursors.count)
        for (ordinal, cursor) in constraintCursors.enumerated() {
            constraints.append(try decodeConstraint(cursor, ordinal: ordinal))
        }

        var edits: [SystemEdit] = []
        if let editCursors = try object.optionalArray("edits") {
            edits = try decodeEdits(editCursors)
        }
        var expectation: SystemExpectation?
        if let expect = try object.optionalObject("expect") {
            expectation = try decodeExpectation(expect, constraints: constraints)
        }
        return ConstraintSystem(name: name, variables: variableNames, constraints: constraints,
                                edits: edits, expectation: expectation)
    }

    private mutating func decodeVariables(_ cursor: JSONCursor) throws(JSONDecodingError) {
        let elements = try cursor.array()
        variableNames.reserveCapacity(elements.count)
        variableIndex.reserveCapacity(elements.count)
        for element in elements {
            let name = try element.string()
            if let first = variableIndex[name] {
                let earlier = elements[first]
                throw element.error("duplicate variable \(JSONWriter.quoted(name)); already declared at \(earlier.path) (line \(earlier.position.line), column \(earlier.position.column))")
            }
            variableIndex[name] = variableNames.count
            variableNames.append(name)
        }
        lastConstraintUsing = Array(repeating: 0, count: variableNames.count)
        termUsing = Array(repeating: 0, count: variableNames.count)
    }

    /// The index of the variable named at `cursor`, or an "unknown variable" error that
    /// suggests a declared name close to it.
    func lookUpVariable(_ cursor: JSONCursor) throws(JSONDecodingError) -> Int {
        let name = try cursor.string()
        if let index = variableIndex[name] { return index }
        var message = "unknown variable \(JSONWriter.quoted(name)); it is not declared in $.variables"
        if let near = SpellingSuggestion.closest(to: name, among: variableNames) {
            message += " (did you mean \(JSONWriter.quoted(near))?)"
        }
        throw cursor.error(message)
    }

    private mutating func decodeConstraint(_ cursor: JSONCursor, ordinal: Int) throws(JSONDecodingError) -> SystemConstraint {
        let object = try cursor.object()
        try object.rejectUnknownKeys(allowed: Self.constraintKeys)
        let termsCursor = try object.require("terms")
        guard case .array(let termNodes) = termsCursor.value else {
            throw termsCursor.typeMismatch(expected: "an array")
        }
        guard !termNodes.isEmpty else {
            throw termsCursor.error("a constraint needs at least one term")
        }
        var terms: [SystemTerm] = []
        terms.reserveCapacity(termNodes.count)
        for (termIndex, termNode) in termNodes.enumerated() {
            let term: SystemTerm
            if let fast = Self.fastTerm(termNode, variableIndex) {
                term = fast
            } else {
                term = try decodeTerm(termsCursor, termIndex)
            }
            let variable = term.variableIndex
            if lastConstraintUsing[variable] == ordinal + 1 {
                let repeated = termsCursor[termIndex]?[1] ?? termsCursor
                throw repeated.error("variable \(JSONWriter.quoted(variableNames[variable])) appears twice in this constraint (also at \(termsCursor.path.appending(index: termUsing[variable])))")
            }
            lastConstraintUsing[variable] = ordinal + 1
            termUsing[variable] = termIndex
            terms.append(term)
        }
        var constant = 0.0
        if let constantCursor = object.optional("constant") {
            constant = try constantCursor.number(as: .length, name: "constant")
        }
        let op = try object.require("op").oneOf(Self.relationSpellings)
        let relation = SystemRelation(rawValue: op) ?? .equal
        var strength = SystemStrength.required
        if let strengthCursor = object.optional("strength") {
            strength = try Self.decodeStrength(strengthCursor, forEdit: false)
        }
        return SystemConstraint(terms: terms, constant: constant, relation: relation, strength: strength,
                                position: SourcePosition(cursor.position))
    }

    /// The common case, a well-formed `[coefficient, "variable"]` pair, checked by pattern
    /// matching alone; nil sends the term to `decodeTerm`, which finds the precise error.
    /// (Cursors cost retains and path bookkeeping that would double the reading time.)
    private static func fastTerm(_ node: JSONNode, _ variableIndex: [String: Int]) -> SystemTerm? {
        guard case .array(let pair) = node.value, pair.count == 2,
              case .number(let coefficient) = pair[0].value, coefficient.value != 0,
              InputNumber.multiplier.accepts(coefficient.value),
              case .string(let name) = pair[1].value, let variable = variableIndex[name] else {
            return nil
        }
        return SystemTerm(coefficient: coefficient.value, variableIndex: variable)
    }

    /// Term `index` of the `terms` array, validated step by step with precise errors.
    private func decodeTerm(_ terms: JSONCursor, _ index: Int) throws(JSONDecodingError) -> SystemTerm {
        guard let cursor = terms[index] else { throw terms.error("missing term \(index)") }
        guard case .array(let elements) = cursor.value, elements.count == 2 else {
            throw cursor.typeMismatch(expected: "a [coefficient, \"variable\"] pair")
        }
        let pair = try cursor.array()
        let coefficient = try pair[0].number(as: .multiplier, name: "coefficient")
        guard coefficient != 0 else {
            throw pair[0].error("coefficient must be non-zero")
        }
        let variable = try lookUpVariable(pair[1])
        return SystemTerm(coefficient: coefficient, variableIndex: variable)
    }
}

extension SourcePosition {
    /// The line and column of a JSON position.
    init(_ position: JSONPosition) {
        self.init(line: position.line, column: position.column)
    }
}
