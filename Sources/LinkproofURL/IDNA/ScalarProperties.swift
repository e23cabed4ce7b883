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
    let replacement: ScalarSequence
    /// Where the full canonical decomposition lies in the table's decompositions; empty when
    /// the scalar decomposes to itself or is a Hangul syllable.
    let decomposition: ScalarSequence

    /// Unpacks a generated record (see `Scripts/unicode_tables.py`): `properties` holds the
    /// mapping status in bits 0–2, NFC_Quick_Check in 3–4, Canonical_Combining_Class in 5–12,
    /// Bidi_Class in 13–17, Mark in 18 and Joining_Type in 19–21; `replacement` and
    /// `decomposition` are offset << 8 | length.
    init(properties: UInt32, replacement: UInt32, decomposition: UInt32) {
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
struct ScalarSequence {
    let offset: UInt16
    let length: UInt8

    /// Unpacks offset << 8 | length.
    init(_ word: UInt32) {
        offset = UInt16(truncatingIfNeeded: word >> 8)
        length = UInt8(truncatingIfNeeded: word)
    }

    var range: Range<Int> { Int(offset)..<(Int(offset) + Int(length)) }
}
