/// Number literals: decimal with `_` separators, floats with exponents, hexadecimal (with a
/// `p` exponent), binary and octal; C suffixes (`1.0f`, `10u`) are passed over.
extension SourceLexer {
    mutating func lexNumber(line: Int, column: Int) {
        let start = index
        var digits = ""
        var radix = 10
        if peek() == UInt8(ascii: "0"), let base = [UInt8(ascii: "x"): 16, UInt8(ascii: "b"): 2, UInt8(ascii: "o"): 8][peek(1)] {
            radix = base
            advance()
            advance()
        }
        var isFloat = false
        while !atEnd {
            let byte = peek()
            if byte == UInt8(ascii: "_") {
                advance()
            } else if Self.isDigit(byte, radix: radix) {
                digits.append(Character(UnicodeScalar(byte)))
                advance()
            } else if radix == 10 && byte == UInt8(ascii: ".") && Self.isDigit(peek(1), radix: 10) {
                isFloat = true
                digits.append(".")
                advance()
            } else if (radix == 10 && (byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")))
                        || (radix == 16 && (byte == UInt8(ascii: "p") || byte == UInt8(ascii: "P"))) {
                let sign = peek(1) == UInt8(ascii: "-") || peek(1) == UInt8(ascii: "+")
                guard Self.isDigit(peek(sign ? 2 : 1), radix: 10) else { break }
                isFloat = true
                digits.append(radix == 16 ? "p" : "e")
                advance()
                if sign {
                    digits.append(Character(UnicodeScalar(peek())))
                    advance()
                }
                while !atEnd && (Self.isDigit(peek(), radix: 10) || peek() == UInt8(ascii: "_")) {
                    if peek() != UInt8(ascii: "_") { digits.append(Character(UnicodeScalar(peek()))) }
                    advance()
                }
            } else {
                break
            }
        }
        // C suffixes (`1.0f`, `10u`, `5L`) and anything glued on (`1px` is not Swift): kept
        // out of the value.
        while !atEnd && Self.isIdentifierPart(peek()) { advance() }
        let value: Double? = if radix == 10 || isFloat {
            radix == 16 ? Double("0x" + digits) : Double(digits)
        } else {
            UInt64(digits, radix: radix).map { Double($0) }
        }
        emit(.number, text(start, index), number: value, line: line, column: column)
    }

    static func isDigit(_ byte: UInt8, radix: Int) -> Bool {
        switch radix {
        case 2: byte == 0x30 || byte == 0x31
        case 8: byte >= 0x30 && byte <= 0x37
        case 16: (byte >= 0x30 && byte <= 0x39) || (byte >= 0x61 && byte <= 0x66) || (byte >= 0x41 && byte <= 0x46)
        default: byte >= 0x30 && byte <= 0x39
        }
    }
}
