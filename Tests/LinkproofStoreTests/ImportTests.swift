import LinkproofCore
@testable import LinkproofStore
import Testing

@Suite("Bulk import")
struct ImportTests {
    let folder = TemporaryFolder()

    @Test("A long dynamic link's prefix is the part before its query, without a trailing '/'", arguments: [
        ("https://example.page.link/?link=https://www.example.com/content?item%3D1234&ibi=com.example.ios", "https://example.page.link"),
        ("https://rayciperw.page.link?link=https://www.raywenderlich.com/about", "https://rayciperw.page.link"),
        ("https://example.com/links/?link=https://example.com/a", "https://example.com/links"),
    ])
    func derivedPrefix(longLink: String, prefix: String) {
        #expect(ShortLinkImport.prefix(of: longLink) == prefix)
    }

    @Test("No query, no prefix", arguments: ["https://example.page.link/WXYZ", "?link=x", "/?"])
    func noPrefix(longLink: String) {
        #expect(ShortLinkImport.prefix(of: longLink) == nil)
    }

    @Test("Lines are bare links or JSON objects; bad lines are reported by number and do not stop the batch")
    func batch() throws {
        let store = try SQLiteShortLinkStore(path: folder.file("links.sqlite"))
        let input = """
            https://example.page.link/?link=https://www.example.com/a

            {"longLink": "https://example.page.link/?link=https://www.example.com/b", "suffix": "WXYZ"}
            {"longLink": "https://example.page.link/?link=https://www.example.com/c", "suffix": "WXYZ"}
            {"longLink": 42}
            https://no-query.example/
            {"longLink": "https://example.page.link/?link=https://www.example.com/d"}
            """
        var outcomes: [ShortLinkImport.Outcome] = []
        ShortLinkImport(prefix: nil, policy: .unguessable).run(input, into: store) { outcomes.append($0) }
        #expect(outcomes.map(\.line) == [1, 3, 4, 5, 6, 7])
        #expect(outcomes.map(\.succeeded) == [true, true, false, false, false, true])
        #expect(outcomes.compactMap(\.error?.code) == ["suffix-taken", "import-bad-json", "import-no-prefix"])
        #expect(outcomes[1].record?.shortLink == "https://example.page.link/WXYZ")
        #expect(outcomes[0].record?.suffix.count == 17)
        #expect(outcomes[1].record?.options == ShortLinkOptions(suffix: .custom("WXYZ"), origin: .import))
        #expect(try store.stats().links == 3)
    }

    @Test("A suffix resolve would refuse (abc, W-_Z, 64 characters) is not acknowledged")
    func unservableSuffixes() throws {
        let store = try SQLiteShortLinkStore(path: folder.file("links.sqlite"))
        let input = ["abc", "W-_Z", String(repeating: "a", count: 64), "Good4"].map {
            #"{"longLink": "https://example.page.link/?link=https://www.example.com/\#($0)", "suffix": "\#($0)"}"#
        }.joined(separator: "\n")
        var outcomes: [ShortLinkImport.Outcome] = []
        ShortLinkImport(prefix: nil, policy: .short).run(input, into: store) { outcomes.append($0) }
        #expect(outcomes.map { $0.error?.code ?? "ok" } == ["suffix-invalid", "suffix-invalid", "suffix-invalid", "ok"])
        #expect(try store.stats().links == 1)
    }

    @Test("A line naming a key twice is refused with both columns, never silently one of the two (issue 21)")
    func repeatedKey() {
        let line = #"{"longLink": "https://example.page.link/?link=https://a.example/x", "longLink": "https://evil.example/?link=x"}"#
        guard case .failure(let error) = ShortLinkImport.entry(line) else { Issue.record("a repeated key was accepted"); return }
        #expect(error.code == "import-bad-json" && error.message == "column 69: a key repeated (first at column 2)")
    }
}
