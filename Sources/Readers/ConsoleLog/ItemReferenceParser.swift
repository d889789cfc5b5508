import LayoutModel

/// Reads item references inside constraint descriptions: `Module.Class:0x7f…'label'`, and
/// names alone (`ItemCell`, `AddressToolbar.lockIcon`) that the names clause resolves.
enum ItemReferenceParser {
    /// The characters of class names and names: letters, digits, `_`, `$`, `.` (modules).
    static func isNameCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_" || character == "$" || character == "."
    }

    /// Reads an item followed by `.attribute` (equation form).
    static func readAnchor(_ cursor: inout DescriptionCursor) -> Result<LoggedAnchor, LogParseProblem> {
        let start = cursor.index
        let token = cursor.read(while: isNameCharacter)
        guard !token.isEmpty else { return .failure(LogParseProblem("expected an item at “\(cursor.rest.prefix(30))”")) }
        if cursor.current == ":", cursor.peek(1) == "0" {
            cursor.index += 1
            guard let address = cursor.readAddress() else {
                return .failure(LogParseProblem("expected an address after \(token):"))
            }
            let label = readLabel(&cursor) { follower in
                follower.starts(with: ".") && attributeName(after: follower) != nil
            }
            guard cursor.skip("."), let name = attributeName(after: cursor), let (attribute, inSuperview) = LoggedAttribute.parse(name) else {
                return .failure(LogParseProblem("expected “.attribute” after \(token):\(address)"))
            }
            cursor.index += name.count
            return .success(LoggedAnchor(item: LoggedItem(printedClass: token, address: address, label: label),
                                         attribute: attribute, inSuperviewCoordinates: inSuperview))
        }
        // A name without an address: the attribute is its last dotted component.
        guard let dot = token.lastIndex(of: "."), let (attribute, inSuperview) = LoggedAttribute.parse(String(token[token.index(after: dot)...])),
              dot > token.startIndex else {
            cursor.index = start
            return .failure(LogParseProblem("expected “item.attribute” at “\(cursor.rest.prefix(40))”"))
        }
        return .success(LoggedAnchor(item: LoggedItem(printedClass: String(token[..<dot]), isName: true), attribute: attribute,
                                     inSuperviewCoordinates: inSuperview))
    }

    /// Reads an item inside VFL brackets (`[UILabel:0x…'Title'(200)]`), stopping before
    /// its size or the closing bracket.
    static func readBracketedItem(_ cursor: inout DescriptionCursor) -> LoggedItem? {
        let token = cursor.read(while: isNameCharacter)
        guard !token.isEmpty else { return nil }
        var address: String?
        if cursor.current == ":" {
            cursor.index += 1
            address = cursor.readAddress()
            guard address != nil else { return nil }
        }
        let label = readLabel(&cursor) { $0.current == "]" || $0.current == "(" }
        return LoggedItem(printedClass: token, address: address, label: label)
    }

    /// Reads an item as the names clause prints it: `Class:0x…` or `0x…` after a name.
    static func readNamedItem(_ text: Substring) -> LoggedItem? {
        var cursor = DescriptionCursor(text)
        cursor.skipSpaces()
        let token = cursor.read(while: isNameCharacter)
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
