/// One step of UTF-8 decoding: a well-formed scalar, or an ill-formed subsequence.
enum UTF8Scalar {
    case valid(value: UInt32, length: Int)
    /// An ill-formed subsequence of `length` bytes (its maximal subpart, per the Unicode
    /// Standard's "U+FFFD substitution of maximal subparts", which WHATWG's UTF-8 decode uses).
    case invalid(length: Int)

    /// The UTF-8 encoding of U+FFFD REPLACEMENT CHARACTER.
    static let replacement: [UInt8] = [0xEF, 0xBF, 0xBD]

    /// Decodes the sequence starting at `index` (which must be in range).
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> UTF8Scalar {
        let lead = bytes[index]
        if lead < 0x80 { return .valid(value: UInt32(lead), length: 1) }
        guard let sequence = sequence(lead: lead) else { return .invalid(length: 1) }
        let length = sequence.length
        var (lower, upper) = (sequence.lower, sequence.upper)
        var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for offset in 1..<length {
            let position = index + offset
            guard position < bytes.count else { return .invalid(length: offset) }
            let byte = bytes[position]
            guard byte >= lower, byte <= upper else { return .invalid(length: offset) }
            lower = 0x80
            upper = 0xBF
            value = value << 6 | UInt32(byte & 0x3F)
        }
        return .valid(value: value, length: length)
    }

    /// For a lead byte of a multi-byte sequence: the sequence's length and the range its
    /// second byte must lie in (later bytes lie in 0x80...0xBF); nil for a byte that leads none.
    static func sequence(lead: UInt8) -> (length: Int, lower: UInt8, upper: UInt8)? {
        switch lead {
        case 0xC2...0xDF: (2, 0x80, 0xBF)
        case 0xE0: (3, 0xA0, 0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: (3, 0x80, 0xBF)
        case 0xED: (3, 0x80, 0x9F)
        case 0xF0: (4, 0x90, 0xBF)
        case 0xF1...0xF3: (4, 0x80, 0xBF)
        case 0xF4: (4, 0x80, 0x8F)
        default: nil
        }
    }

    /// Whether a scalar value is a Unicode noncharacter (never a URL code point).
    static func isNoncharacter(_ value: UInt32) -> Bool {
        (0xFDD0...0xFDEF).contains(value) || value & 0xFFFE == 0xFFFE
    }
}
