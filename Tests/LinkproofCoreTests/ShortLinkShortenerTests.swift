import Foundation
import LinkproofCore
import Testing

/// The shortener (S000-05), the store resolver (S000-06, S002-03) and the in-memory store.
@Suite("Shortener and store resolver")
struct ShortLinkShortenerTests {
    /// S000-04's long link of the Raycipe tutorial.
    static let raycipeLongLink = "https://rayciperw.page.link/?link=https://www.raywenderlich.com/about?recipeID%3D002&ibi=com.example.raycipe&isi=1481444772"

    private func shortener(_ app: String = "firebase-example", seed: UInt64 = 1) throws -> (Shortener, InMemoryShortLinkStore) {
        let store = InMemoryShortLinkStore(random: SeededGenerator(seed: seed), now: { Date(timeIntervalSince1970: 1_764_000_000) })
        return (Shortener(parser: try GoldenApps.parser(app), store: store), store)
    }

    @Test("S000-05: a long link becomes prefix/suffix with a ?d=1 preview; SHORT is 4 base-62 characters, UNGUESSABLE 17")
    func shorten() throws {
        let (shortener, _) = try shortener("raycipe")
        let result = try shortener.shorten(Self.raycipeLongLink)
        let suffix = result.shortLink.dropFirst("https://rayciperw.page.link/".count)
        #expect(result.shortLink.hasPrefix("https://rayciperw.page.link/"))
        #expect(suffix.count == 4 && suffix.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) })
        #expect(result.previewLink == result.shortLink + "?d=1")
        #expect(result.warnings.isEmpty)
        let unguessable = try shortener.shorten(Self.raycipeLongLink, suffix: .unguessable)
        #expect(unguessable.shortLink.count == "https://rayciperw.page.link/".count + 17)
    }

