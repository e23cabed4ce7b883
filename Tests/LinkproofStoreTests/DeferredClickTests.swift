import Foundation
import LinkproofCore
@testable import LinkproofStore
import Testing

@Suite("Deferred-link clicks")
struct DeferredClickTests {
    let folder = TemporaryFolder()
    let clock = ManualClock()
    let prefix = "https://rayciperw.page.link"
    let phone = DeviceFingerprint(ipAddress: "203.0.113.77", platform: "iOS 18.1", screen: "390x844",
                                  language: "en-GB", timeZone: "Europe/London")

    private func store(_ name: String = "links.sqlite") throws -> SQLiteShortLinkStore {
        let store = try SQLiteShortLinkStore(path: folder.file(name), now: { [clock] in clock.now })
        for suffix in ["recipe2", "recipe3"] {
            _ = try store.insert(longLink: "https://rayciperw.page.link/?link=https://www.raywenderlich.com/about?recipeID%3D00\(suffix.suffix(1))",
                                 prefix: prefix, suffix: .custom(suffix), options: importOptions)
        }
        return store
    }

    @Test("S000-02: a click before install is found by the same fingerprint within the window, once")
    func pendingAndClaim() throws {
        let store = try store()
        let clickTime = clock.now
        let click = try store.recordClick(prefix: prefix, suffix: "recipe2", fingerprint: phone)
        #expect(click.suffix == "recipe2" && click.createdAt == clickTime)
        clock.advance(by: 600)
        #expect(try store.pendingClicks(for: phone, since: clickTime) == [click])
        #expect(try store.pendingClicks(for: phone, since: clickTime + 1) == [])  // outside the window
        #expect(try store.claim(click))
        #expect(try store.claim(click) == false)  // a click opens content at most once
        #expect(try store.pendingClicks(for: phone, since: clickTime) == [])
        let stats = try store.stats()
        #expect((stats.deferredClicks, stats.pendingDeferredClicks) == (1, 0))
    }

    @Test("Another device's fingerprint matches nothing; two clicks come back newest first")
    func matching() throws {
        let store = try store()
        let start = clock.now
        let first = try store.recordClick(prefix: prefix, suffix: "recipe2", fingerprint: phone)
        clock.advance(by: 1)
        let second = try store.recordClick(prefix: prefix, suffix: "recipe3", fingerprint: phone)
        var otherPhone = phone
        otherPhone.ipAddress = "203.0.113.78"
        #expect(try store.pendingClicks(for: otherPhone, since: start) == [])
        #expect(try store.pendingClicks(for: phone, since: start) == [second, first])
    }

    @Test("A click on an unknown short link is a typed error and records nothing")
    func unknownLink() throws {
        let store = try store()
        #expect(throws: ShortLinkStoreError.unknownShortLink(prefix: prefix, suffix: "missing")) {
            try store.recordClick(prefix: prefix, suffix: "missing", fingerprint: phone)
        }
        #expect(try store.stats().deferredClicks == 0)
    }

    @Test("The raw fingerprint is never stored; the hash depends on the store's own salt")
    func neverRaw() throws {
        let one = try store("one.sqlite")
        let two = try store("two.sqlite")
        _ = try one.recordClick(prefix: prefix, suffix: "recipe2", fingerprint: phone)
        #expect(one.fingerprintSalt.count == 32)
        #expect(one.fingerprintSalt != two.fingerprintSalt)
        #expect(try one.fingerprintHash(phone) != two.fingerprintHash(phone))
        try one.connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        let bytes = try #require(FileManager.default.contents(atPath: one.path))
        #expect(bytes.range(of: Data(phone.ipAddress.utf8)) == nil)
        #expect(bytes.range(of: Data(phone.timeZone.utf8)) == nil)
    }

    @Test("Fingerprint fields are length-prefixed, so shifting text between fields changes the hash")
    func canonicalForm() throws {
        let store = try store()
        let shifted = DeviceFingerprint(ipAddress: "203.0.113.77i", platform: "OS 18.1", screen: phone.screen,
                                        language: phone.language, timeZone: phone.timeZone)
        #expect(try store.fingerprintHash(shifted) != store.fingerprintHash(phone))
        var huge = phone
        huge.platform = String(repeating: "x", count: ShortLinkLimits.fingerprintFieldBytes + 1)
        #expect(throws: ShortLinkStoreError.invalidValue(field: "fingerprint field", reason: "is longer than 256 bytes")) {
            try store.recordClick(prefix: prefix, suffix: "recipe2", fingerprint: huge)
        }
    }
}
