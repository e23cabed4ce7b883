import Foundation
import LinkproofCore
@testable import LinkproofStore
import Testing

/// Issue 28, item 5: a store file may come from anyone. Its schema must be exactly the store's,
/// checked before anything is written; nothing of it runs; an import refuses a prefix it
/// could never serve.
@Suite("A store that trusts no file")
struct HostileStoreTests {
    let folder = TemporaryFolder()

    @Test("A store with an extra trigger is refused, untouched, and the trigger never runs")
    func extraTrigger() throws {
        let path = folder.file("links.sqlite")
        let store = try SQLiteShortLinkStore(path: path)
        _ = try store.insert(longLink: "https://example.com/a", prefix: "https://example.page.link", suffix: .custom("WXYZ"),
                             options: ShortLinkOptions(suffix: .custom("WXYZ"), origin: .import))
        let saltBefore = try store.connection.text("SELECT hex(value) FROM metadata WHERE key = 'fingerprint-salt'")
        let raw = try SQLiteConnection(path: path, access: .readWrite, busyTimeoutMilliseconds: 0)
        try raw.execute("""
            CREATE TRIGGER evil AFTER UPDATE ON short_links BEGIN
              UPDATE metadata SET value = zeroblob(32) WHERE key = 'fingerprint-salt';
              INSERT INTO short_links (prefix, suffix, long_link, options, created_at) VALUES ('https://example.page.link', 'EVIL', 'https://evil.example', '{}', 0);
            END
            """)
        let before = FileManager.default.contents(atPath: path)
        #expect {
            try SQLiteShortLinkStore(path: path)
        } throws: { error in
            guard case .notAStore(_, let detail) = error as? ShortLinkStoreError else { return false }
            return detail.contains("trigger") && detail.contains("evil")
        }
        #expect(FileManager.default.contents(atPath: path) == before)
        // Even the connection that made it never fires it: triggers are off on every connection.
        try raw.execute("UPDATE short_links SET click_count = click_count + 1")
        #expect(try raw.integer("SELECT count(*) FROM short_links") == 1)
        #expect(try raw.text("SELECT hex(value) FROM metadata WHERE key = 'fingerprint-salt'") == saltBefore)
    }

    @Test("A foreign database with the store's table names is refused before the switch to WAL")
    func foreignLookalike() throws {
        let path = folder.file("lookalike.sqlite")
        let raw = try SQLiteConnection(path: path, access: .readWriteCreate, busyTimeoutMilliseconds: 0)
        try raw.execute("CREATE TABLE short_links (x); CREATE TABLE metadata (y); PRAGMA user_version = 1")
        let before = FileManager.default.contents(atPath: path)
        #expect(throws: ShortLinkStoreError.self) { try SQLiteShortLinkStore(path: path) }
        #expect(FileManager.default.contents(atPath: path) == before)
        #expect(try raw.text("PRAGMA journal_mode") == "delete")
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
    }

    @Test("A statement that runs without end is stopped by the progress handler")
    func endlessStatement() throws {
        let connection = try SQLiteConnection(path: ":memory:", access: .readWriteCreate, busyTimeoutMilliseconds: 0)
        #expect(throws: ShortLinkStoreError.self) {
            try connection.execute("WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n) SELECT count(*) FROM n")
        }
    }

    @Test("store import refuses every prefix it could never serve, naming the line")
    func unservablePrefixes() throws {
        let store = try SQLiteShortLinkStore(path: folder.file("import.sqlite"))
        let bad = ["https://Example.page.link", "https://user@example.page.link:443", "https://example.page.link:8443",
                   "https://example.page.link/a/b", "http://example.page.link", "https://127.0.0.1", "https://example.page.link/a b"]
        for prefix in bad {
            #expect(ShortLinkImport.problem(ofPrefix: prefix) != nil, "\(prefix)")
            var errors: [ShortLinkImport.Outcome] = []
            _ = ShortLinkImport(prefix: nil, policy: .short).run("x\n\(prefix)/?link=https://example.com/x\n", into: store) { errors.append($0) }
            #expect(errors.last?.line == 2 && errors.last?.error?.code == "import-bad-prefix", "\(prefix)")
        }
        for prefix in ["https://example.page.link", "https://example.com/link"] {
            #expect(ShortLinkImport.problem(ofPrefix: prefix) == nil, "\(prefix)")
        }
        // Issue 40: a prefix with credentials or a port was called "an IP address".
        #expect(ShortLinkImport.problem(ofPrefix: "https://user:pw@example.page.link:443")?
            .hasSuffix("has credentials (a user name or password before '@'); a host name has none") == true)
        #expect(ShortLinkImport.problem(ofPrefix: "https://example.page.link:8443")?.hasSuffix("has a port (after ':'); give the host name alone") == true)
        #expect(ShortLinkImport.problem(ofPrefix: "https://127.0.0.1")?.hasSuffix("is an IP address, not a host name") == true)
        #expect(try store.connection.integer("SELECT count(*) FROM short_links") == 0)
    }
}
