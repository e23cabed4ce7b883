/// The one way a string is written into JSON, wherever the package writes it (standard
/// output, report and golden files, through `JSONWriter`): the JSON value is the string
/// itself, and the text is safe on a terminal (the rule of `TerminalText`).
enum JSONEscaping {
    /// The most bytes `writeQuoted` writes for `count` bytes of UTF-8: the quotes, and six
    /// for each byte (a C0 byte becomes `\u001b`; a hidden character of two, three or four
    /// bytes becomes one or two six-byte escapes).
    static func room(forQuoting count: Int) -> Int { 6 * count + 2 }

    /// Writes `utf8` (a `String`'s, so well-formed) as a JSON string, in quotes: `"` and `\`
    /// escaped with a backslash; C0 control characters as `JSONEncoder` writes them
    /// (`\b \t \n \f \r`, else `\u001b`); DEL and every other character `TerminalText` hides
    /// (C1, format, separators, spaces but U+0020) as `\u` escapes in upper-case hex, a
    /// surrogate pair past U+FFFF (`\u009B`, `\u202E`, `\uDB40\uDC01`); every other
    /// character as its UTF-8. The cursor has `room(forQuoting: utf8.count)` bytes of room.
    ///
    /// One pass over the UTF-8: eight bytes at a time while they are printable ASCII, runs of
    /// them copied whole; only a byte past ASCII looks up its character's category. Every
    /// read is below `utf8.count`: the loop's bound for the byte at `index`, an explicit check
    /// for the eight bytes read at once, and `decode`'s own check for the bytes of a sequence.
    static func writeQuoted(_ utf8: UnsafeBufferPointer<UInt8>, to cursor: inout JSONOutputCursor) {
        if isPlain(utf8) {
            writeQuoted(plain: utf8, to: &cursor)
            return
        }
        cursor.put(UInt8(ascii: "\""))
        writeEscaped(utf8, to: &cursor)
        cursor.put(UInt8(ascii: "\""))
    }

