/// The bytes of an XML document as UTF-8, from the encodings an `AndroidManifest.xml` comes in
/// (XML 1.0 §4.3.3 and Appendix F: a byte-order mark, or `<?` in UTF-16, says which):
/// UTF-8, with or without its byte-order mark, is checked; UTF-16 (big- or little-endian,
/// with or without a byte-order mark) is converted; anything else is refused. Invalid UTF-8
/// or UTF-16 is an error at its offset, never a silent U+FFFD.
enum XMLText {
    /// The document as UTF-8 bytes; `isUTF16` says it was converted (offsets then count the
    /// UTF-8 form).
    static func utf8(_ bytes: [UInt8]) throws(AndroidManifestDraft.XMLError) -> (bytes: [UInt8], isUTF16: Bool) {
        func fail(_ offset: Int, _ message: String) -> AndroidManifestDraft.XMLError { AndroidManifestDraft.XMLError(offset: offset, message: message) }
        if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) {
            throw fail(0, "the file is UTF-32 (its byte-order mark says so): save it as UTF-8")
        }
        let bigEndian: Bool
        var start = 0
        switch (bytes.first, bytes.dropFirst().first) {
        case (0xFE, 0xFF): bigEndian = true; start = 2
        case (0xFF, 0xFE): bigEndian = false; start = 2
        case (0x00, 0x3C): bigEndian = true
        case (0x3C, 0x00): bigEndian = false
        default:
            let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
            if let offset = TerminalText.firstInvalidUTF8Offset(body) {
                throw fail(offset + bytes.count - body.count, "invalid UTF-8 (byte 0x\(String(body[offset], radix: 16, uppercase: true))): the file must be UTF-8 or UTF-16")
            }
            return (body, false)
        }
        guard (bytes.count - start) % 2 == 0 else { throw fail(bytes.count - 1, "the file is UTF-16 but has an odd number of bytes") }
        let units = stride(from: start, to: bytes.count, by: 2).map { index -> UInt16 in
            let (high, low) = bigEndian ? (bytes[index], bytes[index + 1]) : (bytes[index + 1], bytes[index])
            return UInt16(high) << 8 | UInt16(low)
        }
        var utf8: [UInt8] = []
        var parser = Unicode.UTF16.ForwardParser()
        var iterator = units.makeIterator()
        var unit = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar):
                unit += scalar.count
                utf8 += Unicode.UTF8.encode(Unicode.UTF16.decode(scalar))!
            case .emptyInput:
                return (utf8, true)
            case .error:
                throw fail(start + unit * 2, "invalid UTF-16 (an unpaired surrogate)")
            }
        }
    }
}
