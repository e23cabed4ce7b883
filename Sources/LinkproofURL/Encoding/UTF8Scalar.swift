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
        let length: Int
        var lower: UInt8 = 0x80
        var upper: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; lower = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; upper = 0x9F
        case 0xF0: length = 4; lower = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; upper = 0x8F
        default: return .invalid(length: 1)
        }
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

    /// Whether a scalar value is a Unicode noncharacter (never a URL code point).
    static func isNoncharacter(_ value: UInt32) -> Bool {
        (0xFDD0...0xFDEF).contains(value) || value & 0xFFFE == 0xFFFE
    }
}
