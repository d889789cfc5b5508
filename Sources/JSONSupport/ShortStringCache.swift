#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Short strings met before in the same document, so the keys, element and attribute names
/// and values that layout files repeat thousands of times (`"firstAttribute"`, `leading`,
/// `UILabel`) are decoded once and then shared: a lookup is a hash of three bytes and one
/// `memcmp` against a copy of the bytes kept here, where making a `String` validates and
/// copies the bytes again (and allocates past 15 of them). The JSON parser and the
/// Interface Builder XML scanner each keep one per document.
///
/// Direct-mapped: a slot keeps the last string that hashed to it, so the cache never grows
/// and a document of unique strings only pays the comparison. Any bytes may be given: a
/// miss decodes them as `String(decoding:as:)` does (invalid UTF-8 repaired), and a hit
/// returns what that gave for the same bytes.
public final class ShortStringCache {
    /// Strings longer than this are never cached (they rarely repeat).
    public static let maximumLength = 32
    private static let slotCount = 256
    // Raw storage held by `let`s: a class's `var`s would be checked for exclusive access on
    // every lookup, which cost as much as the strings it saves.
    /// Slot `i`'s bytes are at `i * maximumLength`.
    private let bytes: UnsafeMutablePointer<UInt8>
    /// Each slot's byte count, -1 while empty.
    private let lengths: UnsafeMutablePointer<Int>
    private let texts: UnsafeMutablePointer<String>

    /// An empty cache.
    public init() {
        bytes = .allocate(capacity: Self.slotCount * Self.maximumLength)
        lengths = .allocate(capacity: Self.slotCount)
        lengths.initialize(repeating: -1, count: Self.slotCount)
        texts = .allocate(capacity: Self.slotCount)
        texts.initialize(repeating: "", count: Self.slotCount)
    }

    deinit {
        texts.deinitialize(count: Self.slotCount)
        texts.deallocate()
        lengths.deallocate()
        bytes.deallocate()
    }

    /// The string of the UTF-8 bytes `content`, shared with an earlier equal string when
    /// its slot still holds it.
    public func string(_ content: UnsafeBufferPointer<UInt8>) -> String {
        let count = content.count
        guard count > 0, count <= Self.maximumLength, let base = content.baseAddress else {
            return String(decoding: content, as: UTF8.self)
        }
        let mix = count &* 131 &+ Int(base[0]) &* 31 &+ Int(base[count - 1]) &* 7 &+ Int(base[count / 2])
        let slot = mix & (Self.slotCount - 1)
        let stored = bytes + slot * Self.maximumLength
        if lengths[slot] == count, memcmp(stored, base, count) == 0 {
            return texts[slot]
        }
        let text = String(decoding: content, as: UTF8.self)
        stored.update(from: base, count: count)
        lengths[slot] = count
        texts[slot] = text
        return text
    }
}
