/// Numbers: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, converted exactly.
extension ByteParser {
    /// Exact powers of ten: every one up to 1e22 is representable in a `Double`.
    private static let exactPowersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    @inline(__always)
    private func digit(at offset: Int) -> UInt64? {
        guard offset < bytes.count else { return nil }
        let byte = bytes[offset]
        guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
        return UInt64(byte - UInt8(ascii: "0"))
    }

    /// Parses a number starting at `index` (a `-` or a digit).
    ///
    /// Typical layout numbers (`-1887.8`, `750`) take Clinger's fast path: with at most
    /// 2^53 as the digit mantissa and a power of ten up to 1e22, one IEEE multiplication or
    /// division of two exact values is correctly rounded. Everything else goes to the
    /// standard library's locale-independent conversion of the literal text.
    mutating func parseNumber(start: JSONPosition) throws(JSONParseError) -> JSONNumber {
        let literalStart = index
        let negative = peek(UInt8(ascii: "-"))
        if negative {
            index += 1
            guard digit(at: index) != nil else {
                if peek(UInt8(ascii: "I")) {
                    throw JSONParseError(position: start, message: "'-Infinity' is not valid JSON: numbers must be finite")
                }
                throw unexpected("a digit after '-'")
            }
        }
        var mantissa: UInt64 = 0
        var significantDigits = 0
        var decimalExponent = 0
        var exact = true
        var isInteger = true

        // Keeps the first 19 significant digits (they fit a UInt64); more send the number
        // to the slow path, which reads the whole literal.
        func accumulate(_ value: UInt64, fraction: Bool) {
            if significantDigits < 19 {
                mantissa = mantissa * 10 + value
                if mantissa != 0 { significantDigits += 1 }
                if fraction { decimalExponent -= 1 }
            } else {
                exact = false
                if !fraction { decimalExponent += 1 }
            }
        }

        if peek(UInt8(ascii: "0")) {
            index += 1
            if digit(at: index) != nil {
                throw JSONParseError(position: start, message: "leading zeros are not allowed in numbers")
            }
        } else {
            while let value = digit(at: index) {
                accumulate(value, fraction: false)
                index += 1
            }
        }
        if peek(UInt8(ascii: ".")) {
            isInteger = false
            index += 1
            guard digit(at: index) != nil else { throw unexpected("a digit after '.'") }
            while let value = digit(at: index) {
                accumulate(value, fraction: true)
                index += 1
            }
        }
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            isInteger = false
            index += 1
            var exponentSign = 1
            if peek(UInt8(ascii: "+")) {
                index += 1
            } else if peek(UInt8(ascii: "-")) {
                exponentSign = -1
                index += 1
            }
            guard digit(at: index) != nil else { throw unexpected("a digit in the exponent") }
            var exponent = 0
            while let value = digit(at: index) {
                // Clamped: anything this large is out of range either way, and the clamp keeps
                // the arithmetic from overflowing on absurd input.
                exponent = min(exponent * 10 + Int(value), 1_000_000)
                index += 1
            }
            decimalExponent += exponentSign * exponent
        }

        if exact, mantissa <= 1 << 53, decimalExponent >= -22, decimalExponent <= 22 {
            let magnitude = decimalExponent >= 0
                ? Double(mantissa) * Self.exactPowersOfTen[decimalExponent]
                : Double(mantissa) / Self.exactPowersOfTen[-decimalExponent]
            return JSONNumber(value: negative ? -magnitude : magnitude, isInteger: isInteger)
        }
        let literal = String(decoding: UnsafeBufferPointer(rebasing: bytes[literalStart..<index]), as: UTF8.self)
        guard let value = Double(literal), value.isFinite else {
            throw JSONParseError(position: start, message: "number \(literal.prefix(40)) is out of range for a 64-bit floating-point value")
        }
        return JSONNumber(value: value, isInteger: isInteger)
    }
}
