/// Percent-encoding and -decoding as the URL Standard defines them.
public enum PercentEncoding {
    /// UTF-8 percent-encodes `string` with `set`
    /// (https://url.spec.whatwg.org/#string-utf-8-percent-encode). With `spaceAsPlus`, a
    /// space becomes `+`, as application/x-www-form-urlencoded serialization does.
    public static func encode(_ string: some StringProtocol, using set: PercentEncodeSet, spaceAsPlus: Bool = false) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(string.utf8.count)
        for byte in string.utf8 {
            if spaceAsPlus, byte == UInt8(ascii: " ") {
                output.append(UInt8(ascii: "+"))
            } else if set.contains(byte) {
                appendPercentEncoded(byte, to: &output)
            } else {
                output.append(byte)
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Percent-decodes bytes (https://url.spec.whatwg.org/#percent-decode): each `%XX` with
    /// two hex digits becomes that byte; everything else is kept as is.
    public static func decode(_ bytes: some Collection<UInt8>) -> [UInt8] {
        let input = Array(bytes)
        var output: [UInt8] = []
        output.reserveCapacity(input.count)
        var index = 0
        while index < input.count {
            let byte = input[index]
            if byte == UInt8(ascii: "%"), index + 2 < input.count,
               let high = ASCII.hexValue(input[index + 1]), let low = ASCII.hexValue(input[index + 2]) {
                output.append(high << 4 | low)
                index += 3
            } else {
                output.append(byte)
                index += 1
            }
        }
        return output
    }

    /// Percent-decodes `bytes` into `buffer` (at least as long: decoding never lengthens);
    /// returns the decoded part of `buffer`.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, into buffer: UnsafeMutableBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        precondition(buffer.count >= bytes.count, "percent-decoding needs as much room as its input")
        var count = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%"), index + 2 < bytes.count,
               let high = ASCII.hexValue(bytes[index + 1]), let low = ASCII.hexValue(bytes[index + 2]) {
                buffer[count] = high << 4 | low
                index += 3
            } else {
                buffer[count] = byte
                index += 1
            }
            count += 1
        }
        return UnsafeBufferPointer(rebasing: buffer[..<count])
    }

    /// The index of the first percent-encoded byte (`%` and two ASCII hex digits) in `bytes`.
    static func firstEncodedByte(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        bytes.indices.first { index in
            bytes[index] == UInt8(ascii: "%") && index + 2 < bytes.count
                && ASCII.hexValue(bytes[index + 1]) != nil && ASCII.hexValue(bytes[index + 2]) != nil
        }
    }

    /// Percent-decodes the UTF-8 of `string` to bytes.
    public static func decode(_ string: some StringProtocol) -> [UInt8] {
        decode(string.utf8)
    }

    /// Percent-decodes `string` and decodes the bytes as UTF-8 without BOM handling,
    /// replacing ill-formed sequences with U+FFFD.
    public static func decodeToString(_ string: some StringProtocol) -> String {
        String(decoding: decode(string.utf8), as: UTF8.self)
    }

    static func appendPercentEncoded(_ byte: UInt8, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "%"))
        output.append(ASCII.hexDigit(byte >> 4))
        output.append(ASCII.hexDigit(byte & 0x0F))
    }
}
