/// How the store chooses the path segment after a short-link prefix, as the Dynamic Links
/// REST API's `suffix.option` names it.
public enum SuffixPolicy: Sendable, Hashable {
    /// The shortest free suffix: `SuffixAlphabet.shortMinimumLength` random characters,
    /// one more after each collision. Easy to type, but guessable by enumeration.
    case short
    /// `SuffixAlphabet.unguessableLength` characters carrying 96 random bits, for links that
    /// lead to something private.
    case unguessable
    /// A suffix the caller brings (e.g. when migrating existing links); it must pass
    /// `SuffixAlphabet.validateCustom(_:)` and be free under its prefix.
    case custom(String)

    /// The REST API's name for the option: `SHORT`, `UNGUESSABLE` or `CUSTOM`.
    public var option: String {
        switch self {
        case .short: "SHORT"
        case .unguessable: "UNGUESSABLE"
        case .custom: "CUSTOM"
        }
    }
}
