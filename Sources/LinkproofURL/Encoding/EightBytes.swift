/// Eight input bytes in one `UInt64`, tested all at once (SWAR: SIMD within a register), for
/// the fast path's scans of a domain and a path (`NormalizedURLScanner`). A loop that tests a
/// byte at a time ends after a number of bytes that varies from URL to URL, and a branch
/// predictor misses about once for each such loop; a loop over words ends after fewer, more
/// alike counts (DESIGN.md, Performance, has the figures).
///
/// Bounds: `word(at:)` reads eight bytes with `loadUnaligned` from `min(index, count - 8)`,
/// which lies in `0...count - 8` because the input has at least eight bytes (`init`) and
/// `0 <= index <= count` (checked), so every byte read is in the input. The tests compare
/// every word at every offset of buffers of 0 to 40 bytes, and every test at every byte value,
/// with a byte-at-a-time reference.
struct EightBytes {
    private let input: UnsafeBufferPointer<UInt8>
    private let base: UnsafeRawPointer

    /// A reader of `input`, which must have at least eight bytes.
    init?(_ input: UnsafeBufferPointer<UInt8>) {
        guard input.count >= 8, let base = input.baseAddress else { return nil }
        self.input = input
        self.base = UnsafeRawPointer(base)
    }

    /// `input[index..<index + 8]`, byte `k` of the word (bits `8k..<8k+8`) being
    /// `input[index + k]`; positions at or after the end read as 0. Requires
    /// `0 <= index <= input.count`. (No branch on how much is left: the last eight bytes are
    /// loaded and shifted down when fewer remain.)
    @inline(__always)
    func word(at index: Int) -> UInt64 {
        precondition(UInt(bitPattern: index) <= UInt(bitPattern: input.count), "EightBytes: a word starts inside the input or at its end")
        let offset = Swift.min(index, input.count &- 8)
        let loaded = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        // A shift by 64 (index at the end) gives 0.
        return loaded >> UInt64(8 &* (index &- offset))
    }

    /// `byte` in every byte of a word.
    @inline(__always)
    static func repeated(_ byte: UInt8) -> UInt64 { UInt64(byte) &* 0x0101_0101_0101_0101 }

    /// 0x80 in each byte of `word` that is in `low...high` (both below 0x80), 0 in the others.
    /// (Each byte's low seven bits plus a constant below 0x80 cannot carry into the next byte.)
    @inline(__always)
    static func inRange(_ word: UInt64, _ low: UInt8, _ high: UInt8) -> UInt64 {
        let seven = word & repeated(0x7F)
        let atLeastLow = seven &+ repeated(0x80 &- low)
        let aboveHigh = seven &+ repeated(0x7F &- high)
        return atLeastLow & ~aboveHigh & ~word & repeated(0x80)
    }

    /// 0x80 in each byte of `word` that is `byte` (below 0x80), 0 in the others.
    @inline(__always)
    static func equal(_ word: UInt64, _ byte: UInt8) -> UInt64 { inRange(word, byte, byte) }

    /// The marks (0x80 bytes) of `marks` before its first one, all of them when there is none:
    /// what lies before the byte where a scan stops.
    @inline(__always)
    static func before(firstOf marks: UInt64) -> UInt64 { (marks & (0 &- marks)) &- 1 }

    /// The position (0–7) of the first byte marked in `marks`, which is not 0.
    @inline(__always)
    static func first(_ marks: UInt64) -> Int { marks.trailingZeroBitCount &>> 3 }

    /// The position (0–7) of the last byte marked in `marks`, which is not 0.
    @inline(__always)
    static func last(_ marks: UInt64) -> Int { (63 &- marks.leadingZeroBitCount) &>> 3 }
}
