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

extension SuffixPolicy {
    /// How many fresh `UNGUESSABLE` suffixes are drawn before giving up: a repeat of 96
    /// random bits means the random source is broken, not that the space is full.
    static let unguessableAttempts = 4

    /// A free suffix under `prefix` chosen by this policy, as every store chooses it: a
    /// custom suffix must be valid and free; `SHORT` grows by one character after each
    /// collision; `UNGUESSABLE` draws afresh. `isFree` asks the store (inside its write
    /// transaction, for a store shared between processes).
    public func allocate(under prefix: String, using random: inout some RandomNumberGenerator,
                         isFree: (String) throws(ShortLinkStoreError) -> Bool) throws(ShortLinkStoreError) -> String {
        switch self {
        case .custom(let suffix):
            if let reason = SuffixAlphabet.validateCustom(suffix) {
                // Quote at most a little more than the longest acceptable suffix.
                throw .invalidSuffix(suffix: String(suffix.prefix(SuffixAlphabet.customMaximumLength + 1)), reason: reason)
            }
            guard try isFree(suffix) else { throw .suffixTaken(prefix: prefix, suffix: suffix) }
            return suffix
        case .short:
            for length in SuffixAlphabet.shortMinimumLength...SuffixAlphabet.shortMaximumLength {
                let candidate = SuffixGenerator.short(length: length, using: &random)
                if try isFree(candidate) { return candidate }
            }
        case .unguessable:
            for _ in 0..<Self.unguessableAttempts {
                let candidate = SuffixGenerator.unguessable(using: &random)
                if try isFree(candidate) { return candidate }
            }
        }
        throw .suffixesExhausted(prefix: prefix, policy: option)
    }
}
