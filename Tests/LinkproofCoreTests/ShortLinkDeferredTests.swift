import Foundation
import LinkproofCore
import Testing

/// Deferred deep links (S000-02) and match-type gating (S000-10, S002-07) with
/// `firebase-example.json`, whose `invitation` route is personal.
@Suite("Deferred links")
struct ShortLinkDeferredTests {
    final class Clock: @unchecked Sendable {
        var now = Date(timeIntervalSince1970: 1_764_000_000)
    }

    let clock = Clock()
    let store: InMemoryShortLinkStore
    let matcher: DeferredLinkMatcher
    let content: String
    let invitation: String

    static let phone = DeviceFingerprint(ipAddress: "203.0.113.7", platform: "iOS 18.1", screen: "390x844", language: "en-GB", timeZone: "Europe/London")
    static let otherPhone = DeviceFingerprint(ipAddress: "198.51.100.2", platform: "iOS 18.1", screen: "390x844", language: "en-GB", timeZone: "Europe/London")

    init() throws {
        let clock = clock
        store = InMemoryShortLinkStore(random: SeededGenerator(seed: 3), now: { clock.now })
        let parser = try GoldenApps.parser("firebase-example")
        let shortener = Shortener(parser: parser, store: store)
        content = try shortener.shorten(SampleLinks.content).shortLink
        invitation = try shortener.shorten(SampleLinks.invitation).shortLink
        matcher = DeferredLinkMatcher(parser: parser, store: store, window: 3_600, now: { clock.now })
    }

    @Test("S000-02: one click, then the first launch on the same device: default, the same content, claimed once")
    func singleClick() throws {
        _ = try matcher.recordClick(content, fingerprint: Self.phone)
        clock.now += 600
        let match = try matcher.firstLaunch(fingerprint: Self.phone)
        #expect(match.matchType == .default)
        #expect(match.shortLink == content)
        #expect(match.decision == .route(RoutedLink(route: "content", params: ["item": "1234"], linkKind: .dynamicLink, via: .firstLaunch, matchType: .default)))
        #expect(try matcher.firstLaunch(fingerprint: Self.phone).matchType == .none)
    }

    @Test("Another device, or a click older than the window, matches nothing")
    func noMatch() throws {
        _ = try matcher.recordClick(content, fingerprint: Self.phone)
        #expect(try matcher.firstLaunch(fingerprint: Self.otherPhone) == DeferredLinkMatch(matchType: .none, candidates: 0))
        clock.now += 3_601
        #expect(try matcher.firstLaunch(fingerprint: Self.phone).matchType == .none)
    }

    @Test("Several clicks with one fingerprint are weak: content opens, the newest personal invitation is withheld (S000-10)")
    func ambiguous() throws {
        _ = try matcher.recordClick(content, fingerprint: Self.phone)
        clock.now += 1
        _ = try matcher.recordClick(invitation, fingerprint: Self.phone)
        let match = try matcher.firstLaunch(fingerprint: Self.phone)
        #expect(match.matchType == .weak)
        #expect(match.candidates == 2)
        #expect(match.shortLink == invitation)
        #expect(match.decision?.rejection?.reason == .matchTypeTooWeak)
        // The other click is left; now it is the only one.
        #expect(try matcher.firstLaunch(fingerprint: Self.phone).decision?.routedLink?.route == "content")
    }

    @Test("S002-07: an invitation matched by fingerprint alone (default) is withheld; with the token handed through the install it opens")
    func invitationNeedsUnique() throws {
        _ = try matcher.recordClick(invitation, fingerprint: Self.phone)
        #expect(try matcher.firstLaunch(fingerprint: Self.phone).decision?.rejection?.reason == .matchTypeTooWeak)
        _ = try matcher.recordClick(invitation, fingerprint: Self.phone)
        let match = try matcher.firstLaunch(fingerprint: Self.phone, token: invitation)
        #expect(match.matchType == .unique)
        #expect(match.decision == .route(RoutedLink(route: "invitation", params: ["gameid": "42", "referrer": "7"], linkKind: .dynamicLink, via: .firstLaunch, matchType: .unique)))
        // The token settled the device's click on that link.
        #expect(try matcher.firstLaunch(fingerprint: Self.phone).matchType == .none)
    }

    @Test("Clicks on unknown or foreign links, and unknown tokens, are typed errors naming the link")
    func badLinks() {
        #expect(throws: ShortLinkResolveError.unknownShortLink(link: "https://example.page.link/NOPE")) {
            try matcher.recordClick("https://example.page.link/NOPE", fingerprint: Self.phone)
        }
        #expect(throws: ShortLinkResolveError.unknownShortLink(link: "https://example.page.link/NOPE")) {
            try matcher.firstLaunch(fingerprint: Self.phone, token: "https://example.page.link/NOPE")
        }
        #expect((try? matcher.recordClick("https://evil.example/WXYZ", fingerprint: Self.phone)) == nil)
    }

    @Test("The store keeps no fingerprint value, and an oversized field is refused")
    func fingerprintLimits() throws {
        var huge = Self.phone
        huge.platform = String(repeating: "x", count: ShortLinkLimits.fingerprintFieldBytes + 1)
        #expect(throws: ShortLinkResolveError.store(link: content, .invalidValue(field: "fingerprint field", reason: "is longer than 256 bytes"))) {
            try matcher.recordClick(content, fingerprint: huge)
        }
        #expect(try store.stats().deferredClicks == 0)
    }
}
