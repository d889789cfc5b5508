import JSONSupport
import Rules
import Spelling

/// Strict accessors shared by the configuration and baseline readers: unknown keys and
/// rule ids are errors with a did-you-mean, and `null` is never taken for "not given".
enum JSONChecks {
    /// Throws at the first key of `object` that is not in `allowed`.
    static func rejectUnknownKeys(_ object: JSONObjectCursor, allowed: [String]) throws(JSONDecodingError) {
        guard let member = object.object.members.first(where: { !allowed.contains($0.key) }) else { return }
        var message = "unknown key \(JSONWriter.quoted(member.key))"
        if let near = SpellingSuggestion.closest(to: member.key, among: allowed) {
            message += " (did you mean \(JSONWriter.quoted(near))?)"
        } else {
            message += "; expected one of " + allowed.map(JSONWriter.quoted).joined(separator: ", ")
        }
        throw JSONDecodingError(path: object.path.appending(key: member.key), position: member.keyPosition, message: message)
    }

    /// The identifiers of every rule.
    static var ruleIDs: [String] { RuleRegistry.all.map { $0.description.id } }

    /// "unknown rule "x" (did you mean "y"?)".
    static func unknownRule(_ id: String) -> String {
        let known = ruleIDs
        if let near = SpellingSuggestion.closest(to: id, among: known) {
            return "unknown rule \(JSONWriter.quoted(id)) (did you mean \(JSONWriter.quoted(near))?)"
        }
        return "unknown rule \(JSONWriter.quoted(id)); 'layoutlint rules' lists them"
    }

    /// A string naming a rule.
    static func ruleID(_ cursor: JSONCursor) throws(JSONDecodingError) -> String {
        let id = try cursor.string()
        guard ruleIDs.contains(id) else { throw cursor.error(unknownRule(id)) }
        return id
    }

    /// An array of rule ids.
    static func ruleIDs(_ cursor: JSONCursor) throws(JSONDecodingError) -> [String] {
        var ids: [String] = []
        for element in try cursor.array() { ids.append(try ruleID(element)) }
        return ids
    }

    /// An array of strings; `nonEmpty` rejects `[]` and `""`.
    static func strings(_ cursor: JSONCursor, nonEmpty: Bool = false) throws(JSONDecodingError) -> [String] {
        let elements = try cursor.array()
        if nonEmpty, elements.isEmpty {
            throw cursor.error("an empty list matches nothing")
        }
        var values: [String] = []
        for element in elements {
            let text = try element.string()
            if nonEmpty, text.isEmpty { throw element.error("an empty string matches nothing") }
            values.append(text)
        }
        return values
    }

    /// An array of globs.
    static func globs(_ cursor: JSONCursor, nonEmpty: Bool = false) throws(JSONDecodingError) -> [Glob] {
        let elements = try cursor.array()
        if nonEmpty, elements.isEmpty {
            throw cursor.error("an empty list matches nothing")
        }
        var globs: [Glob] = []
        for element in elements {
            let pattern = try element.string()
            do {
                globs.append(try Glob(pattern))
            } catch {
                throw element.error("bad glob \(JSONWriter.quoted(pattern)): \(error.message)")
            }
        }
        return globs
    }

    /// `value` as one of `choices`, with a did-you-mean for near misses.
    static func choice(_ cursor: JSONCursor, among choices: [String], what: String) throws(JSONDecodingError) -> String {
        let text = try cursor.string()
        guard choices.contains(text) else {
            var message = "unknown \(what) \(JSONWriter.quoted(text))"
            if let near = SpellingSuggestion.closest(to: text, among: choices) {
                message += " (did you mean \(JSONWriter.quoted(near))?)"
            } else {
                message += "; expected one of " + choices.map(JSONWriter.quoted).joined(separator: ", ")
            }
            throw cursor.error(message)
        }
        return text
    }
}
