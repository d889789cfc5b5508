import JSONSupport
import Spelling

/// Strengths, edits and the `expect` annotation.
extension ConstraintSystemDecoder {
    static let strengthNames = ["required", "strong", "medium", "weak"]

    /// `"required" | "strong" | "medium" | "weak" | p` with 1 <= p <= 1000; 1000 reads as
    /// `.required`. Edits may not be required (kiwi rejects a required edit variable).
    static func decodeStrength(_ cursor: JSONCursor, forEdit: Bool) throws(JSONDecodingError) -> SystemStrength {
        // Built only on the error paths: string work per constraint would dominate reading.
        func expected() -> String {
            "one of " + strengthNames.map(JSONWriter.quoted).joined(separator: ", ") + " or a priority from 1 to 1000"
        }
        let strength: SystemStrength
        switch cursor.value {
        case .string(let name):
            switch name {
            case "required": strength = .required
            case "strong": strength = .strong
            case "medium": strength = .medium
            case "weak": strength = .weak
            default:
                var message = "expected \(expected()), found \(cursor.foundDescription)"
                if let near = SpellingSuggestion.closest(to: name, among: strengthNames) {
                    message += " (did you mean \(JSONWriter.quoted(near))?)"
                }
                throw cursor.error(message)
            }
        case .number(let number):
            // Written so that NaN (possible only in trees built in code) fails the test too.
            guard number.value >= 1, number.value <= 1000 else {
                throw cursor.error("priority must be between 1 and 1000, found \(cursor.foundDescription)")
            }
            strength = number.value == 1000 ? .required : .priority(number.value)
        default:
            throw cursor.typeMismatch(expected: expected())
        }
        if forEdit, strength == .required {
            throw cursor.error("an edit cannot be required; use \"strong\" or a priority below 1000")
        }
        return strength
    }

    func decodeEdits(_ cursors: [JSONCursor]) throws(JSONDecodingError) -> [SystemEdit] {
        var edits: [SystemEdit] = []
        edits.reserveCapacity(cursors.count)
        var editOf: [Int: JSONCursor] = [:]
        for cursor in cursors {
            let object = try cursor.object()
            try object.rejectUnknownKeys(allowed: Self.editKeys)
            let variableCursor = try object.require("variable")
            let variable = try lookUpVariable(variableCursor)
            if let earlier = editOf[variable] {
                throw variableCursor.error("variable \(JSONWriter.quoted(variableNames[variable])) already has an edit at \(earlier.path); a variable can have only one edit")
            }
            editOf[variable] = cursor
            var strength = SystemStrength.strong
            if let strengthCursor = object.optional("strength") {
                strength = try Self.decodeStrength(strengthCursor, forEdit: true)
            }
            var values: [Double] = []
            for valueCursor in try object.requireArray("values") {
                values.append(try valueCursor.number(as: .length, name: "edit value"))
            }
            edits.append(SystemEdit(variableIndex: variable, strength: strength, values: values,
                                    position: SourcePosition(cursor.position)))
        }
        return edits
    }

    func decodeExpectation(_ object: JSONObjectCursor, constraints: [SystemConstraint]) throws(JSONDecodingError) -> SystemExpectation {
        try object.rejectUnknownKeys(allowed: Self.expectKeys)
        let satisfiable = try object.requireBool("satisfiable")
        if satisfiable {
            if let rejected = object.optional("rejected_index") {
                throw rejected.error("a satisfiable system has no rejected constraint; remove \"rejected_index\" or set \"satisfiable\" to false")
            }
            guard let ambiguousCursors = try object.optionalArray("ambiguous") else {
                return .satisfiable(ambiguous: nil)
            }
            var ambiguous: [Int] = []
            var listedAt: [Int: JSONCursor] = [:]
            for cursor in ambiguousCursors {
                let variable = try lookUpVariable(cursor)
                if let earlier = listedAt[variable] {
                    throw cursor.error("variable \(JSONWriter.quoted(variableNames[variable])) is listed twice (also at \(earlier.path))")
                }
                listedAt[variable] = cursor
                ambiguous.append(variable)
            }
            return .satisfiable(ambiguous: ambiguous)
        }
        if let ambiguous = object.optional("ambiguous") {
            throw ambiguous.error("ambiguity is only defined for satisfiable systems; remove \"ambiguous\" or set \"satisfiable\" to true")
        }
        guard let rejectedCursor = object.optional("rejected_index") else {
            return .unsatisfiable(rejectedIndex: nil)
        }
        guard !constraints.isEmpty else {
            throw rejectedCursor.error("there are no constraints, so none can be rejected")
        }
        let rejected = try rejectedCursor.integer(in: 0...(constraints.count - 1))
        let strength = constraints[rejected].strength
        guard strength.isRequired else {
            throw rejectedCursor.error("constraint \(rejected) has strength \(strength), so it cannot be rejected; only required constraints can")
        }
        return .unsatisfiable(rejectedIndex: rejected)
    }
}
