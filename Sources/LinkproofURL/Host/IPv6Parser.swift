/// The IPv6 parser (https://url.spec.whatwg.org/#concept-ipv6-parser), over the bytes
/// between `[` and `]`.
enum IPv6Parser {
    /// Parses an address into its eight pieces; repaired errors are appended to `warnings`.
    static func parse(_ input: UnsafeBufferPointer<UInt8>, warnings: inout [HostIssue]) throws(HostIssue) -> [UInt16] {
        // IPv6 parser, steps 1-4: address all 0, pieceIndex 0, compress null, pointer.
        var address = [UInt16](repeating: 0, count: 8)
        var pieceIndex = 0
        var compress: Int?
        var pointer = 0
        func at(_ index: Int) -> UInt8? { index < input.count ? input[index] : nil }
        func fail(_ code: URLValidationError.Code) -> HostIssue { HostIssue(code: code, index: pointer) }

        // IPv6 parser, step 5: c is `:`. 5.1: remaining does not start with `:`:
        // IPv6-invalid-compression, return failure. 5.2-5.3: pointer increased by 2,
        // pieceIndex by 1, compress is pieceIndex.
        if at(pointer) == UInt8(ascii: ":") {
            guard at(pointer + 1) == UInt8(ascii: ":") else { throw fail(.ipv6InvalidCompression) }
            pointer += 2
            pieceIndex += 1
            compress = pieceIndex
        }
        // IPv6 parser, step 6: while c is not the EOF code point.
        while let c = at(pointer) {
            // Step 6.1: pieceIndex is 8: IPv6-too-many-pieces, return failure.
            guard pieceIndex < 8 else { throw fail(.ipv6TooManyPieces) }
            // Step 6.2: c is `:`. 6.2.1: compress is non-null: IPv6-multiple-compression,
            // return failure. 6.2.2: pointer and pieceIndex increased by 1, compress is
            // pieceIndex, continue.
            if c == UInt8(ascii: ":") {
                guard compress == nil else { throw fail(.ipv6MultipleCompression) }
                pointer += 1
                pieceIndex += 1
                compress = pieceIndex
                continue
            }
            // Steps 6.3-6.4: value and length from up to four ASCII hex digits.
            let pieceStart = pointer
            var value: UInt16 = 0
            var length = 0
            while length < 4, let byte = at(pointer), let digit = ASCII.hexValue(byte) {
                value = value << 4 | UInt16(digit)
                pointer += 1
                length += 1
            }
            if at(pointer) == UInt8(ascii: ".") {
                // Step 6.5: c is `.`. 6.5.1: length is 0: IPv4-in-IPv6-invalid-code-point,
                // failure. 6.5.2: pointer decreased by length. 6.5.3: pieceIndex greater than 6:
                // IPv4-in-IPv6-too-many-pieces, failure. 6.5.4-6.5.6 in parseIPv4Suffix.
                // 6.5.7: break.
                guard length > 0 else { throw fail(.ipv4InIPv6InvalidCodePoint) }
                pointer -= length
                guard pieceIndex <= 6 else { throw fail(.ipv4InIPv6TooManyPieces) }
                try parseIPv4Suffix(input, from: &pointer, into: &address, at: &pieceIndex)
                break
            } else if at(pointer) == UInt8(ascii: ":") {
                // Step 6.6: c is `:`. 6.6.1: pointer increased by 1. 6.6.2: c is the EOF code
                // point: IPv6-invalid-code-point, return failure.
                pointer += 1
                guard at(pointer) != nil else { throw fail(.ipv6InvalidCodePoint) }
            } else if at(pointer) != nil {
                // Step 6.7: c is not the EOF code point: IPv6-invalid-code-point, return failure.
                throw fail(.ipv6InvalidCodePoint)
            }
            // Step 6.8: length is greater than 1 and value less than 0x10^(length − 1) (the
            // piece starts with `0`): IPv6-piece-leading-zero, at the piece's first digit.
            if length > 1, value < 1 << (4 * (length - 1)) {
                warnings.append(HostIssue(code: .ipv6PieceLeadingZero, index: pieceStart))
            }
            // Steps 6.9-6.10: address[pieceIndex] is value; pieceIndex increased by 1.
            address[pieceIndex] = value
            pieceIndex += 1
        }
        if let compress {
            // IPv6 parser, step 7: compress is non-null: swaps is pieceIndex − compress,
            // pieceIndex 7, swap until pieceIndex is 0 or swaps is 0.
            var swaps = pieceIndex - compress
            pieceIndex = 7
            while pieceIndex != 0, swaps > 0 {
                address.swapAt(pieceIndex, compress + swaps - 1)
                pieceIndex -= 1
                swaps -= 1
            }
        } else if pieceIndex != 8 {
            // IPv6 parser, step 8: compress is null and pieceIndex is not 8:
            // IPv6-too-few-pieces, return failure.
            throw HostIssue(code: .ipv6TooFewPieces, index: pointer)
        }
        // IPv6 parser, step 9: return address.
        return address
    }

