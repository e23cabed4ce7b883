import Foundation
import LinkproofCore
@testable import LinkproofStore
import Testing

@Suite("SQLite short-link store")
struct StoreTests {
    let folder = TemporaryFolder()

    @Test("S002-03: a stored short link looks up to its long link, with every field kept")
    func roundTrip() throws {
        let clock = ManualClock()
        let store = try SQLiteShortLinkStore(path: folder.file("links.sqlite"), now: { clock.now })
        let record = try store.insert(longLink: sampleLongLink, prefix: samplePrefix, suffix: .custom("WXYZ"), options: importOptions)
        #expect(record.shortLink == "https://example.page.link/WXYZ")
        #expect(record.createdAt == clock.now)
        #expect(record.clickCount == 0)
        #expect(try store.lookup(prefix: samplePrefix, suffix: "WXYZ") == record)
        #expect(try store.lookup(prefix: samplePrefix, suffix: "wxyz") == nil)
        #expect(try store.lookup(prefix: "https://other.page.link", suffix: "WXYZ") == nil)
    }

    @Test("A new store is in WAL mode at the current schema version")
    func newStore() throws {
        let store = try SQLiteShortLinkStore(path: folder.file("links.sqlite"))
        #expect(try store.journalMode() == "wal")
        #expect(try store.stats() == ShortLinkStoreStats(links: 0, prefixes: 0, clicks: 0, deferredClicks: 0,
                                                          pendingDeferredClicks: 0, schemaVersion: 2))
    }

    @Test("Links survive closing and reopening the store")
    func persistence() throws {
        let path = folder.file("links.sqlite")
        let record = try SQLiteShortLinkStore(path: path).insert(longLink: sampleLongLink, prefix: samplePrefix, suffix: .short, options: importOptions)
        #expect(try SQLiteShortLinkStore(path: path).lookup(prefix: samplePrefix, suffix: record.suffix) == record)
    }

    @Test("Bytes that SQL or C would mangle are kept exactly: quotes, NUL, non-ASCII")
    func exactBytes() throws {
        let store = try SQLiteShortLinkStore(path: folder.file("links.sqlite"))
        let awkward = "https://x.page.link/?link=https://a.example/'); DROP TABLE short_links;--\u{0}é\u{1F600}"
        let record = try store.insert(longLink: awkward, prefix: samplePrefix, suffix: .short, options: importOptions)
        #expect(try store.lookup(prefix: samplePrefix, suffix: record.suffix)?.longLink == awkward)
    }

    @Test("SHORT starts at 4 characters and grows by one on each collision, up to 12")
    func shortGrowsOnCollision() throws {
        // Every draw is the largest digit, 'z', so each new link collides with all the shorter ones.
        // (A source stuck at 0 would never do: uniform sampling rejects its draws forever.)
        let store = try SQLiteShortLinkStore(path: folder.file("links.sqlite"), random: RepeatingGenerator(word: .max))
        var suffixes: [String] = []
        for index in 0..<9 {
            suffixes.append(try store.insert(longLink: sampleLongLink + "&n=\(index)", prefix: samplePrefix, suffix: .short, options: importOptions).suffix)
        }
        #expect(suffixes == (4...12).map { String(repeating: "z", count: $0) })
        #expect(throws: ShortLinkStoreError.suffixesExhausted(prefix: samplePrefix, policy: "SHORT")) {
            try store.insert(longLink: sampleLongLink, prefix: samplePrefix, suffix: .short, options: importOptions)
        }
        // The same suffix is free under another prefix.
        #expect(try store.insert(longLink: sampleLongLink, prefix: "https://other.page.link", suffix: .short, options: importOptions).suffix == "zzzz")
        #expect(try store.stats().links == 10)
    }

    @Test("UNGUESSABLE gives 17 characters; a repeated draw is retried, then refused")
    func unguessable() throws {
        let store = try SQLiteShortLinkStore(path: folder.file("links.sqlite"), random: RepeatingGenerator(word: .max))
        let options = ShortLinkOptions(suffix: .unguessable, origin: .shorten)
        #expect(try store.insert(longLink: sampleLongLink, prefix: samplePrefix, suffix: .unguessable, options: options).suffix
            == "1f2SI9UJPXvb7vdJ1")
        #expect(throws: ShortLinkStoreError.suffixesExhausted(prefix: samplePrefix, policy: "UNGUESSABLE")) {
            try store.insert(longLink: sampleLongLink, prefix: samplePrefix, suffix: .unguessable, options: options)
        }
        #expect(try store.lookup(prefix: samplePrefix, suffix: "1f2SI9UJPXvb7vdJ1")?.options.suffixOption == "UNGUESSABLE")
    }

    @Test("A custom suffix must be valid and free")
    func customSuffix() throws {
        let store = try SQLiteShortLinkStore(path: folder.file("links.sqlite"))
        _ = try store.insert(longLink: sampleLongLink, prefix: samplePrefix, suffix: .custom("WXYZ"), options: importOptions)
        #expect(throws: ShortLinkStoreError.suffixTaken(prefix: samplePrefix, suffix: "WXYZ")) {
            try store.insert(longLink: "https://example.page.link/?link=https://b.example", prefix: samplePrefix,
                             suffix: .custom("WXYZ"), options: importOptions)
        }
        #expect(throws: ShortLinkStoreError.invalidSuffix(suffix: "a/b", reason: "has a character other than A-Z, a-z or 0-9 at byte 1")) {
            try store.insert(longLink: sampleLongLink, prefix: samplePrefix, suffix: .custom("a/b"), options: importOptions)
        }
        // An oversized suffix is quoted only in part.
        #expect(throws: ShortLinkStoreError.invalidSuffix(suffix: String(repeating: "a", count: 33), reason: "is 10000 characters, not 4 to 32")) {
            try store.insert(longLink: sampleLongLink, prefix: samplePrefix, suffix: .custom(String(repeating: "a", count: 10_000)), options: importOptions)
        }
        #expect(try store.lookup(prefix: samplePrefix, suffix: "WXYZ")?.longLink == sampleLongLink)
        #expect(try store.stats().links == 1)
    }

    @Test("Empty and oversized values are refused before anything is written")
    func limits() throws {
        let store = try SQLiteShortLinkStore(path: folder.file("links.sqlite"))
        let tooLong = "https://a.example/?" + String(repeating: "x", count: ShortLinkLimits.longLinkBytes)
        #expect(throws: ShortLinkStoreError.invalidValue(field: "long link", reason: "is empty")) {
            try store.insert(longLink: "", prefix: samplePrefix, suffix: .short, options: importOptions)
        }
        #expect(throws: ShortLinkStoreError.invalidValue(field: "long link", reason: "is longer than 8192 bytes")) {
            try store.insert(longLink: tooLong, prefix: samplePrefix, suffix: .short, options: importOptions)
        }
        #expect(throws: ShortLinkStoreError.invalidValue(field: "prefix", reason: "is empty")) {
            try store.insert(longLink: sampleLongLink, prefix: "", suffix: .short, options: importOptions)
        }
        #expect(throws: ShortLinkStoreError.invalidValue(field: "prefix", reason: "ends with '/' (the short link adds it)")) {
            try store.insert(longLink: sampleLongLink, prefix: samplePrefix + "/", suffix: .short, options: importOptions)
        }
        #expect(try store.stats().links == 0)
    }

    @Test("Click counts go up one at a time; an unknown link is a typed error")
    func clickCounts() throws {
        let store = try SQLiteShortLinkStore(path: folder.file("links.sqlite"))
        _ = try store.insert(longLink: sampleLongLink, prefix: samplePrefix, suffix: .custom("WXYZ"), options: importOptions)
        #expect(try store.incrementClickCount(prefix: samplePrefix, suffix: "WXYZ") == 1)
        #expect(try store.incrementClickCount(prefix: samplePrefix, suffix: "WXYZ") == 2)
        #expect(try store.lookup(prefix: samplePrefix, suffix: "WXYZ")?.clickCount == 2)
        #expect(throws: ShortLinkStoreError.unknownShortLink(prefix: samplePrefix, suffix: "nope")) {
            try store.incrementClickCount(prefix: samplePrefix, suffix: "nope")
        }
        #expect(try store.stats().clicks == 2)
    }

    @Test("Stats count links, prefixes and clicks")
    func stats() throws {
        let store = try SQLiteShortLinkStore(path: folder.file("links.sqlite"))
        for index in 0..<3 {
            _ = try store.insert(longLink: sampleLongLink + "&n=\(index)", prefix: samplePrefix, suffix: .short, options: importOptions)
        }
        let other = try store.insert(longLink: sampleLongLink, prefix: "https://rayciperw.page.link", suffix: .unguessable, options: importOptions)
        _ = try store.incrementClickCount(prefix: other.prefix, suffix: other.suffix)
        let stats = try store.stats()
        #expect((stats.links, stats.prefixes, stats.clicks) == (4, 2, 1))
    }
}
