import Testing
@testable import LinkproofCore

/// The port of `android.net.Uri`'s string parsing and of IntentFilter's data matching, with
/// cases of our own for what AOSP's Uri and IntentFilter tests exercise.
@Suite struct AndroidURITests {
    @Test func partsOfAnOrdinaryLink() {
        let uri = AndroidURI("https://user@Example.COM:8443/a%2Fb/c?x=1%262&y=%41#frag%20ment")
        #expect(uri.scheme == "https")
        #expect(uri.host == "Example.COM")
        #expect(uri.port == 8443)
        #expect(uri.encodedPath == "/a%2Fb/c")
        #expect(uri.path == "/a/b/c")
        #expect(uri.query == "x=1&2&y=A")
        #expect(uri.fragment == "frag ment")
    }

    @Test func schemeIsEverythingBeforeTheFirstColon() {
        #expect(AndroidURI("HTTPS://example.com/").scheme == "HTTPS")
        #expect(AndroidURI("/relative:path").scheme == "/relative")
        #expect(AndroidURI("no-colon/at/all").scheme == nil)
        #expect(AndroidURI("no-colon/at/all").path == "no-colon/at/all")
    }

    @Test func authorityEndsAtABackslashAndHostFollowsTheLastAt() {
        let uri = AndroidURI("https://example.com\\@evil.com/x")
        #expect(uri.host == "example.com")
        #expect(uri.path == "\\@evil.com/x")
        #expect(AndroidURI("https://a@b@evil.com/").host == "evil.com")
        #expect(AndroidURI("https://evil.com%2F@example.com/").host == "example.com")
        #expect(AndroidURI("https://ex%61mple.com/").host == "example.com")
    }

    @Test func portIsReadOnlyFromTrailingDigits() {
        #expect(AndroidURI("https://example.com/").port == -1)
        #expect(AndroidURI("https://example.com:/").port == -1)
        #expect(AndroidURI("https://example.com:/").host == "example.com")
        #expect(AndroidURI("https://example.com:99999999999/").port == -1)
        #expect(AndroidURI("https://example.com:+80/").host == "example.com:+80")
        #expect(AndroidURI("https://[::1]/").host == "[::1]")
        #expect(AndroidURI("https://[::1]:8080/").port == 8080)
    }

    @Test func pathsOfUnusualShapes() {
        #expect(AndroidURI("https://example.com").path == "")
        #expect(AndroidURI("https://example.com?q#f").path == "")
        #expect(AndroidURI("mailto:someone@example.com").path == nil)
        #expect(AndroidURI("myapp:").path == nil)
        #expect(AndroidURI("myapp:/only/path").path == "/only/path")
        #expect(AndroidURI("myapp:/only/path").host == nil)
        #expect(AndroidURI("//example.com/p").host == "example.com")
    }

    @Test func queryAndFragmentSeparators() {
        #expect(AndroidURI("https://e.com/p#f?notquery").query == nil)
        #expect(AndroidURI("https://e.com/p#f?notquery").fragment == "f?notquery")
        #expect(AndroidURI("https://e.com/p?").query == "")
        #expect(AndroidURI("https://e.com/p?a+b").query == "a+b")
    }

    /// libcore's UriCodec: malformed escapes become U+FFFD, and AOSP still queues the byte it
    /// had read, consuming the bad character.
    @Test func decodingMalformedEscapes() {
        #expect(AndroidURI.decode(Array("%zz".utf16)[...]) == "\u{FFFD}\u{0}z")
        #expect(AndroidURI.decode(Array("%4zq".utf16)[...]) == "\u{FFFD}\u{4}q")
        #expect(AndroidURI.decode(Array("a%".utf16)[...]) == "a\u{FFFD}")
        #expect(AndroidURI.decode(Array("a%4".utf16)[...]) == "a\u{FFFD}")
        #expect(AndroidURI.decode(Array("%C3%A9%FF".utf16)[...]) == "é\u{FFFD}")
        #expect(AndroidURI.decode(Array("%2e%2E".utf16)[...]) == "..")
    }
}

