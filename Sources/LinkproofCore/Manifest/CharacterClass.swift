import LinkproofURL

/// A set of ASCII characters written as in a regular-expression bracket: `A-Za-z0-9_-`
/// (a `-` first or last is literal).
public struct CharacterClass: Hashable, Sendable {
    /// The class as the manifest wrote it.
    public let source: String
    private let low: UInt64
    private let high: UInt64

    /// Parses the bracket body; nil when it is empty, not ASCII, or has a reversed range.
    public init?(_ source: String) {
        let bytes = Array(source.utf8)
        guard !bytes.isEmpty, bytes.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else { return nil }
        var low: UInt64 = 0
        var high: UInt64 = 0
        var index = 0
        while index < bytes.count {
            let first = bytes[index]
            var last = first
            if index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "-") {
                last = bytes[index + 2]
                guard last >= first else { return nil }
                index += 3
            } else {
                index += 1
            }
            for byte in first...last {
                if byte < 64 { low |= 1 << UInt64(byte) } else { high |= 1 << UInt64(byte - 64) }
            }
        }
        self.source = source
        self.low = low
        self.high = high
    }

    /// Whether the class holds `scalar`.
    public func contains(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 128 && contains(UInt8(scalar.value))
    }

    /// Whether the class holds the ASCII character `byte` (never a byte of 0x80 or more).
    func contains(_ byte: UInt8) -> Bool {
        guard byte < 128 else { return false }
        return byte < 64 ? low & (1 << UInt64(byte)) != 0 : high & (1 << UInt64(byte - 64)) != 0
    }
}
