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
