import Testing
import LinkproofURL

/// The structured accessors, against the URL Standard's model of a URL record.
@Suite struct URLRecordTests {
    @Test func componentsOfASpecialURL() throws {
        let url = try URLParser.parse("HTTPS://User:Pa%20ss@EXAMPLE.com:8443/a/b%2Fc/?q=1#frag").url
        #expect(url.scheme == "https")
        #expect(url.isSpecial)
        #expect(url.username == "User" && url.password == "Pa%20ss")
        #expect(url.hostKind == .domain("example.com"))
        #expect(url.portNumber == 8443)
        #expect(url.pathSegments == ["a", "b%2Fc", ""])
        #expect(url.query == "q=1")
        #expect(url.fragment == "frag")
        #expect(!url.hasOpaquePath)
    }

    @Test func defaultPortIsNull() throws {
        let url = try URLParser.parse("https://example.com:443/").url
        #expect(url.portNumber == nil)
        #expect(url.port == "")
        #expect(url.href == "https://example.com/")
    }

    @Test func hostKinds() throws {
        #expect(try URLParser.parse("http://0x7f.1/").url.hostKind == .ipv4(0x7F00_0001))
        #expect(try URLParser.parse("http://[::ffff:1.2.3.4]/").url.hostKind == .ipv6([0, 0, 0, 0, 0, 0xFFFF, 0x0102, 0x0304]))
        #expect(try URLParser.parse("sc://H%41st/").url.hostKind == .opaque("H%41st"))
        #expect(try URLParser.parse("file:///etc").url.hostKind == .empty)
        #expect(try URLParser.parse("mailto:a@b").url.hostKind == nil)
    }

    @Test func nullVersusEmptyQueryAndFragment() throws {
        let empty = try URLParser.parse("sc:/p?#").url
        #expect(empty.query == "" && empty.fragment == "")
        #expect(empty.search == "" && empty.hash == "")
        let null = try URLParser.parse("sc:/p").url
        #expect(null.query == nil && null.fragment == nil)
    }

    @Test func opaquePath() throws {
        let url = try URLParser.parse("mailto:someone@example.org?subject=hi").url
        #expect(url.hasOpaquePath)
        #expect(url.pathname == "someone@example.org")
        #expect(url.pathSegments.isEmpty)
        #expect(url.origin == "null")
    }

    @Test func parsesBytesAndStringsAlike() throws {
        let text = "https://example.org/a b?c d#e f"
        #expect(try URLParser.parse(utf8: Array(text.utf8)) == URLParser.parse(text))
        #expect(try URLParser.parse(utf8: text.utf8) == URLParser.parse(text))
    }
}
