import Testing
@testable import LinkproofURL

/// The pieces of UTS #46 one by one: mapping, NFC, CONTEXTJ, the Bidi Rule, the options.
/// Expected values come from the rules' texts (and, for NFC, from UAX #15's examples).
@Suite struct IDNARulesTests {
    private static let lenient = IDNA.Options.urlStandard(beStrict: false)

    // MARK: Mapping (UTS #46 section 5)

    @Test func mapsIgnoresAndKeepsDeviations() throws {
        #expect(try IDNA.domainToASCII("Ａ\u{00AD}B.com") == "ab.com")  // fullwidth mapped, soft hyphen ignored
        #expect(try IDNA.domainToASCII("a。b｡c．d") == "a.b.c.d")        // the three other label separators
        #expect(try IDNA.domainToASCII("faß.de") == "xn--fa-hia.de")     // deviation kept (nontransitional)
        #expect(try IDNA.domainToASCII("ẞ.com") == "xn--zca.com")         // capital sharp s maps to ß
    }

    @Test func rejectsADisallowedCodePointAtItsOffset() {
        #expect(throws: IDNAError(kind: .disallowedCodePoint, scalarOffset: 3)) {
            try IDNA.domainToASCII("ab.\u{FFFD}")
        }
    }

    // MARK: Normalization (UAX #15)

    @Test func composesDecomposesAndReorders() {
        #expect(NFC.normalize(Array("e\u{0301}".unicodeScalars)) == ["\u{00E9}"])
        // Canonical ordering puts dot below (ccc 220) before acute (ccc 230) whatever the input order.
        #expect(NFC.normalize(Array("a\u{0301}\u{0323}".unicodeScalars)) == ["\u{1EA1}", "\u{0301}"])
        #expect(NFC.normalize(Array("a\u{0323}\u{0301}".unicodeScalars)) == ["\u{1EA1}", "\u{0301}"])
        #expect(NFC.normalize(Array("\u{1100}\u{1161}\u{11A8}".unicodeScalars)) == ["\u{AC01}"])  // Hangul LVT
        #expect(NFC.normalize(["\u{212B}"]) == ["\u{00C5}"])                                      // singleton
        #expect(NFC.normalize(["\u{0958}"]) == ["\u{0915}", "\u{093C}"])                          // composition exclusion
    }

    @Test func recognizesNormalizedText() {
        #expect(NFC.isNormalized(Array("bücher".unicodeScalars)[...]))
        #expect(!NFC.isNormalized(Array("bu\u{0308}cher".unicodeScalars)[...]))
        #expect(NFC.isNormalized(["\u{AC01}"]))
    }

    @Test func refusesADecodedLabelThatIsNotNFC() {
        // "xn--ls8h" is fine, but Punycode of "u\u{0308}" ("xn--u-ccb") is not NFC.
        #expect(throws: IDNAError(kind: .notNFC, scalarOffset: 0)) { try IDNA.toASCII("xn--u-ccb", options: Self.lenient) }
    }

    // MARK: CONTEXTJ (RFC 5892 Appendix A)

    @Test func zeroWidthJoinerNeedsAVirama() {
        #expect(ContextJ.firstDisallowedJoiner(in: ["\u{0915}", "\u{094D}", "\u{200D}", "\u{0937}"]) == nil)
        #expect(ContextJ.firstDisallowedJoiner(in: ["a", "\u{200D}", "b"]) == 1)
        #expect(ContextJ.firstDisallowedJoiner(in: ["\u{200D}"]) == 0)
    }

    @Test func zeroWidthNonJoinerNeedsAViramaOrJoiningLetters() {
        #expect(ContextJ.firstDisallowedJoiner(in: ["\u{0915}", "\u{094D}", "\u{200C}"]) == nil)  // after virama
        #expect(ContextJ.firstDisallowedJoiner(in: ["\u{0628}", "\u{200C}", "\u{0628}"]) == nil)  // beh (D) both sides
        // Transparent marks (fatha, T) between the letters and the joiner do not count.
        #expect(ContextJ.firstDisallowedJoiner(in: ["\u{0628}", "\u{064E}", "\u{200C}", "\u{064E}", "\u{0628}"]) == nil)
        // Alef is right-joining (R): it cannot stand on the left.
        #expect(ContextJ.firstDisallowedJoiner(in: ["\u{0627}", "\u{200C}", "\u{0628}"]) == 1)
        #expect(ContextJ.firstDisallowedJoiner(in: ["\u{200C}", "\u{0628}"]) == 0)
        #expect(ContextJ.firstDisallowedJoiner(in: ["a", "\u{200C}", "b"]) == 1)
    }

    @Test func checkJoinersFailsTheDomain() {
        #expect(throws: IDNAError(kind: .contextJ, scalarOffset: 2)) { try IDNA.domainToASCII("x.a\u{200C}b") }
    }

    // MARK: Bidi Rule (RFC 5893 section 2)

    @Test func bidiRuleConditions() {
        #expect(bidiVerdict(["\u{05D0}", "\u{05D1}"]).isSatisfied)        // R R
        #expect(bidiVerdict(["\u{0627}", "1"]).isSatisfied)               // AL EN: may end in EN (3)
        #expect(bidiVerdict(["\u{05D0}", "\u{0300}"]).isSatisfied)        // trailing NSM (3)
        #expect(bidiVerdict(["a", "\u{0300}"]).isSatisfied)               // L NSM (6)
        #expect(!bidiVerdict(["1", "a"]).isSatisfied)                     // starts with EN (1)
        #expect(!bidiVerdict(["\u{05D0}", "a"]).isSatisfied)              // L in an RTL label (2)
        #expect(!bidiVerdict(["\u{05D0}", "-"]).isSatisfied)              // ends in ES (3)
        #expect(!bidiVerdict(["\u{0627}", "\u{0661}", "1"]).isSatisfied)  // AN and EN together (4)
        #expect(!bidiVerdict(["a", "\u{05D0}"]).isSatisfied)              // R in an LTR label (5)
        #expect(!bidiVerdict(["a", "-"]).isSatisfied)                     // LTR ends in ES (6)
    }

    @Test func bidiDomainNames() {
        #expect(!bidiVerdict(["a", "1", "-", "\u{00E9}"]).hasRightToLeftCharacter)
        #expect(bidiVerdict(["a", "\u{05D0}"]).hasRightToLeftCharacter)  // R
        #expect(bidiVerdict(["\u{0627}"]).hasRightToLeftCharacter)       // AL
        #expect(bidiVerdict(["\u{0661}"]).hasRightToLeftCharacter)       // AN alone makes a Bidi domain name
    }

    /// The verdict on `label`, its characters appended one by one.
    private func bidiVerdict(_ label: [Unicode.Scalar]) -> BidiRule.Verdict {
        var verdict = BidiRule.Verdict()
        for scalar in label { verdict.append(UnicodeTables.scalarProperties[scalar].bidiClass) }
        return verdict
    }

    @Test func checkBidiAppliesToEveryLabelOfABidiDomain() throws {
        // "1" breaks condition 1, but only matters once another label is right-to-left.
        #expect(try IDNA.domainToASCII("1.é") == "1.xn--9ca")
        #expect(throws: IDNAError(kind: .bidiRule, scalarOffset: 0)) { try IDNA.domainToASCII("1.\u{05D0}") }
    }

    // MARK: Labels and options

    @Test func validityOfDecodedLabels() {
        #expect(throws: IDNAError(kind: .invalidACELabel, scalarOffset: 0)) { try IDNA.domainToASCII("xn--tešla") }
        #expect(throws: IDNAError(kind: .invalidACELabel, scalarOffset: 2)) { try IDNA.toASCII("é.xn--abc-", options: Self.lenient) }
        #expect(throws: IDNAError(kind: .invalidPunycode, scalarOffset: 0)) { try IDNA.domainToASCII("xn--zz.ß") }
        // "a" is valid Punycode for U+0080, a disallowed C1 control.
        #expect(throws: IDNAError(kind: .disallowedCodePoint, scalarOffset: 0)) { try IDNA.domainToASCII("xn--a.ß") }
        #expect(throws: IDNAError(kind: .leadingCombiningMark, scalarOffset: 0)) { try IDNA.domainToASCII("\u{0301}a") }
    }

    @Test func nonStrictASCIIDomainsAreOnlyLowercased() throws {
        // URL Standard: web compatibility keeps an ASCII domain, even one ToASCII refuses.
        #expect(try IDNA.domainToASCII("XN--A.Example") == "xn--a.example")
        #expect(throws: IDNAError(kind: .disallowedCodePoint, scalarOffset: 0)) { try IDNA.toASCII("XN--A.Example", options: Self.lenient) }
        #expect(try IDNA.toASCII("xn--zca.EXAMPLE", options: Self.lenient) == "xn--zca.example")
    }

    @Test func beStrictChecksHyphensSTD3AndDNSLengths() throws {
        #expect(throws: IDNAError(kind: .hyphenRule, scalarOffset: 0)) { try IDNA.domainToASCII("-x.com", beStrict: true) }
        #expect(throws: IDNAError(kind: .hyphenRule, scalarOffset: 0)) { try IDNA.domainToASCII("ab--c.com", beStrict: true) }
        #expect(throws: IDNAError(kind: .disallowedCodePoint, scalarOffset: 0)) { try IDNA.domainToASCII("a_b.com", beStrict: true) }
        #expect(throws: IDNAError(kind: .emptyLabel, scalarOffset: 2)) { try IDNA.domainToASCII("a..b", beStrict: true) }
        #expect(try IDNA.domainToASCII("a.b.", beStrict: true) == "a.b.")  // the root label may be empty
        let label63 = String(repeating: "a", count: 63)
        #expect(try IDNA.domainToASCII(label63, beStrict: true) == label63)
        #expect(throws: IDNAError(kind: .dnsLength, scalarOffset: 0)) { try IDNA.domainToASCII(label63 + "a", beStrict: true) }
        let domain253 = Array(repeating: label63, count: 3).joined(separator: ".") + "." + String(repeating: "a", count: 61)
        #expect(try IDNA.domainToASCII(domain253, beStrict: true) == domain253)
        #expect(throws: IDNAError(kind: .dnsLength, scalarOffset: 0)) { try IDNA.domainToASCII(domain253 + "a", beStrict: true) }
    }

    @Test func anEmptyResultFails() {
        #expect(throws: IDNAError(kind: .emptyDomain, scalarOffset: 0)) { try IDNA.domainToASCII("\u{00AD}") }
    }
}