    /// The dotted-decimal tail of an address such as `::ffff:1.2.3.4`: fills two pieces.
    /// IPv6 parser, steps 6.5.4-6.5.6.
    private static func parseIPv4Suffix(_ input: UnsafeBufferPointer<UInt8>, from pointer: inout Int,
                                        into address: inout [UInt16], at pieceIndex: inout Int) throws(HostIssue) {
        // Step 6.5.4: numbersSeen is 0.
        var numbersSeen = 0
        // Step 6.5.5: while c is not the EOF code point.
        while pointer < input.count {
            // Step 6.5.5.2: numbersSeen is greater than 0. 6.5.5.2.1: c is `.` and numbersSeen
            // is less than 4: pointer increased by 1. 6.5.5.2.2: otherwise
            // IPv4-in-IPv6-invalid-code-point, return failure.
            if numbersSeen > 0 {
                guard input[pointer] == UInt8(ascii: "."), numbersSeen < 4 else {
                    throw HostIssue(code: .ipv4InIPv6InvalidCodePoint, index: pointer)
                }
                pointer += 1
            }
            // Step 6.5.5.3: c is not an ASCII digit: IPv4-in-IPv6-invalid-code-point, failure.
            guard pointer < input.count, ASCII.isDigit(input[pointer]) else {
                throw HostIssue(code: .ipv4InIPv6InvalidCodePoint, index: pointer)
            }
            // Step 6.5.5.1: ipv4Piece is null.
            var piece: UInt16?
            // Step 6.5.5.4: while c is an ASCII digit.
            while pointer < input.count, ASCII.isDigit(input[pointer]) {
                // 6.5.5.4.1: number is c as a decimal number.
                let number = UInt16(input[pointer] - UInt8(ascii: "0"))
                if let current = piece {
                    // 6.5.5.4.3: ipv4Piece is 0: IPv4-in-IPv6-invalid-code-point, failure.
                    // 6.5.5.4.4: otherwise ipv4Piece × 10 + number.
                    guard current != 0 else { throw HostIssue(code: .ipv4InIPv6InvalidCodePoint, index: pointer) }
                    piece = current * 10 + number
                } else {
                    // 6.5.5.4.2: ipv4Piece is null: it is number.
                    piece = number
                }
                // 6.5.5.4.5: ipv4Piece greater than 255: IPv4-in-IPv6-out-of-range-part, failure.
                guard let value = piece, value <= 255 else {
                    throw HostIssue(code: .ipv4InIPv6OutOfRangePart, index: pointer)
                }
                // 6.5.5.4.6: pointer increased by 1.
                pointer += 1
            }
            // Steps 6.5.5.5-6.5.5.7: address[pieceIndex] × 0x100 + ipv4Piece; numbersSeen
            // increased by 1; pieceIndex increased by 1 when numbersSeen is 2 or 4.
            address[pieceIndex] = address[pieceIndex] << 8 | (piece ?? 0)
            numbersSeen += 1
            if numbersSeen == 2 || numbersSeen == 4 { pieceIndex += 1 }
        }
        // Step 6.5.6: numbersSeen is not 4: IPv4-in-IPv6-too-few-parts, return failure.
        guard numbersSeen == 4 else { throw HostIssue(code: .ipv4InIPv6TooFewParts, index: pointer) }
    }
}
