/// Unicode Normalization Form C (UAX #15) over scalars, from the generated tables.
enum NFC {
    /// Scalars below this are never changed by NFC, nor combine with what precedes them.
    private static let firstScalarNFCMayChange: UInt32 = 0x300

    /// `scalars` in Normalization Form C.
    static func normalize(_ scalars: [Unicode.Scalar]) -> [Unicode.Scalar] {
        if passesQuickCheck(scalars) { return scalars }
        var decomposed = decompose(scalars)
        reorderCanonically(&decomposed)
        return compose(decomposed)
    }

    /// Whether `scalars` are already in Normalization Form C.
    static func isNormalized(_ scalars: some Collection<Unicode.Scalar>) -> Bool {
        passesQuickCheck(scalars) || normalize(Array(scalars)).elementsEqual(scalars)
    }

    /// UAX #15's quick check, with Maybe taken for "not known": true only when `scalars` are
    /// certainly in NFC (no scalar is NFC_Quick_Check No or Maybe, non-starters are in order).
    static func passesQuickCheck(_ scalars: some Collection<Unicode.Scalar>) -> Bool {
        let table = UnicodeTables.scalarProperties
        var lastClass: UInt8 = 0
        for scalar in scalars {
            guard scalar.value >= firstScalarNFCMayChange else {
                lastClass = 0
                continue
            }
            let properties = table[scalar]
            if properties.nfcQuickCheck != .yes { return false }
            if properties.combiningClass != 0, lastClass > properties.combiningClass { return false }
            lastClass = properties.combiningClass
        }
        return true
    }

    // MARK: Decomposition

    private static func decompose(_ scalars: some Collection<Unicode.Scalar>) -> [Unicode.Scalar] {
        var result: [Unicode.Scalar] = []
        result.reserveCapacity(scalars.count)
        let table = UnicodeTables.scalarProperties
        for scalar in scalars {
            let parts = table.decomposition(table[scalar])
            if !parts.isEmpty {
                result.append(contentsOf: parts)
            } else if let parts = Hangul.decompose(scalar) {
                result.append(contentsOf: parts)
            } else {
                result.append(scalar)
            }
        }
        return result
    }

    /// Sorts every run of non-starters by combining class, stably (the Canonical Ordering Algorithm).
    private static func reorderCanonically(_ scalars: inout [Unicode.Scalar]) {
        var runStart = 0
        while runStart < scalars.count {
            guard combiningClass(of: scalars[runStart]) != 0 else {
                runStart += 1
                continue
            }
            var runEnd = runStart + 1
            while runEnd < scalars.count, combiningClass(of: scalars[runEnd]) != 0 { runEnd += 1 }
            if runEnd - runStart > 1 {
                let sorted = scalars[runStart..<runEnd].enumerated().sorted {
                    (combiningClass(of: $0.element), $0.offset)
                        < (combiningClass(of: $1.element), $1.offset)
                }
                scalars.replaceSubrange(runStart..<runEnd, with: sorted.map(\.element))
            }
            runStart = runEnd
        }
    }

    // MARK: Composition

    /// The Canonical Composition Algorithm over canonically ordered, decomposed scalars.
    private static func compose(_ scalars: [Unicode.Scalar]) -> [Unicode.Scalar] {
        var result: [Unicode.Scalar] = []
        result.reserveCapacity(scalars.count)
        var starterIndex: Int?
        // The combining class of the last scalar kept after the starter; nil if none yet.
        var lastClass: UInt8?
        for scalar in scalars {
            let combiningClass = combiningClass(of: scalar)
            let blocked = lastClass.map { $0 == 0 || $0 >= combiningClass } ?? false
            if let starter = starterIndex, !blocked, let composite = composePair(result[starter], scalar) {
                result[starter] = composite
                continue
            }
            if combiningClass == 0 {
                starterIndex = result.count
                lastClass = nil
            } else {
                lastClass = combiningClass
            }
            result.append(scalar)
        }
        return result
    }

    private static func combiningClass(of scalar: Unicode.Scalar) -> UInt8 {
        UnicodeTables.scalarProperties[scalar].combiningClass
    }

    private static func composePair(_ first: Unicode.Scalar, _ second: Unicode.Scalar) -> Unicode.Scalar? {
        Hangul.compose(first, second)
            ?? UnicodeTables.compositionTable[UInt64(first.value) << 32 | UInt64(second.value)]
    }
}

/// The arithmetic Hangul syllable (de)composition of the Unicode Standard, section 3.12.
private enum Hangul {
    static let syllableBase: UInt32 = 0xAC00
    static let leadingBase: UInt32 = 0x1100
    static let vowelBase: UInt32 = 0x1161
    static let trailingBase: UInt32 = 0x11A7
    static let leadingCount: UInt32 = 19
    static let vowelCount: UInt32 = 21
    static let trailingCount: UInt32 = 28
    static let syllableCount = leadingCount * vowelCount * trailingCount

    static func decompose(_ scalar: Unicode.Scalar) -> [Unicode.Scalar]? {
        guard scalar.value >= syllableBase, scalar.value < syllableBase + syllableCount else { return nil }
        let index = scalar.value - syllableBase
        let trailing = index % trailingCount
        let parts = [
            leadingBase + index / (vowelCount * trailingCount),
            vowelBase + (index % (vowelCount * trailingCount)) / trailingCount,
        ] + (trailing == 0 ? [] : [trailingBase + trailing])
        return parts.compactMap(Unicode.Scalar.init)
    }

    static func compose(_ first: Unicode.Scalar, _ second: Unicode.Scalar) -> Unicode.Scalar? {
        let (a, b) = (first.value, second.value)
        if a >= leadingBase, a < leadingBase + leadingCount, b >= vowelBase, b < vowelBase + vowelCount {
            let syllable = syllableBase + ((a - leadingBase) * vowelCount + (b - vowelBase)) * trailingCount
            return Unicode.Scalar(syllable)
        }
        let isLVSyllable = a >= syllableBase && a < syllableBase + syllableCount && (a - syllableBase) % trailingCount == 0
        if isLVSyllable, b > trailingBase, b < trailingBase + trailingCount {
            return Unicode.Scalar(a + (b - trailingBase))
        }
        return nil
    }
}
