import LinkproofURL

/// The characters suffixes are made of, and the lengths the policies use.
///
/// Generated suffixes (`SHORT` and `UNGUESSABLE`) use base 62: the digits `0`–`9`, then
/// `A`–`Z`, then `a`–`z`, in that order (digit value 0 is `0`, 61 is `z`). None of these
/// needs percent-encoding in a URL path, so the short link is exactly `prefix/suffix`.
/// Custom suffixes follow the rule every short link is judged by (`validateCustom(_:)`),
/// so that the store never acknowledges a link `resolve` would refuse.
package enum SuffixAlphabet {
    /// The 62 characters of generated suffixes, indexed by digit value.
    public static let base62: [UInt8] = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz".utf8)
    /// The length a `SHORT` suffix starts at.
    public static let shortMinimumLength = 4
    /// The length at which `SHORT` stops growing and the insert fails instead.
    public static let shortMaximumLength = 12
    /// The length of every `UNGUESSABLE` suffix (see `SuffixGenerator.unguessable(using:)`).
    public static let unguessableLength = 17
    /// The lengths a short link's suffix may have, wherever it comes from.
    public static var lengths: ClosedRange<Int> { DeepLinkParser.shortLinkSuffixLength }
    /// The longest custom suffix accepted.
    public static var customMaximumLength: Int { lengths.upperBound }

    /// Why `suffix` cannot follow a short-link prefix, or nil when it can: `lengths` ASCII
    /// letters or digits. The one rule of both the parser (so `resolve`) and the store's
    /// custom suffixes (so `store import`).
    public static func validate(_ suffix: some Collection<UInt8>) -> String? {
        if let offset = suffix.firstIndex(where: { !ASCII.isAlphanumeric($0) }).map({ suffix.distance(from: suffix.startIndex, to: $0) }) {
            return "has a character other than A-Z, a-z or 0-9 at byte \(offset)"
        }
        guard lengths.contains(suffix.count) else {
            return "is \(suffix.count) characters, not \(lengths.lowerBound) to \(lengths.upperBound)"
        }
        return nil
    }

    /// Why a custom suffix was refused, or nil when it is acceptable (`validate(_:)`).
    public static func validateCustom(_ suffix: String) -> String? { validate(suffix.utf8) }
}
