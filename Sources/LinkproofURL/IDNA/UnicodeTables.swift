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

/// The status of a code point in the UTS #46 IDNA Mapping Table (section 5).
enum MappingStatus: UInt8, Sendable {
    case valid, mapped, deviation, ignored, disallowed
}

/// NFC_Quick_Check (UAX #15 section 9).
enum NFCQuickCheck: UInt8, Sendable {
    case yes, no, maybe
}

/// What IDNA reads of one scalar: its UTS #46 mapping and the Unicode properties the
/// normalization, Bidi and CONTEXTJ rules look at.
struct ScalarProperties: Sendable {
    let mappingStatus: MappingStatus
    let nfcQuickCheck: NFCQuickCheck
    let combiningClass: UInt8
    let bidiClass: BidiClass
    /// General_Category Mark (Mn, Mc, Me).
    let isMark: Bool
    let joiningType: JoiningType
    /// For a mapped scalar, where its replacement lies in the table's replacement scalars.
    fileprivate let replacement: ScalarSequence
    /// Where the full canonical decomposition lies in the table's decompositions; empty when
    /// the scalar decomposes to itself or is a Hangul syllable.
    fileprivate let decomposition: ScalarSequence

    /// Unpacks a generated record (see `Scripts/unicode_tables.py`): `properties` holds the
    /// mapping status in bits 0–2, NFC_Quick_Check in 3–4, Canonical_Combining_Class in 5–12,
    /// Bidi_Class in 13–17, Mark in 18 and Joining_Type in 19–21; `replacement` and
    /// `decomposition` are offset << 8 | length.
    fileprivate init(properties: UInt32, replacement: UInt32, decomposition: UInt32) {
        func field(_ shift: UInt32, width: UInt32) -> UInt8 {
            UInt8(truncatingIfNeeded: properties >> shift & (1 << width - 1))
        }
        mappingStatus = MappingStatus(rawValue: field(0, width: 3)) ?? .disallowed
        nfcQuickCheck = NFCQuickCheck(rawValue: field(3, width: 2)) ?? .no
        combiningClass = field(5, width: 8)
        bidiClass = BidiClass(rawValue: field(13, width: 5)) ?? .L
        isMark = field(18, width: 1) != 0
        joiningType = JoiningType(rawValue: field(19, width: 3)) ?? .nonJoining
        self.replacement = ScalarSequence(replacement)
        self.decomposition = ScalarSequence(decomposition)
    }
}

/// Where a sequence of scalars lies in one of the table's concatenations.
private struct ScalarSequence {
    let offset: UInt16
    let length: UInt8

    /// Unpacks offset << 8 | length.
    init(_ word: UInt32) {
        offset = UInt16(truncatingIfNeeded: word >> 8)
        length = UInt8(truncatingIfNeeded: word)
    }

    var range: Range<Int> { Int(offset)..<(Int(offset) + Int(length)) }
}

/// `ScalarProperties` of every scalar as a two-stage table: the high bits of a scalar pick a
/// block, its low bits an entry of the block, and the entry a record; equal blocks are stored once.
///
/// The table is built once and checked whole, so that a lookup's bounds checks never fail.
struct ScalarPropertyTable: Sendable {
    private static let blockShift = UnicodeTables.scalarPropertyBlockShift
    private static let scalarCount = 0x110000
    private let blockIndices: [UInt16]
    private let blocks: [UInt16]
    private let records: [ScalarProperties]
    private let replacements: [Unicode.Scalar]
    private let decompositions: [Unicode.Scalar]

    /// Builds the table from the generated words: block indices, blocks of record indices,
    /// triples (properties, replacement, decomposition), the replacements and decompositions.
    init(blockIndices: [UInt32], blocks: [UInt32], records: [UInt32], replacements: [UInt32], decompositions: [UInt32]) {
        let properties = stride(from: 0, to: records.count - 2, by: 3).map {
            ScalarProperties(properties: records[$0], replacement: records[$0 + 1], decomposition: records[$0 + 2])
        }
        let replacementScalars = replacements.compactMap(Unicode.Scalar.init)
        let decompositionScalars = decompositions.compactMap(Unicode.Scalar.init)
        precondition(blockIndices.count << Self.blockShift == Self.scalarCount
                     && blockIndices.allSatisfy { Int($0 + 1) << Self.blockShift <= blocks.count }
                     && blocks.allSatisfy { Int($0) < properties.count }
                     && replacementScalars.count == replacements.count
                     && decompositionScalars.count == decompositions.count
                     && properties.allSatisfy {
                         $0.replacement.range.upperBound <= replacements.count
                             && $0.decomposition.range.upperBound <= decompositions.count
                     },
                     "malformed scalar property table")
        self.blockIndices = blockIndices.map { UInt16(truncatingIfNeeded: $0) }
        self.blocks = blocks.map { UInt16(truncatingIfNeeded: $0) }
        self.records = properties
        self.replacements = replacementScalars
        self.decompositions = decompositionScalars
    }

    /// The properties of `scalar`.
    subscript(scalar: Unicode.Scalar) -> ScalarProperties {
        let value = Int(scalar.value)
        let block = Int(blockIndices[value >> Self.blockShift])
        return records[Int(blocks[block << Self.blockShift | value & (1 << Self.blockShift - 1)])]
    }

    /// What a mapped scalar with these `properties` maps to.
    func replacement(_ properties: ScalarProperties) -> ArraySlice<Unicode.Scalar> {
        replacements[properties.replacement.range]
    }

    /// The full canonical decomposition of a scalar with these `properties`: empty when it
    /// decomposes to itself or is a Hangul syllable.
    func decomposition(_ properties: ScalarProperties) -> ArraySlice<Unicode.Scalar> {
        decompositions[properties.decomposition.range]
    }
}
