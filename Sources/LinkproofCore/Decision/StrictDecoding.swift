import LinkproofURL

/// Percent-decoding for the strict policy: exactly once, and only to strict UTF-8.
enum StrictDecoding {
    /// Decodes every `%XX` once; nil when an escape is malformed or the bytes are not UTF-8.
    /// `+` stays `+`: deep links are read as `URLComponents` reads them, not as HTML forms.
    static func decode(_ bytes: ArraySlice<UInt8>) -> String? {
        guard bytes.contains(UInt8(ascii: "%")) || !bytes.allSatisfy({ $0 < 0x80 }) else {
            return String(decoding: bytes, as: UTF8.self)
        }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < bytes.endIndex,
                      let high = ASCII.hexValue(bytes[index + 1]), let low = ASCII.hexValue(bytes[index + 2])
                else { return nil }
                output.append(high << 4 | low)
                index += 3
            } else {
                output.append(byte)
                index += 1
            }
        }
        return String(validating: output, as: UTF8.self)
    }

    /// Whether the bytes hold an escape of one of `targets` (case-insensitive hex), e.g. `%2F`.
    static func containsEscape(of targets: [UInt8], in bytes: ArraySlice<UInt8>) -> Bool {
        var index = bytes.startIndex
        while index + 2 < bytes.endIndex {
            if bytes[index] == UInt8(ascii: "%"), let high = ASCII.hexValue(bytes[index + 1]), let low = ASCII.hexValue(bytes[index + 2]),
               targets.contains(high << 4 | low) {
                return true
            }
            index += 1
        }
        return false
    }
}
