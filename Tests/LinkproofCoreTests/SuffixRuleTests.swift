import LinkproofCore
import Testing

/// The store acknowledges exactly the suffixes `resolve` serves: one rule for both.
@Suite("One suffix rule for the store and the parser")
struct SuffixRuleTests {
    let parser: DeepLinkParser

    init() throws { parser = try GoldenApps.parser("firebase-example") }

    /// True when the parser takes `https://example.page.link/<suffix>` for a short link.
    private func served(_ suffix: String) -> Bool {
        if case .shortLink(let reference) = parser.decide("https://example.page.link/" + suffix) { return reference.suffix == suffix }
        return false
    }

    @Test("What the README once advertised for import (abc, W-_Z, 64 characters) is refused by both")
    func advertisedExamples() {
        for suffix in ["abc", "W-_Z", String(repeating: "a", count: 64), "spring-sale_2025"] {
            #expect(SuffixAlphabet.validateCustom(suffix) != nil, "\(suffix)")
            #expect(!served(suffix), "\(suffix)")
        }
    }

    @Test("Random suffixes of 0 to 40 characters from letters, digits and - _ . ~ %: the store accepts exactly what the parser serves")
    func sameRule() {
        let alphanumerics = Array("aZ09k"), others = Array("-_.~%")
        var random = SeededGenerator(seed: 21)
        var accepted = 0
        for _ in 0..<2_000 {
            let length = Int.random(in: 0...40, using: &random)
            let suffix = String((0..<length).map { _ in
                (Int.random(in: 0..<20, using: &random) == 0 ? others : alphanumerics).randomElement(using: &random) ?? "a"
            })
            let storable = SuffixAlphabet.validateCustom(suffix) == nil
            #expect(storable == served(suffix), "\(suffix)")
            if storable { accepted += 1 }
        }
        #expect(accepted > 100)  // both sides of the rule were exercised
        #expect(accepted < 1_900)
    }
}
