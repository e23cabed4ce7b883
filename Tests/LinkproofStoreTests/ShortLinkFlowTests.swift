import Foundation
import LinkproofCore
@testable import LinkproofStore
import Testing

/// The shortener, the resolver and deferred links over the SQLite store: its failures
/// reach the caller as typed errors that keep the long link, and the CLI runs the
/// documents' scenarios end to end (S000-05, S000-06, S002-03, S000-02).
@Suite("Short-link flows over the SQLite store")
struct ShortLinkFlowTests {
    static let apps = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Golden/apps").path
    static let manifest = apps + "/firebase-example.json"
    static let invitationLongLink = "https://example.page.link/?link=https://www.example.com/invitation?gameid%3D42%26referrer%3D7&ibi=com.example.ios"

    let folder = TemporaryFolder()

    private func shortener(_ store: SQLiteShortLinkStore) throws -> Shortener {
        Shortener(parser: DeepLinkParser(manifest: try LinkManifest.load(contentsOf: Self.manifest)), store: store)
    }

    @Test("A read-only store: the shortener fails with store-read-only, keeps the long link, writes nothing")
    func readOnly() throws {
        let path = folder.file("links.sqlite")
        _ = try SQLiteShortLinkStore(path: path)
        let shortener = try shortener(SQLiteShortLinkStore(path: path, access: .readOnly))
        #expect(throws: ShortenError.store(longLink: sampleLongLink, .readOnly(path: path))) { try shortener.shorten(sampleLongLink) }
        #expect(try SQLiteShortLinkStore(path: path).stats().links == 0)
    }

    @Test("A locked store: the shortener fails with store-busy after the busy timeout, then works once the lock goes")
    func locked() throws {
        let path = folder.file("links.sqlite")
        let shortener = try shortener(SQLiteShortLinkStore(path: path, busyTimeoutMilliseconds: 200))
        let holder = try SQLiteConnection(path: path, access: .readWrite, busyTimeoutMilliseconds: 0)
        try holder.execute("BEGIN IMMEDIATE")
        do {
            _ = try shortener.shorten(sampleLongLink)
            Issue.record("shortened into a locked store")
        } catch {
            #expect(error.code == "store-busy")
            #expect(error.longLink == sampleLongLink)
        }
        try holder.execute("ROLLBACK")
        #expect(try shortener.shorten(sampleLongLink).shortLink.hasPrefix(samplePrefix + "/"))
        #expect(try SQLiteShortLinkStore(path: path).stats().links == 1)
    }

    // MARK: The CLI

    private func linkproof(_ arguments: [String]) throws -> (status: Int32, output: String) {
        try LinkproofBinary.run(arguments, in: folder.path)
    }

    private func json(_ output: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    }

    @Test("shorten, then resolve, in the embedded store (S000-05, S000-06, S002-03)",
          .enabled(if: LinkproofBinary.url != nil, "the linkproof executable was not found next to the test bundle"))
    func shortenAndResolve() throws {
        let made = try linkproof(["shorten", "--manifest", Self.manifest, "--suffix", "WXYZ", "--json", sampleLongLink])
        #expect(made.status == 0)
        #expect(try json(made.output)["shortLink"] as? String == "https://example.page.link/WXYZ")
        #expect(FileManager.default.fileExists(atPath: folder.file(".linkproof/links.sqlite")))
        let resolved = try linkproof(["resolve", "--manifest", Self.manifest, "--json", "https://example.page.link/WXYZ"])
        #expect(resolved.status == 0)
        let decision = try #require(try json(resolved.output)["decision"] as? [String: Any])
        #expect(decision["route"] as? String == "content")
        #expect(decision["via"] as? String == "resolved-short-link")
        let unknown = try linkproof(["resolve", "--manifest", Self.manifest, "--json", "https://example.page.link/NOPE"])
        #expect(unknown.status == 1)
        #expect(try json(unknown.output)["error"].flatMap { $0 as? [String: Any] }?["code"] as? String == "short-link-unknown")
        let refused = try linkproof(["shorten", "--manifest", Self.manifest, "--json", "https://example.page.link/?link=javascript:alert(1)"])
        #expect(refused.status == 1)
        #expect(try json(refused.output)["error"].flatMap { $0 as? [String: Any] }?["code"] as? String == "nested-link-scheme")
    }

    @Test("A store file that is not SQLite: exit 2, and the file is left as it was",
          .enabled(if: LinkproofBinary.url != nil, "the linkproof executable was not found next to the test bundle"))
    func notSQLite() throws {
        let path = folder.file("notes.sqlite")
        let text = Data(String(repeating: "not a database\n", count: 20).utf8)
        try text.write(to: URL(fileURLWithPath: path))
        #expect(try linkproof(["shorten", "--manifest", Self.manifest, "--store", path, sampleLongLink]).status == 2)
        #expect(try linkproof(["resolve", "--manifest", Self.manifest, "--store", path, "https://example.page.link/WXYZ"]).status == 2)
        #expect(FileManager.default.contents(atPath: path) == text)
    }

    @Test("A click, then the first launch: default for content, personal invitation withheld until the token (S000-02, S002-07)",
          .enabled(if: LinkproofBinary.url != nil, "the linkproof executable was not found next to the test bundle"))
    func deferred() throws {
        let phone = "203.0.113.7;iOS 18.1;390x844;en-GB;Europe/London"
        _ = try linkproof(["shorten", "--manifest", Self.manifest, "--suffix", "WXYZ", sampleLongLink])
        _ = try linkproof(["shorten", "--manifest", Self.manifest, "--suffix", "INVITE", Self.invitationLongLink])
        #expect(try linkproof(["resolve", "--manifest", Self.manifest, "--record-click", "--fingerprint", phone, "https://example.page.link/WXYZ"]).status == 0)
        let launch = try linkproof(["resolve", "--manifest", Self.manifest, "--first-launch", "--fingerprint", phone, "--json"])
        #expect(launch.status == 0)
        #expect(try json(launch.output)["matchType"] as? String == "default")
        #expect(try linkproof(["resolve", "--manifest", Self.manifest, "--first-launch", "--fingerprint", phone]).status == 1)  // claimed

        _ = try linkproof(["resolve", "--manifest", Self.manifest, "--record-click", "--fingerprint", phone, "https://example.page.link/INVITE"])
        let withheld = try linkproof(["resolve", "--manifest", Self.manifest, "--first-launch", "--fingerprint", phone, "--json"])
        #expect(withheld.status == 1)
        #expect(try json(withheld.output)["decision"].flatMap { $0 as? [String: Any] }?["reason"] as? String == "match-type-too-weak")
        let token = try linkproof(["resolve", "--manifest", Self.manifest, "--first-launch", "--fingerprint", phone,
                                   "--token", "https://example.page.link/INVITE", "--json"])
        #expect(token.status == 0)
        #expect(try json(token.output)["matchType"] as? String == "unique")
        let stats = try SQLiteShortLinkStore(path: folder.file(".linkproof/links.sqlite")).stats()
        #expect(stats.deferredClicks == 2 && stats.pendingDeferredClicks == 0)
    }
}
