/// UTS #46 processing as the URL Standard's "domain to ASCII" configures it
/// (Unicode data: `UnicodeTables.unicodeVersion`).
public enum IDNA {
    /// The options of UTS #46 ToASCII that callers may set. Transitional_Processing is always
    /// false and IgnoreInvalidPunycode always false, as the URL Standard sets them.
    public struct Options: Hashable, Sendable {
        /// Refuse "--" in the third and fourth positions and leading or trailing hyphens.
        public var checkHyphens: Bool
        /// Apply the Bidi Rule (RFC 5893) to every label of a Bidi domain name.
        public var checkBidi: Bool
        /// Apply the CONTEXTJ rules (RFC 5892 Appendix A) to U+200C and U+200D.
        public var checkJoiners: Bool
        /// Allow only a–z, 0–9 and "-" among ASCII code points.
        public var useSTD3ASCIIRules: Bool
        /// Refuse empty labels and labels or domains longer than DNS allows.
        public var verifyDNSLength: Bool

        /// Creates a set of options.
        public init(checkHyphens: Bool, checkBidi: Bool, checkJoiners: Bool, useSTD3ASCIIRules: Bool, verifyDNSLength: Bool) {
            self.checkHyphens = checkHyphens
            self.checkBidi = checkBidi
            self.checkJoiners = checkJoiners
            self.useSTD3ASCIIRules = useSTD3ASCIIRules
            self.verifyDNSLength = verifyDNSLength
        }

        /// The options the URL Standard's domain to ASCII passes: CheckHyphens, UseSTD3ASCIIRules
        /// and VerifyDnsLength set to `beStrict`; CheckBidi and CheckJoiners set to true.
        public static func urlStandard(beStrict: Bool) -> Options {
            Options(checkHyphens: beStrict, checkBidi: true, checkJoiners: true,
                    useSTD3ASCIIRules: beStrict, verifyDNSLength: beStrict)
        }
    }

    /// The URL Standard's "domain to ASCII" (https://url.spec.whatwg.org/#concept-domain-to-ascii):
    /// when `beStrict` is false and `domain` is ASCII, its ASCII lowercasing, whatever ToASCII
    /// would say (web compatibility: callers record a ToASCII failure there as a validation error
    /// with `toASCII(_:options:)`); otherwise UTS #46 ToASCII with `Options.urlStandard(beStrict:)`,
    /// failing on an empty result. Forbidden-domain-code-point checks are the caller's.
    public static func domainToASCII(_ domain: String, beStrict: Bool = false) throws(IDNAError) -> String {
        if !beStrict, isASCII(domain) { return asciiLowercased(domain) }
        let result = try toASCII(domain, options: .urlStandard(beStrict: beStrict))
        guard !result.isEmpty else { throw IDNAError(kind: .emptyDomain, scalarOffset: 0) }
        return result
    }

    /// UTS #46 ToASCII (https://www.unicode.org/reports/tr46/#ToASCII) of `domain`. An ASCII
    /// domain without "xn--" labels is only lowercased (UTS #46 changes nothing else there)
    /// unless `options` ask for STD3 rules, hyphen checks or DNS lengths.
    public static func toASCII(_ domain: String, options: Options) throws(IDNAError) -> String {
        let checksASCII = options.useSTD3ASCIIRules || options.checkHyphens || options.verifyDNSLength
        if !checksASCII, isASCII(domain) {
            let lowercased = asciiLowercased(domain)
            let hasACELabel = lowercased.split(separator: ".", omittingEmptySubsequences: false).contains { $0.hasPrefix("xn--") }
            if !hasACELabel { return lowercased }
        }
        return try UTS46.toASCII(domain, options: options)
    }

    private static func isASCII(_ string: String) -> Bool {
        var string = string
        return string.withUTF8 { utf8 in utf8.allSatisfy { $0 < 0x80 } }
    }

    private static func asciiLowercased(_ ascii: String) -> String {
        String(decoding: ascii.utf8.map { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
    }
}
