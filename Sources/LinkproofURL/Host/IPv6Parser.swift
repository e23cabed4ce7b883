/// The IPv6 parser (https://url.spec.whatwg.org/#concept-ipv6-parser), over the bytes
/// between `[` and `]`.
enum IPv6Parser {
    /// Parses an address into its eight pieces.
    static func parse(_ input: UnsafeBufferPointer<UInt8>) throws(HostIssue) -> [UInt16] {
        var address = [UInt16](repeating: 0, count: 8)
        var pieceIndex = 0
        var compress: Int?
        var pointer = 0
        func at(_ index: Int) -> UInt8? { index < input.count ? input[index] : nil }
        func fail(_ code: URLValidationError.Code) -> HostIssue { HostIssue(code: code, index: pointer) }

        if at(pointer) == UInt8(ascii: ":") {
            guard at(pointer + 1) == UInt8(ascii: ":") else { throw fail(.ipv6InvalidCompression) }
            pointer += 2
            pieceIndex += 1
            compress = pieceIndex
        }
        while let c = at(pointer) {
            guard pieceIndex < 8 else { throw fail(.ipv6TooManyPieces) }
            if c == UInt8(ascii: ":") {
                guard compress == nil else { throw fail(.ipv6MultipleCompression) }
                pointer += 1
                pieceIndex += 1
                compress = pieceIndex
                continue
            }
            var value: UInt16 = 0
            var length = 0
            while length < 4, let byte = at(pointer), let digit = ASCII.hexValue(byte) {
                value = value << 4 | UInt16(digit)
                pointer += 1
                length += 1
            }
            if at(pointer) == UInt8(ascii: ".") {
                guard length > 0 else { throw fail(.ipv4InIPv6InvalidCodePoint) }
                pointer -= length
                guard pieceIndex <= 6 else { throw fail(.ipv4InIPv6TooManyPieces) }
                try parseIPv4Suffix(input, from: &pointer, into: &address, at: &pieceIndex)
                break
            } else if at(pointer) == UInt8(ascii: ":") {
                pointer += 1
                guard at(pointer) != nil else { throw fail(.ipv6InvalidCodePoint) }
            } else if at(pointer) != nil {
                throw fail(.ipv6InvalidCodePoint)
            }
            address[pieceIndex] = value
            pieceIndex += 1
        }
        if let compress {
            var swaps = pieceIndex - compress
            pieceIndex = 7
            while pieceIndex != 0, swaps > 0 {
                address.swapAt(pieceIndex, compress + swaps - 1)
                pieceIndex -= 1
                swaps -= 1
            }
        } else if pieceIndex != 8 {
            throw HostIssue(code: .ipv6TooFewPieces, index: pointer)
        }
        return address
    }

    /// The dotted-decimal tail of an address such as `::ffff:1.2.3.4`: fills two pieces.
    private static func parseIPv4Suffix(_ input: UnsafeBufferPointer<UInt8>, from pointer: inout Int,
                                        into address: inout [UInt16], at pieceIndex: inout Int) throws(HostIssue) {
        var numbersSeen = 0
        while pointer < input.count {
            if numbersSeen > 0 {
                guard input[pointer] == UInt8(ascii: "."), numbersSeen < 4 else {
                    throw HostIssue(code: .ipv4InIPv6InvalidCodePoint, index: pointer)
                }
                pointer += 1
            }
            guard pointer < input.count, ASCII.isDigit(input[pointer]) else {
                throw HostIssue(code: .ipv4InIPv6InvalidCodePoint, index: pointer)
            }
            var piece: UInt16?
            while pointer < input.count, ASCII.isDigit(input[pointer]) {
                let number = UInt16(input[pointer] - UInt8(ascii: "0"))
                if let current = piece {
                    guard current != 0 else { throw HostIssue(code: .ipv4InIPv6InvalidCodePoint, index: pointer) }
                    piece = current * 10 + number
                } else {
                    piece = number
                }
                guard let value = piece, value <= 255 else {
                    throw HostIssue(code: .ipv4InIPv6OutOfRangePart, index: pointer)
                }
                pointer += 1
            }
            address[pieceIndex] = address[pieceIndex] << 8 | (piece ?? 0)
            numbersSeen += 1
            if numbersSeen == 2 || numbersSeen == 4 { pieceIndex += 1 }
        }
        guard numbersSeen == 4 else { throw HostIssue(code: .ipv4InIPv6TooFewParts, index: pointer) }
    }
}
