/// Byte-level ASCII classification used by every part of the parser, and by the modules
/// that read URL bytes after it (the deep-link parser).
public enum ASCII {
    /// `A`–`Z` or `a`–`z`.
    @inlinable public static func isAlpha(_ byte: UInt8) -> Bool { (byte | 0x20) &- UInt8(ascii: "a") < 26 }
    /// `0`–`9`.
    @inlinable public static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }
    /// A letter or a digit.
    @inlinable public static func isAlphanumeric(_ byte: UInt8) -> Bool { isAlpha(byte) || isDigit(byte) }
    /// `A`–`Z`.
    @inlinable public static func isUppercase(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "A") < 26 }
    /// The byte with `A`–`Z` lowercased; any other byte as it is.
    @inlinable public static func lowercased(_ byte: UInt8) -> UInt8 { isUppercase(byte) ? byte | 0x20 : byte }

    /// The value of an ASCII hex digit, or nil.
    @inlinable public static func hexValue(_ byte: UInt8) -> UInt8? {
        if isDigit(byte) { return byte &- UInt8(ascii: "0") }
        let lower = byte | 0x20
        if lower &- UInt8(ascii: "a") < 6 { return lower &- UInt8(ascii: "a") &+ 10 }
        return nil
    }

    /// The uppercase hex digit for a value below 16.
    static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") &+ value : UInt8(ascii: "A") &+ (value &- 10)
    }

    /// A lowercase hex digit for a value below 16 (IPv6 serialization).
    static func lowercaseHexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") &+ value : UInt8(ascii: "a") &+ (value &- 10)
    }

    /// Appends the decimal digits of `value`.
    static func appendDecimal(_ value: UInt32, to bytes: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maxDecimalDigits) { digits in
            guard let start = digits.baseAddress else { return }
            bytes.append(contentsOf: UnsafeBufferPointer(start: start, count: writeDecimal(value, to: start)))
        }
    }

    /// The most decimal digits a `UInt32` has.
    static let maxDecimalDigits = 10

    /// Writes the decimal digits of `value` from `start` (which has room for them, at most
    /// `maxDecimalDigits`) and returns how many.
    static func writeDecimal(_ value: UInt32, to start: UnsafeMutablePointer<UInt8>) -> Int {
        var count = 1
        var power: UInt32 = 10
        while count < maxDecimalDigits, value >= power {
            count += 1
            power = power &* 10
        }
        var rest = value
        for index in stride(from: count - 1, through: 0, by: -1) {
            start[index] = UInt8(ascii: "0") &+ UInt8(rest % 10)
            rest /= 10
        }
        return count
    }
}
