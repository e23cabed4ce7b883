/// The text operations matching needs, on UTF-8 bytes: characters (Unicode scalars, so `?`
/// counts characters, not bytes), simple case folding and slash trimming.
enum AASAText {
    /// Bytes of the character starting at `index`: a lead byte and the continuation bytes
    /// after it (at most four in all); a stray continuation byte is a character of its own.
    static func characterLength<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, at index: Int) -> Int where Bytes.Index == Int {
        guard index < bytes.endIndex, bytes[index] >= 0xC0 else { return 1 }
        var end = index + 1
        while end < bytes.endIndex, end - index < 4, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return end - index
    }

    /// A number that equals another exactly when the characters' bytes are equal.
    static func characterKey<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, at index: Int, length: Int) -> UInt64 where Bytes.Index == Int {
        var key = UInt64(length) << 32
        for offset in 0..<length where index + offset < bytes.endIndex {
            key |= UInt64(bytes[index + offset]) << (8 * UInt64(3 - offset))
        }
        return key
    }

    /// The key of a one-byte (ASCII) character.
    static func characterKey(_ byte: UInt8) -> UInt64 { 1 << 32 | UInt64(byte) << 24 }

    /// An ASCII byte lowercased.
    static func folded(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
    }

    /// Every character of `bytes` as its key.
    static func characterKeys(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt64] {
        var keys: [UInt64] = []
        keys.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let length = characterLength(bytes, at: index)
            keys.append(characterKey(bytes, at: index, length: length))
            index += length
        }
        return keys
    }

    /// ASCII lowercased; other scalars take their lowercase mapping when it is a single
    /// scalar (simple 1:1 folding, so `?` still matches one character). Bytes that are not
    /// UTF-8 (possible only after percent-decoding) fold as U+FFFD.
    static func folded(_ bytes: [UInt8]) -> [UInt8] {
        guard bytes.contains(where: { $0 >= 0x80 }) else {
            return bytes.map(folded)
        }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
            let lower = scalar.properties.lowercaseMapping.unicodeScalars
            let chosen = lower.count == 1 ? lower.first ?? scalar : scalar
            result += Array(String(Character(chosen)).utf8)
        }
        return result
    }

    /// A trailing run of slashes removed: `/buy//` and `/buy` are the same path to Apple.
    static func trimmingTrailingSlashes(_ bytes: [UInt8]) -> [UInt8] {
        var end = bytes.count
        while end > 0, bytes[end - 1] == UInt8(ascii: "/") { end -= 1 }
        return Array(bytes[..<end])
    }

    /// Whether `bytes` are exactly `literal`, compared over the buffers (the generic
    /// `elementsEqual` costs several times as much per byte, and matching does it per rule).
    static func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ literal: [UInt8]) -> Bool {
        bytes.count == literal.count && equal(bytes, literal, at: 0)
    }

    /// Whether `bytes` start with `literal`.
    static func hasPrefix(_ bytes: UnsafeBufferPointer<UInt8>, _ literal: [UInt8]) -> Bool {
        bytes.count >= literal.count && equal(bytes, literal, at: 0)
    }

    /// Whether `bytes` end with `literal`.
    static func hasSuffix(_ bytes: UnsafeBufferPointer<UInt8>, _ literal: [UInt8]) -> Bool {
        bytes.count >= literal.count && equal(bytes, literal, at: bytes.count - literal.count)
    }

    /// Whether `literal` lies in `bytes` from `start` (which leaves room for it).
    private static func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ literal: [UInt8], at start: Int) -> Bool {
        literal.withUnsafeBufferPointer { literal in
            ByteSearch.equal(UnsafeBufferPointer(rebasing: bytes[start..<(start + literal.count)]), literal)
        }
    }
}
