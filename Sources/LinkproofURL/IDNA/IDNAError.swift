/// Why UTS #46 ToASCII (or the URL Standard's domain to ASCII) failed.
public struct IDNAError: Error, Hashable, Sendable {
    /// The UTS #46 rule that failed.
    public enum Kind: String, Hashable, Sendable, Codable {
        /// A code point the mapping table disallows (Processing step 1), or, with
        /// UseSTD3ASCIIRules, an ASCII code point other than a–z, 0–9 and "-" (Validity Criteria 7).
        case disallowedCodePoint = "disallowed-code-point"
        /// An "xn--" label whose rest is not valid Punycode (Processing step 4.1).
        case invalidPunycode = "invalid-punycode"
        /// An "xn--" label that holds non-ASCII, decodes to nothing or to ASCII only, or decodes to
        /// a label that itself begins with "xn--" or holds a full stop (Processing 4.1, Validity 4–5).
        case invalidACELabel = "invalid-ace-label"
        /// A decoded "xn--" label that is not in Normalization Form C (Validity Criteria 1).
        case notNFC = "not-nfc"
        /// A label that begins with a combining mark (Validity Criteria 6).
        case leadingCombiningMark = "leading-combining-mark"
        /// With CheckHyphens: "--" in the third and fourth positions, or a leading or trailing
        /// hyphen (Validity Criteria 2–3).
        case hyphenRule = "hyphen-rule"
        /// A ZERO WIDTH (NON-)JOINER its context does not allow (RFC 5892 Appendix A).
        case contextJ = "context-j"
        /// A label of a Bidi domain name that breaks the Bidi Rule (RFC 5893 section 2).
        case bidiRule = "bidi-rule"
        /// With VerifyDnsLength: an empty label other than the root label.
        case emptyLabel = "empty-label"
        /// With VerifyDnsLength: a label over 63 or a domain over 253 ASCII characters.
        case dnsLength = "dns-length"
        /// A label longer than `Punycode.maxLength`, refused to keep processing linear
        /// (a limit of this implementation, not of UTS #46).
        case labelTooLong = "label-too-long"
        /// ToASCII gave the empty string (URL Standard, domain to ASCII step 3).
        case emptyDomain = "empty-domain"
    }

    /// The rule that failed.
    public var kind: Kind
    /// Offset, in Unicode scalars of the input, where the rule failed: the failing code point
    /// for a disallowed one, else the start of the failing label.
    public var scalarOffset: Int

    /// Creates an error of `kind` at `scalarOffset`.
    public init(kind: Kind, scalarOffset: Int) {
        self.kind = kind
        self.scalarOffset = scalarOffset
    }
}
