/// Where a generator's decisions come from: a stream of bytes, read front to back.
///
/// The stream is either drawn from a seeded PRNG — and recorded, so the case can be replayed
/// — or a fixed byte sequence such as a libFuzzer input. Past the end of a fixed sequence
/// (and past `maximumLength` in either mode) every byte reads as zero, the minimal choice,
/// so any byte string is a valid case and a recorded stream replays to the same value.
///
/// Every draw maps smaller bytes to simpler values (zero is the first element, the shortest
/// length, the lowest integer), which is what lets the shrinker simplify values by
/// simplifying bytes. A value is a function of the bytes alone, never of the mode.
public struct ChoiceSource: Sendable {
    /// The most bytes one case may consume; later draws read zero, which ends every
    /// collection, so generation is bounded even from an endless PRNG.
    public static let maximumLength = 64 * 1024

    /// The PRNG of a seeded source; `nil` for a fixed sequence.
    private var generator: SplitMix64?
    /// Random bits not yet handed out, low byte first, and how many bytes of them remain.
    private var pending: UInt64 = 0
    private var pendingCount = 0
    /// The fixed input, or the bytes the PRNG has supplied so far.
    private var bytes: [UInt8]
    /// How many bytes have been consumed (may pass `bytes.count` for a fixed input).
    public private(set) var position = 0
    /// Set by a generator that could not produce an acceptable value (see `Gen.filter`);
    /// runners discard such a case instead of testing it.
    public private(set) var isRejected = false
    /// Whether draws and spans are recorded for the shrinker.
    private let recordsStructure: Bool
    /// The byte range of every draw, in order (only when recording structure).
    private(set) var draws: [Range<Int>] = []
    /// The byte range of every span a generator marked (an array element, a chosen branch),
    /// in the order the spans ended (only when recording structure).
    private(set) var spans: [Range<Int>] = []

    /// A source that draws from a SplitMix64 stream fixed by `seed` and records every byte.
    public init(seed: UInt64) {
        generator = SplitMix64(seed: seed)
        bytes = []
        bytes.reserveCapacity(256)
        recordsStructure = false
    }

    /// A source that reads `bytes` (e.g. a libFuzzer input), then zeros.
    public init(bytes: some Sequence<UInt8>) {
        self.init(fixed: Array(bytes), recordsStructure: false)
    }

    /// A source that reads `bytes`, then zeros, sharing the array's storage (no copy).
    public init(bytes: [UInt8]) {
        self.init(fixed: bytes, recordsStructure: false)
    }

    /// A fixed source that also records draws and spans, for the shrinker.
    init(fixed bytes: [UInt8], recordsStructure: Bool) {
        generator = nil
        self.bytes = bytes
        self.recordsStructure = recordsStructure
    }

    /// The choices consumed so far: what replays this case through `init(bytes:)`. For a
    /// fixed input read past its end, the missing bytes appear as the zeros they read as.
    public var choices: [UInt8] {
        let end = min(position, ChoiceSource.maximumLength)
        if end <= bytes.count { return Array(bytes[..<end]) }
        return bytes + [UInt8](repeating: 0, count: end - bytes.count)
    }

    /// Draws a value in `0...bound` from the fewest whole bytes that can hold `bound`, read
    /// big-endian; zero bytes give 0 and a zero `bound` consumes nothing. Values past `bound`
    /// in the masked bytes fold back by `bound + 1`, so every byte string is a valid draw.
    public mutating func draw(atMost bound: UInt64) -> UInt64 {
        if bound == 0 { return 0 }
        let bits = UInt64.bitWidth - bound.leadingZeroBitCount
        let start = position
        var raw: UInt64 = 0
        for _ in 0..<(bits + 7) / 8 {
            raw = raw << 8 | UInt64(nextByte())
        }
        if recordsStructure { draws.append(start..<position) }
        let masked = bits == UInt64.bitWidth ? raw : raw & (1 << bits - 1)
        return masked <= bound ? masked : masked - bound - 1
    }

    /// Draws one byte and answers `true` with about `probability` chance under a PRNG (in
    /// steps of 1/256, clamped to 1/256…255/256); the zero byte is always `false`, so
    /// `false` is the simpler choice.
    public mutating func drawBool(probability: Double) -> Bool {
        let threshold = min(255, max(1, Int((1 - probability) * 256)))
        return draw(atMost: 255) >= threshold
    }

    /// Marks where a span of related draws begins; pass the result to `endSpan(from:)`.
    public func beginSpan() -> Int {
        position
    }

    /// Marks where the span begun at `start` ends. Spans let the shrinker delete or zero a
    /// whole array element or branch at once.
    public mutating func endSpan(from start: Int) {
        if recordsStructure && position > start { spans.append(start..<position) }
    }

    /// Marks this case as unusable (see `isRejected`).
    public mutating func reject() {
        isRejected = true
    }

    private mutating func nextByte() -> UInt8 {
        defer { position += 1 }
        guard position < ChoiceSource.maximumLength else { return 0 }
        guard var generator else {
            return position < bytes.count ? bytes[position] : 0
        }
        if pendingCount == 0 {
            pending = generator.next()
            pendingCount = 8
            self.generator = generator
        }
        let byte = UInt8(truncatingIfNeeded: pending)
        pending >>= 8
        pendingCount -= 1
        bytes.append(byte)
        return byte
    }
}
