/// Host serialization (https://url.spec.whatwg.org/#concept-host-serializer).
enum HostSerializer {
    /// Appends the dotted-decimal form of an IPv4 address.
    static func appendIPv4(_ address: UInt32, to bytes: inout [UInt8]) {
        for shift in stride(from: 24, through: 0, by: -8) {
            ASCII.appendDecimal(address >> UInt32(shift) & 0xFF, to: &bytes)
            if shift > 0 { bytes.append(UInt8(ascii: ".")) }
        }
    }

    /// Appends `[` + the canonical text of an IPv6 address + `]`: lowercase hex, no leading
    /// zeros, the first longest run of two or more zero pieces compressed to `::`.
    static func appendIPv6(_ pieces: [UInt16], to bytes: inout [UInt8]) {
        let compress = longestZeroRun(pieces)
        bytes.append(UInt8(ascii: "["))
        var ignoreZero = false
        for (index, piece) in pieces.enumerated() {
            if ignoreZero, piece == 0 { continue }
            ignoreZero = false
            if let compress, compress == index {
                bytes.append(contentsOf: index == 0 ? "::".utf8 : ":".utf8)
                ignoreZero = true
                continue
            }
            appendHex(piece, to: &bytes)
            if index != pieces.count - 1 { bytes.append(UInt8(ascii: ":")) }
        }
        bytes.append(UInt8(ascii: "]"))
    }

    /// The start of the first longest run of at least two zero pieces.
    private static func longestZeroRun(_ pieces: [UInt16]) -> Int? {
        var best: (start: Int, length: Int)?
        var index = 0
        while index < pieces.count {
            guard pieces[index] == 0 else { index += 1; continue }
            var end = index
            while end < pieces.count, pieces[end] == 0 { end += 1 }
            if end - index >= 2, end - index > (best?.length ?? 0) { best = (index, end - index) }
            index = end
        }
        return best?.start
    }

    private static func appendHex(_ value: UInt16, to bytes: inout [UInt8]) {
        var started = false
        for shift in stride(from: 12, through: 0, by: -4) {
            let digit = UInt8(value >> UInt16(shift) & 0xF)
            if digit != 0 || started || shift == 0 {
                bytes.append(ASCII.lowercaseHexDigit(digit))
                started = true
            }
        }
    }
}