    /// Writes `utf8` (well-formed) escaped as `writeQuoted` escapes it, without the quotes: a
    /// part of a string written from its parts (`JSONWriter.string(_:_:_:)`). The cursor has
    /// `room(forQuoting: utf8.count) - 2` bytes of room.
    static func writeEscaped(_ utf8: UnsafeBufferPointer<UInt8>, to cursor: inout JSONOutputCursor) {
        var runStart = 0
        var index = 0
        while index < utf8.count {
            index = firstByteNeedingALook(in: UnsafeRawBufferPointer(utf8), from: index)
            guard index < utf8.count else { break }
            let byte = utf8[index]
            if byte >= 0x20, byte < 0x7F, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") {
                index += 1
                continue
            }
            cursor.put(UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
            if byte < 0x80 {
                writeEscape(ofASCII: byte, to: &cursor)
                index += 1
            } else {
                let (scalar, length) = decode(utf8, at: index)
                if TerminalText.isHidden(scalar) {
                    for unit in UTF16.encode(scalar) ?? UTF16.EncodedScalar() { writeUnicodeEscape(unit, to: &cursor) }
                } else {
                    cursor.put(UnsafeBufferPointer(rebasing: utf8[index..<(index + length)]))
                }
                index += length
            }
            runStart = index
        }
        cursor.put(UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
    }

    /// Writes `plain` (UTF-8 `isPlain` holds true of) in quotes, as it is. The cursor has
    /// `plain.count + 2` bytes of room.
    @inline(__always) static func writeQuoted(plain: UnsafeBufferPointer<UInt8>, to cursor: inout JSONOutputCursor) {
        cursor.put(UInt8(ascii: "\""))
        cursor.put(plain)
        cursor.put(UInt8(ascii: "\""))
    }

    /// True when no byte of `utf8` needs a look (`needsALook`): the JSON string is the bytes
    /// as they are, and so is that of every run of them. (Eight bytes at a time, the last
    /// eight read again where they overlap the words before; a byte at a time below eight.)
    static func isPlain(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = utf8.baseAddress, utf8.count >= 8 else {
            return utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }
        }
        let bytes = UnsafeRawPointer(base)
        var index = 0
        while index + 8 < utf8.count {
            if needsALook(bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)) { return false }
            index += 8
        }
        return !needsALook(bytes.loadUnaligned(fromByteOffset: utf8.count - 8, as: UInt64.self))
    }

    /// False when none of the eight bytes of `word` needs a look: each is printable ASCII,
    /// not `"` nor `\` (nor, so, anything that ends, escapes or must be decoded in a JSON
    /// string: `JSONReader` skips such words too). (Bitwise tests of every byte at once: a byte's top bit, then the
    /// borrow a subtraction leaves in the top bit of a byte below 0x20 or of a zero byte,
    /// the XOR with `"`, `\` or DEL; exact for bytes below 0x80, which the first test ensures.)
    static func needsALook(_ word: UInt64) -> Bool { flags(word) != 0 }

    /// The index of the first byte at or after `index` that needs a look, found eight bytes at
    /// a time; where fewer than eight bytes are left before it, the index of the first of them,
    /// which the caller looks at one at a time (every read is below `bytes.count`).
    @inline(__always) static func firstByteNeedingALook(in bytes: UnsafeRawBufferPointer, from index: Int) -> Int {
        var index = index
        while index + 8 <= bytes.count {
            let plain = plainByteCount(bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            index += plain
            if plain < 8 { break }
        }
        return index
    }

    /// How many of the eight bytes of `word` (as loaded from memory) come before the first
    /// that needs a look: 8 when none does. (The lowest byte flagged is exact: a borrow that
    /// flags a byte wrongly comes from a byte below it that is itself flagged.)
    static func plainByteCount(_ word: UInt64) -> Int {
        // Bytes in memory order from the least significant, whatever the machine's order.
        let flagged = flags(UInt64(littleEndian: word))
        return flagged == 0 ? 8 : flagged.trailingZeroBitCount >> 3
    }

    /// The top bit of each byte of `word` that needs a look, as `needsALook` tests them.
    private static func flags(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        func zeroBytes(_ value: UInt64) -> UInt64 { (value &- ones) & ~value }
        let control = (word &- ones &* 0x20) & ~word
        let flagged = word | control | zeroBytes(word ^ (ones &* 0x22)) | zeroBytes(word ^ (ones &* 0x5C)) | zeroBytes(word ^ (ones &* 0x7F))
        return flagged & (ones &* 0x80)
    }

    private static func writeEscape(ofASCII byte: UInt8, to cursor: inout JSONOutputCursor) {
        let short: UInt8? = switch byte {
        case UInt8(ascii: "\""): UInt8(ascii: "\"")
        case UInt8(ascii: "\\"): UInt8(ascii: "\\")
        case 0x08: UInt8(ascii: "b")
        case 0x09: UInt8(ascii: "t")
        case 0x0A: UInt8(ascii: "n")
        case 0x0C: UInt8(ascii: "f")
        case 0x0D: UInt8(ascii: "r")
        default: nil
        }
        if let short {
            cursor.put(UInt8(ascii: "\\"))
            cursor.put(short)
        } else {
            // DEL as TerminalText escapes it; other C0 characters in lower-case hex, as JSONEncoder writes them.
            writeUnicodeEscape(UInt16(byte), to: &cursor, upperCase: byte == 0x7F)
        }
    }

    /// `\u` and the four hex digits of `unit`.
    private static func writeUnicodeEscape(_ unit: UInt16, to cursor: inout JSONOutputCursor, upperCase: Bool = true) {
        cursor.put(UInt8(ascii: "\\"))
        cursor.put(UInt8(ascii: "u"))
        for shift in stride(from: 12, through: 0, by: -4) {
            let digit = UInt8(truncatingIfNeeded: unit >> UInt16(shift)) & 0xF
            cursor.put(digit < 10 ? UInt8(ascii: "0") + digit : (upperCase ? UInt8(ascii: "A") : UInt8(ascii: "a")) + digit - 10)
        }
    }

    /// The scalar of the multi-byte sequence at `index` and its length. Its bytes are
    /// read only below `utf8.count`; a sequence cut short (never, in a `String`) reads as
    /// U+FFFD over the bytes that are there.
    private static func decode(_ utf8: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar, Int) {
        let lead = utf8[index]
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        guard index + length <= utf8.count else { return ("\u{FFFD}", utf8.count - index) }
        var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for offset in 1..<length { value = value << 6 | UInt32(utf8[index + offset] & 0x3F) }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }
}
