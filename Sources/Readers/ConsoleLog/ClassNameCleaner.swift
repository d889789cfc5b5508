/// Turns the class names logs print into the names people wrote: without the module
/// (`NaRen.ChatInputBarView` → `ChatInputBarView`), KVO's subclass prefix
/// (`NSKVONotifying_LQRoundedCornerView` → `LQRoundedCornerView`) or Swift's mangling
/// (`_TtC7SwiftUIP33_…20PagingCollectionView` → `PagingCollectionView`) or generic arguments
/// (`SwiftUI._UIHostingView<ModifiedContent<Card, _FrameLayout>>` → `_UIHostingView`).
public enum ClassNameCleaner {
    /// The cleaned name; the input itself when nothing applies.
    public static func clean(_ printed: String) -> String {
        // A generic class is named by its base (`_UIHostingView<ModifiedContent<…>>` → `_UIHostingView`).
        var name = printed.firstIndex(of: "<").map { String(printed[..<$0]) } ?? printed
        if name.hasPrefix("NSKVONotifying_") { name.removeFirst("NSKVONotifying_".count) }
        if let demangled = demangle(name) { return demangled }
        if let dot = name.lastIndex(of: "."), name.index(after: dot) < name.endIndex {
            name = String(name[name.index(after: dot)...])
        }
        return name
    }

    /// The last identifier of a mangled Swift class name (`_TtC` or `_TtCC` followed by
    /// length-prefixed identifiers, with private discriminators `P33_…` skipped).
    static func demangle(_ name: String) -> String? {
        guard name.hasPrefix("_Tt") else { return nil }
        var characters = Array(name.dropFirst(3))
        // `C`, `V`, `O` say class, struct, enum; `G` a generic type (`_TtGC5MyApp8CardView…`).
        while let first = characters.first, first == "C" || first == "V" || first == "O" || first == "G" { characters.removeFirst() }
        var last: String?
        var index = 0
        while index < characters.count {
            if characters[index] == "P", index + 1 < characters.count, characters[index + 1].isNumber {
                index += 1  // a private discriminator: its identifier is skipped like any other, then the name follows
            }
            var digits = 0
            var length = 0
            while index < characters.count, let digit = characters[index].wholeNumberValue, digits < 4 {
                length = length * 10 + digit
                digits += 1
                index += 1
            }
            guard digits > 0, length > 0, index + length <= characters.count else { break }
            last = String(characters[index..<(index + length)])
            index += length
        }
        return last
    }
}
