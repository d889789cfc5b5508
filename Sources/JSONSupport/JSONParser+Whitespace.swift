/// Whitespace between tokens, and the line count positions are made from.
extension ByteParser {
    /// Skips spaces, tabs and line breaks. Called between every two tokens, mostly where
    /// there is none: that case stays inline.
    @inline(__always)
    mutating func skipWhitespace() {
        if index < bytes.count, bytes[index] > UInt8(ascii: " ") { return }
        skipWhitespaceRun()
    }

    private mutating func skipWhitespaceRun() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                index += 1
            case UInt8(ascii: "\n"):
                index += 1
                startLine()
                skipIndentation()
            case UInt8(ascii: "\r"):
                index += 1
                if peek(UInt8(ascii: "\n")) { index += 1 }
                startLine()
            default:
                return
            }
        }
    }

    /// Skips the spaces that indent a line of pretty-printed JSON, eight at a time.
    @inline(__always)
    private mutating func skipIndentation() {
        guard let base = bytes.baseAddress else { return }
        let raw = UnsafeRawPointer(base)
        let spaces: UInt64 = 0x2020_2020_2020_2020
        while index + 8 <= bytes.count {
            let other = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) ^ spaces
            if other != 0 {
                // The first byte that is not a space, in memory order.
                index += UInt64(littleEndian: other).trailingZeroBitCount / 8
                return
            }
            index += 8
        }
    }

    @inline(__always)
    private mutating func startLine() {
        line += 1
        lineStart = index
        lineContinuationBytes = 0
    }
}
