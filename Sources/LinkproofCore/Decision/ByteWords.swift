/// Eight bytes at a time: short names (hosts, query names) compared and hashed a word at a
/// time instead of a byte at a time.
///
/// Its functions are always inlined, as are `StrictDecoding.decodedEquals` and `escape`,
/// `withQueryItems` and `endsOrEncodes`: each runs a few times for every link decided, and out
/// of line their calls cost more than their bodies (DESIGN.md, "Performance").
enum ByteWords {
    /// The eight bytes from `index` as one little-endian word, zeros past the end.
    @inline(__always)
    static func word(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt64 {
        guard let base = bytes.baseAddress else { return 0 }
        if index + 8 <= bytes.count { return UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) }
        // The tail: the last eight bytes shifted down, when there are eight; else copied.
        let missing = index + 8 - bytes.count
        if bytes.count >= 8 {
            return UInt64(littleEndian: UnsafeRawPointer(base + bytes.count - 8).loadUnaligned(as: UInt64.self)) >> (8 * UInt64(missing))
        }
        var word: UInt64 = 0
        withUnsafeMutableBytes(of: &word) { $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(bytes)[index...])) }
        return UInt64(littleEndian: word)
    }

    /// The bytes of `range` (eight at most) as one little-endian word, zeros after them: one
    /// load when `bytes` has eight from the range's start, the bytes past the range masked off.
    @inline(__always)
    static func word(in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> UInt64 {
        guard range.lowerBound + 8 <= bytes.count, let base = bytes.baseAddress else {
            return word(UnsafeBufferPointer(rebasing: bytes[range]), at: 0)
        }
        let loaded = UInt64(littleEndian: UnsafeRawPointer(base + range.lowerBound).loadUnaligned(as: UInt64.self))
        return range.count >= 8 ? loaded : loaded & ((1 << (8 * UInt64(range.count))) - 1)
    }

    /// Every byte `A`–`Z` of the word lowercased, the others (non-ASCII included) kept.
    @inline(__always)
    static func lowercased(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let low7 = word & (0x7F &* ones)
        // A byte's high bit is set where its low seven bits reach `A`, resp. pass `Z`.
        let atLeastA = low7 &+ (0x3F &* ones)
        let pastZ = low7 &+ (0x25 &* ones)
        let upper = atLeastA & ~pastZ & ~word & (0x80 &* ones)
        return word | (upper >> 2)
    }

    /// Whether any byte of the word is `byte`.
    @inline(__always)
    static func contains(_ byte: UInt8, in word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let zeroWhereEqual = word ^ (UInt64(byte) &* ones)
        return (zeroWhereEqual &- ones) & ~zeroWhereEqual & (0x80 &* ones) != 0
    }
}
