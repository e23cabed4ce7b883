/// UTS #46 processing as the URL Standard's "domain to ASCII" configures it.
///
/// STUB: the real implementation (mapping table, Punycode, NFC, bidi and joiner rules) is
/// being written on the `idna` branch. This stub lowercases ASCII and rejects the rest.
public enum IDNA {
    /// The URL Standard's "domain to ASCII" (https://url.spec.whatwg.org/#concept-domain-to-ascii),
    /// steps 1–4: UTS #46 ToASCII with CheckHyphens=false, CheckBidi=true, CheckJoiners=true,
    /// UseSTD3ASCIIRules=beStrict, Transitional_Processing=false, VerifyDnsLength=beStrict,
    /// IgnoreInvalidPunycode=false. Forbidden-domain-code-point checks are the caller's.
    public static func domainToASCII(_ domain: String, beStrict: Bool = false) throws(IDNAError) -> String {
        var result = ""
        for scalar in domain.unicodeScalars {
            guard scalar.isASCII else { throw IDNAError(kind: .disallowedCodePoint, scalarOffset: 0) }
            result.unicodeScalars.append(scalar.properties.lowercaseMapping.unicodeScalars.first ?? scalar)
        }
        return result
    }
}

/// Why UTS #46 ToASCII failed.
public struct IDNAError: Error, Hashable, Sendable {
    /// The UTS #46 rule that failed.
    public enum Kind: String, Hashable, Sendable, Codable {
        case disallowedCodePoint = "disallowed-code-point"
        case invalidPunycode = "invalid-punycode"
        case invalidACELabel = "invalid-ace-label"
        case notNFC = "not-nfc"
        case leadingCombiningMark = "leading-combining-mark"
        case hyphenRule = "hyphen-rule"
        case contextJ = "context-j"
        case bidiRule = "bidi-rule"
        case emptyLabel = "empty-label"
        case dnsLength = "dns-length"
    }

    public var kind: Kind
    /// Offset, in Unicode scalars of the input, where the rule failed (best effort).
    public var scalarOffset: Int

    public init(kind: Kind, scalarOffset: Int) {
        self.kind = kind
        self.scalarOffset = scalarOffset
    }
}
