/// The Unicode data that IDNA needs, decoded on first use from the generated string literals
/// in `UnicodeTables+Generated.swift` (see `Scripts/generate-unicode-tables`).
enum UnicodeTables {
    /// Every scalar's properties: one two-stage lookup instead of a search per property.
    static let scalarProperties = ScalarPropertyTable(
        blockIndices: words(scalarPropertyBlockIndices), blocks: words(scalarPropertyBlocks),
        records: words(scalarPropertyRecords),
        replacements: words(mappingReplacements), decompositions: words(decompositions))
    /// Primary composites by (first << 32 | second), Hangul syllables excluded.
    static let compositionTable: [UInt64: Unicode.Scalar] = {
        var table: [UInt64: Unicode.Scalar] = [:]
        let triples = words(compositions)
        for index in stride(from: 0, to: triples.count - 2, by: 3) {
            if let composite = Unicode.Scalar(triples[index + 2]) {
                table[UInt64(triples[index]) << 32 | UInt64(triples[index + 1])] = composite
            }
        }
        return table
    }()

    /// Decodes a table literal: hexadecimal numbers separated by spaces or line breaks.
    static func words(_ text: StaticString) -> [UInt32] {
        text.withUTF8Buffer { bytes in
            var words: [UInt32] = []
            words.reserveCapacity(bytes.count / 3)
            var word: UInt32 = 0
            var inWord = false
            for byte in bytes {
                if let digit = hexDigitValue(byte) {
                    word = word << 4 | digit
                    inWord = true
                } else if inWord {
                    words.append(word)
                    word = 0
                    inWord = false
                }
            }
            if inWord { words.append(word) }
            return words
        }
    }

    private static func hexDigitValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
