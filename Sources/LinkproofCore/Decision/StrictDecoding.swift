import LinkproofURL

/// Percent-decoding for the strict policy: exactly once, and only to strict UTF-8.
///
/// The parser checks every name, value and segment once (`isDecodable`) and then reads them
/// without building strings: `decodedEquals` compares a component with a name as it decodes,
/// and only the values a decision hands out are decoded into a `String`. Every function reads
/// a buffer lent by the caller (a range of `LinkAnatomy.bytes`), so no slice of the input is retained.
enum StrictDecoding {
    /// Every `%XX` decoded once, for bytes `isDecodable` accepted (the parser decodes only what
    /// it checked, so the bytes are not validated again here). `+` stays `+`: deep links are read
    /// as `URLComponents` reads them, not as HTML forms.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard bytes.contains(UInt8(ascii: "%")) else { return String(decoding: bytes, as: UTF8.self) }
        // Decoded straight into the string's storage (never longer than the input).
        return String(unsafeUninitializedCapacity: bytes.count) { decode(bytes, into: $0) }
    }

    /// `decode` into `buffer`, which has room for `bytes.count`; returns how many it holds.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
        var count = 0
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%"), let byte = escape(bytes, at: index) {
                buffer[count] = byte
                index += 3
            } else {
                buffer[count] = bytes[index]
                index += 1
            }
            count += 1
        }
        return count
    }

    /// Whether the escapes are well formed and decode, with the other bytes, to strict UTF-8.
    static func isDecodable(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var validator = UTF8Validator()
        var index = 0
        while index < bytes.count {
            var byte = bytes[index]
            if byte == UInt8(ascii: "%") {
                guard let decoded = escape(bytes, at: index) else { return false }
                byte = decoded
                index += 3
            } else {
                index += 1
            }
            guard validator.accept(byte) else { return false }
        }
        return validator.isComplete
    }

    /// Whether `bytes` decode to exactly `target`, ASCII letter case ignored when asked, and
    /// only the escapes of bytes `decoding` takes decoded (the others compare as written). The
    /// bytes must be decodable (`isDecodable`); nothing is allocated.
    /// (Always inlined: see `ByteWords`.)
    @inline(__always)
    static func decodedEquals(_ bytes: UnsafeBufferPointer<UInt8>, _ target: UnsafeBufferPointer<UInt8>, ignoringCase: Bool = false,
                              decoding: (UInt8) -> Bool = { _ in true }) -> Bool {
        // Each escape stands for one byte: no decoding is longer than its text or shorter than a third of it.
        guard target.count <= bytes.count, target.count * 3 >= bytes.count else { return false }
        // Text of eight bytes or more is compared a word at a time first; shorter text byte by byte.
        if bytes.count == target.count, bytes.count >= 8, let equal = writtenEquals(bytes, target, ignoringCase: ignoringCase) { return equal }
        var index = 0
        var position = 0
        while index < bytes.count {
            guard position < target.count else { return false }
            var byte = bytes[index]
            if byte == UInt8(ascii: "%"), let decoded = escape(bytes, at: index), decoding(decoded) {
                byte = decoded
                index += 3
            } else {
                index += 1
            }
            let expected = target[position]
            guard ignoringCase ? ASCII.lowercased(byte) == ASCII.lowercased(expected) : byte == expected else { return false }
            position += 1
        }
        return position == target.count
    }

    /// For text as long as its target, which then decodes to itself or to something shorter:
    /// false when it is not written as the target (compared eight bytes at a time), true when
    /// it is and holds no `%`; nil when it does, and the escape decides.
    private static func writtenEquals(_ bytes: UnsafeBufferPointer<UInt8>, _ target: UnsafeBufferPointer<UInt8>, ignoringCase: Bool) -> Bool? {
        var index = 0
        var escaped = false
        while index < bytes.count {
            let (word, expected) = (ByteWords.word(bytes, at: index), ByteWords.word(target, at: index))
            guard ignoringCase ? ByteWords.lowercased(word) == ByteWords.lowercased(expected) : word == expected else { return false }
            escaped = escaped || ByteWords.contains(UInt8(ascii: "%"), in: word)
            index += 8
        }
        return escaped ? nil : true
    }

    /// The byte the escape at `index` stands for; nil when it is not `%` and two hex digits.
    /// (Always inlined: see `ByteWords`.)
    @inline(__always)
    static func escape(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt8? {
        guard index + 2 < bytes.count, let high = ASCII.hexValue(bytes[index + 1]), let low = ASCII.hexValue(bytes[index + 2]) else {
            return nil
        }
        return high << 4 | low
    }

    /// Whether the bytes hold an escape of one of `targets` (case-insensitive hex), e.g. `%2F`.
    static func containsEscape(of targets: [UInt8], in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index + 2 < bytes.count {
            if bytes[index] == UInt8(ascii: "%"), let byte = escape(bytes, at: index), targets.contains(byte) {
                return true
            }
            index += 1
        }
        return false
    }
}
