import Foundation
import LinkproofCore
import LinkproofStore
import Testing

/// `InMemoryShortLinkStore` behaves as the SQLite store does, so that tests and the golden
/// suite can stand it in.
@Suite("The in-memory store matches the SQLite store")
struct InMemoryStoreTests {
    let folder = TemporaryFolder()

    @Test("The same random source gives the same suffixes, collisions and growth included")
    func sameSuffixes() throws {
        // A source repeating one word: every SHORT draw collides, so the suffix grows by one each time.
        let memory = InMemoryShortLinkStore(random: RepeatingGenerator(word: 0x0123_4567_89AB_CDEF))
        let sqlite = try SQLiteShortLinkStore(path: folder.file("links.sqlite"), random: RepeatingGenerator(word: 0x0123_4567_89AB_CDEF))
        // The in-memory store draws its salt (two words) first; with a repeating word that changes nothing.
        for policy in [SuffixPolicy.short, .short, .short, .unguessable, .custom("WXYZ")] {
            let fromMemory = try memory.insert(longLink: sampleLongLink, prefix: samplePrefix, suffix: policy, options: importOptions).suffix
            let fromSQLite = try sqlite.insert(longLink: sampleLongLink, prefix: samplePrefix, suffix: policy, options: importOptions).suffix
            #expect(fromMemory == fromSQLite)
        }
        #expect(try memory.stats().links == 5)
        #expect(throws: ShortLinkStoreError.suffixesExhausted(prefix: samplePrefix, policy: "UNGUESSABLE")) {
            try memory.insert(longLink: sampleLongLink, prefix: samplePrefix, suffix: .unguessable, options: importOptions)
        }
    }

    @Test("The same limits and errors: empty or oversized values, a prefix ending in '/', a taken or bad custom suffix")
    func sameErrors() throws {
        let memory = InMemoryShortLinkStore()
        let sqlite = try SQLiteShortLinkStore(path: folder.file("links.sqlite"))
        let tooLong = "https://example.page.link/?link=" + String(repeating: "a", count: ShortLinkLimits.longLinkBytes)
        let inserts: [(String, String, SuffixPolicy)] = [
            ("", samplePrefix, .short), (tooLong, samplePrefix, .short), (sampleLongLink, "", .short),
            (sampleLongLink, samplePrefix + "/", .short), (sampleLongLink, samplePrefix, .custom("a b")),
            (sampleLongLink, samplePrefix, .custom("WXYZ")), (sampleLongLink, samplePrefix, .custom("WXYZ")),
        ]
        for (longLink, prefix, policy) in inserts {
            let fromMemory = Result { () throws(ShortLinkStoreError) in
                try memory.insert(longLink: longLink, prefix: prefix, suffix: policy, options: importOptions).suffix
            }
            let fromSQLite = Result { () throws(ShortLinkStoreError) in
                try sqlite.insert(longLink: longLink, prefix: prefix, suffix: policy, options: importOptions).suffix
            }
            #expect(fromMemory == fromSQLite)
        }
        #expect(throws: ShortLinkStoreError.unknownShortLink(prefix: samplePrefix, suffix: "NOPE")) {
            try memory.incrementClickCount(prefix: samplePrefix, suffix: "NOPE")
        }
    }

    @Test("Deferred clicks: newest first within the window, claimed once, other fingerprints apart")
    func sameClicks() throws {
        let clock = ManualClock()
        let memory = InMemoryShortLinkStore(now: { clock.now })
        let sqlite = try SQLiteShortLinkStore(path: folder.file("links.sqlite"), now: { clock.now })
        let phone = DeviceFingerprint(ipAddress: "203.0.113.7", platform: "iOS 18.1", screen: "390x844", language: "en-GB", timeZone: "Europe/London")
        var other = phone
        other.ipAddress = "198.51.100.2"
        for store in [memory, sqlite] as [any ShortLinkStore] {
            for suffix in ["AAAA", "BBBB"] {
                _ = try store.insert(longLink: sampleLongLink, prefix: samplePrefix, suffix: .custom(suffix), options: importOptions)
            }
        }
        let start = clock.now
        for (suffix, fingerprint) in [("AAAA", phone), ("BBBB", phone), ("AAAA", other)] {
            clock.advance(by: 10)
            _ = try memory.recordClick(prefix: samplePrefix, suffix: suffix, fingerprint: fingerprint)
            _ = try sqlite.recordClick(prefix: samplePrefix, suffix: suffix, fingerprint: fingerprint)
        }
        for store in [memory, sqlite] as [any ShortLinkStore] {
            let pending = try store.pendingClicks(for: phone, since: start)
            #expect(pending.map(\.suffix) == ["BBBB", "AAAA"])
            #expect(try store.pendingClicks(for: phone, since: start + 15).map(\.suffix) == ["BBBB"])
            #expect(try store.claim(pending[0]))
            #expect(try !store.claim(pending[0]))
            #expect(try store.pendingClicks(for: phone, since: start).map(\.suffix) == ["AAAA"])
            #expect(try store.pendingClicks(for: other, since: start).count == 1)
        }
    }
}
