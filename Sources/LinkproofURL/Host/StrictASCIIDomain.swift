/// The domain parser's steps 1-2 (https://url.spec.whatwg.org/#concept-domain-to-ascii) for an
/// ASCII domain with no `xn--` label, answered without running UTS #46: whether ToASCII with
/// the strict options (CheckHyphens, UseSTD3ASCIIRules and VerifyDnsLength true) fails, which
/// is a domain-to-ASCII validation error even where the domain is accepted. On such a domain
/// ToASCII only lowercases (ASCII maps to itself or its lowercase; no label is Punycode, none
/// is Bidi, none has a joiner), so it fails exactly when a byte is not a letter, digit, `-` or
/// `.` (UseSTD3ASCIIRules), a label starts or ends with `-` or has `-` third and fourth
/// (CheckHyphens), or a label other than a final empty one (the root) is empty or longer than
/// 63, or the domain without its root is longer than 253 (VerifyDnsLength). The scans of the
/// host parser and the fast path check the bytes as they read them and the labels with
/// `isValidLabel`; the tests compare what the parser records with `IDNA.toASCII`.
enum StrictASCIIDomain {
    /// VerifyDnsLength's bound on a domain without its root label and its dot.
    static let maximumLength = 253
    /// VerifyDnsLength's bound on a label.
    static let maximumLabelLength = 63

    /// Whether `domain[start..<end]`, a label of letters, digits and `-`, passes CheckHyphens
    /// and VerifyDnsLength: 1 to 63 bytes, no `-` first or last, not `-` both third and fourth.
    static func isValidLabel(_ domain: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        let hyphen = UInt8(ascii: "-")
        guard end > start, end - start <= maximumLabelLength, domain[start] != hyphen, domain[end - 1] != hyphen else { return false }
        return end - start < 4 || domain[start + 2] != hyphen || domain[start + 3] != hyphen
    }

    /// Whether VerifyDnsLength refuses a domain of `count` bytes for its length alone (labels
    /// apart): empty, or longer than 253 without a final `.` (`endsWithDot`).
    static func isTooLong(count: Int, endsWithDot: Bool) -> Bool {
        let length = endsWithDot ? count - 1 : count
        return length == 0 || length > maximumLength
    }

    /// Whether strict ToASCII fails on `domain`, of letters, digits, `-` and `.` only, with
    /// no `xn--` label: a label fails `isValidLabel` or the length `isTooLong`.
    static func labelsFail(_ domain: UnsafeBufferPointer<UInt8>) -> Bool {
        let endsWithDot = domain.last == UInt8(ascii: ".")
        guard !isTooLong(count: domain.count, endsWithDot: endsWithDot) else { return true }
        let end = endsWithDot ? domain.count - 1 : domain.count
        var labelStart = 0
        for index in 0...end where index == end || domain[index] == UInt8(ascii: ".") {
            guard isValidLabel(domain, labelStart, index) else { return true }
            labelStart = index + 1
        }
        return false
    }
}
