import LinkproofURL

/// Where a `JSONWriter` writes: the next free byte of room it made, and the end of that
/// room. The writes are unchecked in release builds; the invariant they rely on, that a
/// writer never writes more than the room it asked for (`JSONEscaping.room(forQuoting:)`
/// for a string), is checked at every write in debug and fuzz builds. The offset moves by
/// wrapping additions: it stays within the room, part of one allocation, so it cannot overflow.
struct JSONOutputCursor {
    let base: UnsafeMutablePointer<UInt8>
    private(set) var offset: Int
    let limit: Int

    /// Writes one byte.
    @inline(__always) mutating func put(_ byte: UInt8) {
        checkRoom(1)
        base[offset] = byte
        offset &+= 1
    }

    /// Writes `bytes` (whole, by `memcpy`).
    @inline(__always) mutating func put(_ bytes: UnsafeBufferPointer<UInt8>) {
        checkRoom(bytes.count)
        guard let source = bytes.baseAddress else { return }
        (base + offset).update(from: source, count: bytes.count)
        offset &+= bytes.count
    }

    /// Writes the bytes of a literal.
    @inline(__always) mutating func put(_ text: StaticString) {
        if text.hasPointerRepresentation {
            put(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
        } else {
            text.withUTF8Buffer { put($0) }
        }
    }

    /// Writes `bytes` with every byte `A`–`Z` lowercased: eight bytes at a time
    /// (`ByteWords.lowercased`), each word stored within the `bytes.count` of room, then the
    /// last few one by one.
    mutating func put(asciiLowercased bytes: UnsafeBufferPointer<UInt8>) {
        checkRoom(bytes.count)
        var index = 0
        while index + 8 <= bytes.count {
            UnsafeMutableRawPointer(base + offset + index).storeBytes(of: ByteWords.lowercased(ByteWords.word(bytes, at: index)).littleEndian,
                                                                      as: UInt64.self)
            index += 8
        }
        while index < bytes.count {
            base[offset + index] = ASCII.lowercased(bytes[index])
            index += 1
        }
        offset &+= bytes.count
    }

    /// The most bytes `putDecimal` writes: `-9223372036854775808`.
    static let decimalRoom = 20

    /// Writes `value` in decimal: a minus sign when it is negative, then its digits.
    mutating func putDecimal(_ value: Int) {
        if value < 0 { put(UInt8(ascii: "-")) }
        // The digits from the last, then turned around in place.
        let first = offset
        var magnitude = value.magnitude
        repeat {
            put(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude % 10))
            magnitude /= 10
        } while magnitude > 0
        var digits = UnsafeMutableBufferPointer(start: base + first, count: offset - first)
        digits.reverse()
    }

    @inline(__always) private func checkRoom(_ needed: Int) {
        #if DEBUG || LINKPROOF_CHECK_INVARIANTS
        precondition(needed >= 0 && offset + needed <= limit, "JSONOutputCursor: a write past the room made for it")
        #endif
    }

    /// Writes `plain` (UTF-8 found to have nothing to escape) in quotes, as it is: `plain.count + 2` bytes.
    @inline(__always) mutating func putQuoted(plain: UnsafeBufferPointer<UInt8>) {
        JSONEscaping.writeQuoted(plain: plain, to: &self)
    }

    /// Writes well-formed UTF-8 quoted and escaped (`JSONEscaping.writeQuoted`): at most
    /// `JSONEscaping.room(forQuoting: utf8.count)` bytes.
    mutating func putQuoted(_ utf8: UnsafeBufferPointer<UInt8>) {
        JSONEscaping.writeQuoted(utf8, to: &self)
    }
}
