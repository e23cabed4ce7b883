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
    private static let rightToLeftAllowed: BidiClassSet = [.R, .AL, .AN, .EN, .ES, .CS, .ET, .ON, .BN, .NSM]
    private static let rightToLeftEnds: BidiClassSet = [.R, .AL, .EN, .AN]
    private static let leftToRightAllowed: BidiClassSet = [.L, .EN, .ES, .CS, .ET, .ON, .BN, .NSM]
    private static let leftToRightEnds: BidiClassSet = [.L, .EN]

    /// What CheckBidi needs to know of one label, gathered one character at a time (in the
    /// pass that checks the label's validity).
    struct Verdict {
        /// Whether the label holds a right-to-left character (Bidi_Class R, AL or AN): a domain
        /// with such a label is a "Bidi domain name" (RFC 5893 section 1.4).
        private(set) var hasRightToLeftCharacter = false
        /// The class of the label's first character; nil while the label is empty.
        private var first: BidiClass?
        /// The classes the first character allows in the rest of the label (conditions 2 and 5).
        private var allowed: BidiClassSet = []
        /// Whether the first class is L, R or AL (condition 1) and every class is allowed.
        private var allAllowed = true
        /// The last class that is not NSM (conditions 3 and 6 allow trailing NSMs).
        private var last = BidiClass.L
        private var hasEN = false
        private var hasAN = false

        /// The verdict on an empty label, to which `append` adds characters.
        init() {}

        /// Whether the label satisfies the six conditions of the Bidi Rule. An empty label has
        /// no character that could break them.
        var isSatisfied: Bool {
            guard first != nil else { return true }
            return allAllowed
                && (isRightToLeft ? rightToLeftEnds.contains(last) && !(hasEN && hasAN) : leftToRightEnds.contains(last))
        }

        /// Whether the label is a right-to-left one: its first character is R or AL.
        private var isRightToLeft: Bool { first == .R || first == .AL }

        /// Adds the label's next character, whose Bidi_Class is `bidiClass`.
        mutating func append(_ bidiClass: BidiClass) {
            if first == nil {
                first = bidiClass
                allowed = isRightToLeft ? rightToLeftAllowed : leftToRightAllowed
                allAllowed = isRightToLeft || bidiClass == .L
                last = bidiClass
            }
            hasRightToLeftCharacter = hasRightToLeftCharacter || bidiClass == .R || bidiClass == .AL || bidiClass == .AN
            allAllowed = allAllowed && allowed.contains(bidiClass)
            if bidiClass != .NSM { last = bidiClass }
            hasEN = hasEN || bidiClass == .EN
            hasAN = hasAN || bidiClass == .AN
        }
    }
}
