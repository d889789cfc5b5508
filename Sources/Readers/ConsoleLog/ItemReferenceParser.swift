import LayoutModel

/// Reads item references inside constraint descriptions: `Module.Class:0x7f…'label'`, and
/// names alone (`ItemCell`, `AddressToolbar.lockIcon`) that the names clause resolves.
enum ItemReferenceParser {
    /// The characters of class names and names: letters, digits, `_`, `$`, `.` (modules).
    static func isNameCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_" || character == "$" || character == "."
    }

    /// Reads a class name, with the generic arguments Swift prints after it
    /// (`_UIHostingView<ModifiedContent<Card, _FrameLayout>>`), which may hold spaces.
    static func readClassName(_ cursor: inout DescriptionCursor) -> String {
        var name = cursor.read(while: isNameCharacter)
        guard !name.isEmpty, cursor.current == "<" else { return name }
        var probe = cursor
        var depth = 0
        repeat {
            guard let character = probe.current else { return name }
            if character == "<" { depth += 1 } else if character == ">" { depth -= 1 }
            probe.index += 1
        } while depth > 0
        name += String(cursor.characters[cursor.index..<probe.index])
        cursor = probe
        return name + cursor.read(while: isNameCharacter)
    }

    /// Reads an item followed by `.attribute` (equation form). `names` are the names clause's
    /// names: a name may hold spaces, dashes and UIKit's ellipsis (`progress background.height`,
    /// `ListViewImage-a....width`), so it is matched whole before anything else.
    static func readAnchor(_ cursor: inout DescriptionCursor, names: [String] = []) -> Result<LoggedAnchor, LogParseProblem> {
        if let anchor = readNamedAnchor(&cursor, names: names) { return .success(anchor) }
        let start = cursor.index
        let token = readClassName(&cursor)
        guard !token.isEmpty else { return .failure(LogParseProblem("expected an item at “\(cursor.rest.prefix(30))”")) }
        if cursor.current == ":", cursor.peek(1) == "0" {
            cursor.index += 1
            guard let address = cursor.readAddress() else {
                return .failure(LogParseProblem("expected an address after \(token):"))
            }
            let label = readLabel(&cursor) { follower in
                follower.starts(with: ".") && attributeName(after: follower) != nil
            }
            return finishAnchor(&cursor, item: LoggedItem(printedClass: token, address: address, label: label),
                                printed: "\(token):\(address)")
        }
        if cursor.current == ":", let next = cursor.peek(1), next.isLetter || next == "_" {
            // Masonry prints a view's `mas_key` in place of its address: `UIView:avatar.width`.
            cursor.index += 1
            let key = cursor.read(while: isNameCharacter)
            if let dot = key.lastIndex(of: "."), let (attribute, inSuperview) = LoggedAttribute.parse(String(key[key.index(after: dot)...])),
               dot > key.startIndex {
                return .success(LoggedAnchor(item: LoggedItem(printedClass: token, qualifier: String(key[..<dot])), attribute: attribute,
                                             inSuperviewCoordinates: inSuperview))
            }
            cursor.index = start
            return .failure(LogParseProblem("expected “item.attribute” at “\(cursor.rest.prefix(40))”"))
        }
        // A name without an address: the attribute is its last dotted component. Names may
        // hold dashes and an ellipsis, so the name runs to the next space.
        cursor.index = start
        let name = cursor.read { $0 != " " && $0 != "\t" && $0 != "'" && $0 != "*" }
        guard let dot = name.lastIndex(of: "."), let (attribute, inSuperview) = LoggedAttribute.parse(String(name[name.index(after: dot)...])),
              dot > name.startIndex, name.first.map(isNameCharacter) == true else {
            cursor.index = start
            return .failure(LogParseProblem("expected “item.attribute” at “\(cursor.rest.prefix(40))”"))
        }
        return .success(LoggedAnchor(item: LoggedItem(printedClass: String(name[..<dot]), isName: true), attribute: attribute,
                                     inSuperviewCoordinates: inSuperview))
    }

    /// `.attribute` after an item, with the engine variable's `{id: 178}` that some
    /// constraint classes print after it; a scroll view's `contentWidth` / `contentHeight`
    /// is its content size, a variable apart from its frame.
    static func finishAnchor(_ cursor: inout DescriptionCursor, item: LoggedItem, printed: String) -> Result<LoggedAnchor, LogParseProblem> {
        var item = item
        if cursor.starts(with: ".contentWidth") || cursor.starts(with: ".contentHeight") {
            let isWidth = cursor.starts(with: ".contentWidth")
            cursor.index += isWidth ? 13 : 14
            skipVariableID(&cursor)
            item.qualifier = "contentSize"
            return .success(LoggedAnchor(item: item, attribute: isWidth ? .width : .height))
        }
        if cursor.skip(".(null)") {
            return .success(LoggedAnchor(item: item, attribute: .notAnAttribute, inSuperviewCoordinates: true, isUnnamed: true))
        }
        guard cursor.skip("."), let name = attributeName(after: cursor), let (attribute, inSuperview) = LoggedAttribute.parse(name) else {
            return .failure(LogParseProblem("expected “.attribute” after \(printed)"))
        }
        cursor.index += name.count
        skipVariableID(&cursor)
        return .success(LoggedAnchor(item: item, attribute: attribute, inSuperviewCoordinates: inSuperview))
    }

    /// Skips `{id: 178}`.
    static func skipVariableID(_ cursor: inout DescriptionCursor) {
        guard cursor.starts(with: "{id:") else { return }
        var probe = cursor
        while let character = probe.current, character != "}" { probe.index += 1 }
        if probe.current == "}" { cursor.index = probe.index + 1 }
    }

    /// An item printed by one of the names clause's names, followed by `.attribute`.
    static func readNamedAnchor(_ cursor: inout DescriptionCursor, names: [String]) -> LoggedAnchor? {
        for name in names.sorted(by: { $0.count > $1.count }) where name != "|" && cursor.starts(with: name + ".") {
            var probe = cursor
            probe.index += name.count
            guard let attributeText = attributeName(after: probe), let (attribute, inSuperview) = LoggedAttribute.parse(attributeText) else { continue }
            probe.index += 1 + attributeText.count
            guard probe.isAtEnd || probe.current == " " else { continue }
            cursor = probe
            return LoggedAnchor(item: LoggedItem(printedClass: name, isName: true), attribute: attribute, inSuperviewCoordinates: inSuperview)
        }
        return nil
    }

    /// Reads an item inside VFL brackets (`[UILabel:0x…'Title'(200)]`), stopping before
    /// its size or the closing bracket.
    static func readBracketedItem(_ cursor: inout DescriptionCursor) -> LoggedItem? {
        let token = readClassName(&cursor)
        guard !token.isEmpty else { return nil }
        var address: String?
        var key: String?
        if cursor.current == ":" {
            cursor.index += 1
            address = cursor.readAddress()
            if address == nil, let next = cursor.current, next.isLetter || next == "_" {
                key = cursor.read(while: isNameCharacter)  // Masonry's mas_key in place of the address
            }
            guard address != nil || key != nil else { return nil }
        }
        let label = readLabel(&cursor) { $0.current == "]" || $0.current == "(" }
        return LoggedItem(printedClass: token, address: address, label: label, qualifier: key)
    }

    /// Reads an item as the names clause prints it: `Class:0x…` or `0x…` after a name.
    static func readNamedItem(_ text: Substring) -> LoggedItem? {
        var cursor = DescriptionCursor(text)
        cursor.skipSpaces()
        let token = readClassName(&cursor)
        guard !token.isEmpty, cursor.skip(":"), let address = cursor.readAddress() else { return nil }
        let label = readLabel(&cursor) { $0.isAtEnd || $0.current == " " }
        return LoggedItem(printedClass: token, address: address, label: label)
    }

    /// The attribute name at the cursor (after the dot), when it is one.
    static func attributeName(after cursor: DescriptionCursor) -> String? {
        var probe = cursor
        _ = probe.skip(".")
        let name = probe.read { $0.isLetter }
        return LoggedAttribute.parse(name) != nil ? name : nil
    }

    /// Reads a quoted label when one starts at the cursor. Labels are printed without
    /// escaping, so a quote inside one is only told from the closing quote by what follows:
    /// the first quote after which `isFollower` holds closes the label.
    static func readLabel(_ cursor: inout DescriptionCursor, isFollower: (DescriptionCursor) -> Bool) -> String? {
        guard cursor.current == "'" else { return nil }
        var probe = cursor
        probe.index += 1
        while let character = probe.current {
            if character == "'" {
                var after = probe
                after.index += 1
                if isFollower(after) {
                    let label = String(cursor.characters[(cursor.index + 1)..<probe.index])
                    cursor.index = after.index
                    return LabelText.unescape(label)
                }
            }
            probe.index += 1
        }
        return nil
    }
}

/// Label text as logs print it: non-ASCII characters as `\U2019` escapes.
enum LabelText {
    /// The text with `\UXXXX` and `\uXXXX` escapes decoded.
    static func unescape(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        var result = ""
        var characters = Array(text)[...]
        while let character = characters.first {
            characters = characters.dropFirst()
            if character == "\\", let marker = characters.first, marker == "U" || marker == "u" {
                let digits = characters.dropFirst().prefix(4)
                if digits.count == 4, let value = UInt32(String(digits), radix: 16), let scalar = Unicode.Scalar(value) {
                    result.unicodeScalars.append(scalar)
                    characters = characters.dropFirst(5)
                    continue
                }
            }
            result.append(character)
        }
        return result
    }
}
