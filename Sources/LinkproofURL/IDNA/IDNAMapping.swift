/// The status of a code point in the UTS #46 IDNA Mapping Table (section 5).
enum MappingStatus: UInt8, Sendable {
    case valid, mapped, deviation, ignored, disallowed
}

/// The UTS #46 IDNA Mapping Table: every scalar's status and, for mapped ones, its replacement.
struct MappingTable: Sendable {
    private let starts: [UInt32]
    private let statuses: [MappingStatus]
    private let replacementRanges: [Range<Int>]
    private let replacements: [Unicode.Scalar]

    /// Builds the table from pairs (start << 8 | status, offset << 8 | length) covering every
    /// scalar, and the replacement scalars the offsets point into.
    init(ranges: [UInt32], replacements: [UInt32]) {
        let pairs = stride(from: 0, to: ranges.count - 1, by: 2)
        starts = pairs.map { ranges[$0] >> 8 }
        statuses = pairs.map { MappingStatus(rawValue: UInt8(truncatingIfNeeded: ranges[$0])) ?? .disallowed }
        replacementRanges = pairs.map {
            let offset = Int(ranges[$0 + 1] >> 8)
            return offset..<(offset + Int(ranges[$0 + 1] & 0xFF))
        }
        self.replacements = replacements.compactMap(Unicode.Scalar.init)
    }

    /// The status of `scalar`.
    func status(of scalar: Unicode.Scalar) -> MappingStatus {
        guard let index = starts.lastIndex(notAbove: scalar.value) else { return .disallowed }
        return statuses[index]
    }

    /// The status of `scalar` and what it maps to (empty unless mapped).
    func entry(for scalar: Unicode.Scalar) -> (status: MappingStatus, replacement: ArraySlice<Unicode.Scalar>) {
        guard let index = starts.lastIndex(notAbove: scalar.value) else { return (.disallowed, []) }
        let range = replacementRanges[index].clamped(to: replacements.indices)
        return (statuses[index], replacements[range])
    }
}

/// UTS #46 Processing step 1, Map, with Transitional_Processing=false: ignored code points are
/// removed, mapped ones replaced, valid and deviation ones kept.
enum IDNAMapping {
    /// The mapped scalars of `domain`, and the input offset where each label begins.
    /// Throws `disallowedCodePoint` at the first disallowed scalar.
    static func map(_ domain: String.UnicodeScalarView) throws(IDNAError) -> (scalars: [Unicode.Scalar], labelOffsets: [Int]) {
        let table = UnicodeTables.mappingTable
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(domain.count)
        var labelOffsets = [0]
        for (offset, scalar) in domain.enumerated() {
            let (status, replacement) = table.entry(for: scalar)
            switch status {
            case .valid, .deviation: scalars.append(scalar)
            case .mapped: scalars.append(contentsOf: replacement)
            case .ignored: continue
            case .disallowed: throw IDNAError(kind: .disallowedCodePoint, scalarOffset: offset)
            }
            let dots = status == .mapped ? replacement.filter { $0 == "." }.count : (scalar == "." ? 1 : 0)
            labelOffsets.append(contentsOf: repeatElement(offset + 1, count: dots))
        }
        return (scalars, labelOffsets)
    }
}