@Suite struct AndroidIntentFilterMatchTests {
    private func filter(_ json: String) throws -> AndroidIntentFilter {
        try AndroidIntentFilter(json: try JSONReader.read(Array(json.utf8)), path: "$")
    }

    private func category(_ filterJSON: String, _ uri: String) throws -> AndroidMatchCategory? {
        try filter(filterJSON).match(uri).category
    }

    @Test func schemeIsCaseSensitiveHostIsNot() throws {
        let f = #"{"scheme": ["https"], "host": ["example.com"]}"#
        #expect(try category(f, "https://EXAMPLE.com/x") == .host)
        #expect(try category(f, "HTTPS://example.com/x") == nil)
        #expect(try filter(f).match("HTTPS://example.com/x").reason == .scheme)
        #expect(try category(#"{"scheme": ["HTTPS"], "host": ["Example.com"]}"#, "HTTPS://example.COM/") == .host)
    }

    @Test func wildcardHosts() throws {
        let dotted = #"{"scheme": ["https"], "host": ["*.example.com"]}"#
        #expect(try category(dotted, "https://www.example.com/") == .host)
        #expect(try category(dotted, "https://a.b.example.com/") == .host)
        #expect(try category(dotted, "https://example.com/") == nil)
        #expect(try category(dotted, "https://evil-example.com/") == nil)
        #expect(try category(dotted, "https://www.example.com.evil/") == nil)
        // Without the dot, `*` is a bare suffix: evil-example.com matches.
        let bare = #"{"scheme": ["https"], "host": ["*example.com"]}"#
        #expect(try category(bare, "https://evil-example.com/") == .host)
        #expect(try category(bare, "https://example.com/") == .host)
        // `*` alone is any host, but not a missing one.
        let any = #"{"scheme": ["myapp"], "host": ["*"]}"#
        #expect(try category(any, "myapp://anything/") == .host)
        #expect(try category(any, "myapp:/no-authority") == nil)
    }

    @Test func portsPairWithHostsAndNeverDefault() throws {
        let f = #"{"scheme": ["https"], "host": ["example.com", "example.org"], "port": ["443", null]}"#
        #expect(try category(f, "https://example.com:443/") == .port)
        #expect(try category(f, "https://example.com/") == nil)
        #expect(try category(f, "https://example.org:1234/") == .host)
        #expect(throws: AndroidFilterJSONError.self) { try filter(#"{"scheme": ["https"], "host": ["a"], "port": ["https"]}"#) }
        #expect(throws: AndroidFilterJSONError.self) { try filter(#"{"scheme": ["https"], "host": ["a", "b"], "port": ["1"]}"#) }
    }

    @Test func pathsNeedAHostToCount() throws {
        let noHost = #"{"scheme": ["myapp"], "path": ["/only"]}"#
        #expect(try category(noHost, "myapp://x/anything") == .scheme)
        let noScheme = #"{"host": ["example.com"], "path": ["/only"]}"#
        #expect(try filter(noScheme).match("https://example.com/only").reason == .noScheme)
    }

    @Test func pathsAreMatchedDecoded() throws {
        let f = #"{"scheme": ["https"], "host": ["example.com"], "pathPrefix": ["/public/"]}"#
        #expect(try category(f, "https://example.com/public/a") == .path)
        // An encoded '/' is decoded before matching: it passes a pathPrefix.
        #expect(try category(f, "https://example.com/public%2F..%2Fadmin") == .path)
        #expect(try category(f, "https://example.com/%70ublic/a") == .path)
        // A backslash starts the path: it is not "/".
        #expect(try category(f, "https://example.com\\public/a") == nil)
        #expect(try filter(f).match("https://example.com/private").reason == .path)
    }

