import Foundation
@testable import Readers
import Testing

/// The Interface Builder reader's UTF-8 check accepts exactly what the standard library's
/// validation accepts, wherever in the document a sequence falls.
@Suite("UTF-8 validation in place")
struct UTF8ValidationTests {
    static func ours(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { PlainXMLParser.isValidUTF8($0) }
    }

    static func standard(_ bytes: [UInt8]) -> Bool {
        String(validating: bytes, as: UTF8.self) != nil
    }

    @Test("every sequence of two bytes, three-byte ones led by 0xE0…0xFF, and sequences after 0 to 9 ASCII bytes")
    func shortSequences() {
        var disagreements: [[UInt8]] = []
        for first in 0...255 {
            for second in 0...255 {
                let pair = [UInt8(first), UInt8(second)]
                for prefix in [0, 7] where Self.ours(Array(repeating: 0x61, count: prefix) + pair) != Self.standard(pair) {
                    disagreements.append(pair)
                }
                guard first >= 0xE0 else { continue }
                // The third byte at each edge of the ranges that matter.
                for third: UInt8 in [0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xFF] {
                    let triple = [UInt8(first), UInt8(second), third]
                    if Self.ours(triple) != Self.standard(triple) { disagreements.append(triple) }
                }
            }
        }
        for prefix in 0...9 {
            for sequence in [[0xF0, 0x9F, 0x98, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xC0, 0xAF], [0xE2, 0x82]] as [[UInt8]] {
                let bytes = Array(repeating: UInt8(0x61), count: prefix) + sequence + Array(repeating: 0x62, count: 9 - prefix)
                if Self.ours(bytes) != Self.standard(bytes) { disagreements.append(bytes) }
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(10))")
    }

    @Test("random documents of ASCII, valid characters and stray bytes")
    func randomDocuments() {
        var generator = SystemRandomNumberGenerator()
        let pieces: [[UInt8]] = [Array("<a x=\"".utf8), Array("é".utf8), Array("中".utf8), Array("😀".utf8), [0x80], [0xC3], [0xE2, 0x82],
                                 [0xF0, 0x9F], [0xFF], [0xED, 0xB0, 0x80], [0xF4, 0x8F, 0xBF, 0xBF], Array("plain text ".utf8)]
        var accepted = 0
        for _ in 0..<20_000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...12, using: &generator) {
                bytes += pieces[Int.random(in: 0..<pieces.count, using: &generator)]
            }
            #expect(Self.ours(bytes) == Self.standard(bytes), "\(bytes)")
            if Self.standard(bytes) { accepted += 1 }
        }
        // Both answers occur, so the comparison says something either way.
        #expect(accepted > 1_000 && accepted < 19_000)
        #expect(Self.ours([]))
    }
}