    @Test("The same seed gives the same short links and byte-identical JSON")
    func deterministic() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let first = try encoder.encode(shortener(seed: 7).0.shorten(SampleLinks.content))
        let second = try encoder.encode(shortener(seed: 7).0.shorten(SampleLinks.content))
        #expect(first == second)
        let result = try shortener(seed: 7).0.shorten(SampleLinks.content)
        #expect(String(decoding: first, as: UTF8.self) == #"{"longLink":"\#(result.longLink)","previewLink":"\#(result.previewLink)","shortLink":"\#(result.shortLink)","warnings":[]}"#)
    }

    @Test("Warnings: an unknown parameter dropped, efr, a fallback URL, an http one, one that is not a URL")
    func warnings() throws {
        let link = SampleLinks.content + "&utm_source=mail&foo=1&efr=1&ifl=https://www.example.com/ios&ofl=http://www.example.com/web&afl=javascript:x"
        let result = try shortener().0.shorten(link)
        #expect(result.warnings.map(\.code) == [.unknownParameter, .skipsPreviewPage, .fallbackURL,
                                                 .fallbackURL, .insecureURL, .fallbackURL, .invalidURL])
        #expect(result.warnings.map(\.parameter) == ["foo", "efr", "ifl", "ofl", "ofl", "afl", "afl"])
        #expect(!result.longLink.contains("foo="))
        #expect(result.longLink.contains("utm_source=mail"))
    }

    @Test("A refused long link is a typed error with its reason, carrying the long link; nothing is stored")
    func refused() throws {
        let (shortener, store) = try shortener()
        let cases: [(String, String)] = [
            ("https://example.page.link/?link=javascript:alert(1)", "nested-link-scheme"),
            ("https://example.page.link/?link=https://www.example.com/content?item%3D12ab", "invalid-parameter"),
            ("https://example.page.link/?link=https://evil.example/x", "host-not-declared"),
            ("https://www.example.com/content?item=1", "host-not-declared"),  // not a long link
            ("https://other.page.link/?link=https://www.example.com/content?item%3D1", "host-not-declared"),
            ("https://example.page.link/?ibi=com.example.ios", "dynamic-link-malformed"),
            ("https://example.page.link/?link=https://www.example.com/content?item%3D1&ibi=com.evil", "bundle-id-mismatch"),
            ("not a link", "url-parse-failure"),
        ]
        for (link, code) in cases {
            do {
                let result = try shortener.shorten(link)
                Issue.record("shortened \(link) to \(result.shortLink)")
            } catch {
                #expect(error.code == code, "\(link)")
                #expect(error.longLink == link)
            }
        }
        #expect(try store.stats().links == 0)
    }

    @Test("A custom suffix the parser would not accept as a short link is refused before the store")
    func customSuffix() throws {
        let (shortener, store) = try shortener()
        #expect(try shortener.shorten(SampleLinks.content, suffix: .custom("WXYZ")).shortLink == "https://example.page.link/WXYZ")
        #expect(throws: ShortenError.self) { try shortener.shorten(SampleLinks.content, suffix: .custom("ab-c")) }
        do {
            _ = try shortener.shorten(SampleLinks.content, suffix: .custom("WXYZ"))
            Issue.record("the same custom suffix was handed out twice")
        } catch {
            #expect(error == .store(longLink: SampleLinks.content, .suffixTaken(prefix: "https://example.page.link", suffix: "WXYZ")))
        }
        #expect(try store.stats().links == 1)
    }

    @Test("S002-03, S000-06: a stored short link resolves to its long link, then to the route, and counts the click")
    func resolveFromStore() throws {
        let (shortener, store) = try shortener("raycipe")
        let made = try shortener.shorten(Self.raycipeLongLink, suffix: .custom("WXYZ"))
        let resolver = ShortLinkStoreResolver(parser: shortener.parser, store: store)
        let resolution = try resolver.resolve("https://rayciperw.page.link/WXYZ")
        #expect(resolution.longLink == made.longLink)
        #expect(resolution.hops == [ResolutionHop(url: "https://rayciperw.page.link/WXYZ", next: made.longLink)])
        #expect(resolution.decision == .route(RoutedLink(route: "recipe", params: ["recipeID": "002"], linkKind: .dynamicLink, via: .resolvedShortLink, matchType: .unique)))
        _ = try resolver.resolve("https://rayciperw.page.link/WXYZ")
        #expect(try store.lookup(prefix: "https://rayciperw.page.link", suffix: "WXYZ")?.clickCount == 2)
    }

    @Test("A click the store cannot count (read-only, disk full) still answers, with a warning; another store failure is an error")
    func uncountedClick() throws {
        let (shortener, store) = try shortener()
        let made = try shortener.shorten(SampleLinks.content, suffix: .custom("WXYZ"))
        for failure in [ShortLinkStoreError.readOnly(path: "links.sqlite"), .diskFull(path: "links.sqlite")] {
            let resolver = ShortLinkStoreResolver(parser: shortener.parser, store: UncountingStore(base: store, failure: failure))
            let resolution = try resolver.resolve("https://example.page.link/WXYZ")
            #expect(resolution.longLink == made.longLink)
            #expect(resolution.warning == "the click was not counted: \(failure.code): \(failure.description)")
        }
        let busy = ShortLinkStoreError.busy(path: "links.sqlite", timeoutMilliseconds: 5)
        #expect(throws: ShortLinkResolveError.store(link: "https://example.page.link/WXYZ", busy)) {
            try ShortLinkStoreResolver(parser: shortener.parser, store: UncountingStore(base: store, failure: busy)).resolve("https://example.page.link/WXYZ")
        }
        #expect(try store.lookup(prefix: "https://example.page.link", suffix: "WXYZ")?.clickCount == 0)
    }

    @Test("Resolving an unknown suffix, or something that is not a short link, is a typed error naming the link")
    func resolveFailures() throws {
        let (shortener, store) = try shortener()
        let resolver = ShortLinkStoreResolver(parser: shortener.parser, store: store)
        #expect(throws: ShortLinkResolveError.unknownShortLink(link: "https://example.page.link/NOPE")) {
            try resolver.resolve("https://example.page.link/NOPE")
        }
        for link in ["https://example.page.link/a-b", "https://other.page.link/WXYZ", SampleLinks.content, "http://example.page.link/WXYZ"] {
            do {
                _ = try resolver.resolve(link)
                Issue.record("resolved \(link)")
            } catch {
                #expect(error.code == "not-a-short-link", "\(link)")
                #expect(error.description.contains(link))
            }
        }
    }
}

/// A store that reads from `base` but fails every click count with `failure`.
private struct UncountingStore: ShortLinkStore {
    let base: InMemoryShortLinkStore
    let failure: ShortLinkStoreError

    func insert(longLink: String, prefix: String, suffix: SuffixPolicy, options: ShortLinkOptions) throws(ShortLinkStoreError) -> ShortLinkRecord {
        try base.insert(longLink: longLink, prefix: prefix, suffix: suffix, options: options)
    }
    func lookup(prefix: String, suffix: String) throws(ShortLinkStoreError) -> ShortLinkRecord? { try base.lookup(prefix: prefix, suffix: suffix) }
    func incrementClickCount(prefix: String, suffix: String) throws(ShortLinkStoreError) -> Int { throw failure }
    func recordClick(prefix: String, suffix: String, fingerprint: DeviceFingerprint) throws(ShortLinkStoreError) -> DeferredClick {
        try base.recordClick(prefix: prefix, suffix: suffix, fingerprint: fingerprint)
    }
    func pendingClicks(for fingerprint: DeviceFingerprint, since earliest: Date) throws(ShortLinkStoreError) -> [DeferredClick] {
        try base.pendingClicks(for: fingerprint, since: earliest)
    }
    func claim(_ click: DeferredClick) throws(ShortLinkStoreError) -> Bool { try base.claim(click) }
    func stats() throws(ShortLinkStoreError) -> ShortLinkStoreStats { try base.stats() }
}