    @Test func anyPathMatcherSuffices() throws {
        let f = #"{"scheme": ["https"], "host": ["example.com"], "path": ["/exact"], "pathSuffix": [".pdf"], "pathPattern": ["/item/.*"]}"#
        #expect(try category(f, "https://example.com/exact") == .path)
        #expect(try category(f, "https://example.com/doc/a.pdf") == .path)
        #expect(try category(f, "https://example.com/item/9") == .path)
        #expect(try category(f, "https://example.com/other") == nil)
    }

    @Test func relativeFilterGroups() throws {
        let f = #"""
        {"scheme": ["https"], "host": ["example.com"], "path": ["/path"],
         "uriRelativeFilterGroup": [
           {"allow": false, "queryPrefix": ["ref=bad"]},
           {"pathPrefix": ["/shop"], "query": ["id=1"], "fragmentSuffix": ["top"]},
           {"allow": true, "pathPrefix": ["/shop"], "queryPattern": ["item=.*"]}
         ]}
        """#
        // A sibling path matches even where a block group would.
        #expect(try category(f, "https://example.com/path?ref=bad") == .path)
        #expect(try filter(f).match("https://example.com/shop?ref=bad&item=1").reason == .blockedByGroup)
        #expect(try category(f, "https://example.com/shop?a=b&id=1#go-top") == .path)
        // The second group needs a fragment too; a missing one matches no pattern.
        #expect(try category(f, "https://example.com/shop?id=1") == nil)
        #expect(try category(f, "https://example.com/shop/x?item=9") == .path)
        // The decoded query is split: %26 makes a new parameter.
        #expect(try category(f, "https://example.com/shop?x=1%26item=2") == .path)
        // ';' separates only when '&' does not split.
        #expect(try category(f, "https://example.com/shop?x=1;item=2") == .path)
        #expect(try category(f, "https://example.com/shop?x=1;item=2&y") == nil)
        #expect(try category(f, "https://example.com/elsewhere?item=1") == nil)
    }

    /// AOSP's manifest parser adds a `<uri-relative-filter-group>` to the filter only when it
    /// holds a filter (`ParsedIntentInfoUtils.parseRelRefGroup`): an empty group, allowing or
    /// blocking, is as if it were not written, so the filter matches on its host alone.
    @Test func aGroupWithoutDataIsDroppedAsTheManifestParserDropsIt() throws {
        let allow = #"{"scheme": ["https"], "host": ["example.com"], "uriRelativeFilterGroup": [{"allow": true}]}"#
        #expect(try filter(allow).groups.isEmpty)
        #expect(try category(allow, "https://example.com/") == .host)
        let block = #"{"scheme": ["https"], "host": ["example.com"], "uriRelativeFilterGroup": [{"allow": false}, {"allow": true, "path": ["/a"]}]}"#
        #expect(try filter(block).groups.count == 1)
        #expect(try category(block, "https://example.com/a") == .path)
        #expect(try category(block, "https://example.com/b") == nil)
    }

    private func json(_ text: String) -> JSONValue {
        (try? JSONReader.read(Array(text.utf8))) ?? .null
    }

    @Test func errorsNameTheJSONPath() throws {
        do {
            _ = try AndroidIntentFilter(json: json(#"{"scheme": ["https"], "host": ["e.com"], "pathAdvancedPattern": ["/ok", "*bad"]}"#), path: "$")
            Issue.record("a bad advanced pattern was accepted")
        } catch {
            #expect(error.path == "$.pathAdvancedPattern[1]")
            #expect(error.message.contains("Modifier must follow a token."))
        }
        do {
            _ = try AndroidIntentFilter(json: json(#"{"scheme": ["https"], "pathprefix": ["/x"]}"#), path: "$")
            Issue.record("an unknown member was accepted")
        } catch {
            #expect(error.path == "$.pathprefix")
        }
    }

    @Test func traceRecordsEachCheck() throws {
        let result = try filter(#"{"scheme": ["https"], "host": ["a.com", "b.com"], "pathPrefix": ["/x"]}"#).match("https://b.com/x1")
        #expect(result.trace.map(\.check) == ["scheme", "authority", "authority", "pathPrefix"])
        #expect(result.trace.map(\.ok) == [true, false, true, true])
    }
}
