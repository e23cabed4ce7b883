/// The domain parser's steps 1-2 (https://url.spec.whatwg.org/#concept-domain-to-ascii) for an
/// ASCII domain with no `xn--` label, answered without running UTS #46: whether ToASCII with
/// the strict options (CheckHyphens, UseSTD3ASCIIRules and VerifyDnsLength true) fails, which
/// is a domain-to-ASCII validation error even where the domain is accepted. On such a domain
/// ToASCII only lowercases (ASCII maps to itself or its lowercase; no label is Punycode, none
/// is Bidi, none has a joiner), so it fails exactly when a byte is not a letter, digit, `-` or
/// `.` (UseSTD3ASCIIRules), a label starts or ends with `-` or has `-` third and fourth
/// (CheckHyphens), or a label other than a final empty one (the root) is empty or longer than
/// 63, or the domain without its root is longer than 253 (VerifyDnsLength). The scans of the
/// host parser and the fast path check the bytes as they read them, each label's length
/// (`hasValidLength`) and the hyphens of a label with a `-` (`hasValidHyphens`); the tests compare what the parser records with `IDNA.toASCII`.
enum StrictASCIIDomain {
    /// VerifyDnsLength's bound on a domain without its root label and its dot.
    static let maximumLength = 253
    /// VerifyDnsLength's bound on a label.
    static let maximumLabelLength = 63

    /// Whether `domain[start..<end]`, a label of letters, digits and `-` at least one of
    /// which is `-`, passes CheckHyphens: no `-` first or last, not `-` both third and fourth
    /// (which every `xn--` label has). The scans call it only for a label with a `-`, at its
    /// end. (Inlined: the fast path calls it.)
    @inline(__always)
    static func hasValidHyphens(_ domain: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        let hyphen = UInt8(ascii: "-")
        guard domain[start] != hyphen, domain[end &- 1] != hyphen else { return false }
        return end &- start < 4 || domain[start &+ 2] != hyphen || domain[start &+ 3] != hyphen
    }

    /// Whether VerifyDnsLength takes a label of `length` bytes: 1 to 63.
    @inline(__always)
    static func hasValidLength(_ length: Int) -> Bool {
        UInt(bitPattern: length &- 1) < UInt(maximumLabelLength)
    }

    /// Whether VerifyDnsLength refuses a domain of `count` bytes for its length alone (labels
    /// apart): empty, or longer than 253 without a final `.` (`endsWithDot`).
    @inline(__always)
    static func isTooLong(count: Int, endsWithDot: Bool) -> Bool {
        let length = endsWithDot ? count &- 1 : count
        return UInt(bitPattern: length &- 1) >= UInt(maximumLength)
    }
}
