/// Bidi_Class values, in the raw-value order of the generated table.
enum BidiClass: UInt8, Sendable {
    case L, R, AL, EN, ES, ET, AN, CS, NSM, BN, B, S, WS, ON, LRE, LRO, RLE, RLO, PDF, LRI, RLI, FSI, PDI

    /// The Bidi_Class of `scalar` (L for unassigned scalars, which IDNA disallows anyway).
    init(of scalar: Unicode.Scalar) {
        self = UnicodeTables.bidiClassTable.value(of: scalar).flatMap(BidiClass.init(rawValue:)) ?? .L
    }
}

/// The Bidi Rule of RFC 5893 section 2, as UTS #46 CheckBidi applies it.
enum BidiRule {
    private static let rightToLeftAllowed: Set<BidiClass> = [.R, .AL, .AN, .EN, .ES, .CS, .ET, .ON, .BN, .NSM]
    private static let rightToLeftEnds: Set<BidiClass> = [.R, .AL, .EN, .AN]
    private static let leftToRightAllowed: Set<BidiClass> = [.L, .EN, .ES, .CS, .ET, .ON, .BN, .NSM]
    private static let leftToRightEnds: Set<BidiClass> = [.L, .EN]

    /// Whether the domain is a "Bidi domain name" (RFC 5893 section 1.4): some label holds a
    /// right-to-left character (Bidi_Class R, AL or AN).
    static func isBidiDomain(_ labels: [[Unicode.Scalar]]) -> Bool {
        labels.contains { label in label.contains { [.R, .AL, .AN].contains(BidiClass(of: $0)) } }
    }

    /// Whether `label` satisfies the six conditions of the Bidi Rule. An empty label has no
    /// character that could break them.
    static func isSatisfied(by label: [Unicode.Scalar]) -> Bool {
        let classes = label.map(BidiClass.init(of:))
        guard let first = classes.first else { return true }
        // The last class that is not NSM (conditions 3 and 6 allow trailing NSMs).
        let last = classes.last { $0 != .NSM } ?? first
        switch first {
        case .R, .AL:
            return classes.allSatisfy(rightToLeftAllowed.contains)
                && rightToLeftEnds.contains(last)
                && !(classes.contains(.EN) && classes.contains(.AN))
        case .L:
            return classes.allSatisfy(leftToRightAllowed.contains) && leftToRightEnds.contains(last)
        default:
            return false
        }
    }
}
