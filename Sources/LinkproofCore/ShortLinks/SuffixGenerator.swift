/// Draws suffixes from a random source; the source is a parameter so that tests can replay
/// it, while stores use `SystemRandomNumberGenerator` by default.
package enum SuffixGenerator {
    /// `length` characters drawn uniformly and independently from `SuffixAlphabet.base62`.
    public static func short(length: Int, using random: inout some RandomNumberGenerator) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(max(0, length))
        for _ in 0..<max(0, length) {
            bytes.append(SuffixAlphabet.base62[Int.random(in: 0..<SuffixAlphabet.base62.count, using: &random)])
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// 96 random bits written as exactly 17 base-62 digits, most significant first.
    ///
    /// Why 17: each base-62 digit carries log2(62) ≈ 5.954 bits, so 16 digits reach only
    /// 62^16 ≈ 2^95.27 values — fewer than the 2^96 a 96-bit number can take — while 17
    /// digits reach 62^17 ≈ 2^101.2. Seventeen is therefore the shortest length that writes
    /// every 96-bit value, and writing each value in full (leading zeros kept) makes the
    /// suffix a one-to-one image of the bits: guessing it is as hard as guessing 96 bits.
    public static func unguessable(using random: inout some RandomNumberGenerator) -> String {
        var high = UInt64(truncatingIfNeeded: random.next() as UInt32)  // bits 64–95
        var low: UInt64 = random.next()                                 // bits 0–63
        var digits = [UInt8](repeating: SuffixAlphabet.base62[0], count: SuffixAlphabet.unguessableLength)
        let base = UInt64(SuffixAlphabet.base62.count)
        for position in digits.indices.reversed() {
            let remainderOfHigh = high % base
            high /= base
            let (quotient, remainder) = base.dividingFullWidth((remainderOfHigh, low))
            low = quotient
            digits[position] = SuffixAlphabet.base62[Int(remainder)]
        }
        return String(decoding: digits, as: UTF8.self)
    }
}
