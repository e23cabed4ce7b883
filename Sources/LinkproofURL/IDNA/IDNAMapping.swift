/// The status of a code point in the UTS #46 IDNA Mapping Table (section 5).
enum MappingStatus: UInt8, Sendable {
    case valid, mapped, deviation, ignored, disallowed
}

/// The UTS #46 IDNA Mapping Table: every scalar's status and, for mapped ones, its replacement.
struct MappingTable: Sendable {
    /// Scalars below this find their range by direct indexing, not binary search.
    private static let directlyIndexedCount = 0x100

    private let starts: [UInt32]
    private let statuses: [MappingStatus]
    private let replacementRanges: [Range<Int>]
    private let replacements: [Unicode.Scalar]
    /// The range index of each scalar below `directlyIndexedCount`.
    private let directIndices: [Int]

    /// Builds the table from pairs (start << 8 | status, offset << 8 | length) covering every
    /// scalar, and the replacement scalars the offsets point into.
    init(ranges: [UInt32], replacements: [UInt32]) {
        let pairs = stride(from: 0, to: ranges.count - 1, by: 2)
        let starts = pairs.map { ranges[$0] >> 8 }
        let replacements = replacements.compactMap(Unicode.Scalar.init)
        self.starts = starts
        statuses = pairs.map { MappingStatus(rawValue: UInt8(truncatingIfNeeded: ranges[$0])) ?? .disallowed }
        replacementRanges = pairs.map {
            let offset = Int(ranges[$0 + 1] >> 8)
            return (offset..<(offset + Int(ranges[$0 + 1] & 0xFF))).clamped(to: replacements.indices)
        }
        self.replacements = replacements
        directIndices = (0..<UInt32(Self.directlyIndexedCount)).map { starts.lastIndex(notAbove: $0) ?? 0 }
    }

    /// The status of `scalar`.
    func status(of scalar: Unicode.Scalar) -> MappingStatus {
        rangeIndex(of: scalar).map { statuses[$0] } ?? .disallowed
    }

    /// Appends what `scalar` maps to (itself if valid or a deviation, its replacement if mapped,
    /// nothing otherwise) to `output`, and returns its status.
    func appendMapping(of scalar: Unicode.Scalar, to output: inout [Unicode.Scalar]) -> MappingStatus {
        guard let index = rangeIndex(of: scalar) else { return .disallowed }
        switch statuses[index] {
        case .valid, .deviation: output.append(scalar)
        case .mapped: output.append(contentsOf: replacements[replacementRanges[index]])
        case .ignored, .disallowed: break
        }
        return statuses[index]
    }

    private func rangeIndex(of scalar: Unicode.Scalar) -> Int? {
        scalar.value < Self.directlyIndexedCount ? directIndices[Int(scalar.value)] : starts.lastIndex(notAbove: scalar.value)
    }
}

/// UTS #46 Processing step 1, Map, with Transitional_Processing=false: ignored code points are
/// removed, mapped ones replaced, valid and deviation ones kept.
enum IDNAMapping {
    /// The mapped scalars of `domain`, and the input offset where each label begins.
    /// Throws `disallowedCodePoint` at the first disallowed scalar.
    static func map(_ domain: String) throws(IDNAError) -> (scalars: [Unicode.Scalar], labelOffsets: [Int]) {
        let table = UnicodeTables.mappingTable
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(domain.utf8.count)
        var labelOffsets = [0]
        for (offset, scalar) in domain.unicodeScalars.enumerated() {
            let mappedStart = scalars.count
            if table.appendMapping(of: scalar, to: &scalars) == .disallowed {
                throw IDNAError(kind: .disallowedCodePoint, scalarOffset: offset)
            }
            for mapped in scalars[mappedStart...] where mapped == "." { labelOffsets.append(offset + 1) }
        }
        return (scalars, labelOffsets)
    }
}
