/// Bidi_Class values, in the raw-value order of the generated table.
enum BidiClass: UInt8, Sendable {
    case L, R, AL, EN, ES, ET, AN, CS, NSM, BN, B, S, WS, ON, LRE, LRO, RLE, RLO, PDF, LRI, RLI, FSI, PDI

    /// The Bidi_Class of `scalar` (L for unassigned scalars, which IDNA disallows anyway).
    init(of scalar: Unicode.Scalar) {
        self = UnicodeTables.bidiClassTable.value(of: scalar).flatMap(BidiClass.init(rawValue:)) ?? .L
    }
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

    /// Whether `label` holds a right-to-left character (Bidi_Class R, AL or AN; no ASCII
    /// character is one): a domain with such a label is a "Bidi domain name" (RFC 5893 section 1.4).
    static func hasRightToLeftCharacter(_ label: ArraySlice<Unicode.Scalar>) -> Bool {
        label.contains { !$0.isASCII && rightToLeft.contains(BidiClass(of: $0)) }
    }

    /// Whether `label` satisfies the six conditions of the Bidi Rule. An empty label has no
    /// character that could break them.
    static func isSatisfied(by label: ArraySlice<Unicode.Scalar>) -> Bool {
        guard let firstScalar = label.first else { return true }
        let first = BidiClass(of: firstScalar)
        let isRightToLeft = first == .R || first == .AL
        guard isRightToLeft || first == .L else { return false }
        let allowed = isRightToLeft ? rightToLeftAllowed : leftToRightAllowed
        var last = first  // the last class that is not NSM (conditions 3 and 6 allow trailing NSMs)
        var hasEN = false
        var hasAN = false
        for scalar in label {
            let bidiClass = BidiClass(of: scalar)
            guard allowed.contains(bidiClass) else { return false }
            if bidiClass != .NSM { last = bidiClass }
            hasEN = hasEN || bidiClass == .EN
            hasAN = hasAN || bidiClass == .AN
        }
        return isRightToLeft ? rightToLeftEnds.contains(last) && !(hasEN && hasAN) : leftToRightEnds.contains(last)
    }
}
