/// UTS #46 Processing step 1, Map, with Transitional_Processing=false: ignored code points are
/// removed, mapped ones replaced, valid and deviation ones kept.
enum IDNAMapping {
    /// The mapped scalars of `domain`, and the input offset where each label begins.
    /// Throws `disallowedCodePoint` at the first disallowed scalar.
    static func map(_ domain: String) throws(IDNAError) -> (scalars: [Unicode.Scalar], labelOffsets: [Int]) {
        let table = UnicodeTables.scalarProperties
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(domain.utf8.count)
        var labelOffsets: [Int] = []
        labelOffsets.reserveCapacity(4)  // most domains have at most four labels
        labelOffsets.append(0)
        var offset = 0
        for scalar in domain.unicodeScalars {
            let properties = table[scalar]
            switch properties.mappingStatus {
            case .valid, .deviation:
                scalars.append(scalar)
                if scalar == "." { labelOffsets.append(offset + 1) }
            case .mapped:
                for mapped in table.replacement(properties) {
                    scalars.append(mapped)
                    if mapped == "." { labelOffsets.append(offset + 1) }
                }
            case .ignored:
                break
            case .disallowed:
                throw IDNAError(kind: .disallowedCodePoint, scalarOffset: offset)
            }
            offset += 1
        }
        return (scalars, labelOffsets)
    }
}
