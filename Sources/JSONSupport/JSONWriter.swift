#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Deterministic JSON serialisation: object members in the order given, fixed spacing, so
/// the same value always produces the same bytes (golden files and diffs stay stable).
///
/// Numbers: integral values with magnitude below 2^53 print as integers (`3`, not `3.0`);
/// other finite values print in Swift's shortest round-trip form (`0.1`, `1e-05`,
/// `1e+300`), all valid JSON. JSON has no NaN or infinity: **non-finite numbers are
/// written as `null`** (as JavaScript's `JSON.stringify` does) so the output is always
/// valid JSON; callers that must not lose such values should check before writing.
///
/// Strings: `"` and `\` are escaped, control characters use `\b \f \n \r \t` where JSON
/// has a short form and `\u00XX` otherwise; everything else (including non-ASCII) is
/// written as UTF-8.
public enum JSONWriter {
    /// Layout of the output.
    public enum Style: Sendable {
        /// One line, no spaces: `{"a":[1,2]}`.
        case compact
        /// Two-space indentation, one member or element per line, `"key": value`; empty
        /// containers stay `{}` / `[]`. No trailing newline.
        case pretty
    }

    /// The serialisation of `value` as a string.
    public static func string(_ value: JSONValue, style: Style = .compact) -> String {
        String(decoding: bytes(value, style: style), as: UTF8.self)
    }

    /// The serialisation of `value` as UTF-8 data.
    public static func data(_ value: JSONValue, style: Style = .compact) -> Data {
        Data(bytes(value, style: style))
    }

    /// The serialisation of `value` as UTF-8 bytes.
    public static func bytes(_ value: JSONValue, style: Style = .compact) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(256)
        write(value, style: style, indent: 0, to: &output)
        return output
    }

    /// `text` as a JSON string literal, quotes included; handy for error messages.
    public static func quoted(_ text: String) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count + 2)
        writeString(text, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// The JSON text for a number (see the type's notes; `null` when not finite).
    public static func format(_ number: Double) -> String {
        guard number.isFinite else { return "null" }
        if number.rounded(.towardZero) == number, abs(number) < 9_007_199_254_740_992 {
            // Exact: |number| < 2^53 is integral, so the conversion cannot trap or round.
            return String(Int64(number))
        }
        let text = number.description
        // Integral values from 2^53 up to 1e16 still print as "9007199254740992.0".
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    private static func write(_ value: JSONValue, style: Style, indent: Int, to output: inout [UInt8]) {
        switch value {
        case .null:
            output.append(contentsOf: "null".utf8)
        case .bool(let flag):
            output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .number(let number):
            output.append(contentsOf: format(number.value).utf8)
        case .string(let text):
            writeString(text, to: &output)
        case .array(let elements):
            guard !elements.isEmpty else {
                output.append(contentsOf: "[]".utf8)
                return
            }
            output.append(UInt8(ascii: "["))
            for (offset, element) in elements.enumerated() {
                if offset > 0 { output.append(UInt8(ascii: ",")) }
                newline(style, indent + 1, &output)
                write(element.value, style: style, indent: indent + 1, to: &output)
            }
            newline(style, indent, &output)
            output.append(UInt8(ascii: "]"))
        case .object(let object):
            guard !object.isEmpty else {
                output.append(contentsOf: "{}".utf8)
                return
            }
            output.append(UInt8(ascii: "{"))
            for (offset, member) in object.members.enumerated() {
                if offset > 0 { output.append(UInt8(ascii: ",")) }
                newline(style, indent + 1, &output)
                writeString(member.key, to: &output)
                output.append(UInt8(ascii: ":"))
                if style == .pretty { output.append(UInt8(ascii: " ")) }
                write(member.value.value, style: style, indent: indent + 1, to: &output)
            }
            newline(style, indent, &output)
            output.append(UInt8(ascii: "}"))
        }
    }

    private static func newline(_ style: Style, _ indent: Int, _ output: inout [UInt8]) {
        guard style == .pretty else { return }
        output.append(UInt8(ascii: "\n"))
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * indent))
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    private static func writeString(_ text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): output.append(contentsOf: "\\\"".utf8)
            case UInt8(ascii: "\\"): output.append(contentsOf: "\\\\".utf8)
            case 0x08: output.append(contentsOf: "\\b".utf8)
            case 0x0C: output.append(contentsOf: "\\f".utf8)
            case 0x0A: output.append(contentsOf: "\\n".utf8)
            case 0x0D: output.append(contentsOf: "\\r".utf8)
            case 0x09: output.append(contentsOf: "\\t".utf8)
            case 0..<0x20:
                output.append(contentsOf: "\\u00".utf8)
                output.append(hexDigits[Int(byte >> 4)])
                output.append(hexDigits[Int(byte & 0x0F)])
            default:
                output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}

extension JSONValue {
    /// This value serialised by `JSONWriter`.
    public func serialized(style: JSONWriter.Style = .compact) -> String {
        JSONWriter.string(self, style: style)
    }
}
