/// UTS #46 Processing step 1, Map, with Transitional_Processing=false: ignored code points are
/// removed, mapped ones replaced, valid and deviation ones kept.
enum IDNAMapping {
    /// The mapped scalars of `domain` (UTF-8; each ill-formed subsequence read as U+FFFD) and
    /// the input offset (in scalars) where each label begins, given to `body` in scratch space:
    /// on the stack for most domains, as big as the mapping needs for the rest.
    /// Throws `disallowedCodePoint` at the first disallowed scalar.
    static func withMapped<Value: ~Copyable>(
        _ domain: UnsafeBufferPointer<UInt8>,
        _ body: (UnsafeBufferPointer<Unicode.Scalar>, UnsafeBufferPointer<Int>) throws(IDNAError) -> Value
    ) throws(IDNAError) -> Value {
        // Most scalars map to at most one scalar, and take at least one byte, so most domains
        // need no more than one scalar a byte; the first pass counts what the others need.
        try withMapped(domain, scalarCapacity: domain.count, labelCapacity: domain.count + 1, body)
    }

    private static func withMapped<Value: ~Copyable>(
        _ domain: UnsafeBufferPointer<UInt8>, scalarCapacity: Int, labelCapacity: Int,
        _ body: (UnsafeBufferPointer<Unicode.Scalar>, UnsafeBufferPointer<Int>) throws(IDNAError) -> Value
    ) throws(IDNAError) -> Value {
        try withUnsafeTemporaryAllocation(of: Unicode.Scalar.self, capacity: scalarCapacity) { scalars throws(IDNAError) -> Value in
            try withUnsafeTemporaryAllocation(of: Int.self, capacity: labelCapacity) { labelOffsets throws(IDNAError) -> Value in
                let (scalarCount, labelCount) = try map(domain, into: scalars, labelOffsets: labelOffsets)
                guard scalarCount <= scalars.count, labelCount <= labelOffsets.count else {
                    return try withMapped(domain, scalarCapacity: scalarCount, labelCapacity: labelCount, body)
                }
                return try body(UnsafeBufferPointer(rebasing: scalars[..<scalarCount]),
                                UnsafeBufferPointer(rebasing: labelOffsets[..<labelCount]))
            }
        }
    }

    /// Maps `domain` into `scalars`, and the offset where each label begins into
    /// `labelOffsets`; returns how many of each the mapping has. Where that is more than a
    /// buffer holds, only its first ones are written (every write is checked against its count).
    private static func map(
        _ domain: UnsafeBufferPointer<UInt8>, into scalars: UnsafeMutableBufferPointer<Unicode.Scalar>,
        labelOffsets: UnsafeMutableBufferPointer<Int>
    ) throws(IDNAError) -> (scalars: Int, labels: Int) {
        let table = UnicodeTables.scalarProperties
        var scalarCount = 0
        var labelCount = 0
        func append(_ scalar: Unicode.Scalar, offset: Int) {
            if scalarCount < scalars.count { scalars[scalarCount] = scalar }
            scalarCount += 1
            if scalar == "." { startLabel(at: offset + 1) }
        }
        func startLabel(at offset: Int) {
            if labelCount < labelOffsets.count { labelOffsets[labelCount] = offset }
            labelCount += 1
        }
        startLabel(at: 0)
        var offset = 0
        var index = 0
        while index < domain.count {
            let scalar: Unicode.Scalar
            switch UTF8Scalar.decode(domain, at: index) {
            case .valid(let value, let length):
                scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
                index += length
            case .invalid(let length):
                scalar = "\u{FFFD}"
                index += length
            }
            let properties = table[scalar]
            switch properties.mappingStatus {
            case .valid, .deviation:
                append(scalar, offset: offset)
            case .mapped:
                for mapped in table.replacement(properties) { append(mapped, offset: offset) }
            case .ignored:
                break
            case .disallowed:
                throw IDNAError(kind: .disallowedCodePoint, scalarOffset: offset)
            }
            offset += 1
        }
        return (scalarCount, labelCount)
    }
}
