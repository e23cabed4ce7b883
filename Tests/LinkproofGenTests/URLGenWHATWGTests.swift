import LinkproofGen
import LinkproofURL
import Testing

/// The generators' claim that their URLs are valid URL strings, judged by LinkproofURL's
/// WHATWG parser: each parses with no validation error, as the kind it claims to be.
@Suite struct URLGenWHATWGTests {
    func parsedSamples(_ generator: Gen<String>, count: UInt64 = 2_000) -> [(link: String, parsed: ParsedURL?)] {
        (0..<count).map { seed in
            var source = ChoiceSource(seed: seed)
            let link = generator.generate(from: &source)
            return (link, try? URLParser.parse(link))
        }
    }

    @Test func specialURLsParseCleanlyAsSpecialURLs() {
        for (link, parsed) in parsedSamples(URLGen.specialURL) {
            #expect(parsed?.validationErrors == [], "\(link)")
            #expect(parsed?.url.isSpecial == true && parsed?.url.hasOpaquePath == false, "\(link)")
        }
    }

    @Test func opaqueURLsParseCleanlyWithAnOpaquePath() {
        for (link, parsed) in parsedSamples(URLGen.opaqueURL) {
            #expect(parsed?.validationErrors == [], "\(link)")
            #expect(parsed?.url.hasOpaquePath == true && parsed?.url.isSpecial == false, "\(link)")
        }
    }

    @Test func customSchemeURLsParseCleanlyWithTheirScheme() {
        for (link, parsed) in parsedSamples(URLGen.customSchemeURL) {
            #expect(parsed?.validationErrors == [], "\(link)")
            #expect(parsed.map { link.hasPrefix($0.url.scheme + ":") } == true && parsed?.url.isSpecial == false, "\(link)")
        }
    }

    @Test func appLinksParseCleanly() throws {
        let links = try #require(URLGen.validLink(for: CatalogueTests.app)).map(\.link)
        for (link, parsed) in parsedSamples(links) {
            #expect(parsed?.validationErrors == [], "\(link)")
        }
    }
}
