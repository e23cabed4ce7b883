/// The Unicode data that IDNA needs, decoded on first use from the generated string literals
/// in `UnicodeTables+Generated.swift` (see `Scripts/generate-unicode-tables`).
enum UnicodeTables {
    /// The UTS #46 mapping table.
    static let mappingTable = MappingTable(ranges: words(mapping), replacements: words(mappingReplacements))
    /// NFC_Quick_Check: 1 for No, 2 for Maybe, absent for Yes.
    static let nfcQuickCheckTable = RangeTable(triples: words(nfcQuickCheck))
    /// Canonical_Combining_Class, for the scalars whose class is not 0.
    static let combiningClassTable = RangeTable(triples: words(combiningClasses))
    /// Bidi_Class raw values (`BidiClass`) of every assigned scalar.
    static let bidiClassTable = RangeTable(triples: words(bidiClasses))
    /// General_Category Mark (Mn, Mc, Me).
    static let markTable = RangeTable(triples: words(marks))
    /// Joining_Type raw values (`JoiningType`); absent means Non_Joining.
    static let joiningTypeTable = RangeTable(triples: words(joiningTypes))
    /// Full canonical decompositions, Hangul syllables excluded.
    static let decompositionTable: [Unicode.Scalar: [Unicode.Scalar]] = {
        var table: [Unicode.Scalar: [Unicode.Scalar]] = [:]
        var rest = words(decompositions)[...]
        while let key = rest.popFirst(), let count = rest.popFirst() {
            let parts = rest.prefix(Int(count))
            rest = rest.dropFirst(Int(count))
            if let scalar = Unicode.Scalar(key) { table[scalar] = parts.compactMap(Unicode.Scalar.init) }
        }
        return table
    }()
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

    /// Canonical_Combining_Class of `scalar`.
    static func combiningClass(of scalar: Unicode.Scalar) -> UInt8 {
        scalar.value < 0x300 ? 0 : combiningClassTable.value(of: scalar) ?? 0
    }

    /// Whether `scalar` has General_Category Mark.
    static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x300 && markTable.value(of: scalar) != nil
    }

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

extension Array where Element == UInt32 {
    /// The index of the last element not greater than `value`, in this ascending array.
    func lastIndex(notAbove value: UInt32) -> Int? {
        var low = 0
        var high = count
        while low < high {
            let middle = low + (high - low) / 2
            if self[middle] <= value { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? nil : low - 1
    }
}

/// A Unicode property with small integer values, given as sorted, disjoint runs of scalars.
struct RangeTable: Sendable {
    private let firsts: [UInt32]
    private let lasts: [UInt32]
    private let values: [UInt8]

    /// Builds the table from triples (first, last, value), sorted by `first`.
    init(triples: [UInt32]) {
        let starts = stride(from: 0, to: triples.count - 2, by: 3)
        firsts = starts.map { triples[$0] }
        lasts = starts.map { triples[$0 + 1] }
        values = starts.map { UInt8(truncatingIfNeeded: triples[$0 + 2]) }
    }

    /// The value of the run that holds `scalar`, or nil when no run does.
    func value(of scalar: Unicode.Scalar) -> UInt8? {
        guard let index = firsts.lastIndex(notAbove: scalar.value), scalar.value <= lasts[index] else { return nil }
        return values[index]
    }
}
