/// Bidi_Class values, in the raw-value order of the generated table (L for unassigned
/// scalars, which IDNA disallows anyway).
enum BidiClass: UInt8, Sendable {
    case L, R, AL, EN, ES, ET, AN, CS, NSM, BN, B, S, WS, ON, LRE, LRO, RLE, RLO, PDF, LRI, RLI, FSI, PDI
}

/// A set of Bidi_Class values, as a bit mask.
struct BidiClassSet: ExpressibleByArrayLiteral, Sendable {
    private let mask: UInt32

    init(arrayLiteral classes: BidiClass...) {
        mask = classes.reduce(0) { $0 | 1 << $1.rawValue }
    }

    func contains(_ bidiClass: BidiClass) -> Bool {
        mask & 1 << bidiClass.rawValue != 0
    }
}

/// The Bidi Rule of RFC 5893 section 2, as UTS #46 CheckBidi applies it.
enum BidiRule {
    private static let rightToLeft: BidiClassSet = [.R, .AL, .AN]
    private static let rightToLeftAllowed: BidiClassSet = [.R, .AL, .AN, .EN, .ES, .CS, .ET, .ON, .BN, .NSM]
    private static let rightToLeftEnds: BidiClassSet = [.R, .AL, .EN, .AN]
    private static let leftToRightAllowed: BidiClassSet = [.L, .EN, .ES, .CS, .ET, .ON, .BN, .NSM]
    private static let leftToRightEnds: BidiClassSet = [.L, .EN]

    /// What CheckBidi needs to know of one label, from one pass over its Bidi classes.
    struct Verdict {
        /// Whether the label holds a right-to-left character (Bidi_Class R, AL or AN): a domain
        /// with such a label is a "Bidi domain name" (RFC 5893 section 1.4).
        let hasRightToLeftCharacter: Bool
        /// Whether the label satisfies the six conditions of the Bidi Rule. An empty label has
        /// no character that could break them.
        let isSatisfied: Bool

        init(of label: ArraySlice<Unicode.Scalar>) {
            let table = UnicodeTables.scalarProperties
            guard let firstScalar = label.first else {
                (hasRightToLeftCharacter, isSatisfied) = (false, true)
                return
            }
            let first = table[firstScalar].bidiClass
            let isRightToLeft = first == .R || first == .AL
            let allowed = isRightToLeft ? rightToLeftAllowed : leftToRightAllowed
            let rightToLeft = BidiRule.rightToLeft
            var allAllowed = isRightToLeft || first == .L
            var hasRightToLeft = false
            var last = first  // the last class that is not NSM (conditions 3 and 6 allow trailing NSMs)
            var hasEN = false
            var hasAN = false
            for scalar in label {
                let bidiClass = table[scalar].bidiClass
                hasRightToLeft = hasRightToLeft || rightToLeft.contains(bidiClass)
                allAllowed = allAllowed && allowed.contains(bidiClass)
                if bidiClass != .NSM { last = bidiClass }
                hasEN = hasEN || bidiClass == .EN
                hasAN = hasAN || bidiClass == .AN
            }
            hasRightToLeftCharacter = hasRightToLeft
            isSatisfied = allAllowed
                && (isRightToLeft ? rightToLeftEnds.contains(last) && !(hasEN && hasAN) : leftToRightEnds.contains(last))
        }
    }
}
