/// UTF-8 found to have nothing to escape in a JSON string (`JSONEscaping.isPlain`: every byte
/// printable ASCII, neither `"` nor `\`), so that it and every run of it are written between
/// quotes as they are, with no second look: a URL's `href` checked once, then its components,
/// which are runs of it. It views bytes it does not own, valid while they are (inside the
/// `withUTF8` call that lent them).
package struct JSONPlainUTF8 {
    /// The bytes, each printable ASCII but `"` and `\`.
    public let bytes: UnsafeBufferPointer<UInt8>

    /// `bytes` when they have nothing to escape; nil when one of them has.
    public init?(checking bytes: UnsafeBufferPointer<UInt8>) {
        guard JSONEscaping.isPlain(bytes) else { return nil }
        self.bytes = bytes
    }

    private init(run bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// The run of the bytes at `range` (which must lie within them: checked), plain as they are.
    public subscript(range: Range<Int>) -> JSONPlainUTF8 {
        precondition(range.lowerBound >= 0 && range.upperBound <= bytes.count, "JSONPlainUTF8: a run outside the bytes")
        return JSONPlainUTF8(run: UnsafeBufferPointer(rebasing: bytes[range]))
    }
}
