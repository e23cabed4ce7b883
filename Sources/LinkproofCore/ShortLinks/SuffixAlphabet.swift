/// The characters suffixes are made of, and the lengths the policies use.
///
/// Generated suffixes (`SHORT` and `UNGUESSABLE`) use base 62: the digits `0`–`9`, then
/// `A`–`Z`, then `a`–`z`, in that order (digit value 0 is `0`, 61 is `z`). None of these
/// needs percent-encoding in a URL path, so the short link is exactly `prefix/suffix`.
/// Custom suffixes may also use `-` and `_`, which are just as safe in a path.
public enum SuffixAlphabet {
    /// The 62 characters of generated suffixes, indexed by digit value.
    public static let base62: [UInt8] = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz".utf8)
    /// The length a `SHORT` suffix starts at.
    public static let shortMinimumLength = 4
    /// The length at which `SHORT` stops growing and the insert fails instead.
    public static let shortMaximumLength = 12
    /// The length of every `UNGUESSABLE` suffix (see `SuffixGenerator.unguessable(using:)`).
    public static let unguessableLength = 17
    /// The longest custom suffix accepted.
    public static let customMaximumLength = 64

    /// Why a custom suffix was refused, or nil when it is acceptable: 1 to
    /// `customMaximumLength` characters from base 62, `-` and `_`.
    public static func validateCustom(_ suffix: String) -> String? {
        let bytes = suffix.utf8
        if bytes.isEmpty { return "is empty" }
        if bytes.count > customMaximumLength { return "is longer than \(customMaximumLength) characters" }
        if let offset = bytes.firstIndex(where: { !isCustomCharacter($0) }).map({ bytes.distance(from: bytes.startIndex, to: $0) }) {
            return "has a character other than A-Z, a-z, 0-9, '-' or '_' at byte \(offset)"
        }
        return nil
    }

    private static func isCustomCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "-"), UInt8(ascii: "_"):
            true
        default:
            false
        }
    }
}
