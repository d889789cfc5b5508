/// A small fixed set of element names, looked up by comparing — lengths first, then the
/// few names of that length — instead of hashing: hashing a name costs some 400
/// instructions, more than comparing it with a dozen others, and the document walks ask
/// about every element of a file.
struct ElementNames: Sendable, ExpressibleByArrayLiteral {
    /// The longest name's length: longer names are known absent without a lookup.
    private let longest: Int
    /// Per length up to `longest`, the names of that length (an array beats a dictionary
    /// lookup, which would hash the length).
    private let table: [[String]]

    init(arrayLiteral names: String...) {
        var byLength: [Int: [String]] = [:]
        for name in names { byLength[name.utf8.count, default: []].append(name) }
        longest = names.map(\.utf8.count).max() ?? 0
        table = (0...longest).map { byLength[$0] ?? [] }
    }

    /// Whether `name` is one of the names.
    func contains(_ name: String) -> Bool {
        let length = name.utf8.count
        guard length <= longest else { return false }
        for candidate in table[length] where candidate == name { return true }
        return false
    }
}
