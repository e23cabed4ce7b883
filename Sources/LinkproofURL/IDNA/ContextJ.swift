/// Joining_Type values that CONTEXTJ needs, in the raw-value order of the generated table.
enum JoiningType: UInt8, Sendable {
    case nonJoining, joinCausing, dual, left, right, transparent

    /// The Joining_Type of `scalar`.
    init(of scalar: Unicode.Scalar) {
        self = UnicodeTables.scalarProperties[scalar].joiningType
    }
}

/// The CONTEXTJ rules of RFC 5892 Appendix A.1 (ZERO WIDTH NON-JOINER) and A.2 (ZERO WIDTH
/// JOINER), as UTS #46 CheckJoiners applies them.
enum ContextJ {
    private static let zeroWidthNonJoiner: Unicode.Scalar = "\u{200C}"
    private static let zeroWidthJoiner: Unicode.Scalar = "\u{200D}"
    private static let viramaCombiningClass: UInt8 = 9

    /// Whether `scalar` is one of the two joiners the CONTEXTJ rules are about.
    static func isJoiner(_ scalar: Unicode.Scalar) -> Bool {
        scalar == zeroWidthNonJoiner || scalar == zeroWidthJoiner
    }

    /// The index in `label` of the first joiner its context does not allow, or nil.
    static func firstDisallowedJoiner<Label: RandomAccessCollection<Unicode.Scalar>>(in label: Label) -> Int? where Label.Index == Int {
        label.indices.first { index in
            switch label[index] {
            case zeroWidthNonJoiner: !(followsVirama(label, index) || isBetweenJoiningLetters(label, index))
            case zeroWidthJoiner: !followsVirama(label, index)
            default: false
            }
        }
    }

    /// `Canonical_Combining_Class(Before(cp)) .eq. Virama`.
    private static func followsVirama<Label: RandomAccessCollection<Unicode.Scalar>>(_ label: Label, _ index: Int) -> Bool where Label.Index == Int {
        index > label.startIndex && UnicodeTables.scalarProperties[label[index - 1]].combiningClass == viramaCombiningClass
    }

    /// `(Joining_Type:{L,D})(Joining_Type:T)*\u200C(Joining_Type:T)*(Joining_Type:{R,D})`.
    private static func isBetweenJoiningLetters<Label: RandomAccessCollection<Unicode.Scalar>>(_ label: Label, _ index: Int) -> Bool where Label.Index == Int {
        let before = label[..<index].lazy.map(JoiningType.init(of:)).last { $0 != .transparent }
        let after = label[(index + 1)...].lazy.map(JoiningType.init(of:)).first { $0 != .transparent }
        return [.left, .dual].contains(before) && [.right, .dual].contains(after)
    }
}
