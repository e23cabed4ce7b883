/// How confident a dynamic-link match is (Firebase's `matchType`; S000-10).
public enum MatchType: String, Hashable, Sendable, Codable, CaseIterable, Comparable {
    /// No match: nothing to act on.
    case none
    /// Ambiguous: never act on personal content.
    case weak
    /// A single fingerprint match.
    case `default`
    /// Certain: the link was opened directly, or an exact token survived the install.
    case unique

    private var rank: Int {
        switch self {
        case .none: 0
        case .weak: 1
        case .default: 2
        case .unique: 3
        }
    }

    public static func < (lhs: MatchType, rhs: MatchType) -> Bool { lhs.rank < rhs.rank }
}
