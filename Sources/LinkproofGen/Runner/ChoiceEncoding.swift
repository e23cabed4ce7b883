import Foundation

extension Array where Element == UInt8 {
    /// The bytes in lowercase hex, two digits each.
    public var hexEncoded: String {
        let digits = Swift.Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(count * 2)
        for byte in self {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// The bytes in standard base64 with padding.
    public var base64Encoded: String {
        Data(self).base64EncodedString()
    }
}

extension UInt64 {
    /// `0x` and 16 lowercase hex digits, the way seeds are shown.
    var paddedHex: String {
        let digits = String(self, radix: 16)
        return "0x" + String(repeating: "0", count: 16 - digits.count) + digits
    }
}
