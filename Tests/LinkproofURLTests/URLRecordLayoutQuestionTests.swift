import Testing
import LinkproofURL

/// `hasCredentials`, `hasIPAddressHost`, `hasNamedHost` and `isHTTPS` answer from the layout what the
/// getters answer by building text: for every kind of host and authority, both must agree.
@Suite struct URLRecordLayoutQuestionTests {
    static let inputs = [
        "https://example.com/", "https://user@example.com/", "https://:pass@example.com/",
        "https://user:pass@example.com/", "https://@example.com/", "https://:@example.com/",
        "http://0x7f.1/", "http://1.2.3.4:8080/", "http://[::1]/", "sc://H%41st/", "sc://u@h/",
        "file:///etc", "file://host/etc", "mailto:a@b", "sc:", "sc://", "raycipe://about?recipeID=002",
    ]

    @Test(arguments: inputs) func credentialsAsTheGettersSayThem(input: String) throws {
        let url = try URLParser.parse(input).url
        #expect(url.hasCredentials == !(url.username.isEmpty && url.password.isEmpty))
    }

    @Test(arguments: inputs) func hostKindAsTheGetterSaysIt(input: String) throws {
        let url = try URLParser.parse(input).url
        switch url.hostKind {
        case .ipv4?, .ipv6?: #expect(url.hasIPAddressHost && !url.hasNamedHost)
        case .domain?, .opaque?: #expect(url.hasNamedHost && !url.hasIPAddressHost)
        case .empty?, nil: #expect(!url.hasNamedHost && !url.hasIPAddressHost)
        }
    }

    @Test(arguments: inputs + ["HTTPS://EXAMPLE.COM/", "httpsx://a/", "wss://a/", "https:a"]) func httpsAsTheSchemeSaysIt(input: String) throws {
        let url = try URLParser.parse(input).url
        #expect(url.isHTTPS == (url.scheme == "https"))
    }

    @Test func credentialsOfTheDocumentsHostileLink() throws {
        // Issue 4: the Raycipe handler opens this one; the strict policy must see the user name.
        #expect(try URLParser.parse("https://www.raywenderlich.com@evil.com/about?recipeID=002").url.hasCredentials)
        #expect(try !URLParser.parse("https://www.raywenderlich.com/about?recipeID=002").url.hasCredentials)
    }
}
