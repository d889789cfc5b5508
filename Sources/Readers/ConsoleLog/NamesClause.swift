import Spelling
/// The clause UIKit prints after a constraint: `(active)`, `(inactive)`,
/// `(active, names: '|':UIView:0x7f…, label:0x7f… )` and, before iOS 10, `(Names: …)`.
/// The names say which object `|` stands for in VFL, and which object a name printed
/// instead of an address (`ItemCell.width`, `channelnametextfield.leading`) is.
struct NamesClause {
    var isActive: Bool?
    var names: [(String, LoggedItem)]

    /// Parses the inside of the parentheses.
    static func parse(_ inside: Substring) -> NamesClause {
        let text = inside.trimmingCharacters(in: " ")
        var clause = NamesClause(isActive: nil, names: [])
        if text.hasPrefix("inactive") { clause.isActive = false } else if text.hasPrefix("active") { clause.isActive = true }
        guard let marker = text.firstRange(of: "names:") ?? text.firstRange(of: "Names:") else { return clause }
        for entry in splitOutsideGenerics(text[marker.upperBound...]) {
            let trimmed = entry.trimmingCharacters(in: " ")
            if trimmed.hasPrefix("'|':") {
                if let item = ItemReferenceParser.readNamedItem(trimmed.dropFirst(4)) { clause.names.append(("|", item)) }
            } else if let split = TextSearch.lastRange(of: ":0x", in: trimmed) {
                let name = String(trimmed[..<split.lowerBound])
                var cursor = DescriptionCursor(trimmed[trimmed.index(after: split.lowerBound)...])
                if let address = cursor.readAddress() {
                    clause.names.append((name, LoggedItem(printedClass: name, address: address)))
                }
            }
        }
        return clause
    }

    /// The entries of the names list: split at commas, except inside a generic class's
    /// `<…>` (`'|':_UIHostingView<ModifiedContent<Card, _FrameLayout>>:0x…`).
    static func splitOutsideGenerics(_ text: Substring) -> [Substring] {
        var entries: [Substring] = []
        var depth = 0
        var start = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            switch text[index] {
            case "<": depth += 1
            case ">": depth = max(0, depth - 1)
            case "," where depth == 0:
                entries.append(text[start..<index])
                start = text.index(after: index)
            default: break
            }
            index = text.index(after: index)
        }
        entries.append(text[start...])
        return entries
    }

    /// The equation with items printed by name given the addresses the names clause lists.
    static func resolve(_ equation: LoggedEquation, names: [(String, LoggedItem)]) -> LoggedEquation {
        func resolved(_ item: LoggedItem) -> LoggedItem {
            guard item.address == nil, let named = names.first(where: { $0.0 == item.printedClass }) else { return item }
            return LoggedItem(printedClass: item.printedClass, address: named.1.address, label: item.label, isName: true)
        }
        var result = equation
        result.first.item = resolved(result.first.item)
        result.second?.item = resolved(equation.second?.item ?? equation.first.item)
        if let link = equation.superviewLink { result.superviewLink = (resolved(link.child), link.superview) }
        return result
    }
}

extension StringProtocol {
    func trimmingCharacters(in set: Character) -> String {
        var slice = Substring(self)
        while slice.first == set { slice = slice.dropFirst() }
        while slice.last == set { slice = slice.dropLast() }
        return String(slice)
    }
}
