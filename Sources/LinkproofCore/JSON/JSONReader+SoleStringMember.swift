extension JSONReader {
    /// Where the value of the one member of `line` lies in it (the string's content, between
    /// its quotes) when `line` is an object with that member only, named `key`, whose value
    /// is a string with nothing to unescape, such as `{"input": "https://…"}` (JSON whitespace
    /// between the tokens): what most batch lines are, read in place without building a
    /// `JSONValue`. Nil for any other line, which `read` then reads. `line` must be UTF-8 (as the
    /// CLI's batch reading checks before it asks). Beside the range, whether the content is
    /// plain: printable ASCII without `"` or `\` (`JSONEscaping.isPlain`), so that JSON writes it
    /// as it is, found by the same scan (a batch line's input then needs no second look before it
    /// is written out).
    package static func soleStringMemberContent(_ key: StaticString, in line: UnsafeBufferPointer<UInt8>) -> (content: Range<Int>, isPlain: Bool)? {
        var cursor = PlainLineCursor(bytes: line)
        guard cursor.take(UInt8(ascii: "{")), cursor.takeName(key), cursor.take(UInt8(ascii: ":")),
              let value = cursor.plainString(), cursor.take(UInt8(ascii: "}")), cursor.isAtEnd else { return nil }
        return value
    }
}

/// Reads the tokens of a line as `JSONReader.soleStringMemberContent` needs them, each after any JSON
/// whitespace. (A line asked for every line of a batch: the reads are of the buffer's bytes,
/// each below `count` by the test before it.)
private struct PlainLineCursor {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    @inline(__always) private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    @inline(__always) private mutating func skipWhitespace() {
        while index < bytes.count, Self.isWhitespace(bytes[index]) { index += 1 }
    }

    /// Whether the next token is `byte`, which is then read.
    @inline(__always) mutating func take(_ byte: UInt8) -> Bool {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    /// Whether the next token is the string `name` written as it is (in quotes, no escapes),
    /// which is then read.
    mutating func takeName(_ name: StaticString) -> Bool {
        guard take(UInt8(ascii: "\"")) else { return false }
        let count = name.utf8CodeUnitCount
        guard bytes.count - index > count, bytes[index + count] == UInt8(ascii: "\"") else { return false }
        // (A loop of its own: `allSatisfy` over the name's indices, out of line, cost some 30 instructions a line more.)
        let name = UnsafeBufferPointer(start: name.utf8Start, count: count)
        var offset = 0
        while offset < count {
            guard bytes[index + offset] == name[offset] else { return false }
            offset += 1
        }
        index += count + 1
        return true
    }

    /// The content of the next token, a string without escapes or control characters: eight
    /// bytes at a time up to the first that needs a look (`JSONEscaping.firstByteNeedingALook`:
    /// it ends the string, escapes or is past ASCII), which is looked at alone (UTF-8 past ASCII
    /// is content: the line is UTF-8).
    ///
    /// Also whether every byte of it is printable ASCII: none looked at alone was DEL or past
    /// ASCII (a `"` ends it, and a control byte or `\` declines it).
    mutating func plainString() -> (content: Range<Int>, isPlain: Bool)? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        let start = index
        var isPlain = true
        while index < bytes.count {
            index = JSONEscaping.firstByteNeedingALook(in: UnsafeRawBufferPointer(bytes), from: index)
            guard index < bytes.count else { break }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return (start..<(index - 1), isPlain)
            }
            guard byte >= 0x20, byte != UInt8(ascii: "\\") else { return nil }
            if byte >= 0x7F { isPlain = false }
            index += 1
        }
        return nil
    }

    /// Whether only whitespace is left.
    var isAtEnd: Bool {
        mutating get {
            skipWhitespace()
            return index == bytes.count
        }
    }
}
