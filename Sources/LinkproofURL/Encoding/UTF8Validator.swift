/// Checks that bytes fed one at a time are well-formed UTF-8 (no overlong forms, surrogates
/// or values past U+10FFFF), keeping no bytes: for text that is produced byte by byte, such as
/// percent-decoded input, and need not be stored to be checked.
public struct UTF8Validator: Sendable {
    /// Continuation bytes still expected.
    @usableFromInline var remaining = 0
    @usableFromInline var lower: UInt8 = 0x80
    @usableFromInline var upper: UInt8 = 0xBF

    public init() {}

    /// Takes the next byte; false once the bytes so far cannot begin well-formed UTF-8.
    @inlinable
    public mutating func accept(_ byte: UInt8) -> Bool {
        if remaining == 0 && byte < 0x80 { return true }
        return acceptNonASCII(byte)
    }

    @usableFromInline
    mutating func acceptNonASCII(_ byte: UInt8) -> Bool {
        if remaining == 0 {
            guard let sequence = UTF8Scalar.sequence(lead: byte) else { return false }
            (remaining, lower, upper) = (sequence.length - 1, sequence.lower, sequence.upper)
            return true
        }
        guard byte >= lower, byte <= upper else { return false }
        (remaining, lower, upper) = (remaining - 1, 0x80, 0xBF)
        return true
    }

    /// Whether the bytes so far end where a scalar ends.
    public var isComplete: Bool { remaining == 0 }
}
